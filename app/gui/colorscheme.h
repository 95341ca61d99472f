// Light or dark: the user's choice in Settings > Colour Scheme, else the desktop's, corrected by
// LANEBOOK_COLOR_SCHEME=dark|light where the desktop does not say (a bare X session, a tiling
// window manager) or says the wrong thing.
#pragma once

#include <QByteArray>
#include <QPalette>
#include <QString>

#include <optional>

class QApplication;

namespace lanebook {

enum class ColorScheme { Light, Dark };

// What the user chose in Settings > Colour Scheme; System follows the desktop.
enum class ColorSchemeChoice { System, Light, Dark };

// "system", "light", "dark": how the choice is stored.
QString colorSchemeChoiceId(ColorSchemeChoice choice);
std::optional<ColorSchemeChoice> colorSchemeChoiceFromId(const QString &id);

// The override ("dark", "light", case-insensitive) wins; anything else (empty, "auto", a typo)
// falls back to the desktop's palette: dark when its window is darker than its text.
ColorScheme chooseColorScheme(const QPalette &desktop, const QByteArray &override);

// The palette the app uses when dark is chosen and the desktop's own palette is light.
QPalette darkPalette();

// Applies the scheme to the application: at start before any window exists, and again, live,
// when the user chooses another in Settings. Light or Dark is what the user asked for; System
// is LANEBOOK_COLOR_SCHEME if set, else the desktop's. When the desktop's palette matches the
// scheme, the desktop's own look (its style, its accents) is used; otherwise Fusion draws
// with the Lanebook dark palette or Fusion's standard light one. The desktop's look is noted
// at the first call, so that System can return to it. Returns what was applied.
ColorScheme applyColorScheme(QApplication &app,
                             ColorSchemeChoice choice = ColorSchemeChoice::System);

} // namespace lanebook
