#include "widgets/shell/shortcutsdialog.h"

#include <QAction>
#include <QBoxLayout>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFont>
#include <QHeaderView>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QStringList>
#include <QTabWidget>
#include <QTreeWidget>

#include <algorithm>
#include <tuple>

namespace lanebook {

namespace {

enum Column { ActionColumn, ShortcutColumn };

// Groups sort menus first (in menu-bar order), then tabs (in tab order), docks, the rest;
// within a group, rows keep the order of the menu or of the actions' creation.
constexpr int kTabGroupOrder = 1000;
constexpr int kDockGroupOrder = 2000;
constexpr int kOtherGroupOrder = 3000;

struct ShortcutEntry
{
    QString group;
    int groupOrder = 0;
    QString action;
    QString keys;
};

struct Group
{
    QString name;
    int order = kOtherGroupOrder;
};

// "&Open Notebook…" as the menu shows it: "Open Notebook…" ("&&" is a literal '&').
QString withoutMnemonic(const QString &text)
{
    QString plain;
    plain.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&')) {
            ++i;
            if (i == text.size())
                break;
        }
        plain += text.at(i);
    }
    return plain;
}

// Empty when the action has no shortcut on this platform (a standard key without a binding).
QString keysText(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &sequence : action->shortcuts()) {
        const QString text = sequence.toString(QKeySequence::NativeText);
        if (!text.isEmpty())
            keys << text;
    }
    return keys.join(QStringLiteral(", "));
}

void collectMenu(const QMenu *menu, const Group &group, const QString &prefix,
                 QList<ShortcutEntry> &entries, QSet<const QAction *> &seen)
{
    const QList<QAction *> actions = menu->actions();
    for (QAction *action : actions) {
        if (action->isSeparator() || !action->isVisible() || seen.contains(action))
            continue;
        seen.insert(action);
        const QString text = prefix + withoutMnemonic(action->text());
        if (const QMenu *submenu = action->menu()) {
            collectMenu(submenu, group, text + QStringLiteral(" › "), entries, seen);
        } else if (const QString keys = keysText(action); !keys.isEmpty()) {
            entries.append(ShortcutEntry{group.name, group.order, text, keys});
        }
    }
}

// Where an action outside the menus works: the outermost tab page or the dock its widget sits
// in (the Runs table's actions live in the Runs tab).
Group groupOf(const QAction *action)
{
    QWidget *widget = qobject_cast<QWidget *>(action->parent());
    const QList<QObject *> associatedObjects = action->associatedObjects();
    for (QObject *object : associatedObjects) {
        if (auto *associated = qobject_cast<QWidget *>(object)) {
            widget = associated;
            break;
        }
    }
    Group group{ShortcutsDialog::tr("Elsewhere"), kOtherGroupOrder};
    for (QWidget *w = widget; w; w = w->parentWidget()) {
        // A tab page's parent is the tab widget's own stack of pages.
        QWidget *stack = w->parentWidget();
        auto *tabs = stack ? qobject_cast<QTabWidget *>(stack->parentWidget()) : nullptr;
        if (const int index = tabs ? tabs->indexOf(w) : -1; index >= 0) {
            group = {ShortcutsDialog::tr("%1 tab").arg(withoutMnemonic(tabs->tabText(index))),
                     kTabGroupOrder + index};
        } else if (auto *dock = qobject_cast<QDockWidget *>(w)) {
            group = {ShortcutsDialog::tr("%1 panel").arg(withoutMnemonic(dock->windowTitle())),
                     kDockGroupOrder};
        }
    }
    return group;
}

QList<ShortcutEntry> collectShortcuts(const QMainWindow *window)
{
    QList<ShortcutEntry> entries;
    QSet<const QAction *> seen;
    const QList<QAction *> menus = window->menuBar()->actions();
    for (int i = 0; i < menus.size(); ++i) {
        const QMenu *menu = menus.at(i)->menu();
        if (menu && menus.at(i)->isVisible())
            collectMenu(menu, {withoutMnemonic(menu->title()), i}, {}, entries, seen);
    }
    // The same action on two lists (Compare's Remove) is one row.
    QSet<QString> rows;
    const QList<QAction *> actions = window->findChildren<QAction *>();
    for (QAction *action : actions) {
        if (action->isSeparator() || !action->isVisible() || seen.contains(action))
            continue;
        const QString keys = keysText(action);
        if (keys.isEmpty())
            continue;
        const Group group = groupOf(action);
        const QString text = withoutMnemonic(action->text());
        const QString row = group.name + QLatin1Char('\n') + text + QLatin1Char('\n') + keys;
        if (rows.contains(row))
            continue;
        rows.insert(row);
        entries.append(ShortcutEntry{group.name, group.order, text, keys});
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const ShortcutEntry &a, const ShortcutEntry &b) {
                         return std::tie(a.groupOrder, a.group) < std::tie(b.groupOrder, b.group);
                     });
    return entries;
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QMainWindow *window)
    : QDialog(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    setModal(false);

    m_tree = new QTreeWidget;
    m_tree->setObjectName(QStringLiteral("shortcutsTree"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Action"), tr("Shortcut")});
    m_tree->setUniformRowHeights(true);
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    m_tree->header()->setSectionResizeMode(ActionColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(ShortcutColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    resize(520, 560);
    refresh();
}

void ShortcutsDialog::refresh()
{
    m_tree->clear();
    QTreeWidgetItem *group = nullptr;
    for (const ShortcutEntry &entry : collectShortcuts(m_window)) {
        if (!group || group->text(ActionColumn) != entry.group) {
            group = new QTreeWidgetItem(m_tree, QStringList{entry.group});
            group->setFlags(Qt::ItemIsEnabled);
            group->setFirstColumnSpanned(true);
            QFont bold = group->font(ActionColumn);
            bold.setBold(true);
            group->setFont(ActionColumn, bold);
        }
        auto *row = new QTreeWidgetItem(group, QStringList{entry.action, entry.keys});
        row->setFlags(Qt::ItemIsEnabled);
    }
    m_tree->expandAll();
}

} // namespace lanebook
