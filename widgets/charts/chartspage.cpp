#include "widgets/charts/chartspage.h"

#include "models/charts/runcharts.h"
#include "widgets/charts/chartview.h"
#include "widgets/common/charwidth.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
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

QWidget *ChartsPage::createControls()
{
    auto labelled = [](const QString &text, QWidget *buddy) {
        auto *label = new QLabel(text);
        label->setBuddy(buddy);
        return label;
    };
    m_kindCombo = new QComboBox;
    m_kindCombo->setObjectName(QStringLiteral("chartKindCombo"));
    for (ChartKind kind : allChartKinds())
        m_kindCombo->addItem(chartKindTitle(kind), chartKindId(kind));
    m_kindCombo->setCurrentIndex(
        m_kindCombo->findData(chartKindId(ChartKind::ThroughputVsConcurrency)));

    m_kindCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_modelCombo = new QComboBox;
    m_modelCombo->setObjectName(QStringLiteral("chartModelCombo"));
    m_modelCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_modelCombo->setToolTip(tr("Throughput of different models on one axis says little: choose "
                                "one model to compare its quantizations and configs."));
    m_modelLabel = labelled(tr("&Model:"), m_modelCombo);

    m_metricCombo = new QComboBox;
    m_metricCombo->setObjectName(QStringLiteral("chartMetricCombo"));
    m_metricCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_metricLabel = labelled(tr("&Y:"), m_metricCombo);
    m_qualityCombo = new QComboBox;
    m_qualityCombo->setObjectName(QStringLiteral("chartQualityCombo"));
    m_qualityCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_qualityLabel = labelled(tr("&Quality:"), m_qualityCombo);

    m_groupingCombo = new QComboBox;
    m_groupingCombo->setObjectName(QStringLiteral("chartGroupingCombo"));
    m_groupingCombo->addItem(tr("Quantization"), static_cast<int>(SeriesGrouping::Quantization));
    m_groupingCombo->addItem(tr("Config"), static_cast<int>(SeriesGrouping::Config));
    m_groupingCombo->addItem(tr("Model"), static_cast<int>(SeriesGrouping::Model));
    m_groupingCombo->addItem(tr("Lane"), static_cast<int>(SeriesGrouping::Lane));
    m_groupingLabel = labelled(tr("&Series per:"), m_groupingCombo);

    m_errorBarsCombo = new QComboBox;
    m_errorBarsCombo->setObjectName(QStringLiteral("chartErrorBarsCombo"));
    m_errorBarsCombo->addItem(tr("Median, IQR"), static_cast<int>(ErrorBars::Iqr));
    m_errorBarsCombo->addItem(tr("Mean, 95% CI"), static_cast<int>(ErrorBars::Ci95));
    m_errorBarsCombo->addItem(tr("Median, no bars"), static_cast<int>(ErrorBars::None));
    m_errorBarsLabel = labelled(tr("&Repeats:"), m_errorBarsCombo);

    m_latencyCombo = new QComboBox;
    m_latencyCombo->setObjectName(QStringLiteral("chartLatencyCombo"));
    for (LatencyMeasure measure : {LatencyMeasure::Ttft, LatencyMeasure::E2el, LatencyMeasure::Itl})
        m_latencyCombo->addItem(latencyMeasureTitle(measure), static_cast<int>(measure));
    m_latencyLabel = labelled(tr("&Latency:"), m_latencyCombo);

    m_logYCheck = new QCheckBox(tr("&Log Y"));
    m_logYCheck->setObjectName(QStringLiteral("chartLogYCheck"));
    m_invalidCheck = new QCheckBox(tr("Include &invalid runs"));
    m_invalidCheck->setObjectName(QStringLiteral("chartIncludeInvalidCheck"));
    m_invalidCheck->setToolTip(tr("Runs judged invalid measure nothing trustworthy; they are "
                                  "left out unless you ask for them."));

    m_exportButton = new QToolButton;
    m_exportButton->setObjectName(QStringLiteral("chartExportButton"));
    m_exportButton->setText(tr("&Export"));
    m_exportButton->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_exportButton);
    menu->addAction(tr("As PNG…"), this, [this] { chooseExportFile(QStringLiteral("png")); });
    menu->addAction(tr("As SVG…"), this, [this] { chooseExportFile(QStringLiteral("svg")); });
    m_exportButton->setMenu(menu);

    // Two rows: what to chart, then how; the second row changes with the chart kind.
    auto *bar = new QWidget;
    auto *rows = new QVBoxLayout(bar);
    rows->setContentsMargins(0, 0, 0, 0);
    auto *first = new QHBoxLayout;
    first->addWidget(labelled(tr("&Chart:"), m_kindCombo));
    first->addWidget(m_kindCombo);
    first->addWidget(m_modelLabel);
    first->addWidget(m_modelCombo);
    first->addStretch(1);
    first->addWidget(m_exportButton);
    auto *row = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *>{
             m_metricLabel, m_metricCombo, m_qualityLabel, m_qualityCombo, m_groupingLabel,
             m_groupingCombo, m_errorBarsLabel, m_errorBarsCombo, m_latencyLabel, m_latencyCombo,
             m_logYCheck, m_invalidCheck})
        row->addWidget(w);
    row->addStretch(1);
    rows->addLayout(first);
    rows->addLayout(row);

    // Each box is as wide as its longest entry when there is room, and may shrink (eliding)
    // when there is not: the page never asks the window for more width than the docks leave.
    const int shrunkWidthPx = charWidthPx(fontMetrics()) * 10;
    for (QComboBox *combo : {m_kindCombo, m_modelCombo, m_metricCombo, m_qualityCombo,
                             m_groupingCombo, m_errorBarsCombo, m_latencyCombo})
        combo->setMinimumWidth(shrunkWidthPx);

    const auto changed = [this] { scheduleRebuild(); };
    // Only what the user does is a choice to remember: refills and suggestions are not.
    for (QComboBox *combo : {m_kindCombo, m_modelCombo, m_metricCombo, m_qualityCombo,
                             m_groupingCombo, m_errorBarsCombo, m_latencyCombo})
        connect(combo, &QComboBox::activated, this, &ChartsPage::userChanged);
    for (QCheckBox *check : {m_logYCheck, m_invalidCheck})
        connect(check, &QCheckBox::clicked, this, &ChartsPage::userChanged);
    connect(m_kindCombo, &QComboBox::currentIndexChanged, this, [this] {
        refillMetricCombos();
        updateControlVisibility();
        scheduleRebuild();
    });
    for (QComboBox *combo : {m_modelCombo, m_metricCombo, m_qualityCombo, m_groupingCombo,
                             m_errorBarsCombo, m_latencyCombo})
        connect(combo, &QComboBox::currentIndexChanged, this, changed);
    connect(m_logYCheck, &QCheckBox::toggled, this, changed);
    connect(m_invalidCheck, &QCheckBox::toggled, this, changed);
    return bar;
}

void ChartsPage::setRuns(std::vector<ChartRun> runs)
{
    m_runs = std::move(runs);
    refillMetricCombos();
    if (!m_optionsSuggested && !m_runs.empty())
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
    m_wanted = choices;
    m_optionsSuggested = true; // what the user chose before wins over a suggestion
    setKind(choices.kind);     // refills the metric combos, choosing the wanted metrics
    const auto choose = [](QComboBox *combo, int value) {
        combo->setCurrentIndex(std::max(0, combo->findData(value)));
    };
    choose(m_groupingCombo, static_cast<int>(choices.grouping));
    choose(m_errorBarsCombo, static_cast<int>(choices.errorBars));
    choose(m_latencyCombo, static_cast<int>(choices.latency));
    m_logYCheck->setChecked(choices.logY);
    m_invalidCheck->setChecked(choices.includeInvalid);
    refillMetricCombos();
    scheduleRebuild();
}

void ChartsPage::applySuggestedOptions()
{
    m_optionsSuggested = true;
    const ChartOptions suggested = RunCharts::suggestedOptions(m_runs);
    setKind(suggested.kind); // refills the metric combos for the kind
    m_metricCombo->setCurrentIndex(std::max(0, m_metricCombo->findData(suggested.yMetric)));
    m_groupingCombo->setCurrentIndex(
        std::max(0, m_groupingCombo->findData(static_cast<int>(suggested.grouping))));
    m_logYCheck->setChecked(suggested.logY);
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
    m_optionsSuggested = m_wanted.has_value();
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
    options.logY = m_logYCheck->isChecked();
    options.includeInvalid = m_invalidCheck->isChecked();
    options.plotWidthPx = std::max(200, m_view->width());
    return options;
}

void ChartsPage::refillMetricCombos()
{
    // The wanted entry where the list has it, else the one shown, else the first.
    auto refill = [](QComboBox *combo, const QStringList &ids, const QStringList &titles,
                     bool automatic, const QString &wanted) {
        const QString current = combo->currentData().toString();
        const QSignalBlocker blocker(combo);
        combo->clear();
        if (automatic)
            combo->addItem(tr("Automatic"), QString());
        for (qsizetype i = 0; i < ids.size(); ++i)
            combo->addItem(titles.at(i), ids.at(i));
        int index = wanted.isEmpty() ? -1 : combo->findData(wanted);
        if (index < 0)
            index = combo->findData(current);
        combo->setCurrentIndex(index >= 0 ? index : 0);
    };
    const ChartOptions wanted = m_wanted.value_or(ChartOptions{});
    // The Y metric is wanted for the kind it was chosen with (a telemetry metric is no
    // throughput metric).
    const QString wantedY = m_wanted && wanted.kind == kind() ? wanted.yMetric : QString();
    QStringList ids;
    QStringList titles;
    if (kind() == ChartKind::TelemetryTrace) {
        ids = DetailCharts::telemetryMetrics();
        for (const QString &id : ids)
            titles << DetailCharts::telemetryMetricTitle(id);
        refill(m_metricCombo, ids, titles, false, wantedY);
    } else {
        ids = RunCharts::throughputMetrics(m_runs);
        for (const QString &id : ids)
            titles << RunCharts::metricAxisTitle(id);
        refill(m_metricCombo, ids, titles, true, wantedY);
    }
    ids = RunCharts::qualityMetrics(m_runs);
    titles.clear();
    for (const QString &id : ids)
        titles << RunCharts::metricAxisTitle(id);
    refill(m_qualityCombo, ids, titles, true, wanted.qualityMetric);

    const QStringList families = RunCharts::modelFamilies(m_runs);
    const QString currentFamily = m_modelCombo->currentData().toString();
    const QSignalBlocker blocker(m_modelCombo);
    m_modelCombo->clear();
    m_modelCombo->addItem(tr("All models"), QString());
    for (const QString &family : families)
        m_modelCombo->addItem(family, family);
    const int wantedFamily =
        wanted.modelFamily.isEmpty() ? -1 : m_modelCombo->findData(wanted.modelFamily);
    m_modelCombo->setCurrentIndex(
        wantedFamily >= 0 ? wantedFamily : std::max(0, m_modelCombo->findData(currentFamily)));
}

void ChartsPage::updateControlVisibility()
{
    const ChartKind k = kind();
    const bool runChart = chartKindUsesAllRuns(k);
    const bool throughput =
        k == ChartKind::ThroughputVsContext || k == ChartKind::ThroughputVsConcurrency;
    const bool latency = k == ChartKind::LatencyCdf || k == ChartKind::LatencyBox;
    m_metricLabel->setVisible(runChart || k == ChartKind::TelemetryTrace);
    m_metricCombo->setVisible(runChart || k == ChartKind::TelemetryTrace);
    m_qualityLabel->setVisible(k == ChartKind::SpeedQualityVsBits);
    m_qualityCombo->setVisible(k == ChartKind::SpeedQualityVsBits);
    m_groupingLabel->setVisible(throughput);
    m_groupingCombo->setVisible(throughput);
    m_errorBarsLabel->setVisible(runChart);
    m_errorBarsCombo->setVisible(runChart);
    m_latencyLabel->setVisible(latency);
    m_latencyCombo->setVisible(latency);
    m_logYCheck->setVisible(runChart || k == ChartKind::LatencyBox);
    m_invalidCheck->setVisible(runChart);
    m_modelLabel->setVisible(runChart);
    m_modelCombo->setVisible(runChart);
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
    m_exportButton->setEnabled(!data.isEmpty());
    m_hoverLabel->setText(data.isEmpty() ? QString()
                                         : tr("Hover a point to see its run; click to open it."));
}

bool ChartsPage::exportChart(const QString &path, QString *error) const
{
    return m_view->exportToFile(path, m_view->size().expandedTo(QSize(640, 400)), error);
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
    QString error;
    if (!exportChart(path, &error)) {
        // Non-modal: a failed export never blocks the event loop (or a test driving it).
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Export Chart"),
                                    tr("The chart could not be written to %1.\n\n%2")
                                        .arg(QDir::toNativeSeparators(path), error),
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
