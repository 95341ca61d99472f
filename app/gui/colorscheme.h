// Light or dark: the desktop's choice, or LANEBOOK_COLOR_SCHEME=dark|light where the desktop
// does not say (a bare X session, a tiling window manager) or says the wrong thing.
#pragma once

#include <QByteArray>
#include <QPalette>

class QApplication;

namespace lanebook {

enum class ColorScheme { Light, Dark };

// The override ("dark", "light", case-insensitive) wins; anything else (empty, "auto", a typo)
// falls back to the desktop's palette: dark when its window is darker than its text.
ColorScheme chooseColorScheme(const QPalette &desktop, const QByteArray &override);

// The palette the app uses when dark is chosen and the desktop's own palette is light.
QPalette darkPalette();

// Applies the chosen scheme to the application before any window exists. When the desktop's
// palette already matches, it is kept (its accents, its style); otherwise Fusion draws with
// the Lanebook dark palette or Fusion's standard light one. Returns what was chosen.
ColorScheme applyColorScheme(QApplication &app);

} // namespace lanebook
