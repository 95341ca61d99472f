#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace lanebook {

// Tools > Secrets…: collects a secret's name and value for the keychain, so that a launch
// config can name it ({"env": {"HF_TOKEN": {"secret": "hf"}}}) instead of holding it. It
// stores nothing itself (widgets never reach the keychain): it asks with storeRequested /
// deleteRequested and shows what the app answers (showOutcome). The value is typed in
// password mode and cleared once stored.
class SecretsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SecretsDialog(QWidget *parent = nullptr);

    QLineEdit *nameEdit() const { return m_nameEdit; }
    QLineEdit *valueEdit() const { return m_valueEdit; }
    QPushButton *storeButton() const { return m_storeButton; }
    QPushButton *deleteButton() const { return m_deleteButton; }

public Q_SLOTS:
    // What the keychain said: an error names what to do; success clears the value.
    void showOutcome(bool succeeded, const QString &message);

Q_SIGNALS:
    void storeRequested(const QString &name, const QString &value);
    void deleteRequested(const QString &name);

private:
    void updateState();

    QLineEdit *m_nameEdit = nullptr;
    QLineEdit *m_valueEdit = nullptr;
    QLabel *m_usageLabel = nullptr;
    QLabel *m_outcomeLabel = nullptr;
    QPushButton *m_storeButton = nullptr;
    QPushButton *m_deleteButton = nullptr;
};

} // namespace lanebook
