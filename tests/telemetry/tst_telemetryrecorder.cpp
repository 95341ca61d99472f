// TelemetryRecorder: windows of a run's GPUs, downsampling, and appends from one thread while
// windows open and close on others (as the GUI thread feeds side-by-side wave arms).
#include "backends/telemetry/telemetryrecorder.h"

#include <QtTest>

#include <atomic>
#include <thread>

using namespace lanebook;

namespace {

TelemetryBatch threeGpus()
{
    TelemetryBatch batch;
    batch.sourceId = QStringLiteral("fake");
    for (int i = 0; i < 3; ++i) {
        GpuIdentity gpu;
        gpu.index = i;
        gpu.uuid = QStringLiteral("GPU-%1").arg(i);
        batch.gpus.push_back(gpu);
        GpuSample s;
        s.gpuIndex = i;
        s.utilPct = 10.0 * i;
        batch.samples.push_back(s);
    }
    return batch;
}

} // namespace

class TestTelemetryRecorder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keepsEachWindowsGpus();
    void windowsOnOtherThreadsLoseNothing();
};

void TestTelemetryRecorder::keepsEachWindowsGpus()
{
    TelemetryRecorder recorder;
    const TelemetryBatch batch = threeGpus();
    GpuSample empty; // the tool hung for GPU 2 this tick: nothing to keep
    empty.gpuIndex = 2;

    recorder.append(batch); // before any window: counted, kept nowhere
    const int gpu1 = recorder.begin({1});
    const int every = recorder.begin({});
    recorder.setRecordEveryNth(2);
    for (int tick = 0; tick < 4; ++tick)
        recorder.append(batch);
    QCOMPARE(recorder.batchesSeen(), quint64(5));

    const std::vector<TelemetryBatch> one = recorder.end(gpu1);
    QCOMPARE(one.size(), size_t(2)); // one tick in two
    for (const TelemetryBatch &b : one) {
        QCOMPARE(b.gpus.size(), size_t(1));
        QCOMPARE(b.gpus[0].index, 1);
        QCOMPARE(b.samples.size(), size_t(1));
        QCOMPARE(b.samples[0].gpuIndex, 0); // re-pointed at the kept identity
        QCOMPARE(*b.samples[0].utilPct, 10.0);
    }
    QVERIFY(recorder.end(gpu1).empty()); // a closed window gives nothing twice
    const std::vector<TelemetryBatch> all = recorder.end(every);
    QCOMPARE(all.size(), size_t(2));
    QCOMPARE(all[0].samples.size(), size_t(3));

    TelemetryBatch hung = batch;
    hung.samples[2] = empty;
    QCOMPARE(TelemetryRecorder::onlyGpus(hung, {}).samples.size(), size_t(2));
    QCOMPARE(TelemetryRecorder::onlyGpus(hung, {2}).samples.size(), size_t(0));
}

void TestTelemetryRecorder::windowsOnOtherThreadsLoseNothing()
{
    TelemetryRecorder recorder;
    const TelemetryBatch batch = threeGpus();
    constexpr int kTicks = 2000;
    std::atomic<bool> go{false};
    const int before = recorder.begin({0});
    std::thread feeder([&] {
        while (!go)
            std::this_thread::yield();
        for (int tick = 0; tick < kTicks; ++tick) {
            TelemetryBatch b = batch;
            b.tNs = tick + 1;
            recorder.append(b);
        }
    });
    // Meanwhile short windows open and close, as wave arms start and end.
    std::thread arms([&] {
        go = true;
        for (int i = 0; i < 200; ++i)
            recorder.end(recorder.begin({i % 3}));
    });
    arms.join();
    feeder.join();
    const std::vector<TelemetryBatch> kept = recorder.end(before);
    QCOMPARE(kept.size(), size_t(kTicks));
    for (int tick = 0; tick < kTicks; ++tick)
        QCOMPARE(kept[std::size_t(tick)].tNs, std::int64_t(tick + 1)); // in arrival order
    QCOMPARE(recorder.batchesSeen(), quint64(kTicks));
}

QTEST_GUILESS_MAIN(TestTelemetryRecorder)
#include "tst_telemetryrecorder.moc"
