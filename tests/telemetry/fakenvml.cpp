// A stand-in libnvidia-ml.so for NvmlSource's tests (the GPU is the one thing the tests fake),
// loaded through the same dlopen path as the driver's library. It answers the C API as
// nvml.h (NVML 12/13) and formats.md §6 describe it, for three GPUs:
//  - GPU 0, an H200 at rest: its link lowered to Gen 1 x16 of Gen 5 x16, and running the three
//    processes of the real H200 capture under load (tests/data/nvidia-smi, query-compute-apps);
//  - GPU 1: no PCIe reading (NOT_SUPPORTED, as on a virtual GPU), and one process NVML cannot
//    name or size: the test process itself (so its name comes from /proc), with
//    NVML_VALUE_NOT_AVAILABLE as its memory;
//  - GPU 2: Gen 4 x16 of Gen 4 x16, and a process list it cannot give (NOT_SUPPORTED).
// Every other NVML function is absent: the source must leave those metrics missing.
// fakeNvmlProcessQueries() counts the process queries, so a test can see how often they come.
#include <unistd.h>

#include <cstring>

namespace {

using Return = int;
constexpr Return kSuccess = 0;
constexpr Return kInvalidArgument = 2;
constexpr Return kNotSupported = 3;
constexpr Return kNotFound = 6;
constexpr Return kInsufficientSize = 7;
constexpr unsigned long long kValueNotAvailable = ~0ULL;
constexpr unsigned long long kMiB = 1024ULL * 1024ULL;

// nvmlProcessInfo_v2_t, as the _v2 query fills it (nvml.h).
struct ProcessInfo
{
    unsigned int pid;
    unsigned long long usedGpuMemory;
    unsigned int gpuInstanceId;
    unsigned int computeInstanceId;
};

struct FakeProcess
{
    unsigned int pid;
    const char *name; // nullptr: NVML cannot name it
    unsigned long long usedBytes;
};

struct FakeGpu
{
    const char *name;
    const char *uuid;
    unsigned int pcieGen, pcieGenMax, pcieWidth, pcieWidthMax; // 0: NOT_SUPPORTED
    bool listsProcesses;
};

FakeGpu g_gpus[] = {
    {"NVIDIA H200", "GPU-fa4e0000-0000-0000-0000-000000000000", 1, 5, 16, 16, true},
    {"NVIDIA H200", "GPU-fa4e0000-0000-0000-0000-000000000001", 0, 0, 0, 0, true},
    {"NVIDIA L40S", "GPU-fa4e0000-0000-0000-0000-000000000002", 4, 4, 16, 16, false},
};
constexpr unsigned int kGpuCount = sizeof g_gpus / sizeof g_gpus[0];

// Above the kernel's PID_MAX_LIMIT (4,194,304): no live process can have these ids. With the
// ids of the real nvidia-smi capture (10291, 10309) the test process itself, listed on GPU 1,
// once got pid 10309 and was named "./gpu_burn" from this table.
const FakeProcess kGpu0Processes[] = {
    {5010291, "/root/tools/memhog", 2566 * kMiB},
    {5010293, "/root/tools/memhog", 1542 * kMiB},
    {5010309, "./gpu_burn", 28234 * kMiB},
};

int g_processQueries = 0;

int indexOf(void *device)
{
    for (unsigned int i = 0; i < kGpuCount; ++i) {
        if (device == &g_gpus[i])
            return int(i);
    }
    return -1;
}

// The processes of a GPU into `out` (at most `room`); returns how many it has.
unsigned int processesOf(int gpu, FakeProcess *out, unsigned int room)
{
    unsigned int count = 0;
    if (gpu == 0) {
        for (const FakeProcess &process : kGpu0Processes) {
            if (count < room)
                out[count] = process;
            ++count;
        }
    } else if (gpu == 1) {
        if (room > 0)
            out[0] = {static_cast<unsigned int>(::getpid()), nullptr, kValueNotAvailable};
        count = 1;
    }
    return count;
}

Return copyText(const char *text, char *buffer, unsigned int length)
{
    if (!buffer || std::strlen(text) + 1 > length)
        return kInsufficientSize;
    std::strcpy(buffer, text);
    return kSuccess;
}

Return pcieValue(void *device, unsigned int FakeGpu::*field, unsigned int *value)
{
    const int gpu = indexOf(device);
    if (gpu < 0 || !value)
        return kInvalidArgument;
    if (g_gpus[gpu].*field == 0)
        return kNotSupported;
    *value = g_gpus[gpu].*field;
    return kSuccess;
}

} // namespace

extern "C" {

__attribute__((visibility("default"))) int fakeNvmlProcessQueries()
{
    return g_processQueries;
}

__attribute__((visibility("default"))) Return nvmlInit_v2()
{
    return kSuccess;
}

__attribute__((visibility("default"))) Return nvmlShutdown()
{
    return kSuccess;
}

__attribute__((visibility("default"))) const char *nvmlErrorString(Return result)
{
    switch (result) {
    case kSuccess:
        return "Success";
    case kNotSupported:
        return "Not Supported";
    case kInsufficientSize:
        return "Insufficient Size";
    default:
        return "Unknown Error";
    }
}

__attribute__((visibility("default"))) Return nvmlSystemGetDriverVersion(char *version,
                                                                         unsigned int length)
{
    return copyText("590.48.01", version, length);
}

__attribute__((visibility("default"))) Return nvmlDeviceGetCount_v2(unsigned int *count)
{
    if (!count)
        return kInvalidArgument;
    *count = kGpuCount;
    return kSuccess;
}

__attribute__((visibility("default"))) Return nvmlDeviceGetHandleByIndex_v2(unsigned int index,
                                                                            void **device)
{
    if (index >= kGpuCount || !device)
        return kInvalidArgument;
    *device = &g_gpus[index];
    return kSuccess;
}

__attribute__((visibility("default"))) Return nvmlDeviceGetName(void *device, char *name,
                                                                unsigned int length)
{
    const int gpu = indexOf(device);
    return gpu < 0 ? kInvalidArgument : copyText(g_gpus[gpu].name, name, length);
}

__attribute__((visibility("default"))) Return nvmlDeviceGetUUID(void *device, char *uuid,
                                                                unsigned int length)
{
    const int gpu = indexOf(device);
    return gpu < 0 ? kInvalidArgument : copyText(g_gpus[gpu].uuid, uuid, length);
}

__attribute__((visibility("default"))) Return
nvmlDeviceGetCurrPcieLinkGeneration(void *device, unsigned int *generation)
{
    return pcieValue(device, &FakeGpu::pcieGen, generation);
}

__attribute__((visibility("default"))) Return nvmlDeviceGetCurrPcieLinkWidth(void *device,
                                                                             unsigned int *width)
{
    return pcieValue(device, &FakeGpu::pcieWidth, width);
}

__attribute__((visibility("default"))) Return
nvmlDeviceGetMaxPcieLinkGeneration(void *device, unsigned int *generation)
{
    return pcieValue(device, &FakeGpu::pcieGenMax, generation);
}

__attribute__((visibility("default"))) Return nvmlDeviceGetMaxPcieLinkWidth(void *device,
                                                                            unsigned int *width)
{
    return pcieValue(device, &FakeGpu::pcieWidthMax, width);
}

// As nvml.h documents it: *infoCount in is the room in `infos`; out, how many there are.
// Too little room: INSUFFICIENT_SIZE with the count needed; none running: SUCCESS and 0.
// Drivers export _v2 and _v3 side by side; both fill 24-byte records here.
__attribute__((visibility("default"))) Return
nvmlDeviceGetComputeRunningProcesses_v2(void *device, unsigned int *infoCount, ProcessInfo *infos)
{
    const int gpu = indexOf(device);
    if (gpu < 0 || !infoCount || (*infoCount > 0 && !infos))
        return kInvalidArgument;
    if (!infos)
        ++g_processQueries; // the first call of a query asks how many
    if (!g_gpus[gpu].listsProcesses)
        return kNotSupported;
    FakeProcess processes[8];
    const unsigned int count = processesOf(gpu, processes, 8);
    if (*infoCount < count) {
        *infoCount = count;
        return kInsufficientSize;
    }
    for (unsigned int i = 0; i < count; ++i)
        infos[i] = {processes[i].pid, processes[i].usedBytes, 0xFFFFFFFFu, 0xFFFFFFFFu};
    *infoCount = count;
    return kSuccess;
}

__attribute__((visibility("default"))) Return
nvmlDeviceGetComputeRunningProcesses_v3(void *device, unsigned int *infoCount, ProcessInfo *infos)
{
    return nvmlDeviceGetComputeRunningProcesses_v2(device, infoCount, infos);
}

__attribute__((visibility("default"))) Return nvmlSystemGetProcessName(unsigned int pid, char *name,
                                                                       unsigned int length)
{
    FakeProcess processes[8];
    for (int gpu = 0; gpu < int(kGpuCount); ++gpu) {
        const unsigned int count = processesOf(gpu, processes, 8);
        for (unsigned int i = 0; i < count; ++i) {
            if (processes[i].pid == pid && processes[i].name)
                return copyText(processes[i].name, name, length);
        }
    }
    return kNotFound;
}

} // extern "C"
