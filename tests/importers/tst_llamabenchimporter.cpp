// llama-bench importer: the README samples (json, jsonl, csv) and synthetic files for the
// other outputs and versions (md, sql, b1273 and b3599 backend flags, newest field set).
#include "backends/importers/importerregistry.h"
#include "backends/importers/importfile.h"
#include "importertestsupport.h"

#include <QtTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

QString configText(const Run &run, const char *key)
{
    const auto it = run.config.find(key);
    return it == run.config.end() ? QString() : QString::fromStdString(it->dump());
}

} // namespace

class TestLlamaBenchImporter : public QObject
{
    Q_OBJECT

private slots:
    void readmeJson()
    {
        const ParsedFile file = parsed(QStringLiteral("llama-bench/llama-bench_b5163_readme.json"));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QCOMPARE(file.format, RunFormat::LlamaBench);
        QCOMPARE(file.runs.size(), size_t(2));
        const Run &pp = file.runs[0];
        QCOMPARE(pp.source.locator, QStringLiteral("object 1"));
        QCOMPARE(pp.metricValue(QStringLiteral("prompt_tok_per_s")).value(), 7100.002165);
        QCOMPARE(pp.metricValue(QStringLiteral("prompt_tok_per_s_stddev")).value(), 140.34152);
        QCOMPARE(pp.metric(QStringLiteral("prompt_tok_per_s"))->originalKey,
                 QStringLiteral("avg_ts"));
        QVERIFY(!pp.metricValue(QStringLiteral("gen_tok_per_s")));
        QCOMPARE(pp.metricValue(QStringLiteral("n_prompt")).value(), 512.0);
        QCOMPARE(pp.metricValue(QStringLiteral("n_gen")).value(), 0.0);
        QCOMPARE(pp.model, QStringLiteral("qwen2 7B Q4_K - Medium"));
        QCOMPARE(pp.label, QStringLiteral("qwen2-7B-Q4_K_M-llama-bench-pp512-20250424T115850Z"));
        QCOMPARE(pp.startedAt, QDateTime(QDate(2025, 4, 24), QTime(11, 58, 50), Qt::UTC));
        QCOMPARE(configText(pp, "runtime"), QStringLiteral("\"llama.cpp\""));
        QCOMPARE(configText(pp, "runtime_version"), QStringLiteral("\"b5163 (8cf427ff)\""));
        QCOMPARE(configText(pp, "gpu"), QStringLiteral("\"NVIDIA GeForce RTX 4080\""));
        QCOMPARE(configText(pp, "backends"), QStringLiteral("\"CUDA\""));
        QCOMPARE(configText(pp, "n_gpu_layers"), QStringLiteral("99"));
        QCOMPARE(configText(pp, "flash_attn"), QStringLiteral("\"off\""));
        QCOMPARE(configText(pp, "n_ubatch"), QStringLiteral("512"));
        QCOMPARE(configText(pp, "model_size"), QStringLiteral("4677120000"));
        QCOMPARE(pp.workload.at("n_prompt").get<double>(), 512.0);
        QVERIFY(pp.extra.at("samples_ts").is_array());
        QCOMPARE(pp.extra.at("samples_ts").size(), size_t(5));
        QCOMPARE(pp.extra.at("avg_ns").get<double>(), 72135640.0);

        const Run &tg = file.runs[1];
        QCOMPARE(tg.metricValue(QStringLiteral("gen_tok_per_s")).value(), 118.881588);
        QVERIFY(!tg.metricValue(QStringLiteral("prompt_tok_per_s")));
        QVERIFY(tg.label.contains(QLatin1String("-tg128-")));
    }

    void readmeJsonl()
    {
        const ParsedFile file =
            parsed(QStringLiteral("llama-bench/llama-bench_b5163_readme.jsonl"));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QCOMPARE(file.runs.size(), size_t(2));
        QCOMPARE(file.runs[0].source.locator, QStringLiteral("line 1"));
        QCOMPARE(file.runs[1].source.locator, QStringLiteral("line 2"));
        QCOMPARE(file.runs[0].metricValue(QStringLiteral("prompt_tok_per_s")).value(), 7263.609157);
        QCOMPARE(file.runs[0].metricValue(QStringLiteral("prompt_tok_per_s_stddev")).value(),
                 90.940578);
        QCOMPARE(file.runs[0].label,
                 QStringLiteral("qwen2-7B-Q4_K_M-llama-bench-pp512-20250424T115933Z"));
        QCOMPARE(file.runs[1].metricValue(QStringLiteral("gen_tok_per_s")).value(), 119.844681);
        QCOMPARE(file.runs[1].extra.at("samples_ns").at(2).get<double>(), 1079042600.0);
    }

    void readmeCsv()
    {
        const ParsedFile file = parsed(QStringLiteral("llama-bench/llama-bench_b5163_readme.csv"));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QCOMPARE(file.runs.size(), size_t(2));
        const Run &pp = file.runs[0];
        QCOMPARE(pp.source.locator, QStringLiteral("row 1"));
        QCOMPARE(pp.metricValue(QStringLiteral("prompt_tok_per_s")).value(), 7285.676949);
        QCOMPARE(pp.metricValue(QStringLiteral("prompt_tok_per_s_stddev")).value(), 100.064434);
        // CSV bools are "0"/"1"; they read back as JSON bools, numbers as numbers.
        QCOMPARE(configText(pp, "use_mmap"), QStringLiteral("true"));
        QCOMPARE(configText(pp, "flash_attn"), QStringLiteral("\"off\""));
        QCOMPARE(configText(pp, "n_batch"), QStringLiteral("2048"));
        QCOMPARE(configText(pp, "model_filename"),
                 QStringLiteral("\"models/Qwen2.5-7B-Instruct-Q4_K_M.gguf\""));
        QCOMPARE(file.runs[1].metricValue(QStringLiteral("gen_tok_per_s")).value(), 119.915244);
        QCOMPARE(file.runs[1].startedAt, QDateTime(QDate(2025, 4, 24), QTime(11, 57, 10), Qt::UTC));
    }

    void markdownWithDepthAndCombined()
    {
        const ParsedFile file =
            parsed(QStringLiteral("synthetic/llama-bench/llama-bench_b5163_fa.md"));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QCOMPARE(file.format, RunFormat::LlamaBench);
        QCOMPARE(file.runs.size(), size_t(5));
        const Run &pp = file.runs[0];
        QCOMPARE(pp.source.locator, QStringLiteral("row 1"));
        QCOMPARE(pp.metricValue(QStringLiteral("prompt_tok_per_s")).value(), 7285.68);
        QCOMPARE(pp.metricValue(QStringLiteral("prompt_tok_per_s_stddev")).value(), 100.06);
        QCOMPARE(configText(pp, "flash_attn"), QStringLiteral("\"on\""));
        QCOMPARE(configText(pp, "n_gpu_layers"), QStringLiteral("99"));
        QCOMPARE(configText(pp, "runtime_version"), QStringLiteral("\"b5163 (8cf427ff)\""));
        // md rounds size and params; they are kept as printed, not invented as bytes.
        QCOMPARE(pp.extra.at("model_size_text").get<std::string>(), std::string("4.36 GiB"));
        QVERIFY(!pp.config.contains("model_size"));
        QVERIFY(!pp.startedAt.isValid());
        QCOMPARE(pp.label, QStringLiteral("qwen2-7B-Q4_K_M-llama-bench-pp512"));

        const Run &deep = file.runs[2];
        QCOMPARE(deep.metricValue(QStringLiteral("n_depth")).value(), 512.0);
        QCOMPARE(deep.metricValue(QStringLiteral("prompt_tok_per_s")).value(), 6425.91);
        QCOMPARE(QString::fromStdString(deep.workload.at("test").get<std::string>()),
                 QStringLiteral("pp512 @ d512"));
        QCOMPARE(deep.label, QStringLiteral("qwen2-7B-Q4_K_M-llama-bench-pp512-d512"));
        QCOMPARE(file.runs[3].metricValue(QStringLiteral("gen_tok_per_s")).value(), 116.71);

        const Run &combined = file.runs[4];
        QVERIFY(!combined.metricValue(QStringLiteral("prompt_tok_per_s")));
        QVERIFY(!combined.metricValue(QStringLiteral("gen_tok_per_s")));
        QCOMPARE(combined.metricValue(QStringLiteral("pp_tg_tok_per_s")).value(), 855.37);
        QCOMPARE(combined.metricValue(QStringLiteral("pp_tg_tok_per_s_stddev")).value(), 2.14);
        QCOMPARE(combined.metricValue(QStringLiteral("n_prompt")).value(), 512.0);
        QCOMPARE(combined.metricValue(QStringLiteral("n_gen")).value(), 128.0);
    }

    void markdownAfterLoaderOutput()
    {
        // `llama-bench 2>&1 | tee bench.md`: progress and loader lines around the table.
        const QByteArray md = "ggml_cuda_init: found 1 CUDA devices:\n"
                              "  Device 0: NVIDIA H200, compute capability 9.0, VMM: yes\n"
                              "| model | size | params | backend | ngl | n_ubatch | test | t/s |\n"
                              "| ----- | ---: | -----: | ------- | --: | -------: | ---: | --: |\n"
                              "| llama 8B Q8_0 | 7.95 GiB | 8.03 B | CUDA | 99 | 256 | pp2048 | "
                              "12034.55 \xc2\xb1 35.20 |\n"
                              "\nbuild: 0104b151 (7412)\n";
        const auto importer = makeLlamaBenchImporter();
        QCOMPARE(importer->detect({QStringLiteral("bench.md"), md}), 90);
        const std::vector<Run> runs = importer->parse({QStringLiteral("bench.md"), md});
        QCOMPARE(runs.size(), size_t(1));
        QCOMPARE(runs[0].metricValue(QStringLiteral("prompt_tok_per_s")).value(), 12034.55);
        QCOMPARE(runs[0].metricValue(QStringLiteral("n_prompt")).value(), 2048.0);
        QCOMPARE(configText(runs[0], "n_ubatch"), QStringLiteral("256"));
        QCOMPARE(configText(runs[0], "build_number"), QStringLiteral("7412"));
    }

    void markdownOldTestNames()
    {
        const ParsedFile file =
            parsed(QStringLiteral("synthetic/llama-bench/llama-bench_b1273_old-test-names.md"));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QCOMPARE(file.runs.size(), size_t(2));
        QCOMPARE(file.runs[0].metricValue(QStringLiteral("prompt_tok_per_s")).value(), 2368.80);
        QCOMPARE(file.runs[0].metricValue(QStringLiteral("n_prompt")).value(), 512.0);
        QCOMPARE(file.runs[1].metricValue(QStringLiteral("gen_tok_per_s")).value(), 131.42);
        QCOMPARE(file.runs[1].metricValue(QStringLiteral("gen_tok_per_s_stddev")).value(), 0.59);
        QCOMPARE(configText(file.runs[1], "build_commit"), QStringLiteral("\"99115f3\""));
        QCOMPARE(file.runs[1].label, QStringLiteral("llama-7B-Q4_0-llama-bench-tg128"));
    }

    void sqlCurrentTable()
    {
        const ParsedFile file =
            parsed(QStringLiteral("synthetic/llama-bench/llama-bench_b5163.sql"));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QCOMPARE(file.runs.size(), size_t(2));
        QCOMPARE(file.runs[0].source.locator, QStringLiteral("row 1"));
        QCOMPARE(file.runs[0].metricValue(QStringLiteral("prompt_tok_per_s")).value(), 7285.676949);
        QCOMPARE(file.runs[1].metricValue(QStringLiteral("gen_tok_per_s")).value(), 119.915244);
        QCOMPARE(configText(file.runs[1], "cpu"),
                 QStringLiteral("\"AMD Ryzen 7 7800X3D 8-Core Processor\""));
        QCOMPARE(configText(file.runs[1], "no_kv_offload"), QStringLiteral("false"));
    }

    void sqlOldTestTable()
    {
        const ParsedFile file =
            parsed(QStringLiteral("synthetic/llama-bench/llama-bench_b1273_test-table.sql"));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QCOMPARE(file.runs.size(), size_t(2));
        QCOMPARE(file.runs[0].metricValue(QStringLiteral("prompt_tok_per_s")).value(), 2368.796592);
        QCOMPARE(configText(file.runs[0], "backends"), QStringLiteral("\"CUDA\""));
    }

    void csvOldBackendFlags()
    {
        const ParsedFile file =
            parsed(QStringLiteral("synthetic/llama-bench/llama-bench_b1273_backend-flags.csv"));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QCOMPARE(file.runs.size(), size_t(2));
        const Run &pp = file.runs[0];
        // cuda=1 beside gpu_blas=1 and blas=1: the build printed "CUDA" as its backend.
        QCOMPARE(configText(pp, "backends"), QStringLiteral("\"CUDA\""));
        QCOMPARE(configText(pp, "gpu"), QStringLiteral("\"NVIDIA GeForce RTX 3090 Ti\""));
        QCOMPARE(configText(pp, "f16_kv"), QStringLiteral("true"));
        QVERIFY(!pp.metricValue(QStringLiteral("n_depth")));
        QCOMPARE(pp.metricValue(QStringLiteral("prompt_tok_per_s")).value(), 2368.796592);
        QCOMPARE(pp.extra.at("cuda").get<bool>(), true);
        QCOMPARE(pp.label, QStringLiteral("llama-7B-Q4_0-llama-bench-pp512-20230923T120901Z"));
    }

    void jsonB3599BackendFlags()
    {
        const ParsedFile file =
            parsed(QStringLiteral("synthetic/llama-bench/llama-bench_b3599_backend-flags.json"));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QCOMPARE(file.runs.size(), size_t(2));
        const Run &pp = file.runs[0];
        QCOMPARE(configText(pp, "backends"), QStringLiteral("\"Metal\""));
        QCOMPARE(configText(pp, "flash_attn"), QStringLiteral("\"on\""));
        QCOMPARE(pp.metricValue(QStringLiteral("prompt_tok_per_s")).value(), 601.502911);
        QCOMPARE(file.runs[1].metricValue(QStringLiteral("gen_tok_per_s")).value(), 43.511002);
        QCOMPARE(file.runs[1].metricValue(QStringLiteral("gen_tok_per_s_stddev")).value(),
                 0.137605);
        QCOMPARE(pp.model, QStringLiteral("llama 8B Q8_0"));
    }

    void jsonlNewestFieldSet()
    {
        const ParsedFile file =
            parsed(QStringLiteral("synthetic/llama-bench/llama-bench_2026_flash-attn-int.jsonl"));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QCOMPARE(file.runs.size(), size_t(2));
        const Run &pp = file.runs[0];
        QCOMPARE(configText(pp, "flash_attn"), QStringLiteral("\"auto\""));
        QCOMPARE(configText(file.runs[1], "flash_attn"), QStringLiteral("\"on\""));
        QCOMPARE(configText(pp, "load_mode"), QStringLiteral("\"mmap\""));
        QCOMPARE(configText(pp, "devices"), QStringLiteral("\"CUDA0/CUDA1\""));
        QCOMPARE(configText(pp, "n_cpu_moe"), QStringLiteral("0"));
        QCOMPARE(configText(pp, "type_k"), QStringLiteral("\"q8_0\""));
        QCOMPARE(pp.metricValue(QStringLiteral("n_depth")).value(), 4096.0);
        QCOMPARE(pp.metricValue(QStringLiteral("prompt_tok_per_s")).value(), 8390.656117);
        QCOMPARE(file.runs[1].metricValue(QStringLiteral("gen_tok_per_s")).value(), 158.825007);
        QCOMPARE(pp.label, QStringLiteral(
                               "qwen3moe-30B.A3B-Q4_K_M-llama-bench-pp512-d4096-20260203T081502Z"));
    }

    void detectionIsByContent()
    {
        const auto importer = makeLlamaBenchImporter();
        for (const char *path : {"llama-bench/llama-bench_b5163_readme.json",
                                 "llama-bench/llama-bench_b5163_readme.csv",
                                 "synthetic/llama-bench/llama-bench_b5163.sql",
                                 "synthetic/llama-bench/llama-bench_b5163_fa.md"}) {
            const QString file = test::dataPath(QString::fromLatin1(path));
            QVERIFY2(importer->detect({QStringLiteral("x.txt"), readFile(file)}) >= 90, path);
        }
        // Other tools' files are not llama-bench output.
        const QStringList others = otherFormatsFiles(QStringLiteral("llama-bench"));
        QVERIFY(others.size() >= 8);
        for (const QString &path : others) {
            const QByteArray content = readFile(dataPath(path));
            QVERIFY2(importer->detect({QStringLiteral("x.json"), content}) == 0, qPrintable(path));
        }
    }

    void csvMissingColumn()
    {
        const auto importer = makeLlamaBenchImporter();
        const QByteArray csv = "build_commit,build_number,n_prompt,n_gen,avg_ns\n"
                               "\"8cf427ff\",\"5163\",\"512\",\"0\",\"70285660\"\n";
        QVERIFY(importer->detect({QStringLiteral("x"), csv}) > 0);
        const QString message = failureOf(*importer, csv);
        QVERIFY2(message.contains(QLatin1String("avg_ts")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("column")), qPrintable(message));
    }

    void csvWrongFieldCount()
    {
        const auto importer = makeLlamaBenchImporter();
        const QByteArray csv = "build_commit,build_number,n_prompt,n_gen,avg_ts\n"
                               "\"8cf427ff\",\"5163\",\"512\",\"0\",\"7285.6\"\n"
                               "\"8cf427ff\",\"5163\",\"0\",\"128\"\n";
        const QString message = failureOf(*importer, csv);
        QVERIFY2(message.contains(QLatin1String("line 3")), qPrintable(message));
    }

    void csvWrongType()
    {
        const auto importer = makeLlamaBenchImporter();
        const QByteArray csv = "build_commit,build_number,n_prompt,n_gen,avg_ts\n"
                               "\"8cf427ff\",\"5163\",\"512\",\"0\",\"fast\"\n";
        const QString message = failureOf(*importer, csv);
        QVERIFY2(message.contains(QLatin1String("row 1")) &&
                     message.contains(QLatin1String("avg_ts")),
                 qPrintable(message));
    }

    void jsonWrongType()
    {
        const auto importer = makeLlamaBenchImporter();
        const QByteArray json =
            "[{\"build_commit\": \"8cf427ff\", \"n_prompt\": 512, \"n_gen\": 0,"
            " \"avg_ts\": 1.0},\n {\"build_commit\": \"8cf427ff\", \"n_prompt\": 0,"
            " \"n_gen\": \"128\", \"avg_ts\": 2.0}]";
        const QString message = failureOf(*importer, json);
        QVERIFY2(message.contains(QLatin1String("object 2")) &&
                     message.contains(QLatin1String("n_gen")),
                 qPrintable(message));
    }

    void truncatedJson()
    {
        QByteArray content =
            readFile(test::dataPath(QStringLiteral("llama-bench/llama-bench_b5163_readme.json")));
        content.truncate(content.size() / 2);
        const auto importer = makeLlamaBenchImporter();
        QVERIFY(importer->detect({QStringLiteral("x"), content}) > 0);
        const QString message = failureOf(*importer, content);
        QVERIFY2(message.contains(QLatin1String("line ")), qPrintable(message));
    }

    void markdownBadRate()
    {
        const auto importer = makeLlamaBenchImporter();
        const QByteArray md = "| model | test | t/s |\n| --- | ---: | ---: |\n"
                              "| llama 7B Q4_0 | pp512 | 100.0 ± 1.0 |\n"
                              "| llama 7B Q4_0 | tg128 | n/a |\n";
        const QString message = failureOf(*importer, md);
        QVERIFY2(message.contains(QLatin1String("line 4")) &&
                     message.contains(QLatin1String("t/s")),
                 qPrintable(message));
    }
};

QTEST_GUILESS_MAIN(TestLlamaBenchImporter)
#include "tst_llamabenchimporter.moc"
