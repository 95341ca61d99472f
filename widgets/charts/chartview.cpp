#include "widgets/charts/chartview.h"

#include "widgets/charts/chartfileexport.h"
#include "widgets/charts/chartplot.h"
#include "widgets/charts/errorbarsitem.h"
#include "widgets/common/labelwrap.h"

#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QLabel>
#include <QStackedWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <QXYSeries>

#include <cmath>
#include <limits>

namespace lanebook {

namespace {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

} // namespace

ChartView::ChartView(QWidget *parent)
    : QWidget(parent)
{
    m_chartView = new QChartView;
    m_chartView->setObjectName(QStringLiteral("chartView"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMouseTracking(true);
    m_emptyLabel = new QLabel;
    m_emptyLabel->setObjectName(QStringLiteral("chartEmptyState"));
    m_emptyLabel->setAlignment(Qt::AlignCenter);
    m_emptyLabel->setMargin(40);
    LabelWrap::wrapAtAnyWidth(m_emptyLabel); // metric and model names, after the margin
    m_emptyLabel->setTextFormat(Qt::RichText);
    m_stack = new QStackedWidget;
    m_stack->addWidget(m_emptyLabel);
    m_stack->addWidget(m_chartView);
    m_noteLabel = new QLabel;
    m_noteLabel->setObjectName(QStringLiteral("chartNote"));
    LabelWrap::wrapAtAnyWidth(m_noteLabel); // it can list run labels
    m_noteLabel->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_noteLabel);
    ChartData nothing;
    nothing.emptyMessage = tr("No chart yet.");
    setChartData(nothing);
}

ChartView::~ChartView() = default;

void ChartView::setChartData(const ChartData &data)
{
    m_data = data;
    rebuild();
}

bool ChartView::isShowingEmptyState() const
{
    return m_stack->currentWidget() == m_emptyLabel;
}

QString ChartView::emptyStateText() const
{
    return isShowingEmptyState() ? m_emptyLabel->text() : QString();
}

void ChartView::replaceChart(QChart *next)
{
    // QChartView::setChart() releases the previous chart without deleting it (each rebuild
    // leaked a chart with all its series until ASan said so); it and its items go here.
    QChart *previous = m_chartView->chart();
    m_chartView->setChart(next);
    if (previous != next)
        delete previous;
}

void ChartView::rebuild()
{
    m_noteLabel->setText(m_data.note);
    m_noteLabel->setVisible(!m_data.note.isEmpty());
    if (m_data.isEmpty()) {
        // The old chart goes: a stale chart under a new title would lie.
        replaceChart(new QChart);
        m_plot.reset();
        const QString title = m_data.title.isEmpty() ? QString() : m_data.title.toHtmlEscaped();
        m_emptyLabel->setText(QStringLiteral("<p style='font-size:large'><b>%1</b></p><p>%2</p>")
                                  .arg(title, m_data.emptyMessage.toHtmlEscaped()));
        m_stack->setCurrentWidget(m_emptyLabel);
        return;
    }
    m_plotDark = isDark(palette());
    m_plot = std::make_unique<ChartPlot>(ChartPlot::build(m_data, m_plotDark));
    for (auto it = m_plot->seriesIndex.constBegin(); it != m_plot->seriesIndex.constEnd(); ++it) {
        const int index = it.value();
        if (auto *xy = qobject_cast<QXYSeries *>(it.key())) {
            connect(xy, &QXYSeries::hovered, this, [this, index](const QPointF &p, bool state) {
                onPointHovered(index, p, state);
            });
            connect(xy, &QXYSeries::clicked, this,
                    [this, index](const QPointF &p) { onPointClicked(index, p); });
        } else if (auto *boxes = qobject_cast<QBoxPlotSeries *>(it.key())) {
            connect(boxes, &QBoxPlotSeries::hovered, this, [this](bool state, QBoxSet *set) {
                const int box = m_plot ? m_plot->boxIndex.value(set, -1) : -1;
                if (!state || box < 0) {
                    QToolTip::hideText();
                    Q_EMIT runHovered(0, {});
                    return;
                }
                const ChartBox &b = m_data.boxes.at(static_cast<size_t>(box));
                const QString text = chartBoxText(m_data, b);
                QToolTip::showText(QCursor::pos(), text, this);
                Q_EMIT runHovered(b.runId, text);
            });
            connect(boxes, &QBoxPlotSeries::clicked, this, [this](QBoxSet *set) {
                const int box = m_plot ? m_plot->boxIndex.value(set, -1) : -1;
                if (box >= 0 && m_data.boxes.at(static_cast<size_t>(box)).runId != 0)
                    Q_EMIT runActivated(m_data.boxes.at(static_cast<size_t>(box)).runId);
            });
        }
    }
    replaceChart(m_plot->chart);
    m_stack->setCurrentWidget(m_chartView);
}

void ChartView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_plot && isDark(palette()) != m_plotDark)
        rebuild();
}

int ChartView::nearestPoint(int seriesIndex, const QPointF &value) const
{
    if (!m_plot || seriesIndex < 0 || static_cast<size_t>(seriesIndex) >= m_data.series.size())
        return -1;
    QAbstractSeries *series = m_plot->seriesIndex.key(seriesIndex, nullptr);
    if (!series)
        return -1;
    const QPointF target = m_plot->chart->mapToPosition(value, series);
    const auto &points = m_data.series[static_cast<size_t>(seriesIndex)].points;
    int best = -1;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (size_t i = 0; i < points.size(); ++i) {
        const QPointF at = m_plot->chart->mapToPosition(QPointF(points[i].x, points[i].y), series);
        const double distance = QLineF(at, target).length();
        if (distance < bestDistance) {
            bestDistance = distance;
            best = static_cast<int>(i);
        }
    }
    // Further than a marker's reach: the mouse is on the line between points, not on one.
    return bestDistance <= 12.0 ? best : -1;
}

void ChartView::onPointHovered(int seriesIndex, const QPointF &position, bool state)
{
    const int index = state ? nearestPoint(seriesIndex, position) : -1;
    if (index < 0) {
        QToolTip::hideText();
        Q_EMIT runHovered(0, {});
        return;
    }
    const ChartPoint &point =
        m_data.series[static_cast<size_t>(seriesIndex)].points[static_cast<size_t>(index)];
    const QString text = chartPointText(m_data, seriesIndex, point);
    QToolTip::showText(QCursor::pos(), text, this);
    Q_EMIT runHovered(point.runId, text);
}

void ChartView::onPointClicked(int seriesIndex, const QPointF &position)
{
    const int index = nearestPoint(seriesIndex, position);
    if (index < 0)
        return;
    const qint64 runId =
        m_data.series[static_cast<size_t>(seriesIndex)].points[static_cast<size_t>(index)].runId;
    if (runId != 0)
        Q_EMIT runActivated(runId);
}

QPoint ChartView::pointPosition(int seriesIndex, int pointIndex) const
{
    if (!m_plot || seriesIndex < 0 || static_cast<size_t>(seriesIndex) >= m_data.series.size())
        return {};
    const auto &points = m_data.series[static_cast<size_t>(seriesIndex)].points;
    if (pointIndex < 0 || static_cast<size_t>(pointIndex) >= points.size())
        return {};
    QAbstractSeries *series = m_plot->seriesIndex.key(seriesIndex, nullptr);
    const ChartPoint &p = points[static_cast<size_t>(pointIndex)];
    const QPointF scene =
        m_plot->chart->mapToScene(m_plot->chart->mapToPosition(QPointF(p.x, p.y), series));
    return m_chartView->mapFromScene(scene);
}

int ChartView::errorBarCount() const
{
    return m_plot && m_plot->errorBars ? m_plot->errorBars->barCount() : 0;
}

Expected<void> ChartView::exportToFile(const QString &path, QSize size) const
{
    // What is on screen: a dark chart is exported dark.
    return renderChartToFile(m_data, path, size,
                             isDark(palette()) ? ChartFileTheme::Dark : ChartFileTheme::Light);
}

} // namespace lanebook
