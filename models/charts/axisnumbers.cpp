#include "models/charts/axisnumbers.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace lanebook::AxisNumbers {

namespace {
constexpr int kMaxDecimals = 6; // beyond that a tick step is rounding noise
}

int decimalsForStep(double step)
{
    step = std::fabs(step);
    if (!std::isfinite(step) || step == 0.0 || step >= 1.0)
        return 0;
    // 0.25 needs 2: round away float noise (0.30000000000000004) before counting.
    for (int decimals = 1; decimals < kMaxDecimals; ++decimals) {
        const double scaled = step * std::pow(10.0, decimals);
        if (std::fabs(scaled - std::round(scaled)) < 1e-6 * std::max(1.0, scaled))
            return decimals;
    }
    return kMaxDecimals;
}

QString labelFormat(int decimals)
{
    return QStringLiteral("%.") + QString::number(std::clamp(decimals, 0, kMaxDecimals)) + u'f';
}

QString label(double value, int decimals, const QLocale &locale)
{
    QLocale grouped = locale;
    grouped.setNumberOptions(grouped.numberOptions() & ~QLocale::OmitGroupSeparator);
    return grouped.toString(value, 'f', std::clamp(decimals, 0, kMaxDecimals));
}

namespace {

// Mantissas times each power of ten within [low, high], ascending; decadeStep > 1 keeps every
// decadeStep-th decade only.
std::vector<double> ticksOf(double low, double high, std::initializer_list<double> mantissas,
                            int decadeStep = 1)
{
    std::vector<double> ticks;
    const int first = static_cast<int>(std::floor(std::log10(low)));
    const int last = static_cast<int>(std::ceil(std::log10(high)));
    for (int exponent = first; exponent <= last; ++exponent) {
        if ((exponent % decadeStep + decadeStep) % decadeStep != 0)
            continue;
        for (double mantissa : mantissas) {
            // Divided below one, so that 2 × 10^-1 is the double nearest 0.2, as a label
            // and a test expect it.
            const double tick = exponent >= 0 ? mantissa * std::pow(10.0, exponent)
                                              : mantissa / std::pow(10.0, -exponent);
            // A hair of tolerance: the range's own ends are ticks too.
            if (tick >= low * (1.0 - 1e-9) && tick <= high * (1.0 + 1e-9))
                ticks.push_back(tick);
        }
    }
    return ticks;
}

} // namespace

std::vector<double> logTicks(double low, double high, int maxTicks)
{
    if (!(low > 0.0) || !(high > low) || !std::isfinite(high))
        return {};
    maxTicks = std::max(maxTicks, 2);
    std::vector<double> ticks = ticksOf(low, high, {1.0, 2.0, 5.0});
    if (ticks.size() < 3) {
        std::vector<double> digits =
            ticksOf(low, high, {1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0});
        if (digits.size() <= static_cast<size_t>(maxTicks))
            return digits;
    }
    if (ticks.size() <= static_cast<size_t>(maxTicks))
        return ticks;
    for (int step = 1; step < 400; ++step) {
        ticks = ticksOf(low, high, {1.0}, step);
        if (ticks.size() <= static_cast<size_t>(maxTicks))
            return ticks;
    }
    return ticks;
}

} // namespace lanebook::AxisNumbers
