// Benchmark (label bench): the Live tab under load. The real main window with the Live page
// shown, the real sampler reading the fake source's 8 GPUs at 10 Hz on its own thread, and
// 10 minutes of history pre-filled from the same synthetic waves. Over a measuring window
// (LANEBOOK_BENCH_SECONDS, default 20; 5 with LANEBOOK_BENCH_SMOKE=1) it prints the GUI thread's
// CPU use (getrusage RUSAGE_THREAD, user + system, against wall time), the frames painted, and the
// worst frame (the dispatch of a window's UpdateRequest, which paints every dirty widget)
// and the worst event of any kind on the GUI thread, each in wall and in CPU time. Budget
// (the issue): under 10 % of one core, no frame over 16 ms. Checked: the CPU share, and every
// frame's CPU time; the frames' wall time too with LANEBOOK_BENCH_WALL_FRAMES=1 (on a shared,
// loaded machine the scheduler's preemption, not the frame's work, decides the wall time).
// A frame over budget is measured again: a second window of the same length must have one too
// before the bench fails. CI's 2-core VM once put 35.5 ms of CPU on one frame of 48 (median
// 3.8 ms) that no local run of 60 s came near (worst 8.2 ms of 622); a hypervisor's stolen time
// is charged to the thread that was running. Work the frames really do repeats in every window.
#include "app/gui/telemetrywiring.h"
#include "benchsize.h"
#include "models/telemetry/synthetictelemetry.h"
#include "models/telemetry/telemetryhistory.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/telemetry/gpumetersbar.h"
#include "widgets/telemetry/livetelemetrypage.h"
#include "widgets/telemetry/redrawclock.h"
#include "widgets/telemetry/telemetrychart.h"

#include <QApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QtTest>

#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <vector>

using namespace lanebook;

namespace {

constexpr int kGpus = 8;
constexpr int kHz = 10;
constexpr std::int64_t kTickNs = 1'000'000'000 / kHz;
constexpr int kHistoryTicks = 10 * 60 * kHz;
constexpr double kFrameBudgetMs = 16.0;

double threadCpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_THREAD, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

qint64 threadCpuNs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return qint64(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

// Times every top-level event dispatch on the GUI thread while `measuring` is set.
class TimingApplication : public QApplication
{
public:
    using QApplication::QApplication;

    bool notify(QObject *receiver, QEvent *event) override
    {
        if (!measuring || depth > 0) {
            ++depth;
            const bool handled = QApplication::notify(receiver, event);
            --depth;
            return handled;
        }
        const QEvent::Type type = event->type();
        QElapsedTimer timer;
        timer.start();
        const qint64 cpuStartNs = threadCpuNs();
        ++depth;
        const bool handled = QApplication::notify(receiver, event);
        --depth;
        const qint64 ns = timer.nsecsElapsed();
        worstEventNs = std::max(worstEventNs, ns);
        if (type == QEvent::UpdateRequest && receiver->isWidgetType()) {
            frameNs.push_back(ns);
            // The same frame in CPU time: what a loaded machine's preemption adds is the rest.
            frameCpuNs.push_back(threadCpuNs() - cpuStartNs);
        }
        return handled;
    }

    bool measuring = false;
    int depth = 0;
    qint64 worstEventNs = 0;
    std::vector<qint64> frameNs;
    std::vector<qint64> frameCpuNs;
};

} // namespace

class TestLiveTabBench : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eightGpusAtTenHertzWithTenMinutesOfHistory()
    {
        auto *app = static_cast<TimingApplication *>(QCoreApplication::instance());
        qputenv("LANEBOOK_FAKE_GPUS", QByteArray::number(kGpus));
        MainWindow window;
        window.resize(1600, 1000);
        window.setNotebookInfo(QStringLiteral("/bench/live.lanebook"),
                               0); // the tabs, not the welcome
        TelemetryWiring live(&window, QStringLiteral("fake"));
        live.page()->setWindowNs(10LL * 60 * 1'000'000'000);
        live.page()->setChartSeries(TelemetrySeries::PowerW);

        // Ten minutes of the fake source's own waves, ending now, before its first live tick.
        QElapsedTimer fillTimer;
        fillTimer.start();
        const std::int64_t nowNs = QDateTime::currentMSecsSinceEpoch() * 1'000'000;
        const std::int64_t startNs = nowNs - kHistoryTicks * kTickNs;
        for (int t = 0; t < kHistoryTicks; ++t) {
            TelemetryBatch batch;
            batch.sourceId = QStringLiteral("fake");
            batch.tNs = startNs + t * kTickNs;
            for (int g = 0; g < kGpus; ++g) {
                batch.gpus.push_back(syntheticGpu(g));
                batch.samples.push_back(syntheticSample(g, batch.tNs, startNs));
            }
            live.history()->append(batch);
        }
        const double fillMs = double(fillTimer.nsecsElapsed()) / 1e6;

        window.show();
        window.showPage(live.page());
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Live ticks join the history without resetting it (same GPUs, later times).
        const int filled = live.history()->sampleCount(0);
        QTRY_VERIFY_WITH_TIMEOUT(live.history()->sampleCount(0) > filled + 5, 10000);
        QCOMPARE(live.page()->cards().size(), std::size_t(kGpus));
        QVERIFY(live.history()->newestTNs() - live.history()->oldestTNs() >=
                10LL * 60 * 1'000'000'000);
        QTest::qWait(1000); // settle

        // Smoke: 5 s, still 50 ticks and about as many redraws of the same ten minutes of
        // history at the same rate; the CPU share is a rate, and each frame is checked alone.
        const int seconds = qEnvironmentVariableIntValue("LANEBOOK_BENCH_SECONDS") > 0
                                ? qEnvironmentVariableIntValue("LANEBOOK_BENCH_SECONDS")
                                : test::benchSize(20, 5);
        const int ticksBefore = live.history()->sampleCount(0);
        const int redrawsBefore = live.page()->redrawClock()->redrawCount();
        app->frameNs.clear();
        app->frameCpuNs.clear();
        app->worstEventNs = 0;
        app->measuring = true;
        QElapsedTimer wall;
        wall.start();
        const double cpuStart = threadCpuSeconds();
        QTest::qWait(seconds * 1000);
        const double cpuSeconds = threadCpuSeconds() - cpuStart;
        const double wallSeconds = double(wall.nsecsElapsed()) / 1e9;
        app->measuring = false;

        std::vector<qint64> frames = app->frameNs;
        std::sort(frames.begin(), frames.end());
        const auto percentileMs = [&frames](double p) {
            if (frames.empty())
                return 0.0;
            const auto at = std::min(frames.size() - 1, std::size_t(p * double(frames.size())));
            return double(frames[at]) / 1e6;
        };
        const double cpuPct = 100.0 * cpuSeconds / wallSeconds;
        const double worstFrameMs = frames.empty() ? 0.0 : double(frames.back()) / 1e6;
        const auto worstCpuMs = [app] {
            return app->frameCpuNs.empty()
                       ? 0.0
                       : double(*std::max_element(app->frameCpuNs.begin(), app->frameCpuNs.end())) /
                             1e6;
        };
        const double worstFrameCpuMs = worstCpuMs();
        const int ticks = live.history()->sampleCount(0) - ticksBefore;
        const int redraws = live.page()->redrawClock()->redrawCount() - redrawsBefore;
        qInfo().noquote() << QStringLiteral("live tab bench: %1 GPUs, %2 ticks of history per GPU "
                                            "(filled in %3 ms), window %4 x %5, measured %6 s")
                                 .arg(kGpus)
                                 .arg(live.history()->sampleCount(0))
                                 .arg(fillMs, 0, 'f', 0)
                                 .arg(window.width())
                                 .arg(window.height())
                                 .arg(wallSeconds, 0, 'f', 1);
        qInfo().noquote() << QStringLiteral(
                                 "  ticks received: %1 (%2 Hz); page redraws: %3 (%4 Hz); "
                                 "frames painted: %5")
                                 .arg(ticks)
                                 .arg(ticks / wallSeconds, 0, 'f', 1)
                                 .arg(redraws)
                                 .arg(redraws / wallSeconds, 0, 'f', 1)
                                 .arg(frames.size());
        qInfo().noquote() << QStringLiteral("  GUI thread CPU: %1 % of one core (%2 s in %3 s)")
                                 .arg(cpuPct, 0, 'f', 1)
                                 .arg(cpuSeconds, 0, 'f', 2)
                                 .arg(wallSeconds, 0, 'f', 1);
        qInfo().noquote() << QStringLiteral("  frame time: median %1 ms, p99 %2 ms, worst %3 ms; "
                                            "worst GUI-thread event %4 ms; worst frame in "
                                            "CPU time %5 ms")
                                 .arg(percentileMs(0.5), 0, 'f', 2)
                                 .arg(percentileMs(0.99), 0, 'f', 2)
                                 .arg(worstFrameMs, 0, 'f', 2)
                                 .arg(double(app->worstEventNs) / 1e6, 0, 'f', 2)
                                 .arg(worstFrameCpuMs, 0, 'f', 2);

        QVERIFY(ticks > seconds * kHz / 2);   // the sampler kept up
        QVERIFY(redraws > seconds * kHz / 2); // and the page redrew
        QVERIFY2(cpuPct < 10.0, qPrintable(QStringLiteral("GUI thread at %1 %").arg(cpuPct)));
        double againWorstFrameCpuMs = 0.0;
        if (worstFrameCpuMs >= kFrameBudgetMs) {
            app->frameCpuNs.clear();
            app->measuring = true;
            QTest::qWait(seconds * 1000);
            app->measuring = false;
            againWorstFrameCpuMs = worstCpuMs();
            qInfo().noquote() << QStringLiteral("  measured again, %1 s: %2 frames, worst frame in "
                                                "CPU time %3 ms")
                                     .arg(seconds)
                                     .arg(app->frameCpuNs.size())
                                     .arg(againWorstFrameCpuMs, 0, 'f', 2);
            QVERIFY(app->frameCpuNs.size() > std::size_t(seconds * kHz / 2));
        }
        QVERIFY2(worstFrameCpuMs < kFrameBudgetMs || againWorstFrameCpuMs < kFrameBudgetMs,
                 qPrintable(QStringLiteral("a frame took %1 ms of CPU, and %2 ms when measured "
                                           "again")
                                .arg(worstFrameCpuMs)
                                .arg(againWorstFrameCpuMs)));
        if (qEnvironmentVariableIntValue("LANEBOOK_BENCH_WALL_FRAMES") == 1)
            QVERIFY2(worstFrameMs < kFrameBudgetMs,
                     qPrintable(QStringLiteral("a frame took %1 ms").arg(worstFrameMs)));
    }
};

int main(int argc, char *argv[])
{
    TimingApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    TestLiveTabBench test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_livetabbench.moc"
