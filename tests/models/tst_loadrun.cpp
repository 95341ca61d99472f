// buildLoadRun: a finished load as the notebook's Run (format lanebook).
#include "models/comparison/workloadpoint.h"
#include "models/gates/runevidence.h"
#include "models/loadgen/loadrun.h"
#include "models/loadgen/requestbody.h"
#include "models/run/runjson.h"

#include <QTest>

using namespace lanebook;

namespace {

constexpr std::int64_t kMs = 1'000'000;

LoadSpec spec()
{
    LoadSpec s;
    s.baseUrl = QStringLiteral("http://alice:s3cret@gpu7.lab:8000?token=abc");
    s.model = QStringLiteral("Qwen/Qwen3-8B");
    s.apiKey = QStringLiteral("sk-very-secret-key");
    s.concurrency = 64;
    s.requestCount = 3;
    s.inputTokens = 1024;
    s.outputTokens = 128;
    s.seed = 5;
    return s;
}

RequestRecord completed(int index, std::int64_t sendMs, std::int64_t ttftMs, std::int64_t endMs)
{
    RequestRecord r;
    r.index = index;
    r.promptWords = 1024;
    r.sendNs = sendMs * kMs;
    r.firstChunkNs = (sendMs + ttftMs) * kMs;
    r.lastChunkNs = endMs * kMs;
    r.completionTokens = 128;
    r.promptTokens = 1024;
    r.cachedTokens = 0;
    r.finishReason = "length";
    r.end(RequestOutcome::Completed, endMs * kMs);
    return r;
}

RequestRecord failed(int index, RequestOutcome why, const char *message)
{
    RequestRecord r;
    r.index = index;
    r.sendNs = 1000 * kMs;
    r.end(why, 1100 * kMs, message);
    return r;
}

} // namespace

class TestLoadRun : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runShape()
    {
        LoadOutcome outcome;
        outcome.measured = {completed(0, 1000, 50, 2000), completed(1, 1000, 60, 2100),
                            failed(2, RequestOutcome::HttpServerError,
                                   "http://gpu7.lab:8000/v1/completions: HTTP 500")};
        outcome.measureStartNs = 1000 * kMs;
        outcome.measureEndNs = 3000 * kMs;
        outcome.startedAt = QDateTime(QDate(2026, 11, 30), QTime(2, 30), Qt::UTC);
        outcome.serverModelId = QStringLiteral("Qwen/Qwen3-8B");
        outcome.uniquePrompts = 3;
        outcome.promptSource = QStringLiteral("synthetic");

        const Run run = buildLoadRun(spec(), outcome);
        QCOMPARE(run.format, RunFormat::Lanebook);
        QCOMPARE(run.label, QStringLiteral("Qwen3-8B-lanebook-c64-20261130T023000Z"));
        QCOMPARE(run.model, QStringLiteral("Qwen/Qwen3-8B"));
        QCOMPARE(run.status, RunStatus::Unjudged);
        QVERIFY(run.config.value("url", "") == "http://gpu7.lab:8000");
        QVERIFY(run.config.value("endpoint", "") == "completions");
        QVERIFY(run.config.value("server_model", "") == "Qwen/Qwen3-8B");

        // Credentials never reach the notebook.
        nlohmann::json whole = runToJson(run);
        whole["extra"] = run.extra;
        const std::string text = whole.dump();
        QVERIFY(text.find("s3cret") == std::string::npos);
        QVERIFY(text.find("sk-very-secret-key") == std::string::npos);
        QVERIFY(text.find("token=abc") == std::string::npos);

        // The workload grid and the gates read it like an imported serving run.
        const WorkloadPoint point = workloadPointOf(run);
        const nlohmann::json expectedPoint = {{"concurrency", 64.0},
                                              {"request_rate", "inf"},
                                              {"input_tokens", 1024.0},
                                              {"output_tokens", 128.0}};
        QVERIFY2(point.toJson() == expectedPoint, point.toJson().dump().c_str());
        QCOMPARE(RunEvidence::requestedOutputTokens(run)->maxTokens, 128.0);
        QCOMPARE(RunEvidence::contextTokens(run)->value, 1024.0);
        QVERIFY(RunEvidence::keepsConcurrencyFull(run));
        QCOMPARE(run.workload.value("unique_prompts", 0) == 3, true);

        QCOMPARE(run.samples.size(), std::size_t(3));
        QCOMPARE(*run.samples[1].ttftMs, 60.0);
        QCOMPARE(*run.metricValue(QStringLiteral("completed")), 2.0);
        QCOMPARE(*run.metricValue(QStringLiteral("failed")), 1.0);
        QCOMPARE(*run.metricValue(QStringLiteral("duration_s")), 2.0);
        QCOMPARE(*run.metricValue(QStringLiteral("output_tok_per_s")), 128.0);
        QVERIFY(std::isinf(*run.metricValue(QStringLiteral("request_rate_per_s"))));
        QVERIFY(run.extra["errors_by_kind"] == nlohmann::json({{"http_5xx", 1}}));
    }

    void openLoopWorkload()
    {
        LoadSpec s = spec();
        s.arrival = ArrivalMode::Gamma;
        s.requestRatePerS = 4.5;
        s.burstiness = 0.5;
        s.concurrency = 0;
        LoadOutcome outcome;
        outcome.measured = {completed(0, 0, 10, 100)};
        outcome.measureEndNs = 100 * kMs;
        const Run run = buildLoadRun(s, outcome);
        QVERIFY(run.workload.value("request_rate", 0.0) == 4.5);
        QVERIFY(run.workload.value("burstiness", 0.0) == 0.5);
        QVERIFY(!run.workload.contains("concurrency"));
        QVERIFY(!run.metric(QStringLiteral("concurrency"))); // no cap is not "concurrency 0"
        QVERIFY(run.label.contains(QLatin1String("-r4.5")));
        QVERIFY(!RunEvidence::keepsConcurrencyFull(run));
    }

    void nothingCompletedIsAFailedRunNamingTheFirstError()
    {
        LoadOutcome outcome;
        outcome.measured = {failed(0, RequestOutcome::Unreachable,
                                   "http://gpu7.lab:8000/v1/completions: Connection refused"),
                            failed(1, RequestOutcome::Unreachable,
                                   "http://gpu7.lab:8000/v1/completions: Connection refused")};
        const Run run = buildLoadRun(spec(), outcome);
        QCOMPARE(run.status, RunStatus::Failed);
        QVERIFY2(run.statusReason.contains(QLatin1String("Connection refused")),
                 qPrintable(run.statusReason));
        QVERIFY(run.extra["errors_by_kind"] == nlohmann::json({{"unreachable", 2}}));
        QCOMPARE(run.samples.size(), std::size_t(2));
    }

    void setupErrorIsTheReason()
    {
        LoadOutcome outcome;
        outcome.setupError = QStringLiteral("prompts.jsonl: line 2: not valid JSON");
        const Run run = buildLoadRun(spec(), outcome);
        QCOMPARE(run.status, RunStatus::Failed);
        QCOMPARE(run.statusReason, outcome.setupError);
    }

    void serverCounterDeltas()
    {
        LoadOutcome outcome;
        outcome.measured = {completed(0, 0, 10, 100)};
        outcome.countersBefore = ServerCounters{{"vllm:prefix_cache_hits_total", 100},
                                                {"vllm:prefix_cache_queries_total", 1000},
                                                {"vllm:spec_decode_num_drafts_total", 10},
                                                {"vllm:spec_decode_num_draft_tokens_total", 30},
                                                {"vllm:spec_decode_num_accepted_tokens_total", 20}};
        outcome.countersAfter = ServerCounters{{"vllm:prefix_cache_hits_total", 150},
                                               {"vllm:prefix_cache_queries_total", 1200},
                                               {"vllm:spec_decode_num_drafts_total", 110},
                                               {"vllm:spec_decode_num_draft_tokens_total", 330},
                                               {"vllm:spec_decode_num_accepted_tokens_total", 220}};
        const Run run = buildLoadRun(spec(), outcome);
        const nlohmann::json &server = run.extra["server_metrics"];
        QVERIFY(server.value("prefix_cache_hit_rate", 0.0) == 0.25);
        QVERIFY(server["counter_deltas"].value("vllm:prefix_cache_queries_total", 0.0) == 200.0);
        QCOMPARE(*run.metricValue(QStringLiteral("spec_draft_tokens")), 300.0);
        QVERIFY(
            qFuzzyCompare(*run.metricValue(QStringLiteral("spec_acceptance_rate")), 200.0 / 3.0));
        QCOMPARE(*run.metricValue(QStringLiteral("spec_acceptance_length")), 3.0);
    }

    void olderVllmNamesAndCounterResets()
    {
        LoadOutcome outcome;
        outcome.measured = {completed(0, 0, 10, 100)};
        outcome.countersBefore =
            ServerCounters{{"vllm:gpu_prefix_cache_hits_total", 10},
                           {"vllm:gpu_prefix_cache_queries_total", 100},
                           {"vllm:spec_decode_num_draft_tokens_total", 500},
                           {"vllm:spec_decode_num_accepted_tokens_total", 400}};
        // A restarted server: the spec counters went down, so their deltas are unknown.
        outcome.countersAfter = ServerCounters{{"vllm:gpu_prefix_cache_hits_total", 10},
                                               {"vllm:gpu_prefix_cache_queries_total", 300},
                                               {"vllm:spec_decode_num_draft_tokens_total", 5},
                                               {"vllm:spec_decode_num_accepted_tokens_total", 4}};
        const Run run = buildLoadRun(spec(), outcome);
        QVERIFY(run.extra["server_metrics"].value("prefix_cache_hit_rate", -1.0) == 0.0);
        QVERIFY(!run.metric(QStringLiteral("spec_acceptance_rate")));
    }

    void countersFromAPrometheusScrape()
    {
        // Two engines (data parallel), a _created sample, a histogram, llama-server's 6-digit
        // float counter.
        const QByteArray text =
            "# TYPE vllm:prefix_cache_hits_total counter\n"
            "vllm:prefix_cache_hits_total{model_name=\"m\",engine=\"0\"} 100.0\n"
            "vllm:prefix_cache_hits_total{model_name=\"m\",engine=\"1\"} 50.0\n"
            "vllm:prefix_cache_hits_created{model_name=\"m\",engine=\"0\"} 1.7e+09\n"
            "vllm:time_to_first_token_seconds_bucket{model_name=\"m\",engine=\"0\",le=\"+Inf\"} "
            "9.0\n"
            "llamacpp:prompt_tokens_total 1.23457e+06\n";
        const ServerCounters counters =
            ServerMetricsDelta::countersOf(parsePrometheusText(text).scrape);
        QCOMPARE(counters.at("vllm:prefix_cache_hits_total"), 150.0);
        QVERIFY(!counters.count("vllm:prefix_cache_hits_created"));
        QCOMPARE(counters.at("vllm:time_to_first_token_seconds_bucket"), 9.0);
        QCOMPARE(counters.at("llamacpp:prompt_tokens_total"), 1234570.0);
    }

    void llamaServerDraftTimingsAsFallback()
    {
        LoadOutcome outcome;
        RequestRecord r = completed(0, 0, 10, 100);
        r.draftTokens = 40;
        r.draftAccepted = 31;
        outcome.measured = {r};
        const Run run = buildLoadRun(spec(), outcome);
        QCOMPARE(*run.metricValue(QStringLiteral("spec_acceptance_rate")), 77.5);
    }

    void clientBiasFromMockStamps()
    {
        LoadOutcome outcome;
        RequestRecord r = completed(0, 1000, 52, 2000);
        r.mockReceivedNs = 5'000 * kMs;
        r.mockFirstSentNs = 5'050 * kMs; // the server says 50 ms; the client saw 52
        outcome.measured = {r};
        const Run run = buildLoadRun(spec(), outcome);
        QVERIFY(run.extra["client_ttft_bias_ms"].value("median", 0.0) == 2.0);
    }

    void requestBodies()
    {
        LoadSpec s = spec();
        nlohmann::json body = nlohmann::json::parse(requestBody(s, "hello world"));
        QVERIFY(body["prompt"] == nlohmann::json("hello world"));
        QVERIFY(body["max_tokens"] == nlohmann::json(128));
        QVERIFY(body["stream"] == nlohmann::json(true));
        QVERIFY(body["stream_options"]["include_usage"] == nlohmann::json(true));
        QVERIFY(body["ignore_eos"] == nlohmann::json(true));
        QVERIFY(body["min_tokens"] == nlohmann::json(128));
        QVERIFY(!body.contains("messages"));
        s.endpoint = LoadEndpoint::ChatCompletions;
        s.ignoreEos = false;
        body = nlohmann::json::parse(requestBody(s, "hi"));
        QVERIFY(body["messages"][0]["role"] == nlohmann::json("user"));
        QVERIFY(body["messages"][0]["content"] == nlohmann::json("hi"));
        QVERIFY(!body.contains("prompt"));
        QVERIFY(!body.contains("ignore_eos"));
        QVERIFY(!body.contains("min_tokens"));
        QCOMPARE(endpointPath(LoadEndpoint::ChatCompletions),
                 QStringLiteral("/v1/chat/completions"));
    }

    // The body is written directly (a trace's prompts are tens of kilobytes): whatever a prompt
    // file holds reads back the same through a JSON parser, and a request's own max_tokens
    // (a trace's output length) replaces the spec's.
    void requestBodiesEscapeEveryByte()
    {
        LoadSpec s = spec();
        s.model = QStringLiteral("org/\"quoted\" model");
        std::string prompt = "quote \" backslash \\ newline \n tab \t cr \r ";
        for (int c = 0; c < 0x20; ++c)
            prompt.push_back(char(c));
        prompt += " caf\xc3\xa9 \xe4\xb8\xad\xe6\x96\x87 \xf0\x9f\x9a\x80 end";
        for (const LoadEndpoint endpoint :
             {LoadEndpoint::Completions, LoadEndpoint::ChatCompletions}) {
            s.endpoint = endpoint;
            const nlohmann::json body = nlohmann::json::parse(requestBody(s, prompt, 7));
            const nlohmann::json &text = endpoint == LoadEndpoint::Completions
                                             ? body["prompt"]
                                             : body["messages"][0]["content"];
            QCOMPARE(text.get<std::string>(), prompt);
            QCOMPARE(body["model"].get<std::string>(), s.model.toStdString());
            QCOMPARE(body["max_tokens"].get<int>(), 7);
            QCOMPARE(body["min_tokens"].get<int>(), 7);
            QCOMPARE(body["temperature"].get<int>(), 0);
        }
        QCOMPARE(nlohmann::json::parse(requestBody(s, "x", 0))["max_tokens"].get<int>(), 128);
    }
};

QTEST_GUILESS_MAIN(TestLoadRun)
#include "tst_loadrun.moc"
