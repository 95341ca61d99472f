// A run's gates for the inspector, read from a real notebook file the way the inspector asks for
// them (NotebookReader::runDetails on the thread pool): the gates stored when the run was judged
// come back as stored, each with its outcome and reason; a run no gate has judged yet (an older
// notebook) is judged as it is read, as `lanebook-cli gates` judges it.
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/read/notebookreader.h"
#include "models/gates/rungates.h"
#include "models/gates/runjudgement.h"

#include "testutils.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;

namespace {

// A vLLM bench run of which 12 of 200 requests failed: the errors gate fails it.
Run servingRun(const QString &label)
{
    Run run;
    run.label = label;
    run.format = RunFormat::VllmBench;
    run.model = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");
    run.workload = {{"concurrency", 64}, {"input_tokens", 1024}, {"output_tokens", 128}};
    run.setMetric(QStringLiteral("output_tok_per_s"), 2450.5);
    run.setMetric(QStringLiteral("completed"), 188);
    run.setMetric(QStringLiteral("failed"), 12);
    return run;
}

QStringList described(const std::vector<GateResult> &gates)
{
    QStringList lines;
    for (const GateResult &gate : gates)
        lines << QStringLiteral("%1 %2: %3")
                     .arg(gateId(gate.gate), gateOutcomeId(gate.outcome), gate.reason);
    return lines;
}

} // namespace

class TestRunDetailsGates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void gatesComeWithTheRun()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("gates.lanebook"));
        std::vector<GateResult> stored;
        qint64 judged = 0;
        qint64 unjudged = 0;
        {
            NotebookStore store;
            QVERIFY2(store.open(path, NotebookStore::Access::ReadWrite),
                     qPrintable(store.lastError()));
            const Run first = servingRun(QStringLiteral("llama8b-fp16-c64"));
            const Expected<qint64> firstId = store.runs().insertRun(first);
            LANEBOOK_VERIFY_EXPECTED(firstId);
            judged = *firstId;
            // Judged when it was recorded, with the telemetry the wave had then: the thermal
            // gate's stored verdict is one the run alone could not give now.
            Judgement judgement = judgeRun(first);
            for (GateResult &gate : judgement.gates) {
                if (gate.gate == GateId::ThermalClocks)
                    gate = gateWarn(GateId::ThermalClocks,
                                    QStringLiteral("SM clock moved 3.1% during the run "
                                                   "(1980 -> 1918 MHz); clocks were not locked"));
            }
            QVERIFY2(store.judgements().saveRunGates(judged, judgement),
                     qPrintable(store.lastError()));
            stored = store.judgements().runGates(judged);
            QVERIFY(!stored.empty());
            const Expected<qint64> secondId =
                store.runs().insertRun(servingRun(QStringLiteral("old-run")));
            LANEBOOK_VERIFY_EXPECTED(secondId);
            unjudged = *secondId;
            QVERIFY(store.judgements().runGates(unjudged).empty());
        }

        const auto details = [&](qint64 runId) {
            auto future = NotebookReader::runDetails(path, runId);
            future.waitForFinished();
            return future.result();
        };
        const NotebookReader::RunDetails shown = details(judged);
        QVERIFY2(shown.run, qPrintable(shown.error));
        QCOMPARE(described(shown.gates), described(stored));
        QVERIFY(
            described(shown.gates)
                .contains(QStringLiteral("thermal_clocks warn: SM clock moved 3.1% during the run "
                                         "(1980 -> 1918 MHz); clocks were not locked")));

        const NotebookReader::RunDetails old = details(unjudged);
        QVERIFY2(old.run, qPrintable(old.error));
        QCOMPARE(described(old.gates), described(judgeRun(*old.run).gates));
        QVERIFY(described(old.gates).contains(
            QStringLiteral("errors fail: %1")
                .arg(checkErrors(servingRun(QStringLiteral("old-run"))).reason)));
    }
};

QTEST_GUILESS_MAIN(TestRunDetailsGates)
#include "tst_rundetailsgates.moc"
