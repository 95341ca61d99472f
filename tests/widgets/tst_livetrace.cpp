// A run's recorded trace in the inspector: the summary in words (throttling named per GPU),
// a chart over the run's whole span decimated to its width, the empty case, and the
// inspector keeping a trace that arrives before its run.
#include "widgets/runs/runinspector.h"
#include "widgets/telemetry/runtelemetrytraceview.h"
#include "widgets/telemetry/telemetrychart.h"

#include "widgets/livetelemetryfixture.h"

#include <QLabel>
#include <QtTest>

using namespace lanebook;
using lanebook::test::LiveFixture;

namespace {

// `seconds` of a run on `gpus` GPUs recorded at 10 Hz, GPU 1 throttled, as the notebook
// returns it (by GPU, then time).
RunTelemetry recordedTrace(int gpus, int seconds)
{
    LiveFixture fixture;
    fixture.gpuCount = gpus;
    fixture.throttlingGpu = 1;
    RunTelemetry trace;
    std::vector<std::vector<GpuSample>> byGpu(static_cast<std::size_t>(gpus));
    for (int t = 0; t < seconds * 10; ++t) {
        const TelemetryBatch batch = fixture.batch(t);
        if (t == 0)
            trace.gpus = batch.gpus;
        for (const GpuSample &sample : batch.samples)
            byGpu[static_cast<std::size_t>(sample.gpuIndex)].push_back(sample);
    }
    for (const auto &samples : byGpu)
        trace.samples.insert(trace.samples.end(), samples.begin(), samples.end());
    return trace;
}

Run shownRun(qint64 id)
{
    Run run;
    run.id = id;
    run.label = QStringLiteral("glm5-nvfp4-c64");
    run.format = RunFormat::Lanebook;
    return run;
}

} // namespace

class TestLiveTrace : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void summarisesAndChartsTheWholeRun()
    {
        RunTelemetryTraceView view;
        view.resize(420, 320);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.showTrace(recordedTrace(2, 15 * 60)); // a 15-minute run: 9,000 samples a GPU
        QVERIFY(view.hasTrace());
        QCOMPARE(view.history()->sampleCount(0), 9000); // all of it, not the last 20 minutes'
        const QString summary = view.summaryText();
        QVERIFY2(summary.startsWith(QStringLiteral("2 GPU")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("14:59 recorded")), qPrintable(summary));
        QVERIFY2(
            summary.contains(QStringLiteral("GPU 1 throttled: power cap, HW thermal slowdown")),
            qPrintable(summary));
        QVERIFY2(!summary.contains(QStringLiteral("GPU 0 throttled")), qPrintable(summary));
        view.chart()->repaint();
        const int points = view.chart()->pointsPainted();
        QVERIFY(points > 100);
        QVERIFY2(points <= 2 * (2 * view.chart()->width() + 4),
                 qPrintable(QString::number(points)));
        QCOMPARE(view.chart()->legendTexts(),
                 (QStringList{QStringLiteral("GPU 0"), QStringLiteral("GPU 1")}));

        view.showTrace({});
        QVERIFY(!view.hasTrace());
        QCOMPARE(view.summaryText(), QStringLiteral("No telemetry was recorded with this run."));
    }

    void notThrottledIsSaidWhenReasonsWereRecorded()
    {
        RunTelemetryTraceView view;
        RunTelemetry trace = recordedTrace(1, 10);
        view.showTrace(trace);
        QVERIFY2(view.summaryText().endsWith(QStringLiteral("not throttled")),
                 qPrintable(view.summaryText()));
    }

    void inspectorShowsTheTraceOfTheRunItShows()
    {
        RunInspector inspector;
        inspector.resize(420, 800);
        inspector.show();
        RunTelemetryTraceView *trace = inspector.telemetryTrace();
        inspector.showRun(shownRun(7));
        QVERIFY(!trace->isVisible());
        inspector.showTelemetry(7, recordedTrace(2, 5));
        QVERIFY(trace->isVisible());
        // Another run: hidden until its own trace; a trace of no samples keeps it hidden.
        inspector.showRun(shownRun(8));
        QVERIFY(!trace->isVisible());
        inspector.showTelemetry(8, {});
        QVERIFY(!trace->isVisible());
        // The trace read may finish before the run's details: kept until that run is shown.
        inspector.showTelemetry(9, recordedTrace(2, 5));
        QVERIFY(!trace->isVisible());
        inspector.showRun(shownRun(9));
        QVERIFY(trace->isVisible());
        QCOMPARE(trace->history()->gpuCount(), 2);
        inspector.showMessage(QStringLiteral("Select a run"));
        QVERIFY(!trace->isVisible());
        inspector.showRun(shownRun(9)); // a pending trace is used once
        QVERIFY(!trace->isVisible());
    }

    // Notes read before their run (the smaller read) wait for it; the next run shows none of
    // the previous run's notes.
    void inspectorShowsTheNotesOfTheRunItShows()
    {
        RunInspector inspector;
        inspector.resize(420, 800);
        inspector.show();
        RunAnnotation note;
        note.kind = QStringLiteral("note");
        note.text = QStringLiteral("thermal throttling after 4 minutes");
        inspector.showAnnotations(9, {note});
        QVERIFY(!inspector.annotationsLabel()->isVisible());
        inspector.showRun(shownRun(9));
        QVERIFY(inspector.annotationsLabel()->isVisible());
        QVERIFY(
            inspector.annotationsLabel()->text().contains(QStringLiteral("thermal throttling")));
        inspector.showRun(shownRun(10));
        QVERIFY(!inspector.annotationsLabel()->isVisible());
        QVERIFY(inspector.annotationsLabel()->text().isEmpty());
        inspector.showAnnotations(9, {note}); // a late answer for a run no longer shown
        inspector.showRun(shownRun(10));
        QVERIFY(!inspector.annotationsLabel()->isVisible());
    }
};

QTEST_MAIN(TestLiveTrace)
#include "tst_livetrace.moc"
