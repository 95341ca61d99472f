#pragma once

#include "models/base/expected.h"
#include "models/charts/chartdata.h"

#include <QSize>
#include <QWidget>

class QChart;
class QChartView;
class QLabel;
class QStackedWidget;

namespace lanebook {

struct ChartPlot;

// A chart on screen, behind our own class (Qt Charts stays in widgets/charts/). It
// shows the ChartData it is given, or its empty state when there is nothing to draw; hovering a
// point tells which run it is and its value, clicking opens the run. GUI thread.
class ChartView : public QWidget
{
    Q_OBJECT
public:
    explicit ChartView(QWidget *parent = nullptr);
    ~ChartView() override;

    void setChartData(const ChartData &data);
    const ChartData &chartData() const { return m_data; }
    bool isShowingEmptyState() const;
    QString emptyStateText() const;
    QChartView *chartView() const { return m_chartView; }
    // The plotted point (in widget coordinates of chartView()'s viewport) of series/point, for
    // tests and tooltips; a null point when the chart does not show it.
    QPoint pointPosition(int seriesIndex, int pointIndex) const;
    int errorBarCount() const;

    // The chart as a PNG or SVG file (by suffix) of the given size, in the theme on screen.
    Expected<void> exportToFile(const QString &path, QSize size) const;

Q_SIGNALS:
    // The mouse is over a point (runId 0: over a curve, not one run) or left it (text empty).
    void runHovered(qint64 runId, const QString &text);
    void runActivated(qint64 runId);

protected:
    // The palette changed (Settings > Colour Scheme): the chart is drawn again in the theme
    // that matches it.
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void replaceChart(QChart *next);
    void onPointHovered(int seriesIndex, const QPointF &position, bool state);
    void onPointClicked(int seriesIndex, const QPointF &position);
    int nearestPoint(int seriesIndex, const QPointF &value) const;

    ChartData m_data;
    QStackedWidget *m_stack = nullptr;
    QChartView *m_chartView = nullptr;
    QLabel *m_emptyLabel = nullptr;
    QLabel *m_noteLabel = nullptr;
    std::unique_ptr<ChartPlot> m_plot;
    bool m_plotDark = false; // the theme m_plot was built in
};

} // namespace lanebook
