// llm-d Benchmark Report importer (issue 30) against reports the llm-d harness wrote
// (tests/data/llm-d, SOURCES.md: a v0.2 report of a wide-EP prefill/decode run at concurrency
// 2048, two v0.1 reports of inference-perf stages), their JSON form, and the block-YAML reader
// under it, checked value for value against PyYAML's reading of the same files (as-json/).
#include "backends/importers/blockyaml.h"
#include "backends/importers/importfile.h"
#include "importertestsupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace lanebook;
using namespace lanebook::test;

namespace {

const QString kWideEp = QStringLiteral("llm-d/llm-d_wide-ep-lws_br_v0.2_stage0_conc2048.yaml");
const QString kPd = QStringLiteral("llm-d/llm-d_pd-disaggregation_br_v0.1_stage0_rate45.yaml");
const QString kScheduling =
    QStringLiteral("llm-d/llm-d_inference-scheduling_br_v0.1_inference-perf.yaml");

const Importer &importer()
{
    return importerFor(RunFormat::LlmdReport);
}

nlohmann::json yamlOf(const QByteArray &bytes)
{
    return BlockYaml::parse(std::string_view(bytes.constData(), std::size_t(bytes.size())));
}

// The message BlockYaml::parse throws, or empty.
QString yamlFailure(const char *text)
{
    try {
        BlockYaml::parse(text);
    } catch (const ImportFailure &failure) {
        return failure.message();
    }
    return {};
}

} // namespace

class TestLlmdReportImporter : public QObject
{
    Q_OBJECT

private slots:
    // v0.2: every latency with its units (s, s/token) to ms, p0p1 and p99p9 as p0.1 and p99.9,
    // the throughput means, the counts, the concurrent stage's load (its rate_qps is the request
    // count there, so it is not read as a rate).
    void version02Report()
    {
        const ParsedFile parsed = parseImportFile(dataPath(kWideEp));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.format, std::optional<RunFormat>(RunFormat::LlmdReport));
        const Run &run = parsed.runs.front();
        QCOMPARE(metric(run, "p99_ttft_ms"), 86.97312242283486 * 1000.0);
        QCOMPARE(metric(run, "p99.9_itl_ms"), 1.598953516515907 * 1000.0);
        QCOMPARE(metric(run, "median_tpot_ms"), 0.07990098050042406 * 1000.0);
        QVERIFY(!std::isnan(metric(run, "p0.1_e2el_ms")));
        QCOMPARE(metric(run, "output_tok_per_s"), 22124.879416240507);
        QCOMPARE(metric(run, "total_tok_per_s"), 44711.0231697644);
        QCOMPARE(metric(run, "requests_per_s"), 11.034890199531286);
        QCOMPARE(metric(run, "completed"), 8192.0);
        QCOMPARE(metric(run, "failed"), 0.0);
        QCOMPARE(metric(run, "concurrency"), 2048.0);
        QCOMPARE(metric(run, "input_tokens_mean"), 2046.793701171875);
        QVERIFY(run.workload["concurrency"] == 2048);
        QVERIFY(!run.workload.contains("request_rate"));
        QVERIFY(std::isnan(metric(run, "request_rate_per_s")));
        QVERIFY(run.workload["input_seq_len"]["distribution"] == "gaussian");
        QVERIFY(run.extra["run_uid"] == "2c9ada2e-362f-4e90-9eba-453b9e0c200d");
        QVERIFY(run.extra["load_tool"] == "inference-perf");
        QVERIFY(run.extra["report_version"] == "0.2");
        QCOMPARE(run.label, QStringLiteral("llm-d-stage0-c2048"));
        QCOMPARE(run.metric(QStringLiteral("p99_ttft_ms"))->originalKey,
                 QStringLiteral("results.request_performance.aggregate.latency."
                                "time_to_first_token.p99"));
    }

    // results.observability by the writer's schema (schema_v0_2.py ResourceMetrics,
    // ComponentObservability, TimeSeriesData; llm-d-benchmark 8bc9f1dd): no report with it is
    // public, so the real v0.2 report (its JSON form) is edited: a prefill pod with its prefix
    // cache hit rate (percent) and GPU utilisation as a fraction, a decode pod with utilisation
    // in percent and a KV-cache time series of three points, a drop rate; values made up.
    void observabilityOfAVersion02Report()
    {
        nlohmann::json report = nlohmann::json::parse(
            readFile(dataPath(QStringLiteral("llm-d/as-json/"
                                             "llm-d_wide-ep-lws_br_v0.2_stage0_conc2048.json")))
                .toStdString());
        const nlohmann::json prefill = {
            {"component_label", "prefill"},
            {"replica_id", "wide-ep-prefill-0"},
            {"aggregate",
             {{"cache_hit_rate", {{"units", "percent"}, {"mean", 42.5}, {"max", 61.0}}},
              {"gpu_utilization", {{"units", "fraction"}, {"mean", 0.9}}}}}};
        const nlohmann::json decode = {
            {"component_label", "decode"},
            {"replica_id", "wide-ep-decode-0"},
            {"aggregate",
             {{"gpu_utilization", {{"units", "percent"}, {"mean", 70.0}}},
              {"kv_cache_usage", {{"units", "percent"}, {"mean", 55.0}}},
              {"power_consumption", {{"units", "Watts"}, {"mean", 5120.0}}}}},
            {"time_series",
             {{"kv_cache_usage",
               {{"units", "percent"},
                {"series",
                 {{{"ts", "2025-10-01T10:00:00Z"}, {"value", 40.0}},
                  {{"ts", "2025-10-01T10:00:05Z"}, {"value", 55.0}},
                  {{"ts", "2025-10-01T10:00:10Z"}, {"value", 70.0}}}}}}}}};
        report["results"]["observability"] = {
            {"components", {prefill, decode}},
            {"drop_rate", {{"units", "fraction"}, {"mean", 0.0}}},
            {"time_series_interval", {{"scope", "stage"}, {"datapoints", 3}}}};
        const auto parse = [](const nlohmann::json &json) {
            return importer().parse(
                {QStringLiteral("benchmark_report.json"), QByteArray::fromStdString(json.dump())});
        };
        const Run run = parse(report).front();
        QCOMPARE(metric(run, "gpu_util_pct_mean"), 80.0); // (90 + 70) / 2
        QCOMPARE(metric(run, "prefix_cache_hit_pct"), 42.5);
        QCOMPARE(
            run.metric(QStringLiteral("prefix_cache_hit_pct"))->originalKey,
            QStringLiteral("results.observability.components[0].aggregate.cache_hit_rate.mean"));
        const nlohmann::json &kept = run.extra.at("observability");
        QCOMPARE(kept.at("components").size(), size_t(2));
        QCOMPARE(kept["components"][1]["time_series"]["kv_cache_usage"].value("points", 0), 3);
        QCOMPARE(kept["components"][1]["aggregate"]["power_consumption"].value("mean", 0.0),
                 5120.0);
        QVERIFY(kept.contains("drop_rate"));
        // The report's own figures stand.
        QCOMPARE(metric(run, "output_tok_per_s"), 22124.879416240507);

        // Two components with a hit rate: no one number stands for the stack.
        nlohmann::json both = report;
        both["results"]["observability"]["components"][1]["aggregate"]["cache_hit_rate"] = {
            {"units", "percent"}, {"mean", 0.0}};
        QVERIFY(!parse(both).front().metric(QStringLiteral("prefix_cache_hit_pct")));

        // A portion in units the schema does not allow is refused by key.
        nlohmann::json wrong = report;
        wrong["results"]["observability"]["components"][0]["aggregate"]["gpu_utilization"]
             ["units"] = "Watts";
        QString failure;
        try {
            parse(wrong);
        } catch (const ImportFailure &refused) {
            failure = refused.message();
        }
        QVERIFY2(failure.contains(QStringLiteral("components[0].aggregate.gpu_utilization")) &&
                     failure.contains(QStringLiteral("Watts")),
                 qPrintable(failure));
    }

    // v0.1: throughput as plain numbers, the stage's rate from the harness's own settings, the
    // model and server it names where the report says "unknown"; its api_key is not stored.
    void version01Reports()
    {
        ParsedFile parsed = parseImportFile(dataPath(kPd));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        Run run = parsed.runs.front();
        QCOMPARE(run.model, QStringLiteral("openai/gpt-oss-120b"));
        QVERIFY(run.config["runtime"] == "vllm");
        QCOMPARE(metric(run, "p99_ttft_ms"), 4.4258010189700965 * 1000.0);
        QCOMPARE(metric(run, "median_e2el_ms"), 3.356982336845249 * 1000.0);
        QCOMPARE(metric(run, "output_tok_per_s"), 12236.597879353767);
        QCOMPARE(metric(run, "requests_per_s"), 43.54511941630466);
        QCOMPARE(metric(run, "duration_s"), 119.97667319700122);
        QCOMPARE(metric(run, "completed"), 5400.0);
        QCOMPARE(metric(run, "request_rate_per_s"), 45.0);
        QVERIFY(run.workload["request_rate"] == 45.0);
        QVERIFY(run.config.dump().find("api_key") == std::string::npos);
        QVERIFY(run.extra.dump().find("api_key") == std::string::npos);

        // Stage 2 of seventeen: its own rate, not the first stage's.
        parsed = parseImportFile(dataPath(kScheduling));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        run = parsed.runs.front();
        QCOMPARE(metric(run, "request_rate_per_s"), 10.0);
        QVERIFY(run.extra["load_stage"] == 2);
        QCOMPARE(metric(run, "p99_ttft_ms"), 0.39144611745723484 * 1000.0);
        QCOMPARE(metric(run, "median_e2el_ms"), 23.907766903503216 * 1000.0);
        QCOMPARE(metric(run, "completed"), 200.0);
    }

    // The YAML reader gives what PyYAML 6 gives for each real report (as-json/ holds PyYAML's
    // reading, dumped as JSON), and the JSON form of a report imports to the same run.
    void yamlReadsAsPyYamlDoes_data()
    {
        QTest::addColumn<QString>("yaml");
        for (const QString &file : {kWideEp, kPd, kScheduling})
            QTest::newRow(qPrintable(file)) << file;
    }

    void yamlReadsAsPyYamlDoes()
    {
        QFETCH(QString, yaml);
        const QString json = QStringLiteral("llm-d/as-json/") + QFileInfo(yaml).completeBaseName() +
                             QStringLiteral(".json");
        const QByteArray jsonBytes = load(json).content;
        const nlohmann::json expected = nlohmann::json::parse(jsonBytes.toStdString());
        QVERIFY(yamlOf(load(yaml).content) == expected);

        const ParsedFile fromYaml = parseImportFile(dataPath(yaml));
        const ParsedFile fromJson = parseImportFile(dataPath(json));
        QVERIFY2(fromJson.ok(), qPrintable(fromJson.error));
        QVERIFY(fromYaml.runs.front().metrics == fromJson.runs.front().metrics);
        QVERIFY(fromYaml.runs.front().workload == fromJson.runs.front().workload);
    }

    // What yaml.dump writes besides plain mappings: a list at its key's indent, "- key: v"
    // items, quoted and folded scalars, block scalars, empty flow collections, YAML 1.1 numbers.
    void yamlForms()
    {
        const nlohmann::json value =
            yamlOf("a:\n- 1\n- x: 2\n  y: 'it''s'\n- - nested\n"
                   "b: {}\nc: []\nd: .inf\ne: -.inf\nf: ~\ng: 'a long text that yaml.dump\n"
                   "  folds over two lines'\nh: |-\n  line one\n\n  line two\ni: \"q\\\"x\"\n"
                   "j: 0.0.1\nk: 1.5e-06\nl: '0.2'\nm: true\nn: 2c9ada2e-362f\n");
        QVERIFY(value["a"][0] == 1);
        QVERIFY(value["a"][1]["x"] == 2);
        QVERIFY(value["a"][1]["y"] == "it's");
        QVERIFY(value["a"][2][0] == "nested");
        QVERIFY(value["b"].is_object() && value["b"].empty());
        QVERIFY(value["c"].is_array() && value["c"].empty());
        QCOMPARE(value["d"].get<double>(), std::numeric_limits<double>::infinity());
        QCOMPARE(value["e"].get<double>(), -std::numeric_limits<double>::infinity());
        QVERIFY(value["f"].is_null());
        QVERIFY(value["g"] == "a long text that yaml.dump folds over two lines");
        QVERIFY(value["h"] == "line one\n\nline two");
        QVERIFY(value["i"] == "q\"x");
        QVERIFY(value["j"] == "0.0.1");
        QCOMPARE(value["k"].get<double>(), 1.5e-06);
        QVERIFY(value["l"] == "0.2");
        QVERIFY(value["m"] == true);
        QVERIFY(value["n"] == "2c9ada2e-362f");
    }

    // What the reader refuses, each naming its line.
    void yamlRefusals_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("tab") << QStringLiteral("a:\n\tb: 1\n") << QStringLiteral("line 2");
        QTest::newRow("flow mapping") << QStringLiteral("a: {b: 1}\n") << QStringLiteral("line 1");
        QTest::newRow("alias") << QStringLiteral("a: 1\nb: *x\n") << QStringLiteral("line 2");
        QTest::newRow("two documents")
            << QStringLiteral("a: 1\n---\nb: 2\n") << QStringLiteral("line 2");
        QTest::newRow("duplicate key")
            << QStringLiteral("a: 1\na: 2\n") << QStringLiteral("line 2");
        QTest::newRow("no colon") << QStringLiteral("a: 1\njust text\n")
                                  << QStringLiteral("line 2");
        QTest::newRow("unterminated quote")
            << QStringLiteral("a: 'open\n") << QStringLiteral("line 1");
        QString deep;
        for (int level = 0; level < 100; ++level)
            deep += QString(level * 2, QLatin1Char(' ')) + QStringLiteral("k:\n");
        QTest::newRow("too deep") << deep << QStringLiteral("64");
    }

    void yamlRefusals()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const QString failure = yamlFailure(text.toUtf8().constData());
        QVERIFY2(failure.contains(expected), qPrintable(failure));
    }

    // A latency in units no latency has is refused naming it; ms is taken as it is.
    void latencyUnits()
    {
        QByteArray bytes = load(kWideEp).content;
        const QByteArray seconds = "          p99p9: 97.31417823833262\n          units: s\n";
        QVERIFY(bytes.contains(seconds));
        QByteArray ms = bytes;
        ms.replace(seconds, "          p99p9: 97.31417823833262\n          units: ms\n");
        const std::vector<Run> runs = importer().parse(ImportInput{QStringLiteral("r.yaml"), ms});
        QCOMPARE(metric(runs.front(), "p99.9_ttft_ms"), 97.31417823833262);
        QByteArray minutes = bytes;
        minutes.replace(seconds, "          p99p9: 97.31417823833262\n          units: minutes\n");
        const QString failure =
            failureOf(importer(), ImportInput{QStringLiteral("r.yaml"), minutes});
        QVERIFY2(failure.contains(QLatin1String("time_to_first_token")) &&
                     failure.contains(QLatin1String("minutes")),
                 qPrintable(failure));
        QByteArray version = bytes;
        version.replace("version: '0.2'", "version: '0.3'");
        QCOMPARE(importer().detect(ImportInput{QStringLiteral("r.yaml"), version}), 0);
    }

    void folderImportIsIdempotent()
    {
        QTemporaryDir dir;
        NotebookStore store;
        QVERIFY2(store.open(dir.filePath(QStringLiteral("nb.lanebook"))),
                 qPrintable(store.lastError()));
        for (int pass = 0; pass < 2; ++pass) {
            const ImportCounts counts = importInto(store, {dataPath(QStringLiteral("llm-d"))});
            QVERIFY2(counts.errors.isEmpty(), qPrintable(counts.errors.join(u'\n')));
            // Three reports, each in YAML and in JSON: the same runs, from other files.
            QCOMPARE(counts.added, pass == 0 ? 6 : 0);
            QCOMPARE(counts.present, pass == 0 ? 0 : 6);
        }
    }

    void otherFormatsAreNotClaimed()
    {
        const QStringList files = otherFormatsFiles(QStringLiteral("llm-d"));
        QVERIFY(files.size() >= 20);
        for (const QString &path : files)
            QVERIFY2(importer().detect(load(path)) == 0, qPrintable(path));
        QVERIFY(importer().detect(load(kWideEp)) > 0);
        QVERIFY(importer().detect(load(kPd)) > 0);
    }
};

QTEST_GUILESS_MAIN(TestLlmdReportImporter)
#include "tst_llmdreportimporter.moc"
