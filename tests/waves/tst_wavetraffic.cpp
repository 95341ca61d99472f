// A wave whose workload is multi-turn conversations (issue 32): `lanebook-cli wave run` with the
// real mock server on both arms, one with a radix prefix cache and one without. Every stored run
// is a conversation load (its turns, TTFT by turn, the history it implies), interleaved as any
// wave; the cache gate passes the arm whose cache served the history and fails the arm with no
// cache, and compare pairs the arms on a turn's TTFT.
#include "wavetestsupport.h"

#include "backends/notebook/notebookstore.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;
using namespace lanebook::test;

class TestWaveTraffic : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void conversationsInAWave()
    {
        QTemporaryDir dir;
        nlohmann::json plan = twoArmPlan(
            mockConfig("cached", 1.0, {QStringLiteral("--prefix-cache"), QStringLiteral("radix")}),
            mockConfig("uncached", 1.0));
        plan.erase("canaries");
        plan["workload"] = {
            {"concurrency", {2}}, {"context_tokens", {200}}, {"output_tokens", 8}, {"requests", 8},
            {"turns", 3},         {"turn_input_tokens", 40}, {"conversations", 3}};
        plan["repeats"] = 2;
        const QString notebook = dir.filePath(QStringLiteral("talk.lanebook"));
        const CliResult result =
            runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("--json"),
                    QStringLiteral("wave"), QStringLiteral("run"),
                    writePlanFile(dir.filePath(QStringLiteral("plan.json")), plan),
                    QStringLiteral("--pid-dir"), dir.filePath(QStringLiteral("servers")),
                    QStringLiteral("--telemetry"), QStringLiteral("none")},
                   300000);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const nlohmann::json outcome = nlohmann::json::parse(result.out.toStdString());
        QCOMPARE(outcome.value("recorded", 0), 4);

        NotebookStore store;
        QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
        const auto placements = store.waves().placements(outcome["wave_id"].get<qint64>());
        QCOMPARE(int(placements.size()), 4);
        std::map<std::string, std::vector<qint64>> runsOfArm;
        for (const WaveRunPlacement &placement : placements) {
            const auto run = store.runs().run(placement.runId);
            QVERIFY(run);
            QVERIFY(run->workload["cache_state"] == "conversation");
            QVERIFY(run->workload["turns"] == 3);
            QVERIFY(run->workload["conversations"] == 3);
            QCOMPARE(run->metricValue(QStringLiteral("completed")).value_or(0), 9.0);
            QVERIFY(run->metricValue(QStringLiteral("median_ttft_ms_turn3")));
            runsOfArm[placement.arm.toStdString()].push_back(placement.runId);
        }
        QCOMPARE(runsOfArm["A"].size(), std::size_t(2));
        QCOMPARE(runsOfArm["B"].size(), std::size_t(2));
        for (const auto &[arm, ids] : runsOfArm) {
            for (const qint64 id : ids) {
                const CliResult gates = runCli({QStringLiteral("--notebook"), notebook,
                                                QStringLiteral("gates"), QString::number(id)});
                QVERIFY2(gates.exitCode == 0, gates.err.constData());
                QByteArray verdict;
                for (const QByteArray &line : gates.out.split('\n')) {
                    if (line.contains("fresh_response"))
                        verdict = line.trimmed().split(' ').first();
                }
                QVERIFY2(verdict == (arm == "A" ? "pass" : "fail"), gates.out.constData());
            }
        }
        // The arms compared on turn 2's TTFT, paired by repeat.
        const CliResult compare =
            runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("--json"),
                    QStringLiteral("compare"), QStringLiteral("--metric"),
                    QStringLiteral("median_ttft_ms_turn2"), QStringLiteral("--control"),
                    QString::number(runsOfArm["A"][0]), QString::number(runsOfArm["A"][1]),
                    QStringLiteral("--candidate"), QString::number(runsOfArm["B"][0]),
                    QString::number(runsOfArm["B"][1])});
        const QByteArray said = compare.out + compare.err;
        QVERIFY2(compare.out.contains("median_ttft_ms_turn2"), said.constData());

        // Beside the speed numbers: the prefix cache and TTFT by turn, in the compare text and in
        // the findings export of a finding that links the two arms.
        const QStringList arms = {
            QStringLiteral("--control"),        QString::number(runsOfArm["A"][0]),
            QString::number(runsOfArm["A"][1]), QStringLiteral("--candidate"),
            QString::number(runsOfArm["B"][0]), QString::number(runsOfArm["B"][1])};
        const CliResult text = runCli(
            QStringList{QStringLiteral("--notebook"), notebook, QStringLiteral("compare")} + arms);
        QVERIFY2(text.out.contains("Prefix cache and TTFT by turn (medians):") &&
                     text.out.contains("Prefix-cache hit rate (%)") &&
                     text.out.contains("TTFT median, turn 3 (ms)"),
                 text.out.constData());
        QCOMPARE(runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("finding"),
                         QStringLiteral("new"), QStringLiteral("--title"),
                         QStringLiteral("A radix cache"), QStringLiteral("--hypothesis"),
                         QStringLiteral("later turns start sooner")})
                     .exitCode,
                 0);
        QCOMPARE(
            runCli(QStringList{QStringLiteral("--notebook"), notebook, QStringLiteral("finding"),
                               QStringLiteral("link"), QStringLiteral("1")} +
                   arms)
                .exitCode,
            0);
        const QString exported = dir.filePath(QStringLiteral("findings.md"));
        const CliResult exportResult =
            runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("export"),
                    QStringLiteral("findings"), QStringLiteral("--out"), exported});
        QVERIFY2(exportResult.exitCode == 0, exportResult.err.constData());
        QFile document(exported);
        QVERIFY(document.open(QIODevice::ReadOnly));
        const QByteArray markdown = document.readAll();
        QVERIFY2(markdown.contains("Prefix cache and TTFT by turn") &&
                     markdown.contains("TTFT median, turn 2 (ms)"),
                 markdown.constData());
    }
};

QTEST_GUILESS_MAIN(TestWaveTraffic)
#include "tst_wavetraffic.moc"
