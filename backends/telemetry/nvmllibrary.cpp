#include "backends/telemetry/nvmllibrary.h"

#include "models/telemetry/telemetrytr.h"

#include <dlfcn.h>

namespace lanebook {

void NvmlLibrary::Closer::operator()(void *handle) const
{
    if (handle)
        dlclose(handle);
}

NvmlLibrary::~NvmlLibrary()
{
    if (m_initialised && m_api.shutdown)
        m_api.shutdown();
}

QString NvmlLibrary::errorText(Return code) const
{
    if (m_api.errorString) {
        if (const char *text = m_api.errorString(code))
            return QString::fromUtf8(text);
    }
    return TelemetryTr::tr("NVML error %1").arg(code);
}

bool NvmlLibrary::load(const QString &libraryName)
{
    dlerror();
    m_handle.reset(dlopen(libraryName.toLocal8Bit().constData(), RTLD_NOW | RTLD_LOCAL));
    if (!m_handle) {
        const char *why = dlerror();
        m_error = TelemetryTr::tr("%1 could not be loaded (%2): is the NVIDIA driver installed?")
                      .arg(libraryName, why ? QString::fromLocal8Bit(why) : QString());
        return false;
    }
    void *handle = m_handle.get();
    const auto resolve = [handle](auto &function, std::initializer_list<const char *> names) {
        for (const char *name : names) {
            if (void *symbol = dlsym(handle, name)) {
                function = reinterpret_cast<std::remove_reference_t<decltype(function)>>(symbol);
                return;
            }
        }
    };
    // The header #defines the unversioned names to the _v2 symbols: ask for those first.
    resolve(m_api.init, {"nvmlInit_v2", "nvmlInit"});
    resolve(m_api.shutdown, {"nvmlShutdown"});
    resolve(m_api.errorString, {"nvmlErrorString"});
    resolve(m_api.systemGetDriverVersion, {"nvmlSystemGetDriverVersion"});
    resolve(m_api.deviceGetCount, {"nvmlDeviceGetCount_v2", "nvmlDeviceGetCount"});
    resolve(m_api.deviceGetHandleByIndex,
            {"nvmlDeviceGetHandleByIndex_v2", "nvmlDeviceGetHandleByIndex"});
    resolve(m_api.deviceGetName, {"nvmlDeviceGetName"});
    resolve(m_api.deviceGetUuid, {"nvmlDeviceGetUUID"});
    resolve(m_api.deviceGetUtilizationRates, {"nvmlDeviceGetUtilizationRates"});
    resolve(m_api.deviceGetMemoryInfo, {"nvmlDeviceGetMemoryInfo"});
    resolve(m_api.deviceGetTemperature, {"nvmlDeviceGetTemperature"});
    resolve(m_api.deviceGetPowerUsage, {"nvmlDeviceGetPowerUsage"});
    resolve(m_api.deviceGetEnforcedPowerLimit, {"nvmlDeviceGetEnforcedPowerLimit"});
    resolve(m_api.deviceGetTotalEnergyConsumption, {"nvmlDeviceGetTotalEnergyConsumption"});
    resolve(m_api.deviceGetClockInfo, {"nvmlDeviceGetClockInfo"});
    resolve(m_api.deviceGetMaxClockInfo, {"nvmlDeviceGetMaxClockInfo"});
    // Renamed in driver ~535; the old name is deprecated but still exported.
    resolve(m_api.deviceGetClocksEventReasons, {"nvmlDeviceGetCurrentClocksEventReasons",
                                                "nvmlDeviceGetCurrentClocksThrottleReasons"});
    resolve(m_api.deviceGetCurrPcieLinkGeneration, {"nvmlDeviceGetCurrPcieLinkGeneration"});
    resolve(m_api.deviceGetCurrPcieLinkWidth, {"nvmlDeviceGetCurrPcieLinkWidth"});
    resolve(m_api.deviceGetMaxPcieLinkGeneration, {"nvmlDeviceGetMaxPcieLinkGeneration"});
    resolve(m_api.deviceGetMaxPcieLinkWidth, {"nvmlDeviceGetMaxPcieLinkWidth"});
    // _v2 fills 24-byte records on every driver that has it. _v3 is asked only without it:
    // R535 drivers (CUDA 12.2) filled 32-byte records through _v3 for a while, then went back
    // to 24 (nvitop and pynvml had to follow). The unversioned name is the 16-byte v1 of drivers
    // before MIG.
    resolve(m_api.deviceGetComputeRunningProcesses,
            {"nvmlDeviceGetComputeRunningProcesses_v2", "nvmlDeviceGetComputeRunningProcesses_v3"});
    if (!m_api.deviceGetComputeRunningProcesses)
        resolve(m_api.deviceGetComputeRunningProcessesV1, {"nvmlDeviceGetComputeRunningProcesses"});
    resolve(m_api.systemGetProcessName, {"nvmlSystemGetProcessName"});
    resolve(m_api.deviceGetFanSpeed, {"nvmlDeviceGetFanSpeed"});
    if (!m_api.init || !m_api.deviceGetCount || !m_api.deviceGetHandleByIndex) {
        m_error = TelemetryTr::tr("%1 lacks nvmlInit/nvmlDeviceGetCount: not a usable NVML")
                      .arg(libraryName);
        return false;
    }
    const Return init = m_api.init();
    if (init != kSuccess) {
        m_error = TelemetryTr::tr("NVML did not initialise: %1").arg(errorText(init));
        return false;
    }
    m_initialised = true;
    return true;
}

} // namespace lanebook
