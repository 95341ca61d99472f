// TelemetryHistory: ring buffers per GPU, min/max decimation per pixel column, gaps and
// missing values as breaks (never 0), identity changes, the source's status.
#include "models/telemetry/telemetryhistory.h"

#include <QSignalSpy>
#include <QtTest>

#include <cmath>

using namespace lanebook;

namespace {

constexpr std::int64_t kSecondNs = 1'000'000'000;
constexpr std::int64_t kTickNs = 100'000'000; // 10 Hz
constexpr std::int64_t kStartNs = 1'780'000'000 * kSecondNs;

GpuIdentity gpu(int index, const char *uuid = nullptr)
{
    GpuIdentity identity;
    identity.index = index;
    identity.uuid = uuid ? QString::fromLatin1(uuid) : QStringLiteral("GPU-%1").arg(index);
    identity.name = QStringLiteral("NVIDIA H200");
    identity.vendor = QStringLiteral("fake");
    return identity;
}

// One tick for `gpuCount` GPUs; GPU g's utilisation is `util + g`.
TelemetryBatch tick(std::int64_t tNs, int gpuCount, std::optional<double> util,
                    std::optional<std::uint64_t> throttle = std::nullopt)
{
    TelemetryBatch batch;
    batch.sourceId = QStringLiteral("fake");
    batch.tNs = tNs;
    for (int g = 0; g < gpuCount; ++g) {
        batch.gpus.push_back(gpu(g));
        GpuSample sample;
        sample.gpuIndex = g;
        sample.tNs = tNs;
        if (util)
            sample.utilPct = *util + g;
        sample.powerW = 500.0;
        sample.throttleReasons = throttle;
        batch.samples.push_back(sample);
    }
    return batch;
}

bool timeOrdered(const DecimatedSeries &series)
{
    return std::is_sorted(series.tNs.begin(), series.tNs.end());
}

int breaks(const DecimatedSeries &series)
{
    return static_cast<int>(std::count_if(series.values.begin(), series.values.end(),
                                          [](double v) { return std::isnan(v); }));
}

} // namespace

class TestTelemetryHistory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keepsLatestAndMissingStaysMissing()
    {
        TelemetryHistory history;
        QCOMPARE(history.latest(0), nullptr);
        TelemetryBatch batch = tick(kStartNs, 2, std::nullopt);
        history.append(batch);
        QCOMPARE(history.gpuCount(), 2);
        QCOMPARE(history.gpu(1).uuid, QStringLiteral("GPU-1"));
        QVERIFY(history.latest(1));
        QVERIFY(!history.latest(1)->utilPct.has_value());
        QCOMPARE(history.latest(1)->powerW.value(), 500.0);
        // A metric the source never had decimates to nothing, not to a line at 0.
        const DecimatedSeries util = history.decimate(
            0, TelemetrySeries::UtilPct, kStartNs - kSecondNs, kStartNs + kSecondNs, 100);
        QVERIFY(!util.hasValues());
        QVERIFY(util.tNs.empty());
    }

    void ringKeepsTenMinutesAtTenHertzThenDropsOldest()
    {
        TelemetryHistory history;
        const int tenMinutes = 10 * 60 * 10;
        QVERIFY(history.capacity() >= tenMinutes);
        for (int i = 0; i < history.capacity() + 500; ++i)
            history.append(tick(kStartNs + i * kTickNs, 1, 50.0));
        QCOMPARE(history.sampleCount(0), history.capacity());
        QCOMPARE(history.oldestTNs(), kStartNs + 500 * kTickNs);
        QVERIFY(history.newestTNs() - history.oldestTNs() >= 10 * 60 * kSecondNs);
        QCOMPARE(history.tickIntervalNs(), kTickNs);
    }

    void smallRingWrapsInTimeOrder()
    {
        TelemetryHistory history(5);
        for (int i = 0; i < 13; ++i)
            history.append(tick(kStartNs + i * kTickNs, 1, double(i)));
        const DecimatedSeries all =
            history.decimate(0, TelemetrySeries::UtilPct, kStartNs, kStartNs + 20 * kTickNs, 1000);
        QCOMPARE(all.values, (std::vector<double>{8, 9, 10, 11, 12}));
        QVERIFY(timeOrdered(all));
    }

    void decimatesToTwoPointsPerColumnKeepingSpikesAndDips()
    {
        TelemetryHistory history;
        const int n = 6000;
        for (int i = 0; i < n; ++i) {
            double util = 50.0 + 10.0 * std::sin(i / 50.0);
            if (i == 2345)
                util = 100.0; // one tick at full load
            if (i == 4321)
                util = 0.0; // one idle tick
            history.append(tick(kStartNs + i * kTickNs, 1, util));
        }
        const int columns = 200;
        const DecimatedSeries series = history.decimate(0, TelemetrySeries::UtilPct, kStartNs,
                                                        kStartNs + (n - 1) * kTickNs, columns);
        QVERIFY2(series.size() <= std::size_t(2 * columns),
                 qPrintable(QString::number(series.size())));
        QVERIFY(series.size() >= std::size_t(columns));
        QVERIFY(timeOrdered(series));
        QCOMPARE(breaks(series), 0);
        QCOMPARE(series.maxValue.value(), 100.0);
        QCOMPARE(series.minValue.value(), 0.0);
        const auto spike = std::find(series.values.begin(), series.values.end(), 100.0);
        QVERIFY(spike != series.values.end());
        QCOMPARE(series.tNs[std::size_t(spike - series.values.begin())], kStartNs + 2345 * kTickNs);
    }

    void fewerSamplesThanColumnsAreKeptAsTheyAre()
    {
        TelemetryHistory history;
        for (int i = 0; i < 10; ++i)
            history.append(tick(kStartNs + i * kTickNs, 1, double(i)));
        const DecimatedSeries series =
            history.decimate(0, TelemetrySeries::UtilPct, kStartNs, kStartNs + 9 * kTickNs, 500);
        QCOMPARE(series.size(), std::size_t(10));
        QCOMPARE(series.values.front(), 0.0);
        QCOMPARE(series.values.back(), 9.0);
    }

    void includesTheSampleBeforeTheWindow()
    {
        TelemetryHistory history;
        for (int i = 0; i < 100; ++i)
            history.append(tick(kStartNs + i * kTickNs, 1, double(i)));
        const std::int64_t from = kStartNs + 50 * kTickNs + kTickNs / 2;
        const DecimatedSeries series =
            history.decimate(0, TelemetrySeries::UtilPct, from, kStartNs + 99 * kTickNs, 1000);
        QCOMPARE(series.tNs.front(), kStartNs + 50 * kTickNs);
        // ... but the scale is what is inside the window.
        QCOMPARE(series.minValue.value(), 51.0);
    }

    void missingValuesAndTimeGapsBreakTheLine()
    {
        TelemetryHistory history;
        std::int64_t t = kStartNs;
        for (int i = 0; i < 50; ++i, t += kTickNs)
            history.append(tick(t, 1, 40.0));
        for (int i = 0; i < 5; ++i, t += kTickNs)
            history.append(tick(t, 1, std::nullopt)); // the tool printed [N/A]
        for (int i = 0; i < 50; ++i, t += kTickNs)
            history.append(tick(t, 1, 60.0));
        t += 30 * kSecondNs; // the sampler stopped for half a minute
        for (int i = 0; i < 50; ++i, t += kTickNs)
            history.append(tick(t, 1, 80.0));
        const DecimatedSeries series =
            history.decimate(0, TelemetrySeries::UtilPct, kStartNs, t, 2000);
        QCOMPARE(breaks(series), 2);
        QVERIFY(!std::isnan(series.values.front()));
        QVERIFY(!std::isnan(series.values.back()));
        QVERIFY(std::find(series.values.begin(), series.values.end(), 0.0) == series.values.end());
        // Power was reported all along: one break only, for the time gap.
        QCOMPARE(breaks(history.decimate(0, TelemetrySeries::PowerW, kStartNs, t, 2000)), 1);
    }

    void throttleReasonsAreOredAndAbsentWhenNotReported()
    {
        TelemetryHistory history;
        history.append(tick(kStartNs, 1, 90.0, std::nullopt));
        history.append(tick(kStartNs + kTickNs, 1, 90.0, 0x4));
        history.append(tick(kStartNs + 2 * kTickNs, 1, 90.0, 0x40));
        history.append(tick(kStartNs + 3 * kTickNs, 1, 90.0, 0x0));
        QCOMPARE(history.throttleReasonsBetween(0, kStartNs, kStartNs + 3 * kTickNs).value(),
                 std::uint64_t(0x44));
        QCOMPARE(history.throttleReasonsBetween(0, kStartNs + 3 * kTickNs, kStartNs + 9 * kTickNs)
                     .value(),
                 std::uint64_t(0));
        QVERIFY(!history.throttleReasonsBetween(0, kStartNs, kStartNs).has_value());
    }

    void rangeOfAMetric()
    {
        TelemetryHistory history;
        for (int i = 0; i < 20; ++i)
            history.append(tick(kStartNs + i * kTickNs, 2, double(i)));
        const auto range = history.range(1, TelemetrySeries::UtilPct, kStartNs + 5 * kTickNs,
                                         kStartNs + 9 * kTickNs);
        QVERIFY(range);
        QCOMPARE(range->first, 6.0);
        QCOMPARE(range->second, 10.0);
        QVERIFY(!history.range(1, TelemetrySeries::FanPct, kStartNs, kStartNs + kSecondNs));
    }

    void aReplacedGpuStartsAnEmptyHistory()
    {
        TelemetryHistory history;
        QSignalSpy gpusChanged(&history, &TelemetryHistory::gpusChanged);
        QSignalSpy appended(&history, &TelemetryHistory::appended);
        for (int i = 0; i < 10; ++i)
            history.append(tick(kStartNs + i * kTickNs, 2, 50.0));
        QCOMPARE(gpusChanged.count(), 1);
        QCOMPARE(appended.count(), 10); // one per batch, not per sample
        TelemetryBatch swapped = tick(kStartNs + 10 * kTickNs, 2, 50.0);
        swapped.gpus[1].uuid = QStringLiteral("GPU-other");
        history.append(swapped);
        QCOMPARE(gpusChanged.count(), 2);
        QCOMPARE(history.sampleCount(0), 11);
        QCOMPARE(history.sampleCount(1), 1);
        history.append(tick(kStartNs + 11 * kTickNs, 3, 50.0));
        QCOMPARE(history.gpuCount(), 3);
        QCOMPARE(gpusChanged.count(), 3);
    }

    void clockJitterKeepsOrderAndAStepBackRestarts()
    {
        TelemetryHistory history;
        history.append(tick(kStartNs, 1, 1.0));
        history.append(tick(kStartNs + kTickNs, 1, 2.0));
        history.append(tick(kStartNs + kTickNs / 2, 1, 3.0)); // NTP nudged the clock back
        QCOMPARE(history.sampleCount(0), 3);
        DecimatedSeries series =
            history.decimate(0, TelemetrySeries::UtilPct, kStartNs, kStartNs + kSecondNs, 100);
        QVERIFY(timeOrdered(series));
        QCOMPARE(series.values.back(), 3.0);
        history.append(tick(kStartNs - 3600 * kSecondNs, 1, 4.0)); // a replay started over
        QCOMPARE(history.sampleCount(0), 1);
        QCOMPARE(history.latest(0)->utilPct.value(), 4.0);
    }

    void errorWithoutSamplesIsTheProblemUntilSamplesFlow()
    {
        TelemetryHistory history;
        QSignalSpy status(&history, &TelemetryHistory::sourceStatusChanged);
        TelemetryBatch failed;
        failed.sourceId = QStringLiteral("nvidia-smi");
        failed.error = QStringLiteral("nvidia-smi: command not found");
        history.append(failed);
        QCOMPARE(history.problem(), failed.error);
        QCOMPARE(history.sourceId(), QStringLiteral("nvidia-smi"));
        QCOMPARE(history.gpuCount(), 0);
        QCOMPARE(status.count(), 1);
        history.append(tick(kStartNs, 1, 5.0));
        QVERIFY(history.problem().isEmpty());
        QCOMPARE(status.count(), 2);
    }

    void throttleReasonsByColumnMarkWhereThrottled()
    {
        TelemetryHistory history;
        for (int i = 0; i < 100; ++i) // throttled (power cap) for ticks 40-59 only
            history.append(tick(kStartNs + i * kTickNs, 1, 90.0, i >= 40 && i < 60 ? 0x4 : 0x0));
        const auto columns =
            history.throttleReasonsByColumn(0, kStartNs, kStartNs + 100 * kTickNs, 10);
        QCOMPARE(columns, (std::vector<std::uint64_t>{0, 0, 0, 0, 4, 4, 0, 0, 0, 0}));
        QCOMPARE(history.throttleReasonsByColumn(1, kStartNs, kStartNs + kSecondNs, 3),
                 (std::vector<std::uint64_t>{0, 0, 0}));
    }

    void loadsARecordedRunInTimeOrder()
    {
        RunTelemetry trace;
        trace.gpus = {gpu(0), gpu(1)};
        // As the notebook returns it, by GPU then time; one tick a second (recorded 1 in 10).
        for (int g = 1; g >= 0; --g) {
            for (int i = 0; i < 30; ++i) {
                GpuSample sample;
                sample.gpuIndex = g;
                sample.tNs = kStartNs + i * kSecondNs;
                sample.powerW = 100.0 * (g + 1) + i;
                trace.samples.push_back(sample);
            }
        }
        std::swap(trace.samples[3], trace.samples[7]); // out of order: still drawn in order
        TelemetryHistory history(64);
        QSignalSpy gpusChanged(&history, &TelemetryHistory::gpusChanged);
        history.loadRecording(trace);
        QCOMPARE(gpusChanged.count(), 1);
        QCOMPARE(history.gpuCount(), 2);
        QCOMPARE(history.sampleCount(0), 30);
        QCOMPARE(history.tickIntervalNs(), kSecondNs);
        QCOMPARE(history.oldestTNs(), kStartNs);
        QCOMPARE(history.newestTNs(), kStartNs + 29 * kSecondNs);
        const DecimatedSeries power =
            history.decimate(1, TelemetrySeries::PowerW, kStartNs, history.newestTNs(), 100);
        QVERIFY(timeOrdered(power));
        QCOMPARE(breaks(power), 0); // one-second ticks are not gaps in a one-second recording
        QCOMPARE(power.values.front(), 200.0);
        QCOMPARE(power.values.back(), 229.0);
        QCOMPARE(history.latest(0)->powerW.value(), 129.0);
    }

    void metricIdsRoundTrip()
    {
        for (int m = 0; m < kTelemetrySeriesCount; ++m) {
            const auto metric = static_cast<TelemetrySeries>(m);
            QCOMPARE(telemetrySeriesFromId(telemetrySeriesId(metric)), metric);
        }
        QVERIFY(!telemetrySeriesFromId(QStringLiteral("bogus")));
    }
};

QTEST_GUILESS_MAIN(TestTelemetryHistory)
#include "tst_telemetryhistory.moc"
