#pragma once

#include <QList>
#include <QLocale>
#include <QString>

#include <optional>

namespace lanebook {

// One way to write a number for people, shared by the window, the command line and the
// exports, so that the same figure never reads differently in two places. Pure text: no
// locale grouping (scripts and golden files read these), strings translated in the
// "NumberText" context.
namespace NumberText {

QString missing(); // "—": a number that could not be computed

// "+8.0%", "-0.2%", "+12%" (one decimal under 10%, none above); never "-0.0%".
QString signedPercent(const std::optional<double> &percent);
// A confidence interval of percentages: "[-1.2%, +3.4%]".
QString percentInterval(const std::optional<double> &lowPercent,
                        const std::optional<double> &highPercent);
// The same interval in running text, where brackets would read as markdown link syntax:
// "-1.2% … +3.4%".
QString percentRange(const std::optional<double> &lowPercent,
                     const std::optional<double> &highPercent);
// "0.0312", "<0.0001": three significant digits, a floor where more digits mean nothing.
QString pValue(const std::optional<double> &p);

// Three significant digits, no exponent: 5141.6959 -> "5140", 12.345 -> "12.3",
// 0.012345 -> "0.0123". For rates (tok/s, req/s), where the fourth digit is noise.
QString threeSignificant(double value);
// Milliseconds with one decimal place, no unit: 12.345 -> "12.3".
QString milliseconds(double ms);
// "1.26 s" under ten seconds, "42 s", "3 min 5 s", "2 h 4 min"; "unknown" when negative
// or not finite.
QString duration(double seconds);

// A metric's value as its unit asks: ms with one decimal, seconds as a duration, rates
// (unit ending in "/s") at three significant digits, whole numbers whole, the rest at four
// significant digits. The unit is not appended.
QString metricValue(double value, const QString &unit);

// GPU indices as people list them: "0, 1, 3"; empty for none.
QString gpuList(const QList<int> &gpus);

// A figure written here (always with '.') with the locale's decimal mark, for text on screen:
// "+8.0%" reads "+8,0%" in German. Only a '.' between two digits changes, so a version
// ("v0.2"), a model name ("Qwen2.5") or an address ("127.0.0.1") in the text stays as it is.
QString localized(const QString &numberText, const QLocale &locale = QLocale());

} // namespace NumberText

} // namespace lanebook
