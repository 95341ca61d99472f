#pragma once

#include <QFontMetrics>
#include <QString>

namespace lanebook {

// The width of an average Latin letter in this font, for sizing fields and columns "N
// characters wide". Not QFontMetrics::averageCharWidth(): under a Chinese locale Qt makes a
// CJK font the application's font, and its average character is a full-width glyph, about
// twice a Latin letter; widths sized from it grew past the window (an 18-character filter box
// of 415 px, a Runs page 1,300 px wide at its minimum, the docks squeezed to nothing). What
// these widths hold is mostly Latin anyway: run labels, metric names, paths, numbers.
inline int charWidthPx(const QFontMetrics &metrics)
{
    static const QString letters = QStringLiteral("abcdefghijklmnopqrstuvwxyz");
    return (metrics.horizontalAdvance(letters) + int(letters.size()) / 2) / int(letters.size());
}

} // namespace lanebook
