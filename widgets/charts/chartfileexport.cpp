#include "widgets/charts/chartfileexport.h"

#include "widgets/charts/chartviewtr.h"

#include "models/charts/armcharts.h"
#include "models/charts/chartrun.h"
#include "models/charts/detailcharts.h"
#include "models/charts/runcharts.h"
#include "models/findings/chartrenderer.h"
#include "widgets/charts/chartplot.h"

#include <QApplication>
#include <QChart>
#include <QDir>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

#include <memory>

namespace lanebook {

namespace {

// The colour behind the plot: a theme's gradient starts with it.
QColor chartBackground(const QChart &chart)
{
    const QBrush brush = chart.backgroundBrush();
    if (const QGradient *gradient = brush.gradient(); gradient && !gradient->stops().isEmpty())
        return gradient->stops().constFirst().second;
    return brush.color();
}

} // namespace

Expected<void> renderChartToFile(const ChartData &data, const QString &path, QSize size,
                                 ChartFileTheme theme)
{
    if (!qobject_cast<QApplication *>(QCoreApplication::instance())) {
        return unexpected(ChartViewTr::tr("Charts can only be drawn in an application with widgets "
                                          "(QApplication)."));
    }
    if (data.isEmpty()) {
        return unexpected(ChartViewTr::tr("%1: %2").arg(data.title, data.emptyMessage));
    }
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg")) {
        return unexpected(
            ChartViewTr::tr("%1: charts are exported as .png or .svg files.").arg(path));
    }
    if (size.width() < 100 || size.height() < 100)
        size = QSize(960, 540);
    const bool dark = theme == ChartFileTheme::Dark;
    QGraphicsScene scene;
    ChartPlot plot = ChartPlot::build(data, dark);
    // The whole picture in the chart's background, its rounded corners and the note included.
    const QColor background = chartBackground(*plot.chart);
    scene.setBackgroundBrush(background);
    scene.addItem(plot.chart); // the scene owns the chart from here
    // The note (a quality cliff, runs left out) travels with the picture, under the chart.
    QGraphicsTextItem *note = nullptr;
    qreal noteHeight = 0;
    if (!data.note.isEmpty()) {
        note = scene.addText(data.note);
        note->setTextWidth(size.width() - 40);
        note->setDefaultTextColor(dark ? QColor(0xb4, 0xb4, 0xb4) : QColor(80, 80, 80));
        noteHeight = note->boundingRect().height() + 8;
        note->setPos(20, size.height() - noteHeight);
    }
    plot.chart->setGeometry(QRectF(0, 0, size.width(), size.height() - noteHeight));
    // Lay the chart out now: without a view no event loop turn will do it before we paint.
    if (plot.chart->layout())
        plot.chart->layout()->activate();
    QCoreApplication::sendPostedEvents(plot.chart, QEvent::LayoutRequest);
    scene.setSceneRect(QRectF(QPointF(0, 0), size));
    const QRectF target(QPointF(0, 0), size);

    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(data.title);
        svg.setDescription(ChartViewTr::tr("Drawn by Lanebook"));
        QPainter painter;
        if (!painter.begin(&svg)) {
            return unexpected(
                ChartViewTr::tr("Cannot write %1.").arg(QDir::toNativeSeparators(path)));
        }
        scene.render(&painter, target, scene.sceneRect());
        painter.end();
        if (!QFileInfo(path).isFile() || QFileInfo(path).size() == 0) {
            return unexpected(
                ChartViewTr::tr("Cannot write %1.").arg(QDir::toNativeSeparators(path)));
        }
        return {};
    }
    // Twice the pixels: crisp in a document viewed on a high-density screen.
    constexpr int scale = 2;
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(background);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        scene.render(&painter, target, scene.sceneRect());
    }
    if (!image.save(path, "PNG")) {
        return unexpected(ChartViewTr::tr("Cannot write %1.").arg(QDir::toNativeSeparators(path)));
    }
    return {};
}

Expected<void> renderChartToFile(const ChartOptions &options, const std::vector<Run> &runs,
                                 const QString &path, QSize size)
{
    ChartOptions sized = options;
    sized.plotWidthPx = size.width();
    ChartData data;
    if (chartKindUsesAllRuns(options.kind)) {
        data = RunCharts::build(chartRunsOf(runs), sized);
    } else if (options.kind == ChartKind::LatencyCdf || options.kind == ChartKind::LatencyBox) {
        std::vector<RunLatencies> latencies;
        latencies.reserve(runs.size());
        for (const Run &run : runs)
            latencies.push_back(RunLatencies::of(run, options.latency));
        data = DetailCharts::latency(latencies, sized);
    } else {
        data.kind = options.kind;
        data.title = chartKindTitle(options.kind);
        data.emptyMessage =
            ChartViewTr::tr("This chart needs the run's telemetry trace, not runs alone.");
    }
    return renderChartToFile(data, path, size);
}

Expected<void> renderFindingChart(const FindingChartRequest &request)
{
    if (request.kind != QLatin1String("metric-by-point")) {
        return unexpected(ChartViewTr::tr("Unknown chart kind \"%1\".").arg(request.kind));
    }
    const ChartData data =
        ArmCharts::metricByPoint(request.controlRuns, request.candidateRuns, request.metricName,
                                 request.controlName, request.candidateName, request.title);
    return renderChartToFile(data, request.path, QSize(request.widthPx, request.heightPx));
}

} // namespace lanebook
