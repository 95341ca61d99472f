#include "widgets/charts/chartplot.h"

#include "widgets/charts/chartviewtr.h"

#include "widgets/charts/chartlegenditem.h"
#include "widgets/charts/chartoverlays.h"
#include "widgets/charts/errorbarsitem.h"

#include "widgets/common/metricformat.h"

#include "models/charts/axisnumbers.h"

#include <QBarCategoryAxis>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QCategoryAxis>
#include <QChart>
#include <QColor>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace lanebook {

namespace {

struct Range
{
    double min = std::numeric_limits<double>::infinity();
    double max = -std::numeric_limits<double>::infinity();
    // A log axis starts here: an error bar reaching below zero has no place on it.
    double minPositive = std::numeric_limits<double>::infinity();

    void add(double v)
    {
        if (std::isfinite(v)) {
            min = std::min(min, v);
            max = std::max(max, v);
            if (v > 0.0)
                minPositive = std::min(minPositive, v);
        }
    }
    bool valid() const { return min <= max; }
};

QAbstractAxis *makeAxis(const ChartAxisSpec &spec, Range range, bool fromZero)
{
    if (!range.valid())
        range = {0.0, 1.0, 1.0};
    if (spec.scale != AxisScale::Linear) {
        auto *axis = new QLogValueAxis;
        axis->setBase(spec.scale == AxisScale::Log2 ? 2.0 : 10.0);
        const double base = axis->base();
        // A margin around the data so that end points are not cut by the frame; ticks still
        // land on whole powers of the base (1, 2, 4... or 1, 10, 100).
        const double margin = spec.scale == AxisScale::Log2 ? 1.25 : 1.6;
        const double lowest = std::isfinite(range.minPositive) ? range.minPositive : 1.0;
        double low = lowest / margin;
        double high = std::max(range.max, lowest) * margin;
        if (high <= low * base) { // less than one tick apart: widen to show one
            low = std::pow(base, std::floor(std::log(low) / std::log(base)));
            high = std::max(high, low * base);
        }
        axis->setRange(low, high);
        // Fixed point from the lowest tick's decimals: "%g" wrote 1,000,000 as "1e+06".
        const double lowestTick = std::pow(base, std::ceil(std::log(low) / std::log(base) - 1e-9));
        axis->setLabelFormat(AxisNumbers::labelFormat(AxisNumbers::decimalsForStep(lowestTick)));
        if (spec.scale == AxisScale::Log10)
            axis->setMinorTickCount(8);
        axis->setTitleText(spec.title);
        return axis;
    }
    auto *axis = new QValueAxis;
    if (spec.hasFixedRange()) {
        // A range the chart's meaning fixes (a CDF's 0 to 100%), ticked in tenths.
        axis->setRange(spec.fixedMin, spec.fixedMax);
        axis->setTickCount(11);
        axis->setLabelFormat(AxisNumbers::labelFormat(
            AxisNumbers::decimalsForStep((spec.fixedMax - spec.fixedMin) / 10.0)));
        axis->setTitleText(spec.title);
        return axis;
    }
    double low = range.min;
    double high = range.max;
    if (fromZero && low >= 0.0)
        low = 0.0;
    if (high - low <= 0.0) {
        const double pad = std::max(std::fabs(high) * 0.1, 1.0);
        low -= pad;
        high += pad;
    } else {
        const double pad = (high - low) * 0.05;
        high += pad;
        if (!(fromZero && low == 0.0))
            low -= pad;
    }
    axis->setRange(low, high);
    axis->applyNiceNumbers();
    const double step = (axis->max() - axis->min()) / std::max(1, axis->tickCount() - 1);
    axis->setLabelFormat(AxisNumbers::labelFormat(AxisNumbers::decimalsForStep(step)));
    axis->setTitleText(spec.title);
    return axis;
}

// Twelve hues far apart, readable on the light and the dark chart themes.
QColor seriesColor(int index)
{
    static const QColor colors[] = {
        QColor(31, 119, 200), QColor(230, 120, 20), QColor(40, 160, 60),   QColor(210, 40, 50),
        QColor(140, 90, 200), QColor(140, 86, 60),  QColor(220, 100, 190), QColor(120, 120, 120),
        QColor(180, 180, 30), QColor(20, 180, 200), QColor(0, 70, 120),    QColor(250, 180, 90)};
    constexpr int count = static_cast<int>(sizeof colors / sizeof colors[0]);
    return colors[index % count];
}

// Workload points that are not one number: each is a category centred on its index.
QAbstractAxis *makeCategoryAxis(const ChartData &data)
{
    auto *axis = new QCategoryAxis;
    axis->setMin(-0.5);
    axis->setMax(data.xCategories.size() - 0.5);
    axis->setStartValue(-0.5);
    for (qsizetype i = 0; i < data.xCategories.size(); ++i)
        axis->append(data.xCategories.at(i), static_cast<double>(i) + 0.5);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    axis->setTitleText(data.x.title);
    return axis;
}

QXYSeries *makeSeries(const ChartSeries &spec)
{
    QXYSeries *series = nullptr;
    if (spec.style == SeriesStyle::Scatter) {
        auto *scatter = new QScatterSeries;
        scatter->setMarkerSize(8.0);
        series = scatter;
    } else {
        // Markers of a sweep are a scatter series of their own (see build()): a line's own
        // points are not hit-tested where it has a single point.
        series = new QLineSeries;
    }
    series->setName(spec.name);
    QList<QPointF> points;
    points.reserve(static_cast<qsizetype>(spec.points.size()));
    for (const ChartPoint &p : spec.points)
        points.append(QPointF(p.x, p.y));
    // One replace(), never a point at a time.
    series->replace(points);
    return series;
}

// A base-10 log axis gets labels at 1, 2 and 5 times each power of ten: Qt Charts writes only
// the powers.
void labelLogAxis(ChartPlot &plot, QAbstractAxis *axis, Qt::Alignment alignment)
{
    auto *log = qobject_cast<QLogValueAxis *>(axis);
    if (log && log->base() == 10.0)
        plot.logLabels.append(new LogAxisLabelsItem(plot.chart, log, alignment));
}

ChartPlot buildBoxes(const ChartData &data, QChart *chart)
{
    ChartPlot plot;
    plot.chart = chart;
    auto *series = new QBoxPlotSeries;
    series->setName(data.y.title);
    QStringList categories;
    Range range;
    for (size_t i = 0; i < data.boxes.size(); ++i) {
        const ChartBox &box = data.boxes[i];
        auto *set =
            new QBoxSet(box.lowWhisker, box.q1, box.median, box.q3, box.highWhisker, box.label);
        series->append(set);
        plot.boxIndex.insert(set, static_cast<int>(i));
        categories << box.label;
        range.add(box.lowWhisker);
        range.add(box.highWhisker);
    }
    chart->addSeries(series);
    plot.seriesIndex.insert(series, 0);
    auto *xAxis = new QBarCategoryAxis;
    xAxis->append(categories);
    xAxis->setTitleText(data.x.title);
    chart->addAxis(xAxis, Qt::AlignBottom);
    series->attachAxis(xAxis);
    QAbstractAxis *yAxis = makeAxis(data.y, range, data.y.scale == AxisScale::Linear);
    chart->addAxis(yAxis, Qt::AlignLeft);
    series->attachAxis(yAxis);
    labelLogAxis(plot, yAxis, Qt::AlignLeft);
    chart->legend()->hide();
    return plot;
}

} // namespace

ChartPlot ChartPlot::build(const ChartData &data, bool darkTheme)
{
    auto *chart = new QChart;
    chart->setTheme(darkTheme ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setTitle(data.title);
    chart->setAnimationOptions(QChart::NoAnimation);
    // Axis labels through the locale, digits grouped: 1,500,000 reads at a glance.
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() & ~QLocale::OmitGroupSeparator);
    chart->setLocale(locale);
    chart->setLocalizeNumbers(true);
    if (!data.boxes.empty())
        return buildBoxes(data, chart);

    ChartPlot plot;
    plot.chart = chart;
    plot.errorBars = new ErrorBarsItem(chart);
    Range x;
    Range left;
    Range right;
    for (const ChartSeries &s : data.series) {
        for (const ChartPoint &p : s.points) {
            x.add(p.x);
            Range &y = s.side == AxisSide::Right ? right : left;
            y.add(p.y);
            if (p.hasErrorBar()) {
                y.add(p.low);
                y.add(p.high);
            }
        }
    }
    // Throughput and requests start at zero: a bar that starts elsewhere exaggerates.
    const bool leftFromZero = data.kind != ChartKind::LatencyCdf;
    // The frontier's x is a throughput too (per GPU).
    const bool xFromZero = data.kind == ChartKind::ThroughputFrontier;
    QAbstractAxis *xAxis =
        data.xCategories.isEmpty() ? makeAxis(data.x, x, xFromZero) : makeCategoryAxis(data);
    QAbstractAxis *yAxis = makeAxis(data.y, left, leftFromZero);
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);
    QAbstractAxis *y2Axis = nullptr;
    if (data.hasRightAxis()) {
        y2Axis = makeAxis(data.y2, right, data.kind == ChartKind::TelemetryTrace);
        // One grid is enough; a second set of lines would not meet the first.
        y2Axis->setGridLineVisible(false);
        chart->addAxis(y2Axis, Qt::AlignRight);
    }
    labelLogAxis(plot, xAxis, Qt::AlignBottom);
    labelLogAxis(plot, yAxis, Qt::AlignLeft);
    if (y2Axis)
        labelLogAxis(plot, y2Axis, Qt::AlignRight);
    if (!data.yMarks.empty())
        plot.marks = new ReferenceLinesItem(
            chart, yAxis, data.yMarks, darkTheme ? QColor(175, 175, 175) : QColor(105, 105, 105));
    QList<ChartLegendItem::Entry> legend;
    for (size_t i = 0; i < data.series.size(); ++i) {
        const ChartSeries &spec = data.series[i];
        QXYSeries *series = makeSeries(spec);
        chart->addSeries(series);
        // The theme's five colours repeat from the sixth series (and the marker series used
        // up slots): each series gets its own from a longer palette.
        QColor colour = seriesColor(spec.colourOf >= 0 ? spec.colourOf : static_cast<int>(i));
        if (spec.dimmed)
            colour.setAlphaF(0.3);
        series->setColor(colour);
        if (spec.dimmed) {
            if (auto *scatter = qobject_cast<QScatterSeries *>(series))
                scatter->setBorderColor(colour);
        }
        series->attachAxis(xAxis);
        series->attachAxis(spec.side == AxisSide::Right && y2Axis ? y2Axis : yAxis);
        if (spec.dashed) {
            QPen pen = series->pen();
            pen.setStyle(Qt::DashLine);
            pen.setWidthF(2.0);
            series->setPen(pen);
        }
        plot.seriesIndex.insert(series, static_cast<int>(i));
        if (spec.style == SeriesStyle::LineWithMarkers) {
            // The markers: same points and colour, hover and click land on them, no legend
            // entry of their own.
            auto *markers = new QScatterSeries;
            markers->setMarkerSize(9.0);
            markers->replace(series->points());
            chart->addSeries(markers);
            markers->attachAxis(xAxis);
            markers->attachAxis(spec.side == AxisSide::Right && y2Axis ? y2Axis : yAxis);
            markers->setColor(series->color());
            markers->setBorderColor(series->color());
            plot.seriesIndex.insert(markers, static_cast<int>(i));
        }
        if (!spec.dimmed) // the chart's note says what the faded points are
            legend.append(
                {spec.name, series->color(), spec.style != SeriesStyle::Scatter, spec.dashed});
        QList<ErrorBarsItem::Bar> bars;
        for (const ChartPoint &p : spec.points) {
            if (p.hasErrorBar())
                bars.append({p.x, p.low, p.high});
        }
        plot.errorBars->addBars(series, bars);
    }
    // Our own legend, in rows under the plot: Qt Charts' single row cut 16 names to a letter.
    chart->legend()->hide();
    plot.legend =
        new ChartLegendItem(chart, legend, chart->legend()->labelColor(), chart->legend()->font());
    return plot;
}

QString chartPointText(const ChartData &data, int seriesIndex, const ChartPoint &point)
{
    const ChartSeries &series = data.series.at(static_cast<size_t>(seriesIndex));
    const ChartAxisSpec &yAxis = series.side == AxisSide::Right ? data.y2 : data.y;
    // Numbers as the Runs table and the inspector write them.
    auto withUnit = [](double value, const QString &unit) {
        return MetricFormat::withUnit(value, unit);
    };
    QStringList lines;
    lines << series.name;
    if (!point.runLabel.isEmpty() && point.runLabel != series.name)
        lines << point.runLabel;
    const qsizetype category = static_cast<qsizetype>(std::lround(point.x));
    const QString xText = data.xCategories.isEmpty() ? withUnit(point.x, data.x.unit)
                          : category >= 0 && category < data.xCategories.size()
                              ? data.xCategories.at(category)
                              : QString();
    lines << ChartViewTr::tr("%1: %2").arg(data.x.title.section(QStringLiteral(" ("), 0, 0), xText);
    lines << ChartViewTr::tr("%1: %2").arg(yAxis.title.section(QStringLiteral(" ("), 0, 0),
                                           withUnit(point.y, yAxis.unit));
    if (point.hasErrorBar()) {
        const QString spread =
            data.errorBars == ErrorBars::Ci95 ? ChartViewTr::tr("95% CI") : ChartViewTr::tr("IQR");
        lines << ChartViewTr::tr("%1 %2 – %3 over %Ln run(s)", nullptr, point.runCount)
                     .arg(spread, MetricFormat::number(point.low),
                          MetricFormat::number(point.high));
    } else if (point.runCount > 1) {
        lines << ChartViewTr::tr("median of %Ln run(s)", nullptr, point.runCount);
    }
    if (point.runId != 0)
        lines << ChartViewTr::tr("Click to open the run.");
    return lines.join(u'\n');
}

QString chartBoxText(const ChartData &data, const ChartBox &box)
{
    const QString unit = data.y.unit;
    auto v = [&unit](double value) { return MetricFormat::withUnit(value, unit); };
    return ChartViewTr::tr(
               "%1\nmedian %2, IQR %3 – %4\nwhiskers %5 – %6\n%Ln request(s), %7 beyond the "
               "whiskers\nClick to open the run.",
               nullptr, box.n)
        .arg(box.label, v(box.median), v(box.q1), v(box.q3), v(box.lowWhisker), v(box.highWhisker))
        .arg(box.outliers);
}

} // namespace lanebook
