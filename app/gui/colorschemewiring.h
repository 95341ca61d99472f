#pragma once

#include "app/gui/colorscheme.h"

#include <QObject>

class QActionGroup;
class QMenu;

namespace lanebook {

class MainWindow;
class Settings;

// Settings > Colour Scheme: System, Light or Dark. The choice is kept in Settings and applied at
// once to the whole application (every open window, the charts redraw in the matching theme),
// and at the next start by main() before the first window. GUI thread.
class ColorSchemeWiring : public QObject
{
    Q_OBJECT
public:
    ColorSchemeWiring(MainWindow *window, Settings *settings, QObject *parent);

    // One line in the composition root, parented to it. After LanguageWiring, whose Settings
    // menu it joins.
    static ColorSchemeWiring *install(MainWindow *window, Settings *settings, QObject *parent);

    QMenu *menu() const { return m_menu; }
    // Chooses as the menu does: stores the choice and applies it.
    void choose(ColorSchemeChoice choice);

Q_SIGNALS:
    void applied(lanebook::ColorScheme scheme);

private:
    Settings *m_settings;
    QMenu *m_menu = nullptr;
    QActionGroup *m_group = nullptr;
};

} // namespace lanebook
