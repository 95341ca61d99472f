// AIPerf importer: the real 0.8.0 summary (tests/data/aiperf), a synthetic 2025 summary
// with streaming and telemetry, and a synthetic per-request profile_export.jsonl, both
// written from the tools' documented formats (tests/data/synthetic/aiperf).
#include "backends/importers/importerregistry.h"
#include "importertestsupport.h"

#include <QTest>
#include <QTimeZone>

#include <string>

using namespace lanebook;
using namespace lanebook::test;

class TestAiPerfImporter : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Importer> m_importer = makeAiPerfImporter();

private slots:
    void realSummary()
    {
        const auto runs =
            m_importer->parse(load(QStringLiteral("aiperf/profile_export_aiperf_0.8.0_mock.json")));
        QCOMPARE(runs.size(), size_t(1));
        const Run &run = runs.front();
        QCOMPARE(run.model, QStringLiteral("mock-model"));
        QCOMPARE(run.label, QStringLiteral("mock-model-aiperf-c4-20260430T091638Z"));
        QCOMPARE(run.startedAt,
                 QDateTime(QDate(2026, 4, 30), QTime(9, 16, 38, 957), QTimeZone::utc()));
        QCOMPARE(run.config.value("endpoint_type", ""), std::string("chat"));
        QCOMPARE(run.config.value("tokenizer", ""), std::string("gpt2"));
        QCOMPARE(run.config.value("client_version", ""), std::string("0.8.0"));
        QCOMPARE(run.workload.value("dataset", ""), std::string("synthetic"));
        QCOMPARE(run.workload.value("input_tokens", 0.0), 550.0);
        QCOMPARE(metric(run, "concurrency"), 4.0);
        QCOMPARE(metric(run, "num_prompts"), 64.0);
        QCOMPARE(metric(run, "requests_per_s"), 1854.929714829192);
        QCOMPARE(metric(run, "output_tok_per_s"), 1022443.0554692096);
        QCOMPARE(metric(run, "total_tok_per_s"), 2042654.398625265);
        QCOMPARE(metric(run, "mean_e2el_ms"), 1.516322453125);
        QCOMPARE(metric(run, "median_e2el_ms"), 0.6734304999999999);
        QCOMPARE(metric(run, "p95_e2el_ms"), 10.865638499999939);
        QCOMPARE(metric(run, "std_e2el_ms"), 3.2372036172079475);
        QVERIFY(!run.metric(QStringLiteral("mean_ttft_ms"))); // non-streaming: no TTFT
        QCOMPARE(metric(run, "duration_s"), 0.034502655);
        QCOMPARE(metric(run, "completed"), 64.0);
        QCOMPARE(metric(run, "failed"), 0.0); // empty error_summary
        QCOMPARE(metric(run, "output_tokens_mean"), 551.203125);
        QCOMPARE(run.extra.value("benchmark_id", ""),
                 std::string("cf9a7da02a534390b4aa6cf08156a56d"));
        QCOMPARE(run.extra["usage_discrepancy_count"].value("avg", 0.0), 2.0);
        QVERIFY(run.extra.contains("input_config"));
    }

    // Export schema 1.5 (AIPerf PR 976, 2026) names GPU telemetry by vendor. No file AIPerf wrote
    // with those names is public, so the 2025 sample's telemetry is renamed here by the writer's
    // own map (nvidia_*, and the AMD collector's amd_* names): the same figures come out, and
    // names no map knows are said in extra, never dropped without a word.
    void vendorTelemetryNames_data()
    {
        QTest::addColumn<QStringList>("renames"); // old=new pairs
        QTest::addColumn<bool>("read");
        QTest::newRow("nvidia_ (schema 1.5)")
            << QStringList{QStringLiteral("gpu_power_usage=nvidia_power_usage"),
                           QStringLiteral("gpu_utilization=nvidia_gpu_utilization"),
                           QStringLiteral("gpu_memory_used=nvidia_memory_used"),
                           QStringLiteral("gpu_temperature=nvidia_temperature"),
                           QStringLiteral("sm_clock_frequency=nvidia_sm_clock")}
            << true;
        QTest::newRow("amd_") << QStringList{QStringLiteral("gpu_power_usage=amd_power"),
                                             QStringLiteral("gpu_utilization=amd_gfx_activity"),
                                             QStringLiteral("gpu_memory_used=amd_memory_used"),
                                             QStringLiteral("gpu_temperature=amd_temperature"),
                                             QStringLiteral("sm_clock_frequency=sm_clock")}
                              << true;
        QTest::newRow("unknown names")
            << QStringList{QStringLiteral("gpu_power_usage=xpu_power"),
                           QStringLiteral("gpu_utilization=xpu_busy"),
                           QStringLiteral("gpu_memory_used=xpu_mem"),
                           QStringLiteral("gpu_temperature=xpu_temp"),
                           QStringLiteral("sm_clock_frequency=xpu_clock")}
            << false;
    }

    void vendorTelemetryNames()
    {
        QFETCH(QStringList, renames);
        QFETCH(bool, read);
        const ImportInput original = load(
            QStringLiteral("synthetic/aiperf/profile_export_aiperf_2025_streaming_telemetry.json"));
        nlohmann::json json = nlohmann::json::parse(original.content.toStdString());
        int renamed = 0;
        for (auto &endpoint : json["telemetry_data"]["endpoints"]) {
            for (auto &gpu : endpoint["gpus"]) {
                nlohmann::json &metrics = gpu["metrics"];
                for (const QString &pair : renames) {
                    const std::string from = pair.section(u'=', 0, 0).toStdString();
                    const std::string to = pair.section(u'=', 1, 1).toStdString();
                    if (!metrics.contains(from))
                        continue;
                    metrics[to] = metrics[from];
                    metrics.erase(from);
                    ++renamed;
                }
            }
        }
        QVERIFY(renamed >= 5);
        const auto runs =
            m_importer->parse(ImportInput{original.path, QByteArray::fromStdString(json.dump())});
        const Run &run = runs.front();
        if (read) {
            QCOMPARE(metric(run, "power_w_mean"), 43.37);
            QCOMPARE(metric(run, "gpu_util_pct_mean"), 33.22);
            QCOMPARE(metric(run, "sm_clock_mhz_min"), 2100.0);
            QCOMPARE(metric(run, "temperature_c_max"), 60.0);
            QCOMPARE(metric(run, "memory_used_bytes_max"), 47.03e9);
            QVERIFY(!run.extra.contains("telemetry_unread"));
        } else {
            QVERIFY(std::isnan(metric(run, "power_w_mean")));
            QVERIFY(run.extra.contains("telemetry_unread"));
            const std::string unread = run.extra["telemetry_unread"].dump();
            QVERIFY2(unread.find("xpu_power") != std::string::npos, unread.c_str());
        }
    }

    void summaryWithStreamingAndTelemetry()
    {
        const auto runs = m_importer->parse(load(QStringLiteral(
            "synthetic/aiperf/profile_export_aiperf_2025_streaming_telemetry.json")));
        const Run &run = runs.front();
        QCOMPARE(run.model, QStringLiteral("openai/gpt-oss-20b"));
        QCOMPARE(run.label, QStringLiteral("gpt-oss-20b-aiperf-c100-20251017T202208Z"));
        QCOMPARE(run.config.value("gpu", ""), std::string("NVIDIA RTX 6000 Ada Generation"));
        QCOMPARE(run.config.value("streaming", false), true);
        QCOMPARE(metric(run, "mean_ttft_ms"), 1588.797775365);
        QCOMPARE(metric(run, "median_ttft_ms"), 787.5439584999999);
        QCOMPARE(metric(run, "p99_itl_ms"), 55.87);
        QCOMPARE(metric(run, "duration_s"), 15.196591969000002);
        QCOMPARE(metric(run, "failed"), 84.0); // 81 + 3 from error_summary
        QCOMPARE(run.metric(QStringLiteral("failed"))->originalKey,
                 QStringLiteral("error_summary"));
        QVERIFY(!run.metric(QStringLiteral("goodput_requests_per_s"))); // null
        QCOMPARE(metric(run, "num_prompts"), 1e9);
        QCOMPARE(metric(run, "power_w_mean"), 43.37);
        QCOMPARE(metric(run, "gpu_util_pct_mean"), 33.22);
        QCOMPARE(metric(run, "sm_clock_mhz_min"), 2100.0);
        QCOMPARE(metric(run, "temperature_c_max"), 60.0);
        QCOMPARE(metric(run, "memory_used_bytes_max"), 47.03e9);
        QCOMPARE(run.extra.value("was_cancelled", false), true);
    }

    void perRequestRecords()
    {
        const auto runs =
            m_importer->parse(load(QStringLiteral("synthetic/aiperf/profile_export.jsonl")));
        QCOMPARE(runs.size(), size_t(1));
        const Run &run = runs.front();
        QCOMPARE(run.samples.size(), size_t(5)); // the warmup record is left out
        QCOMPARE(metric(run, "num_prompts"), 5.0);
        QCOMPARE(metric(run, "completed"), 4.0);
        QCOMPARE(metric(run, "failed"), 1.0);
        QCOMPARE(run.extra.value("records_outside_profiling", 0), 1);
        // Statistics from the samples, numpy style (values checked with numpy's formulas).
        QCOMPARE(metric(run, "mean_ttft_ms"), 104.125);
        QCOMPARE(metric(run, "median_ttft_ms"), 100.25);
        QCOMPARE(metric(run, "std_ttft_ms"), 9.852823199469277);
        QCOMPARE(metric(run, "p90_ttft_ms"), 114.975);
        QCOMPARE(metric(run, "p99_ttft_ms"), 120.1725);
        QCOMPARE(metric(run, "mean_itl_ms"), 11.991607142857145);
        QCOMPARE(metric(run, "p90_itl_ms"), 12.198028571428571);
        QCOMPARE(metric(run, "mean_e2el_ms"), 188.06625);
        QCOMPARE(metric(run, "p99_e2el_ms"), 203.40112);
        QCOMPARE(metric(run, "duration_s"), 0.353917);
        QCOMPARE(metric(run, "requests_per_s"), 4 / 0.353917);
        QCOMPARE(metric(run, "output_tok_per_s"), 90.41667961697235);
        QCOMPARE(metric(run, "output_tokens_mean"), 8.0);
        QCOMPARE(run.startedAt, QDateTime::fromMSecsSinceEpoch(1761000001000LL, QTimeZone::utc()));
        QCOMPARE(run.label, QStringLiteral("aiperf-20251020T224001Z"));

        const RequestSample &first = run.samples.front();
        QCOMPARE(*first.ttftMs, 95.25);
        QCOMPARE(first.itlMs.size(), size_t(7));
        QVERIFY(qFuzzyCompare(first.itlMs.front(), 11.476f));
        QCOMPARE(first.inputTokens, std::optional<int>(550));
        QCOMPARE(first.outputTokens, std::optional<int>(8));
        QCOMPARE(*first.sendTimeS, 0.0);
        QVERIFY(qFuzzyCompare(*run.samples[2].sendTimeS, 0.1));
        const RequestSample &cancelled = run.samples[4];
        QCOMPARE(cancelled.error,
                 QStringLiteral(
                     "499 RequestCancellationError: Request was cancelled after 0.000 seconds"));
        QVERIFY(!cancelled.ttftMs);
        QCOMPARE(cancelled.inputTokens, std::optional<int>(550));
    }

    // AIPerf 0.13+ speculative decoding (synthetic/aiperf/spec-decode: the real 0.10 summary
    // with the writer's spec-decode keys added; two requests whose engine counted 10 steps, 30
    // of 40 drafts accepted and 6 steps, 6 of 24, so the pooled figures, 1 + 36/16 = 3.25 and
    // 100 * 36/64 = 56.25 %, differ from the per-request means, 3.0 and 50 %).
    void specDecodeFromTheSummary()
    {
        const ImportInput input =
            load(QStringLiteral("synthetic/aiperf/spec-decode/profile_export_aiperf.json"));
        const Run run = m_importer->parse(input).front();
        QCOMPARE(metric(run, "spec_acceptance_length"), 3.25);
        QCOMPARE(run.metric(QStringLiteral("spec_acceptance_length"))->originalKey,
                 QStringLiteral("spec_decode_token_weighted_acceptance_length"));
        QCOMPARE(metric(run, "spec_acceptance_rate"), 56.25);
        QCOMPARE(metric(run, "spec_draft_tokens"), 64.0);
        // What has no vocabulary entry stays with its own key.
        QCOMPARE(run.extra["total_accepted_draft_tokens"].value("avg", 0.0), 36.0);
        QCOMPARE(run.extra["pooled_spec_decode_acceptance_histogram"].value("3", 0), 3);
        QCOMPARE(run.extra["spec_decode_acceptance_length"].value("avg", 0.0), 3.0);

        // Without the pooled figures the per-request means are taken, named as such.
        nlohmann::json document = nlohmann::json::parse(input.content.toStdString());
        for (const char *key : {"spec_decode_token_weighted_acceptance_length",
                                "spec_decode_overall_draft_acceptance_rate", "total_draft_tokens"})
            document.erase(key);
        const Run means = m_importer
                              ->parse(ImportInput{QStringLiteral("means.json"),
                                                  QByteArray::fromStdString(document.dump())})
                              .front();
        QCOMPARE(metric(means, "spec_acceptance_length"), 3.0);
        QCOMPARE(means.metric(QStringLiteral("spec_acceptance_length"))->originalKey,
                 QStringLiteral("spec_decode_acceptance_length.avg"));
        QCOMPARE(metric(means, "spec_acceptance_rate"), 50.0);
        QVERIFY(!means.metric(QStringLiteral("spec_draft_tokens")));

        // A rate in another unit than percent is not the vocabulary's: kept, not mapped.
        document["spec_decode_draft_acceptance_rate"]["unit"] = "ratio";
        document["spec_decode_draft_acceptance_rate"]["avg"] = 0.5;
        const Run fraction = m_importer
                                 ->parse(ImportInput{QStringLiteral("fraction.json"),
                                                     QByteArray::fromStdString(document.dump())})
                                 .front();
        QVERIFY(!fraction.metric(QStringLiteral("spec_acceptance_rate")));
        QCOMPARE(fraction.extra["spec_decode_draft_acceptance_rate"].value("avg", 0.0), 0.5);
    }

    void specDecodeFromTheRecords()
    {
        const ImportInput input =
            load(QStringLiteral("synthetic/aiperf/spec-decode/profile_export.jsonl"));
        const Run run = m_importer->parse(input).front();
        QCOMPARE(run.samples.size(), size_t(3));
        // Pooled as AIPerf pools its summary; the third request carries no acceptance.
        QCOMPARE(metric(run, "spec_acceptance_length"), 3.25);
        QCOMPARE(metric(run, "spec_acceptance_rate"), 56.25);
        QCOMPARE(metric(run, "spec_draft_tokens"), 64.0);
        QCOMPARE(run.extra.value("spec_decode_requests", 0), 2);

        // A count that is no number is refused by line and key.
        QByteArray damaged = input.content;
        damaged.replace("\"spec_decode_steps\": {\"value\": 6,",
                        "\"spec_decode_steps\": {\"value\": \"six\",");
        QVERIFY(damaged != input.content);
        const QString failure =
            failureOf(*m_importer, ImportInput{QStringLiteral("damaged.jsonl"), damaged});
        QVERIFY2(failure.contains(QLatin1String("line 2")) &&
                     failure.contains(QLatin1String("spec_decode_steps")),
                 qPrintable(failure));
    }

    void summaryWithFlatInputConfig()
    {
        const auto runs = m_importer->parse(ImportInput{
            QStringLiteral("flat.json"),
            q("{'aiperf_version': '0.1.1', 'request_throughput': {'unit': 'requests/sec', 'avg': "
              "5.5}, "
              "'time_to_first_token': {'unit': 'ns', 'avg': 2.5e7, 'p50': 2.0e7}, "
              "'input_config': {'model_names': ['Qwen/Qwen3-0.6B'], 'endpoint_type': "
              "'completions', "
              "'concurrency': 8, 'request_rate': null, 'tokenizer': 'Qwen/Qwen3-0.6B'}, "
              "'start_time': '2025-08-01T10:00:00+02:00'}")});
        const Run &run = runs.front();
        QCOMPARE(run.model, QStringLiteral("Qwen/Qwen3-0.6B"));
        QCOMPARE(run.config.value("endpoint_type", ""), std::string("completions"));
        QCOMPARE(run.config.value("tokenizer", ""), std::string("Qwen/Qwen3-0.6B"));
        QCOMPARE(metric(run, "concurrency"), 8.0);
        QCOMPARE(metric(run, "mean_ttft_ms"), 25.0);
        QCOMPARE(metric(run, "median_ttft_ms"), 20.0);
        // An explicit offset is honoured; only zone-less times are taken as UTC.
        QCOMPARE(run.startedAt, QDateTime(QDate(2025, 8, 1), QTime(8, 0), QTimeZone::utc()));
        QCOMPARE(run.label, QStringLiteral("Qwen3-0.6B-aiperf-c8-20250801T080000Z"));
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("mentions");
        const QByteArray record =
            q("{'metadata': {'benchmark_phase': 'profiling', 'request_start_ns': 1, "
              "'request_end_ns': 2}, 'metrics': {'request_latency': {'value': 1.5, "
              "'unit': 'ms'}}, 'error': null}");
        QTest::newRow("record wrong type")
            << record + "\n" +
                   q("{'metadata': {'benchmark_phase': 'profiling'}, 'metrics': "
                     "{'time_to_first_token': {'value': 'fast', 'unit': 'ms'}}, 'error': null}")
            << QStringList{QStringLiteral("line 2"), QStringLiteral("time_to_first_token")};
        QTest::newRow("record truncated") << record + "\n" + record + "\n" + record.left(60)
                                          << QStringList{QStringLiteral("line 3")};
        // Past qint64 (the fuzzer's find): refused by name, not converted into garbage.
        QTest::newRow("start beyond any clock")
            << record + "\n" +
                   q("{'metadata': {'benchmark_phase': 'profiling', 'request_start_ns': "
                     "1778078011201102000000, 'request_end_ns': 1778011201290000000}, "
                     "'metrics': {'request_latency': {'value': 1.5, 'unit': 'ms'}}, 'error': null}")
            << QStringList{QStringLiteral("line 2"), QStringLiteral("request_start_ns")};
        QTest::newRow("summary wrong type")
            << q("{'schema_version': '1.0', 'aiperf_version': '0.8.0', "
                 "'benchmark_duration': {'unit': 'sec', 'avg': 'long'}}")
            << QStringList{QStringLiteral("\"benchmark_duration\""), QStringLiteral("\"avg\"")};
        QTest::newRow("summary truncated")
            << q("{'schema_version': '1.0',\n 'aiperf_version': '0.8.0',\n 'request_")
            << QStringList{QStringLiteral("line 1")};
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
        QTest::newRow("0.8 summary") << "aiperf/profile_export_aiperf_0.8.0_mock.json" << true;
        QTest::newRow("2025 summary")
            << "synthetic/aiperf/profile_export_aiperf_2025_streaming_telemetry.json" << true;
        QTest::newRow("records") << "synthetic/aiperf/profile_export.jsonl" << true;
        QTest::newRow("genai-perf")
            << "synthetic/genai-perf/profile_export_genai_perf_telemetry.json" << false;
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
            QCOMPARE(detectImporter(load(path))->format(), RunFormat::AiPerf);
    }

    void detectsNoOtherFormat()
    {
        const QStringList files = otherFormatsFiles(QStringLiteral("aiperf"));
        QVERIFY(files.size() >= 8);
        for (const QString &path : files)
            QVERIFY2(m_importer->detect(load(path)) == 0, qPrintable(path));
    }

    void detectIgnoresText()
    {
        const ImportInput input{QStringLiteral("aiperf.log"),
                                QByteArray("aiperf_version schema_version metadata metrics\n")};
        QCOMPARE(m_importer->detect(input), 0);
    }
};

QTEST_GUILESS_MAIN(TestAiPerfImporter)
#include "tst_aiperfimporter.moc"
