#pragma once

#include <QColor>
#include <QPalette>

class QLabel;

namespace lanebook {

// The red of error text, readable on the light and the dark palette: each palette gets its own
// red, whichever of the two has the higher contrast with the background the text is drawn on.
// Both reach the WCAG 2 contrast of 4.5:1 for body text on Lanebook's light and dark windows.
namespace ErrorText {

inline constexpr QRgb kRedOnLight = 0xb3261e; // 5.7:1 on Fusion's light window (#efefef)
inline constexpr QRgb kRedOnDark = 0xff8a80;  // 6.2:1 on Lanebook's dark window (#2b2b2b)

// The red for text drawn on `background` of `palette` (Window for labels, Base for the cells
// of a table or tree).
QColor color(const QPalette &palette, QPalette::ColorRole background = QPalette::Window);

// The WCAG 2 contrast ratio of two colours, from 1 (the same) to 21 (black on white).
double contrastRatio(const QColor &a, const QColor &b);

// Shows the label's text as an error (true) or as ordinary text (false). An error label keeps
// the right red when the palette changes while it is shown (Settings > Colour Scheme).
void setError(QLabel *label, bool error);

} // namespace ErrorText

} // namespace lanebook
