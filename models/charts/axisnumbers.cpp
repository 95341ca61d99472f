#include "models/charts/axisnumbers.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

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

} // namespace lanebook::AxisNumbers
