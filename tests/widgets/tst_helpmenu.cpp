// Help > Getting Started and Help > Keyboard Shortcuts on the bare main window: both open
// without a notebook and without blocking, the guide names the window's tabs, and the
// shortcut list is read from the actions, so it follows every action that has a shortcut.
#include "widgets/shell/mainwindow.h"

#include <QAction>
#include <QDialog>
#include <QDir>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QtTest>

#include <algorithm>

using namespace lanebook;

namespace {

// With LANEBOOK_SCREENSHOT_DIR set, the dialogs are saved there to be looked at.
void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        widget->grab().save(QDir(dir).filePath(name));
}

struct ShortcutRow
{
    QString group;
    QString action;
    QString keys;
};

QList<ShortcutRow> shortcutRows(const QTreeWidget *tree)
{
    QList<ShortcutRow> rows;
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *group = tree->topLevelItem(i);
        for (int j = 0; j < group->childCount(); ++j) {
            const QTreeWidgetItem *row = group->child(j);
            rows.append(ShortcutRow{group->text(0), row->text(0), row->text(1)});
        }
    }
    return rows;
}

QStringList groupNames(const QTreeWidget *tree)
{
    QStringList names;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        names << tree->topLevelItem(i)->text(0);
    return names;
}

// The keys listed for the action in the group, or a null string when it is not listed.
QString keysListed(const QList<ShortcutRow> &rows, const QString &group, const QString &action)
{
    for (const ShortcutRow &row : rows) {
        if (row.group == group && row.action == action)
            return row.keys;
    }
    return {};
}

QString nativeText(const QKeySequence &keys)
{
    return keys.toString(QKeySequence::NativeText);
}

QMenu *helpMenu(const MainWindow &window)
{
    const QList<QAction *> menus = window.menuBar()->actions();
    return menus.isEmpty() ? nullptr : menus.constLast()->menu();
}

QTreeWidget *openShortcuts(MainWindow &window)
{
    auto *action = window.findChild<QAction *>(QStringLiteral("shortcutsAction"));
    if (!action)
        return nullptr;
    action->trigger();
    auto *dialog = window.findChild<QDialog *>(QStringLiteral("shortcutsDialog"));
    if (!dialog || !dialog->isVisible())
        return nullptr;
    saveScreenshot(dialog, QStringLiteral("help-shortcuts.png"));
    return dialog->findChild<QTreeWidget *>(QStringLiteral("shortcutsTree"));
}

} // namespace

class TestHelpMenu : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void helpMenuListsGuideAndShortcutsBeforeAbout();
    void gettingStartedShowsTheGuideWithoutBlocking();
    void shortcutsListEveryActionWithAShortcut();
    void shortcutsFollowActionsAddedLater();
};

void TestHelpMenu::helpMenuListsGuideAndShortcutsBeforeAbout()
{
    MainWindow window;
    QMenu *help = helpMenu(window);
    QVERIFY(help);
    QCOMPARE(help->title(), QStringLiteral("&Help"));
    const QList<QAction *> actions = help->actions();
    QCOMPARE(actions.size(), 4);
    QCOMPARE(actions.at(0)->objectName(), QStringLiteral("gettingStartedAction"));
    QCOMPARE(actions.at(1)->objectName(), QStringLiteral("shortcutsAction"));
    QVERIFY(actions.at(2)->isSeparator());
    QCOMPARE(actions.at(3)->menuRole(), QAction::AboutRole);
    // QKeySequence::HelpContents: F1 on Linux and Windows.
    QCOMPARE(actions.at(0)->shortcut(), QKeySequence(Qt::Key_F1));
}

void TestHelpMenu::gettingStartedShowsTheGuideWithoutBlocking()
{
    MainWindow window;
    window.show();
    auto *action = window.findChild<QAction *>(QStringLiteral("gettingStartedAction"));
    QVERIFY(action);
    QVERIFY(action->isEnabled()); // no notebook needed to read it
    action->trigger();
    auto *dialog = window.findChild<QDialog *>(QStringLiteral("gettingStartedDialog"));
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(!dialog->isModal());
    saveScreenshot(dialog, QStringLiteral("help-getting-started.png"));
    const auto *browser = dialog->findChild<QTextBrowser *>();
    QVERIFY(browser);
    const QString guide = browser->toPlainText();
    for (const char *name : {"Compare", "Waves", "Findings", "Charts", "Live", "Filter runs",
                             "File › Import Files…", "lanebook-cli help"})
        QVERIFY2(guide.contains(QString::fromUtf8(name)), name);
    // Every tab the window has is named as the tab bar names it.
    const auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("centralTabs"));
    QVERIFY(tabs);
    for (int i = 0; i < tabs->count(); ++i)
        QVERIFY2(guide.contains(tabs->tabText(i)), qPrintable(tabs->tabText(i)));

    // Asked again, the same guide comes forward.
    dialog->close();
    action->trigger();
    QVERIFY(dialog->isVisible());
    QCOMPARE(window.findChildren<QDialog *>(QStringLiteral("gettingStartedDialog")).size(), 1);
}

void TestHelpMenu::shortcutsListEveryActionWithAShortcut()
{
    MainWindow window;
    window.show();
    QTreeWidget *tree = openShortcuts(window);
    QVERIFY(tree);
    QVERIFY(!window.findChild<QDialog *>(QStringLiteral("shortcutsDialog"))->isModal());
    const QList<ShortcutRow> rows = shortcutRows(tree);
    QVERIFY(!rows.isEmpty());
    for (const ShortcutRow &row : rows)
        QVERIFY2(!row.keys.isEmpty(), qPrintable(row.group + QLatin1Char('/') + row.action));

    QCOMPARE(keysListed(rows, QStringLiteral("File"), QStringLiteral("Open Notebook…")),
             nativeText(QKeySequence::Open));
    QCOMPARE(keysListed(rows, QStringLiteral("File"), QStringLiteral("Import Files…")),
             nativeText(QKeySequence(Qt::CTRL | Qt::Key_I)));
    QCOMPARE(keysListed(rows, QStringLiteral("Help"), QStringLiteral("Getting Started")),
             QStringLiteral("F1"));
    // Shortcuts that work inside a tab, named after it: the Runs table's.
    QCOMPARE(keysListed(rows, QStringLiteral("Runs tab"), QStringLiteral("Set as Control (A)")),
             nativeText(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A)));

    // Grouped by menu in menu-bar order (View and Tools have no shortcuts), tabs after.
    const QStringList groups = groupNames(tree);
    QVERIFY2(groups.size() >= 3, qPrintable(groups.join(u'|')));
    QCOMPARE(groups.mid(0, 2), QStringList({QStringLiteral("File"), QStringLiteral("Help")}));
    QVERIFY2(groups.indexOf(QStringLiteral("Runs tab")) > 1, qPrintable(groups.join(u'|')));
    QStringList unique = groups;
    QCOMPARE(unique.removeDuplicates(), 0);

    // Every action of the window with a shortcut is listed, under its text without '&'.
    const QList<QAction *> actions = window.findChildren<QAction *>();
    for (const QAction *action : actions) {
        if (action->shortcut().isEmpty() || !action->isVisible())
            continue;
        const QString text = QString(action->text()).remove(QLatin1Char('&'));
        const QString keys = nativeText(action->shortcut());
        const bool listed = std::any_of(rows.cbegin(), rows.cend(), [&](const ShortcutRow &row) {
            return row.action.endsWith(text) && row.keys.startsWith(keys);
        });
        QVERIFY2(listed, qPrintable(text + QLatin1Char(' ') + keys));
    }
}

void TestHelpMenu::shortcutsFollowActionsAddedLater()
{
    MainWindow window;
    window.show();
    QTreeWidget *tree = openShortcuts(window);
    QVERIFY(tree);
    const QString keys = nativeText(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F12));
    QVERIFY(
        keysListed(shortcutRows(tree), QStringLiteral("Extras"), QStringLiteral("Extra")).isNull());

    // A menu the composition root adds later (as it adds Settings), before Help.
    auto *extras = new QMenu(QStringLiteral("E&xtras"), &window);
    window.menuBar()->insertMenu(helpMenu(window)->menuAction(), extras);
    QAction *extra = extras->addAction(QStringLiteral("&Extra"));
    extra->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F12));
    QTreeWidget *again = openShortcuts(window);
    QCOMPARE(again, tree);
    QCOMPARE(keysListed(shortcutRows(tree), QStringLiteral("Extras"), QStringLiteral("Extra")),
             keys);
    const QStringList groups = groupNames(tree);
    QVERIFY2(groups.indexOf(QStringLiteral("Extras")) < groups.indexOf(QStringLiteral("Help")),
             qPrintable(groups.join(u'|')));
}

QTEST_MAIN(TestHelpMenu)
#include "tst_helpmenu.moc"
