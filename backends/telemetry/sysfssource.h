#pragma once

#include "backends/telemetry/telemetrysource.h"

#include <QElapsedTimer>

#include <optional>
#include <vector>

namespace lanebook {

// AMD (amdgpu) and Intel (xe, i915) GPUs read straight from the kernel's sysfs and hwmon
// files, no vendor tool needed: /sys/class/drm/cardN/device/...
// Intel's xe driver has no instantaneous power file, so power is the energy counter's delta
// over the time between two reads (missing on the first read). `root` is "/sys" except in
// tests, which point it at synthetic trees.
class SysfsSource : public TelemetrySource
{
public:
    explicit SysfsSource(const QString &root = QStringLiteral("/sys"));

    QString id() const override { return QStringLiteral("sysfs"); }
    bool open(int intervalMs) override;
    TelemetryBatch read(int timeoutMs) override;
    TelemetryCapabilities capabilities() const override;

private:
    enum class Vendor { Amd, Intel };
    struct Card
    {
        Vendor vendor = Vendor::Amd;
        QString cardDir;   // .../class/drm/cardN
        QString deviceDir; // .../class/drm/cardN/device
        QString hwmonDir;  // .../device/hwmon/hwmonM, empty when none
        GpuIdentity gpu;
        std::optional<double> lastEnergyUj;
        qint64 lastEnergyAtNs = 0;
    };

    GpuSample readAmd(const Card &card) const;
    GpuSample readIntel(Card &card) const;
    void readTemperatures(const Card &card, GpuSample &sample) const;
    void readPcie(const Card &card, GpuSample &sample) const;

    QString m_root;
    std::vector<Card> m_cards;
    QElapsedTimer m_clock;
};

} // namespace lanebook
