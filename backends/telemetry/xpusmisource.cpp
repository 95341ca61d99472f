#include "backends/telemetry/xpusmisource.h"

#include "models/telemetry/telemetrytr.h"

#include <QDateTime>

namespace lanebook {

bool XpuSmiSource::open(int intervalMs)
{
    m_intervalS = qMax(1, intervalMs / 1000);
    if (!m_tool.start(QStringLiteral("xpu-smi"), XpuSmiDump::loopArguments(m_intervalS)))
        return unavailable(m_tool.error());
    // The header comes at once, the first rows after one interval.
    QStringList lines = m_tool.takeLines(5000 + 1000 * m_intervalS);
    if (lines.size() < 2)
        lines += m_tool.takeLines(2000 + 1000 * m_intervalS);
    QString garbage;
    consume(lines, &garbage);
    if (!m_latest.isEmpty())
        return true;
    if (const QString exited = m_tool.error(); !exited.isEmpty())
        return unavailable(exited);
    m_tool.stop();
    return unavailable(garbage.isEmpty() ? TelemetryTr::tr("xpu-smi dump printed no GPU row")
                                         : garbage);
}

void XpuSmiSource::consume(const QStringList &lines, QString *garbage)
{
    for (const QString &line : lines) {
        if (line.trimmed().startsWith(QLatin1String("Timestamp"))) {
            if (const Expected<void> header = m_dump.parseHeader(line);
                !header && garbage->isEmpty())
                *garbage = header.error();
            continue;
        }
        if (Expected<TelemetryReading> reading = m_dump.parseRow(line))
            m_latest.update(std::move(*reading));
        else if (garbage->isEmpty())
            *garbage = reading.error();
    }
}

TelemetryBatch XpuSmiSource::read(int timeoutMs)
{
    QString problem;
    if (!m_tool.isRunning())
        problem = m_tool.error();
    consume(m_tool.takeLines(0), &problem);
    const qint64 staleMs = qMax<qint64>(timeoutMs, 3000 * m_intervalS);
    return m_latest.loopingToolBatch(id(), QStringLiteral("xpu-smi"), staleMs, problem);
}

TelemetryCapabilities XpuSmiSource::capabilities() const
{
    return TelemetryMetric::Utilization | TelemetryMetric::MemoryUtilization |
           TelemetryMetric::Power | TelemetryMetric::Energy | TelemetryMetric::SmClock |
           TelemetryMetric::Temperature | TelemetryMetric::MemoryTemperature |
           TelemetryMetric::MemoryUsed;
}

} // namespace lanebook
