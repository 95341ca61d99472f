#include "widgets/findings/runannotationdialog.h"

#include "widgets/common/metricformat.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace lanebook {

RunAnnotationDialog::RunAnnotationDialog(qint64 runId, const QString &runLabel, QWidget *parent)
    : QDialog(parent)
    , m_runId(runId)
{
    setWindowTitle(tr("Annotate %1").arg(runLabel));
    m_note = new QPlainTextEdit;
    m_note->setObjectName(QStringLiteral("annotationNote"));
    m_note->setTabChangesFocus(true);
    m_note->setPlaceholderText(tr("What you noticed: a warm GPU, a noisy neighbour, a flag you "
                                  "forgot."));
    m_tags = new QLineEdit;
    m_tags->setObjectName(QStringLiteral("annotationTags"));
    m_tags->setPlaceholderText(tr("Comma separated, e.g. baseline, warm-cache"));
    m_status = new QComboBox;
    m_status->setObjectName(QStringLiteral("annotationStatus"));
    m_status->addItem(tr("Keep the status"), QString());
    for (RunStatus status : {RunStatus::Promoted, RunStatus::Valid, RunStatus::Diagnostic,
                             RunStatus::Invalid, RunStatus::SupportOnly, RunStatus::Inconclusive})
        m_status->addItem(MetricFormat::statusTitle(status), runStatusId(status));
    m_reason = new QLineEdit;
    m_reason->setObjectName(QStringLiteral("annotationReason"));
    m_reason->setPlaceholderText(tr("Why the status is overridden (required)"));
    m_hint = new QLabel;
    m_hint->setWordWrap(true);
    m_hint->setForegroundRole(QPalette::PlaceholderText);

    auto *form = new QFormLayout;
    form->addRow(tr("&Note:"), m_note);
    form->addRow(tr("&Tags:"), m_tags);
    form->addRow(tr("&Status:"), m_status);
    form->addRow(tr("&Reason:"), m_reason);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_hint);
    layout->addWidget(m_buttons);

    connect(m_note, &QPlainTextEdit::textChanged, this, &RunAnnotationDialog::updateState);
    connect(m_tags, &QLineEdit::textChanged, this, &RunAnnotationDialog::updateState);
    connect(m_status, &QComboBox::currentIndexChanged, this, &RunAnnotationDialog::updateState);
    connect(m_reason, &QLineEdit::textChanged, this, &RunAnnotationDialog::updateState);
    updateState();
    resize(520, 320);
}

RunAnnotationRequest RunAnnotationDialog::request() const
{
    RunAnnotationRequest request;
    request.runId = m_runId;
    request.note = m_note->toPlainText().trimmed();
    for (const QString &tag :
         m_tags->text().split(QRegularExpression(QStringLiteral("[,;]")), Qt::SkipEmptyParts)) {
        const QString trimmed = tag.trimmed();
        if (!trimmed.isEmpty() && !request.tags.contains(trimmed))
            request.tags << trimmed;
    }
    request.status = runStatusFromId(m_status->currentData().toString());
    request.reason = m_reason->text().trimmed();
    return request;
}

void RunAnnotationDialog::updateState()
{
    const RunAnnotationRequest r = request();
    const bool needsReason = r.status.has_value() && r.reason.isEmpty();
    m_reason->setEnabled(r.status.has_value());
    m_hint->setText(needsReason ? tr("A status override needs its reason: the gates never "
                                     "overwrite it, so the reason is what the next reader sees.")
                                : QString());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!r.isEmpty() && !needsReason);
}

} // namespace lanebook
