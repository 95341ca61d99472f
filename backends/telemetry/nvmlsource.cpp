#include "backends/telemetry/nvmlsource.h"

#include "models/telemetry/telemetrytr.h"

#include <QDateTime>
#include <QFile>

#include <algorithm>

namespace lanebook {

namespace {

constexpr int kClockSm = 1;
constexpr int kClockMem = 2;
constexpr int kTemperatureGpu = 0;
// Processes come and go at the pace of a person starting a server: one query a second per
// GPU instead of one per tick.
constexpr qint64 kProcessesEveryMs = 1000;

// One of NVML's process queries, asked as pynvml asks it: how many first (SUCCESS with none
// means no process), then with room for a few that may start in between.
template <typename Info>
std::optional<std::vector<Info>>
queryProcesses(NvmlLibrary::Return (*query)(NvmlLibrary::Device, unsigned int *, Info *),
               NvmlLibrary::Device device, const std::function<bool(int)> &ok)
{
    unsigned int count = 0;
    int rc = query(device, &count, nullptr);
    if (rc == NvmlLibrary::kSuccess)
        return std::vector<Info>();
    if (rc != NvmlLibrary::kInsufficientSize) {
        ok(rc); // NOT_SUPPORTED, NO_PERMISSION: not listed; GPU_IS_LOST: said
        return std::nullopt;
    }
    std::vector<Info> infos(std::size_t(count) * 2 + 5);
    count = static_cast<unsigned int>(infos.size());
    rc = query(device, &count, infos.data());
    if (!ok(rc))
        return std::nullopt;
    infos.resize(std::min<std::size_t>(count, infos.size()));
    return infos;
}

QString processName(const NvmlLibrary::Api &api, unsigned int pid)
{
    if (api.systemGetProcessName) {
        char name[256] = {};
        if (api.systemGetProcessName(pid, name, sizeof name - 1) == NvmlLibrary::kSuccess &&
            name[0] != 0)
            return QString::fromLocal8Bit(name);
    }
    // What the kernel calls it, when NVML cannot say and the process is in this pid namespace.
    QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
    if (comm.open(QIODevice::ReadOnly))
        return QString::fromLocal8Bit(comm.readAll()).trimmed();
    return {};
}

template <typename Info>
QList<GpuProcess> toProcesses(const NvmlLibrary::Api &api, const std::vector<Info> &infos)
{
    QList<GpuProcess> out;
    out.reserve(qsizetype(infos.size()));
    for (const Info &info : infos) {
        GpuProcess process;
        process.pid = info.pid;
        process.name = processName(api, info.pid);
        if (info.usedGpuMemory != NvmlLibrary::kValueNotAvailable)
            process.usedMemBytes = double(info.usedGpuMemory);
        out.append(process);
    }
    return out;
}

} // namespace

NvmlSource::NvmlSource(const QString &libraryName)
    : m_libraryName(libraryName)
{}

bool NvmlSource::open(int)
{
    if (!m_nvml.load(m_libraryName))
        return unavailable(m_nvml.error());
    const NvmlLibrary::Api &api = m_nvml.api();
    unsigned int count = 0;
    if (const int rc = api.deviceGetCount(&count); rc != NvmlLibrary::kSuccess)
        return unavailable(
            TelemetryTr::tr("NVML could not count GPUs: %1").arg(m_nvml.errorText(rc)));
    if (count == 0)
        return unavailable(TelemetryTr::tr("NVML sees no GPU"));
    char driver[96] = {};
    if (api.systemGetDriverVersion)
        api.systemGetDriverVersion(driver, sizeof driver);
    for (unsigned int i = 0; i < count; ++i) {
        NvmlLibrary::Device device = nullptr;
        if (api.deviceGetHandleByIndex(i, &device) != NvmlLibrary::kSuccess)
            continue;
        GpuIdentity gpu;
        gpu.vendor = QStringLiteral("nvidia");
        gpu.index = int(i);
        gpu.driver = QString::fromLatin1(driver);
        char text[96] = {};
        if (api.deviceGetName && api.deviceGetName(device, text, sizeof text) == 0)
            gpu.name = QString::fromUtf8(text);
        char uuid[96] = {};
        if (api.deviceGetUuid && api.deviceGetUuid(device, uuid, sizeof uuid) == 0)
            gpu.uuid = QString::fromLatin1(uuid);
        m_devices.push_back(device);
        m_gpus.push_back(gpu);
    }
    if (m_devices.empty())
        return unavailable(TelemetryTr::tr("NVML gave no handle for any of %1 GPUs").arg(count));
    m_processes.assign(m_devices.size(), ProcessCache());
    m_clock.start();
    return true;
}

std::optional<QList<GpuProcess>> NvmlSource::readProcesses(NvmlLibrary::Device device,
                                                           const std::function<bool(int)> &ok) const
{
    const NvmlLibrary::Api &api = m_nvml.api();
    if (api.deviceGetComputeRunningProcesses) {
        if (const auto infos = queryProcesses(api.deviceGetComputeRunningProcesses, device, ok))
            return toProcesses(api, *infos);
    } else if (api.deviceGetComputeRunningProcessesV1) {
        if (const auto infos = queryProcesses(api.deviceGetComputeRunningProcessesV1, device, ok))
            return toProcesses(api, *infos);
    }
    return std::nullopt;
}

TelemetryBatch NvmlSource::read(int)
{
    const NvmlLibrary::Api &api = m_nvml.api();
    TelemetryBatch batch;
    batch.sourceId = id();
    batch.tNs = QDateTime::currentMSecsSinceEpoch() * 1000000;
    batch.gpus = m_gpus;
    for (std::size_t i = 0; i < m_devices.size(); ++i) {
        NvmlLibrary::Device d = m_devices[i];
        GpuSample s;
        s.gpuIndex = int(i);
        s.tNs = batch.tNs;
        // Any failure (NOT_SUPPORTED, NO_PERMISSION, ...) leaves the metric missing.
        const auto ok = [&](int rc) {
            if (rc == NvmlLibrary::kGpuIsLost && batch.error.isEmpty())
                batch.error = TelemetryTr::tr("GPU %1 (%2) is lost: it fell off the bus")
                                  .arg(m_gpus[i].index)
                                  .arg(m_gpus[i].uuid);
            return rc == NvmlLibrary::kSuccess;
        };
        const auto unsignedValue = [&](auto function, auto... args) -> std::optional<double> {
            unsigned int value = 0;
            if (function && ok(function(d, args..., &value)))
                return double(value);
            return std::nullopt;
        };
        NvmlLibrary::Utilization util{};
        if (api.deviceGetUtilizationRates && ok(api.deviceGetUtilizationRates(d, &util))) {
            s.utilPct = util.gpu;
            s.memUtilPct = util.memory;
        }
        NvmlLibrary::Memory memory{};
        if (api.deviceGetMemoryInfo && ok(api.deviceGetMemoryInfo(d, &memory))) {
            s.memUsedBytes = double(memory.used);
            s.memTotalBytes = double(memory.total);
        }
        s.temperatureC = unsignedValue(api.deviceGetTemperature, kTemperatureGpu);
        if (const auto mw = unsignedValue(api.deviceGetPowerUsage))
            s.powerW = *mw / 1000.0;
        if (const auto mw = unsignedValue(api.deviceGetEnforcedPowerLimit))
            s.powerLimitW = *mw / 1000.0;
        s.smClockMhz = unsignedValue(api.deviceGetClockInfo, kClockSm);
        s.smClockMaxMhz = unsignedValue(api.deviceGetMaxClockInfo, kClockSm);
        s.memClockMhz = unsignedValue(api.deviceGetClockInfo, kClockMem);
        s.memClockMaxMhz = unsignedValue(api.deviceGetMaxClockInfo, kClockMem);
        unsigned long long wide = 0;
        if (api.deviceGetClocksEventReasons && ok(api.deviceGetClocksEventReasons(d, &wide)))
            s.throttleReasons = wide;
        if (api.deviceGetTotalEnergyConsumption &&
            ok(api.deviceGetTotalEnergyConsumption(d, &wide)))
            s.energyMj = double(wide);
        if (const auto gen = unsignedValue(api.deviceGetCurrPcieLinkGeneration))
            s.pcieGen = int(*gen);
        if (const auto width = unsignedValue(api.deviceGetCurrPcieLinkWidth))
            s.pcieWidth = int(*width);
        if (const auto gen = unsignedValue(api.deviceGetMaxPcieLinkGeneration))
            s.pcieGenMax = int(*gen);
        if (const auto width = unsignedValue(api.deviceGetMaxPcieLinkWidth))
            s.pcieWidthMax = int(*width);
        ProcessCache &cache = m_processes[i];
        const qint64 nowMs = m_clock.elapsed();
        if (cache.readAtMs < 0 || nowMs - cache.readAtMs >= kProcessesEveryMs) {
            cache.processes = readProcesses(d, ok);
            cache.readAtMs = nowMs;
        }
        s.processes = cache.processes;
        s.fanPct = unsignedValue(api.deviceGetFanSpeed);
        batch.samples.push_back(s);
    }
    return batch;
}

TelemetryCapabilities NvmlSource::capabilities() const
{
    TelemetryCapabilities all = TelemetryMetrics::all();
    all.setFlag(TelemetryMetric::MemoryTemperature, false); // needs field values, not read
    return all;
}

} // namespace lanebook
