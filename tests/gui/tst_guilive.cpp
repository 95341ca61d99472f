// The Live tab end to end, offscreen: the real main window and composition root, the real
// telemetry sampler on its own thread reading the fake source's eight GPUs; a source that
// cannot open says why on the page and in the status bar; a run's recorded trace, stored in
// a real SQLite notebook, reaches the inspector. Screenshots go to LANEBOOK_SCREENSHOT_DIR.
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "app/gui/telemetrywiring.h"
#include "backends/notebook/notebookstore.h"
#include "backends/telemetry/telemetrysampler.h"
#include "backends/telemetry/telemetrysource.h"
#include "models/telemetry/synthetictelemetry.h"
#include "widgets/runs/runinspector.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/telemetry/gpucard.h"
#include "widgets/telemetry/gpumetersbar.h"
#include "widgets/telemetry/gputelemetrystrip.h"
#include "widgets/telemetry/gputelemetrystriplist.h"
#include "widgets/telemetry/livetelemetrypage.h"
#include "widgets/telemetry/redrawclock.h"
#include "widgets/telemetry/runtelemetrytraceview.h"
#include "widgets/telemetry/telemetrychart.h"

#include "models/runtable/runfilterproxymodel.h"
#include "widgets/livetelemetryfixture.h"

#include "testutils.h"
#include <QComboBox>
#include <QDateTime>
#include <QDockWidget>
#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>

#include <QtTest>

using namespace lanebook;

namespace {

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(widget->grab().save(dir + u'/' + name));
}

} // namespace

class TestGuiLive : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_settings = std::make_unique<Settings>(m_dir->filePath(QStringLiteral("settings.ini")));
        qputenv("LANEBOOK_FAKE_GPUS", "8");
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1600, 1000);
        m_root = std::make_unique<CompositionRoot>(m_window.get(), m_settings.get());
        m_live = m_root->findChild<TelemetryWiring *>();
        QVERIFY(m_live);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        m_root.reset();
        m_window.reset();
        m_settings.reset();
        m_dir.reset();
    }

    void fakeSourceFillsTheLiveTab()
    {
        auto *tabs = m_window->findChild<QTabWidget *>();
        QVERIFY(tabs);
        const int liveTab = tabs->indexOf(m_live->page());
        QVERIFY(liveTab >= 0);
        QCOMPARE(tabs->tabText(liveTab), QStringLiteral("Live"));
        openEmptyNotebook(); // the tabs show once a notebook is open
        m_live->startSource(QStringLiteral("fake"));
        m_window->showPage(m_live->page());
        QTRY_COMPARE_WITH_TIMEOUT(m_live->page()->cards().size(), std::size_t(8), 10000);
        QVERIFY(!m_live->page()->showsNoTelemetry());
        // Ticks keep coming from the sampler's thread, and the page keeps up.
        const std::int64_t first = m_live->history()->newestTNs();
        QTRY_VERIFY_WITH_TIMEOUT(m_live->history()->sampleCount(0) >= 20, 10000);
        QVERIFY(m_live->history()->newestTNs() > first);
        // Redrawn while ticks arrive (the clock is dirty again at every tick: no idle wait).
        const int redraws = m_live->page()->redrawClock()->redrawCount();
        QTRY_VERIFY(m_live->page()->redrawClock()->redrawCount() > redraws);
        const GpuCard *card = m_live->page()->cards().at(3);
        QVERIFY(card->title().startsWith(QStringLiteral("GPU 3")));
        QVERIFY(card->valueText(TelemetrySeries::UtilPct).endsWith(QStringLiteral("%")));
        QVERIFY(!card->throttleText().isEmpty());
        QVERIFY(m_live->page()->statusText().startsWith(QStringLiteral("fake · 8 GPU")));
        // The status-bar meters see the same GPUs.
        QVERIFY(m_live->meters()->isVisible());
        QVERIFY(m_live->meters()->meterText(7).startsWith(QStringLiteral("GPU 7")));
        // The wave monitor's strips.
        std::unique_ptr<QWidget> strips(m_live->createGpuStrips());
        auto *list = qobject_cast<GpuTelemetryStripList *>(strips.get());
        QVERIFY(list);
        QCOMPARE(list->strips().size(), std::size_t(8));
        QVERIFY(list->strips().at(2)->text().startsWith(QStringLiteral("GPU 2 · ")));
        saveScreenshot(m_window.get(), QStringLiteral("guilive-fake.png"));
    }

    void liveTicksContinueAPrefilledHistory()
    {
        // Five minutes of the fake source's own waves, ending now, then the sampler's ticks:
        // the same GPUs at later times extend the history instead of starting it over.
        openEmptyNotebook();
        m_live->startSource(QStringLiteral("fake"));
        m_window->showPage(m_live->page());
        const std::int64_t tickNs = 100'000'000;
        const int ticks = 5 * 60 * 10;
        const std::int64_t startNs =
            QDateTime::currentMSecsSinceEpoch() * 1'000'000 - ticks * tickNs;
        for (int t = 0; t < ticks; ++t) {
            TelemetryBatch batch;
            batch.sourceId = QStringLiteral("fake");
            batch.tNs = startNs + t * tickNs;
            for (int g = 0; g < 8; ++g) {
                batch.gpus.push_back(syntheticGpu(g));
                batch.samples.push_back(syntheticSample(g, batch.tNs, startNs));
            }
            m_live->history()->append(batch);
        }
        QTRY_VERIFY_WITH_TIMEOUT(m_live->history()->sampleCount(0) > ticks + 10, 10000);
        QCOMPARE(m_live->page()->cards().size(), std::size_t(8));
        QVERIFY(m_live->history()->newestTNs() - m_live->history()->oldestTNs() >= ticks * tickNs);
        const int redraws = m_live->page()->redrawClock()->redrawCount();
        QTRY_VERIFY(m_live->page()->redrawClock()->redrawCount() > redraws);
    }

    void screenshotOfFiveMinutesOfEightGpus()
    {
        // The picture in resources/screenshots: the fake source's waves over five minutes, GPU 1
        // hot and throttled, the docks closed. The sampler is stopped so that the cards' values
        // and the charts come from the same waves.
        if (qEnvironmentVariableIsEmpty("LANEBOOK_SCREENSHOT_DIR"))
            QSKIP("set LANEBOOK_SCREENSHOT_DIR for the screenshot");
        openEmptyNotebook();
        m_live->startSource(QStringLiteral("fake"));
        m_live->sampler()->stop();
        QTRY_VERIFY(!m_live->history()->sourceId().isEmpty());
        QTest::qWait(300);
        m_live->history()->clear();
        const std::int64_t tickNs = 100'000'000;
        const int ticks = 5 * 60 * 10;
        const std::int64_t startNs =
            QDateTime::currentMSecsSinceEpoch() * 1'000'000 - ticks * tickNs;
        for (int t = 0; t < ticks; ++t) {
            TelemetryBatch batch;
            batch.sourceId = QStringLiteral("fake");
            batch.tNs = startNs + t * tickNs;
            for (int g = 0; g < 8; ++g) {
                batch.gpus.push_back(syntheticGpu(g));
                batch.samples.push_back(
                    syntheticSample(g, batch.tNs, startNs - 5 * 60 * 1'000'000'000LL));
            }
            m_live->history()->append(batch);
        }
        for (QDockWidget *dock : m_window->findChildren<QDockWidget *>())
            dock->hide();
        m_live->page()->setChartSeries(TelemetrySeries::TemperatureC);
        m_window->showPage(m_live->page());
        QTRY_VERIFY(!m_live->page()->redrawClock()->isDirty());
        QVERIFY(m_live->page()->cards().at(1)->isThrottling() ||
                m_live->history()->throttleReasonsBetween(1, startNs, startNs + ticks * tickNs));
        m_window->statusBar()->clearMessage(); // "telemetry stopped": true, but not the point
        QTest::qWait(200);
        saveScreenshot(m_window.get(), QStringLiteral("live-tab.png"));
    }

    // The source picked on the Live page is the one the next start opens.
    void chosenSourceIsRememberedAcrossRestarts()
    {
        openEmptyNotebook();
        // Nothing chosen yet: the default (the test suite sets LANEBOOK_TELEMETRY_SOURCE=none).
        QCOMPARE(m_live->sourceSpec(), TelemetrySourceOptions::defaultSourceSpec());
        if (m_live->sourceSpec() == QLatin1String("none"))
            QTRY_VERIFY(m_live->page()->showsNoTelemetry());
        auto *combo = m_live->page()->findChild<QComboBox *>(QStringLiteral("liveSource"));
        QVERIFY(combo);
        const int fake = combo->findData(QStringLiteral("fake"));
        QVERIFY(fake >= 0);
        combo->setCurrentIndex(fake);
        Q_EMIT combo->activated(fake); // as a click on the item does
        QCOMPARE(m_live->sourceSpec(), QStringLiteral("fake"));
        QCOMPARE(m_settings->telemetrySource(), QStringLiteral("fake"));

        m_root.reset();
        m_window = std::make_unique<MainWindow>();
        m_root = std::make_unique<CompositionRoot>(m_window.get(), m_settings.get());
        m_live = m_root->findChild<TelemetryWiring *>();
        QVERIFY(m_live);
        QCOMPARE(m_live->sourceSpec(), QStringLiteral("fake"));
        QTRY_COMPARE_WITH_TIMEOUT(m_live->history()->gpuCount(), 8, 10000);
    }

    void aSourceThatCannotOpenSaysWhy()
    {
        QTemporaryDir emptyPath;
        const QByteArray oldPath = qgetenv("PATH");
        qputenv("PATH", emptyPath.path().toLocal8Bit()); // no nvidia-smi anywhere
        openEmptyNotebook();
        m_live->startSource(QStringLiteral("nvidia-smi"));
        m_window->showPage(m_live->page());
        QTRY_VERIFY_WITH_TIMEOUT(!m_live->history()->problem().isEmpty(), 10000);
        qputenv("PATH", oldPath);
        QVERIFY(m_live->page()->showsNoTelemetry());
        QVERIFY(m_live->page()->findChild<QLabel *>(QStringLiteral("liveMessage"))->isVisible());
        const QString status = m_live->page()->statusText();
        QVERIFY2(status.startsWith(QStringLiteral("No GPU telemetry: ")), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("nvidia-smi")), qPrintable(status));
        QVERIFY(m_live->page()->cards().empty());
        saveScreenshot(m_live->page(), QStringLiteral("guilive-no-source.png"));
    }

    void inspectorShowsARunsRecordedTrace()
    {
        const QString path = m_dir->filePath(QStringLiteral("trace.lanebook"));
        qint64 runId = 0;
        {
            NotebookStore store;
            QVERIFY2(store.open(path), qPrintable(store.lastError()));
            Run run;
            run.label = QStringLiteral("gemma4-q8-gpu0-20260702T231635Z");
            run.model = QStringLiteral("google/gemma-4");
            run.format = RunFormat::Lanebook;
            run.setMetric(QStringLiteral("output_tok_per_s"), 1234.5);
            const Expected<qint64> id = store.runs().insertRun(run);
            LANEBOOK_VERIFY_EXPECTED(id);
            runId = *id;
            test::LiveFixture fixture;
            fixture.gpuCount = 2;
            fixture.throttlingGpu = 1;
            std::vector<TelemetryBatch> batches;
            for (int t = 0; t < 600; t += 10) // a minute, recorded at 1 Hz
                batches.push_back(fixture.batch(t));
            LANEBOOK_VERIFY_EXPECTED(store.telemetry().store(runId, batches));
        }
        QSignalSpy shown(m_live, &TelemetryWiring::traceShown);
        m_root->openNotebook(path);
        RunFilterProxyModel *proxy = m_window->runsPage()->proxy();
        QTRY_COMPARE(proxy->rowCount(), 1);
        m_window->showPage(m_window->runsPage());
        QTableView *table = m_window->runsPage()->table();
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualRect(proxy->index(0, 0)).center());
        QTRY_COMPARE(shown.count(), 1);
        QCOMPARE(shown.at(0).at(1).toInt(), 2 * 60);
        QTRY_COMPARE(m_window->inspector()->runId(), runId);
        RunTelemetryTraceView *trace = m_window->inspector()->telemetryTrace();
        QVERIFY(trace->isVisible());
        QVERIFY(trace->hasTrace());
        QCOMPARE(trace->history()->gpuCount(), 2);
        const QString summary = trace->summaryText();
        QVERIFY2(summary.contains(QStringLiteral("0:59 recorded")), qPrintable(summary));
        QVERIFY2(
            summary.contains(QStringLiteral("GPU 1 throttled: power cap, HW thermal slowdown")),
            qPrintable(summary));
        saveScreenshot(m_window.get(), QStringLiteral("guilive-inspector-trace.png"));

        // Showing another run hides the section until its own trace comes.
        m_window->inspector()->showMessage(QStringLiteral("Select a run"));
        QVERIFY(!trace->isVisible());
        QVERIFY(!trace->hasTrace());
    }

private:
    void openEmptyNotebook()
    {
        const QString path = m_dir->filePath(QStringLiteral("empty.lanebook"));
        m_root->createNotebook(path);
        QTRY_COMPARE(m_window->notebookPath(), QFileInfo(path).absoluteFilePath());
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<CompositionRoot> m_root;
    TelemetryWiring *m_live = nullptr;
};

QTEST_MAIN(TestGuiLive)
#include "tst_guilive.moc"
