#pragma once

#include <QDialog>

class QMainWindow;
class QTreeWidget;

namespace lanebook {

// Help > Keyboard Shortcuts: every action of the window that has a shortcut, read from the
// actions themselves so the list cannot go stale. Grouped by menu in menu-bar order, then the
// actions that work inside a tab or dock (the Runs table's), each group under its name.
// Non-modal. GUI thread.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    // The window is the parent too: the dialog lives and dies with it.
    explicit ShortcutsDialog(QMainWindow *window);

    // Reads the actions again: menus and pages added since (Settings, Waves, …), the language.
    void refresh();
    QTreeWidget *tree() const { return m_tree; }

private:
    QMainWindow *m_window = nullptr;
    QTreeWidget *m_tree = nullptr;
};

} // namespace lanebook
