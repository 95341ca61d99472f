#include "models/tooloutput/xpusmidump.h"

#include "models/telemetry/telemetrytr.h"
#include "models/tooloutput/toolvalue.h"

#include <QHash>

namespace lanebook {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

QList<QStringView> splitCells(QStringView line)
{
    QStringView t = line.trimmed();
    if (t.endsWith(QLatin1Char(',')))
        t.chop(1);
    return t.split(QLatin1Char(','));
}

} // namespace

QStringList XpuSmiDump::loopArguments(int intervalS)
{
    return {QStringLiteral("dump"),
            QStringLiteral("-d"),
            QStringLiteral("-1"),
            QStringLiteral("-m"),
            QStringLiteral("0,1,2,3,4,5,8,18"),
            QStringLiteral("-i"),
            QString::number(qMax(1, intervalS))};
}

XpuSmiDump::Column XpuSmiDump::columnFor(const QString &headerCell)
{
    // v1 human names and v2 dotted names, without the " (unit)" part.
    static const QHash<QString, Column> names = {
        {QStringLiteral("Timestamp"), Column::Timestamp},
        {QStringLiteral("GPU Utilization"), Column::Utilization},
        {QStringLiteral("utilization.gpu"), Column::Utilization},
        {QStringLiteral("GPU Memory Utilization"), Column::MemoryUtilization},
        {QStringLiteral("utilization.memory"), Column::MemoryUtilization},
        {QStringLiteral("GPU Power"), Column::Power},
        {QStringLiteral("power.draw"), Column::Power},
        {QStringLiteral("power.limit"), Column::PowerLimit},
        {QStringLiteral("GPU Energy Consumed"), Column::Energy},
        {QStringLiteral("energy.consumed"), Column::Energy},
        {QStringLiteral("GPU Frequency"), Column::GpuClock},
        {QStringLiteral("clocks.current.graphics"), Column::GpuClock},
        {QStringLiteral("clocks.max.graphics"), Column::GpuClockMax},
        {QStringLiteral("GPU Core Temperature"), Column::Temperature},
        {QStringLiteral("temperature.gpu"), Column::Temperature},
        {QStringLiteral("GPU Memory Temperature"), Column::MemoryTemperature},
        {QStringLiteral("temperature.memory"), Column::MemoryTemperature},
        {QStringLiteral("GPU Memory Used"), Column::MemoryUsed},
        {QStringLiteral("memory.used"), Column::MemoryUsed},
        {QStringLiteral("memory.total"), Column::MemoryTotal},
        {QStringLiteral("fan.speed"), Column::Fan},
        {QStringLiteral("pcie.link.gen.current"), Column::PcieGen},
        {QStringLiteral("pcie.link.width.current"), Column::PcieWidth},
    };
    QString name = headerCell.trimmed();
    if (const qsizetype unit = name.indexOf(QLatin1String(" (")); unit > 0)
        name = name.left(unit);
    return names.value(name, Column::Ignored);
}

Expected<void> XpuSmiDump::parseHeader(QStringView line)
{
    m_columns.clear();
    m_deviceColumn = -1;
    const QList<QStringView> cells = splitCells(line);
    for (int i = 0; i < cells.size(); ++i) {
        const QString cell = cells.at(i).trimmed().toString();
        if (cell == QLatin1String("DeviceId"))
            m_deviceColumn = i;
        m_columns.push_back(columnFor(cell));
    }
    if (m_deviceColumn < 0) {
        m_columns.clear();
        return unexpected(TelemetryTr::tr("xpu-smi printed a header without a DeviceId column: %1")
                              .arg(line.left(120).toString()));
    }
    return {};
}

Expected<TelemetryReading> XpuSmiDump::parseRow(QStringView line) const
{
    const QList<QStringView> cells = splitCells(line);
    if (!hasHeader() || cells.size() != qsizetype(m_columns.size())) {
        return unexpected(TelemetryTr::tr("xpu-smi printed %1 values under a header of %2: %3")
                              .arg(cells.size())
                              .arg(m_columns.size())
                              .arg(line.left(120).toString()));
    }
    const std::optional<int> device = ToolValue::integer(cells.at(m_deviceColumn));
    if (!device) {
        return unexpected(TelemetryTr::tr("xpu-smi printed a row without a device id: %1")
                              .arg(line.left(120).toString()));
    }
    TelemetryReading r;
    r.gpu.vendor = QStringLiteral("intel");
    r.gpu.index = *device;
    r.gpu.name = TelemetryTr::tr("Intel GPU %1").arg(*device);
    GpuSample &s = r.sample;
    for (int i = 0; i < cells.size(); ++i) {
        const std::optional<double> v = ToolValue::number(cells.at(i));
        switch (m_columns.at(i)) {
        case Column::Utilization:
            s.utilPct = v;
            break;
        case Column::MemoryUtilization:
            s.memUtilPct = v;
            break;
        case Column::Power:
            s.powerW = v;
            break;
        case Column::PowerLimit:
            s.powerLimitW = v;
            break;
        case Column::Energy: // joules
            s.energyMj = v ? std::optional<double>(*v * 1000.0) : std::nullopt;
            break;
        case Column::GpuClock:
            s.smClockMhz = v;
            break;
        case Column::GpuClockMax:
            s.smClockMaxMhz = v;
            break;
        case Column::Temperature:
            s.temperatureC = v;
            break;
        case Column::MemoryTemperature:
            s.memTemperatureC = v;
            break;
        case Column::MemoryUsed:
            s.memUsedBytes = v ? std::optional<double>(*v * kMiB) : std::nullopt;
            break;
        case Column::MemoryTotal:
            s.memTotalBytes = v ? std::optional<double>(*v * kMiB) : std::nullopt;
            break;
        case Column::Fan:
            s.fanPct = v;
            break;
        case Column::PcieGen:
            s.pcieGen = ToolValue::integer(cells.at(i));
            break;
        case Column::PcieWidth:
            s.pcieWidth = ToolValue::integer(cells.at(i));
            break;
        case Column::Timestamp:
        case Column::Ignored:
            break;
        }
    }
    return r;
}

} // namespace lanebook
