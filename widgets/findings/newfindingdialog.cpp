#include "widgets/findings/newfindingdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace lanebook {

NewFindingDialog::NewFindingDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("New Finding"));
    m_title = new QLineEdit;
    m_title->setObjectName(QStringLiteral("newFindingTitle"));
    m_title->setPlaceholderText(tr("The idea, e.g. Opportunistic expert activation"));
    m_hypothesis = new QPlainTextEdit;
    m_hypothesis->setObjectName(QStringLiteral("newFindingHypothesis"));
    m_hypothesis->setTabChangesFocus(true);
    m_hypothesis->setPlaceholderText(tr("What you expect and why. Written now, before the "
                                        "results, and stamped with the time."));
    m_prediction = new QPlainTextEdit;
    m_prediction->setObjectName(QStringLiteral("newFindingPrediction"));
    m_prediction->setTabChangesFocus(true);
    m_prediction->setPlaceholderText(tr("Optional: the number you predict."));
    m_prediction->setMaximumHeight(m_prediction->fontMetrics().lineSpacing() * 4);

    auto *form = new QFormLayout;
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Hypothesis:"), m_hypothesis);
    form->addRow(tr("&Prediction:"), m_prediction);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_create = buttons->addButton(tr("&Create"), QDialogButtonBox::AcceptRole);
    m_create->setObjectName(QStringLiteral("newFindingCreate"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(m_title, &QLineEdit::textChanged, this, &NewFindingDialog::updateButton);
    connect(m_hypothesis, &QPlainTextEdit::textChanged, this, &NewFindingDialog::updateButton);
    updateButton();
    resize(560, 360);
}

NewFinding NewFindingDialog::finding() const
{
    NewFinding finding;
    finding.title = m_title->text().trimmed();
    finding.hypothesis = m_hypothesis->toPlainText().trimmed();
    finding.prediction = m_prediction->toPlainText().trimmed();
    return finding;
}

void NewFindingDialog::updateButton()
{
    m_create->setEnabled(!m_title->text().trimmed().isEmpty() &&
                         !m_hypothesis->toPlainText().trimmed().isEmpty());
}

} // namespace lanebook
