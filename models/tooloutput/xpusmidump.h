#pragma once

#include "models/base/expected.h"
#include "models/telemetry/telemetryreading.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace lanebook {

// `xpu-smi dump` CSV (Intel), v1 and v2: "Timestamp, DeviceId, <metric
// (unit)>..." with the v1 human names ("GPU Power (W)") or the v2 dotted names
// ("power.draw (W)"). Columns are matched by header text through one table holding both;
// unknown columns are ignored; "N/A" cells are missing.
class XpuSmiDump
{
public:
    // `xpu-smi dump` arguments: every GPU, the legacy metric ids both versions accept
    // (utilization, power, frequency, temperatures, memory utilization, energy, memory
    // used), one row per GPU every intervalS seconds (the tool's minimum is 1 s).
    static QStringList loopArguments(int intervalS);

    // Reads a header line. False (with *error) when it has no DeviceId column.
    Expected<void> parseHeader(QStringView line);
    bool hasHeader() const { return m_deviceColumn >= 0; }
    // One data row; nullopt with *error when its cell count does not match the header.
    Expected<TelemetryReading> parseRow(QStringView line) const;

private:
    enum class Column {
        Ignored,
        Timestamp,
        Utilization,
        MemoryUtilization,
        Power,
        PowerLimit,
        Energy,
        GpuClock,
        GpuClockMax,
        Temperature,
        MemoryTemperature,
        MemoryUsed,
        MemoryTotal,
        Fan,
        PcieGen,
        PcieWidth,
    };
    static Column columnFor(const QString &headerCell);

    std::vector<Column> m_columns;
    int m_deviceColumn = -1;
};

} // namespace lanebook
