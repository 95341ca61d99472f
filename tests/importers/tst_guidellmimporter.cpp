// GuideLLM importer: the real ≤ v0.3 test asset, a real report v2 (0.8.0.dev18), and synthetic
// v1 (metadata.version 1) and v2 reports.
#include "backends/importers/importerregistry.h"
#include "backends/importers/importfile.h"
#include "importertestsupport.h"

#include <QtTest>

#include <cmath>
#include <cstring>

using namespace lanebook;
using namespace lanebook::test;

class TestGuideLlmImporter : public QObject
{
    Q_OBJECT

private slots:
    void legacySchema()
    {
        const ParsedFile file = parseImportFile(
            test::dataPath(QStringLiteral("guidellm/benchmarks_stripped_v0.2-schema.json")));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QCOMPARE(file.format, RunFormat::GuideLlm);
        QCOMPARE(file.runs.size(), size_t(1));
        const Run &run = file.runs[0];
        QCOMPARE(run.source.locator, QStringLiteral("benchmark 0"));
        QCOMPARE(run.model, QStringLiteral("example_model"));
        QCOMPARE(run.extra.at("guidellm_schema").get<std::string>(), std::string("v0.3"));
        QCOMPARE(run.workload.at("strategy").get<std::string>(), std::string("synchronous"));
        QCOMPARE(run.workload.at("data").get<std::string>(),
                 std::string("prompt_tokens=256,output_tokens=128"));
        QCOMPARE(run.workload.at("max_duration").get<double>(), 30.0);
        QCOMPARE(run.config.at("target").get<std::string>(), std::string("example_target"));
        QCOMPARE(metric(run, "completed"), 46.0);
        QCOMPARE(metric(run, "failed"), 0.0);
        QCOMPARE(run.extra.at("incomplete_requests").get<double>(), 1.0);
        QCOMPARE(metric(run, "requests_per_s"), 1.5481806532737452);
        QCOMPARE(run.metric(QStringLiteral("requests_per_s"))->originalKey,
                 QStringLiteral("requests_per_second.successful.mean"));
        QCOMPARE(metric(run, "output_tok_per_s"), 198.13346751788123);
        QCOMPARE(metric(run, "total_tok_per_s"), 992.6867036588937);
        QCOMPARE(metric(run, "concurrency"), 0.9977433642674269); // "total": errored in flight too
        QCOMPARE(metric(run, "mean_ttft_ms"), 16.792535781860348);
        QCOMPARE(metric(run, "median_ttft_ms"), 16.38054847717285);
        QCOMPARE(metric(run, "p50_ttft_ms"), 16.38054847717285); // no p50 before v0.4: the median
        QCOMPARE(metric(run, "p0.1_ttft_ms"), 15.790939331054688);
        QCOMPARE(metric(run, "p99_ttft_ms"), 21.281957626342773);
        QCOMPARE(metric(run, "p99.9_ttft_ms"), 21.281957626342773);
        QCOMPARE(metric(run, "p90_tpot_ms"), 4.934689030051231);
        QCOMPARE(metric(run, "mean_itl_ms"), 4.941609043733832);
        // request_latency is in seconds.
        QCOMPARE(metric(run, "mean_e2el_ms"), 0.6444743664368339 * 1000.0);
        QCOMPARE(metric(run, "p99_e2el_ms"), 0.6891846656799316 * 1000.0);
        QCOMPARE(metric(run, "std_e2el_ms"), 0.008009110982988258 * 1000.0);
        QCOMPARE(metric(run, "input_tokens_mean"), 257.1086956521739);
        QCOMPARE(metric(run, "output_tokens_mean"), 127.99999999999999);
        QCOMPARE(metric(run, "duration_s"), 29.997201442718506);
        QVERIFY(!run.metricValue(QStringLiteral("request_rate_per_s")));
        QCOMPARE(run.startedAt.toMSecsSinceEpoch(), qint64(1749157168182));

        QCOMPARE(run.samples.size(), size_t(1));
        const RequestSample &sample = run.samples[0];
        QCOMPARE(sample.ttftMs.value(), 21.281957626342773);
        QCOMPARE(sample.e2elMs.value(), 0.6891846656799316 * 1000.0);
        QCOMPARE(sample.sendTimeS.value(), 0.0);
        QCOMPARE(sample.inputTokens.value(), 257);
        QCOMPARE(sample.outputTokens.value(), 128);
        QVERIFY(sample.error.isEmpty());
        QCOMPARE(run.label, QStringLiteral("example_model-guidellm-synchronous-20250605T205928Z"));
    }

    void schemaV1()
    {
        const ParsedFile file = parseImportFile(test::dataPath(
            QStringLiteral("synthetic/guidellm/benchmarks_v0.5.4_metadata-v1.json")));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QCOMPARE(file.runs.size(), size_t(1));
        const Run &run = file.runs[0];
        QCOMPARE(run.extra.at("guidellm_schema").get<std::string>(), std::string("v1"));
        QCOMPARE(run.model, QStringLiteral("Qwen/Qwen3-8B"));
        QCOMPARE(run.config.at("client_version").get<std::string>(), std::string("0.5.4"));
        QCOMPARE(run.config.at("backend").get<std::string>(), std::string("openai_http"));
        QCOMPARE(run.workload.at("strategy").get<std::string>(), std::string("concurrent"));
        QCOMPARE(run.workload.at("streams").get<double>(), 4.0);
        QCOMPARE(run.workload.at("data").at(0).get<std::string>(),
                 std::string("prompt_tokens=256,output_tokens=128"));
        QCOMPARE(metric(run, "completed"), 38.0);
        QCOMPARE(metric(run, "failed"), 2.0);
        QCOMPARE(metric(run, "mean_ttft_ms"), 48.21);
        QCOMPARE(metric(run, "p50_ttft_ms"), 45.9);
        QCOMPARE(metric(run, "p95_ttft_ms"), 63.0);
        QCOMPARE(metric(run, "p99.9_ttft_ms"), 71.5);
        QCOMPARE(metric(run, "mean_e2el_ms"), 2193.0);
        QCOMPARE(metric(run, "requests_per_s"), 1.81);
        QCOMPARE(metric(run, "concurrency"), 3.97);
        QCOMPARE(metric(run, "output_tok_per_s"), 231.7);
        QCOMPARE(metric(run, "duration_s"), 21.0);
        QCOMPARE(run.label, QStringLiteral("Qwen3-8B-guidellm-concurrent-4-20251023T120000Z"));

        // Three successful samples (one has no computed fields: timings are used) and one
        // errored one.
        QCOMPARE(run.samples.size(), size_t(4));
        QCOMPARE(run.samples[0].ttftMs.value(), 71.5);
        QCOMPARE(run.samples[0].e2elMs.value(), 2251.0);
        QCOMPARE(run.samples[0].inputTokens.value(), 257);
        QVERIFY(std::fabs(run.samples[2].ttftMs.value() - 41.2) < 1e-3);
        QVERIFY(std::fabs(run.samples[2].e2elMs.value() - 2177.0) < 1e-3);
        QVERIFY(std::fabs(run.samples[2].sendTimeS.value() - 2.2541) < 1e-6);
        QCOMPARE(run.samples[2].cachedTokens.value(), 64);
        QCOMPARE(run.samples[2].outputTokens.value(), 128);
        QVERIFY(run.samples[3].error.contains(QLatin1String("503")));
        QVERIFY(!run.samples[3].outputTokens);
    }

    void schemaV2()
    {
        const ParsedFile file = parseImportFile(test::dataPath(
            QStringLiteral("synthetic/guidellm/benchmarks_v0.8.0_metadata-v2.json")));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QCOMPARE(file.runs.size(), size_t(2));
        const Run &slow = file.runs[0];
        const Run &fast = file.runs[1];
        QCOMPARE(slow.extra.at("guidellm_schema").get<std::string>(), std::string("v2"));
        QCOMPARE(slow.source.locator, QStringLiteral("benchmark 0"));
        QCOMPARE(fast.source.locator, QStringLiteral("benchmark 1"));
        QCOMPARE(slow.model, QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
        QCOMPARE(slow.config.at("request_format").get<std::string>(),
                 std::string("/v1/chat/completions"));
        QCOMPARE(metric(slow, "request_rate_per_s"), 2.0);
        QCOMPARE(metric(fast, "request_rate_per_s"), 4.0);
        QCOMPARE(slow.workload.at("max_concurrency").get<double>(), 10240.0);
        QCOMPARE(slow.workload.at("constraints").at("max_requests").at("count").get<double>(),
                 200.0);
        QCOMPARE(slow.workload.at("data").at(0).at("prompt_tokens").get<double>(), 512.0);
        QCOMPARE(metric(slow, "p99_ttft_ms"), 33.7);
        QCOMPARE(metric(fast, "p99_ttft_ms"), 62.5);
        QCOMPARE(metric(fast, "p0.1_ttft_ms"), 21.0);
        QCOMPARE(metric(slow, "mean_tpot_ms"), 9.81);
        QCOMPARE(metric(slow, "mean_e2el_ms"), 2531.0);
        QCOMPARE(metric(fast, "output_tok_per_s"), 1006.1);
        QCOMPARE(metric(fast, "total_tok_per_s"), 3018.4);
        QCOMPARE(metric(slow, "input_tokens_mean"), 512.0);
        QCOMPARE(
            slow.extra.at("metrics").at("time_to_first_output_token_ms").at("mean").get<double>(),
            22.47 + 1.5);
        QCOMPARE(slow.samples.size(), size_t(2));
        QCOMPARE(slow.samples[1].cachedTokens.value(), 448);
        QVERIFY(std::fabs(slow.samples[1].sendTimeS.value() - 0.5011) < 1e-6);
        QCOMPARE(slow.label,
                 QStringLiteral("Llama-3.1-8B-Instruct-guidellm-constant-2rps-20260814T032908Z"));
        QCOMPARE(fast.label,
                 QStringLiteral("Llama-3.1-8B-Instruct-guidellm-constant-4rps-20260814T033100Z"));
    }

    // A report v2 GuideLLM 0.8.0.dev18 wrote (llm-d-benchmark's test fixture, against a mock
    // server; tests/data/SOURCES.md): the figures as the file prints them, to the last digit.
    void realReportV2()
    {
        const ParsedFile file = parseImportFile(dataPath(
            QStringLiteral("guidellm/benchmarks_v0.8.0.dev18_report-v2_llm-d-fixture.json")));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QCOMPARE(file.format, std::optional<RunFormat>(RunFormat::GuideLlm));
        QCOMPARE(file.runs.size(), size_t(2));
        const Run &slow = file.runs[0];
        const Run &fast = file.runs[1];
        QCOMPARE(slow.extra.at("guidellm_schema").get<std::string>(), std::string("v2"));
        QCOMPARE(slow.model, QStringLiteral("e2e-mock-model"));
        QCOMPARE(slow.config.value("client_version", ""), std::string("0.8.0.dev18"));
        QCOMPARE(metric(slow, "request_rate_per_s"), 2.0);
        QCOMPARE(metric(fast, "request_rate_per_s"), 4.0);
        QCOMPARE(metric(slow, "requests_per_s"), 0.39843430656414264);
        QCOMPARE(metric(fast, "requests_per_s"), 0.7940882013937378);
        QCOMPARE(metric(slow, "p99_ttft_ms"), 11.686325073242188);
        QCOMPARE(metric(fast, "p99_ttft_ms"), 10.147809982299805);
        QCOMPARE(metric(slow, "output_tok_per_s"), 3.1950675815128577);
        QCOMPARE(metric(slow, "completed"), 2.0);
        QCOMPARE(metric(slow, "failed"), 0.0);
        // Its requests lists are empty as committed: no samples, and none made up.
        QVERIFY(slow.samples.empty());
        // Written before GuideLLM had goodput: none is made up.
        QVERIFY(!slow.metric(QStringLiteral("goodput_requests_per_s")));
        QVERIFY(!slow.extra.contains("tool_slo"));
        // Idempotent: the same file gives the same runs.
        const ParsedFile again = parseImportFile(file.path);
        QCOMPARE(again.sha256, file.sha256);
        QCOMPARE(again.runs.size(), file.runs.size());
        QCOMPARE(again.runs[1].metrics, fast.metrics);
    }

    // GuideLLM's goodput (PR #1085), by its writer's schema (schemas/benchmark/goodput.py): no
    // report with it is public, so the real v2 report is edited: config.slo and the metrics'
    // slo_attainment, slo_determined_requests, request_goodput, output_token_goodput and
    // slo_attainment_by_metric added to its first benchmark, values made up.
    void toolGoodputOfReportV2()
    {
        nlohmann::json report = nlohmann::json::parse(
            load(QStringLiteral("guidellm/benchmarks_v0.8.0.dev18_report-v2_llm-d-fixture.json"))
                .content.toStdString());
        nlohmann::json &benchmark = report["benchmarks"][0];
        benchmark["config"]["slo"] = {
            {"ttft_ms", 200.0}, {"tpot_ms", nullptr}, {"e2el_ms", 2000.0}};
        nlohmann::json &metrics = benchmark["metrics"];
        metrics["slo_attainment"] = 0.5;
        metrics["slo_determined_requests"] = 2;
        metrics["request_goodput"] = metrics["requests_per_second"];
        metrics["request_goodput"]["successful"]["mean"] = 0.19921715328207132;
        metrics["output_token_goodput"] = metrics["output_tokens_per_second"];
        metrics["output_token_goodput"]["successful"]["mean"] = 1.5975337907564289;
        metrics["slo_attainment_by_metric"] = {
            {"ttft_ms",
             {{"conforming_requests", 2}, {"determined_requests", 2}, {"attainment", 1.0}}},
            {"e2el_ms",
             {{"conforming_requests", 1}, {"determined_requests", 2}, {"attainment", 0.5}}}};
        report["benchmarks"][1]["metrics"]["slo_attainment"] = nullptr; // no SLO: not a zero
        const std::vector<Run> runs = makeGuideLlmImporter()->parse(
            {QStringLiteral("benchmarks.json"), QByteArray::fromStdString(report.dump())});
        QCOMPARE(runs.size(), size_t(2));
        const Run &run = runs[0];
        QCOMPARE(metric(run, "goodput_requests_per_s"), 0.19921715328207132);
        QCOMPARE(run.metric(QStringLiteral("goodput_requests_per_s"))->originalKey,
                 QStringLiteral("request_goodput.successful.mean"));
        const nlohmann::json &slo = run.extra.at("tool_slo");
        QCOMPARE(slo.value("tool", ""), std::string("GuideLLM"));
        QCOMPARE(slo.at("bounds").value("ttft_ms", 0.0), 200.0);
        QCOMPARE(slo.at("bounds").value("e2el_ms", 0.0), 2000.0);
        QVERIFY(!slo.at("bounds").contains("tpot_ms"));
        QCOMPARE(slo.value("attainment_pct", 0.0), 50.0);
        QCOMPARE(slo.value("determined_requests", 0.0), 2.0);
        QCOMPARE(slo.value("output_token_goodput_tok_per_s", 0.0), 1.5975337907564289);
        QCOMPARE(slo.at("by_metric").at("e2el_ms").value("attainment", 0.0), 0.5);
        // The goodput distributions are not kept a second time as unnamed metrics.
        QVERIFY(!run.extra.at("metrics").contains("request_goodput"));
        QVERIFY(!runs[1].metric(QStringLiteral("goodput_requests_per_s")));
        QVERIFY(!runs[1].extra.contains("tool_slo"));

        // A damaged goodput names its benchmark and key.
        report["benchmarks"][0]["metrics"]["slo_attainment"] = "half";
        const QString failure = failureOf(*makeGuideLlmImporter(),
                                          ImportInput{QStringLiteral("benchmarks.json"),
                                                      QByteArray::fromStdString(report.dump())});
        QVERIFY2(failure.contains(QStringLiteral("benchmark 0")) &&
                     failure.contains(QStringLiteral("slo_attainment")),
                 qPrintable(failure));
    }

    void labelsNameTheRunAndFeedTheWorkload()
    {
        // `guidellm run --label name=... --label output_len=256 ...`: every value a string.
        QByteArray content = readFile(test::dataPath(
            QStringLiteral("synthetic/guidellm/benchmarks_v0.8.0_metadata-v2.json")));
        const QByteArray empty = "\"labels\": {}";
        QVERIFY(content.contains(empty));
        content.replace(empty, R"("labels": {"name": "llama8b-fp8 nightly", "output_len": "256",)"
                               R"( "ignore_eos": "true", "team": "serving"})");
        const std::vector<Run> runs = makeGuideLlmImporter()->parse({QStringLiteral("x"), content});
        QCOMPARE(runs.size(), size_t(2));
        // The user's name leads; the strategy and the time still tell the benchmarks apart.
        QCOMPARE(runs[0].label,
                 QStringLiteral("llama8b-fp8-nightly-constant-2rps-20260814T032908Z"));
        QCOMPARE(runs[1].label,
                 QStringLiteral("llama8b-fp8-nightly-constant-4rps-20260814T033100Z"));
        // Workload settings are typed and go where the gates read them.
        QVERIFY(runs[0].workload.at("output_len") == nlohmann::json(256));
        QVERIFY(runs[0].workload.at("ignore_eos") == nlohmann::json(true));
        // The rest are kept, not taken for the recipe.
        QVERIFY(!runs[0].config.contains("team"));
        QCOMPARE(runs[0].extra.at("labels").at("team").get<std::string>(), std::string("serving"));
        QCOMPARE(runs[0].extra.at("labels").at("name").get<std::string>(),
                 std::string("llama8b-fp8 nightly"));
    }

    void everyRequestErroredIsAFailedRun()
    {
        QByteArray content = readFile(test::dataPath(
            QStringLiteral("synthetic/guidellm/benchmarks_v0.5.4_metadata-v1.json")));
        const qsizetype totals = content.indexOf("\"request_totals\"");
        QVERIFY(totals > 0);
        const qsizetype successful = content.indexOf("\"successful\": 38", totals);
        QVERIFY(successful > 0);
        content.replace(successful, qsizetype(std::strlen("\"successful\": 38")),
                        "\"successful\": 0");
        const std::vector<Run> runs = makeGuideLlmImporter()->parse({QStringLiteral("x"), content});
        QCOMPARE(runs.size(), size_t(1));
        QCOMPARE(runs[0].status, RunStatus::Failed);
        QCOMPARE(metric(runs[0], "completed"), 0.0);
    }

    void detectionIsByContent()
    {
        const auto importer = makeGuideLlmImporter();
        for (const char *path : {"guidellm/benchmarks_stripped_v0.2-schema.json",
                                 "synthetic/guidellm/benchmarks_v0.5.4_metadata-v1.json",
                                 "synthetic/guidellm/benchmarks_v0.8.0_metadata-v2.json"}) {
            const QByteArray content = readFile(test::dataPath(QString::fromLatin1(path)));
            QVERIFY2(importer->detect({QStringLiteral("x"), content}) >= 90, path);
        }
        const QStringList others = otherFormatsFiles(QStringLiteral("guidellm"));
        QVERIFY(others.size() >= 8);
        for (const QString &path : others) {
            const QByteArray content = readFile(dataPath(path));
            QVERIFY2(importer->detect({QStringLiteral("x.json"), content}) == 0, qPrintable(path));
        }
    }

    void wrongTypeNamesBenchmarkAndKey()
    {
        QByteArray content = readFile(test::dataPath(
            QStringLiteral("synthetic/guidellm/benchmarks_v0.8.0_metadata-v2.json")));
        // The second benchmark's TTFT mean becomes a string.
        const qsizetype second = content.indexOf("\"run_index\": 1");
        QVERIFY(second > 0);
        const qsizetype ttft = content.indexOf("\"time_to_first_token_ms\"", second);
        const qsizetype mean = content.indexOf("\"mean\": 30.12", ttft);
        QVERIFY(ttft > 0 && mean > 0);
        content.replace(mean, 13, "\"mean\": \"fast\"");
        const QString message = failureOf(*makeGuideLlmImporter(), content);
        QVERIFY2(message.contains(QLatin1String("benchmark 1")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("time_to_first_token_ms")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("\"mean\"")), qPrintable(message));
    }

    void truncatedFile()
    {
        QByteArray content = readFile(test::dataPath(
            QStringLiteral("synthetic/guidellm/benchmarks_v0.5.4_metadata-v1.json")));
        content.truncate(content.size() - 200);
        const auto importer = makeGuideLlmImporter();
        QVERIFY(importer->detect({QStringLiteral("x"), content}) > 0);
        const QString message = failureOf(*importer, content);
        QVERIFY2(message.startsWith(QLatin1String("line ")), qPrintable(message));
    }

    void noBenchmarksList()
    {
        const QString message = failureOf(*makeGuideLlmImporter(),
                                          "{\"metadata\": {\"version\": 2, \"guidellm_version\": "
                                          "\"0.8.0\"}, \"benchmarks\": {}}");
        QVERIFY2(message.contains(QLatin1String("benchmarks")), qPrintable(message));
    }
};

QTEST_GUILESS_MAIN(TestGuideLlmImporter)
#include "tst_guidellmimporter.moc"
