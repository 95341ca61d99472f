// thermal_clocks: thermal state is a variable. A GPU that throttled,
// whose SM clock moved, or that heated up during the run measured a moving target.
#include "models/gates/rungates.h"

#include "models/gates/gatestr.h"
#include "models/gates/runevidence.h"

#include <QStringList>

#include <algorithm>
#include <utility>

namespace lanebook {

bool isThrottlingReason(const QString &reason)
{
    QString r = reason.trimmed().toLower();
    r.replace(QLatin1Char(' '), QLatin1Char('_'));
    r.replace(QLatin1Char('-'), QLatin1Char('_'));
    if (r.isEmpty() || r == QLatin1String("none") || r == QLatin1String("not_active") ||
        r.contains(QLatin1String("idle")) || r.contains(QLatin1String("application")) ||
        r.contains(QLatin1String("display")) || r.contains(QLatin1String("sync_boost")))
        return false;
    // Power cap, HW slowdown, SW/HW thermal slowdown, power brake, and other vendors' words
    // for the same (thermal, power, current, voltage limits). Anything else unknown counts:
    // a limiter nobody recognises is still a limiter.
    return true;
}

GateResult checkThermalClocks(const Run &run, const RunGateContext &context)
{
    constexpr GateId gate = GateId::ThermalClocks;
    const TelemetrySummary t = RunEvidence::telemetry(run, context);

    std::vector<GateEvidence> evidence;
    QStringList failures;
    QStringList warnings;
    QStringList checked;

    // Throttle reasons.
    QStringList throttling;
    for (const QString &reason : t.throttleReasons) {
        if (isThrottlingReason(reason))
            throttling << reason.trimmed();
    }
    if (t.throttleReasonsMask) {
        static_assert((0x4 | 0x8 | 0x20 | 0x40 | 0x80) == kThrottlingReasonsMask);
        const std::pair<quint64, QString> names[] = {
            {0x4, GatesTr::tr("power cap")},
            {0x8, GatesTr::tr("HW slowdown")},
            {0x20, GatesTr::tr("SW thermal slowdown")},
            {0x40, GatesTr::tr("HW thermal slowdown")},
            {0x80, GatesTr::tr("power brake")},
        };
        for (const auto &[bit, name] : names) {
            if (*t.throttleReasonsMask & bit)
                throttling << name;
        }
    }
    if (t.throttleReasonsMask)
        evidence.push_back(
            {QStringLiteral("throttle_reasons_mask"), double(*t.throttleReasonsMask)});
    if (!throttling.isEmpty())
        failures
            << GatesTr::tr("the GPU throttled (%1)").arg(throttling.join(QStringLiteral(", ")));
    else if (t.throttleReasonsMask || !t.throttleReasons.isEmpty())
        checked << GatesTr::tr("no throttling");

    // SM clock movement: against the run's own maximum, or the clock it was locked to.
    const std::optional<double> top = t.smClockMhzMax ? t.smClockMhzMax : t.lockedSmClockMhz;
    if (t.smClockMhzMin && top && *top > 0.0) {
        const double spreadPercent = std::max(0.0, 100.0 * (*top - *t.smClockMhzMin) / *top);
        evidence.push_back({QStringLiteral("sm_clock_mhz_min"), *t.smClockMhzMin});
        evidence.push_back({QStringLiteral("sm_clock_mhz_max"), *top});
        evidence.push_back({QStringLiteral("sm_clock_spread_pct"), spreadPercent});
        const QString moved = GatesTr::tr("the SM clock moved %1% (%2 to %3 MHz)")
                                  .arg(spreadPercent, 0, 'f', 1)
                                  .arg(*t.smClockMhzMin, 0, 'f', 0)
                                  .arg(*top, 0, 'f', 0);
        if (spreadPercent > kClockSpreadFailPercent)
            failures << moved;
        else if (spreadPercent > kClockSpreadWarnPercent)
            warnings << moved;
        else
            checked << GatesTr::tr("a steady SM clock");
    }

    // Temperature climb.
    if (t.temperatureCStart && t.temperatureCMax) {
        const double climb = *t.temperatureCMax - *t.temperatureCStart;
        evidence.push_back({QStringLiteral("temperature_climb_c"), climb});
        if (climb > kTemperatureClimbWarnC)
            warnings << GatesTr::tr("the GPU heated up %1 °C (%2 to %3 °C)")
                            .arg(climb, 0, 'f', 0)
                            .arg(*t.temperatureCStart, 0, 'f', 0)
                            .arg(*t.temperatureCMax, 0, 'f', 0);
        else if (climb > kTemperatureClimbNoteC)
            // Within the limit, but a longer run on this GPU may not be: said in words rather
            // than passed off as steady.
            checked << GatesTr::tr("the GPU warming %1 °C (%2 to %3 °C), over half the %4 °C "
                                   "at which this gate warns")
                           .arg(climb, 0, 'f', 1)
                           .arg(*t.temperatureCStart, 0, 'f', 0)
                           .arg(*t.temperatureCMax, 0, 'f', 0)
                           .arg(kTemperatureClimbWarnC, 0, 'f', 0);
        else
            checked << GatesTr::tr("a steady temperature");
    }

    // Clock lock.
    if (t.clocksLocked) {
        evidence.push_back({QStringLiteral("clocks_locked"), *t.clocksLocked ? 1.0 : 0.0});
        if (!*t.clocksLocked)
            warnings << GatesTr::tr("clocks were not locked");
        else
            checked << GatesTr::tr("locked clocks");
    }

    if (!failures.isEmpty())
        return gateFail(gate,
                        GatesTr::tr("During the run %1: the measurement is of a moving target.")
                            .arg((failures + warnings).join(QStringLiteral("; "))),
                        std::move(evidence));
    if (!warnings.isEmpty())
        return gateWarn(gate,
                        GatesTr::tr("During the run %1: thermal state is a variable, so lock "
                                    "clocks and warm up first.")
                            .arg(warnings.join(QStringLiteral("; "))),
                        std::move(evidence));
    if (checked.isEmpty())
        return gateMissingEvidence(gate, GatesTr::tr("No telemetry was recorded (SM clock range, "
                                                     "temperature, throttle reasons, clock "
                                                     "lock), so thermal drift cannot be ruled "
                                                     "out."));
    return gatePass(gate,
                    GatesTr::tr("Telemetry shows %1.").arg(checked.join(QStringLiteral(", "))),
                    std::move(evidence));
}

} // namespace lanebook
