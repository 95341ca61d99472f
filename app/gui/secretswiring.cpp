#include "app/gui/secretswiring.h"

#include "backends/secrets/secretstore.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/secretsdialog.h"

namespace lanebook {

SecretsWiring::SecretsWiring(MainWindow *window, QObject *parent)
    : QObject(parent)
    , m_window(window)
{
    connect(window, &MainWindow::secretsRequested, this, &SecretsWiring::open);
}

SecretsWiring *SecretsWiring::install(MainWindow *window, QObject *parent)
{
    return new SecretsWiring(window, parent);
}

void SecretsWiring::open()
{
    if (!m_dialog) {
        m_dialog = new SecretsDialog(m_window);
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_dialog, &SecretsDialog::storeRequested, this, &SecretsWiring::store);
        connect(m_dialog, &SecretsDialog::deleteRequested, this, &SecretsWiring::remove);
    }
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
}

void SecretsWiring::store(const QString &name, const QString &value)
{
    m_dialog->setEnabled(false);
    const Expected<void> stored = SecretStore().storeInKeychain(name, value);
    if (!m_dialog)
        return; // closed while the keychain worked
    m_dialog->setEnabled(true);
    m_dialog->showOutcome(stored.hasValue(),
                          stored ? tr("Stored \"%1\" in the keychain.").arg(name) : stored.error());
}

void SecretsWiring::remove(const QString &name)
{
    m_dialog->setEnabled(false);
    const Expected<void> deleted = SecretStore().deleteFromKeychain(name);
    if (!m_dialog)
        return;
    m_dialog->setEnabled(true);
    m_dialog->showOutcome(deleted.hasValue(),
                          deleted ? tr("Deleted \"%1\" from the keychain.").arg(name)
                                  : deleted.error());
}

} // namespace lanebook
