#pragma once

#include "models/base/expected.h"
#include "models/charts/chartoptions.h"
#include "models/charts/chartrun.h"
#include "models/charts/detailcharts.h"

#include <QList>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QTimer;
class QToolButton;

namespace lanebook {

class ChartView;

// The Charts tab: throughput against context length and concurrency, speed and
// quality against bits, latency distributions of the selected runs (CDF or box per run), and a
// run's telemetry beside its load. Units on the axes, the y axis linear or logarithmic as the
// data's spread asks (or as chosen), error bars for repeats, hover for the run and value,
// click to open it, export to PNG and SVG.
//
// GUI thread. It knows no backend: it is given the notebook's runs (setRuns) and, for the
// detail charts, asks with detailRunsWanted() / telemetryWanted() and is answered through
// setDetailRuns() / setTelemetry(). It rebuilds its chart from these values on any change.
class ChartsPage : public QWidget
{
    Q_OBJECT
public:
    explicit ChartsPage(QWidget *parent = nullptr);
    ~ChartsPage() override;

    void setRuns(std::vector<ChartRun> runs);
    // The runs chosen in the Runs table: the latency and telemetry charts show these.
    void setSelectedRunIds(const QList<qint64> &runIds);
    // Runs loaded in full with their request samples (answer to detailRunsWanted).
    void setDetailRuns(const std::vector<Run> &runs);
    // A run and its telemetry trace (answer to telemetryWanted).
    void setTelemetry(const Run &run, const RunTelemetry &trace);
    // Another notebook: forget every run.
    void clear();

    void setKind(ChartKind kind);
    ChartKind kind() const;
    ChartOptions options() const;
    // The choices of an earlier session (kind, metrics, model, grouping, repeats, latency, log
    // scale, invalid runs): they replace the chart a notebook's runs would suggest. A metric
    // or model the runs lack is chosen as soon as runs that have it arrive.
    void restoreChoices(const ChartOptions &choices);
    ChartView *chartView() const { return m_view; }
    QComboBox *kindCombo() const { return m_kindCombo; }
    QComboBox *metricCombo() const { return m_metricCombo; }
    QComboBox *modelCombo() const { return m_modelCombo; }
    QLabel *hoverLabel() const { return m_hoverLabel; }
    // Writes the chart on screen, in the theme on screen; the suffix (.png, .svg) picks the
    // format.
    Expected<void> exportChart(const QString &path) const;
    // Export > As PNG/SVG after the file was chosen: writes it and says so (chartExported), or
    // says why not in a message box that names the file.
    bool saveChart(const QString &path);
    // Rebuilds now instead of on the next event loop turn (tests, exports).
    void rebuildNow();

Q_SIGNALS:
    void detailRunsWanted(const QList<qint64> &runIds);
    void telemetryWanted(qint64 runId);
    void openRunRequested(qint64 runId);
    // A PNG or SVG was written there (the window says so in its status bar).
    void chartExported(const QString &path);
    // The user changed a choice; these are all of them now (remembered for the next start).
    void choicesChanged(const lanebook::ChartOptions &choices);

private:
    QWidget *createControls();
    void scheduleRebuild();
    void rebuild();
    void refillMetricCombos();
    void updateControlVisibility();
    void askForDetailsIfNeeded();
    void chooseExportFile(const QString &suffix);
    void applySuggestedOptions();
    bool stillAsSuggested() const;
    void userChanged();

    std::vector<ChartRun> m_runs;
    QList<qint64> m_selectedRunIds;
    std::vector<Run> m_detailRuns;
    QList<qint64> m_detailRunIds;       // what m_detailRuns answers
    QList<qint64> m_requestedDetailIds; // asked for, not yet answered
    Run m_telemetryRun;
    RunTelemetry m_telemetry;
    qint64 m_requestedTelemetryRunId = 0;

    QComboBox *m_kindCombo = nullptr;
    QComboBox *m_modelCombo = nullptr;
    QLabel *m_modelLabel = nullptr;
    QComboBox *m_metricCombo = nullptr;
    QLabel *m_metricLabel = nullptr;
    QComboBox *m_qualityCombo = nullptr;
    QLabel *m_qualityLabel = nullptr;
    QComboBox *m_groupingCombo = nullptr;
    QLabel *m_groupingLabel = nullptr;
    QComboBox *m_errorBarsCombo = nullptr;
    QLabel *m_errorBarsLabel = nullptr;
    QComboBox *m_latencyCombo = nullptr;
    QLabel *m_latencyLabel = nullptr;
    QComboBox *m_yScaleCombo = nullptr;
    QLabel *m_yScaleLabel = nullptr;
    QCheckBox *m_invalidCheck = nullptr;
    QToolButton *m_exportButton = nullptr;
    QLabel *m_hoverLabel = nullptr;
    ChartView *m_view = nullptr;
    QTimer *m_rebuildTimer = nullptr;
    // The chart RunCharts::suggestedOptions chose for the runs on screen; a later read of the
    // notebook suggests again while the chart shown is still this one.
    std::optional<ChartOptions> m_suggested;
    // The metrics and model the user chose or an earlier session left, kept while the runs on
    // screen lack them (the combos then show Automatic or All models).
    std::optional<ChartOptions> m_wanted;
};

} // namespace lanebook
