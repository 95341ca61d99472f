// A wave that searches each arm's highest concurrency under an SLO, against two real mock
// servers with known knees (--knee-streams: past N requests generating at once, every delay
// stretches by in-flight / N). At 10 ms between tokens a closed loop of C streams runs at TPOT
// 10 C / N ms; under tpot_ms=29.4 arm A (N = 2) keeps the SLO up to C = 5.88 and arm B (N = 4)
// up to C = 11.76 (bounds 2 % under the next whole concurrency, so the client's turnaround,
// which lowers the in-flight count a little, cannot make C = 6 or 12 meet). Six repeats, side by
// side: each search must find floor(knee) in every repeat, and the paired comparison of the
// maxima must name B.
#include "backends/notebook/notebookstore.h"
#include "wavetestsupport.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

constexpr double kItlMs = 10.0;
constexpr double kTpotBoundMs = 29.4;
constexpr int kRepeats = 6;

nlohmann::json kneeConfig(const std::string &name, int kneeStreams)
{
    return mockConfig(name, kItlMs,
                      {QStringLiteral("--ttft-ms"), QString::number(kItlMs),
                       QStringLiteral("--knee-streams"), QString::number(kneeStreams)});
}

} // namespace

class TestWaveMaxLoad : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eachArmFindsItsKneeAndTheComparisonNamesB()
    {
        QTemporaryDir dir;
        nlohmann::json plan = twoArmPlan(kneeConfig("knee2", 2), kneeConfig("knee4", 4));
        plan["name"] = "knees";
        plan.erase("canaries");
        plan["workload"] = {
            {"concurrency", {8}}, {"context_tokens", {32}}, {"output_tokens", 6}, {"requests", 8}};
        plan["repeats"] = kRepeats;
        plan["execution"] = "side_by_side";
        plan["restart"] = "once";
        plan["slo"] = {{"tpot_ms", kTpotBoundMs}};
        plan["search"] = {{"target_attainment_pct", 90}, {"resolution_pct", 5}, {"max_probes", 8}};
        const QString notebook = dir.filePath(QStringLiteral("search.lanebook"));
        const CliResult result =
            runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("--json"),
                    QStringLiteral("wave"), QStringLiteral("run"),
                    writePlanFile(dir.filePath(QStringLiteral("plan.json")), plan),
                    QStringLiteral("--pid-dir"), dir.filePath(QStringLiteral("servers")),
                    QStringLiteral("--telemetry"), QStringLiteral("none")},
                   300000);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const nlohmann::json outcome = nlohmann::json::parse(result.out.toStdString());
        const nlohmann::json &search = outcome["max_load_search"];
        QVERIFY2(search.is_object(), result.out.constData());
        QCOMPARE(search["arms"].size(), size_t(2 * kRepeats));
        int probes = 0;
        for (const nlohmann::json &arm : search["arms"]) {
            const bool isA = arm["arm"] == "A";
            const int knee = isA ? 5 : 11;
            const int found = arm["max_concurrency_under_slo"].is_number()
                                  ? arm["max_concurrency_under_slo"].get<int>()
                                  : -1;
            qInfo("arm %s repeat %d: %d in %d probes (%s)", isA ? "A" : "B",
                  arm["repeat"].get<int>(), found, int(arm["probes"].size()),
                  arm["end"].get<std::string>().c_str());
            QCOMPARE(arm["end"], "converged");
            QCOMPARE(found, knee);
            QVERIFY(arm["probes"].size() <= 8);
            probes += int(arm["probes"].size());
        }
        const nlohmann::json &comparison = search["comparisons"][0];
        QCOMPARE(comparison["control"], "A");
        QCOMPARE(comparison["candidate"], "B");
        QCOMPARE(comparison["pairs"], kRepeats);
        QCOMPARE(comparison["verdict"], "higher");
        QVERIFY(comparison["ci_low_pct"].get<double>() > 100.0); // 11 against 5: +120 %

        // Every probe is a stored run that says which probe it was and what it met; the wave
        // keeps the searches in its summary.
        NotebookStore store;
        QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
        const auto placements = store.waves().placements(outcome["wave_id"].get<qint64>());
        QCOMPARE(int(placements.size()), probes);
        for (const WaveRunPlacement &placement : placements) {
            const auto run = store.runs().run(placement.runId);
            QVERIFY(run);
            const nlohmann::json &probe = run->extra["max_load_search"];
            QVERIFY2(probe.is_object(), run->extra.dump().c_str());
            const double attainment =
                run->metricValue(QStringLiteral("slo_attainment_pct")).value();
            QCOMPARE(probe["slo_attainment_pct"].get<double>(), attainment);
            QCOMPARE(probe["met"].get<bool>(), attainment >= 90.0);
            QCOMPARE(probe["load"].get<int>(), run->workload["concurrency"].get<int>());
        }
        const auto wave = store.waves().wave(outcome["wave_id"].get<qint64>());
        QVERIFY(wave);
        QCOMPARE(wave->summary["max_load_search"]["comparisons"][0]["verdict"], "higher");
    }
};

QTEST_GUILESS_MAIN(TestWaveMaxLoad)
#include "tst_wavemaxload.moc"
