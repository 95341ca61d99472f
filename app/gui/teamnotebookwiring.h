#pragma once

#include "app/gui/jobtracker.h"
#include "widgets/shell/teamnotebookdialog.h"

#include <QObject>
#include <QPointer>

namespace lanebook {

class CompositionRoot;
class MainWindow;
class Settings;

// File > Open Team Notebook…: opens the dialog (widgets) prefilled with the latest team
// notebook, takes the password typed there or else the one kept in the desktop keychain (asked
// from this, the main, thread; without either, libpq reads ~/.pgpass or PGPASSWORD), checks on
// the thread pool that the notebook opens, and only then hands it to the composition root. A
// refusal (wrong password, unreachable server, a newer notebook, a database of other tables)
// is shown in the dialog, naming the server, and nothing opens. A password lives in this
// process's memory (serverpasswords.h) and, when the user asks, in the keychain: never in the
// notebook, the settings (recent team notebooks are kept as addresses without one) or argv.
class TeamNotebookWiring : public QObject
{
    Q_OBJECT
public:
    TeamNotebookWiring(MainWindow *window, CompositionRoot *root, Settings *settings,
                       QObject *parent);

    // One line in the composition root, parented to it.
    static TeamNotebookWiring *install(MainWindow *window, CompositionRoot *root,
                                       Settings *settings);

    TeamNotebookDialog *dialog() const { return m_dialog; } // null until first opened

    // Before a team notebook opens without the dialog (Open Recent, the command line): the
    // password the keychain keeps for it, when this process holds none yet. Main thread.
    static void usePasswordFromKeychain(const QString &location);

Q_SIGNALS:
    // The dialog's notebook was checked and handed to the composition root (for tests).
    void teamNotebookChosen(const QString &location);

private:
    void open();
    void tryOpen(const QString &location, const QString &password, bool rememberPassword);

    MainWindow *m_window;
    CompositionRoot *m_root;
    Settings *m_settings;
    QPointer<TeamNotebookDialog> m_dialog;
    JobTracker m_checks{this};
};

} // namespace lanebook
