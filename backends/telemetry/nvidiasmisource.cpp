#include "backends/telemetry/nvidiasmisource.h"

#include "models/telemetry/telemetrytr.h"
#include "models/tooloutput/nvidiasmicomputeapps.h"

#include <QDateTime>

namespace lanebook {

namespace {

constexpr int kFirstOutputMs = 5000;
// Processes come and go at the pace of a person starting a server, not of a sampler tick; a
// one-shot nvidia-smi costs a fraction of a second of CPU on an 8-GPU box, so every 5 s.
constexpr qint64 kProcessQueryEveryMs = 5000;
// A process query still running after this long hangs: stopped, and processes unknown.
constexpr qint64 kProcessQueryTimeoutMs = 15000;

bool unknownField(const QStringList &lines, const QString &error)
{
    for (const QString &line : lines) {
        if (line.contains(QLatin1String("is not a valid field")))
            return true;
    }
    return error.contains(QLatin1String("is not a valid field"));
}

} // namespace

bool NvidiaSmiSource::startTool(NvidiaSmiQuery::ReasonsField reasons)
{
    m_reasons = reasons;
    m_query = std::make_unique<NvidiaSmiQuery>(NvidiaSmiQuery::telemetryFields(reasons));
    m_sinceRestart.start();
    return m_tool.start(QStringLiteral("nvidia-smi"),
                        NvidiaSmiQuery::loopArguments(m_intervalMs, reasons));
}

bool NvidiaSmiSource::open(int intervalMs)
{
    m_intervalMs = qBound(20, intervalMs, 60000);
    for (const auto reasons : {NvidiaSmiQuery::ReasonsField::ClocksEvent,
                               NvidiaSmiQuery::ReasonsField::ClocksThrottle}) {
        if (!startTool(reasons))
            return unavailable(m_tool.error());
        const QStringList lines = m_tool.takeLines(kFirstOutputMs);
        const QString exited = m_tool.isRunning() ? QString() : m_tool.error();
        if (reasons == NvidiaSmiQuery::ReasonsField::ClocksEvent && unknownField(lines, exited))
            continue; // a driver older than the clock-event names
        QString garbage;
        consume(lines, &garbage);
        if (!m_latest.isEmpty())
            return true;
        // nvidia-smi says why on stdout ("NVIDIA-SMI has failed because it couldn't
        // communicate with the NVIDIA driver...").
        if (!exited.isEmpty())
            return unavailable(lines.isEmpty() ? exited
                                               : exited + QStringLiteral(": ") +
                                                     lines.join(QLatin1Char(' ')).left(300));
        if (!garbage.isEmpty())
            return unavailable(garbage);
        m_tool.stop();
        return unavailable(
            TelemetryTr::tr("nvidia-smi printed no GPU in %1 s").arg(kFirstOutputMs / 1000));
    }
    return unavailable(TelemetryTr::tr("nvidia-smi knows neither clocks_event_reasons nor "
                                       "clocks_throttle_reasons"));
}

void NvidiaSmiSource::consume(const QStringList &lines, QString *garbage)
{
    for (const QString &line : lines) {
        if (m_query->isHeader(line))
            continue;
        Expected<TelemetryReading> reading = m_query->parseRow(line);
        if (reading)
            m_latest.update(std::move(*reading));
        else if (garbage && garbage->isEmpty())
            *garbage = reading.error();
    }
}

void NvidiaSmiSource::pollProcesses()
{
    if (m_processQuery == ProcessQuery::Unsupported)
        return;
    if (m_processQuery == ProcessQuery::Running) {
        m_processLines << m_processTool.takeLines(0);
        if (m_processTool.isRunning()) {
            if (m_sinceProcessQuery.elapsed() < kProcessQueryTimeoutMs)
                return;
            m_processTool.stop();
            m_processes.reset();
        } else if (m_processTool.exitedWithSuccess()) {
            Expected<QHash<QString, QList<GpuProcess>>> answer =
                NvidiaSmiComputeApps().parse(m_processLines);
            if (answer) {
                m_processQueryAnswered = true;
                m_processes = std::move(*answer);
            } else {
                m_processes.reset();
            }
        } else if (!m_processQueryAnswered) {
            // The first query failed ("is not a valid field", a driver without it): this
            // source lists no processes, and the tool is not started for them again.
            m_processQuery = ProcessQuery::Unsupported;
            m_processes.reset();
            return;
        } else {
            m_processes.reset(); // failed once: unknown until it answers again
        }
        m_processLines.clear();
        m_processQuery = ProcessQuery::NotRunning;
    }
    if (m_sinceProcessQuery.isValid() && m_sinceProcessQuery.elapsed() < kProcessQueryEveryMs)
        return;
    m_sinceProcessQuery.start();
    if (!m_processTool.start(QStringLiteral("nvidia-smi"), NvidiaSmiComputeApps::arguments())) {
        m_processQuery = ProcessQuery::Unsupported;
        return;
    }
    m_processQuery = ProcessQuery::Running;
}

TelemetryBatch NvidiaSmiSource::read(int timeoutMs)
{
    QString problem;
    if (!m_tool.isRunning()) {
        const QString why = m_tool.error();
        if (m_sinceRestart.elapsed() >= 5000 && startTool(m_reasons)) {
            problem = TelemetryTr::tr("%1; restarted it").arg(why);
        } else {
            problem = TelemetryTr::tr("%1; metrics are missing until it runs again").arg(why);
        }
    }
    consume(m_tool.takeLines(0), &problem);
    // nvidia-smi prints a block every interval: quiet for longer than the read timeout (and
    // three intervals) means it hangs, and its last numbers are no longer the GPU's.
    const qint64 staleMs = qMax<qint64>(timeoutMs, 3 * m_intervalMs);
    TelemetryBatch batch =
        m_latest.loopingToolBatch(id(), QStringLiteral("nvidia-smi"), staleMs, problem);
    pollProcesses();
    if (m_processes) {
        for (GpuSample &sample : batch.samples) {
            const GpuIdentity &gpu = batch.gpus.at(std::size_t(sample.gpuIndex));
            sample.processes = m_processes->value(gpu.uuid); // none listed: none running
        }
    }
    return batch;
}

TelemetryCapabilities NvidiaSmiSource::capabilities() const
{
    TelemetryCapabilities all = TelemetryMetrics::all();
    all.setFlag(TelemetryMetric::Energy, false); // no query field for it
    return all;
}

} // namespace lanebook
