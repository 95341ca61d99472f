#include "widgets/shell/secretsdialog.h"

#include "models/secrets/secretreference.h"
#include "widgets/common/errortext.h"

#include <QBoxLayout>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace lanebook {

SecretsDialog::SecretsDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("secretsDialog"));
    setWindowTitle(tr("Secrets"));

    auto *intro = new QLabel(
        tr("API keys and tokens stay in your desktop keychain, never in the notebook. A launch "
           "config names a secret instead of holding it; the value is looked up when the "
           "server starts."));
    intro->setWordWrap(true);

    m_nameEdit = new QLineEdit;
    m_nameEdit->setObjectName(QStringLiteral("secretNameEdit"));
    m_nameEdit->setPlaceholderText(tr("hf"));
    m_valueEdit = new QLineEdit;
    m_valueEdit->setObjectName(QStringLiteral("secretValueEdit"));
    m_valueEdit->setEchoMode(QLineEdit::Password);
    m_valueEdit->setPlaceholderText(tr("the token, pasted"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_nameEdit);
    form->addRow(tr("&Value:"), m_valueEdit);

    m_usageLabel = new QLabel;
    m_usageLabel->setObjectName(QStringLiteral("secretUsageLabel"));
    m_usageLabel->setWordWrap(true);
    m_usageLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_outcomeLabel = new QLabel;
    m_outcomeLabel->setObjectName(QStringLiteral("secretOutcomeLabel"));
    m_outcomeLabel->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_storeButton = buttons->addButton(tr("&Store in Keychain"), QDialogButtonBox::ActionRole);
    m_deleteButton =
        buttons->addButton(tr("&Delete from Keychain"), QDialogButtonBox::DestructiveRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_storeButton, &QPushButton::clicked, this,
            [this] { Q_EMIT storeRequested(m_nameEdit->text(), m_valueEdit->text()); });
    connect(m_deleteButton, &QPushButton::clicked, this,
            [this] { Q_EMIT deleteRequested(m_nameEdit->text()); });
    connect(m_nameEdit, &QLineEdit::textChanged, this, &SecretsDialog::updateState);
    connect(m_valueEdit, &QLineEdit::textChanged, this, &SecretsDialog::updateState);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_usageLabel);
    layout->addWidget(m_outcomeLabel);
    layout->addStretch();
    layout->addWidget(buttons);
    updateState();
    // Wrapped labels need a width before they know their height.
    setMinimumWidth(560);
    adjustSize();
}

void SecretsDialog::showOutcome(bool succeeded, const QString &message)
{
    if (succeeded)
        m_valueEdit->clear();
    m_outcomeLabel->setText(message);
    ErrorText::setError(m_outcomeLabel, !succeeded);
    if (height() < sizeHint().height())
        resize(width(), sizeHint().height()); // a long answer gets its lines
}

void SecretsDialog::updateState()
{
    const QString name = m_nameEdit->text();
    const bool named = checkSecretName(name).hasValue();
    m_storeButton->setEnabled(named && !m_valueEdit->text().isEmpty());
    m_deleteButton->setEnabled(named);
    const QString shown = named ? name : QStringLiteral("NAME");
    m_usageLabel->setText(
        tr("In a config: <code>\"env\": {\"HF_TOKEN\": {\"secret\": \"%1\"}}</code><br>"
           "The environment variable <code>%2</code> overrides the keychain (for CI and "
           "scripts).")
            .arg(shown.toHtmlEscaped(), secretEnvironmentVariable(shown).toHtmlEscaped()));
}

} // namespace lanebook
