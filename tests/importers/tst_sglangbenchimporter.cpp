// SGLang bench_serving importer against the real Dec-2024 JSONL files (tests/data/sglang)
// and synthetic files written from the tools' documented formats (tests/data/synthetic/sglang).
#include "backends/importers/importerregistry.h"
#include "importertestsupport.h"
#include "models/gates/rungates.h"
#include "models/run/runextrakeys.h"

#include <QTest>

#include <cmath>
#include <string>

using namespace lanebook;
using namespace lanebook::test;

class TestSglangBenchImporter : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Importer> m_importer = makeSglangBenchImporter();

private slots:
    void realOnlineFile()
    {
        const auto runs =
            m_importer->parse(load(QStringLiteral("sglang/llama_3_3_70b_online_output.jsonl")));
        QCOMPARE(runs.size(), size_t(7));
        const Run &first = runs.front();
        QCOMPARE(first.source.locator, QStringLiteral("line 1"));
        QCOMPARE(runs[3].source.locator, QStringLiteral("line 4"));
        QCOMPARE(first.config.value("runtime", ""), std::string("sglang"));
        QCOMPARE(first.workload.value("dataset", ""), std::string("random"));
        QCOMPARE(first.workload.value("random_input_len", 0.0), 1024.0);
        QCOMPARE(metric(first, "request_rate_per_s"), 1.0);
        QCOMPARE(metric(first, "completed"), 300.0);
        QCOMPARE(metric(first, "output_tok_per_s"), 537.4142851849319);
        QCOMPARE(metric(first, "mean_e2el_ms"), 7840.616212638561);
        QCOMPARE(first.metric(QStringLiteral("mean_e2el_ms"))->originalKey,
                 QStringLiteral("mean_e2e_latency_ms"));
        QCOMPARE(metric(first, "median_ttft_ms"), 85.74514742940664);
        QCOMPARE(metric(first, "median_itl_ms"), 13.638956006616354);
        QCOMPARE(metric(first, "duration_s"), 298.3675805060193);
        QCOMPARE(metric(first, "input_tokens_mean"), 152612.0 / 300.0);
        QVERIFY(!first.metric(QStringLiteral("concurrency"))); // max_concurrency: null
        QCOMPARE(first.extra.value("total_output_tokens_retokenized", 0.0), 160192.0);
        QVERIFY(first.samples.empty());
        // No model or time in this key set: the label says tool, rate and line.
        QCOMPARE(first.label, QStringLiteral("sglang-r1-o1"));
        QCOMPARE(metric(runs[3], "request_rate_per_s"), 8.0);
        QCOMPARE(metric(runs[3], "output_tok_per_s"), 3515.0190112201713);
    }

    // sglang.benchmark (2026): --cache-report adds cache_report, and steady_state_serving
    // appends its window's own line after the result. No file with either is public: the real
    // online file's first line is followed here by lines written from the writers' code
    // (serving.py's cache_report, asdict(SteadyStateMetrics) of steady_state.py), values made up.
    void cacheReportAndSteadyWindow()
    {
        QByteArray content =
            load(QStringLiteral("sglang/llama_3_3_70b_online_output.jsonl")).content;
        QByteArray first = content.left(content.indexOf('\n'));
        first.chop(1); // the closing brace
        first += q(", 'cache_report': {'total_prompt_tokens': 152612, 'total_cached_tokens': "
                   "38153, 'device_cached_tokens': 38153, 'cache_hit_rate_pct': 25.0}}");
        const QByteArray steady =
            q("{'concurrency_ratio': 0.9, 'window_start': 1203.5, 'window_end': 1461.25, "
              "'duration': 257.75, 'concurrency_threshold': 7.2, 'completed': 240, "
              "'total_input': 122089, 'input_throughput': 473.67, 'total_output': 128270, "
              "'total_output_retokenized': 128150.5, 'output_throughput': 497.65, "
              "'output_throughput_retokenized': 497.19, 'average_concurrency': 7.8, "
              "'peak_concurrency': 8, 'peak_output_throughput': 612.0}");
        const QByteArray second = content.mid(content.indexOf('\n') + 1).split('\n').front();
        const auto runs = m_importer->parse(
            {QStringLiteral("results.jsonl"), first + "\n" + steady + "\n" + second + "\n"});
        QCOMPARE(runs.size(), size_t(2)); // the steady line is the first run's, not a run
        const Run &run = runs.front();
        QCOMPARE(metric(run, "prefix_cache_hit_pct"), 25.0);
        QCOMPARE(run.metric(QStringLiteral("prefix_cache_hit_pct"))->originalKey,
                 QStringLiteral("cache_report.cache_hit_rate_pct"));
        QCOMPARE(run.extra.at("sglang_steady_state").value("output_throughput", 0.0), 497.65);
        const nlohmann::json &window = run.extra.at(kToolSteadyWindowKey);
        QCOMPARE(window.value("steady_requests", 0.0), 240.0);
        QCOMPARE(window.value("requests", 0.0), 300.0);
        const GateResult gate = checkSteadyState(run);
        QCOMPARE(gate.outcome, GateOutcome::Pass); // 240 of 300 requests in the window
        QVERIFY2(gate.reason.contains(QStringLiteral("SGLang")), qPrintable(gate.reason));
        QVERIFY(!runs[1].extra.contains("sglang_steady_state"));
        QCOMPARE(metric(runs[1], "output_tok_per_s"),
                 metric(m_importer->parse(
                            load(QStringLiteral("sglang/llama_3_3_70b_online_output.jsonl")))[1],
                        "output_tok_per_s"));
        // A label numbers the result by its place in the file, as the source locator does.
        QCOMPARE(runs[1].label, QStringLiteral("sglang-r2-o3"));
        // One result with its steady line is one run, labelled without a number.
        QCOMPARE(m_importer->parse({QStringLiteral("one.jsonl"), first + "\n" + steady + "\n"})
                     .front()
                     .label,
                 QStringLiteral("sglang-r1"));

        // A steady line with no result before it, or a second one, is refused by line.
        QString failure = failureOf(*m_importer, steady + "\n" + second + "\n");
        QVERIFY2(failure.contains(QStringLiteral("line 1")) &&
                     failure.contains(QStringLiteral("steady-state window")),
                 qPrintable(failure));
        failure = failureOf(*m_importer, first + "\n" + steady + "\n" + steady + "\n");
        QVERIFY2(failure.contains(QStringLiteral("line 3")), qPrintable(failure));
        // A damaged window names its line and key.
        QByteArray damaged = steady;
        damaged.replace("'duration': 257.75", "'duration': 'long'");
        damaged.replace("\"duration\": 257.75", "\"duration\": \"long\"");
        failure = failureOf(*m_importer, first + "\n" + damaged + "\n");
        QVERIFY2(failure.contains(QStringLiteral("line 2")) &&
                     failure.contains(QStringLiteral("duration")),
                 qPrintable(failure));
    }

    void realOfflineFileWithInfinity()
    {
        const auto runs =
            m_importer->parse(load(QStringLiteral("sglang/llama_3_3_70b_offline_output.jsonl")));
        QCOMPARE(runs.size(), size_t(7));
        for (const Run &run : runs)
            QVERIFY(std::isinf(metric(run, "request_rate_per_s")));
        QCOMPARE(runs[6].workload.value("dataset", ""), std::string("sharegpt"));
        QCOMPARE(runs[6].workload.value("request_rate", ""), std::string("inf"));
        QCOMPARE(metric(runs[6], "median_ttft_ms"), 18726.9222245086);
        QCOMPARE(metric(runs[6], "completed"), 2000.0);
        QCOMPARE(runs[6].label, QStringLiteral("sglang-rinf-o7"));
    }

    void newestKeySetWithDetails()
    {
        const auto runs = m_importer->parse(
            load(QStringLiteral("synthetic/sglang/newest-infinity-nan-details.jsonl")));
        QCOMPARE(runs.size(), size_t(2));
        const Run &run = runs[0];
        QCOMPARE(run.model, QStringLiteral("Qwen/Qwen3-32B"));
        QCOMPARE(run.label, QStringLiteral("eagle3-sweep-c16-o1")); // its --tag
        QCOMPARE(run.config.value("tp", 0), 2);
        QCOMPARE(run.config.value("speculative_algorithm", ""), std::string("EAGLE3"));
        QCOMPARE(run.config.value("runtime_version", ""), std::string("0.5.2"));
        QCOMPARE(run.config.value("tag", ""), std::string("eagle3-sweep"));
        QCOMPARE(run.config.value("tokenizer", ""), std::string("Qwen/Qwen3-32B"));
        QCOMPARE(run.config.value("runtime", ""), std::string("sglang")); // backend sglang-oai
        QVERIFY(std::isinf(metric(run, "request_rate_per_s")));
        QCOMPARE(metric(run, "concurrency"), 16.0);
        QCOMPARE(metric(run, "total_tok_per_s"), 4654.545);
        QCOMPARE(run.metric(QStringLiteral("total_tok_per_s"))->originalKey,
                 QStringLiteral("total_throughput"));
        QCOMPARE(metric(run, "p95_e2el_ms"), 3950.5);
        QCOMPARE(metric(run, "p90_ttft_ms"), 260.0);
        QCOMPARE(metric(run, "max_itl_ms"), 140.0);
        QCOMPARE(metric(run, "spec_acceptance_length"), 2.71);
        QCOMPARE(run.metric(QStringLiteral("spec_acceptance_length"))->originalKey,
                 QStringLiteral("accept_length"));
        QVERIFY(!run.metric(QStringLiteral("std_tpot_ms"))); // NaN in the file: not a value
        QCOMPARE(run.extra.value("concurrency", 0.0), 13.6); // measured, kept under its name
        QCOMPARE(run.extra["cache_report"].value("cached_tokens", 0), 51200);

        const Run &detailed = runs[1];
        QVERIFY(!detailed.metric(QStringLiteral("spec_acceptance_length"))); // null
        QCOMPARE(detailed.label, QStringLiteral("eagle3-sweep-r2-o2"));
        QCOMPARE(detailed.samples.size(), size_t(3));
        QCOMPARE(metric(detailed, "failed"), 1.0);
        QCOMPARE(metric(detailed, "num_prompts"), 3.0);
        QVERIFY(qFuzzyCompare(*detailed.samples[1].ttftMs, 160.202));
        QVERIFY(qFuzzyCompare(detailed.samples[1].itlMs[1], 42.0f));
        QCOMPARE(detailed.samples[0].cachedTokens, std::optional<int>(512));
        QCOMPARE(detailed.samples[2].error, QStringLiteral("HTTP 503: Service Unavailable"));
        QVERIFY(!detailed.samples[2].ttftMs);
        QVERIFY(!detailed.extra.contains("itls"));
        QVERIFY(!detailed.extra.contains("cached_tokens"));
    }

    void midKeySet()
    {
        const auto runs =
            m_importer->parse(load(QStringLiteral("synthetic/sglang/mid-2025-keyset.jsonl")));
        QCOMPARE(runs.size(), size_t(1));
        const Run &run = runs.front();
        QCOMPARE(run.label, QStringLiteral("sglang-c64"));
        QCOMPARE(metric(run, "p95_itl_ms"), 35.5);
        QCOMPARE(metric(run, "p99_e2el_ms"), 9800.0);
        QCOMPARE(metric(run, "std_ttft_ms"), 20.25);
        QVERIFY(!run.metric(QStringLiteral("total_tok_per_s")));
        QCOMPARE(run.extra.value("input_throughput", 0.0), 1828.57);
    }

    void traceReplayRate()
    {
        const auto runs = m_importer->parse(ImportInput{
            QStringLiteral("trace.jsonl"),
            q("{'backend': 'sglang', 'dataset_name': 'mooncake', 'request_rate': 'trace', "
              "'max_concurrency': null, 'mean_e2e_latency_ms': 900.5, 'completed': 12, 'duration': "
              "30.0}")});
        QCOMPARE(runs.size(), size_t(1));
        QCOMPARE(runs[0].workload.value("request_rate", ""), std::string("trace"));
        QVERIFY(!runs[0].metric(QStringLiteral("request_rate_per_s")));
        QCOMPARE(metric(runs[0], "mean_e2el_ms"), 900.5);
        QCOMPARE(runs[0].label, QStringLiteral("sglang"));
    }

    // Sorted keys put the --output-details arrays before "mean_e2e_latency_ms".
    void sortedKeysLargeFile()
    {
        nlohmann::json line = {{"backend", "sglang"},
                               {"dataset_name", "random"},
                               {"completed", 2000},
                               {"mean_e2e_latency_ms", 1200.5},
                               {"total_output_tokens_retokenized", 1}};
        nlohmann::json itls = nlohmann::json::array();
        nlohmann::json errors = nlohmann::json::array();
        for (int i = 0; i < 2000; ++i) {
            itls.push_back(std::vector<double>(100, 0.02));
            errors.push_back("");
        }
        line["itls"] = std::move(itls);
        line["errors"] = std::move(errors);
        const ImportInput input{QStringLiteral("sorted.jsonl"),
                                QByteArray::fromStdString(line.dump() + "\n")};
        QVERIFY(m_importer->detect(input) > 0);
        QCOMPARE(detectImporter(input)->format(), RunFormat::SglangBench);
        const auto runs = m_importer->parse(input);
        QCOMPARE(runs.front().samples.size(), size_t(2000));
        QCOMPARE(metric(runs.front(), "mean_e2el_ms"), 1200.5);
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("mentions");
        const QByteArray good =
            q("{'backend': 'sglang', 'dataset_name': 'random', 'request_rate': Infinity, "
              "'mean_e2e_latency_ms': 1.5, 'completed': 10, 'duration': 2.5}");
        QTest::newRow("wrong type on line 2")
            << good + "\n" +
                   q("{'backend': 'sglang', 'dataset_name': 'random', 'mean_e2e_latency_ms': 1.5, "
                     "'completed': 10, 'duration': 'fast'}")
            << QStringList{QStringLiteral("line 2"), QStringLiteral("\"duration\"")};
        QTest::newRow("truncated line")
            << good + "\n" + good.left(50) + "\n" + good << QStringList{QStringLiteral("line 2")};
        QTest::newRow("foreign line")
            << good + "\n" + q("{'build_commit': 'abc'}")
            << QStringList{QStringLiteral("line 2"), QStringLiteral("not an SGLang")};
        QTest::newRow("bad ttfts")
            << good.left(good.size() - 1) + q(", 'ttfts': [0.1, 'x']}")
            << QStringList{QStringLiteral("line 1"), QStringLiteral("\"ttfts\""),
                           QStringLiteral("entry 2")};
    }

    void badInput()
    {
        QFETCH(QByteArray, content);
        QFETCH(QStringList, mentions);
        QString message;
        try {
            m_importer->parse(ImportInput{QStringLiteral("x.jsonl"), content});
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
        QTest::newRow("online") << "sglang/llama_3_3_70b_online_output.jsonl" << true;
        QTest::newRow("offline") << "sglang/llama_3_3_70b_offline_output.jsonl" << true;
        QTest::newRow("newest") << "synthetic/sglang/newest-infinity-nan-details.jsonl" << true;
        QTest::newRow("mid-2025") << "synthetic/sglang/mid-2025-keyset.jsonl" << true;
        QTest::newRow("vllm")
            << "vllm-bench/openai-chat-infqps-concurrency4-Qwen3-8B-20261103-141522.json" << false;
        QTest::newRow("vllm legacy")
            << "vllm-bench/"
               "legacy-vllm-infqps-concurrency64-Llama-3.1-8B-Instruct-20250310-091207.json"
            << false;
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
        QCOMPARE(m_importer->detect(load(path)) > 0, mine);
        if (mine)
            QCOMPARE(detectImporter(load(path))->format(), RunFormat::SglangBench);
    }

    void detectsNoOtherFormat()
    {
        const QStringList files = otherFormatsFiles(QStringLiteral("sglang"));
        QVERIFY(files.size() >= 8);
        for (const QString &path : files)
            QVERIFY2(m_importer->detect(load(path)) == 0, qPrintable(path));
    }

    void detectIgnoresText()
    {
        const ImportInput input{QStringLiteral("log.txt"),
                                QByteArray("backend dataset_name mean_e2e_latency_ms completed\n")};
        QCOMPARE(m_importer->detect(input), 0);
    }
};

QTEST_GUILESS_MAIN(TestSglangBenchImporter)
#include "tst_sglangbenchimporter.moc"
