#include "app/gui/teamnotebookwiring.h"

#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "backends/notebook/connection/serveraddress.h"
#include "backends/notebook/connection/serverpasswords.h"
#include "backends/notebook/notebookstore.h"
#include "backends/secrets/secretstore.h"
#include "widgets/shell/mainwindow.h"

#include <chrono>

namespace lanebook {

namespace {

// A locked keyring waits for its password; the dialog should not wait as long as a launch.
constexpr std::chrono::seconds kKeychainTimeout{20};

} // namespace

TeamNotebookWiring::TeamNotebookWiring(MainWindow *window, CompositionRoot *root,
                                       Settings *settings, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_root(root)
    , m_settings(settings)
{
    connect(window, &MainWindow::openTeamNotebookRequested, this, &TeamNotebookWiring::open);
}

TeamNotebookWiring *TeamNotebookWiring::install(MainWindow *window, CompositionRoot *root,
                                                Settings *settings)
{
    return new TeamNotebookWiring(window, root, settings, root);
}

void TeamNotebookWiring::usePasswordFromKeychain(const QString &location)
{
    const Expected<ServerNotebookAddress> address = parseServerNotebook(location);
    if (!address || !serverPassword(*address).isEmpty())
        return;
    const SecretLookup lookup =
        SecretStore(kKeychainTimeout).resolve(serverPasswordSecretName(*address));
    if (lookup.source != SecretSource::Nowhere)
        setServerPassword(*address, lookup.value);
}

void TeamNotebookWiring::open()
{
    if (!m_dialog) {
        m_dialog = new TeamNotebookDialog(m_window);
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
        for (const QString &recent : m_settings->recentNotebooks()) {
            if (isServerNotebook(recent)) {
                m_dialog->setAddress(recent);
                break;
            }
        }
        connect(m_dialog, &TeamNotebookDialog::openRequested, this, &TeamNotebookWiring::tryOpen);
        connect(m_dialog, &QDialog::rejected, this, [this] { m_checks.cancel(); });
    }
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
}

void TeamNotebookWiring::tryOpen(const QString &location, const QString &password,
                                 bool rememberPassword)
{
    const Expected<ServerNotebookAddress> address = parseServerNotebook(location);
    if (!address) {
        m_dialog->showFailure(address.error());
        return;
    }
    if (!password.isEmpty())
        setServerPassword(*address, password);
    else
        usePasswordFromKeychain(location);
    m_dialog->setBusy(true);
    // Connecting can take up to the connect timeout: not on the GUI thread. Opening it for
    // writing is what the window does next (an empty database becomes a notebook here).
    m_checks.start(
        [location] {
            NotebookStore store; // NOLINT(window-reads): a connection test, it reads nothing
            return store.open(location, NotebookStore::Access::ReadWrite) ? QString()
                                                                          : store.lastError();
        },
        [this, location, password, rememberPassword, address = *address](const QString &failure) {
            if (!m_dialog)
                return;
            m_dialog->setBusy(false);
            if (!failure.isEmpty()) {
                // A typed password that did not work is not kept for the readers.
                if (!password.isEmpty())
                    setServerPassword(address, {});
                m_dialog->showFailure(failure);
                return;
            }
            if (rememberPassword) {
                const Expected<void> kept =
                    SecretStore(kKeychainTimeout)
                        .storeInKeychain(serverPasswordSecretName(address), password);
                if (!kept)
                    m_window->showStatusMessage(
                        tr("The password was not kept in the keychain: %1").arg(kept.error()));
            }
            m_dialog->accept();
            m_root->openNotebook(location);
            Q_EMIT teamNotebookChosen(location);
        });
}

} // namespace lanebook
