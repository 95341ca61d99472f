#include "backends/telemetry/sysfssource.h"

#include "models/telemetry/clockeventreasons.h"
#include "models/telemetry/telemetrytr.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace lanebook {

namespace {

std::optional<QString> readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return QString::fromUtf8(file.read(4096)).trimmed();
}

std::optional<double> readNumber(const QString &path, double scale = 1.0)
{
    const std::optional<QString> text = readText(path);
    if (!text)
        return std::nullopt;
    bool ok = false;
    const double value = text->section(QLatin1Char(' '), 0, 0).toDouble(&ok);
    return ok ? std::optional<double>(value * scale) : std::nullopt;
}

QString join(const QString &dir, const char *name)
{
    return dir + QLatin1Char('/') + QLatin1String(name);
}

// "uevent" lines KEY=value.
QString ueventValue(const QString &deviceDir, const QString &key)
{
    const std::optional<QString> text = readText(deviceDir + QStringLiteral("/uevent"));
    if (!text)
        return {};
    for (const QString &line : text->split(QLatin1Char('\n'))) {
        if (line.startsWith(key + QLatin1Char('=')))
            return line.mid(key.size() + 1).trimmed();
    }
    return {};
}

// pp_dpm_sclk: "0: 500Mhz\n1: 1800Mhz *\n2: 2100Mhz": the highest level is the max clock.
std::optional<double> highestDpmLevelMhz(const QString &path)
{
    const std::optional<QString> text = readText(path);
    if (!text)
        return std::nullopt;
    static const QRegularExpression level(QStringLiteral("^\\s*\\d+:\\s*(\\d+)\\s*Mhz"),
                                          QRegularExpression::CaseInsensitiveOption);
    std::optional<double> highest;
    for (const QString &line : text->split(QLatin1Char('\n'))) {
        if (const QRegularExpressionMatch m = level.match(line); m.hasMatch())
            highest = qMax(highest.value_or(0.0), m.captured(1).toDouble());
    }
    return highest;
}

} // namespace

SysfsSource::SysfsSource(const QString &root)
    : m_root(root)
{
    m_clock.start();
}

bool SysfsSource::open(int)
{
    const QString drm = m_root + QStringLiteral("/class/drm");
    const QDir dir(drm);
    if (!dir.exists())
        return unavailable(
            TelemetryTr::tr("%1 does not exist: no DRM GPU driver is loaded").arg(drm));
    static const QRegularExpression cardName(QStringLiteral("^card(\\d+)$"));
    QStringList names = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::System);
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) {
        return a.size() != b.size() ? a.size() < b.size() : a < b;
    });
    for (const QString &name : names) {
        const QRegularExpressionMatch m = cardName.match(name);
        if (!m.hasMatch())
            continue; // connectors: card0-DP-1
        Card card;
        card.cardDir = dir.filePath(name);
        card.deviceDir = card.cardDir + QStringLiteral("/device");
        const QString vendor = readText(join(card.deviceDir, "vendor")).value_or(QString());
        if (vendor == QLatin1String("0x1002"))
            card.vendor = Vendor::Amd;
        else if (vendor == QLatin1String("0x8086"))
            card.vendor = Vendor::Intel;
        else
            continue;
        const QDir hwmon(card.deviceDir + QStringLiteral("/hwmon"));
        const QStringList hwmons =
            hwmon.entryList({QStringLiteral("hwmon*")}, QDir::Dirs | QDir::System, QDir::Name);
        if (!hwmons.isEmpty())
            card.hwmonDir = hwmon.filePath(hwmons.first());
        GpuIdentity &gpu = card.gpu;
        gpu.index = m.captured(1).toInt();
        gpu.vendor = card.vendor == Vendor::Amd ? QStringLiteral("amd") : QStringLiteral("intel");
        gpu.busId = ueventValue(card.deviceDir, QStringLiteral("PCI_SLOT_NAME"));
        gpu.driver = ueventValue(card.deviceDir, QStringLiteral("DRIVER"));
        gpu.uuid = readText(join(card.deviceDir, "unique_id")).value_or(QString());
        const QString device = readText(join(card.deviceDir, "device")).value_or(QString());
        gpu.name = readText(join(card.deviceDir, "product_name")).value_or(QString());
        // The name is stored with the notebook's GPUs: the same in every language.
        if (gpu.name.isEmpty()) {
            gpu.name = card.vendor == Vendor::Amd ? QStringLiteral("AMD GPU %1").arg(device)
                                                  : QStringLiteral("Intel GPU %1").arg(device);
        }
        m_cards.push_back(card);
    }
    if (m_cards.empty())
        return unavailable(TelemetryTr::tr("no amdgpu, xe or i915 GPU under %1").arg(drm));
    return true;
}

void SysfsSource::readTemperatures(const Card &card, GpuSample &s) const
{
    if (card.hwmonDir.isEmpty())
        return;
    std::optional<double> edge, core, memory;
    for (int i = 1; i <= 8; ++i) {
        const QString base = card.hwmonDir + QStringLiteral("/temp%1_").arg(i);
        const std::optional<double> celsius = readNumber(base + QStringLiteral("input"), 1e-3);
        if (!celsius)
            continue;
        QString label = readText(base + QStringLiteral("label")).value_or(QString()).toLower();
        if (label.isEmpty()) {
            // amdgpu: temp1 edge, temp2 junction, temp3 mem; xe: temp2 package, temp3 VRAM.
            const char *amd[] = {"", "edge", "junction", "mem"};
            const char *intel[] = {"", "", "pkg", "vram"};
            if (i <= 3)
                label = QLatin1String(card.vendor == Vendor::Amd ? amd[i] : intel[i]);
        }
        if (label == QLatin1String("edge"))
            edge = celsius;
        else if (label == QLatin1String("junction") || label == QLatin1String("hotspot") ||
                 label == QLatin1String("pkg") || label == QLatin1String("package"))
            core = celsius;
        else if (label == QLatin1String("mem") || label == QLatin1String("vram"))
            memory = celsius;
    }
    s.temperatureC = core ? core : edge;
    s.memTemperatureC = memory;
}

void SysfsSource::readPcie(const Card &card, GpuSample &s) const
{
    // "16.0 GT/s PCIe" → generation; "16" lanes.
    if (const auto rate = readNumber(join(card.deviceDir, "current_link_speed"))) {
        const std::pair<double, int> gens[] = {{2.5, 1}, {5, 2}, {8, 3}, {16, 4}, {32, 5}, {64, 6}};
        for (const auto &[gtPerS, gen] : gens) {
            if (qAbs(*rate - gtPerS) < 0.5)
                s.pcieGen = gen;
        }
    }
    if (const auto width = readNumber(join(card.deviceDir, "current_link_width")))
        s.pcieWidth = int(*width);
}

GpuSample SysfsSource::readAmd(const Card &card) const
{
    GpuSample s;
    const QString &dev = card.deviceDir;
    s.utilPct = readNumber(join(dev, "gpu_busy_percent"));
    s.memUtilPct = readNumber(join(dev, "mem_busy_percent"));
    s.memUsedBytes = readNumber(join(dev, "mem_info_vram_used"));
    s.memTotalBytes = readNumber(join(dev, "mem_info_vram_total"));
    s.smClockMaxMhz = highestDpmLevelMhz(join(dev, "pp_dpm_sclk"));
    s.memClockMaxMhz = highestDpmLevelMhz(join(dev, "pp_dpm_mclk"));
    if (!card.hwmonDir.isEmpty()) {
        const QString &hw = card.hwmonDir;
        s.powerW = readNumber(join(hw, "power1_input"), 1e-6);
        if (!s.powerW)
            s.powerW = readNumber(join(hw, "power1_average"), 1e-6);
        s.powerLimitW = readNumber(join(hw, "power1_cap"), 1e-6);
        s.smClockMhz = readNumber(join(hw, "freq1_input"), 1e-6);
        s.memClockMhz = readNumber(join(hw, "freq2_input"), 1e-6);
        if (const auto pwm = readNumber(join(hw, "pwm1")))
            s.fanPct = *pwm * 100.0 / 255.0;
    }
    readTemperatures(card, s);
    readPcie(card, s);
    return s;
}

GpuSample SysfsSource::readIntel(Card &card) const
{
    GpuSample s;
    const QString freq = card.deviceDir + QStringLiteral("/tile0/gt0/freq0");
    if (QFileInfo::exists(freq)) { // xe
        s.smClockMhz = readNumber(join(freq, "act_freq"));
        s.smClockMaxMhz = readNumber(join(freq, "rp0_freq"));
        const QString throttle = freq + QStringLiteral("/throttle");
        if (const auto status = readNumber(join(throttle, "status"))) {
            // xe's reasons onto the NVML bits the thermal/clocks gate reads.
            const std::pair<const char *, std::uint64_t> reasons[] = {
                {"reason_pl1", ClockEventReasons::SwPowerCap},
                {"reason_pl2", ClockEventReasons::SwPowerCap},
                {"reason_pl4", ClockEventReasons::HwPowerBrakeSlowdown},
                {"reason_thermal", ClockEventReasons::HwThermalSlowdown},
                {"reason_prochot", ClockEventReasons::HwSlowdown},
                {"reason_ratl", ClockEventReasons::SwThermalSlowdown},
                {"reason_vr_thermalert", ClockEventReasons::HwThermalSlowdown},
                {"reason_vr_tdc", ClockEventReasons::HwSlowdown},
            };
            std::uint64_t mask = 0;
            for (const auto &[file, bit] : reasons) {
                if (readNumber(join(throttle, file)).value_or(0) != 0)
                    mask |= bit;
            }
            if (*status != 0 && mask == 0)
                mask = ClockEventReasons::HwSlowdown; // throttled, reason not said
            s.throttleReasons = mask;
        }
    } else { // i915
        s.smClockMhz = readNumber(join(card.cardDir, "gt_act_freq_mhz"));
        s.smClockMaxMhz = readNumber(join(card.cardDir, "gt_RP0_freq_mhz"));
    }
    if (!card.hwmonDir.isEmpty()) {
        const QString &hw = card.hwmonDir;
        s.powerLimitW = readNumber(join(hw, "power1_max"), 1e-6);
        if (const auto uj = readNumber(join(hw, "energy1_input"))) {
            const qint64 now = m_clock.nsecsElapsed();
            s.energyMj = *uj / 1000.0;
            if (card.lastEnergyUj && now > card.lastEnergyAtNs && *uj >= *card.lastEnergyUj) {
                const double seconds = double(now - card.lastEnergyAtNs) / 1e9;
                s.powerW = (*uj - *card.lastEnergyUj) / 1e6 / seconds;
            }
            card.lastEnergyUj = uj;
            card.lastEnergyAtNs = now;
        }
        if (const auto fanRpm = readNumber(join(hw, "fan1_input")); fanRpm && *fanRpm == 0)
            s.fanPct = 0.0; // stopped; RPM without a maximum gives no percentage otherwise
    }
    readTemperatures(card, s);
    readPcie(card, s);
    return s;
}

TelemetryBatch SysfsSource::read(int)
{
    TelemetryBatch batch;
    batch.sourceId = id();
    batch.tNs = QDateTime::currentMSecsSinceEpoch() * 1000000;
    for (Card &card : m_cards) {
        GpuSample s = card.vendor == Vendor::Amd ? readAmd(card) : readIntel(card);
        s.gpuIndex = int(batch.gpus.size());
        s.tNs = batch.tNs;
        batch.gpus.push_back(card.gpu);
        batch.samples.push_back(s);
    }
    return batch;
}

TelemetryCapabilities SysfsSource::capabilities() const
{
    TelemetryCapabilities out;
    for (const Card &card : m_cards) {
        out |= TelemetryMetric::Temperature | TelemetryMetric::MemoryTemperature |
               TelemetryMetric::Power | TelemetryMetric::PowerLimit | TelemetryMetric::SmClock |
               TelemetryMetric::SmClockMax | TelemetryMetric::PcieLink | TelemetryMetric::Fan;
        if (card.vendor == Vendor::Amd) {
            out |= TelemetryMetric::Utilization | TelemetryMetric::MemoryUtilization |
                   TelemetryMetric::MemoryUsed | TelemetryMetric::MemoryTotal |
                   TelemetryMetric::MemoryClock | TelemetryMetric::MemoryClockMax;
        } else {
            out |= TelemetryMetric::Energy | TelemetryMetric::ThrottleReasons;
        }
    }
    return out;
}

} // namespace lanebook
