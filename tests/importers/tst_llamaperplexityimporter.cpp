// llama-perplexity importer: synthetic PPL (with and without log prefixes), interrupted,
// KL-divergence, HellaSwag, Winogrande and multiple-choice logs.
#include "backends/importers/importerregistry.h"
#include "backends/importers/importfile.h"
#include "importertestsupport.h"

#include <QtTest>

#include <cmath>

using namespace lanebook;
using namespace lanebook::test;

namespace {

double extra(const Run &run, const char *key)
{
    const auto it = run.extra.find(key);
    return it == run.extra.end() ? std::nan("") : it->get<double>();
}

// A synthetic llama-perplexity log read through parseImportFile().
ParsedFile parsedLog(const char *name)
{
    return parsed(QStringLiteral("synthetic/llama-perplexity/") + QLatin1String(name));
}

} // namespace

class TestLlamaPerplexityImporter : public QObject
{
    Q_OBJECT

private slots:
    void perplexity_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("plain") << QStringLiteral("ppl_wikitext2_16chunks.log");
        QTest::newRow("log prefix") << QStringLiteral("ppl_wikitext2_16chunks_log-prefix.log");
    }

    void perplexity()
    {
        QFETCH(QString, file);
        const ParsedFile result = parsedLog(file.toLatin1().constData());
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.format, RunFormat::LlamaPerplexity);
        QCOMPARE(result.runs.size(), size_t(1));
        const Run &run = result.runs[0];
        QCOMPARE(run.source.locator, QStringLiteral("log"));
        QCOMPARE(metric(run, "perplexity"), 8.6953);
        QCOMPARE(metric(run, "perplexity_stderr"), 0.32146);
        QCOMPARE(run.metric(QStringLiteral("perplexity"))->originalKey,
                 QStringLiteral("Final estimate: PPL"));
        QCOMPARE(metric(run, "context_tokens"), 512.0);
        QCOMPARE(run.workload.at("mode").get<std::string>(), std::string("ppl"));
        QCOMPARE(run.workload.at("chunks").get<double>(), 16.0);
        QCOMPARE(run.workload.at("n_ctx").get<double>(), 512.0);
        QCOMPARE(run.workload.at("n_seq").get<double>(), 4.0);
        // The model as llama-bench names it, so both land in one lane.
        QCOMPARE(run.model, QStringLiteral("qwen2 7B Q4_K - Medium"));
        QCOMPARE(run.config.at("gpu").get<std::string>(), std::string("NVIDIA GeForce RTX 4080"));
        QCOMPARE(run.config.at("runtime_version").get<std::string>(),
                 std::string("b5163 (8cf427ff)"));
        QCOMPARE(run.config.at("model_filename").get<std::string>(),
                 std::string("models/Qwen2.5-7B-Instruct-Q4_K_M.gguf"));
        QCOMPARE(run.config.at("n_threads").get<double>(), 8.0);
        QCOMPARE(run.config.at("offloaded_layers").get<std::string>(), std::string("29/29"));
        QCOMPARE(run.label, QStringLiteral("qwen2-7B-Q4_K_M-llama-perplexity-ppl"));
    }

    void interruptedRunHasNoResult()
    {
        const ParsedFile result = parsedLog("ppl_interrupted.log");
        QVERIFY(!result.ok());
        QCOMPARE(result.format, RunFormat::LlamaPerplexity);
        QVERIFY2(result.error.contains(QLatin1String("no final result")), qPrintable(result.error));
        QVERIFY2(result.error.contains(QLatin1String("chunk 7 of 584")), qPrintable(result.error));
        QVERIFY(result.runs.empty());
    }

    void klDivergence()
    {
        const ParsedFile result = parsedLog("kld_q4_k_m_vs_f16.log");
        QVERIFY2(result.ok(), qPrintable(result.error));
        const Run &run = result.runs[0];
        QCOMPARE(run.workload.at("mode").get<std::string>(), std::string("kld"));
        QCOMPARE(metric(run, "kl_mean"), 0.029312);
        QCOMPARE(metric(run, "kl_p99"), 0.287732);
        QCOMPARE(metric(run, "top1_agreement"), 94.379);
        QCOMPARE(metric(run, "perplexity"), 7.201734); // Mean PPL(Q)
        QCOMPARE(metric(run, "perplexity_stderr"), 0.574012);
        QCOMPARE(run.metric(QStringLiteral("kl_p99"))->originalKey, QStringLiteral("99.0% KLD"));
        QCOMPARE(extra(run, "kl_mean_stderr"), 0.001337);
        QCOMPARE(extra(run, "kl_max"), 2.837414);
        QCOMPARE(extra(run, "kl_p99.9"), 1.104521);
        QCOMPARE(extra(run, "kl_median"), 0.011846);
        QCOMPARE(extra(run, "kl_p0.1"), -0.000003);
        QCOMPARE(extra(run, "kl_min"), -0.000009);
        QCOMPARE(extra(run, "dp_mean_pct"), -0.214);
        QCOMPARE(extra(run, "dp_mean_pct_stderr"), 0.047);
        QCOMPARE(extra(run, "dp_p99_pct"), 9.402);
        QCOMPARE(extra(run, "dp_p1_pct"), -10.774);
        QCOMPARE(extra(run, "dp_rms_pct"), 2.745);
        QCOMPARE(extra(run, "top1_agreement_stderr"), 0.833);
        QCOMPARE(extra(run, "ppl_base"), 7.138223);
        QCOMPARE(extra(run, "ppl_ratio"), 1.008897);
        QCOMPARE(extra(run, "ln_ppl_correlation_pct"), 99.57);
        QCOMPARE(run.workload.at("chunks").get<double>(), 3.0);
        QCOMPARE(run.label, QStringLiteral("qwen2-7B-Q4_K_M-llama-perplexity-kld"));
    }

    void hellaSwag()
    {
        const ParsedFile result = parsedLog("hellaswag_400tasks.log");
        QVERIFY2(result.ok(), qPrintable(result.error));
        const Run &run = result.runs[0];
        QCOMPARE(metric(run, "hellaswag.acc_norm_pct"), 79.25);
        QCOMPARE(extra(run, "ci95_low_pct"), 74.9818);
        QCOMPARE(extra(run, "ci95_high_pct"), 82.93);
        QCOMPARE(run.workload.at("tasks").get<double>(), 400.0);
        QCOMPARE(run.label, QStringLiteral("qwen2-7B-Q4_K_M-llama-perplexity-hellaswag"));
    }

    void hellaSwagCutShort()
    {
        // Without the end-of-run timings the last progress line may be a run stopped early.
        QByteArray content = readFile(
            test::dataPath(QStringLiteral("synthetic/llama-perplexity/hellaswag_400tasks.log")));
        content.truncate(content.indexOf("399\t"));
        const auto importer = makeLlamaPerplexityImporter();
        QVERIFY(importer->detect({QStringLiteral("x"), content}) > 0);
        try {
            importer->parse({QStringLiteral("x"), content});
            QFAIL("an unfinished HellaSwag run was imported");
        } catch (const ImportFailure &failure) {
            QVERIFY2(failure.message().contains(QLatin1String("no final result")),
                     qPrintable(failure.message()));
        }
    }

    void winogrande()
    {
        const ParsedFile result = parsedLog("winogrande_1267tasks.log");
        QVERIFY2(result.ok(), qPrintable(result.error));
        const Run &run = result.runs[0];
        QCOMPARE(metric(run, "winogrande.acc_pct"), 73.4807);
        QCOMPARE(metric(run, "winogrande.acc_pct_stderr"), 1.2405);
        QCOMPARE(run.workload.at("tasks").get<double>(), 1267.0);
    }

    void multipleChoice()
    {
        const ParsedFile result = parsedLog("arc-challenge_multiple-choice.log");
        QVERIFY2(result.ok(), qPrintable(result.error));
        const Run &run = result.runs[0];
        QCOMPARE(metric(run, "multiple_choice.acc_pct"), 53.8462);
        QCOMPARE(metric(run, "multiple_choice.acc_pct_stderr"), 1.4567);
        QCOMPARE(extra(run, "random_chance_pct"), 25.0213);
        QCOMPARE(run.metric(QStringLiteral("multiple_choice.acc_pct"))->originalKey,
                 QStringLiteral("Final result"));
    }

    void detectionIsByContent()
    {
        const auto importer = makeLlamaPerplexityImporter();
        for (const char *name :
             {"ppl_wikitext2_16chunks.log", "ppl_wikitext2_16chunks_log-prefix.log",
              "kld_q4_k_m_vs_f16.log", "hellaswag_400tasks.log", "winogrande_1267tasks.log",
              "arc-challenge_multiple-choice.log", "ppl_interrupted.log"}) {
            const QByteArray content = readFile(test::dataPath(
                QStringLiteral("synthetic/llama-perplexity/") + QString::fromLatin1(name)));
            QVERIFY2(importer->detect({QStringLiteral("x.json"), content}) >= 80, name);
        }
        const QStringList others = otherFormatsFiles(QStringLiteral("llama-perplexity"));
        QVERIFY(others.size() >= 8);
        for (const QString &path : others) {
            const QByteArray content = readFile(dataPath(path));
            QVERIFY2(importer->detect({QStringLiteral("x.log"), content}) == 0, qPrintable(path));
        }
    }
};

QTEST_GUILESS_MAIN(TestLlamaPerplexityImporter)
#include "tst_llamaperplexityimporter.moc"
