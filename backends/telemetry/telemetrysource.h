#pragma once

#include "models/telemetry/telemetrycapabilities.h"
#include "models/telemetry/telemetrysample.h"

#include <QString>

namespace lanebook {

// Where a source looks, so that tests and the fake can point it at synthetic trees and
// absent libraries. Defaults are the real machine's.
struct TelemetrySourceOptions
{
    QString sysfsRoot = QStringLiteral("/sys");
    QString nvmlLibrary = QStringLiteral("libnvidia-ml.so.1");
    int fakeGpuCount = 2;

    // The defaults, overridden by LANEBOOK_SYSFS_ROOT, LANEBOOK_NVML_LIBRARY and
    // LANEBOOK_FAKE_GPUS (tests of the command line set them).
    static TelemetrySourceOptions fromEnvironment();

    // The source used when none is chosen (`wave run` without --telemetry, the Live tab before
    // the user picks one): $LANEBOOK_TELEMETRY_SOURCE, else "auto". "none" turns telemetry
    // off: for a shared box whose GPUs belong to someone else, and for the test suite, whose
    // waves against mock servers use GPU numbers as labels whatever this machine has.
    static QString defaultSourceSpec();
};

// One vendor's way of reading its GPUs (as nvtop's per-vendor backend table). A
// source is created, opened and read on one thread (the sampler's worker, or the CLI's main
// thread) and never shared. A metric outside capabilities() is missing in every sample.
class TelemetrySource
{
public:
    virtual ~TelemetrySource() = default;

    // "nvml", "nvidia-smi", "xpu-smi", "amd-smi", "sysfs", "prometheus=URL", "fake".
    virtual QString id() const = 0;
    // Loads the library or starts the tool for reads every intervalMs. False when the source
    // is not available here; unavailableReason() then says why, naming the tool or file.
    virtual bool open(int intervalMs) = 0;
    // One tick: a sample per GPU, read together; waits at most timeoutMs. A tool that hangs or
    // prints garbage gives GPUs with missing metrics and TelemetryBatch::error set.
    virtual TelemetryBatch read(int timeoutMs) = 0;
    virtual TelemetryCapabilities capabilities() const = 0;

    QString unavailableReason() const { return m_unavailableReason; }

protected:
    bool unavailable(const QString &why)
    {
        m_unavailableReason = why;
        return false;
    }

private:
    QString m_unavailableReason;
};

} // namespace lanebook
