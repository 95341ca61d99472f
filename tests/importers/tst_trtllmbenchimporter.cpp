// trtllm-bench --report_json importer (issue 30). No report the tool wrote is public (searched:
// tests/data/SOURCES.md, Gaps), so the samples in tests/data/synthetic/trtllm-bench are written
// by hand from the writer (tensorrt_llm/bench/dataclasses/reporting.py, get_statistics_dict): a
// 2026 PyTorch-backend run, streamed, with MTP speculative decoding and the machine section, and
// an early-2025 TRT-engine run over two GPUs (no p90, no total throughput, no streaming, NaN).
#include "backends/importers/importerregistry.h"
#include "backends/importers/importfile.h"
#include "importertestsupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace lanebook;
using namespace lanebook::test;

namespace {

const QString kStreamed =
    QStringLiteral("synthetic/trtllm-bench/trtllm-bench_throughput_streaming_mtp_2026.json");
const QString kEngine =
    QStringLiteral("synthetic/trtllm-bench/trtllm-bench_throughput_trt-engine_2025-early.json");

const Importer &importer()
{
    return importerFor(RunFormat::TrtllmBench);
}

nlohmann::json jsonOf(const QString &relative)
{
    const QByteArray bytes = load(relative).content;
    return nlohmann::json::parse(bytes.toStdString());
}

} // namespace

class TestTrtllmBenchImporter : public QObject
{
    Q_OBJECT

private slots:
    // Every section where the diff, the gates and the charts look: the engine and its
    // parallelism as config, the dataset as workload, milliseconds as written, the per-user and
    // per-GPU rates, and the draft acceptance as a percent.
    void streamedRunWithSpeculativeDecoding()
    {
        const ParsedFile parsed = parseImportFile(dataPath(kStreamed));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.format, std::optional<RunFormat>(RunFormat::TrtllmBench));
        const Run &run = parsed.runs.front();
        QCOMPARE(run.model, QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
        QVERIFY(run.config["runtime"] == "trtllm");
        QVERIFY(run.config["runtime_version"] == "1.2.0rc4");
        QVERIFY(run.config["backend"] == "Pytorch");
        QVERIFY(run.config["quantization"] == "FP8");
        QVERIFY(run.config["kv_cache_dtype"] == "FP8");
        QVERIFY(run.config["tp_size"] == 1);
        QVERIFY(run.config["gpu_count"] == 1);
        QVERIFY(run.config["max_batch_size"] == 512);
        QVERIFY(run.config["gpu"] == "NVIDIA H100 80GB HBM3");
        QVERIFY(run.config["speculative_mode"] == "MTP");
        // The writer's "None" for an unset path is no setting.
        QVERIFY(!run.config.contains("model_path"));
        QVERIFY(!run.config.contains("engine_dir"));
        QVERIFY(run.workload["num_prompts"] == 3000);
        QVERIFY(run.workload["dataset"] == "/workspace/synthetic_1024_1024.txt");
        QVERIFY(run.workload["streaming"] == true);

        QCOMPARE(metric(run, "output_tok_per_s"), 16932.5);
        QCOMPARE(metric(run, "total_tok_per_s"), 33865.0);
        QCOMPARE(metric(run, "requests_per_s"), 16.5357);
        QCOMPARE(metric(run, "output_tok_per_s_per_user"), 66.35);
        QCOMPARE(metric(run, "output_tok_per_s_per_gpu"), 16932.5);
        QCOMPARE(metric(run, "duration_s"), 181.4256);
        QCOMPARE(metric(run, "p99_ttft_ms"), 1190.3);
        QCOMPARE(metric(run, "median_ttft_ms"), 298.4);
        QCOMPARE(metric(run, "mean_ttft_ms"), 372.8);
        QCOMPARE(metric(run, "p90_tpot_ms"), 15.41);
        QCOMPARE(metric(run, "min_tpot_ms"), 9.35);
        QCOMPARE(metric(run, "p99_e2el_ms"), 17402.9);
        QCOMPARE(metric(run, "max_e2el_ms"), 18110.3);
        QCOMPARE(metric(run, "completed"), 3000.0);
        QCOMPARE(metric(run, "input_tokens_mean"), 1024.0);
        QCOMPARE(metric(run, "spec_acceptance_rate"), 0.3329 * 100.0);
        QCOMPARE(metric(run, "spec_acceptance_length"), 1.999);
        QCOMPARE(metric(run, "spec_draft_tokens"), 1541.7);
        // issue_rate is ns per request times 1e9: kept, never a rate.
        QVERIFY(run.extra.contains("issue_rate"));
        QVERIFY(std::isnan(metric(run, "request_rate_per_s")));
        QCOMPARE(run.metric(QStringLiteral("p99_ttft_ms"))->originalKey,
                 QStringLiteral("streaming_metrics.ttft_percentiles.p99"));
        QCOMPARE(run.label, QStringLiteral("Llama-3.1-8B-Instruct-trtllm-bench"));
    }

    // The early-2025 report: a TRT engine over two GPUs, no p90, no total throughput, no
    // streaming (so no TTFT or TPOT), NaN where Python wrote one.
    void earlyTrtEngineRun()
    {
        const ParsedFile parsed = parseImportFile(dataPath(kEngine));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        const Run &run = parsed.runs.front();
        QVERIFY(run.config["backend"] == "TRT");
        QVERIFY(run.config["engine_dir"] == "/workspace/engines/llama2-7b-fp8-tp2");
        QVERIFY(run.config["max_sequence_length"] == 4096);
        QVERIFY(run.config["gpu_count"] == 2);
        QVERIFY(!run.config.contains("kv_cache_percentage"));
        QVERIFY(!run.config.contains("gpu"));
        QVERIFY(run.workload["streaming"] == false);
        QVERIFY(!run.workload.contains("dataset"));
        QCOMPARE(metric(run, "output_tok_per_s_per_gpu"), 5673.0);
        QCOMPARE(metric(run, "p95_e2el_ms"), 10911.6);
        QVERIFY(std::isnan(metric(run, "p90_e2el_ms")));
        QVERIFY(std::isnan(metric(run, "total_tok_per_s")));
        QVERIFY(std::isnan(metric(run, "mean_ttft_ms")));
        QVERIFY(std::isnan(metric(run, "spec_acceptance_rate")));
    }

    // Importing twice into a notebook adds nothing the second time.
    void importIsIdempotent()
    {
        QTemporaryDir dir;
        NotebookStore store;
        QVERIFY2(store.open(dir.filePath(QStringLiteral("nb.lanebook"))),
                 qPrintable(store.lastError()));
        for (int pass = 0; pass < 2; ++pass) {
            const ImportCounts counts =
                importInto(store, {dataPath(QStringLiteral("synthetic/trtllm-bench"))});
            QVERIFY2(counts.errors.isEmpty(), qPrintable(counts.errors.join(u'\n')));
            QCOMPARE(counts.added, pass == 0 ? 2 : 0);
            QCOMPARE(counts.present, pass == 0 ? 0 : 2);
        }
    }

    // Damaged copies are refused naming the key.
    void badValuesNameTheirKey_data()
    {
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("expected");
        QTest::newRow("throughput as text")
            << QStringLiteral("performance") << QStringLiteral("system_output_throughput_tok_s")
            << QStringLiteral("system_output_throughput_tok_s");
        QTest::newRow("percentiles as a list")
            << QStringLiteral("streaming_metrics") << QStringLiteral("ttft_percentiles")
            << QStringLiteral("streaming_metrics.ttft_percentiles");
        QTest::newRow("request count as text")
            << QStringLiteral("request_info") << QStringLiteral("num_requests")
            << QStringLiteral("request_info.num_requests");
    }

    void badValuesNameTheirKey()
    {
        QFETCH(QString, section);
        QFETCH(QString, key);
        QFETCH(QString, expected);
        nlohmann::json json = jsonOf(kStreamed);
        nlohmann::json &value = json[section.toStdString()][key.toStdString()];
        value = value.is_object() ? nlohmann::json::array({1, 2}) : nlohmann::json("fast");
        const QString failure = failureOf(importer(), QByteArray::fromStdString(json.dump()));
        QVERIFY2(failure.contains(expected), qPrintable(failure));
    }

    void otherFormatsAreNotClaimed()
    {
        const QStringList files = otherFormatsFiles(QStringLiteral("trtllm-bench"));
        QVERIFY(files.size() >= 20);
        for (const QString &path : files)
            QVERIFY2(importer().detect(load(path)) == 0, qPrintable(path));
        QVERIFY(importer().detect(load(kStreamed)) > 0);
        QVERIFY(importer().detect(load(kEngine)) > 0);
    }
};

QTEST_GUILESS_MAIN(TestTrtllmBenchImporter)
#include "tst_trtllmbenchimporter.moc"
