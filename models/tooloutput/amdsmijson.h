#pragma once

#include "models/telemetry/telemetryreading.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace lanebook {

// What one run of an AMD tool printed: a reading per GPU, or why nothing could be read.
struct AmdSmiOutput
{
    std::vector<TelemetryReading> gpus;
    QString error;
};

// `amd-smi metric --json`: a list of GPU objects, or {"gpu_data": [...]} on
// newer releases. Measured values are {"value", "unit"}; "N/A" is missing. Memory "MB" are
// MiB. Temperature is the hotspot (junction), else the edge sensor (MI300X has no edge).
AmdSmiOutput parseAmdSmiMetricJson(const QByteArray &json);

// `rocm-smi --showuse --showmemuse --showtemp --showpower --showclocks --showmeminfo vram
// [--showmaxpower --showfan] --json`: {"card0": {"GPU use (%)": "97", ...}}, every value a
// string; clocks print as "(2100Mhz)".
AmdSmiOutput parseRocmSmiJson(const QByteArray &json);

} // namespace lanebook
