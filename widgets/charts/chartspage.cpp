#include "widgets/charts/chartspage.h"

#include "models/charts/runcharts.h"
#include "widgets/charts/chartview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace lanebook {

ChartsPage::ChartsPage(QWidget *parent)
    : QWidget(parent)
{
    m_view = new ChartView;
    m_hoverLabel = new QLabel;
    m_hoverLabel->setObjectName(QStringLiteral("chartHoverLabel"));
    m_hoverLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Hovering must never resize the chart under the mouse: the line takes the width it is
    // given and elides nothing into the layout.
    m_hoverLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_rebuildTimer = new QTimer(this);
    m_rebuildTimer->setSingleShot(true);
    m_rebuildTimer->setInterval(0);
    connect(m_rebuildTimer, &QTimer::timeout, this, &ChartsPage::rebuild);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(createControls());
    layout->addWidget(m_view, 1);
    layout->addWidget(m_hoverLabel);

    connect(m_view, &ChartView::runActivated, this, &ChartsPage::openRunRequested);
    connect(m_view, &ChartView::runHovered, this, [this](qint64, const QString &text) {
        QString line = text;
        line.replace(u'\n', QStringLiteral(" · "));
        m_hoverLabel->setText(line);
    });
    refillMetricCombos();
    updateControlVisibility();
    rebuild();
}

ChartsPage::~ChartsPage() = default;

void ChartsPage::setRuns(std::vector<ChartRun> runs)
{
    m_runs = std::move(runs);
    refillMetricCombos();
    // The notebook grows while the page shows it (an import reads it every few files): the
    // suggestion follows the runs until someone chooses otherwise. Made once, from the first
    // file's runs, it kept a linear concurrency chart the whole notebook did not want.
    if (!m_runs.empty() && !m_wanted && (!m_suggested || stillAsSuggested()))
        applySuggestedOptions();
    scheduleRebuild();
}

void ChartsPage::userChanged()
{
    m_wanted = options();
    Q_EMIT choicesChanged(*m_wanted);
}

void ChartsPage::restoreChoices(const ChartOptions &choices)
{
    m_wanted = choices;    // what the user chose before wins over a suggestion
    setKind(choices.kind); // refills the metric combos, choosing the wanted metrics
    const auto choose = [](QComboBox *combo, int value) {
        combo->setCurrentIndex(std::max(0, combo->findData(value)));
    };
    choose(m_groupingCombo, static_cast<int>(choices.grouping));
    choose(m_errorBarsCombo, static_cast<int>(choices.errorBars));
    choose(m_latencyCombo, static_cast<int>(choices.latency));
    choose(m_yScaleCombo, static_cast<int>(choices.yScale));
    m_invalidCheck->setChecked(choices.includeInvalid);
    refillMetricCombos();
    scheduleRebuild();
}

void ChartsPage::applySuggestedOptions()
{
    const ChartOptions suggested = RunCharts::suggestedOptions(m_runs);
    setKind(suggested.kind); // refills the metric combos for the kind
    m_metricCombo->setCurrentIndex(std::max(0, m_metricCombo->findData(suggested.yMetric)));
    m_groupingCombo->setCurrentIndex(
        std::max(0, m_groupingCombo->findData(static_cast<int>(suggested.grouping))));
    m_yScaleCombo->setCurrentIndex(
        std::max(0, m_yScaleCombo->findData(static_cast<int>(suggested.yScale))));
    m_suggested = options();
}

bool ChartsPage::stillAsSuggested() const
{
    // A program (or a test) that set the kind or metric has chosen too, without a click.
    const ChartOptions now = options();
    return m_suggested && now.kind == m_suggested->kind && now.yMetric == m_suggested->yMetric &&
           now.grouping == m_suggested->grouping && now.yScale == m_suggested->yScale;
}

void ChartsPage::setSelectedRunIds(const QList<qint64> &runIds)
{
    if (runIds == m_selectedRunIds)
        return;
    m_selectedRunIds = runIds;
    if (!chartKindUsesAllRuns(kind()))
        scheduleRebuild();
}

void ChartsPage::setDetailRuns(const std::vector<Run> &runs)
{
    m_detailRuns = runs;
    m_detailRunIds.clear();
    for (const Run &run : runs)
        m_detailRunIds << run.id;
    // The answer may be partial (a run was deleted); it still answers the request.
    m_detailRunIds = m_requestedDetailIds.isEmpty() ? m_detailRunIds : m_requestedDetailIds;
    m_requestedDetailIds.clear();
    scheduleRebuild();
}

void ChartsPage::setTelemetry(const Run &run, const RunTelemetry &trace)
{
    m_telemetryRun = run;
    m_telemetry = trace;
    m_requestedTelemetryRunId = 0;
    scheduleRebuild();
}

void ChartsPage::clear()
{
    m_runs.clear();
    m_selectedRunIds.clear();
    m_detailRuns.clear();
    m_detailRunIds.clear();
    m_requestedDetailIds.clear();
    m_telemetryRun = Run{};
    m_telemetry = RunTelemetry{};
    m_requestedTelemetryRunId = 0;
    // A notebook's first runs suggest its chart, unless the user has chosen one.
    m_suggested.reset();
    refillMetricCombos();
    scheduleRebuild();
}

void ChartsPage::setKind(ChartKind kind)
{
    m_kindCombo->setCurrentIndex(m_kindCombo->findData(chartKindId(kind)));
}

ChartKind ChartsPage::kind() const
{
    return chartKindFromId(m_kindCombo->currentData().toString())
        .value_or(ChartKind::ThroughputVsConcurrency);
}

ChartOptions ChartsPage::options() const
{
    ChartOptions options;
    options.kind = kind();
    options.yMetric = m_metricCombo->currentData().toString();
    options.qualityMetric = m_qualityCombo->currentData().toString();
    options.grouping = static_cast<SeriesGrouping>(m_groupingCombo->currentData().toInt());
    options.modelFamily = m_modelCombo->currentData().toString();
    options.errorBars = static_cast<ErrorBars>(m_errorBarsCombo->currentData().toInt());
    options.latency = static_cast<LatencyMeasure>(m_latencyCombo->currentData().toInt());
    options.yScale = static_cast<YScale>(m_yScaleCombo->currentData().toInt());
    options.includeInvalid = m_invalidCheck->isChecked();
    options.plotWidthPx = std::max(200, m_view->width());
    return options;
}

void ChartsPage::scheduleRebuild()
{
    m_rebuildTimer->start();
}

void ChartsPage::rebuildNow()
{
    m_rebuildTimer->stop();
    rebuild();
}

void ChartsPage::askForDetailsIfNeeded()
{
    const ChartKind k = kind();
    if (k == ChartKind::LatencyCdf || k == ChartKind::LatencyBox) {
        if (!m_selectedRunIds.isEmpty() && m_selectedRunIds != m_detailRunIds &&
            m_selectedRunIds != m_requestedDetailIds) {
            m_requestedDetailIds = m_selectedRunIds;
            Q_EMIT detailRunsWanted(m_selectedRunIds);
        }
    } else if (k == ChartKind::TelemetryTrace) {
        const qint64 runId = m_selectedRunIds.isEmpty() ? 0 : m_selectedRunIds.first();
        if (runId != 0 && runId != m_telemetryRun.id && runId != m_requestedTelemetryRunId) {
            m_requestedTelemetryRunId = runId;
            Q_EMIT telemetryWanted(runId);
        }
    }
}

void ChartsPage::rebuild()
{
    askForDetailsIfNeeded();
    const ChartOptions opts = options();
    ChartData data;
    if (chartKindUsesAllRuns(opts.kind)) {
        data = RunCharts::build(m_runs, opts);
        if (m_runs.empty()) {
            data.series.clear();
            data.emptyMessage = tr("The notebook has no runs yet. Import result files (File › "
                                   "Import) or open the demo notebook.");
        }
    } else if (opts.kind == ChartKind::TelemetryTrace) {
        const qint64 wanted = m_selectedRunIds.isEmpty() ? 0 : m_selectedRunIds.first();
        if (wanted != 0 && wanted != m_telemetryRun.id) {
            data.kind = opts.kind;
            data.title = chartKindTitle(opts.kind);
            data.emptyMessage = tr("Loading the run's telemetry…");
        } else {
            data = DetailCharts::telemetry(m_telemetryRun, m_telemetry, opts);
        }
    } else {
        std::vector<RunLatencies> latencies;
        const bool current = m_selectedRunIds == m_detailRunIds;
        if (current) {
            for (const Run &run : m_detailRuns)
                latencies.push_back(RunLatencies::of(run, opts.latency));
        }
        data = DetailCharts::latency(latencies, opts);
        if (!current && !m_selectedRunIds.isEmpty()) {
            data.series.clear();
            data.boxes.clear();
            data.emptyMessage = tr("Loading the selected runs' request samples…");
        }
    }
    m_view->setChartData(data);
    // Automatic says what it chose.
    m_yScaleCombo->setItemText(0, data.isEmpty() ? tr("Automatic")
                                  : data.y.scale != AxisScale::Linear
                                      ? tr("Automatic (logarithmic)")
                                      : tr("Automatic (linear)"));
    m_exportButton->setEnabled(!data.isEmpty());
    m_hoverLabel->setText(data.isEmpty() ? QString()
                                         : tr("Hover a point to see its run; click to open it."));
}

Expected<void> ChartsPage::exportChart(const QString &path) const
{
    return m_view->exportToFile(path, m_view->size().expandedTo(QSize(640, 400)));
}

void ChartsPage::chooseExportFile(const QString &suffix)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString name = chartKindId(kind()) + u'.' + suffix;
    const QString filter =
        suffix == QLatin1String("svg") ? tr("SVG images (*.svg)") : tr("PNG images (*.png)");
    QString path =
        QFileDialog::getSaveFileName(this, tr("Export Chart"), QDir(folder).filePath(name), filter);
    if (path.isEmpty())
        return;
    if (!path.endsWith(u'.' + suffix, Qt::CaseInsensitive))
        path += u'.' + suffix;
    saveChart(path);
}

bool ChartsPage::saveChart(const QString &path)
{
    if (const Expected<void> exported = exportChart(path); !exported) {
        // Non-modal: a failed export never blocks the event loop (or a test driving it).
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Export Chart"),
                                    tr("The chart could not be written to %1.\n\n%2")
                                        .arg(QDir::toNativeSeparators(path), exported.error()),
                                    QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("chartExportError"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return false;
    }
    Q_EMIT chartExported(QFileInfo(path).absoluteFilePath());
    return true;
}

} // namespace lanebook
