// A wave's runs carry their own GPUs' telemetry: real mock servers over loopback, a real
// sampler thread reading the fake source (a replayed two-GPU capture in which GPU 1 is
// throttled under load, or the simulated GPUs that follow the load the wave reports), a real
// SQLite notebook, and the thermal/clocks gate judging each run with what was recorded.
#include "wavetestsupport.h"

#include "backends/notebook/notebookstore.h"
#include "backends/telemetry/backgroundsampler.h"
#include "backends/telemetry/telemetryrecorder.h"
#include "backends/waves/waveexecution.h"
#include "models/waves/exampleplans.h"
#include "models/waves/waveplanjson.h"
#include "testutils.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

// Synthetic A100 ×2 capture: idle and load sections replayed a second each; under load GPU 1
// reports 0x44 (SW power cap | HW thermal slowdown) at 1155 MHz, GPU 0 no reason.
QString throttlingCapture()
{
    return dataPath(QStringLiteral(
        "synthetic/fake-nvidia-smi/captures/linux-x86_64__nvidia-a100-sxm4-80gb__550.127.05.txt"));
}

WavePlan planFrom(const nlohmann::json &json)
{
    const WavePlanParse parsed = wavePlanFromJson(json);
    if (!parsed.plan)
        qFatal("test plan refused: %s", qPrintable(parsed.errors.join(u'\n')));
    return *parsed.plan;
}

std::optional<GateResult> gate(const std::vector<GateResult> &gates, GateId id)
{
    for (const GateResult &g : gates) {
        if (g.gate == id)
            return g;
    }
    return std::nullopt;
}

} // namespace

class TestWaveTelemetry : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString pidDirectory() const
    {
        return m_dir.filePath(QStringLiteral("servers-") +
                              QString::fromLatin1(QTest::currentTestFunction()));
    }

private Q_SLOTS:
    void sideBySideRunsRecordTheirOwnGpus();
    void waveWithoutTelemetrySaysSoOnce();
    void exampleWaveOnFakeGpusIsValid();
};

void TestWaveTelemetry::sideBySideRunsRecordTheirOwnGpus()
{
    // About two seconds per run (12 requests × 16 tokens × 10 ms, one stream): long enough
    // to see both the idle and the load section of the replayed capture.
    nlohmann::json json = twoArmPlan(mockConfig("slow", 10.0), mockConfig("fast", 10.0));
    json["execution"] = "side_by_side";
    json["workload"]["concurrency"] = {1};
    json["workload"]["requests"] = 12;
    json["repeats"] = 2;
    const WavePlan plan = planFrom(json);
    const QString notebook = m_dir.filePath(QStringLiteral("side-by-side.lanebook"));

    TelemetryRecorder recorder;
    BackgroundSampler sampler(recorder);
    QVERIFY2(sampler.start(QStringLiteral("fake=") + throttlingCapture(), 10),
             qPrintable(sampler.status()));
    QStringList notes;
    WaveObserver observer;
    observer.noted = [&notes](const QString &message) { notes << message; };
    WaveControl control;
    WaveOptions options{pidDirectory()};
    options.telemetry = &recorder;
    const WaveOutcome outcome = executeWave(plan, notebook, control, observer, options);
    QVERIFY2(outcome.errors.isEmpty(), qPrintable(outcome.errors.join(u'\n')));
    QCOMPARE(outcome.count(WaveStepOutcome::Recorded), 4);
    QVERIFY2(notes.filter(QStringLiteral("No GPU telemetry")).isEmpty(),
             qPrintable(notes.join(u'\n')));

    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    const std::vector<WaveRunPlacement> placements = store.waves().placements(outcome.waveId);
    QCOMPARE(placements.size(), size_t(4));
    for (const WaveRunPlacement &placement : placements) {
        const std::optional<Run> run = store.runs().run(placement.runId);
        QVERIFY(run);
        const QString arm = QString::fromStdString(run->extra.value("arm", std::string()));
        const int ownGpu = arm == QLatin1String("A") ? 0 : 1;
        const QByteArray what = (run->label + QStringLiteral(" (arm ") + arm + u')').toUtf8();

        // The trace: only the arm's GPU, about ten samples a second of its load.
        const RunTelemetry trace = store.telemetry().ofRun(placement.runId).valueOr({});
        QVERIFY2(trace.samples.size() >= 10, what.constData());
        QCOMPARE(trace.gpus.size(), size_t(1));
        QCOMPARE(trace.gpus[0].index, ownGpu);
        QCOMPARE(trace.gpus[0].name, QStringLiteral("NVIDIA A100-SXM4-80GB"));

        // The telemetry summary, in the stored run.
        for (const char *metric : {"gpu_util_pct_mean", "power_w_mean", "sm_clock_mhz_min",
                                   "temperature_c_max", "memory_used_bytes_max"})
            QVERIFY2(run->metricValue(QString::fromLatin1(metric)),
                     QByteArray(what + ": no " + metric).constData());
        QCOMPARE(*run->metricValue(QStringLiteral("temperature_c_max")), ownGpu == 1 ? 86.0 : 67.0);

        // The thermal/clocks gate judged it with that evidence.
        const std::optional<GateResult> thermal =
            gate(store.judgements().runGates(placement.runId), GateId::ThermalClocks);
        QVERIFY2(thermal, what.constData());
        QVERIFY2(!thermal->missingEvidence(), qPrintable(thermal->reason));
        if (ownGpu == 1) {
            QCOMPARE(thermal->outcome, GateOutcome::Fail);
            QVERIFY2(thermal->reason.contains(QLatin1String("HW thermal slowdown")),
                     qPrintable(thermal->reason));
        } else {
            // GPU 0 never throttled (its clock still moved from idle to load).
            QVERIFY2(!thermal->reason.contains(QLatin1String("throttled")),
                     qPrintable(thermal->reason));
        }
    }
}

void TestWaveTelemetry::waveWithoutTelemetrySaysSoOnce()
{
    nlohmann::json json = twoArmPlan(mockConfig("slow", 1.0), mockConfig("fast", 1.0));
    json["workload"]["concurrency"] = {1};
    json["repeats"] = 2;
    const WavePlan plan = planFrom(json);
    const QString notebook = m_dir.filePath(QStringLiteral("no-telemetry.lanebook"));
    QStringList notes;
    WaveObserver observer;
    observer.noted = [&notes](const QString &message) { notes << message; };
    WaveControl control;
    WaveOptions options{pidDirectory()};
    options.telemetryUnavailable = QStringLiteral("no GPU telemetry source is available here");
    const WaveOutcome outcome = executeWave(plan, notebook, control, observer, options);
    QVERIFY2(outcome.errors.isEmpty(), qPrintable(outcome.errors.join(u'\n')));
    QCOMPARE(outcome.count(WaveStepOutcome::Recorded), 4);
    const QStringList said = notes.filter(QStringLiteral("No GPU telemetry"));
    QCOMPARE(said.size(), 1);
    QVERIFY(said.first().contains(options.telemetryUnavailable));

    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    for (const WaveRunPlacement &placement : store.waves().placements(outcome.waveId)) {
        QVERIFY(store.telemetry().ofRun(placement.runId).valueOr({}).samples.empty());
        const std::optional<Run> run = store.runs().run(placement.runId);
        QVERIFY(run && !run->metricValue(QStringLiteral("sm_clock_mhz_min")));
        const std::optional<GateResult> thermal =
            gate(store.judgements().runGates(placement.runId), GateId::ThermalClocks);
        QVERIFY(thermal);
        QVERIFY2(thermal->missingEvidence(), qPrintable(thermal->reason));
    }
}

void TestWaveTelemetry::exampleWaveOnFakeGpusIsValid()
{
    // What File > New from Example runs in the demo (the plan as the planner opens it, each
    // server on the port it picks), with the fake source the demo starts: GPU 0 cool, GPU 1
    // the warm one.
    const WavePlan plan = mockExampleWavePlan(QStringLiteral(LANEBOOK_MOCK_SERVER_PATH), 0);
    const QString notebook = m_dir.filePath(QStringLiteral("example.lanebook"));
    TelemetryRecorder recorder;
    BackgroundSampler sampler(recorder);
    QVERIFY2(sampler.start(QStringLiteral("fake"), 10), qPrintable(sampler.status()));
    QStringList notes;
    WaveObserver observer;
    observer.noted = [&notes](const QString &message) { notes << message; };
    WaveControl control;
    WaveOptions options{pidDirectory()};
    options.telemetry = &recorder;
    const WaveOutcome outcome = executeWave(plan, notebook, control, observer, options);
    QVERIFY2(outcome.status == WaveStatus::Finished, qPrintable(outcome.errors.join(u'\n')));
    QCOMPARE(outcome.count(WaveStepOutcome::Recorded), 12);
    QVERIFY2(notes.filter(QStringLiteral("No GPU telemetry")).isEmpty(),
             qPrintable(notes.join(u'\n')));

    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    QStringList compare{QStringLiteral("--notebook"), notebook, QStringLiteral("--json"),
                        QStringLiteral("compare"), QStringLiteral("--control")};
    QStringList candidates;
    double hottestCoolC = 0.0;
    double coolestWarmC = 1000.0;
    for (const WaveRunPlacement &placement : store.waves().placements(outcome.waveId)) {
        (placement.role == ArmRole::Control ? compare : candidates)
            << QString::number(placement.runId);
        const std::optional<Run> run = store.runs().run(placement.runId);
        QVERIFY(run);
        const QByteArray what = run->label.toUtf8();
        // Every run is judged valid on its own: telemetry of a loaded GPU, a byte ledger.
        QVERIFY2(run->status == RunStatus::Valid,
                 QByteArray(what + ": " + run->statusReason.toUtf8()).constData());
        const std::optional<GateResult> thermal =
            gate(store.judgements().runGates(placement.runId), GateId::ThermalClocks);
        QVERIFY2(thermal && thermal->outcome == GateOutcome::Pass,
                 thermal ? qPrintable(thermal->reason) : what.constData());
        const double peakC = *run->metricValue(QStringLiteral("temperature_c_max"));
        if (placement.gpus == QList<int>{0}) {
            hottestCoolC = std::max(hottestCoolC, peakC);
        } else {
            QCOMPARE(placement.gpus, QList<int>{1});
            coolestWarmC = std::min(coolestWarmC, peakC);
            // The warm GPU passes, and its gate says in words how far it warmed.
            QVERIFY2(thermal->reason.contains(QLatin1String("the GPU warming")),
                     qPrintable(thermal->reason));
        }
    }
    QVERIFY2(coolestWarmC > hottestCoolC,
             qPrintable(QStringLiteral("%1 vs %2").arg(coolestWarmC).arg(hottestCoolC)));

    // The comparison: valid, with a verdict that counts (the window, the CLI and the exports
    // judge it by the same rule).
    compare << QStringLiteral("--candidate") << candidates;
    const CliResult compared = runCli(compare);
    QVERIFY2(compared.exitCode == 0, QByteArray(compared.err + compared.out).constData());
    const nlohmann::json report = nlohmann::json::parse(compared.out.toStdString());
    QCOMPARE(report.value("suggested_status", std::string()), std::string("valid"));
    QCOMPARE(report.value("verdict", std::string()), std::string("faster"));
    QCOMPARE(report.value("verdict_counts", false), true);
    for (const nlohmann::json &g : report.at("gates")) {
        const std::string id = g.value("gate", std::string());
        if (id == "thermal_clocks" || id == "ledger_bound")
            QVERIFY2(g.value("outcome", std::string()) == "pass", g.dump().c_str());
    }
}

QTEST_GUILESS_MAIN(TestWaveTelemetry)
#include "tst_wavetelemetry.moc"
