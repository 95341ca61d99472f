// inference-perf importer (issue 30) against the tool's own report files
// (tests/data/inference-perf, SOURCES.md: the 2025 KubeCon demo, seven constant-rate stages on
// vLLM), and against the newer keys of its writer (inference_perf/reportgen/base.py, to 2026-08)
// written into copies of them.
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

const QString kVllm = QStringLiteral("inference-perf/kubecon-na-2025/vllm/");
const QString kV0 = QStringLiteral("inference-perf/kubecon-na-2025/vllm+v0_engine/");
// A one-stage run with the per-request file (SOURCES.md: Qwen3-8B-FP8 on vLLM, 20 requests).
const QString kSmoke = QStringLiteral("inference-perf/slo-lab-smoke/");
const QString kPerRequest = QStringLiteral("per_request_lifecycle_metrics.json");

// The real per-request file with each record edited.
QByteArray perRequestEdited(const std::function<void(nlohmann::json &)> &edit)
{
    nlohmann::json records =
        nlohmann::json::parse(load(kSmoke + kPerRequest).content.toStdString());
    for (nlohmann::json &record : records)
        edit(record);
    return QByteArray::fromStdString(records.dump(2));
}

const Importer &importer()
{
    return importerFor(RunFormat::InferencePerf);
}

// A sample's JSON, edited, written into dir under name.
QString writeEdited(const QTemporaryDir &dir, const QString &relative, const QString &name,
                    const std::function<void(nlohmann::json &)> &edit)
{
    const QByteArray bytes = load(relative).content;
    nlohmann::json json =
        nlohmann::json::parse(bytes.constData(), bytes.constData() + bytes.size());
    edit(json);
    return writeFileIn(dir.path(), name, QByteArray::fromStdString(json.dump(2)));
}

// The whole run as text, to look for what must never be stored.
std::string everythingOf(const Run &run)
{
    return run.config.dump() + run.workload.dump() + run.extra.dump() + run.label.toStdString() +
           run.model.toStdString();
}

} // namespace

class TestInferencePerfImporter : public QObject
{
    Q_OBJECT

private slots:
    // A stage is a run: the rate it asked for, what it achieved, every latency statistic from
    // seconds to milliseconds (p0.1 and p99.9 too, median as the median), throughput and counts.
    void stageIsARun()
    {
        const ParsedFile parsed =
            parseImportFile(dataPath(kVllm + QStringLiteral("stage_3_lifecycle_metrics.json")));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.format, std::optional<RunFormat>(RunFormat::InferencePerf));
        QCOMPARE(parsed.runs.size(), size_t(1));
        const Run &run = parsed.runs.front();
        QCOMPARE(metric(run, "p99_ttft_ms"), 0.18182665726635605 * 1000.0);
        QCOMPARE(metric(run, "median_tpot_ms"), 0.00741328114676181 * 1000.0);
        QCOMPARE(metric(run, "p99.9_itl_ms"), 0.03909889513440431 * 1000.0);
        QCOMPARE(metric(run, "mean_e2el_ms"), 1.0212724370473967 * 1000.0);
        QVERIFY(!std::isnan(metric(run, "p0.1_ttft_ms")));
        QVERIFY(!std::isnan(metric(run, "min_e2el_ms")));
        QVERIFY(!std::isnan(metric(run, "max_itl_ms")));
        QCOMPARE(metric(run, "output_tok_per_s"), 5693.884076290361);
        QCOMPARE(metric(run, "requests_per_s"), 91.35730480202015);
        QCOMPARE(metric(run, "completed"), 5531.0);
        QCOMPARE(metric(run, "failed"), 0.0);
        QCOMPARE(metric(run, "request_rate_per_s"), 92.19);
        QCOMPARE(metric(run, "achieved_request_rate_per_s"), 92.22409851829183);
        QCOMPARE(metric(run, "input_tokens_mean"), 204.10178991140842);
        QCOMPARE(metric(run, "output_tokens_mean"), 62.3254384378955);
        QVERIFY(run.workload["request_rate"] == 92.19);
        QVERIFY(!run.workload.contains("concurrency"));
        QVERIFY(run.extra["stage"] == 3);
        QVERIFY(run.extra.contains("schedule_delay"));
        QVERIFY(run.extra.contains("normalized_time_per_output_token"));
        // NTPOT (end-to-end over output tokens) is not TPOT: it is kept, not mapped.
        QCOMPARE(metric(run, "mean_tpot_ms"), 0.007516017549608276 * 1000.0);
        QCOMPARE(run.extra["normalized_time_per_output_token"]["mean"].get<double>(),
                 0.016622874484339873);
        QCOMPARE(run.label, QStringLiteral("vllm-inference-perf-stage3-r92.19"));
        QCOMPARE(run.metric(QStringLiteral("p99_ttft_ms"))->originalKey,
                 QStringLiteral("successes.latency.time_to_first_token.p99"));
    }

    // A saturated stage keeps what it asked for beside what it got: 106.5 of 183.38 req/s.
    void saturatedStageKeepsBothRates()
    {
        const ParsedFile parsed =
            parseImportFile(dataPath(kVllm + QStringLiteral("stage_6_lifecycle_metrics.json")));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        const Run &run = parsed.runs.front();
        QCOMPARE(metric(run, "request_rate_per_s"), 183.38);
        QCOMPARE(metric(run, "achieved_request_rate_per_s"), 106.54759673128557);
        QCOMPARE(metric(run, "completed"), 11002.0);
        // The server's view of the same stage comes from the Prometheus file beside it.
        QVERIFY(run.extra["server_metrics"]["count"] == 21904);
        QVERIFY(run.extra["server_metrics_file"] == "stage_6_prometheus_metrics.json");
    }

    // The summary mixes every stage's load: beside stage files it adds nothing (any stage, not
    // only stage 0, the v0 folder holds stage 6 alone), and alone it is one run.
    void summaryIsCoveredByItsStages()
    {
        ParsedFile parsed =
            parseImportFile(dataPath(kVllm + QStringLiteral("summary_lifecycle_metrics.json")));
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.coveredBy.endsWith(QLatin1String("vllm/stage_0_lifecycle_metrics.json")),
                 qPrintable(parsed.coveredBy));
        parsed = parseImportFile(dataPath(kV0 + QStringLiteral("summary_lifecycle_metrics.json")));
        QVERIFY2(parsed.coveredBy.endsWith(QLatin1String("stage_6_lifecycle_metrics.json")),
                 qPrintable(parsed.error));

        QTemporaryDir dir;
        const QString alone =
            writeFileIn(dir.path(), QStringLiteral("summary_lifecycle_metrics.json"),
                        load(kVllm + QStringLiteral("summary_lifecycle_metrics.json")).content);
        parsed = parseImportFile(alone);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        const Run &run = parsed.runs.front();
        QVERIFY(run.extra["stage"] == "all");
        QVERIFY(run.workload.empty());
        QVERIFY(std::isnan(metric(run, "request_rate_per_s")));
        QVERIFY(run.label.contains(QLatin1String("inference-perf-summary")));
        QVERIFY(metric(run, "completed") > 38000);
    }

    // A Prometheus file is the server's view: covered by its lifecycle file, and alone a clear
    // refusal that names the file to import.
    void prometheusFileIsNoRun()
    {
        ParsedFile parsed =
            parseImportFile(dataPath(kVllm + QStringLiteral("stage_6_prometheus_metrics.json")));
        QVERIFY(parsed.coveredBy.endsWith(QLatin1String("stage_6_lifecycle_metrics.json")));
        QTemporaryDir dir;
        const QString alone =
            writeFileIn(dir.path(), QStringLiteral("stage_6_prometheus_metrics.json"),
                        load(kVllm + QStringLiteral("stage_6_prometheus_metrics.json")).content);
        parsed = parseImportFile(alone);
        QVERIFY(!parsed.ok());
        QVERIFY(parsed.coveredBy.isEmpty());
        QVERIFY2(parsed.error.contains(QLatin1String("_lifecycle_metrics.json")),
                 qPrintable(parsed.error));
    }

    // The writer's newer keys (2025-11 to 2026-08), written into a copy of a real stage file:
    // benchmark_time_seconds, a concurrent stage, p50 before it was "median", prompt_tokens and the
    // server's output_tokens, goodput, failures by label, a null statistics object, a report
    // prefix in the file name.
    void newerWriterKeys()
    {
        QTemporaryDir dir;
        const QString path = writeEdited(
            dir, kVllm + QStringLiteral("stage_3_lifecycle_metrics.json"),
            QStringLiteral("glm5-a_stage_2_lifecycle_metrics.json"), [](nlohmann::json &json) {
                json["benchmark_time_seconds"] = 60.5;
                json["load_summary"]["concurrency"] = 64;
                json["load_summary"]["requested_rate"] = 5531; // the request count, for concurrent
                nlohmann::json &latency = json["successes"]["latency"];
                latency["time_to_first_token"]["p50"] = latency["time_to_first_token"]["median"];
                latency["time_to_first_token"].erase("median");
                latency["time_to_first_token"]["p99.99"] = 0.25;
                latency["inter_token_latency"] = nullptr;
                json["successes"]["prompt_tokens"] = {
                    {"total", 1128887}, {"cached", 0}, {"uncached", 1128887}, {"mean", 210.5}};
                json["successes"]["output_tokens"] = {{"total", 344000}, {"mean", 64.0}};
                json["successes"]["goodput_metrics"] = {
                    {"goodput_percentage", 97.5}, {"request_goodput", 89.1},
                    {"token_goodput", 23000.0},   {"good_requests", 5393},
                    {"total_requests", 5531},     {"ttft_attainment_percentage", 99.0}};
                json["failures"] = {
                    {"count", 3},
                    {"request_latency", nullptr},
                    {"by_label",
                     {{"504 - Gateway Timeout",
                       {{"count", 3}, {"messages", {{{"message", "upstream"}}}}}}}}};
            });
        const ParsedFile parsed = parseImportFile(path);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        const Run &run = parsed.runs.front();
        QCOMPARE(metric(run, "duration_s"), 60.5);
        QCOMPARE(metric(run, "concurrency"), 64.0);
        QVERIFY(std::isnan(metric(run, "request_rate_per_s")));
        QVERIFY(run.workload["concurrency"] == 64);
        QVERIFY(!run.workload.contains("request_rate"));
        QCOMPARE(metric(run, "median_ttft_ms"), 0.04451845702715218 * 1000.0);
        QCOMPARE(metric(run, "p99.99_ttft_ms"), 250.0);
        QVERIFY(std::isnan(metric(run, "mean_itl_ms")));
        QCOMPARE(metric(run, "input_tokens_mean"), 210.5);
        QCOMPARE(metric(run, "output_tokens_mean"), 64.0);
        QCOMPARE(metric(run, "goodput_requests_per_s"), 89.1);
        QVERIFY(run.extra["goodput_metrics"]["goodput_percentage"] == 97.5);
        QCOMPARE(metric(run, "failed"), 3.0);
        QVERIFY(run.extra["failures_by_label"]["504 - Gateway Timeout"] == 3);
        QVERIFY(run.extra["stage"] == 2);
        QCOMPARE(
            run.label,
            QStringLiteral("%1-inference-perf-stage2-c64").arg(QFileInfo(dir.path()).fileName()));
    }

    // config.yaml as the tool writes it (yaml.dump of the resolved config; hand-written here in
    // that shape, no real one is public) gives the model and the server; the secrets in it are
    // never read. The one-line JSON a bucket upload writes reads the same.
    void configBesideGivesModelNeverSecrets_data()
    {
        QTest::addColumn<QByteArray>("config");
        QTest::newRow("yaml") << QByteArray(
            "api:\n  type: chat\n  streaming: true\n  headers:\n    Authorization: Bearer "
            "sk-abcdefghijklmnopqrstuvwxyz012345\n"
            "data:\n  type: shareGPT\nload:\n  type: poisson\n  interval: 1.0\n  stages:\n"
            "  - rate: 92.19\n    duration: 60\n"
            "server:\n  type: vllm\n  model_name: 'meta-llama/Llama-3.1-8B-Instruct'\n"
            "  base_url: http://0.0.0.0:8000\n  ignore_eos: true\n"
            "  api_key: sk-abcdefghijklmnopqrstuvwxyz012345\n"
            "tokenizer:\n  pretrained_model_name_or_path: meta-llama/Llama-3.1-8B-Instruct\n"
            "  token: hf_abcdefghijklmnopqrstuvwxyzABCDEF\n");
        QTest::newRow("json") << q(
            "{'api': {'type': 'chat', 'streaming': true, 'headers': {'Authorization': 'Bearer "
            "sk-abcdefghijklmnopqrstuvwxyz012345'}}, 'load': {'type': 'poisson'}, 'server': "
            "{'type': 'vllm', 'model_name': 'meta-llama/Llama-3.1-8B-Instruct', 'api_key': "
            "'sk-abcdefghijklmnopqrstuvwxyz012345'}, 'tokenizer': {'token': "
            "'hf_abcdefghijklmnopqrstuvwxyzABCDEF'}}");
    }

    void configBesideGivesModelNeverSecrets()
    {
        QFETCH(QByteArray, config);
        QTemporaryDir dir;
        const QString stage =
            writeFileIn(dir.path(), QStringLiteral("stage_3_lifecycle_metrics.json"),
                        load(kVllm + QStringLiteral("stage_3_lifecycle_metrics.json")).content);
        writeFileIn(dir.path(), QStringLiteral("config.yaml"), config);
        const ParsedFile parsed = parseImportFile(stage);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        const Run &run = parsed.runs.front();
        QCOMPARE(run.model, QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
        QVERIFY(run.config["runtime"] == "vllm");
        QVERIFY(run.workload["load_type"] == "poisson");
        QVERIFY(run.workload["api_type"] == "chat");
        QVERIFY(run.workload["streaming"] == true);
        QCOMPARE(run.label, QStringLiteral("Llama-3.1-8B-Instruct-inference-perf-stage3-r92.19"));
        const std::string everything = everythingOf(run);
        QVERIFY(everything.find("sk-abc") == std::string::npos);
        QVERIFY(everything.find("hf_abc") == std::string::npos);
    }

    // Hostile values: a statistics object that is not one, a count that is text; each refused
    // naming its key. A stats key the writer never wrote (p101, pfoo) is passed over.
    void badValuesNameTheirKey()
    {
        const QByteArray text =
            load(kVllm + QStringLiteral("stage_3_lifecycle_metrics.json")).content;
        ImportInput input{QStringLiteral("stage_3_lifecycle_metrics.json"), text};
        nlohmann::json json = nlohmann::json::parse(text.toStdString());
        json["successes"]["latency"]["time_to_first_token"] = "fast";
        input.content = QByteArray::fromStdString(json.dump());
        QVERIFY2(failureOf(importer(), input).contains(QLatin1String("time_to_first_token")),
                 qPrintable(failureOf(importer(), input)));
        json = nlohmann::json::parse(text.toStdString());
        json["successes"]["count"] = "many";
        input.content = QByteArray::fromStdString(json.dump());
        QVERIFY2(failureOf(importer(), input).contains(QLatin1String("successes.count")),
                 qPrintable(failureOf(importer(), input)));
        json = nlohmann::json::parse(text.toStdString());
        json["successes"]["latency"]["time_to_first_token"]["p101"] = 1.0;
        json["successes"]["latency"]["time_to_first_token"]["pfoo"] = 1.0;
        input.content = QByteArray::fromStdString(json.dump());
        const std::vector<Run> runs = importer().parse(input);
        QVERIFY(std::isnan(metric(runs.front(), "p101_ttft_ms")));
        QVERIFY(!std::isnan(metric(runs.front(), "p99_ttft_ms")));
    }

    // A stage where nothing succeeded is a failed run, not a run of zeros.
    void noSuccessIsAFailedRun()
    {
        nlohmann::json json = nlohmann::json::parse(
            load(kVllm + QStringLiteral("stage_0_lifecycle_metrics.json")).content.toStdString());
        json["successes"] = {{"count", 0},
                             {"latency", {{"request_latency", nullptr}}},
                             {"throughput", {{"requests_per_sec", 0.0}}}};
        json["failures"]["count"] = 60;
        const std::vector<Run> runs =
            importer().parse(ImportInput{QStringLiteral("stage_0_lifecycle_metrics.json"),
                                         QByteArray::fromStdString(json.dump())});
        QCOMPARE(runs.front().status, RunStatus::Failed);
        QCOMPARE(metric(runs.front(), "failed"), 60.0);
        QVERIFY(std::isnan(metric(runs.front(), "mean_e2el_ms")));
    }

    // Both demo folders into a real notebook: a run per stage file (3 + 1), the two summaries
    // and the two Prometheus files passed over, and nothing again the second time.
    void foldersImportIdempotently()
    {
        QTemporaryDir dir;
        NotebookStore store;
        QVERIFY2(store.open(dir.filePath(QStringLiteral("nb.lanebook"))),
                 qPrintable(store.lastError()));
        for (int pass = 0; pass < 2; ++pass) {
            const ImportCounts counts =
                importInto(store, {dataPath(QStringLiteral("inference-perf"))});
            QVERIFY2(counts.errors.isEmpty(), qPrintable(counts.errors.join(u'\n')));
            // The slo-lab folder: its stage a run, its summary and requests covered by it.
            QCOMPARE(counts.covered, 6);
            QCOMPARE(counts.added, pass == 0 ? 5 : 0);
            QCOMPARE(counts.present, pass == 0 ? 0 : 5);
        }
        const std::vector<Run> runs = store.runs().list();
        QCOMPARE(runs.size(), size_t(5));
        for (const Run &run : runs) {
            QCOMPARE(run.format, RunFormat::InferencePerf);
            QVERIFY(run.metricValue(QStringLiteral("p99_ttft_ms")).has_value());
        }
    }

    // The real per-request file beside its one stage: its 20 requests are the stage's samples,
    // and the figures Lanebook computes from them are the tool's own (same requests, same
    // definitions): mean and extremes of TTFT and latency, the token totals.
    void perRequestFileGivesTheStagesSamples()
    {
        const ParsedFile parsed =
            parseImportFile(dataPath(kSmoke + QStringLiteral("stage_0_lifecycle_metrics.json")));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        const Run &run = parsed.runs.front();
        QCOMPARE(run.samples.size(), size_t(20));
        QVERIFY(run.extra["per_request_file"] == "per_request_lifecycle_metrics.json");
        double ttftSum = 0.0;
        double e2elSum = 0.0;
        double ttftMax = 0.0;
        double e2elMin = INFINITY;
        int inputTokens = 0;
        int outputTokens = 0;
        double lastSend = -1.0;
        for (const RequestSample &sample : run.samples) {
            QVERIFY(sample.error.isEmpty());
            QVERIFY(sample.ttftMs && sample.e2elMs && sample.inputTokens && sample.outputTokens);
            ttftSum += *sample.ttftMs;
            e2elSum += *sample.e2elMs;
            ttftMax = std::max(ttftMax, *sample.ttftMs);
            e2elMin = std::min(e2elMin, *sample.e2elMs);
            inputTokens += *sample.inputTokens;
            outputTokens += *sample.outputTokens;
            QVERIFY(*sample.sendTimeS >= lastSend); // by start time
            lastSend = *sample.sendTimeS;
            QVERIFY(!sample.itlMs.empty());
        }
        QCOMPARE(*run.samples.front().sendTimeS, 0.0);
        const auto close = [](double a, double b) {
            return std::fabs(a - b) <= 1e-9 * std::fabs(b);
        };
        QVERIFY2(close(ttftSum / 20, metric(run, "mean_ttft_ms")),
                 qPrintable(QString::number(ttftSum / 20, 'g', 17)));
        QVERIFY(close(ttftMax, metric(run, "max_ttft_ms")));
        QVERIFY(close(e2elSum / 20, metric(run, "mean_e2el_ms")));
        QVERIFY(close(e2elMin, metric(run, "min_e2el_ms")));
        QCOMPARE(inputTokens, 2268);  // successes.prompt_tokens.total
        QCOMPARE(outputTokens, 2712); // successes.output_tokens.total (the server's count)
        // The prompts and replies are never kept.
        QVERIFY(everythingOf(run).find("omitted") == std::string::npos);

        // Alone, it is its stage's; in an empty folder, a refusal naming what to import.
        ParsedFile alone = parseImportFile(dataPath(kSmoke + kPerRequest));
        QVERIFY2(alone.coveredBy.endsWith(QLatin1String("stage_0_lifecycle_metrics.json")),
                 qPrintable(alone.error));
        QTemporaryDir dir;
        alone = parseImportFile(
            writeFileIn(dir.path(), kPerRequest, load(kSmoke + kPerRequest).content));
        QVERIFY2(alone.error.contains(QLatin1String("stage_N_lifecycle_metrics.json")),
                 qPrintable(alone.error));
    }

    // Without stage files the summary is the run, and the requests are its.
    void perRequestFileGivesTheSummarysSamples()
    {
        QTemporaryDir dir;
        for (const QString &name : {QStringLiteral("summary_lifecycle_metrics.json"), kPerRequest})
            writeFileIn(dir.path(), QStringLiteral("w1-") + name, load(kSmoke + name).content);
        const ParsedFile parsed = parseImportFile(
            QDir(dir.path()).filePath(QStringLiteral("w1-summary_lifecycle_metrics.json")));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.runs.front().samples.size(), size_t(20));
    }

    // A stage among several cannot tell its requests from the others' (no record names its
    // stage): they are not read, and the run says so.
    void requestsOfSeveralStagesAreNotGuessed()
    {
        QTemporaryDir dir;
        const QString stage =
            writeFileIn(dir.path(), QStringLiteral("stage_0_lifecycle_metrics.json"),
                        load(kVllm + QStringLiteral("stage_0_lifecycle_metrics.json")).content);
        writeFileIn(dir.path(), QStringLiteral("stage_3_lifecycle_metrics.json"),
                    load(kVllm + QStringLiteral("stage_3_lifecycle_metrics.json")).content);
        writeFileIn(dir.path(), kPerRequest, load(kSmoke + kPerRequest).content);
        const ParsedFile parsed = parseImportFile(stage);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        const Run &run = parsed.runs.front();
        QVERIFY(run.samples.empty());
        QVERIFY(run.extra["per_request_not_read"]["requests"] == 20);
        QVERIFY(run.extra["per_request_not_read"]["run_requests"] ==
                metric(run, "completed") + metric(run, "failed"));
    }

    // The writer's older shapes of `info` (v0.5: response_info; v0.2-0.4: flat), written from the
    // real records: the same TTFT, latency and lengths; a failed request keeps its error.
    void olderInfoShapesReadTheSame()
    {
        const Run current =
            parseImportFile(dataPath(kSmoke + QStringLiteral("stage_0_lifecycle_metrics.json")))
                .runs.front();
        const QByteArray v05 = perRequestEdited([](nlohmann::json &record) {
            nlohmann::json &info = record["info"];
            const nlohmann::json response = info["response_metrics"];
            info = {{"input_tokens", info["request_metrics"]["text"]["input_tokens"]},
                    {"extra_info", nlohmann::json::object()},
                    {"lora_adapter", nullptr},
                    {"response_info", response}};
        });
        const QByteArray v04 = perRequestEdited([](nlohmann::json &record) {
            nlohmann::json &info = record["info"];
            const nlohmann::json response = info["response_metrics"];
            info = {{"input_tokens", info["request_metrics"]["text"]["input_tokens"]},
                    {"output_tokens", response["server_usage"]["completion_tokens"]},
                    {"output_token_times", response["output_token_times"]},
                    {"extra_info", nlohmann::json::object()},
                    {"lora_adapter", nullptr}};
        });
        for (const QByteArray &bytes : {v05, v04}) {
            QTemporaryDir dir;
            const QString stage = writeFileIn(
                dir.path(), QStringLiteral("stage_0_lifecycle_metrics.json"),
                load(kSmoke + QStringLiteral("stage_0_lifecycle_metrics.json")).content);
            writeFileIn(dir.path(), kPerRequest, bytes);
            const ParsedFile parsed = parseImportFile(stage);
            QVERIFY2(parsed.ok(), qPrintable(parsed.error));
            const Run &run = parsed.runs.front();
            QCOMPARE(run.samples.size(), current.samples.size());
            for (size_t i = 0; i < run.samples.size(); ++i) {
                QCOMPARE(run.samples[i].ttftMs, current.samples[i].ttftMs);
                QCOMPARE(run.samples[i].e2elMs, current.samples[i].e2elMs);
                QCOMPARE(run.samples[i].inputTokens, current.samples[i].inputTokens);
                QCOMPARE(run.samples[i].outputTokens, current.samples[i].outputTokens);
            }
        }

        // One request failed as the client writes it: response_metrics null, the error kept.
        bool first = true;
        const QByteArray failedOne = perRequestEdited([&first](nlohmann::json &record) {
            if (!std::exchange(first, false))
                return;
            record["info"]["response_metrics"] = nullptr;
            record["error"] = {{"error_type", "HTTP Error 500"},
                               {"error_msg", "Internal Server Error"}};
        });
        QTemporaryDir dir;
        nlohmann::json stageJson = nlohmann::json::parse(
            load(kSmoke + QStringLiteral("stage_0_lifecycle_metrics.json")).content.toStdString());
        stageJson["successes"]["count"] = 19;
        stageJson["failures"]["count"] = 1;
        const QString stage =
            writeFileIn(dir.path(), QStringLiteral("stage_0_lifecycle_metrics.json"),
                        QByteArray::fromStdString(stageJson.dump()));
        writeFileIn(dir.path(), kPerRequest, failedOne);
        const ParsedFile parsed = parseImportFile(stage);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        int errors = 0;
        for (const RequestSample &sample : parsed.runs.front().samples) {
            if (sample.error.isEmpty())
                continue;
            ++errors;
            QCOMPARE(sample.error, QStringLiteral("HTTP Error 500: Internal Server Error"));
            QVERIFY(!sample.ttftMs);
        }
        QCOMPARE(errors, 1);
    }

    // A damaged record is named by its position and key, and nothing is imported.
    void damagedRequestsAreNamed_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("says");
        bool first = true;
        QTest::newRow("start time") << perRequestEdited([&first](nlohmann::json &record) {
            if (std::exchange(first, false))
                record["start_time"] = "soon";
        }) << "request 1";
        first = true;
        QTest::newRow("chunk times") << perRequestEdited([&first](nlohmann::json &record) {
            if (std::exchange(first, false))
                record["info"]["response_metrics"]["chunk_times"][3] = "late";
        }) << "chunk_times";
        const QByteArray whole = load(kSmoke + kPerRequest).content;
        QTest::newRow("truncated")
            << whole.left(whole.size() / 2) << "per_request_lifecycle_metrics.json";
    }

    void damagedRequestsAreNamed()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QString stage =
            writeFileIn(dir.path(), QStringLiteral("stage_0_lifecycle_metrics.json"),
                        load(kSmoke + QStringLiteral("stage_0_lifecycle_metrics.json")).content);
        writeFileIn(dir.path(), kPerRequest, bytes);
        const ParsedFile parsed = parseImportFile(stage);
        QVERIFY(parsed.runs.empty());
        QVERIFY2(parsed.error.contains(says) && parsed.error.contains(kPerRequest),
                 qPrintable(parsed.error));
    }

    // Other tools' files are not inference-perf's.
    void otherFormatsAreNotClaimed()
    {
        const QStringList files = otherFormatsFiles(QStringLiteral("inference-perf"));
        QVERIFY(files.size() >= 20);
        for (const QString &path : files)
            QVERIFY2(importer().detect(load(path)) == 0, qPrintable(path));
        QVERIFY(importer().detect(load(kVllm + QStringLiteral("stage_3_lifecycle_metrics.json"))) >
                0);
        QVERIFY(importer().detect(load(kVllm + QStringLiteral("summary_prometheus_metrics.json"))) >
                0);
    }
};

QTEST_GUILESS_MAIN(TestInferencePerfImporter)
#include "tst_inferenceperfimporter.moc"
