#include "app/gui/colorschemewiring.h"

#include "app/gui/settings.h"
#include "widgets/shell/mainwindow.h"

#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>

namespace lanebook {

namespace {

// The Settings menu LanguageWiring made, or a new one before Help (the last menu).
QMenu *settingsMenu(MainWindow *window)
{
    if (auto *menu = window->findChild<QMenu *>(QStringLiteral("settingsMenu")))
        return menu;
    QMenuBar *bar = window->menuBar();
    const QList<QAction *> menus = bar->actions();
    auto *menu = new QMenu(ColorSchemeWiring::tr("&Settings"), window);
    menu->setObjectName(QStringLiteral("settingsMenu"));
    if (menus.isEmpty())
        bar->addMenu(menu);
    else
        bar->insertMenu(menus.constLast(), menu);
    return menu;
}

} // namespace

ColorSchemeWiring::ColorSchemeWiring(MainWindow *window, Settings *settings, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
{
    m_menu = settingsMenu(window)->addMenu(tr("&Colour Scheme"));
    m_menu->setObjectName(QStringLiteral("colorSchemeMenu"));
    m_group = new QActionGroup(this);
    m_group->setExclusive(true);
    const ColorSchemeChoice chosen = settings->colorScheme();
    const auto addChoice = [this, chosen](ColorSchemeChoice choice, const QString &label) {
        QAction *action = m_menu->addAction(label);
        action->setObjectName(QStringLiteral("colorScheme_") + colorSchemeChoiceId(choice));
        action->setCheckable(true);
        action->setData(colorSchemeChoiceId(choice));
        action->setChecked(choice == chosen);
        m_group->addAction(action);
        connect(action, &QAction::triggered, this, [this, choice] { choose(choice); });
    };
    addChoice(ColorSchemeChoice::System, tr("&System Default"));
    addChoice(ColorSchemeChoice::Light, tr("&Light"));
    addChoice(ColorSchemeChoice::Dark, tr("&Dark"));
}

ColorSchemeWiring *ColorSchemeWiring::install(MainWindow *window, Settings *settings,
                                              QObject *parent)
{
    return new ColorSchemeWiring(window, settings, parent);
}

void ColorSchemeWiring::choose(ColorSchemeChoice choice)
{
    m_settings->setColorScheme(choice);
    m_settings->sync();
    for (QAction *action : m_group->actions())
        action->setChecked(action->data().toString() == colorSchemeChoiceId(choice));
    auto *app = qobject_cast<QApplication *>(QCoreApplication::instance());
    if (!app)
        return;
    Q_EMIT applied(applyColorScheme(*app, choice));
}

} // namespace lanebook
