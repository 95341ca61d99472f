// AIPerf's gpu_telemetry_export.jsonl (aiperfgputelemetry.h). The line's shape, from AIPerf's
// writer (src/aiperf/gpu_telemetry/jsonl_writer.py, the TelemetryRecord model; FORMATS.md):
//   {"timestamp_ns": <ns since the epoch>, "gpu_index": 0, "gpu_uuid": "GPU-...",
//    "gpu_model_name": "...", "pci_bus_id": "...", "device": "nvidia0", "hostname": "...",
//    "telemetry_data": {<metric>: <number>, ...},
//    "dcgm_url" (2025) or "telemetry_source_url" (2026): the exporter scraped,
//    "platform": "nvidia" | "amd" (2026)}
// Metric names: 2025's DCGM names (gpu_power_usage W, energy_consumption MJ since the driver
// loaded, gpu_utilization %, gpu_memory_used / gpu_memory_total GB, sm_clock_frequency and
// memory_clock_frequency MHz, gpu_temperature and memory_temperature C, power_management_limit
// W, power_violation and thermal_violation: cumulative time throttled), schema 1.5's nvidia_*
// names for the same, and the AMD collector's amd_*. Missing metrics are left out of a line.
#include "backends/importers/aiperfgputelemetry.h"

#include "backends/importers/importer.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/jsonobjectscan.h"
#include "backends/importers/lenientjson.h"
#include "models/telemetry/clockeventreasons.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace lanebook::AiperfGpuTelemetry {

namespace {

constexpr double kBytesPerGb = 1e9; // AIPerf's GB: DCGM's MiB x 1.048576e-3
constexpr double kMillijoulesPerMegajoule = 1e9;

// The field a metric name fills (its 2025 name, its nvidia_* name, its amd_* name).
enum class Field {
    Power,
    Energy,
    Util,
    MemUtil,
    MemUsed,
    MemTotal,
    SmClock,
    MemClock,
    Temperature,
    MemTemperature,
    PowerLimit,
    PowerViolation,
    ThermalViolation,
    Ignored, // known, nothing of Lanebook's to fill (xid errors, encoder use, free memory)
};

std::optional<Field> fieldOf(std::string_view name)
{
    static const std::map<std::string_view, Field, std::less<>> fields{
        {"gpu_power_usage", Field::Power},
        {"nvidia_power_usage", Field::Power},
        {"amd_power", Field::Power},
        {"energy_consumption", Field::Energy},
        {"nvidia_energy_consumption", Field::Energy},
        {"amd_energy_consumption", Field::Energy},
        {"gpu_utilization", Field::Util},
        {"nvidia_gpu_utilization", Field::Util},
        {"amd_gfx_activity", Field::Util},
        {"mem_utilization", Field::MemUtil},
        {"memory_copy_utilization", Field::MemUtil},
        {"nvidia_memory_utilization", Field::MemUtil},
        {"amd_umc_activity", Field::MemUtil},
        {"gpu_memory_used", Field::MemUsed},
        {"nvidia_memory_used", Field::MemUsed},
        {"amd_memory_used", Field::MemUsed},
        {"gpu_memory_total", Field::MemTotal},
        {"sm_clock_frequency", Field::SmClock},
        {"sm_clock", Field::SmClock},
        {"nvidia_sm_clock", Field::SmClock},
        {"memory_clock_frequency", Field::MemClock},
        {"gpu_temperature", Field::Temperature},
        {"nvidia_temperature", Field::Temperature},
        {"amd_temperature", Field::Temperature},
        {"memory_temperature", Field::MemTemperature},
        {"power_management_limit", Field::PowerLimit},
        {"power_violation", Field::PowerViolation},
        {"nvidia_power_violation", Field::PowerViolation},
        {"thermal_violation", Field::ThermalViolation},
        {"xid_errors", Field::Ignored},
        {"nvidia_xid_errors", Field::Ignored},
        {"gpu_memory_free", Field::Ignored},
        {"sm_utilization", Field::Ignored},
        {"nvidia_sm_utilization", Field::Ignored},
        {"encoder_utilization", Field::Ignored},
        {"nvidia_encoder_utilization", Field::Ignored},
        {"decoder_utilization", Field::Ignored},
        {"nvidia_decoder_utilization", Field::Ignored},
        {"jpg_utilization", Field::Ignored},
        {"nvidia_jpg_utilization", Field::Ignored},
        {"amd_mm_activity", Field::Ignored},
        {"amd_ecc_uncorrectable", Field::Ignored},
        {"amd_throttle_status", Field::Ignored},
    };
    const auto it = fields.find(name);
    if (it == fields.end())
        return std::nullopt;
    return it->second;
}

QString textAt(const nlohmann::json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                                 : QString();
}

// One GPU as the export names it, and its violation counters at its last sample: a counter
// that grew since means the GPU was held back in that interval (the counters' unit differs
// between AIPerf's versions, microseconds or DCGM's raw nanoseconds; growth does not).
struct GpuState
{
    int index = 0; // position in RunTelemetry::gpus
    QString source;
    std::optional<double> powerViolation;
    std::optional<double> thermalViolation;
    bool seen = false;
};

} // namespace

bool looksLikeLine(const nlohmann::json &object)
{
    return object.is_object() && object.contains("timestamp_ns") && object.contains("gpu_uuid") &&
           object.contains("telemetry_data");
}

Trace parse(std::string_view text)
{
    Trace trace;
    std::map<QString, GpuState> gpus; // by uuid
    QSet<QString> unread;
    QSet<QString> duplicates;
    for (const JsonObjectScan::Value &value : JsonObjectScan::scanValues(text)) {
        const int lineNumber = value.line;
        if (!value.isObject || !value.has("timestamp_ns") || !value.has("gpu_uuid") ||
            !value.has("telemetry_data"))
            throw ImportFailure(ImportersTr::tr("line %1 is not a GPU telemetry record: it needs "
                                                "timestamp_ns, gpu_uuid and telemetry_data")
                                    .arg(lineNumber));
        const nlohmann::json object = LenientJson::parse(value.text, value.line);
        const auto time = object.find("timestamp_ns");
        const auto data = object.find("telemetry_data");
        if (!time->is_number_integer() || !data->is_object())
            throw ImportFailure(ImportersTr::tr("line %1: timestamp_ns should be an integer (ns) "
                                                "and telemetry_data an object")
                                    .arg(lineNumber));
        const QString uuid = textAt(object, "gpu_uuid");
        QString source = textAt(object, "telemetry_source_url");
        if (source.isEmpty())
            source = textAt(object, "dcgm_url");
        auto found = gpus.find(uuid);
        if (found == gpus.end()) {
            GpuIdentity gpu;
            gpu.uuid = uuid;
            gpu.host = textAt(object, "hostname");
            gpu.name = textAt(object, "gpu_model_name");
            gpu.busId = textAt(object, "pci_bus_id");
            const QString platform = textAt(object, "platform");
            gpu.vendor = platform.isEmpty() ? QStringLiteral("nvidia") : platform;
            if (const auto index = object.find("gpu_index");
                index != object.end() && index->is_number_integer())
                gpu.index = index->get<int>();
            found = gpus.emplace(uuid,
                                 GpuState{int(trace.telemetry.gpus.size()), source, {}, {}, false})
                        .first;
            trace.telemetry.gpus.push_back(gpu);
        } else if (found->second.source != source) {
            // One GPU scraped through two exporters: the same samples twice over. The first
            // exporter's stand; the others are named, not counted.
            duplicates.insert(QStringLiteral("%1 (%2)").arg(uuid, source));
            continue;
        }
        GpuState &state = found->second;
        const bool firstOfGpu = !state.seen;
        state.seen = true;
        GpuSample sample;
        sample.gpuIndex = state.index;
        sample.tNs = time->get<std::int64_t>();
        std::uint64_t reasons = 0;
        bool knowsReasons = false;
        for (auto it = data->begin(); it != data->end(); ++it) {
            if (!it->is_number())
                continue;
            const double value = it->get<double>();
            if (!std::isfinite(value))
                continue;
            const std::optional<Field> field = fieldOf(it.key());
            if (!field) {
                unread.insert(QString::fromStdString(it.key()));
                continue;
            }
            switch (*field) {
            case Field::Power:
                sample.powerW = value;
                break;
            case Field::Energy:
                sample.energyMj = value * kMillijoulesPerMegajoule;
                break;
            case Field::Util:
                sample.utilPct = value;
                break;
            case Field::MemUtil:
                sample.memUtilPct = value;
                break;
            case Field::MemUsed:
                sample.memUsedBytes = value * kBytesPerGb;
                break;
            case Field::MemTotal:
                sample.memTotalBytes = value * kBytesPerGb;
                break;
            case Field::SmClock:
                sample.smClockMhz = value;
                break;
            case Field::MemClock:
                sample.memClockMhz = value;
                break;
            case Field::Temperature:
                sample.temperatureC = value;
                break;
            case Field::MemTemperature:
                // DCGM reports 0 for a memory sensor the GPU lacks (the RTX 6000 Ada of AIPerf's
                // own captures): no reading, not a frozen one.
                if (value > 0.0)
                    sample.memTemperatureC = value;
                break;
            case Field::PowerLimit:
                sample.powerLimitW = value;
                break;
            case Field::PowerViolation:
                knowsReasons = true;
                if (state.powerViolation && value > *state.powerViolation)
                    reasons |= ClockEventReasons::SwPowerCap;
                state.powerViolation = value;
                break;
            case Field::ThermalViolation:
                knowsReasons = true;
                if (state.thermalViolation && value > *state.thermalViolation)
                    reasons |= ClockEventReasons::HwThermalSlowdown;
                state.thermalViolation = value;
                break;
            case Field::Ignored:
                break;
            }
        }
        // A GPU's first sample has nothing to compare its counters with: unknown, not calm.
        if (knowsReasons && !firstOfGpu)
            sample.throttleReasons = reasons;
        trace.telemetry.samples.push_back(sample);
    }
    // RunTelemetry keeps samples by GPU, then time.
    std::stable_sort(trace.telemetry.samples.begin(), trace.telemetry.samples.end(),
                     [](const GpuSample &a, const GpuSample &b) {
                         return a.gpuIndex != b.gpuIndex ? a.gpuIndex < b.gpuIndex : a.tNs < b.tNs;
                     });
    trace.duplicateSources = QStringList(duplicates.begin(), duplicates.end());
    trace.duplicateSources.sort();
    trace.unreadMetrics = QStringList(unread.begin(), unread.end());
    trace.unreadMetrics.sort();
    return trace;
}

} // namespace lanebook::AiperfGpuTelemetry
