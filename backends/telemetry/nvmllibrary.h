#pragma once

#include <QString>

#include <memory>

namespace lanebook {

// libnvidia-ml loaded at run time with dlopen (as nvtop's extract_gpuinfo_nvidia):
// Lanebook builds and runs without the NVIDIA driver, and says why NVML is unavailable
// instead of failing to start. The handle is closed and NVML shut down on destruction.
class NvmlLibrary
{
public:
    using Return = int; // nvmlReturn_t; 0 = success
    using Device = void *;
    struct Utilization
    {
        unsigned int gpu, memory;
    };
    struct Memory
    {
        unsigned long long total, free, used;
    };
    // nvmlProcessInfo_v2_t as the _v2 process query fills it (24 bytes on LP64), and the
    // 16-byte record of the unversioned (v1) query of drivers before MIG.
    struct ProcessInfo
    {
        unsigned int pid;
        unsigned long long usedGpuMemory; // bytes; kValueNotAvailable when not known
        unsigned int gpuInstanceId, computeInstanceId;
    };
    struct ProcessInfoV1
    {
        unsigned int pid;
        unsigned long long usedGpuMemory;
    };

    // Resolved entry points; optional ones (newer or older names) may be null.
    struct Api
    {
        Return (*init)() = nullptr;
        Return (*shutdown)() = nullptr;
        const char *(*errorString)(Return) = nullptr;
        Return (*systemGetDriverVersion)(char *, unsigned int) = nullptr;
        Return (*deviceGetCount)(unsigned int *) = nullptr;
        Return (*deviceGetHandleByIndex)(unsigned int, Device *) = nullptr;
        Return (*deviceGetName)(Device, char *, unsigned int) = nullptr;
        Return (*deviceGetUuid)(Device, char *, unsigned int) = nullptr;
        Return (*deviceGetUtilizationRates)(Device, Utilization *) = nullptr;
        Return (*deviceGetMemoryInfo)(Device, Memory *) = nullptr;
        Return (*deviceGetTemperature)(Device, int, unsigned int *) = nullptr;
        Return (*deviceGetPowerUsage)(Device, unsigned int *) = nullptr;
        Return (*deviceGetEnforcedPowerLimit)(Device, unsigned int *) = nullptr;
        Return (*deviceGetTotalEnergyConsumption)(Device, unsigned long long *) = nullptr;
        Return (*deviceGetClockInfo)(Device, int, unsigned int *) = nullptr;
        Return (*deviceGetMaxClockInfo)(Device, int, unsigned int *) = nullptr;
        Return (*deviceGetClocksEventReasons)(Device, unsigned long long *) = nullptr;
        Return (*deviceGetCurrPcieLinkGeneration)(Device, unsigned int *) = nullptr;
        Return (*deviceGetCurrPcieLinkWidth)(Device, unsigned int *) = nullptr;
        Return (*deviceGetMaxPcieLinkGeneration)(Device, unsigned int *) = nullptr;
        Return (*deviceGetMaxPcieLinkWidth)(Device, unsigned int *) = nullptr;
        // One of the two process queries is set: the newer one when the driver has it.
        Return (*deviceGetComputeRunningProcesses)(Device, unsigned int *, ProcessInfo *) = nullptr;
        Return (*deviceGetComputeRunningProcessesV1)(Device, unsigned int *,
                                                     ProcessInfoV1 *) = nullptr;
        Return (*systemGetProcessName)(unsigned int, char *, unsigned int) = nullptr;
        Return (*deviceGetFanSpeed)(Device, unsigned int *) = nullptr;
    };

    static constexpr Return kSuccess = 0;
    static constexpr Return kNotSupported = 3;
    static constexpr Return kInsufficientSize = 7;
    static constexpr Return kGpuIsLost = 15;
    static constexpr unsigned long long kValueNotAvailable = ~0ULL; // NVML_VALUE_NOT_AVAILABLE

    NvmlLibrary() = default;
    ~NvmlLibrary();
    NvmlLibrary(const NvmlLibrary &) = delete;
    NvmlLibrary &operator=(const NvmlLibrary &) = delete;

    // dlopen + dlsym + nvmlInit_v2. False with error(): the library is absent ("...: cannot
    // open shared object file"), lacks a required symbol, or NVML failed to initialise.
    bool load(const QString &libraryName);
    const Api &api() const { return m_api; }
    QString error() const { return m_error; }
    QString errorText(Return code) const;

private:
    struct Closer
    {
        void operator()(void *handle) const;
    };
    std::unique_ptr<void, Closer> m_handle;
    Api m_api;
    bool m_initialised = false;
    QString m_error;
};

} // namespace lanebook
