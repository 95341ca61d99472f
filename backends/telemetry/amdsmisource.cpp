#include "backends/telemetry/amdsmisource.h"

#include "models/telemetry/telemetrytr.h"
#include "models/tooloutput/amdsmijson.h"

#include <QDateTime>
#include <QStandardPaths>

namespace lanebook {

namespace {

QStringList argumentsFor(const QString &program)
{
    if (program == QLatin1String("amd-smi"))
        return {QStringLiteral("metric"), QStringLiteral("--json")};
    return {QStringLiteral("--showuse"),    QStringLiteral("--showmemuse"),
            QStringLiteral("--showtemp"),   QStringLiteral("--showpower"),
            QStringLiteral("--showclocks"), QStringLiteral("--showmeminfo"),
            QStringLiteral("vram"),         QStringLiteral("--showmaxpower"),
            QStringLiteral("--showfan"),    QStringLiteral("--json")};
}

} // namespace

bool AmdSmiSource::open(int intervalMs)
{
    m_intervalMs = qMax(1000, intervalMs);
    for (const char *name : {"amd-smi", "rocm-smi"}) {
        const QString path = QStandardPaths::findExecutable(QString::fromLatin1(name));
        if (path.isEmpty())
            continue;
        m_program = QString::fromLatin1(name);
        m_process.setProgram(path);
        m_process.setArguments(argumentsFor(m_program));
        break;
    }
    if (m_program.isEmpty())
        return unavailable(TelemetryTr::tr("neither amd-smi nor rocm-smi is on PATH"));
    startSnapshot();
    if (!m_process.waitForFinished(m_firstAnswerMs)) {
        m_process.kill();
        m_process.waitForFinished(1000);
        return unavailable(TelemetryTr::tr("%1 did not answer in %2 s")
                               .arg(m_program)
                               .arg(m_firstAnswerMs / 1000.0));
    }
    m_pending = false;
    const QString problem = collectSnapshot();
    if (m_latest.isEmpty())
        return unavailable(problem.isEmpty() ? TelemetryTr::tr("%1 listed no GPU").arg(m_program)
                                             : problem);
    return true;
}

void AmdSmiSource::startSnapshot()
{
    m_pending = true;
    m_sinceStart.start();
    m_process.start(QIODevice::ReadOnly);
}

QString AmdSmiSource::collectSnapshot()
{
    if (m_process.exitStatus() != QProcess::NormalExit || m_process.exitCode() != 0) {
        return TelemetryTr::tr("%1 failed (status %2): %3")
            .arg(m_program)
            .arg(m_process.exitCode())
            .arg(QString::fromUtf8(m_process.readAllStandardError().right(200)).trimmed());
    }
    const QByteArray out = m_process.readAllStandardOutput();
    const AmdSmiOutput parsed =
        m_program == QLatin1String("amd-smi") ? parseAmdSmiMetricJson(out) : parseRocmSmiJson(out);
    for (const TelemetryReading &reading : parsed.gpus)
        m_latest.update(reading);
    return parsed.error;
}

TelemetryBatch AmdSmiSource::read(int timeoutMs)
{
    const qint64 limitMs = qMax(3000, 3 * timeoutMs);
    if (m_pending) {
        if (m_process.state() != QProcess::NotRunning)
            m_process.waitForFinished(0);
        if (m_process.state() == QProcess::NotRunning) {
            m_problem = collectSnapshot();
            m_pending = false;
        } else if (m_sinceStart.elapsed() > limitMs) {
            m_process.kill();
            m_process.waitForFinished(1000);
            m_pending = false;
            m_problem = TelemetryTr::tr("%1 did not answer in %2 s; metrics are missing until "
                                        "it does")
                            .arg(m_program)
                            .arg(limitMs / 1000);
        }
    }
    if (!m_pending && m_sinceStart.elapsed() >= m_intervalMs)
        startSnapshot();
    TelemetryBatch batch =
        m_latest.batch(QDateTime::currentMSecsSinceEpoch() * 1000000, limitMs + m_intervalMs);
    batch.sourceId = id();
    batch.error = m_problem;
    return batch;
}

TelemetryCapabilities AmdSmiSource::capabilities() const
{
    return TelemetryMetric::Utilization | TelemetryMetric::MemoryUtilization |
           TelemetryMetric::MemoryUsed | TelemetryMetric::MemoryTotal |
           TelemetryMetric::Temperature | TelemetryMetric::MemoryTemperature |
           TelemetryMetric::Power | TelemetryMetric::SmClock | TelemetryMetric::SmClockMax |
           TelemetryMetric::MemoryClock | TelemetryMetric::ThrottleReasons |
           TelemetryMetric::PcieLink | TelemetryMetric::Fan;
}

} // namespace lanebook
