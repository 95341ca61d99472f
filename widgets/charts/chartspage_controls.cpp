// ChartsPage's controls: the two rows of choices above the chart, what they offer for the runs
// on screen, and which of them a chart kind shows (chartspage.cpp has the rest of the page).
#include "widgets/charts/chartspage.h"

#include "models/charts/runcharts.h"
#include "widgets/common/charwidth.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace lanebook {

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

    m_yScaleCombo = new QComboBox;
    m_yScaleCombo->setObjectName(QStringLiteral("chartYScaleCombo"));
    m_yScaleCombo->addItem(tr("Automatic"), static_cast<int>(YScale::Automatic));
    m_yScaleCombo->addItem(tr("Linear"), static_cast<int>(YScale::Linear));
    m_yScaleCombo->addItem(tr("Logarithmic"), static_cast<int>(YScale::Log));
    m_yScaleCombo->setToolTip(tr("Automatic: linear while every series reads on it, "
                                 "logarithmic when the values span orders of magnitude; a value "
                                 "far above all others is left out and named under the chart."));
    m_yScaleLabel = labelled(tr("Y &axis:"), m_yScaleCombo);
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

    // Two rows: what to chart and its scale, then how; the second row changes with the chart
    // kind. The scale sits on the first, shorter row: the second is the one that sets the
    // page's (and so the window's) minimum width.
    auto *bar = new QWidget;
    auto *rows = new QVBoxLayout(bar);
    rows->setContentsMargins(0, 0, 0, 0);
    auto *first = new QHBoxLayout;
    first->addWidget(labelled(tr("&Chart:"), m_kindCombo));
    first->addWidget(m_kindCombo);
    first->addWidget(m_modelLabel);
    first->addWidget(m_modelCombo);
    first->addWidget(m_yScaleLabel);
    first->addWidget(m_yScaleCombo);
    first->addStretch(1);
    first->addWidget(m_exportButton);
    auto *row = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *>{
             m_metricLabel, m_metricCombo, m_qualityLabel, m_qualityCombo, m_groupingLabel,
             m_groupingCombo, m_errorBarsLabel, m_errorBarsCombo, m_latencyLabel, m_latencyCombo,
             m_invalidCheck})
        row->addWidget(w);
    row->addStretch(1);
    rows->addLayout(first);
    rows->addLayout(row);

    // Each box is as wide as its longest entry when there is room, and may shrink (eliding)
    // when there is not: the page never asks the window for more width than the docks leave.
    const int shrunkWidthPx = charWidthPx(fontMetrics()) * 10;
    for (QComboBox *combo : {m_kindCombo, m_modelCombo, m_metricCombo, m_qualityCombo,
                             m_groupingCombo, m_errorBarsCombo, m_latencyCombo, m_yScaleCombo})
        combo->setMinimumWidth(shrunkWidthPx);

    const auto changed = [this] { scheduleRebuild(); };
    // Only what the user does is a choice to remember: refills and suggestions are not.
    for (QComboBox *combo : {m_kindCombo, m_modelCombo, m_metricCombo, m_qualityCombo,
                             m_groupingCombo, m_errorBarsCombo, m_latencyCombo, m_yScaleCombo})
        connect(combo, &QComboBox::activated, this, &ChartsPage::userChanged);
    connect(m_invalidCheck, &QCheckBox::clicked, this, &ChartsPage::userChanged);
    connect(m_kindCombo, &QComboBox::currentIndexChanged, this, [this] {
        refillMetricCombos();
        updateControlVisibility();
        scheduleRebuild();
    });
    for (QComboBox *combo : {m_modelCombo, m_metricCombo, m_qualityCombo, m_groupingCombo,
                             m_errorBarsCombo, m_latencyCombo, m_yScaleCombo})
        connect(combo, &QComboBox::currentIndexChanged, this, changed);
    connect(m_invalidCheck, &QCheckBox::toggled, this, changed);
    return bar;
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
    // The frontier's axes are fixed: output tok/s per GPU and per user.
    const bool frontier = k == ChartKind::ThroughputFrontier;
    // TTFT by turn has its metric fixed too; its series are grouped as the throughput charts'.
    const bool byTurn = k == ChartKind::TtftByTurn;
    const bool fixedMetric = frontier || byTurn;
    m_metricLabel->setVisible((runChart && !fixedMetric) || k == ChartKind::TelemetryTrace);
    m_metricCombo->setVisible((runChart && !fixedMetric) || k == ChartKind::TelemetryTrace);
    m_qualityLabel->setVisible(k == ChartKind::SpeedQualityVsBits);
    m_qualityCombo->setVisible(k == ChartKind::SpeedQualityVsBits);
    m_groupingLabel->setVisible(throughput || frontier || byTurn);
    m_groupingCombo->setVisible(throughput || frontier || byTurn);
    // Every run is its own point on the frontier: no repeats folded, no error bars.
    m_errorBarsLabel->setVisible(runChart && !frontier);
    m_errorBarsCombo->setVisible(runChart && !frontier);
    m_latencyLabel->setVisible(latency);
    m_latencyCombo->setVisible(latency);
    // The CDF's y axis is a share of requests (0 to 100%), the telemetry's a gauge.
    m_yScaleLabel->setVisible(runChart || k == ChartKind::LatencyBox);
    m_yScaleCombo->setVisible(runChart || k == ChartKind::LatencyBox);
    m_invalidCheck->setVisible(runChart);
    m_modelLabel->setVisible(runChart);
    m_modelCombo->setVisible(runChart);
}

} // namespace lanebook
