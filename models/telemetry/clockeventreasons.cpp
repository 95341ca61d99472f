#include "models/telemetry/clockeventreasons.h"

#include "models/telemetry/telemetrytr.h"

namespace lanebook::ClockEventReasons {

namespace {

struct Reason
{
    std::uint64_t bit;
    const char *name;
};

constexpr Reason kReasons[] = {
    {GpuIdle, "gpu_idle"},
    {ApplicationsClocksSetting, "applications_clocks_setting"},
    {SwPowerCap, "sw_power_cap"},
    {HwSlowdown, "hw_slowdown"},
    {SyncBoost, "sync_boost"},
    {SwThermalSlowdown, "sw_thermal_slowdown"},
    {HwThermalSlowdown, "hw_thermal_slowdown"},
    {HwPowerBrakeSlowdown, "hw_power_brake_slowdown"},
    {DisplayClockSetting, "display_clock_setting"},
};

QString words(std::uint64_t bit)
{
    switch (bit) {
    case GpuIdle:
        return TelemetryTr::tr("idle");
    case ApplicationsClocksSetting:
        return TelemetryTr::tr("application clocks setting");
    case SwPowerCap:
        return TelemetryTr::tr("power cap");
    case HwSlowdown:
        return TelemetryTr::tr("HW slowdown");
    case SyncBoost:
        return TelemetryTr::tr("sync boost");
    case SwThermalSlowdown:
        return TelemetryTr::tr("SW thermal slowdown");
    case HwThermalSlowdown:
        return TelemetryTr::tr("HW thermal slowdown");
    case HwPowerBrakeSlowdown:
        return TelemetryTr::tr("power brake");
    case DisplayClockSetting:
        return TelemetryTr::tr("display clock setting");
    default:
        return TelemetryTr::tr("reason 0x%1").arg(bit, 0, 16);
    }
}

QString shortWords(std::uint64_t bit)
{
    switch (bit) {
    case GpuIdle:
        return TelemetryTr::tr("idle");
    case ApplicationsClocksSetting:
        return TelemetryTr::tr("app clocks", "abbreviation of: application clocks setting");
    case SwPowerCap:
        return TelemetryTr::tr("pwr cap", "abbreviation of: power cap");
    case HwSlowdown:
        return TelemetryTr::tr("HW slow", "abbreviation of: HW slowdown");
    case SyncBoost:
        return TelemetryTr::tr("sync boost");
    case SwThermalSlowdown:
        return TelemetryTr::tr("SW therm", "abbreviation of: SW thermal slowdown");
    case HwThermalSlowdown:
        return TelemetryTr::tr("HW therm", "abbreviation of: HW thermal slowdown");
    case HwPowerBrakeSlowdown:
        return TelemetryTr::tr("pwr brake", "abbreviation of: power brake");
    case DisplayClockSetting:
        return TelemetryTr::tr("disp clock", "abbreviation of: display clock setting");
    default:
        return words(bit);
    }
}

QString joined(std::uint64_t mask, QString (*wordsOf)(std::uint64_t))
{
    if (mask == 0)
        return TelemetryTr::tr("none");
    QStringList out;
    for (int i = 0; i < 64; ++i) {
        const std::uint64_t bit = std::uint64_t(1) << i;
        if (mask & bit)
            out << wordsOf(bit);
    }
    return out.join(QStringLiteral(", "));
}

} // namespace

QStringList names(std::uint64_t mask)
{
    QStringList out;
    for (int i = 0; i < 64; ++i) {
        const std::uint64_t bit = std::uint64_t(1) << i;
        if (!(mask & bit))
            continue;
        bool known = false;
        for (const Reason &reason : kReasons) {
            if (reason.bit == bit) {
                out << QString::fromLatin1(reason.name);
                known = true;
            }
        }
        if (!known)
            out << QStringLiteral("bit_0x%1").arg(bit, 0, 16);
    }
    return out;
}

QString describe(std::uint64_t mask)
{
    return joined(mask, words);
}

QString describeShort(std::uint64_t mask)
{
    return joined(mask, shortWords);
}

std::uint64_t bitForName(const QString &name)
{
    for (const Reason &reason : kReasons) {
        if (name == QLatin1String(reason.name))
            return reason.bit;
    }
    return 0;
}

} // namespace lanebook::ClockEventReasons
