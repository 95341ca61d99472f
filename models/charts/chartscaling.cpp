#include "models/charts/chartscaling.h"

#include "models/charts/axisnumbers.h"
#include "models/charts/chartstr.h"

#include <QLocale>
#include <QSet>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>

namespace lanebook::ChartScaling {

namespace {

// Outliers named one by one in a note; more are counted.
constexpr int kNamedOutliers = 3;

bool isLeft(const ChartSeries &series)
{
    return series.side == AxisSide::Left;
}

} // namespace

AxisScale scaleFor(const std::vector<std::vector<double>> &seriesValues)
{
    double low = std::numeric_limits<double>::infinity();
    double high = -std::numeric_limits<double>::infinity();
    for (const std::vector<double> &values : seriesValues) {
        for (double v : values) {
            if (!std::isfinite(v))
                continue;
            if (v <= 0.0)
                return AxisScale::Linear;
            low = std::min(low, v);
            high = std::max(high, v);
        }
    }
    if (!(low <= high))
        return AxisScale::Linear;
    if (high > kLogSpreadFactor * low)
        return AxisScale::Log10;
    // A sweep far below the highest series would be a flat line on the floor of a linear axis.
    for (const std::vector<double> &values : seriesValues) {
        int count = 0;
        double top = -std::numeric_limits<double>::infinity();
        for (double v : values) {
            if (std::isfinite(v)) {
                ++count;
                top = std::max(top, v);
            }
        }
        if (count >= 2 && top < kSquashedShare * high)
            return AxisScale::Log10;
    }
    return AxisScale::Linear;
}

std::vector<size_t> highOutliers(const std::vector<double> &values)
{
    std::vector<size_t> order;
    for (size_t i = 0; i < values.size(); ++i) {
        if (std::isfinite(values[i]))
            order.push_back(i);
    }
    if (order.size() < 4)
        return {};
    std::stable_sort(order.begin(), order.end(),
                     [&values](size_t a, size_t b) { return values[a] > values[b]; });
    const size_t most = order.size() / 4;
    double widest = kOutlierGapFactor;
    size_t count = 0;
    for (size_t k = 1; k <= most; ++k) {
        const double lowestAbove = values[order[k - 1]];
        const double nextBelow = values[order[k]];
        // Zero is no yardstick: any positive value is infinitely far above it.
        if (nextBelow > 0.0 && lowestAbove >= widest * nextBelow) {
            widest = lowestAbove / nextBelow;
            count = k;
        }
    }
    order.resize(count);
    return order;
}

AxisFit fitLeftAxis(ChartData &data, YScale choice)
{
    AxisFit fit;
    if (choice != YScale::Log) {
        std::vector<double> values;
        std::vector<std::pair<size_t, size_t>> where; // series, point
        for (size_t s = 0; s < data.series.size(); ++s) {
            if (!isLeft(data.series[s]))
                continue;
            for (size_t p = 0; p < data.series[s].points.size(); ++p) {
                values.push_back(data.series[s].points[p].y);
                where.emplace_back(s, p);
            }
        }
        const std::vector<size_t> outliers = highOutliers(values);
        QSet<size_t> gone;
        for (size_t index : outliers) {
            const auto [s, p] = where[index];
            fit.outliers.push_back({data.series[s].name, data.series[s].points[p]});
            gone.insert(index);
        }
        // Erase from the back, so that the indices still to erase stay valid.
        for (size_t i = where.size(); i-- > 0;) {
            if (gone.contains(i)) {
                auto &points = data.series[where[i].first].points;
                points.erase(points.begin() + static_cast<std::ptrdiff_t>(where[i].second));
            }
        }
    }

    if (choice == YScale::Log) {
        fit.scale = AxisScale::Log10;
    } else if (choice == YScale::Linear) {
        fit.scale = AxisScale::Linear;
    } else {
        std::vector<std::vector<double>> perSeries;
        for (const ChartSeries &series : data.series) {
            if (!isLeft(series))
                continue;
            std::vector<double> &values = perSeries.emplace_back();
            for (const ChartPoint &point : series.points)
                values.push_back(point.y);
        }
        fit.scale = scaleFor(perSeries);
    }
    if (fit.scale != AxisScale::Linear) {
        for (ChartSeries &series : data.series) {
            if (!isLeft(series))
                continue;
            const auto before = series.points.size();
            std::erase_if(series.points, [](const ChartPoint &p) { return !(p.y > 0.0); });
            fit.notPositive += static_cast<int>(before - series.points.size());
        }
    }
    std::erase_if(data.series, [](const ChartSeries &s) { return s.points.empty(); });
    data.y.scale = fit.scale;

    double low = std::numeric_limits<double>::infinity();
    double high = -std::numeric_limits<double>::infinity();
    for (const ChartSeries &series : data.series) {
        if (!isLeft(series))
            continue;
        for (const ChartPoint &point : series.points) {
            if (std::isfinite(point.y)) {
                low = std::min(low, point.y);
                high = std::max(high, point.y);
            }
        }
    }
    if (low <= high) {
        fit.lowestKept = low;
        fit.highestKept = high;
    }
    return fit;
}

QString fitNote(const AxisFit &fit, const QString &unit, YScale choice)
{
    QStringList sentences;
    if (!fit.outliers.empty()) {
        int runs = 0;
        QStringList named;
        for (size_t i = 0; i < fit.outliers.size(); ++i) {
            const LeftOutPoint &out = fit.outliers[i];
            runs += std::max(1, out.point.runCount);
            if (i < static_cast<size_t>(kNamedOutliers)) {
                const QString who =
                    out.point.runLabel.isEmpty() ? out.seriesName : out.point.runLabel;
                named << QStringLiteral("%1 (%2)").arg(who, valueText(out.point.y, unit));
            }
        }
        const int unnamed = static_cast<int>(fit.outliers.size()) - kNamedOutliers;
        if (unnamed > 0)
            named << ChartsTr::tr("%n more", nullptr, unnamed);
        const double lowestOut = fit.outliers.back().point.y;
        const double factor = fit.highestKept > 0.0 ? lowestOut / fit.highestKept : 0.0;
        QString sentence =
            factor > 0.0
                ? ChartsTr::tr("%n run(s) left out of the axis, %1× above the next highest "
                               "point: %2.",
                               nullptr, runs)
                      .arg(ChartScaling::plainNumber(std::round(factor)),
                           named.join(QStringLiteral("; ")))
                : ChartsTr::tr("%n run(s) left out of the axis, far above the others: %1.", nullptr,
                               runs)
                      .arg(named.join(QStringLiteral("; ")));
        sentences << sentence
                  << (choice == YScale::Automatic
                          ? ChartsTr::tr("Choose Logarithmic under Y axis to "
                                         "see them all.")
                          : ChartsTr::tr("Choose a logarithmic y axis to see "
                                         "them all."));
    }
    if (choice == YScale::Automatic && fit.scale != AxisScale::Linear && fit.lowestKept > 0.0) {
        const double spread = fit.highestKept / fit.lowestKept;
        sentences << ChartsTr::tr("The y axis is logarithmic: the values run from %1 to %2 "
                                  "(%3×), too far apart for a linear axis.")
                         .arg(valueText(fit.lowestKept, unit), valueText(fit.highestKept, unit),
                              plainNumber(std::round(spread)));
    }
    if (fit.notPositive > 0)
        sentences << ChartsTr::tr("%n point(s) at or below zero left out: a logarithmic axis "
                                  "cannot place them.",
                                  nullptr, fit.notPositive);
    return sentences.join(u' ');
}

QString valueText(double value, const QString &unit)
{
    const double magnitude = std::fabs(value);
    const int decimals = magnitude >= 100.0 ? 0 : magnitude >= 10.0 ? 1 : magnitude >= 1.0 ? 2 : 3;
    const QString number = AxisNumbers::label(value, decimals, QLocale());
    return unit.isEmpty() ? number : number + u' ' + unit;
}

QString plainNumber(double value)
{
    if (!std::isfinite(value))
        return std::isinf(value) ? QStringLiteral("inf") : QString();
    if (std::fabs(value - std::round(value)) < 1e-9)
        return QString::number(static_cast<qint64>(std::llround(value)));
    QString text = QString::number(value, 'f', 3);
    while (text.endsWith(u'0'))
        text.chop(1);
    if (text.endsWith(u'.'))
        text.chop(1);
    return text;
}

} // namespace lanebook::ChartScaling
