// genai-perf importer against synthetic exports written from the tools' docs (no licensed
// real export exists; see tests/data/SOURCES.md).
#include "backends/importers/importerregistry.h"
#include "importertestsupport.h"

#include <QTest>

#include <string>

using namespace lanebook;
using namespace lanebook::test;

class TestGenaiPerfImporter : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Importer> m_importer = makeGenaiPerfImporter();

private slots:
    void exportWithTelemetry()
    {
        const auto runs = m_importer->parse(
            load(QStringLiteral("synthetic/genai-perf/profile_export_genai_perf_telemetry.json")));
        QCOMPARE(runs.size(), size_t(1));
        const Run &run = runs.front();
        QCOMPARE(run.model, QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
        QCOMPARE(run.label, QStringLiteral("Llama-3.1-8B-Instruct-genai-perf-c32"));
        QCOMPARE(run.source.locator, QStringLiteral("object 1"));
        QVERIFY(!run.startedAt.isValid());
        QCOMPARE(run.config.value("endpoint_type", ""), std::string("chat"));
        QCOMPARE(run.config.value("service_kind", ""), std::string("openai"));
        QCOMPARE(run.config.value("tokenizer", ""),
                 std::string("meta-llama/Llama-3.1-8B-Instruct"));
        QVERIFY(!run.config.contains("runtime")); // backend only counts for the Triton service kind
        QCOMPARE(run.workload.value("concurrency", 0.0), 32.0);
        QCOMPARE(run.workload.value("input_tokens", 0.0), 550.0);
        QCOMPARE(run.workload.value("output_tokens", 0.0), 128.0);

        QCOMPARE(metric(run, "requests_per_s"), 12.4);
        QCOMPARE(metric(run, "output_tok_per_s"), 1587.2);
        QCOMPARE(metric(run, "concurrency"), 32.0);
        QVERIFY(!run.metric(QStringLiteral("request_rate_per_s"))); // null in input_config
        QCOMPARE(metric(run, "mean_ttft_ms"), 95.1);
        QCOMPARE(metric(run, "median_ttft_ms"), 90.0);
        QVERIFY(!run.metric(QStringLiteral("p50_ttft_ms"))); // p50 is the median
        QCOMPARE(metric(run, "p99_e2el_ms"), 2891.599);
        QCOMPARE(metric(run, "std_itl_ms"), 1.1);
        QCOMPARE(metric(run, "max_e2el_ms"), 2900.1);
        QCOMPARE(metric(run, "input_tokens_mean"), 550.0);
        QCOMPARE(metric(run, "output_tokens_mean"), 128.0);
        QCOMPARE(metric(run, "completed"), 640.0);
        QCOMPARE(run.metric(QStringLiteral("p90_ttft_ms"))->originalKey,
                 QStringLiteral("time_to_first_token.p90"));

        // Telemetry: means over GPUs of averages, extremes over GPUs, GB -> bytes.
        QCOMPARE(metric(run, "power_w_mean"), (612.5 + 598.5) / 2);
        QCOMPARE(metric(run, "gpu_util_pct_mean"), 96.0);
        QCOMPARE(metric(run, "sm_clock_mhz_min"), 1830.0);
        QCOMPARE(metric(run, "temperature_c_max"), 74.0);
        QCOMPARE(metric(run, "memory_used_bytes_max"), 131.5e9);
        QCOMPARE(run.metric(QStringLiteral("power_w_mean"))->originalKey,
                 QStringLiteral("telemetry_stats.gpu_power_usage.avg"));

        QVERIFY(run.extra.contains("time_to_second_token"));
        QCOMPARE(run.extra["output_token_throughput_per_user"].value("avg", 0.0), 53.7);
        QVERIFY(run.extra.contains("telemetry_stats"));
        QVERIFY(run.samples.empty());
    }

    void nestedConfigAndNanoseconds()
    {
        const auto runs = m_importer->parse(load(
            QStringLiteral("synthetic/genai-perf/profile_export_genai_perf_nested_config.json")));
        const Run &run = runs.front();
        QCOMPARE(run.model, QStringLiteral("llama-3-8b-trtllm"));
        QCOMPARE(run.config.value("runtime", ""), std::string("trtllm"));
        QCOMPARE(run.config.value("endpoint_type", ""), std::string("kserve"));
        QCOMPARE(run.config.value("tokenizer", ""),
                 std::string("hf-internal-testing/llama-tokenizer"));
        QCOMPARE(metric(run, "request_rate_per_s"), 4.0);
        QCOMPARE(run.label, QStringLiteral("llama-3-8b-trtllm-genai-perf-r4"));
        QCOMPARE(metric(run, "mean_ttft_ms"), 250.0); // ns in the file
        QCOMPARE(metric(run, "p99_e2el_ms"), 1900.0);
        QCOMPARE(metric(run, "goodput_requests_per_s"), 3.1);
        QCOMPARE(run.workload.value("num_prompts", 0.0), 50.0);
        QCOMPARE(run.workload.value("input_tokens", 0.0), 256.0);
        QVERIFY(!run.metric(QStringLiteral("power_w_mean")));
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("mentions");
        QTest::newRow("wrong stat type")
            << q("{'request_throughput': {'unit': 'requests/sec', 'avg': 2.0},\n"
                 " 'request_latency': {'unit': 'ms', 'avg': 'slow'}}")
            << QStringList{QStringLiteral("\"request_latency\""), QStringLiteral("\"avg\"")};
        QTest::newRow("metric not an object")
            << q("{'request_throughput': {'unit': 'requests/sec', 'avg': 2.0}, "
                 "'time_to_first_token': 5}")
            << QStringList{QStringLiteral("\"time_to_first_token\"")};
        QTest::newRow("truncated")
            << q("{'request_throughput': {'unit': 'requests/sec', 'avg': 2.0},\n"
                 " 'request_latency': {'unit': 'ms', 'av")
            << QStringList{QStringLiteral("line")};
        QTest::newRow("unknown time unit")
            << q("{'request_throughput': {'unit': 'requests/sec', 'avg': 2.0}, "
                 "'request_latency': {'unit': 'fortnights', 'avg': 1}}")
            << QStringList{QStringLiteral("fortnights")};
    }

    void badInput()
    {
        QFETCH(QByteArray, content);
        QFETCH(QStringList, mentions);
        QString message;
        try {
            m_importer->parse(ImportInput{QStringLiteral("x.json"), content});
        } catch (const ImportFailure &failure) {
            message = failure.message();
        }
        QVERIFY2(!message.isEmpty(), "expected an ImportFailure");
        qInfo("%s", qPrintable(message));
        for (const QString &mention : mentions)
            QVERIFY2(message.contains(mention), qPrintable(message));
    }

    void detectsOnlyItsOwnFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("mine");
        QTest::newRow("telemetry")
            << "synthetic/genai-perf/profile_export_genai_perf_telemetry.json" << true;
        QTest::newRow("nested")
            << "synthetic/genai-perf/profile_export_genai_perf_nested_config.json" << true;
        QTest::newRow("aiperf 0.8") << "aiperf/profile_export_aiperf_0.8.0_mock.json" << false;
        QTest::newRow("aiperf 2025")
            << "synthetic/aiperf/profile_export_aiperf_2025_streaming_telemetry.json" << false;
        QTest::newRow("aiperf records") << "synthetic/aiperf/profile_export.jsonl" << false;
        QTest::newRow("vllm")
            << "vllm-bench/openai-chat-infqps-concurrency4-Qwen3-8B-20261103-141522.json" << false;
        QTest::newRow("sglang") << "sglang/llama_3_3_70b_online_output.jsonl" << false;
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
        QCOMPARE(m_importer->detect(load(path)) > 0, mine);
        if (mine)
            QCOMPARE(detectImporter(load(path))->format(), RunFormat::GenaiPerf);
    }

    void detectsNoOtherFormat()
    {
        const QStringList files = otherFormatsFiles(QStringLiteral("genai-perf"));
        QVERIFY(files.size() >= 8);
        for (const QString &path : files)
            QVERIFY2(m_importer->detect(load(path)) == 0, qPrintable(path));
    }

    void detectIgnoresText()
    {
        const ImportInput input{
            QStringLiteral("console.txt"),
            QByteArray("NVIDIA GenAI-Perf | LLM Metrics\nrequest_throughput requests/sec\n")};
        QCOMPARE(m_importer->detect(input), 0);
    }
};

QTEST_GUILESS_MAIN(TestGenaiPerfImporter)
#include "tst_genaiperfimporter.moc"
