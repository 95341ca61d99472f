// A run's telemetry summarised into the vocabulary's telemetry metrics, and read back by the
// thermal/clocks gate the way the notebook hands them over (metrics + extra.throttle_reasons).
#include "models/gates/gateresult.h"
#include "models/gates/rungates.h"
#include "models/telemetry/clockeventreasons.h"
#include "models/telemetry/runtelemetry.h"
#include "models/telemetry/synthetictelemetry.h"
#include "models/telemetry/telemetrycapabilities.h"
#include "models/telemetry/telemetrysourcespec.h"

#include <QTest>

using namespace lanebook;

namespace {

GpuSample sample(std::int64_t tNs, double util, double temperature, double sm,
                 std::optional<std::uint64_t> reasons = std::uint64_t(0))
{
    GpuSample s;
    s.tNs = tNs;
    s.utilPct = util;
    s.temperatureC = temperature;
    s.smClockMhz = sm;
    s.powerW = 600;
    s.memUsedBytes = 1e9;
    s.throttleReasons = reasons;
    return s;
}

} // namespace

class TelemetrySummaryTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void summaryOfSamples()
    {
        std::vector<GpuSample> samples = {sample(100, 90, 50, 1980), sample(100, 70, 48, 1980),
                                          sample(200, 100, 61, 1905, 0x4),
                                          sample(300, 100, 58, 1950, 0x1)};
        samples[3].memUsedBytes = 3e9;
        samples[1].powerW.reset(); // missing stays out of the mean
        const RunTelemetrySummary s = summariseRunTelemetry(samples);
        QCOMPARE(s.sampleCount, 4);
        QCOMPARE(s.gpuUtilPctMean, 90.0);
        QCOMPARE(s.powerWMean, 600.0);
        QCOMPARE(s.smClockMhzMin, 1905.0);
        QCOMPARE(s.smClockMhzMax, 1980.0);
        QCOMPARE(s.temperatureCStart, 50.0); // the hottest GPU at the first tick
        QCOMPARE(s.temperatureCMax, 61.0);
        QCOMPARE(s.memoryUsedBytesMax, 3e9);
        QCOMPARE(s.throttleReasonsMask, std::uint64_t(0x5));
    }

    void missingEverywhereIsMissing()
    {
        GpuSample bare;
        bare.tNs = 5;
        const RunTelemetrySummary s = summariseRunTelemetry(std::vector<GpuSample>{bare, bare});
        QCOMPARE(s.sampleCount, 2);
        QVERIFY(!s.gpuUtilPctMean && !s.powerWMean && !s.smClockMhzMin && !s.temperatureCMax);
        QVERIFY(!s.throttleReasonsMask); // unknown, not "never throttled"
        QVERIFY(s.metrics().empty());
    }

    void metricNamesAreTheVocabulary()
    {
        const RunTelemetrySummary s = summariseRunTelemetry({sample(1, 50, 40, 1500)});
        QStringList names;
        for (const MetricValue &m : s.metrics())
            names << m.name;
        QCOMPARE(
            names,
            QStringList({QStringLiteral("gpu_util_pct_mean"), QStringLiteral("power_w_mean"),
                         QStringLiteral("sm_clock_mhz_min"), QStringLiteral("sm_clock_mhz_max"),
                         QStringLiteral("temperature_c_start"), QStringLiteral("temperature_c_max"),
                         QStringLiteral("memory_used_bytes_max")}));
    }

    // Power integrated by the trapezoid rule is exact for a power that moves linearly between
    // samples: GPU 0 ramps 100 -> 300 W over 10 s (2,000 J) at uneven intervals, GPU 1 holds
    // 50 W (500 J).
    void energyIntegratesPower()
    {
        std::vector<GpuSample> samples;
        const double stepsS[] = {0.0, 0.1, 0.25, 1.0, 2.5, 4.0, 4.05, 7.0, 9.9, 10.0};
        for (const double t : stepsS) {
            for (int gpu = 0; gpu < 2; ++gpu) {
                GpuSample s;
                s.gpuIndex = gpu;
                s.tNs = std::int64_t(1e9 * (100.0 + t));
                s.powerW = gpu == 0 ? 100.0 + 20.0 * t : 50.0;
                samples.push_back(s);
            }
        }
        // Newest first: putting them in order is the summary's business.
        std::vector<GpuSample> newestFirst(samples.rbegin(), samples.rend());
        samples = newestFirst;
        const RunTelemetrySummary s = summariseRunTelemetry(samples);
        QVERIFY(s.energyJ);
        QCOMPARE(*s.energyJ, 2500.0);
        QCOMPARE(s.energySpanS, 10.0);
        QCOMPARE(s.energyMethod, QStringLiteral("integrated_power"));
        QCOMPARE(s.energyGpus, 2);

        Run run;
        run.setMetric(QStringLiteral("output_tok_per_s"), 1000.0);
        s.applyTo(run);
        QCOMPARE(*run.metricValue(QStringLiteral("energy_j")), 2500.0);
        // 250 W mean over the span at 1,000 tok/s.
        QCOMPARE(*run.metricValue(QStringLiteral("energy_j_per_output_token")), 0.25);
        QCOMPARE(*run.metricValue(QStringLiteral("output_tok_per_s_per_w")), 4.0);
        QCOMPARE(QString::fromStdString(run.extra["energy"]["method"].get<std::string>()),
                 QStringLiteral("integrated_power"));

        // One GPU without power in one sample: no figure at all, never a partial sum.
        samples[3].powerW.reset();
        QVERIFY(!summariseRunTelemetry(samples).energyJ);
        // A run without throughput gets the energy alone.
        Run idle;
        s.applyTo(idle);
        QVERIFY(idle.metricValue(QStringLiteral("energy_j")));
        QVERIFY(!idle.metricValue(QStringLiteral("energy_j_per_output_token")));
    }

    // The power limit's lowest and highest reading over the run's GPUs, kept for the
    // comparison's one_variable gate; none where the source does not read it.
    void powerLimitRange()
    {
        std::vector<GpuSample> samples;
        // Two GPUs capped differently, each holding its cap: no change.
        for (int i = 0; i < 4; ++i) {
            GpuSample s;
            s.gpuIndex = i % 2;
            s.tNs = std::int64_t(1e9 * i);
            s.powerLimitW = s.gpuIndex == 0 ? 700.0 : 600.0;
            samples.push_back(s);
        }
        RunTelemetrySummary summary = summariseRunTelemetry(samples);
        QCOMPARE(summary.powerLimitWMin, std::optional<double>(600.0));
        QCOMPARE(summary.powerLimitWMax, std::optional<double>(700.0));
        QVERIFY(!summary.powerLimitChanged);
        // GPU 0 lowered to 600 W at its last reading: changed.
        samples[2].powerLimitW = 600.0;
        summary = summariseRunTelemetry(samples);
        QVERIFY(summary.powerLimitChanged);
        Run run;
        summary.applyTo(run);
        QCOMPARE(run.extra["power_limit_w"],
                 (nlohmann::json{{"min", 600.0}, {"max", 700.0}, {"changed", true}}));
        for (GpuSample &s : samples)
            s.powerLimitW.reset();
        Run unread;
        summariseRunTelemetry(samples).applyTo(unread);
        QVERIFY(!unread.extra.contains("power_limit_w"));
    }

    // The counter wins over power where every sample has it; a counter that goes back (a wrap,
    // a driver reload) counts only its increases and says so.
    void energyFromTheCounter()
    {
        std::vector<GpuSample> samples;
        const double counterMj[] = {5.0e9, 5.0e9 + 40000.0, 5.0e9 + 100000.0, 1000.0, 61000.0};
        for (int i = 0; i < 5; ++i) {
            GpuSample s;
            s.tNs = std::int64_t(i) * 500000000; // 0.5 s apart
            s.energyMj = counterMj[i];
            s.powerW = 1.0; // ignored: the counter is better
            samples.push_back(s);
        }
        RunTelemetrySummary s = summariseRunTelemetry(samples);
        QCOMPARE(*s.energyJ, (40000.0 + 60000.0 + 60000.0) / 1000.0);
        QCOMPARE(s.energyMethod, QStringLiteral("counter"));
        QVERIFY(s.energyCounterWrapped);
        QCOMPARE(s.energySpanS, 2.0);

        // A second GPU with power only: mixed.
        for (int i = 0; i < 5; ++i) {
            GpuSample p;
            p.gpuIndex = 1;
            p.tNs = std::int64_t(i) * 500000000;
            p.powerW = 100.0;
            samples.push_back(p);
        }
        s = summariseRunTelemetry(samples);
        QCOMPARE(*s.energyJ, 160.0 + 200.0);
        QCOMPARE(s.energyMethod, QStringLiteral("mixed"));
        // One sample is no span.
        QVERIFY(!summariseRunTelemetry({samples.front()}).energyJ);
    }

    void onlyTheRunsGpusCount()
    {
        RunTelemetry trace;
        GpuIdentity g0, g1;
        g0.index = 0;
        g1.index = 1;
        trace.gpus = {g0, g1};
        GpuSample busy = sample(1, 100, 60, 1980);
        busy.gpuIndex = 0;
        GpuSample idle = sample(1, 0, 30, 345, 0x1);
        idle.gpuIndex = 1;
        trace.samples = {busy, idle};
        const RunTelemetrySummary onGpu0 = summariseRunTelemetry(trace, {0});
        QCOMPARE(onGpu0.sampleCount, 1);
        QCOMPARE(onGpu0.smClockMhzMin, 1980.0); // the idle neighbour's 345 MHz does not count
        QCOMPARE(summariseRunTelemetry(trace, {}).smClockMhzMin, 345.0);
    }

    void theGateReadsWhatTheSummaryWrites()
    {
        // A hot GPU: power cap and HW thermal slowdown, clock dropping 1980 → 1155.
        Run throttled;
        summariseRunTelemetry({sample(1, 100, 60, 1980), sample(2, 100, 86, 1155, 0x44)})
            .applyTo(throttled);
        QCOMPARE(throttled.extra["throttle_reasons"].get<std::uint64_t>(), std::uint64_t(0x44));
        QVERIFY(throttled.extra["throttle_reason_names"] ==
                nlohmann::json({"sw_power_cap", "hw_thermal_slowdown"}));
        QCOMPARE(throttled.metricValue(QStringLiteral("sm_clock_mhz_min")), 1155.0);
        const GateResult fail = checkThermalClocks(throttled);
        QCOMPARE(fail.outcome, GateOutcome::Fail);
        QVERIFY2(fail.reason.contains(QLatin1String("HW thermal slowdown")),
                 qPrintable(fail.reason));

        // Steady clocks, no limiter, a warm start: passes.
        Run steady;
        summariseRunTelemetry({sample(1, 100, 60, 1980), sample(2, 100, 61, 1980)}).applyTo(steady);
        QCOMPARE(checkThermalClocks(steady).outcome, GateOutcome::Pass);
    }

    void sourceSpecs()
    {
        using Kind = TelemetrySourceSpec::Kind;
        QCOMPARE(TelemetrySourceSpec::parse(QStringLiteral("nvidia-smi"))->kind, Kind::NvidiaSmi);
        const auto prometheus =
            TelemetrySourceSpec::parse(QStringLiteral("prometheus=http://prom:9090"));
        QCOMPARE(prometheus->kind, Kind::Prometheus);
        QCOMPARE(prometheus->argument, QStringLiteral("http://prom:9090"));
        QCOMPARE(prometheus->toString(), QStringLiteral("prometheus=http://prom:9090"));
        QCOMPARE(TelemetrySourceSpec::parse(QStringLiteral("fake=/tmp/c.txt"))->argument,
                 QStringLiteral("/tmp/c.txt"));
        QVERIFY(!TelemetrySourceSpec::parse(QStringLiteral("prometheus")));
        QVERIFY(!TelemetrySourceSpec::parse(QStringLiteral("nvml=x")));
        const Expected<TelemetrySourceSpec> cuda =
            TelemetrySourceSpec::parse(QStringLiteral("cuda"));
        QVERIFY(!cuda);
        QVERIFY(cuda.error().contains(QLatin1String("cuda")));
        QCOMPARE(TelemetrySourceSpec::autoOrder().first(), Kind::Nvml);
        QVERIFY(!TelemetrySourceSpec::autoOrder().contains(Kind::Fake)); // never a silent fake
    }

    void capabilitiesFromSamples()
    {
        GpuSample s;
        s.powerW = 1;
        s.pcieWidth = 16;
        const TelemetryCapabilities caps = TelemetryMetrics::presentIn(s);
        QCOMPARE(TelemetryMetrics::ids(caps),
                 QStringList({QStringLiteral("power"), QStringLiteral("pcie_link")}));
        QVERIFY(TelemetryMetrics::all().testFlag(TelemetryMetric::Energy));
    }

    void syntheticWavesAreDeterministicAndPlausible()
    {
        const std::int64_t start = 1'780'000'000'000'000'000;
        QCOMPARE(syntheticSample(1, start + 7'000'000'000, start),
                 syntheticSample(1, start + 7'000'000'000, start));
        bool sawThermal = false, sawIdle = false;
        for (int t = 0; t < 900; ++t) {
            const GpuSample s = syntheticSample(1, start + std::int64_t(t) * 1'000'000'000, start);
            QVERIFY(*s.utilPct >= 0 && *s.utilPct <= 100);
            QVERIFY(*s.powerW <= *s.powerLimitW);
            QVERIFY(*s.memUsedBytes <= *s.memTotalBytes);
            sawThermal |= (*s.throttleReasons & ClockEventReasons::SwThermalSlowdown) != 0;
            sawIdle |= (*s.throttleReasons & ClockEventReasons::GpuIdle) != 0;
        }
        QVERIFY(sawThermal); // the hot GPU throttles once warm, for the demo and the gate
        QVERIFY(sawIdle);
        QCOMPARE(syntheticGpu(1).index, 1);
        QVERIFY(syntheticGpu(0).uuid != syntheticGpu(1).uuid);
    }
};

QTEST_GUILESS_MAIN(TelemetrySummaryTest)
#include "tst_telemetrysummary.moc"
