#include "widgets/telemetry/runtelemetrytraceview.h"

#include "widgets/common/charwidth.h"
#include "widgets/common/labelwrap.h"
#include "widgets/telemetry/telemetrychart.h"
#include "widgets/telemetry/telemetryformat.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QLabel>

#include <algorithm>

namespace lanebook {

RunTelemetryTraceView::RunTelemetryTraceView(QWidget *parent)
    : QWidget(parent)
    , m_history(std::make_unique<TelemetryHistory>(2))
{
    setObjectName(QStringLiteral("runTelemetryTrace"));
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("traceSummary"));
    LabelWrap::wrapAtAnyWidth(m_summary); // in the inspector dock: never wider than it
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_series = new QComboBox;
    m_series->setObjectName(QStringLiteral("traceSeries"));
    // As wide as its longest series when there is room; in a narrow inspector it elides rather
    // than widen the dock (a combo's minimum width is its longest entry unless this is set).
    m_series->setMinimumContentsLength(10);
    for (int s = 0; s < kTelemetrySeriesCount; ++s) {
        const auto series = static_cast<TelemetrySeries>(s);
        m_series->addItem(TelemetryFormat::title(series), telemetrySeriesId(series));
    }
    m_chart = new TelemetryChart(m_history.get());
    m_chart->setMinimumHeight(160);
    // In the inspector dock the chart narrows with the dock rather than set its minimum: the
    // window must fit a 1024 px screen beside the widest tab and the notebook tree.
    m_chart->setMinimumWidth(charWidthPx(m_chart->fontMetrics()) * 20);
    auto *bar = new QHBoxLayout;
    auto *title = new QLabel(tr("GPU telemetry"));
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    bar->addWidget(title);
    bar->addStretch(1);
    bar->addWidget(m_series);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_summary);
    layout->addWidget(m_chart, 1);
    connect(m_series, &QComboBox::currentIndexChanged, this, [this] {
        if (const auto series = telemetrySeriesFromId(m_series->currentData().toString()))
            m_chart->setSeries(*series);
    });
    m_series->setCurrentIndex(m_series->findData(telemetrySeriesId(TelemetrySeries::SmClockMhz)));
}

RunTelemetryTraceView::~RunTelemetryTraceView() = default;

void RunTelemetryTraceView::clear()
{
    showTrace(RunTelemetry{});
}

bool RunTelemetryTraceView::hasTrace() const
{
    return m_history->gpuCount() > 0;
}

QString RunTelemetryTraceView::summaryText() const
{
    return m_summary->text();
}

void RunTelemetryTraceView::showTrace(const RunTelemetry &trace)
{
    // Sized to the trace: the inspector shows all of it, however long the run was.
    int perGpu = 2;
    std::vector<int> counts(trace.gpus.size(), 0);
    for (const GpuSample &sample : trace.samples) {
        if (sample.gpuIndex >= 0 && sample.gpuIndex < int(counts.size()))
            perGpu = std::max(perGpu, ++counts[std::size_t(sample.gpuIndex)]);
    }
    auto history = std::make_unique<TelemetryHistory>(perGpu);
    history->loadRecording(trace);
    m_chart->setHistory(history.get());
    m_history = std::move(history);
    if (!hasTrace()) {
        m_summary->setText(tr("No telemetry was recorded with this run."));
        return;
    }
    const std::int64_t fromNs = m_history->oldestTNs();
    const std::int64_t toNs = m_history->newestTNs();
    m_chart->showSpan(fromNs, toNs);

    const RunTelemetrySummary summary = summariseRunTelemetry(trace.samples);
    QStringList parts{tr("%n GPU(s)", nullptr, m_history->gpuCount()),
                      tr("%1 recorded").arg(TelemetryFormat::elapsed(toNs - fromNs))};
    if (summary.gpuUtilPctMean)
        parts << tr("utilization %1 on average")
                     .arg(TelemetryFormat::value(TelemetrySeries::UtilPct, summary.gpuUtilPctMean));
    if (summary.powerWMean)
        parts << tr("power %1 on average")
                     .arg(TelemetryFormat::value(TelemetrySeries::PowerW, summary.powerWMean));
    if (summary.smClockMhzMin)
        parts << tr("SM clock down to %1")
                     .arg(TelemetryFormat::value(TelemetrySeries::SmClockMhz,
                                                 summary.smClockMhzMin));
    if (summary.temperatureCMax)
        parts << tr("up to %1")
                     .arg(TelemetryFormat::value(TelemetrySeries::TemperatureC,
                                                 summary.temperatureCMax));
    // Which GPUs throttled, in words: the thermal/clocks gate's evidence, seen.
    QStringList throttled;
    for (int g = 0; g < m_history->gpuCount(); ++g) {
        const auto reasons = m_history->throttleReasonsBetween(g, fromNs, toNs);
        if (TelemetryFormat::isThrottling(reasons))
            throttled << tr("GPU %1 %2")
                             .arg(m_history->gpu(g).index)
                             .arg(TelemetryFormat::throttleText(reasons));
    }
    if (!throttled.isEmpty())
        parts << throttled.join(QStringLiteral("; "));
    else if (summary.throttleReasonsMask)
        parts << tr("not throttled");
    m_summary->setText(parts.join(QStringLiteral(" · ")));
    QPalette palette = m_summary->palette();
    palette.setColor(QPalette::WindowText, throttled.isEmpty()
                                               ? this->palette().color(QPalette::WindowText)
                                               : TelemetryFormat::throttleColour());
    m_summary->setPalette(palette);
}

} // namespace lanebook
