// genai-bench importer (issue 30) against experiment folders the tool wrote
// (tests/data/genai-bench, SOURCES.md: Baseten's fork, the async and the locust engine, a run that
// was not streamed, the format before _time_unit), and the writer's variants (genai_bench/metrics,
// protocol.py) written into copies of them: milliseconds, an open-loop request rate.
#include "backends/importers/importerregistry.h"
#include "backends/importers/importfile.h"
#include "backends/notebook/notebookstore.h"
#include "importertestsupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <functional>

using namespace lanebook;
using namespace lanebook::test;

namespace {

const QString kMain = QStringLiteral("genai-bench/regression_main_branch/");
const QString kMainRun =
    kMain + QStringLiteral("D100_100_text-to-text_num_concurrency_1_time_120s.json");
const QString kGptOss =
    QStringLiteral("genai-bench/baseten_TRT-LLM_text-to-text_gpt-oss-120b_20260106_003622/");
const QString kGptOssRun =
    kGptOss +
    QStringLiteral("D8000_700_text-to-text_openai_gpt-oss-120b_num_concurrency_1_time_120s.json");
const QString kTraining = QStringLiteral("genai-bench/baseten_training_benchmark/");
// The key that experiment's command held (replaced in the sample by one of the same shape).
const char kFakeKey[] = "FAKEKEY1.0123456789abcdefghijklmnopqrstuv";

const Importer &importer()
{
    return importerFor(RunFormat::GenaiBench);
}

QString writeEdited(const QTemporaryDir &dir, const QString &relative,
                    const std::function<void(nlohmann::json &)> &edit)
{
    const QByteArray bytes = load(relative).content;
    nlohmann::json json =
        nlohmann::json::parse(bytes.constData(), bytes.constData() + bytes.size());
    edit(json);
    return writeFileIn(dir.path(), QFileInfo(relative).fileName(),
                       QByteArray::fromStdString(json.dump(4)));
}

} // namespace

class TestGenaiBenchImporter : public QObject
{
    Q_OBJECT

private slots:
    // A run file with its folder's metadata: the model asked for, the scenario and concurrency,
    // latencies from seconds to milliseconds (p50 as the median, the population stddev), counts,
    // throughput, and every request as a sample.
    void runWithItsMetadata()
    {
        const ParsedFile parsed = parseImportFile(dataPath(kMainRun));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.format, std::optional<RunFormat>(RunFormat::GenaiBench));
        QCOMPARE(parsed.runs.size(), size_t(1));
        const Run &run = parsed.runs.front();
        QCOMPARE(run.model, QStringLiteral("zai-org/GLM-4.6"));
        QCOMPARE(metric(run, "mean_ttft_ms"), 0.256500058299207 * 1000.0);
        QCOMPARE(metric(run, "median_ttft_ms"), 0.23779947950060887 * 1000.0);
        QCOMPARE(metric(run, "std_ttft_ms"), 0.04282550157817509 * 1000.0);
        QCOMPARE(metric(run, "p99_ttft_ms"), 0.3468936604980627 * 1000.0);
        QCOMPARE(metric(run, "p90_tpot_ms"), 0.010412751466668337 * 1000.0);
        QCOMPARE(metric(run, "max_e2el_ms"), 1.2646542910006247 * 1000.0);
        QCOMPARE(metric(run, "requests_per_s"), 0.9440343401932063);
        QCOMPARE(metric(run, "output_tok_per_s"), 94.40343401932063);
        QCOMPARE(metric(run, "duration_s"), 10.592834999999468);
        QCOMPARE(metric(run, "input_tokens_mean"), 106.0);
        QCOMPARE(metric(run, "output_tokens_mean"), 100.0);
        QCOMPARE(metric(run, "completed"), 10.0);
        QCOMPARE(metric(run, "failed"), 0.0);
        QCOMPARE(metric(run, "concurrency"), 1.0);
        QVERIFY(run.workload["concurrency"] == 1);
        QVERIFY(run.workload["traffic_scenario"] == "D(100,100)");
        QVERIFY(run.workload["task"] == "text-to-text");
        QVERIFY(run.workload["streaming"] == true);
        QVERIFY(run.config["api_backend"] == "baseten");
        QCOMPARE(run.samples.size(), size_t(10));
        QCOMPARE(*run.samples.front().ttftMs, 0.3500749579980038 * 1000.0);
        QCOMPARE(*run.samples.front().e2elMs, 0.9585198749991832 * 1000.0);
        QCOMPARE(*run.samples.front().inputTokens, 106);
        QCOMPARE(run.label, QStringLiteral("GLM-4.6-genai-bench-D100_100-c1"));
        QCOMPARE(run.metric(QStringLiteral("median_ttft_ms"))->originalKey,
                 QStringLiteral("aggregated_metrics.stats.ttft.p50"));
    }

    // The locust run that was not streamed: the fork writes TTFT as 1 ms, so no TTFT or TPOT is
    // taken from it; eight HTTP 500s are failed requests with their message, and the error rate
    // the writer gives as 0 is computed from the counts. Its command held an API key: it is kept
    // with the key redacted, and the key reaches neither the run nor the notebook file.
    void notStreamedWithErrorsAndAKey()
    {
        const ParsedFile parsed = parseImportFile(dataPath(kGptOssRun));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        const Run &run = parsed.runs.front();
        QCOMPARE(run.model, QStringLiteral("openai/gpt-oss-120b"));
        QVERIFY(std::isnan(metric(run, "mean_ttft_ms")));
        QVERIFY(std::isnan(metric(run, "p99_tpot_ms")));
        QCOMPARE(metric(run, "p99_e2el_ms"), 2.5443070583984078 * 1000.0);
        QVERIFY(run.workload["streaming"] == false);
        QCOMPARE(metric(run, "completed"), 61.0);
        QCOMPARE(metric(run, "failed"), 8.0);
        QCOMPARE(run.extra["error_rate"].get<double>(), 8.0 / 69.0);
        QVERIFY(run.extra["error_codes_frequency"]["500"] == 8);
        QVERIFY(run.config["runtime_version"] == "TRT-LLM");
        QCOMPARE(run.samples.size(), size_t(69));
        int failed = 0;
        for (const RequestSample &sample : run.samples) {
            QVERIFY(!sample.ttftMs);
            if (!sample.error.isEmpty()) {
                ++failed;
                QVERIFY2(sample.error.startsWith(QLatin1String("error 500: ")),
                         qPrintable(sample.error));
                QVERIFY(!sample.e2elMs);
            }
        }
        QCOMPARE(failed, 8);
        const std::string cmd = run.extra["cmd"].get<std::string>();
        QVERIFY(cmd.find("--api-key") != std::string::npos);
        QVERIFY(cmd.find(kFakeKey) == std::string::npos);
        QVERIFY(cmd.find("--disable-streaming True") != std::string::npos);

        QTemporaryDir dir;
        const QString notebook = dir.filePath(QStringLiteral("nb.lanebook"));
        {
            NotebookStore store;
            QVERIFY2(store.open(notebook), qPrintable(store.lastError()));
            const FileImportOutcome outcome = store.runs().storeParsedFile(parsed);
            QVERIFY2(outcome.ok(), qPrintable(outcome.error));
            QCOMPARE(outcome.runsAdded, 1);
            QCOMPARE(store.runs().requestSamples(store.runs().list().front().id).size(),
                     size_t(69));
        }
        QByteArray bytes;
        for (const QString &suffix : {QString(), QStringLiteral("-wal")})
            bytes += readFile(notebook + suffix);
        QVERIFY(bytes.size() > 0);
        QVERIFY(!bytes.contains(kFakeKey));
        QVERIFY(!bytes.contains("0123456789abcdefghijklmnopqrstuv"));
    }

    // The format before _time_unit (2025-09): seconds; the GPU and its count (written as the
    // string "1") are config; the normal-distribution scenario as written.
    void olderFormatInSeconds()
    {
        const ParsedFile parsed = parseImportFile(dataPath(
            kTraining +
            QStringLiteral("N2000_200_200_20_text-to-text_num_concurrency_8_time_23s.json")));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        const Run &run = parsed.runs.front();
        QCOMPARE(metric(run, "mean_ttft_ms"), 0.2532876852024911 * 1000.0);
        QVERIFY(run.config["gpu"] == "H100");
        QVERIFY(run.config["gpu_count"] == 1);
        QVERIFY(run.workload["traffic_scenario"] == "N(2000,200)/(200,20)");
        QCOMPARE(metric(run, "concurrency"), 8.0);
        QCOMPARE(run.model, QStringLiteral("Qwen3-30B-A3B-Instruct-2507-FP8"));
    }

    // --metrics-time-unit ms: latencies are milliseconds already; throughput and duration stay
    // in their base units.
    void millisecondsStayMilliseconds()
    {
        QTemporaryDir dir;
        writeFileIn(dir.path(), QStringLiteral("experiment_metadata.json"),
                    load(kMain + QStringLiteral("experiment_metadata.json")).content);
        const QString path = writeEdited(dir, kMainRun, [](nlohmann::json &json) {
            json["_time_unit"] = "ms";
            json["aggregated_metrics"]["stats"]["ttft"]["mean"] = 256.5;
            json["individual_request_metrics"][0]["ttft"] = 350.07;
        });
        const ParsedFile parsed = parseImportFile(path);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        const Run &run = parsed.runs.front();
        QCOMPARE(metric(run, "mean_ttft_ms"), 256.5);
        QCOMPARE(*run.samples.front().ttftMs, 350.07);
        QCOMPARE(metric(run, "duration_s"), 10.592834999999468);
        QVERIFY(run.extra["time_unit"] == "ms");
        // A unit the writer never writes is refused, naming the key.
        const QString bad =
            writeEdited(dir, kMainRun, [](nlohmann::json &json) { json["_time_unit"] = "us"; });
        const ParsedFile refused = parseImportFile(bad);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error.contains(QLatin1String("_time_unit")), qPrintable(refused.error));
    }

    // An open-loop run (the async engine's --qps-level) writes its request rate into
    // num_concurrency: it is a rate, not a concurrency.
    void requestRateRunIsARate()
    {
        QTemporaryDir dir;
        writeEdited(dir, kMain + QStringLiteral("experiment_metadata.json"),
                    [](nlohmann::json &json) {
                        json["cmd"] = json["cmd"].get<std::string>() + " --qps-level 0.5";
                    });
        const QString path = writeEdited(dir, kMainRun, [](nlohmann::json &json) {
            json["aggregated_metrics"]["num_concurrency"] = 0.5;
        });
        const ParsedFile parsed = parseImportFile(path);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        const Run &run = parsed.runs.front();
        QVERIFY(run.workload["request_rate"] == 0.5);
        QVERIFY(!run.workload.contains("concurrency"));
        QVERIFY(std::isnan(metric(run, "concurrency")));
        QCOMPARE(metric(run, "request_rate_per_s"), 0.5);
        QVERIFY(run.label.endsWith(QLatin1String("-r0.5")));
    }

    // The metadata is no run: beside run files it adds nothing, alone it says what to import.
    // A run file alone is still a run (no model; its folder names it).
    void metadataIsNoRun()
    {
        ParsedFile parsed =
            parseImportFile(dataPath(kMain + QStringLiteral("experiment_metadata.json")));
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.coveredBy.endsWith(
                     QLatin1String("D100_100_text-to-text_num_concurrency_1_time_120s.json")),
                 qPrintable(parsed.error));
        QTemporaryDir dir;
        const QString metadata =
            writeFileIn(dir.path(), QStringLiteral("experiment_metadata.json"),
                        load(kMain + QStringLiteral("experiment_metadata.json")).content);
        parsed = parseImportFile(metadata);
        QVERIFY(!parsed.ok());
        QVERIFY(parsed.coveredBy.isEmpty());
        QVERIFY2(parsed.error.contains(QLatin1String("_time_<N>s.json")), qPrintable(parsed.error));

        QTemporaryDir lone;
        const QString run =
            writeFileIn(lone.path(), QFileInfo(kMainRun).fileName(), load(kMainRun).content);
        parsed = parseImportFile(run);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QVERIFY(parsed.runs.front().model.isEmpty());
        QVERIFY(parsed.runs.front().label.startsWith(QFileInfo(lone.path()).fileName()));
        QVERIFY(!parsed.runs.front().workload.contains("streaming"));
    }

    // A whole folder into a real notebook: one run per run file, the metadata passed over, and
    // nothing again the second time.
    void folderImportIsIdempotent()
    {
        QTemporaryDir dir;
        NotebookStore store;
        QVERIFY2(store.open(dir.filePath(QStringLiteral("nb.lanebook"))),
                 qPrintable(store.lastError()));
        for (int pass = 0; pass < 2; ++pass) {
            const ImportCounts counts =
                importInto(store, {dataPath(QStringLiteral("genai-bench"))});
            QVERIFY2(counts.errors.isEmpty(), qPrintable(counts.errors.join(u'\n')));
            QCOMPARE(counts.covered, 4);
            QCOMPARE(counts.added, pass == 0 ? 4 : 0);
            QCOMPARE(counts.present, pass == 0 ? 0 : 4);
        }
        QCOMPARE(store.runs().list().size(), size_t(4));
    }

    // Hostile input: the per-request list is not a list, a request is not an object, a count
    // is text; each refused with where.
    void badValuesAreRefusedWithWhere()
    {
        const QByteArray text = load(kMainRun).content;
        nlohmann::json json = nlohmann::json::parse(text.toStdString());
        json["individual_request_metrics"] = "none";
        QVERIFY(failureOf(importer(), QByteArray::fromStdString(json.dump()))
                    .contains(QLatin1String("individual_request_metrics")));
        json = nlohmann::json::parse(text.toStdString());
        json["individual_request_metrics"][3] = 7;
        QVERIFY(failureOf(importer(), QByteArray::fromStdString(json.dump()))
                    .contains(QLatin1String("4")));
        json = nlohmann::json::parse(text.toStdString());
        json["aggregated_metrics"]["num_completed_requests"] = "ten";
        QVERIFY(failureOf(importer(), QByteArray::fromStdString(json.dump()))
                    .contains(QLatin1String("num_completed_requests")));
    }

    void otherFormatsAreNotClaimed()
    {
        const QStringList files = otherFormatsFiles(QStringLiteral("genai-bench"));
        QVERIFY(files.size() >= 20);
        for (const QString &path : files)
            QVERIFY2(importer().detect(load(path)) == 0, qPrintable(path));
        QVERIFY(importer().detect(load(kMainRun)) > 0);
        QVERIFY(importer().detect(load(kMain + QStringLiteral("experiment_metadata.json"))) > 0);
    }
};

QTEST_GUILESS_MAIN(TestGenaiBenchImporter)
#include "tst_genaibenchimporter.moc"
