// LLMPerf importer (issue 30) against real output (tests/data/llmperf, SOURCES.md): a summary
// with its per-request file beside it (original names, a fork whose writer is upstream's), and
// the llmperf-leaderboard's renamed files, the per-request ones in another folder.
#include "backends/importers/importerregistry.h"
#include "backends/importers/importfile.h"
#include "backends/notebook/notebookstore.h"
#include "importertestsupport.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <cmath>
#include <functional>

using namespace lanebook;
using namespace lanebook::test;

namespace {

const QString kNanoOne = QStringLiteral("llmperf/gpt-4.1-nano-performance/1/");
const QString kNanoSummary = kNanoOne + QStringLiteral("gpt-4-1-nano_550_150_summary.json");
const QString kNanoRequests =
    kNanoOne + QStringLiteral("gpt-4-1-nano_550_150_individual_responses.json");

// A copy of a sample into dir, under its own name, with bytes changed by edit.
QString copyEdited(const QTemporaryDir &dir, const QString &relative,
                   const std::function<void(QByteArray &)> &edit)
{
    QByteArray bytes = load(relative).content;
    edit(bytes);
    return writeFileIn(dir.path(), QFileInfo(relative).fileName(), bytes);
}

} // namespace

class TestLlmPerfImporter : public QObject
{
    Q_OBJECT

private slots:
    // Every value to the last digit the file prints; seconds become milliseconds.
    void summaryWithItsRequests()
    {
        const ParsedFile parsed = parseImportFile(dataPath(kNanoSummary));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.format, std::optional<RunFormat>(RunFormat::LlmPerf));
        QCOMPARE(parsed.runs.size(), size_t(1));
        const Run &run = parsed.runs.front();
        QCOMPARE(run.format, RunFormat::LlmPerf);
        QCOMPARE(run.model, QStringLiteral("gpt-4.1-nano"));
        QCOMPARE(metric(run, "output_tok_per_s"), 72.12489131884479);
        QCOMPARE(metric(run, "p99_ttft_ms"), 1.2369628830251167 * 1000.0);
        QCOMPARE(metric(run, "p90_ttft_ms"), 0.8963296682835787 * 1000.0);
        QCOMPARE(metric(run, "median_ttft_ms"), 0.6660815749928588 * 1000.0);
        QCOMPARE(metric(run, "mean_ttft_ms"), 0.7327401073940564 * 1000.0);
        QCOMPARE(metric(run, "max_ttft_ms"), 1.2748110179963987 * 1000.0);
        QCOMPARE(metric(run, "std_ttft_ms"), 0.2052068678163679 * 1000.0);
        QCOMPARE(metric(run, "p99_e2el_ms"), 2.7888671911190612 * 1000.0);
        QCOMPARE(metric(run, "requests_per_s"), 26.211347541675877 / 60.0);
        QCOMPARE(metric(run, "completed"), 10.0);
        QCOMPARE(metric(run, "failed"), 0.0);
        QCOMPARE(metric(run, "concurrency"), 1.0);
        QCOMPARE(metric(run, "input_tokens_mean"), 581.0);
        QCOMPARE(metric(run, "output_tokens_mean"), 165.1);
        // LLMPerf's "inter-token latency" counts the first token's wait too: no ITL or TPOT
        // is made of it, and the tool's figure is kept as written.
        for (const char *name : {"mean_itl_ms", "p99_itl_ms", "mean_tpot_ms"})
            QVERIFY2(std::isnan(metric(run, name)), name);
        QCOMPARE(run.extra["results_inter_token_latency_s_mean"].get<double>(),
                 0.015180229832357697);
        // What was asked: the load and the token distributions.
        QVERIFY(run.workload["concurrency"] == 1);
        QVERIFY(run.workload["mean_input_tokens"] == 550);
        QVERIFY(run.workload["stddev_output_tokens"] == 10);
        // The file's timestamp is the end: the run began 10 / 26.21... minutes before it.
        const qint64 durationMs = std::llround(10.0 / 26.211347541675877 * 60.0 * 1000.0);
        QCOMPARE(run.startedAt, QDateTime::fromMSecsSinceEpoch(1768899416LL * 1000 - durationMs,
                                                               QTimeZone::utc()));
        QCOMPARE(metric(run, "duration_s"), 10.0 / 26.211347541675877 * 60.0);
        QVERIFY(run.label.contains(QLatin1String("llmperf")));
        QVERIFY(run.label.contains(QLatin1String("c1")));
        // The requests come from the per-request file beside it.
        QCOMPARE(run.samples.size(), size_t(10));
        QCOMPARE(*run.samples.front().ttftMs, 0.8542761849821545 * 1000.0);
        QCOMPARE(*run.samples.front().e2elMs, 2.788868787989486 * 1000.0);
        QCOMPARE(*run.samples.front().outputTokens, 168);
        QCOMPARE(*run.samples.front().inputTokens, 538);
        QCOMPARE(run.extra["individual_responses"].get<std::string>(),
                 std::string("gpt-4-1-nano_550_150_individual_responses.json"));
    }

    // Beside its summary the per-request file adds nothing, and says whose run holds it.
    void requestsBesideTheirSummaryAddNothing()
    {
        const ParsedFile parsed = parseImportFile(dataPath(kNanoRequests));
        QCOMPARE(parsed.format, std::optional<RunFormat>(RunFormat::LlmPerf));
        QVERIFY(parsed.runs.empty());
        QCOMPARE(QFileInfo(parsed.coveredBy).fileName(),
                 QStringLiteral("gpt-4-1-nano_550_150_summary.json"));
        QVERIFY2(parsed.error.contains(QLatin1String("gpt-4-1-nano_550_150_summary.json")),
                 qPrintable(parsed.error));
    }

    // A real notebook: the folder gives one run, and again nothing.
    void folderImportsOneRunIdempotently()
    {
        QTemporaryDir dir;
        NotebookStore store;
        QVERIFY2(store.open(dir.filePath(QStringLiteral("nb.lanebook"))),
                 qPrintable(store.lastError()));
        for (int pass = 0; pass < 2; ++pass) {
            const ImportCounts counts = importInto(store, {dataPath(kNanoOne)});
            QVERIFY2(counts.errors.isEmpty(), qPrintable(counts.errors.join(u'\n')));
            QCOMPARE(counts.covered, 1);
            QCOMPARE(counts.added, pass == 0 ? 1 : 0);
            QCOMPARE(counts.present, pass == 0 ? 0 : 1);
        }
        const std::vector<Run> runs = store.runs().list();
        QCOMPARE(runs.size(), size_t(1));
        QCOMPARE(store.runs().requestSamples(runs.front().id).size(), size_t(10));
    }

    // llmperf-leaderboard: renamed by hand, per-request files in a folder of their own. The
    // summary is a run with the --metadata pairs as config; the requests alone are another, and
    // their statistics, computed here, are LLMPerf's own (pandas' linear quantiles).
    void leaderboardFilesWithErrors()
    {
        const ParsedFile summary = parseImportFile(
            dataPath(QStringLiteral("llmperf/leaderboard/summary/perplexity_70b.json")));
        QVERIFY2(summary.ok(), qPrintable(summary.error));
        const Run &run = summary.runs.front();
        QCOMPARE(run.model, QStringLiteral("llama-2-70b-chat"));
        QCOMPARE(metric(run, "completed"), 148.0);
        QCOMPARE(metric(run, "failed"), 2.0);
        QCOMPARE(metric(run, "output_tok_per_s"), 126.05102586791163);
        QCOMPARE(metric(run, "p99_ttft_ms"), 0.6586804771299839 * 1000.0);
        QVERIFY(run.config["framework"] == "perplexity");
        QVERIFY(run.config["api"] == "https://api.perplexity.ai");
        QVERIFY(run.samples.empty()); // no per-request file beside it
        QCOMPARE(run.extra["results_error_code_frequency"].get<std::string>(),
                 std::string("{429.0: 2}"));

        const ParsedFile requests = parseImportFile(
            dataPath(QStringLiteral("llmperf/leaderboard/individual/perplexity_70b.json")));
        QVERIFY2(requests.ok(), qPrintable(requests.error));
        QVERIFY(requests.coveredBy.isEmpty());
        const Run &alone = requests.runs.front();
        QCOMPARE(alone.samples.size(), size_t(150));
        QCOMPARE(metric(alone, "completed"), 148.0);
        QCOMPARE(metric(alone, "failed"), 2.0);
        int errors = 0;
        for (const RequestSample &sample : alone.samples) {
            if (sample.error.isEmpty())
                continue;
            ++errors;
            QVERIFY(sample.error.contains(QLatin1String("Token rate limit exceeded")));
            QVERIFY(!sample.ttftMs); // LLMPerf writes 0 for a failed request: not a latency
        }
        QCOMPARE(errors, 2);
        const double p99 = metric(alone, "p99_ttft_ms");
        const double mean = metric(alone, "mean_ttft_ms");
        QVERIFY2(std::abs(p99 - metric(run, "p99_ttft_ms")) < 1e-9 * p99,
                 qPrintable(QString::number(p99)));
        QVERIFY2(std::abs(mean - metric(run, "mean_ttft_ms")) < 1e-9 * mean,
                 qPrintable(QString::number(mean)));
        QVERIFY(alone.model.isEmpty()); // the file does not say
        QCOMPARE(alone.label, QStringLiteral("perplexity_70b-llmperf-requests"));
    }

    void badInput()
    {
        QTemporaryDir dir;
        // Cut short: the line is named.
        QString path = copyEdited(dir, kNanoSummary, [](QByteArray &bytes) { bytes.chop(200); });
        ParsedFile parsed = parseImportFile(path);
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error.contains(QLatin1String("llmperf")), qPrintable(parsed.error));
        QVERIFY2(parsed.error.contains(QLatin1String("line")), qPrintable(parsed.error));

        // A number that is not one: the key is named.
        QTemporaryDir typed;
        path = copyEdited(typed, kNanoSummary, [](QByteArray &bytes) {
            bytes.replace("\"results_ttft_s_quantiles_p99\": 1.2369628830251167",
                          "\"results_ttft_s_quantiles_p99\": \"fast\"");
        });
        parsed = parseImportFile(path);
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error.contains(QLatin1String("results_ttft_s_quantiles_p99")),
                 qPrintable(parsed.error));

        // A damaged per-request file beside its summary: the summary says which file and request.
        QTemporaryDir pair;
        copyEdited(pair, kNanoSummary, [](QByteArray &) {});
        copyEdited(pair, kNanoRequests, [](QByteArray &bytes) {
            bytes.replace("\"ttft_s\": 0.6956163650029339", "\"ttft_s\": \"soon\"");
        });
        parsed =
            parseImportFile(pair.filePath(QStringLiteral("gpt-4-1-nano_550_150_summary.json")));
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error.contains(QLatin1String("individual_responses.json, request 2")),
                 qPrintable(parsed.error));
        QVERIFY(parsed.runs.empty());

        // Huge numbers are numbers, not undefined behaviour: a token count of 1e300 is left out.
        QTemporaryDir huge;
        path = copyEdited(huge, kNanoRequests, [](QByteArray &bytes) {
            bytes.replace("\"number_output_tokens\": 168", "\"number_output_tokens\": 1e300");
        });
        parsed = parseImportFile(path);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QVERIFY(!parsed.runs.front().samples.front().outputTokens);
    }

    // What the review of this importer found: a companion passes the file's own checks or is
    // left out; a broken one is named; a pair renamed alike stays a pair.
    void companionsAreCheckedAndNamed()
    {
        // Nested a hundred thousand deep: left out, the summary read without requests.
        QTemporaryDir hostile;
        const QString summary = copyEdited(hostile, kNanoSummary, [](QByteArray &) {});
        {
            QFile deep(
                hostile.filePath(QStringLiteral("gpt-4-1-nano_550_150_individual_responses.json")));
            QVERIFY(deep.open(QIODevice::WriteOnly));
            deep.write("[{\"error_code\": " + QByteArray(100000, '[') + QByteArray(100000, ']') +
                       "}]");
        }
        ParsedFile parsed = parseImportFile(summary);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QVERIFY(parsed.runs.front().samples.empty());

        // Cut short: the summary is refused, naming the per-request file and its line.
        QTemporaryDir cut;
        const QString cutSummary = copyEdited(cut, kNanoSummary, [](QByteArray &) {});
        copyEdited(cut, kNanoRequests, [](QByteArray &bytes) { bytes.chop(300); });
        parsed = parseImportFile(cutSummary);
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error.contains(
                     QLatin1String("gpt-4-1-nano_550_150_individual_responses.json: line")),
                 qPrintable(parsed.error));

        // Both renamed alike (the "name" inside still the tool's): still one run with its requests,
        // and the per-request file adds nothing.
        QTemporaryDir renamed;
        const QString one = renamed.filePath(QStringLiteral("run1_summary.json"));
        const QString requests = renamed.filePath(QStringLiteral("run1_individual_responses.json"));
        QVERIFY(QFile::copy(dataPath(kNanoSummary), one));
        QVERIFY(QFile::copy(dataPath(kNanoRequests), requests));
        parsed = parseImportFile(one);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.runs.front().samples.size(), size_t(10));
        QCOMPARE(QFileInfo(parseImportFile(requests).coveredBy).fileName(),
                 QStringLiteral("run1_summary.json"));
    }

    void detectsOnlyItsOwnFiles()
    {
        const auto importer = makeLlmPerfImporter();
        const QStringList files = otherFormatsFiles(QStringLiteral("llmperf"));
        QVERIFY(files.size() >= 20);
        for (const QString &path : files)
            QVERIFY2(importer->detect(load(path)) == 0, qPrintable(path));
        QVERIFY(importer->detect(load(kNanoSummary)) > 0);
        QVERIFY(importer->detect(load(kNanoRequests)) > 0);
        QCOMPARE(importer->detect(ImportInput{QStringLiteral("x.json"), q("[{'a': 1}]")}), 0);
    }
};

QTEST_GUILESS_MAIN(TestLlmPerfImporter)
#include "tst_llmperfimporter.moc"
