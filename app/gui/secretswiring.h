#pragma once

#include "widgets/shell/secretsdialog.h"

#include <QObject>
#include <QPointer>

namespace lanebook {

class MainWindow;

// Tools > Secrets…: opens the secrets dialog (widgets) and stores or deletes what it collects
// through the keychain (backends/secrets), on the GUI thread: QtKeychain is asked from the
// main thread only, in a local event loop, so the window keeps painting while a locked
// keyring asks for its password. The dialog is disabled while the keychain works.
class SecretsWiring : public QObject
{
    Q_OBJECT
public:
    SecretsWiring(MainWindow *window, QObject *parent);

    // One line in the composition root: new SecretsWiring(window, root) parented to root.
    static SecretsWiring *install(MainWindow *window, QObject *parent);

    SecretsDialog *dialog() const { return m_dialog; } // null until first opened

private:
    void open();
    void store(const QString &name, const QString &value);
    void remove(const QString &name);

    MainWindow *m_window;
    QPointer<SecretsDialog> m_dialog;
};

} // namespace lanebook
