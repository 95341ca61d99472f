// A lane's SLO end to end: `lane slo` sets, shows and clears it (an unknown lane refused naming
// the lanes there are, the notebook unchanged); bench without --slo is judged against its
// lane's SLO (the figures a count from the stored samples gives), --slo still wins; compare and
// check judge runs stored without it against it in memory; runs judged against different SLOs
// are refused on goodput; a wave plan that names its lane and no SLO takes the lane's.
#include "mockserverprocess.h"
#include "testutils.h"
#include "waves/wavetestsupport.h"

#include "backends/notebook/notebookstore.h"
#include "models/frontier/sloattainment.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;

namespace {

using lanebook::test::CliResult;
using lanebook::test::runCli;

Slo sloOf(const char *text)
{
    return Slo::fromText(QString::fromLatin1(text)).value();
}

// Goodput in output tokens per second of the stored run against TTFT <= boundMs, counted here.
double goodputCounted(const NotebookStore &store, const QString &label, double boundMs)
{
    const qint64 id = *store.runs().resolve(label);
    const Run run = *store.runs().run(id);
    double goodTokens = 0.0;
    for (const RequestSample &s : store.runs().requestSamples(id)) {
        if (s.error.isEmpty() && s.ttftMs && *s.ttftMs <= boundMs)
            goodTokens += s.outputTokens.value_or(0);
    }
    return goodTokens / *run.metricValue(QStringLiteral("duration_s"));
}

} // namespace

class TestCliLaneSlo : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    CliResult cli(const QString &notebook, const QStringList &arguments)
    {
        return runCli(QStringList{QStringLiteral("--notebook"), notebook} + arguments);
    }

    CliResult bench(const QString &notebook, const test::MockServerProcess &server,
                    const QString &label, const QStringList &more = {})
    {
        return cli(notebook,
                   QStringList{QStringLiteral("bench"), QStringLiteral("--url"),
                               server.baseUrlString(), QStringLiteral("--model"),
                               QStringLiteral("mock-model"), QStringLiteral("--concurrency"),
                               QStringLiteral("4"), QStringLiteral("--requests"),
                               QStringLiteral("40"), QStringLiteral("--output-tokens"),
                               QStringLiteral("6"), QStringLiteral("--no-server-metrics"),
                               QStringLiteral("--label"), label} +
                       more);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void laneSloIsSetShownAndCleared()
    {
        const QString book = m_dir.filePath(QStringLiteral("lanes.lanebook"));
        {
            NotebookStore store;
            QVERIFY2(store.open(book), qPrintable(store.lastError()));
        }
        const CliResult empty = cli(book, {QStringLiteral("lane"), QStringLiteral("list")});
        QCOMPARE(empty.exitCode, 0);
        QVERIFY2(empty.out.contains("No lanes yet"), empty.out.constData());

        // A lane the notebook does not have: refused, nothing made.
        const CliResult ghost = cli(book, {QStringLiteral("lane"), QStringLiteral("slo"),
                                           QStringLiteral("ghost"), QStringLiteral("ttft_ms=200")});
        QCOMPARE(ghost.exitCode, 1);
        QVERIFY2(ghost.err.contains("no lane \"ghost\"") && ghost.err.contains("--create") &&
                     ghost.err.contains("not changed"),
                 ghost.err.constData());
        {
            NotebookStore store;
            QVERIFY(store.open(book, NotebookStore::Access::ReadOnly));
            QVERIFY(store.lanes().list().empty());
        }

        for (const auto &[lane, slo] :
             {std::pair{"ghost", "ttft_ms=200,tpot_ms=50"}, std::pair{"other", "e2e_ms=3000"}}) {
            const CliResult set =
                cli(book, {QStringLiteral("lane"), QStringLiteral("slo"), QLatin1String(lane),
                           QLatin1String(slo), QStringLiteral("--create")});
            QVERIFY2(set.exitCode == 0, set.err.constData());
            QVERIFY2(set.out.contains(QByteArray(QByteArray("Lane ") + lane + ": SLO " + slo)),
                     set.out.constData());
        }
        // Now the refusal names the lanes there are.
        const CliResult typo = cli(book, {QStringLiteral("lane"), QStringLiteral("slo"),
                                          QStringLiteral("ghots"), QStringLiteral("ttft_ms=1")});
        QCOMPARE(typo.exitCode, 1);
        QVERIFY2(typo.err.contains("its lanes are: ghost, other"), typo.err.constData());

        // A bad SLO is a usage error naming the key, and the lane keeps its SLO.
        const CliResult bad = cli(book, {QStringLiteral("lane"), QStringLiteral("slo"),
                                         QStringLiteral("ghost"), QStringLiteral("ttfb_ms=100")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("ttfb_ms"), bad.err.constData());
        const CliResult both =
            cli(book, {QStringLiteral("lane"), QStringLiteral("slo"), QStringLiteral("ghost"),
                       QStringLiteral("ttft_ms=1"), QStringLiteral("--clear")});
        QCOMPARE(both.exitCode, 2);

        const CliResult shown =
            cli(book, {QStringLiteral("lane"), QStringLiteral("slo"), QStringLiteral("ghost")});
        QCOMPARE(shown.exitCode, 0);
        QVERIFY2(shown.out.contains("Lane ghost: SLO ttft_ms=200,tpot_ms=50"),
                 shown.out.constData());

        const CliResult cleared = cli(book, {QStringLiteral("lane"), QStringLiteral("slo"),
                                             QStringLiteral("ghost"), QStringLiteral("--clear")});
        QVERIFY2(cleared.exitCode == 0, cleared.err.constData());
        QVERIFY2(cleared.out.contains("Lane ghost: no SLO"), cleared.out.constData());

        const CliResult listed =
            cli(book, {QStringLiteral("--json"), QStringLiteral("lane"), QStringLiteral("list")});
        QCOMPARE(listed.exitCode, 0);
        const QJsonArray lanes = QJsonDocument::fromJson(listed.out).array();
        QCOMPARE(lanes.size(), 2);
        QCOMPARE(lanes[0].toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("ghost"));
        QVERIFY(lanes[0].toObject().value(QStringLiteral("slo")).isNull());
        QCOMPARE(lanes[1].toObject().value(QStringLiteral("slo")).toObject(),
                 QJsonObject({{QStringLiteral("e2e_ms"), 3000.0}}));
        QCOMPARE(lanes[1].toObject().value(QStringLiteral("runs")).toInt(), 0);
    }

    void benchCompareAndCheckTakeTheLanesSlo()
    {
        const QString book = m_dir.filePath(QStringLiteral("bench.lanebook"));
        // The control's server is slower to the first token than the candidate's; both jitter,
        // so a 25 ms bound splits the requests of each.
        test::MockServerProcess slow;
        LANEBOOK_START_MOCK_SERVER(slow, {QStringLiteral("--ttft-ms"), QStringLiteral("30"),
                                          QStringLiteral("--itl-ms"), QStringLiteral("1"),
                                          QStringLiteral("--jitter-ms"), QStringLiteral("15")});
        test::MockServerProcess fast;
        LANEBOOK_START_MOCK_SERVER(fast, {QStringLiteral("--ttft-ms"), QStringLiteral("20"),
                                          QStringLiteral("--itl-ms"), QStringLiteral("1"),
                                          QStringLiteral("--jitter-ms"), QStringLiteral("10")});
        // Stored before the lane had an SLO: no SLO metrics.
        QCOMPARE(bench(book, slow, QStringLiteral("slow-1")).exitCode, 0);
        QCOMPARE(bench(book, fast, QStringLiteral("fast-1")).exitCode, 0);

        // bench's lane is the model's: mock-model.
        const CliResult set =
            cli(book, {QStringLiteral("lane"), QStringLiteral("slo"), QStringLiteral("mock-model"),
                       QStringLiteral("ttft_ms=25")});
        QVERIFY2(set.exitCode == 0, set.err.constData());

        const CliResult judged = bench(book, fast, QStringLiteral("fast-2"));
        QVERIFY2(judged.exitCode == 0, judged.err.constData());
        QVERIFY2(judged.out.contains("Judged against lane mock-model's SLO: ttft_ms=25"),
                 judged.out.constData());
        // --slo is the command's own and wins; another lane sets none.
        QCOMPARE(bench(book, fast, QStringLiteral("fast-3"),
                       {QStringLiteral("--slo"), QStringLiteral("ttft_ms=40")})
                     .exitCode,
                 0);
        const CliResult elsewhere = bench(book, fast, QStringLiteral("elsewhere"),
                                          {QStringLiteral("--lane"), QStringLiteral("other")});
        QCOMPARE(elsewhere.exitCode, 0);
        QVERIFY2(!elsewhere.out.contains("Judged against"), elsewhere.out.constData());
        {
            NotebookStore store;
            QVERIFY(store.open(book, NotebookStore::Access::ReadOnly));
            const auto stored = [&](const char *label) {
                return *store.runs().run(*store.runs().resolve(QLatin1String(label)));
            };
            QCOMPARE(SloJudge::storedSlo(stored("fast-2")),
                     std::optional<Slo>(sloOf("ttft_ms=25")));
            QCOMPARE(*stored("fast-2").metricValue(QStringLiteral("goodput_tok_per_s")),
                     goodputCounted(store, QStringLiteral("fast-2"), 25.0));
            QCOMPARE(SloJudge::storedSlo(stored("fast-3")),
                     std::optional<Slo>(sloOf("ttft_ms=40")));
            QVERIFY(!SloJudge::storedSlo(stored("elsewhere")));
            QCOMPARE(stored("elsewhere").lane, QStringLiteral("other"));
            QVERIFY(!SloJudge::storedSlo(stored("slow-1")));
        }

        // A search needs bounds: a notebook not made yet has no lane's, and is not made by the
        // refusal.
        const QString fresh = m_dir.filePath(QStringLiteral("never-made.lanebook"));
        const CliResult bare = bench(fresh, fast, QStringLiteral("search"),
                                     {QStringLiteral("--find-max-concurrency")});
        QCOMPARE(bare.exitCode, 2);
        QVERIFY2(bare.err.contains("needs --slo, or a lane with an SLO"), bare.err.constData());
        QVERIFY(!QFileInfo::exists(fresh));

        // compare without --slo: the lane's SLO judges the runs stored without it.
        const CliResult compare =
            cli(book, {QStringLiteral("--json"), QStringLiteral("compare"),
                       QStringLiteral("slow-1"), QStringLiteral("fast-1"),
                       QStringLiteral("--metric"), QStringLiteral("goodput_tok_per_s")});
        QVERIFY2(compare.exitCode == 0, compare.err.constData());
        // The comparison's notes say so, first.
        QVERIFY2(QJsonDocument::fromJson(compare.out)
                     .object()
                     .value(QStringLiteral("notes"))
                     .toArray()
                     .first()
                     .toString()
                     .startsWith(QStringLiteral("Judged against the SLO of lane mock-model")),
                 compare.out.left(400).constData());
        const QJsonObject point = QJsonDocument::fromJson(compare.out)
                                      .object()
                                      .value(QStringLiteral("points"))
                                      .toArray()
                                      .first()
                                      .toObject();
        {
            NotebookStore store;
            QVERIFY(store.open(book, NotebookStore::Access::ReadOnly));
            QCOMPARE(point.value(QStringLiteral("control_median")).toDouble(),
                     goodputCounted(store, QStringLiteral("slow-1"), 25.0));
            QCOMPARE(point.value(QStringLiteral("candidate_median")).toDouble(),
                     goodputCounted(store, QStringLiteral("fast-1"), 25.0));
        }
        const CliResult said = cli(book, {QStringLiteral("compare"), QStringLiteral("fast-2"),
                                          QStringLiteral("fast-3"), QStringLiteral("--metric"),
                                          QStringLiteral("goodput_tok_per_s")});
        QVERIFY2(said.exitCode == 0, said.err.constData());
        // fast-2 was stored against it already; fast-3 (40 ms) is judged again.
        QVERIFY2(said.out.contains("Judged against the SLO of lane mock-model: ttft_ms=25 (1 run "
                                   "judged again"),
                 said.out.constData());

        // check without --slo: the same, said among its notes.
        const CliResult check = cli(book, {QStringLiteral("check"), QStringLiteral("--baseline"),
                                           QStringLiteral("slow-1"), QStringLiteral("--candidate"),
                                           QStringLiteral("fast-1"), QStringLiteral("--metric"),
                                           QStringLiteral("goodput_tok_per_s")});
        QVERIFY2(check.out.contains("Judged against the SLO of lane mock-model"),
                 QByteArray(check.out + check.err).constData());
        QVERIFY2(check.exitCode != 1, QByteArray(check.out + check.err).constData());

        // Without the lane's SLO, each run keeps the SLO it was stored with: goodput against
        // 25 ms beside goodput against 40 ms is refused, naming both.
        QCOMPARE(cli(book, {QStringLiteral("lane"), QStringLiteral("slo"),
                            QStringLiteral("mock-model"), QStringLiteral("--clear")})
                     .exitCode,
                 0);
        const CliResult mixed = cli(book, {QStringLiteral("compare"), QStringLiteral("fast-2"),
                                           QStringLiteral("fast-3"), QStringLiteral("--metric"),
                                           QStringLiteral("goodput_tok_per_s")});
        QCOMPARE(mixed.exitCode, 1);
        QVERIFY2(mixed.err.contains("judged against different SLOs") &&
                     mixed.err.contains("against ttft_ms=25") &&
                     mixed.err.contains("against ttft_ms=40"),
                 mixed.err.constData());
        // Throughput does not depend on the SLO: it still compares.
        QCOMPARE(cli(book, {QStringLiteral("compare"), QStringLiteral("fast-2"),
                            QStringLiteral("fast-3")})
                     .exitCode,
                 0);
    }

    void wavePlanTakesTheLanesSlo()
    {
        const QString book = m_dir.filePath(QStringLiteral("wave.lanebook"));
        nlohmann::json plan =
            test::twoArmPlan(test::mockConfig("slow", 4.0), test::mockConfig("fast", 2.0));
        plan["lane"] = "searching-lane";
        plan["workload"]["concurrency"] = {2};
        plan["search"] = {{"target_attainment_pct", 90}, {"resolution_pct", 10}};
        const QString path =
            test::writePlanFile(m_dir.filePath(QStringLiteral("search.json")), plan);

        // No SLO anywhere: a search has nothing to keep.
        const CliResult refused = cli(book, {QStringLiteral("wave"), QStringLiteral("plan"), path});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("needs the plan's \"slo\""), refused.err.constData());

        {
            NotebookStore store;
            QVERIFY(store.open(book));
        }
        QCOMPARE(cli(book, {QStringLiteral("lane"), QStringLiteral("slo"),
                            QStringLiteral("searching-lane"), QStringLiteral("ttft_ms=50"),
                            QStringLiteral("--create")})
                     .exitCode,
                 0);
        const CliResult planned = cli(book, {QStringLiteral("wave"), QStringLiteral("plan"), path});
        QVERIFY2(planned.exitCode == 0, planned.err.constData());
        QVERIFY2(planned.out.contains("lane searching-lane's is used: ttft_ms=50"),
                 planned.out.constData());
        QVERIFY2(planned.out.contains("under ttft_ms=50"), planned.out.constData());

        // The plan's own SLO wins over the lane's.
        plan["slo"] = {{"ttft_ms", 80}};
        test::writePlanFile(path, plan);
        const CliResult own = cli(book, {QStringLiteral("wave"), QStringLiteral("plan"), path});
        QVERIFY2(own.exitCode == 0, own.err.constData());
        QVERIFY2(!own.out.contains("is used") && own.out.contains("under ttft_ms=80"),
                 own.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliLaneSlo)
#include "tst_clilaneslo.moc"
