#include "widgets/shell/teamnotebookdialog.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>

namespace lanebook {

namespace {

constexpr int kDefaultPort = 5432;
const QString kDefaultSslMode = QStringLiteral("prefer"); // libpq's own default

bool isTeamNotebookAddress(const QUrl &url)
{
    return url.scheme() == QLatin1String("postgresql") || url.scheme() == QLatin1String("postgres");
}

} // namespace

TeamNotebookDialog::TeamNotebookDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("teamNotebookDialog"));
    setWindowTitle(tr("Open Team Notebook"));

    auto *intro = new QLabel(
        tr("A team notebook lives in a PostgreSQL database that every host and window of the "
           "team reads and writes. An empty database becomes a new notebook."));
    intro->setWordWrap(true);

    m_hostEdit = new QLineEdit;
    m_hostEdit->setObjectName(QStringLiteral("teamHostEdit"));
    m_hostEdit->setPlaceholderText(tr("db.lab.example"));
    m_portSpin = new QSpinBox;
    m_portSpin->setObjectName(QStringLiteral("teamPortSpin"));
    m_portSpin->setRange(1, 65535);
    m_portSpin->setValue(kDefaultPort);
    m_databaseEdit = new QLineEdit;
    m_databaseEdit->setObjectName(QStringLiteral("teamDatabaseEdit"));
    m_databaseEdit->setPlaceholderText(tr("lanebook"));
    m_userEdit = new QLineEdit;
    m_userEdit->setObjectName(QStringLiteral("teamUserEdit"));
    m_userEdit->setPlaceholderText(tr("your login name"));
    m_sslModeCombo = new QComboBox;
    m_sslModeCombo->setObjectName(QStringLiteral("teamSslModeCombo"));
    m_sslModeCombo->addItem(tr("prefer: TLS when the server offers it"), kDefaultSslMode);
    m_sslModeCombo->addItem(tr("require: TLS, the certificate not checked"),
                            QStringLiteral("require"));
    m_sslModeCombo->addItem(tr("verify-ca: TLS, a certificate from a trusted authority"),
                            QStringLiteral("verify-ca"));
    m_sslModeCombo->addItem(tr("verify-full: TLS, the certificate and the host name checked"),
                            QStringLiteral("verify-full"));
    m_sslModeCombo->addItem(tr("disable: no TLS"), QStringLiteral("disable"));
    m_passwordEdit = new QLineEdit;
    m_passwordEdit->setObjectName(QStringLiteral("teamPasswordEdit"));
    m_passwordEdit->setEchoMode(QLineEdit::Password);
    m_passwordEdit->setPlaceholderText(tr("from ~/.pgpass, PGPASSWORD or the keychain"));
    m_rememberCheck = new QCheckBox(tr("&Remember the password in the desktop keychain"));
    m_rememberCheck->setObjectName(QStringLiteral("teamRememberCheck"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Host:"), m_hostEdit);
    form->addRow(tr("&Port:"), m_portSpin);
    form->addRow(tr("&Database:"), m_databaseEdit);
    form->addRow(tr("&User:"), m_userEdit);
    form->addRow(tr("&TLS:"), m_sslModeCombo);
    form->addRow(tr("Pass&word:"), m_passwordEdit);
    form->addRow(QString(), m_rememberCheck);

    auto *note = new QLabel(
        tr("Leave the password empty to use ~/.pgpass, PGPASSWORD or the password kept in the "
           "keychain. Lanebook never writes it into the notebook or its settings."));
    note->setWordWrap(true);
    note->setEnabled(false); // the secondary-text look
    m_messageLabel = new QLabel;
    m_messageLabel->setObjectName(QStringLiteral("teamMessageLabel"));
    m_messageLabel->setWordWrap(true);
    m_messageLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_openButton = buttons->addButton(tr("&Open"), QDialogButtonBox::AcceptRole);
    m_openButton->setObjectName(QStringLiteral("teamOpenButton"));
    m_openButton->setDefault(true);
    // Open asks; the app accepts the dialog once the notebook could be opened.
    connect(m_openButton, &QPushButton::clicked, this, [this] {
        if (m_openButton->isEnabled())
            Q_EMIT openRequested(address(), password(), rememberPassword());
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *edit : {m_hostEdit, m_databaseEdit, m_passwordEdit})
        connect(edit, &QLineEdit::textChanged, this, &TeamNotebookDialog::updateState);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_messageLabel);
    layout->addStretch();
    layout->addWidget(buttons);
    updateState();
    // Wrapped labels need a width before they know their height.
    setMinimumWidth(560);
    adjustSize();
}

QString TeamNotebookDialog::address() const
{
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setUserName(m_userEdit->text().trimmed());
    // A host that is a directory is a server's Unix socket on this machine, in libpq's form:
    // postgresql://user@:port/db?host=/dir.
    const QString host = m_hostEdit->text().trimmed();
    const bool socketDirectory = host.startsWith(QLatin1Char('/'));
    if (!socketDirectory)
        url.setHost(host);
    url.setPort(m_portSpin->value());
    url.setPath(QLatin1Char('/') + m_databaseEdit->text().trimmed());
    QUrlQuery query;
    if (socketDirectory)
        query.addQueryItem(QStringLiteral("host"), host);
    const QString sslMode = m_sslModeCombo->currentData().toString();
    if (sslMode != kDefaultSslMode)
        query.addQueryItem(QStringLiteral("sslmode"), sslMode);
    if (!query.isEmpty())
        url.setQuery(query);
    return url.toString(QUrl::FullyEncoded);
}

void TeamNotebookDialog::setAddress(const QString &address)
{
    const QUrl url(address, QUrl::StrictMode);
    if (!url.isValid() || !isTeamNotebookAddress(url))
        return;
    const QString socketDirectory =
        QUrlQuery(url).queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded);
    m_hostEdit->setText(socketDirectory.isEmpty() ? url.host() : socketDirectory);
    m_portSpin->setValue(url.port(kDefaultPort));
    m_databaseEdit->setText(url.path().mid(1));
    m_userEdit->setText(url.userName());
    const QString sslMode = QUrlQuery(url).queryItemValue(QStringLiteral("sslmode"));
    const int index = m_sslModeCombo->findData(sslMode.isEmpty() ? kDefaultSslMode : sslMode);
    m_sslModeCombo->setCurrentIndex(std::max(index, 0));
}

QString TeamNotebookDialog::password() const
{
    return m_passwordEdit->text();
}

bool TeamNotebookDialog::rememberPassword() const
{
    return m_rememberCheck->isChecked() && !m_passwordEdit->text().isEmpty();
}

QString TeamNotebookDialog::serverText() const
{
    return QStringLiteral("%1:%2/%3")
        .arg(m_hostEdit->text().trimmed())
        .arg(m_portSpin->value())
        .arg(m_databaseEdit->text().trimmed());
}

void TeamNotebookDialog::setBusy(bool busy)
{
    m_busy = busy;
    for (QWidget *field :
         std::initializer_list<QWidget *>{m_hostEdit, m_portSpin, m_databaseEdit, m_userEdit,
                                          m_sslModeCombo, m_passwordEdit, m_rememberCheck})
        field->setEnabled(!busy);
    if (busy) {
        m_messageLabel->setStyleSheet(QString());
        m_messageLabel->setText(tr("Connecting to %1…").arg(serverText()));
    }
    updateState();
}

void TeamNotebookDialog::showFailure(const QString &message)
{
    m_messageLabel->setText(message);
    m_messageLabel->setStyleSheet(QStringLiteral("color: #b3261e;"));
    if (height() < sizeHint().height())
        resize(width(), sizeHint().height()); // a long answer gets its lines
}

void TeamNotebookDialog::updateState()
{
    m_openButton->setEnabled(!m_busy && !m_hostEdit->text().trimmed().isEmpty() &&
                             !m_databaseEdit->text().trimmed().isEmpty());
    m_rememberCheck->setEnabled(!m_busy && !m_passwordEdit->text().isEmpty());
}

} // namespace lanebook
