// SLO attainment and goodput end to end: lanebook-cli bench --slo against the real mock server
// with jittered latencies, its figures against a count made here from the samples the notebook
// stored; compare --slo and check --slo pairing goodput like any metric; a run without samples
// refused by name.
#include "mockserverprocess.h"
#include "testutils.h"
#include "waves/wavetestsupport.h"

#include "backends/notebook/notebookstore.h"
#include "models/gates/rungates.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;

namespace {

using lanebook::test::CliResult;
using lanebook::test::runCli;

struct Counted
{
    int sent = 0;
    int met = 0;
    double goodTokens = 0.0;
};

// The SLO ttft_ms=2000,tpot_ms=1000 counted request by request, as the issue defines it: a
// failed request misses, TPOT is (e2e - ttft) / (output tokens - 1).
Counted countBySamples(const std::vector<RequestSample> &samples)
{
    Counted counted;
    for (const RequestSample &s : samples) {
        ++counted.sent;
        if (!s.error.isEmpty() || !s.ttftMs || !s.e2elMs || !s.outputTokens)
            continue;
        const bool ttftOk = *s.ttftMs <= 2000.0;
        const bool tpotOk =
            *s.outputTokens <= 1 || (*s.e2elMs - *s.ttftMs) / (*s.outputTokens - 1) <= 1000.0;
        if (ttftOk && tpotOk) {
            ++counted.met;
            counted.goodTokens += *s.outputTokens;
        }
    }
    return counted;
}

} // namespace

class TestCliSlo : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString notebook() const { return m_dir.filePath(QStringLiteral("slo.lanebook")); }

    CliResult bench(const test::MockServerProcess &server, const QString &label,
                    const QStringList &more = {})
    {
        return runCli(
            QStringList{QStringLiteral("--notebook"), notebook(), QStringLiteral("bench"),
                        QStringLiteral("--url"), server.baseUrlString(), QStringLiteral("--model"),
                        QStringLiteral("mock-model"), QStringLiteral("--concurrency"),
                        QStringLiteral("4"), QStringLiteral("--requests"), QStringLiteral("40"),
                        QStringLiteral("--output-tokens"), QStringLiteral("6"),
                        QStringLiteral("--no-server-metrics"), QStringLiteral("--label"), label} +
            more);
    }

private Q_SLOTS:
    void benchCountsWhatTheSamplesSay()
    {
        // The mix comes from the server's faults, not from its timing (a bound near the mock's
        // latency read "none met" under the sanitizers on a loaded machine): about 3 in 10
        // requests fail (the seed decides which), and the rest meet bounds far above any delay.
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(
            server, {QStringLiteral("--ttft-ms"), QStringLiteral("20"), QStringLiteral("--itl-ms"),
                     QStringLiteral("3"), QStringLiteral("--jitter-ms"), QStringLiteral("15"),
                     QStringLiteral("--http-500-rate"), QStringLiteral("0.3"),
                     QStringLiteral("--seed"), QStringLiteral("11")});
        const CliResult run =
            bench(server, QStringLiteral("slo-a"),
                  {QStringLiteral("--slo"), QStringLiteral("tpot_ms=1000,ttft_ms=2000")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        // The text names the SLO as written back, locale-free.
        QVERIFY2(run.out.contains("of requests met ttft_ms=2000,tpot_ms=1000; goodput"),
                 run.out.constData());

        NotebookStore store;
        QVERIFY2(store.open(notebook(), NotebookStore::Access::ReadOnly),
                 qPrintable(store.lastError()));
        const std::optional<qint64> id = store.runs().resolve(QStringLiteral("slo-a"));
        QVERIFY(id);
        const std::optional<Run> stored = store.runs().run(*id);
        QVERIFY(stored);
        const std::vector<RequestSample> samples = store.runs().requestSamples(*id);
        const Counted counted = countBySamples(samples);
        QCOMPARE(counted.sent, 40);
        // A mix: a test where every request met it (or none) proves little.
        QVERIFY2(counted.met > 0 && counted.met < 40, qPrintable(QString::number(counted.met)));
        const double durationS = *stored->metricValue(QStringLiteral("duration_s"));
        QCOMPARE(*stored->metricValue(QStringLiteral("slo_attainment_pct")),
                 100.0 * counted.met / counted.sent);
        QCOMPARE(*stored->metricValue(QStringLiteral("goodput_req_per_s")),
                 counted.met / durationS);
        QCOMPARE(*stored->metricValue(QStringLiteral("goodput_tok_per_s")),
                 counted.goodTokens / durationS);
        const nlohmann::json &slo = stored->extra.at("slo");
        QCOMPARE(slo.at("bounds"), nlohmann::json({{"ttft_ms", 2000.0}, {"tpot_ms", 1000.0}}));
        QCOMPARE(slo.at("met").get<int>(), counted.met);
        QCOMPARE(slo.at("sent").get<int>(), 40);
    }

    // Past its knee the mock server serves a fixed rate of requests (two streams' worth): an
    // open loop sent faster piles requests up (ever more in flight), and the run says it
    // saturated the server; a closed loop of the same server holds its load.
    void openLoopPastTheKneeSaturates()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--ttft-ms"), QStringLiteral("5"),
                                            QStringLiteral("--itl-ms"), QStringLiteral("5"),
                                            QStringLiteral("--knee-streams"), QStringLiteral("2")});
        // 6 tokens, 30 ms per request and two at a time: about 66 requests a second at most.
        const CliResult flood = bench(server, QStringLiteral("flood"),
                                      {QStringLiteral("--request-rate"), QStringLiteral("100"),
                                       QStringLiteral("--concurrency"), QStringLiteral("1000"),
                                       QStringLiteral("--requests"), QStringLiteral("500")});
        QVERIFY2(flood.exitCode == 0, flood.err.constData());
        const CliResult closed = bench(server, QStringLiteral("closed"));
        QVERIFY2(closed.exitCode == 0, closed.err.constData());

        NotebookStore store;
        QVERIFY(store.open(notebook(), NotebookStore::Access::ReadOnly));
        const auto queueOf = [&store](const char *label) {
            const std::optional<qint64> id = store.runs().resolve(QString::fromLatin1(label));
            const std::optional<Run> run = store.runs().run(id.value_or(0));
            return run ? run->extra.value("steady_state", nlohmann::json::object())
                             .value("queue", nlohmann::json())
                       : nlohmann::json();
        };
        // The steady_state gate of the stored run, its samples as stored.
        const auto gateOf = [&store](const char *label) {
            const std::optional<qint64> id = store.runs().resolve(QString::fromLatin1(label));
            std::optional<Run> run = store.runs().run(id.value_or(0));
            if (!run)
                return GateResult{};
            run->samples = store.runs().requestSamples(run->id);
            return checkSteadyState(*run);
        };
        const nlohmann::json flooded = queueOf("flood");
        QVERIFY2(flooded.is_object(), flooded.dump().c_str());
        QVERIFY2(flooded["saturated"].get<bool>(), flooded.dump().c_str());
        // About 100 sent a second and 66 finished: a third of those sent still wait.
        QVERIFY(flooded["in_flight_at_end"].get<int>() - flooded["in_flight_at_start"].get<int>() >=
                flooded["sent"].get<int>() / 5);
        const GateResult floodGate = gateOf("flood");
        QVERIFY2(floodGate.outcome == GateOutcome::Warn, qPrintable(floodGate.reason));
        QVERIFY2(floodGate.reason.contains(QStringLiteral("Requests piled up")),
                 qPrintable(floodGate.reason));

        const nlohmann::json held = queueOf("closed");
        QVERIFY2(held.is_object() && !held["saturated"].get<bool>(), held.dump().c_str());
        QCOMPARE(gateOf("closed").outcome, GateOutcome::Pass);
    }

    void compareAndCheckPairGoodput()
    {
        // The control's server is slower to the first token than the candidate's.
        test::MockServerProcess slow;
        LANEBOOK_START_MOCK_SERVER(slow, {QStringLiteral("--ttft-ms"), QStringLiteral("30"),
                                          QStringLiteral("--itl-ms"), QStringLiteral("1"),
                                          QStringLiteral("--jitter-ms"), QStringLiteral("15")});
        test::MockServerProcess fast;
        LANEBOOK_START_MOCK_SERVER(fast, {QStringLiteral("--ttft-ms"), QStringLiteral("10"),
                                          QStringLiteral("--itl-ms"), QStringLiteral("1"),
                                          QStringLiteral("--jitter-ms"), QStringLiteral("5")});
        QCOMPARE(bench(slow, QStringLiteral("slow-1")).exitCode, 0);
        QCOMPARE(bench(fast, QStringLiteral("fast-1")).exitCode, 0);

        // Judged at compare time from the stored samples, runs stored without an SLO.
        const CliResult compare =
            runCli({QStringLiteral("--notebook"), notebook(), QStringLiteral("--json"),
                    QStringLiteral("compare"), QStringLiteral("slow-1"), QStringLiteral("fast-1"),
                    QStringLiteral("--slo"), QStringLiteral("ttft_ms=25")});
        QVERIFY2(compare.exitCode == 0, compare.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(compare.out).object();
        QCOMPARE(report.value(QStringLiteral("metric")).toString(),
                 QStringLiteral("goodput_tok_per_s"));
        const QJsonArray points = report.value(QStringLiteral("points")).toArray();
        QCOMPARE(points.size(), 1);
        const QJsonObject point = points.first().toObject();
        // The candidate met the SLO more often, so its goodput is the higher.
        const double control = point.value(QStringLiteral("control_median")).toDouble();
        const double candidate = point.value(QStringLiteral("candidate_median")).toDouble();
        QVERIFY2(candidate > control, compare.out.left(3000).constData());

        // The same figures a count from the notebook's samples gives.
        NotebookStore store;
        QVERIFY(store.open(notebook(), NotebookStore::Access::ReadOnly));
        for (const auto &[label, expected] : {std::pair{QStringLiteral("slow-1"), control},
                                              {QStringLiteral("fast-1"), candidate}}) {
            const qint64 id = *store.runs().resolve(label);
            const Run run = *store.runs().run(id);
            double goodTokens = 0.0;
            for (const RequestSample &s : store.runs().requestSamples(id)) {
                if (s.error.isEmpty() && s.ttftMs && *s.ttftMs <= 25.0)
                    goodTokens += s.outputTokens.value_or(0);
            }
            QCOMPARE(expected, goodTokens / *run.metricValue(QStringLiteral("duration_s")));
            // The notebook keeps the run as it was stored: compare judged it in memory.
            QVERIFY(!run.metricValue(QStringLiteral("goodput_tok_per_s")));
        }

        // check --slo: the CI gate on the same metric; the candidate is no regression.
        const CliResult check = runCli(
            {QStringLiteral("--notebook"), notebook(), QStringLiteral("check"),
             QStringLiteral("--baseline"), QStringLiteral("slow-1"), QStringLiteral("--candidate"),
             QStringLiteral("fast-1"), QStringLiteral("--slo"), QStringLiteral("ttft_ms=25")});
        QVERIFY2(check.out.contains("goodput_tok_per_s") || check.err.contains("goodput_tok_per_s"),
                 QByteArray(check.out + check.err).constData());
        QVERIFY2(check.exitCode != 1, QByteArray(check.out + check.err).constData());

        // An SLO nobody meets: a measured zero, said as such (not "the run failed").
        const CliResult none =
            runCli({QStringLiteral("--notebook"), notebook(), QStringLiteral("compare"),
                    QStringLiteral("slow-1"), QStringLiteral("fast-1"), QStringLiteral("--slo"),
                    QStringLiteral("ttft_ms=0.001")});
        QCOMPARE(none.exitCode, 1);
        QVERIFY2(none.err.contains("no request met the SLO"), none.err.constData());
    }

    void searchStoresEveryProbe();

    void runWithoutSamplesIsRefusedByName()
    {
        const QString file =
            test::dataPath(QStringLiteral("llama-bench/llama-bench_b5163_readme.json"));
        const CliResult import =
            runCli({QStringLiteral("--notebook"), notebook(), QStringLiteral("import"), file});
        QVERIFY2(import.exitCode == 0, import.err.constData());
        NotebookStore store;
        QVERIFY(store.open(notebook(), NotebookStore::Access::ReadOnly));
        std::vector<qint64> ids;
        for (const Run &run : store.runs().list()) {
            if (run.format == RunFormat::LlamaBench)
                ids.push_back(run.id);
        }
        QVERIFY(ids.size() >= 2);
        const CliResult compare =
            runCli({QStringLiteral("--notebook"), notebook(), QStringLiteral("compare"),
                    QString::number(ids[0]), QString::number(ids[1]), QStringLiteral("--slo"),
                    QStringLiteral("ttft_ms=25")});
        QCOMPARE(compare.exitCode, 1);
        QVERIFY2(compare.err.contains(QStringLiteral("run %1").arg(ids[0]).toUtf8()) &&
                     compare.err.contains("no per-request samples"),
                 compare.err.constData());
        // A bad SLO is a usage error naming the option.
        const CliResult bad =
            runCli({QStringLiteral("--notebook"), notebook(), QStringLiteral("compare"),
                    QString::number(ids[0]), QString::number(ids[1]), QStringLiteral("--slo"),
                    QStringLiteral("ttft=25")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("--slo: the SLO has no bound \"ttft\""), bad.err.constData());
    }
};

// The search's mechanics, whatever the machine's speed: every probe a stored run of at least
// four requests per stream, tagged with the search; the result the highest concurrency met;
// the search within its budget. (How close it lands to the mock server's knee is timing, and
// a benchmark's business: bench_tst_maxloadbench.)
void TestCliSlo::searchStoresEveryProbe()
{
    test::MockServerProcess server;
    LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--itl-ms"), QStringLiteral("5"),
                                        QStringLiteral("--ttft-ms"), QStringLiteral("5"),
                                        QStringLiteral("--knee-streams"), QStringLiteral("4")});
    const QString book = m_dir.filePath(QStringLiteral("search.lanebook"));
    const CliResult search = runCli({QStringLiteral("--notebook"),
                                     book,
                                     QStringLiteral("--json"),
                                     QStringLiteral("bench"),
                                     QStringLiteral("--url"),
                                     server.baseUrlString(),
                                     QStringLiteral("--model"),
                                     QStringLiteral("mock-model"),
                                     QStringLiteral("--output-tokens"),
                                     QStringLiteral("8"),
                                     QStringLiteral("--requests"),
                                     QStringLiteral("4"),
                                     QStringLiteral("--no-server-metrics"),
                                     QStringLiteral("--label"),
                                     QStringLiteral("knee"),
                                     QStringLiteral("--slo"),
                                     QStringLiteral("tpot_ms=13.125"),
                                     QStringLiteral("--find-max-concurrency"),
                                     QStringLiteral("--concurrency"),
                                     QStringLiteral("8")});
    QVERIFY2(search.exitCode == 0 || search.exitCode == 1, search.err.constData());
    const QJsonObject out = QJsonDocument::fromJson(search.out).object();
    const QJsonArray probes = out.value(QStringLiteral("probes")).toArray();
    QVERIFY(!probes.isEmpty() && probes.size() <= 8);
    QCOMPARE(probes.first().toObject().value(QStringLiteral("concurrency")).toInt(), 8);
    const QString end = out.value(QStringLiteral("end")).toString();
    QVERIFY2(end == QLatin1String("converged") || end == QLatin1String("probe_budget") ||
                 end == QLatin1String("below_minimum"),
             qPrintable(end));
    QCOMPARE(search.exitCode, end == QLatin1String("converged") ? 0 : 1);

    NotebookStore store;
    QVERIFY(store.open(book, NotebookStore::Access::ReadOnly));
    int highestMet = 0;
    for (const auto &value : probes) {
        const QJsonObject probe = value.toObject();
        const int concurrency = probe.value(QStringLiteral("concurrency")).toInt();
        const std::optional<Run> run =
            store.runs().run(probe.value(QStringLiteral("run_id")).toInteger());
        QVERIFY(run);
        QCOMPARE(run->label, QStringLiteral("knee-probe%1-c%2")
                                 .arg(probe.value(QStringLiteral("probe")).toInt())
                                 .arg(concurrency));
        QCOMPARE(run->workload.at("concurrency").get<int>(), concurrency);
        QCOMPARE(run->workload.at("num_prompts").get<int>(), std::max(4, 4 * concurrency));
        QCOMPARE(run->extra.at("max_load_search").at("search").get<std::string>(),
                 std::string("knee"));
        const double attainment = *run->metricValue(QStringLiteral("slo_attainment_pct"));
        QCOMPARE(probe.value(QStringLiteral("slo_attainment_pct")).toDouble(), attainment);
        const bool met = attainment >= 99.0;
        QCOMPARE(probe.value(QStringLiteral("met")).toBool(), met);
        if (met)
            highestMet = std::max(highestMet, concurrency);
    }
    const QJsonValue result = out.value(QStringLiteral("max_concurrency_under_slo"));
    if (highestMet > 0)
        QVERIFY(result.toInt() > 0 && result.toInt() <= highestMet);
    else
        QVERIFY(result.isNull());

    // Without an SLO there is nothing to search for.
    const CliResult bare =
        runCli({QStringLiteral("--notebook"), book, QStringLiteral("bench"),
                QStringLiteral("--url"), server.baseUrlString(), QStringLiteral("--model"),
                QStringLiteral("mock-model"), QStringLiteral("--find-max-concurrency")});
    QCOMPARE(bare.exitCode, 2);
    QVERIFY2(bare.err.contains("--find-max-concurrency needs --slo"), bare.err.constData());
}

QTEST_GUILESS_MAIN(TestCliSlo)
#include "tst_clislo.moc"
