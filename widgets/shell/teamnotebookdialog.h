#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace lanebook {

// File > Open Team Notebook…: where a team notebook lives on a PostgreSQL server (host, port,
// database, user, TLS mode) and, optionally, its password. It connects nothing itself
// (widgets never reach a database): Open asks with openRequested and the dialog stays open,
// showing the app's answer (showFailure), until the app accepts it. The address it builds
// never holds the password; a password typed here goes to the app alone, which keeps it in
// memory (and in the desktop keychain when asked to), never in the notebook or the settings.
class TeamNotebookDialog : public QDialog
{
    Q_OBJECT
public:
    explicit TeamNotebookDialog(QWidget *parent = nullptr);

    // postgresql://USER@HOST:PORT/DATABASE[?sslmode=MODE], from the fields; a host that is a
    // directory (/run/postgresql) is the server's Unix socket on this machine:
    // postgresql://USER@:PORT/DATABASE?host=DIR[&sslmode=MODE].
    QString address() const;
    // Fills the fields from such an address (a recent team notebook); others are ignored.
    void setAddress(const QString &address);
    QString password() const;
    bool rememberPassword() const;

    QLineEdit *hostEdit() const { return m_hostEdit; }
    QSpinBox *portSpin() const { return m_portSpin; }
    QLineEdit *databaseEdit() const { return m_databaseEdit; }
    QLineEdit *userEdit() const { return m_userEdit; }
    QComboBox *sslModeCombo() const { return m_sslModeCombo; }
    QLineEdit *passwordEdit() const { return m_passwordEdit; }
    QCheckBox *rememberCheck() const { return m_rememberCheck; }
    QPushButton *openButton() const { return m_openButton; }
    QLabel *messageLabel() const { return m_messageLabel; }

public Q_SLOTS:
    // While the app connects: the fields are locked and the server is named.
    void setBusy(bool busy);
    // Why the notebook could not be opened; the fields stay as typed.
    void showFailure(const QString &message);

Q_SIGNALS:
    void openRequested(const QString &address, const QString &password, bool rememberPassword);

private:
    void updateState();
    QString serverText() const; // host:port/database, as messages name a server

    QLineEdit *m_hostEdit = nullptr;
    QSpinBox *m_portSpin = nullptr;
    QLineEdit *m_databaseEdit = nullptr;
    QLineEdit *m_userEdit = nullptr;
    QComboBox *m_sslModeCombo = nullptr;
    QLineEdit *m_passwordEdit = nullptr;
    QCheckBox *m_rememberCheck = nullptr;
    QLabel *m_messageLabel = nullptr;
    QPushButton *m_openButton = nullptr;
    bool m_busy = false;
};

} // namespace lanebook
