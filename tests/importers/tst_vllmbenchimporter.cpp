// vLLM bench serve importer against the staged samples (tests/data/vllm-bench) and the
// synthetic files written from the tools' documented formats (tests/data/synthetic/vllm-bench).
#include "backends/importers/importerregistry.h"
#include "backends/importers/importfile.h"
#include "importertestsupport.h"
#include "models/gates/gateresult.h"
#include "models/gates/rungates.h"

#include <QElapsedTimer>
#include <QTest>
#include <QTimeZone>

#include <cmath>
#include <string>

using namespace lanebook;
using namespace lanebook::test;

namespace {

ImportInput text(const char *content)
{
    return ImportInput{QStringLiteral("inline.json"), QByteArray(content)};
}

} // namespace

class TestVllmBenchImporter : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Importer> m_importer = makeVllmBenchImporter();

private slots:
    void realNewestSample()
    {
        const auto runs = m_importer->parse(load(QStringLiteral(
            "vllm-bench/openai-chat-infqps-concurrency4-Qwen3-8B-20261103-141522.json")));
        QCOMPARE(runs.size(), size_t(1));
        const Run &run = runs.front();
        QCOMPARE(run.model, QStringLiteral("Qwen/Qwen3-8B"));
        // The file's own --label names the run.
        QCOMPARE(run.label, QStringLiteral("qwen3-8b-bf16-gpu0-baseline-c4-20261103T141522Z"));
        QCOMPARE(run.source.locator, QStringLiteral("object 1"));
        QCOMPARE(run.startedAt, QDateTime(QDate(2026, 11, 3), QTime(14, 15, 22), QTimeZone::utc()));
        QCOMPARE(run.config.value("gpu", ""), std::string("H200"));
        QVERIFY(run.config["tp"] == 1); // --metadata tp=1, typed
        QCOMPARE(run.config.value("endpoint_type", ""), std::string("openai-chat"));
        QCOMPARE(run.config.value("tokenizer", ""), std::string("Qwen/Qwen3-8B"));
        QCOMPARE(run.config.value("label", ""), std::string("qwen3-8b-bf16-gpu0-baseline"));
        QVERIFY(!run.config.contains("runtime")); // "openai-chat" names a protocol, not a server

        QCOMPARE(metric(run, "output_tok_per_s"), 151.44308697802418);
        QCOMPARE(metric(run, "total_tok_per_s"), 9843.800653571572);
        QCOMPARE(metric(run, "requests_per_s"), 9.465192936126511);
        QVERIFY(!run.metric(QStringLiteral("goodput_requests_per_s"))); // null in the file
        QCOMPARE(metric(run, "p90_ttft_ms"), 102.32719999999999);
        QCOMPARE(metric(run, "median_itl_ms"), 42.0935);
        QCOMPARE(metric(run, "concurrency"), 4.0);
        QVERIFY(std::isinf(metric(run, "request_rate_per_s")));
        QCOMPARE(metric(run, "duration_s"), 0.845202);
        QCOMPARE(metric(run, "failed"), 0.0);
        QCOMPARE(metric(run, "input_tokens_mean"), 1024.0);
        QCOMPARE(metric(run, "output_tokens_mean"), 16.0);
        QCOMPARE(run.metric(QStringLiteral("output_tok_per_s"))->originalKey,
                 QStringLiteral("output_throughput"));
        QCOMPARE(run.workload.value("request_rate", ""), std::string("inf"));
        QCOMPARE(run.workload.value("concurrency", 0.0), 4.0);

        QCOMPARE(run.samples.size(), size_t(8));
        const RequestSample &first = run.samples.front();
        QCOMPARE(first.inputTokens, std::optional<int>(1024));
        QCOMPARE(first.outputTokens, std::optional<int>(16));
        QVERIFY(first.ttftMs && qFuzzyCompare(*first.ttftMs, 87.855));
        QCOMPARE(first.itlMs.size(), size_t(15));
        QVERIFY(qFuzzyCompare(first.itlMs.front(), 44.918f));
        QVERIFY(qFuzzyCompare(run.samples[7].itlMs.back(), 39.896f));
        QVERIFY(run.samples[7].sendTimeS && qFuzzyCompare(*run.samples[7].sendTimeS, 0.07));
        QVERIFY(!first.e2elMs); // no `latencies` array in this file
        QVERIFY(first.error.isEmpty());

        QCOMPARE(run.extra.value("max_output_tokens_per_s", 0.0), 95.0);
        QVERIFY(!run.extra.contains("itls"));
        QVERIFY(!run.extra.contains("generated_texts"));
        QVERIFY(!run.extra.contains("mean_ttft_ms"));
    }

    void realLegacySample()
    {
        const auto runs = m_importer->parse(load(QStringLiteral(
            "vllm-bench/"
            "legacy-vllm-infqps-concurrency64-Llama-3.1-8B-Instruct-20250310-091207.json")));
        QCOMPARE(runs.size(), size_t(1));
        const Run &run = runs.front();
        QCOMPARE(run.label, QStringLiteral("Llama-3.1-8B-Instruct-vllm-c64-20250310T091207Z"));
        QCOMPARE(run.config.value("runtime", ""), std::string("vllm"));
        QVERIFY(!run.config.contains("endpoint_type"));
        QCOMPARE(metric(run, "p99_e2el_ms"), 2925.27868);
        QCOMPARE(metric(run, "mean_tpot_ms"), 19.99556852854331);
        QCOMPARE(metric(run, "concurrency"), 64.0);
        QVERIFY(std::isinf(metric(run, "request_rate_per_s")));
        QVERIFY(!run.metric(QStringLiteral("goodput_requests_per_s"))); // "request_goodput:": null
        QCOMPARE(metric(run, "failed"), 0.0); // counted from the empty errors
        QCOMPARE(run.metric(QStringLiteral("failed"))->originalKey, QStringLiteral("errors"));
        QCOMPARE(run.samples.size(), size_t(64));
        QVERIFY(qFuzzyCompare(run.samples[0].itlMs.front(), 21.791f));
        QVERIFY(qFuzzyCompare(*run.samples[63].ttftMs, 314.668));
        QCOMPARE(run.samples[0].itlMs.size(), size_t(127));
    }

    void newestWithSpecDecodeAndFailures()
    {
        const auto runs = m_importer->parse(
            load(QStringLiteral("synthetic/vllm-bench/newest-spec-decode-metadata-detailed.json")));
        QCOMPARE(runs.size(), size_t(1));
        const Run &run = runs.front();
        QCOMPARE(run.label,
                 QStringLiteral("qwen3-8b-eagle3-k3-r10-20260722T060114Z")); // its --label
        QCOMPARE(run.config.value("drafter", ""), std::string("eagle3"));
        QVERIFY(run.config["tp"] == 2);
        QCOMPARE(metric(run, "p99.9_ttft_ms"), 63.29578200000001);
        QCOMPARE(metric(run, "p99.9_e2el_ms"), 160.52348200000003);
        QCOMPARE(metric(run, "p50_itl_ms"), 9.538499999999999);
        QCOMPARE(metric(run, "spec_acceptance_rate"), 62.5);
        QCOMPARE(metric(run, "spec_acceptance_length"), 2.875);
        QCOMPARE(metric(run, "spec_draft_tokens"), 120.0);
        QCOMPARE(run.metric(QStringLiteral("spec_acceptance_rate"))->originalKey,
                 QStringLiteral("spec_decode_acceptance_rate"));
        QCOMPARE(metric(run, "request_rate_per_s"), 10.0);
        QVERIFY(!run.metric(QStringLiteral("concurrency")));
        QCOMPARE(metric(run, "failed"), 1.0);
        QCOMPARE(run.metric(QStringLiteral("failed"))->originalKey, QStringLiteral("failed"));
        QCOMPARE(metric(run, "goodput_requests_per_s"), 2 / 0.912345);
        // Statistics outside the vocabulary stay with the run, under the tool's key.
        QCOMPARE(run.extra.value("p99_client_queue_time_ms", -1.0), 0.0);
        QCOMPARE(run.extra.value("spec_decode_accepted_tokens", 0.0), 75.0);
        QVERIFY(!run.extra.contains("queue_times"));

        QCOMPARE(run.samples.size(), size_t(4));
        const RequestSample &failed = run.samples[2];
        QVERIFY(failed.error.contains(QStringLiteral("ServerDisconnectedError")));
        QVERIFY(!failed.ttftMs); // 0.0 placeholder means "not recorded"
        QVERIFY(!failed.e2elMs);
        QVERIFY(!failed.outputTokens);
        QCOMPARE(failed.inputTokens, std::optional<int>(512));
        QVERIFY(qFuzzyCompare(*run.samples[0].e2elMs, 143.78));
        QVERIFY(
            qFuzzyCompare(*run.samples[3].sendTimeS + 1.0, 1.3)); // perf_counter, from the first
        QCOMPARE(*run.samples[0].sendTimeS, 0.0);
        QVERIFY(qFuzzyCompare(run.samples[0].itlMs[0], 9.295f));
    }

    // vLLM's --energy-gpu-ids (GpuEnergyMeter.get_results, merged into the result): the NVML
    // counters' energy becomes Lanebook's energy metrics, with how it was measured.
    void gpuEnergyFromNvmlCounters()
    {
        const auto runs = m_importer->parse(
            load(QStringLiteral("synthetic/vllm-bench/newest-gpu-energy-nvml.json")));
        QCOMPARE(runs.size(), size_t(1));
        const Run &run = runs.front();
        QCOMPARE(metric(run, "energy_j"), 412.337);
        QCOMPARE(run.metric(QStringLiteral("energy_j"))->originalKey,
                 QStringLiteral("gpu_energy_j"));
        QCOMPARE(metric(run, "energy_j_per_output_token"), 3.2213828125);
        QCOMPARE(run.metric(QStringLiteral("energy_j_per_output_token"))->originalKey,
                 QStringLiteral("gpu_energy_per_output_token_j"));
        // 128 output tokens for 412.337 J: tokens per joule, which is tok/s per watt.
        QCOMPARE(metric(run, "output_tok_per_s_per_w"), 128 / 412.337);
        const nlohmann::json &energy = run.extra.at("energy");
        QCOMPARE(energy.value("method", std::string()), std::string("counter"));
        QCOMPARE(energy.value("gpus", 0), 1);
        QCOMPARE(energy.value("span_s", 0.0), 0.851004);
        QVERIFY(!energy.value("counter_wrapped", true));
        // The measurement's own keys stay with the run under their names, never as config
        // (two runs' energies would otherwise read as a setting that differs).
        QCOMPARE(run.extra.value("gpu_avg_power_w", 0.0), 484.5300374616335);
        QVERIFY(run.extra.at("energy_gpu_ids") == nlohmann::json::array({0}));
        for (const char *key : {"gpu_energy_j", "gpu_avg_power_w", "energy_gpu_ids",
                                "gpu_energy_duration_s", "gpu_energy_per_output_token_j"})
            QVERIFY2(!run.config.contains(key), key);
        // Everything else as the file without the energy keys gives.
        QCOMPARE(metric(run, "output_tok_per_s"), 151.44308697802418);
        QCOMPARE(metric(run, "p99_ttft_ms"), 102.60691999999999);
    }

    void legacyGoodputWithColon()
    {
        const auto runs = m_importer->parse(
            load(QStringLiteral("synthetic/vllm-bench/legacy-goodput-colon.json")));
        const Run &run = runs.front();
        QCOMPARE(metric(run, "goodput_requests_per_s"), 3.7831447391);
        QCOMPARE(run.metric(QStringLiteral("goodput_requests_per_s"))->originalKey,
                 QStringLiteral("request_goodput:"));
        QCOMPARE(metric(run, "request_rate_per_s"), 4.0);
        QCOMPARE(run.label, QStringLiteral("Llama-3.1-70B-Instruct-vllm-r4-20250115T183005Z"));
        QCOMPARE(run.config.value("gpu", ""), std::string("8xH100"));
        QCOMPARE(run.extra.value("best_of", 0.0), 1.0);
        QCOMPARE(run.extra.value("date", ""), std::string("20250115-183005"));
        QVERIFY(run.samples.empty());
        QVERIFY(!run.metric(QStringLiteral("failed"))); // legacy files do not say
    }

    void appendResultFile()
    {
        const auto runs = m_importer->parse(
            load(QStringLiteral("synthetic/vllm-bench/append-result-3-objects.json")));
        QCOMPARE(runs.size(), size_t(3));
        const double concurrency[] = {1, 8, 32};
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(runs[i].source.locator, QStringLiteral("object %1").arg(i + 1));
            QCOMPARE(metric(runs[i], "concurrency"), concurrency[i]);
            QVERIFY(runs[i].label.endsWith(QStringLiteral("-o%1").arg(i + 1)));
        }
        QCOMPARE(runs[1].label, QStringLiteral("gemma-3-27b-it-vllm-c8-20261103T091500Z-o2"));
        QCOMPARE(metric(runs[2], "output_tok_per_s"), 810.3);
        QCOMPARE(metric(runs[0], "mean_ttft_ms"), 45.5);
    }

    void tensorrtLlmFork()
    {
        const auto runs =
            m_importer->parse(load(QStringLiteral("synthetic/vllm-bench/trtllm-fork.json")));
        const Run &run = runs.front();
        QCOMPARE(run.config.value("runtime", ""), std::string("trtllm"));
        QCOMPARE(run.label,
                 QStringLiteral("Llama-3.3-70B-Instruct-FP8-trtllm-c16-20250904T221010Z"));
        QCOMPARE(metric(run, "min_ttft_ms"), 120.001);
        QCOMPARE(metric(run, "max_e2el_ms"), 163.2);
        QCOMPARE(run.extra.value("user_throughput", 0.0), 25.5);
        QCOMPARE(run.extra["energy"].value("total_energy_j", 0.0), 1234.5);
        QCOMPARE(run.extra["avg_decoded_tokens_per_iter"]["percentiles"].value("p99.0", 0.0), 4.0);
        QVERIFY(!run.extra.contains("e2els"));
        QCOMPARE(run.samples.size(), size_t(3));
        QVERIFY(qFuzzyCompare(*run.samples[1].e2elMs, 131.112 + 10.2 + 10.8 + 11.1));
    }

    // `--metadata output_len=256 ignore_eos=true` (strings at top level, as
    // vLLM writes them) are typed, land in the workload, and the output-length gate reads them.
    void metadataIsEvidence()
    {
        const QByteArray file = R"({"date": "20260722-060114", "endpoint_type": "openai",
            "backend": "openai", "label": "spec-k5", "model_id": "Qwen/Qwen3-8B",
            "tokenizer_id": "Qwen/Qwen3-8B", "num_prompts": 4, "output_len": "256",
            "ignore_eos": "true", "dataset": "random", "tp": "2", "kv": "fp8",
            "request_rate": "inf", "burstiness": 1.0, "max_concurrency": 4, "duration": 2.0,
            "completed": 4, "failed": 0, "total_input_tokens": 4096,
            "total_output_tokens": 1024, "request_throughput": 2.0, "output_throughput": 512.0,
            "total_token_throughput": 2560.0, "mean_ttft_ms": 20.0})";
        const auto runs = m_importer->parse(ImportInput{QStringLiteral("metadata.json"), file});
        QCOMPARE(runs.size(), size_t(1));
        const Run &run = runs.front();
        QCOMPARE(run.label, QStringLiteral("spec-k5-c4-20260722T060114Z"));
        QVERIFY(run.workload["output_len"] == 256);
        QVERIFY(run.workload["ignore_eos"] == true);
        QVERIFY(run.workload["dataset"] == "random");
        QVERIFY(!run.config.contains("output_len"));
        QVERIFY(run.config["tp"] == 2);
        QVERIFY(run.config["kv"] == "fp8");
        const GateResult gate = checkOutputLength(run);
        QVERIFY2(!gate.missingEvidence(), qPrintable(gate.reason));
        QCOMPARE(*gate.evidenceValue(QStringLiteral("requested_output_tokens")), 256.0);
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("mentions");
        const QByteArray head =
            q("{'date': '20260101-000000', 'backend': 'vllm', 'model_id': 'm', ");
        const QByteArray good =
            head + q("'completed': 1, 'total_input_tokens': 1, 'duration': 1.5}");
        const auto row = [](const char *name, const QByteArray &json, const QStringList &mentions) {
            QTest::newRow(name) << json << mentions;
        };
        row("wrong type", head + q("'completed': 1, 'total_input_tokens': 1, 'duration': 'fast'}"),
            {QStringLiteral("\"duration\"")});
        row("truncated", head + q("'completed': 1, 'total_input_tokens': 1, 'dura"),
            {QStringLiteral("line 1")});
        row("bad itl", head + q("'completed': 1, 'total_input_tokens': 1, 'itls': [[0.1, 'x']]}"),
            {QStringLiteral("\"itls\""), QStringLiteral("entry 1, value 2")});
        row("short ttfts",
            head +
                q("'completed': 2, 'total_input_tokens': 1, 'input_lens': [1, 2], 'ttfts': [0.1]}"),
            {QStringLiteral("\"ttfts\""), QStringLiteral("\"input_lens\"")});
        row("append wrong type",
            good + "\n" + head + q("'completed': 1, 'total_input_tokens': 1, 'duration': 'fast'}"),
            {QStringLiteral("object 2"), QStringLiteral("\"duration\"")});
        row("append foreign object",
            good + "\n" + q("{'build_commit': '8cf427ff', 'n_prompt': 512}") + "\n" + good,
            {QStringLiteral("object 2"), QStringLiteral("not a vLLM")});
        row("append truncated", good + "\n" + good.left(40), {QStringLiteral("line 2")});
    }

    void badInput()
    {
        QFETCH(QByteArray, content);
        QFETCH(QStringList, mentions);
        const QString message =
            failureOf(*m_importer, ImportInput{QStringLiteral("x.json"), content});
        QVERIFY2(!message.isEmpty(), "expected an ImportFailure");
        qInfo("%s", qPrintable(message));
        for (const QString &mention : mentions)
            QVERIFY2(message.contains(mention), qPrintable(message));
    }

    void detectsOnlyItsOwnFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("mine");
        QTest::newRow("newest")
            << "vllm-bench/openai-chat-infqps-concurrency4-Qwen3-8B-20261103-141522.json" << true;
        QTest::newRow("legacy")
            << "vllm-bench/"
               "legacy-vllm-infqps-concurrency64-Llama-3.1-8B-Instruct-20250310-091207.json"
            << true;
        QTest::newRow("append") << "synthetic/vllm-bench/append-result-3-objects.json" << true;
        QTest::newRow("trtllm") << "synthetic/vllm-bench/trtllm-fork.json" << true;
        QTest::newRow("sglang") << "sglang/llama_3_3_70b_online_output.jsonl" << false;
        QTest::newRow("aiperf") << "aiperf/profile_export_aiperf_0.8.0_mock.json" << false;
        QTest::newRow("guidellm") << "guidellm/benchmarks_stripped_v0.2-schema.json" << false;
        QTest::newRow("llama-bench json") << "llama-bench/llama-bench_b5163_readme.json" << false;
        QTest::newRow("llama-bench jsonl") << "llama-bench/llama-bench_b5163_readme.jsonl" << false;
        QTest::newRow("llama-bench csv") << "llama-bench/llama-bench_b5163_readme.csv" << false;
        QTest::newRow("lm-eval") << "lm-eval/arc_challenge-v2.0-res_legacy.json" << false;
    }

    void detectsOnlyItsOwnFiles()
    {
        QFETCH(QString, path);
        QFETCH(bool, mine);
        const int score = m_importer->detect(load(path));
        QCOMPARE(score > 0, mine);
        if (mine)
            QCOMPARE(detectImporter(load(path))->format(), RunFormat::VllmBench);
    }

    void detectsNoOtherFormat()
    {
        const QStringList files = otherFormatsFiles(QStringLiteral("vllm-bench"));
        QVERIFY(files.size() >= 8);
        for (const QString &path : files)
            QVERIFY2(m_importer->detect(load(path)) == 0, qPrintable(path));
    }

    void detectIgnoresText()
    {
        QCOMPARE(m_importer->detect(
                     text("Successful requests: 1000\ndate completed total_input_tokens\n")),
                 0);
        QCOMPARE(m_importer->detect(text("")), 0);
    }

    void importsThroughTheFileReader()
    {
        const ParsedFile file = parseImportFile(
            test::dataPath(QStringLiteral("synthetic/vllm-bench/append-result-3-objects.json")));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QCOMPARE(file.format, std::optional<RunFormat>(RunFormat::VllmBench));
        QCOMPARE(file.runs.size(), size_t(3));
    }

    // 10,000 requests with 100 ITLs each (~17 MB) must parse in well under 0.3 s. The keys
    // are sorted, as nlohmann::json and `jq -S` write them: "itls" comes before "model_id"
    // and "total_input_tokens", so detection cannot rely on the head of the file.
    void largeSortedDetailedFileIsFast()
    {
        constexpr int requests = 10000;
        std::string json = q("{'completed': 10000, 'date': '20260101-000000', 'duration': 100.5, "
                             "'errors': [")
                               .toStdString();
        json.reserve(30'000'000);
        const auto list = [&json](auto item) {
            for (int i = 0; i < requests; ++i) {
                if (i)
                    json += ", ";
                item(i);
            }
            json += "], ";
        };
        list([&json](int) { json += "\"\""; });
        json += "\"generated_texts\": [";
        list([&json](int) { json += '"' + std::string(400, 'x') + '"'; });
        json += "\"input_lens\": [";
        list([&json](int) { json += "1024"; });
        json += "\"itls\": [";
        list([&json](int i) {
            json += '[';
            for (int k = 0; k < 100; ++k) {
                if (k)
                    json += ", ";
                json += "0.0" + std::to_string(10000000 + (i * 7 + k * 13) % 9000000) + "7";
            }
            json += ']';
        });
        json += q("'max_concurrency': 64, 'mean_ttft_ms': 55.5, 'model_id': 'Qwen/Qwen3-8B', "
                  "'output_lens': [")
                    .toStdString();
        list([&json](int) { json += "101"; });
        json += q("'total_input_tokens': 10240000, 'ttfts': [").toStdString();
        list([&json](int i) { json += std::to_string(0.05 + i * 1e-7) + "123456"; });
        json.resize(json.size() - 2);
        json += '}';
        const ImportInput input{QStringLiteral("big.json"), QByteArray::fromStdString(json)};

        QElapsedTimer timer;
        timer.start();
        QCOMPARE(detectImporter(input)->format(), RunFormat::VllmBench);
        const auto runs = m_importer->parse(input);
        const qint64 elapsedMs = timer.elapsed();
        QCOMPARE(runs.front().samples.size(), size_t(requests));
        QCOMPARE(runs.front().samples[9999].itlMs.size(), size_t(100));
        QCOMPARE(runs.front().label, QStringLiteral("Qwen3-8B-vllm-c64-20260101T000000Z"));
        // Timing is reported, not asserted: the budget is checked by the bench label.
        qInfo("detected and parsed %d MB in %lld ms", int(json.size() >> 20), elapsedMs);
    }
};

QTEST_GUILESS_MAIN(TestVllmBenchImporter)
#include "tst_vllmbenchimporter.moc"
