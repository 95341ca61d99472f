#pragma once

#include "backends/telemetry/nvmllibrary.h"
#include "backends/telemetry/telemetrysource.h"

#include <vector>

namespace lanebook {

// NVIDIA GPUs through NVML, dlopen'ed (no build dependency). The fastest source: every read is
// a few library calls per GPU. NOT_SUPPORTED (MIG utilisation, fan on datacenter boards) is a
// missing metric; a GPU that fell off the bus (GPU_IS_LOST) is said in the batch error.
class NvmlSource : public TelemetrySource
{
public:
    explicit NvmlSource(const QString &libraryName = QStringLiteral("libnvidia-ml.so.1"));

    QString id() const override { return QStringLiteral("nvml"); }
    bool open(int intervalMs) override;
    TelemetryBatch read(int timeoutMs) override;
    TelemetryCapabilities capabilities() const override;

private:
    QString m_libraryName;
    NvmlLibrary m_nvml;
    std::vector<NvmlLibrary::Device> m_devices;
    std::vector<GpuIdentity> m_gpus;
};

} // namespace lanebook
