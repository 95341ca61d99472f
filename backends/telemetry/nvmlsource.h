#pragma once

#include "backends/telemetry/nvmllibrary.h"
#include "backends/telemetry/telemetrysource.h"

#include <QElapsedTimer>

#include <functional>
#include <optional>
#include <vector>

namespace lanebook {

// NVIDIA GPUs through NVML, dlopen'ed (no build dependency). The fastest source: every read is
// a few library calls per GPU. NOT_SUPPORTED (MIG utilisation, fan on datacenter boards) is a
// missing metric; a GPU that fell off the bus (GPU_IS_LOST) is said in the batch error.
// The processes on each GPU are asked for once a second, not at every tick.
class NvmlSource : public TelemetrySource
{
public:
    explicit NvmlSource(const QString &libraryName = QStringLiteral("libnvidia-ml.so.1"));

    QString id() const override { return QStringLiteral("nvml"); }
    bool open(int intervalMs) override;
    TelemetryBatch read(int timeoutMs) override;
    TelemetryCapabilities capabilities() const override;

private:
    // The processes with a compute context on a GPU; nullopt when NVML cannot list them.
    std::optional<QList<GpuProcess>> readProcesses(NvmlLibrary::Device device,
                                                   const std::function<bool(int)> &ok) const;

    struct ProcessCache
    {
        std::optional<QList<GpuProcess>> processes;
        qint64 readAtMs = -1;
    };

    QString m_libraryName;
    NvmlLibrary m_nvml;
    std::vector<NvmlLibrary::Device> m_devices;
    std::vector<GpuIdentity> m_gpus;
    std::vector<ProcessCache> m_processes; // one per device
    QElapsedTimer m_clock;
};

} // namespace lanebook
