// AIPerf's newer summary keys and its files beside the summary (issue 30). The summary is real:
// AIPerf 0.10.0 (schema 1.3) on a Llama-3.1-8B endpoint (tests/data/aiperf, SOURCES.md); edited
// copies add what no public file has (a sweep's run_info, the tool's invalid reasons, output
// length mismatches), each edit named where it is made. The time-slice, steady-state, aggregate
// and sweep files were written from AIPerf's writer code (tests/data/synthetic/aiperf/ORIGIN.md):
// no file AIPerf wrote of those kinds is public.
#include "backends/importers/importerregistry.h"
#include "backends/importers/importfile.h"
#include "backends/notebook/notebookstore.h"
#include "importertestsupport.h"
#include "models/findings/secretredaction.h"
#include "models/gates/rungates.h"
#include "models/run/metricvocabulary.h"
#include "models/run/runextrakeys.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

const QString kSummary = QStringLiteral("aiperf/profile_export_aiperf_0.10.0_llama31_c1.json");

QByteArray summaryBytes()
{
    return load(kSummary).content;
}

// The real summary with one top-level key replaced or added (the edit each test names).
QByteArray summaryWith(const char *key, const nlohmann::json &value)
{
    nlohmann::json document = nlohmann::json::parse(summaryBytes().toStdString());
    document[key] = value;
    return QByteArray::fromStdString(document.dump(2));
}

Run parsedSummary(const QByteArray &bytes)
{
    const auto runs = makeAiPerfImporter()->parse(
        ImportInput{QStringLiteral("profile_export_aiperf.json"), bytes});
    if (runs.size() != 1)
        qFatal("expected one run");
    return runs.front();
}

QString copyInto(const QString &folder, const QString &relative, const QString &name = {})
{
    QDir().mkpath(folder);
    return writeFileIn(folder, name.isEmpty() ? QFileInfo(relative).fileName() : name,
                       load(relative).content);
}

} // namespace

class TestAiperfArtifacts : public QObject
{
    Q_OBJECT

private slots:
    // The figures as the file prints them, to the last digit; the 2026 keys in the vocabulary.
    void realSummaryOfTheNewerSchema()
    {
        const Run run = parsedSummary(summaryBytes());
        QCOMPARE(run.model, QStringLiteral("Llama-3.1-8B-Instruct-optimumxt"));
        QCOMPARE(metric(run, "requests_per_s"), 0.03197391636976445);
        QCOMPARE(metric(run, "output_tok_per_s"), 9.544214036374688);
        QCOMPARE(metric(run, "p99_ttft_ms"), 22254.18792436999);
        QCOMPARE(metric(run, "median_ttft_ms"), 13396.7953255);
        QCOMPARE(metric(run, "p99_itl_ms"), 71.48369271055849);
        QCOMPARE(metric(run, "completed"), 20.0);
        QCOMPARE(metric(run, "concurrency"), 1.0);
        // usage's cached prompt tokens: 7772 of 12176 prompt tokens.
        QCOMPARE(metric(run, "prefix_cache_hit_pct"), 63.83048620236531);
        QCOMPARE(metric(run, "output_length_mismatches"), 0.0);
        QCOMPARE(run.metric(QStringLiteral("output_length_mismatches"))->originalKey,
                 QStringLiteral("osl_mismatch_count"));
        // The per-request difference has no vocabulary name: kept whole under its own key.
        QCOMPARE(run.extra["osl_mismatch_diff_pct"].value("count", 0), 20);
        QCOMPARE(run.extra["run_info"].value("benchmark_id", ""), std::string("b2a68262033b"));
        QCOMPARE(run.extra["run_info"].value("trial", -1), 0);
        // A lone run names no sweep: it takes no repeat slot (pairing goes by start time).
        QVERIFY(!run.extra.contains("repeat"));
        QVERIFY(!run.extra.contains(kToolInvalidKey));
        // AIPerf judged every request's output length within its tolerance: the gate, which
        // cannot see a trace's per-request lengths, takes the tool's count.
        const GateResult length = checkOutputLength(run);
        QCOMPARE(length.outcome, GateOutcome::Pass);
        QVERIFY2(length.reason.contains(QStringLiteral("0 mismatches in 20 requests")),
                 qPrintable(length.reason));
    }

    void outputLengthMismatchesFeedTheGate_data()
    {
        QTest::addColumn<double>("mismatches");
        QTest::addColumn<GateOutcome>("outcome");
        QTest::newRow("1 of 20 (5 %): warn") << 1.0 << GateOutcome::Warn;
        QTest::newRow("3 of 20 (15 %): fail") << 3.0 << GateOutcome::Fail;
    }

    // Edit: osl_mismatch_count's avg set to the row's count.
    void outputLengthMismatchesFeedTheGate()
    {
        QFETCH(double, mismatches);
        QFETCH(GateOutcome, outcome);
        const Run run = parsedSummary(
            summaryWith("osl_mismatch_count", {{"unit", "requests"}, {"avg", mismatches}}));
        const GateResult length = checkOutputLength(run);
        QCOMPARE(length.outcome, outcome);
        QVERIFY2(length.reason.contains(QStringLiteral("%1 of 20 requests").arg(mismatches)),
                 qPrintable(length.reason));
        QCOMPARE(length.evidenceValue(QStringLiteral("output_length_mismatches")), mismatches);
    }

    void theToolsInvalidVerdictFailsTheErrorsGate_data()
    {
        QTest::addColumn<QByteArray>("summary");
        QTest::addColumn<QString>("reason");
        // Edit: schema 1.5's list added.
        QTest::newRow("runtime_submission_invalid_reasons")
            << summaryWith("runtime_submission_invalid_reasons",
                           nlohmann::json::array({"context_overflow_rate_exceeded"}))
            << QStringLiteral("context_overflow_rate_exceeded");
        // Edit: the older exporters' metadata block added.
        QTest::newRow("metadata.submission_valid")
            << summaryWith("metadata", {{"scenario", "chatbot"},
                                        {"submission_valid", false},
                                        {"submission_invalid_reasons", {"unsafe_override"}}})
            << QStringLiteral("unsafe_override");
    }

    void theToolsInvalidVerdictFailsTheErrorsGate()
    {
        QFETCH(QByteArray, summary);
        QFETCH(QString, reason);
        const Run run = parsedSummary(summary);
        const GateResult errors = checkErrors(run);
        QCOMPARE(errors.outcome, GateOutcome::Fail);
        QVERIFY2(errors.reason.contains(QStringLiteral("AIPerf judged this run invalid")) &&
                     errors.reason.contains(reason),
                 qPrintable(errors.reason));
        // The valid summary passes the same gate: every request succeeded.
        QCOMPARE(checkErrors(parsedSummary(summaryBytes())).outcome, GateOutcome::Pass);
        // An empty list is a valid run.
        const Run valid = parsedSummary(
            summaryWith("runtime_submission_invalid_reasons", nlohmann::json::array()));
        QCOMPARE(checkErrors(valid).outcome, GateOutcome::Pass);
    }

    // Edit: run_info of a sweep's third trial at concurrency 8, with a secret in its command.
    void aSweepsTrialIsItsRepeatAndItsVariationASetting()
    {
        nlohmann::json info = nlohmann::json::parse(summaryBytes().toStdString())["run_info"];
        info["sweep_id"] = "0f7c6a52-2d1e-4f0a-9d55-5a1f7b1c2e3d";
        info["trial"] = 2;
        info["variation_values"] = {{"phases.profiling.concurrency", 8}};
        info["cli_command"] = "aiperf profile --model m --api-key 'sk-planted-aiperf-0123456789'";
        const Run run = parsedSummary(summaryWith("run_info", info));
        QCOMPARE(run.extra.value("repeat", -1), 2);
        QCOMPARE(run.extra.value("wave", ""),
                 std::string("aiperf:0f7c6a52-2d1e-4f0a-9d55-5a1f7b1c2e3d"));
        QCOMPARE(run.workload.value("concurrency", 0.0), 8.0);
        // Kept in extra as written; the notebook redacts it as it stores it.
        QVERIFY(run.extra.dump().find("sk-planted-aiperf") != std::string::npos);
        QVERIFY(redactSecrets(run.extra).dump().find("sk-planted-aiperf") == std::string::npos);
    }

    // Beside the summary, the time-slice and steady-state exports are its companions: each
    // slice's metrics in the vocabulary, and AIPerf's steady window for the steady_state gate
    // of a run imported without its requests.
    void timeslicesAndSteadyStateJoinTheSummary()
    {
        QTemporaryDir dir;
        copyInto(dir.path(), kSummary, QStringLiteral("profile_export_aiperf.json"));
        copyInto(dir.path(),
                 QStringLiteral("synthetic/aiperf/profile_export_aiperf_timeslices.json"));
        copyInto(dir.path(),
                 QStringLiteral("synthetic/aiperf/profile_export_aiperf_steady_state.json"));
        const ParsedFile file = parseImportFile(
            QDir(dir.path()).filePath(QStringLiteral("profile_export_aiperf.json")));
        QVERIFY2(file.error.isEmpty(), qPrintable(file.error));
        QCOMPARE(file.runs.size(), size_t(1));
        const Run &run = file.runs.front();
        const nlohmann::json &slices = run.extra["aiperf_timeslices"]["slices"];
        QCOMPARE(slices.size(), size_t(3));
        QCOMPARE(run.extra["aiperf_timeslices"].value("incomplete_slices", 0), 1);
        QCOMPARE(slices[1]["metrics"].value("p99_ttft_ms", 0.0), 22254.18792436999);
        QCOMPARE(slices[0]["metrics"].value("requests_per_s", 0.0), 0.05);
        QCOMPARE(slices[0].value("start_ns", std::int64_t(0)), std::int64_t(1785349604239654000));
        QCOMPARE(slices[2].value("is_complete", true), false);
        // The run's own figures stay the summary's.
        QCOMPARE(metric(run, "p99_ttft_ms"), 22254.18792436999);
        const nlohmann::json &steady = run.extra["aiperf_steady_state"];
        QCOMPARE(steady["metrics"].value("p99_ttft_ms", 0.0), 21980.5);
        QCOMPARE(steady["window"].value("detection_method", ""), std::string("mser5_latency"));
        QVERIFY(steady["other_metrics"].contains("effective_concurrency"));
        const GateResult gate = checkSteadyState(run);
        QCOMPARE(gate.outcome, GateOutcome::Pass); // 14 of 20 requests, no trend
        QVERIFY2(gate.reason.contains(QStringLiteral("14 of the 20")), qPrintable(gate.reason));

        // Each file alone is passed over as the summary's.
        for (const char *name :
             {"profile_export_aiperf_timeslices.json", "profile_export_aiperf_steady_state.json"}) {
            const ParsedFile alone =
                parseImportFile(QDir(dir.path()).filePath(QString::fromLatin1(name)));
            QCOMPARE(alone.format, std::optional<RunFormat>(RunFormat::AiPerf));
            QCOMPARE(QFileInfo(alone.coveredBy).fileName(),
                     QStringLiteral("profile_export_aiperf.json"));
            QVERIFY(alone.runs.empty());
        }
    }

    // Energy efficiency and accuracy beside the summary (from their writers, ORIGIN.md): the
    // energy the summary lacks in the vocabulary's units, each task's accuracy as a quality
    // metric, both header generations of accuracy_results.csv.
    void energyAndAccuracyJoinTheSummary_data()
    {
        QTest::addColumn<QString>("accuracyFile");
        QTest::addColumn<QString>("task");
        QTest::addColumn<double>("accuracy");
        QTest::newRow("task,correct,total,unparsed,accuracy")
            << "synthetic/aiperf/accuracy_results_v1.csv"
            << "gsm8k" << 0.85;
        QTest::newRow("task,total,passed,unparsed,accuracy_rate,unparsed_rate")
            << "synthetic/aiperf/accuracy_results_v2.csv"
            << "mmlu_anatomy" << 0.6518518518518519;
    }

    void energyAndAccuracyJoinTheSummary()
    {
        QFETCH(QString, accuracyFile);
        QFETCH(QString, task);
        QFETCH(double, accuracy);
        QTemporaryDir dir;
        copyInto(dir.path(), kSummary, QStringLiteral("profile_export_aiperf.json"));
        copyInto(dir.path(),
                 QStringLiteral("synthetic/aiperf/profile_export_aiperf_energy_efficiency.json"));
        copyInto(dir.path(), accuracyFile, QStringLiteral("accuracy_results.csv"));
        const ParsedFile file = parseImportFile(
            QDir(dir.path()).filePath(QStringLiteral("profile_export_aiperf.json")));
        QVERIFY2(file.error.isEmpty(), qPrintable(file.error));
        const Run &run = file.runs.front();
        QCOMPARE(metric(run, "energy_j"), 58432.5);
        QCOMPARE(metric(run, "energy_j_per_output_token"), 9787.69 * 1e-3);
        QCOMPARE(metric(run, "output_tok_per_s_per_w"), 0.10216);
        QCOMPARE(run.extra.at("aiperf_energy_efficiency").at("source").value("energy_source", ""),
                 std::string("dcgm_counter"));
        QCOMPARE(metric(run, qPrintable(task + QStringLiteral(".accuracy"))), accuracy);
        QVERIFY(run.metric(QStringLiteral("overall.accuracy")));
        QVERIFY(MetricVocabulary::isQualityMetric(task + QStringLiteral(".accuracy")));
        QVERIFY(run.extra.at("aiperf_accuracy").at("tasks").contains("OVERALL"));
        // The summary's own energy stands over the file's.
        nlohmann::json withEnergy = nlohmann::json::parse(summaryBytes().toStdString());
        withEnergy["total_gpu_energy"] = {{"unit", "J"}, {"avg", 60000.0}};
        writeFileIn(dir.path(), QStringLiteral("profile_export_aiperf.json"),
                    QByteArray::fromStdString(withEnergy.dump()));
        const ParsedFile own = parseImportFile(
            QDir(dir.path()).filePath(QStringLiteral("profile_export_aiperf.json")));
        QCOMPARE(metric(own.runs.front(), "energy_j"), 60000.0);
        // The energy file alone is passed over as the summary's.
        const ParsedFile alone = parseImportFile(
            QDir(dir.path())
                .filePath(QStringLiteral("profile_export_aiperf_energy_efficiency.json")));
        QCOMPARE(QFileInfo(alone.coveredBy).fileName(),
                 QStringLiteral("profile_export_aiperf.json"));
        const ParsedFile table =
            parseImportFile(QDir(dir.path()).filePath(QStringLiteral("accuracy_results.csv")));
        QCOMPARE(table.format, std::optional<RunFormat>(RunFormat::AiPerf));
        QCOMPARE(QFileInfo(table.coveredBy).fileName(),
                 QStringLiteral("profile_export_aiperf.json"));
    }

    // A damaged accuracy table fails the summary's import, naming the file and the line.
    void aDamagedAccuracyTableIsNamed()
    {
        QTemporaryDir dir;
        copyInto(dir.path(), kSummary, QStringLiteral("profile_export_aiperf.json"));
        writeFileIn(dir.path(), QStringLiteral("accuracy_results.csv"),
                    "task,correct,total,unparsed,accuracy\ngsm8k,17,20,1,85%\n");
        const ParsedFile file = parseImportFile(
            QDir(dir.path()).filePath(QStringLiteral("profile_export_aiperf.json")));
        QVERIFY(file.runs.empty());
        QVERIFY2(file.error.contains(QStringLiteral("accuracy_results.csv")) &&
                     file.error.contains(QStringLiteral("line 2")) &&
                     file.error.contains(QStringLiteral("85%")),
                 qPrintable(file.error));
    }

    void steadyWindowVerdicts_data()
    {
        QTest::addColumn<int>("steadyRequests");
        QTest::addColumn<bool>("trend");
        QTest::addColumn<GateOutcome>("outcome");
        QTest::newRow("short window") << 8 << false << GateOutcome::Warn;
        QTest::newRow("trend inside") << 14 << true << GateOutcome::Warn;
        QTest::newRow("held") << 14 << false << GateOutcome::Pass;
    }

    // Edits of the steady-state export: its steady_state_requests and stationarity_warning.
    void steadyWindowVerdicts()
    {
        QFETCH(int, steadyRequests);
        QFETCH(bool, trend);
        QFETCH(GateOutcome, outcome);
        nlohmann::json steady = nlohmann::json::parse(
            load(QStringLiteral("synthetic/aiperf/profile_export_aiperf_steady_state.json"))
                .content.toStdString());
        steady["window_metadata"]["steady_state_requests"] = steadyRequests;
        steady["window_metadata"]["stationarity"]["stationarity_warning"] = trend;
        QTemporaryDir dir;
        writeFileIn(dir.path(), QStringLiteral("profile_export_aiperf.json"), summaryBytes());
        writeFileIn(dir.path(), QStringLiteral("profile_export_aiperf_steady_state.json"),
                    QByteArray::fromStdString(steady.dump()));
        const ParsedFile file = parseImportFile(
            QDir(dir.path()).filePath(QStringLiteral("profile_export_aiperf.json")));
        QVERIFY2(file.error.isEmpty(), qPrintable(file.error));
        QCOMPARE(checkSteadyState(file.runs.front()).outcome, outcome);
    }

    void theFirstTimesliceGenerationIsNumbered()
    {
        QTemporaryDir dir;
        copyInto(dir.path(), kSummary, QStringLiteral("profile_export_aiperf.json"));
        copyInto(dir.path(),
                 QStringLiteral("synthetic/aiperf/profile_export_aiperf_timeslices_indexed.json"),
                 QStringLiteral("profile_export_aiperf_timeslices.json"));
        const ParsedFile file = parseImportFile(
            QDir(dir.path()).filePath(QStringLiteral("profile_export_aiperf.json")));
        QVERIFY2(file.error.isEmpty(), qPrintable(file.error));
        const nlohmann::json &slices = file.runs.front().extra["aiperf_timeslices"]["slices"];
        QCOMPARE(slices.size(), size_t(2));
        QCOMPARE(slices[1].value("timeslice_index", -1), 1);
        QCOMPARE(slices[1]["metrics"].value("p99_e2el_ms", 0.0), 401.0);
    }

    // A damaged companion fails the summary's import, naming the file and the slice.
    void aDamagedCompanionIsNamed()
    {
        QTemporaryDir dir;
        copyInto(dir.path(), kSummary, QStringLiteral("profile_export_aiperf.json"));
        QByteArray slices =
            load(QStringLiteral("synthetic/aiperf/profile_export_aiperf_timeslices.json")).content;
        slices.replace("\"avg\": 0.0333", "\"avg\": \"slow\"");
        writeFileIn(dir.path(), QStringLiteral("profile_export_aiperf_timeslices.json"), slices);
        ParsedFile file = parseImportFile(
            QDir(dir.path()).filePath(QStringLiteral("profile_export_aiperf.json")));
        QVERIFY(file.runs.empty());
        QVERIFY2(file.error.contains(QStringLiteral("profile_export_aiperf_timeslices.json")) &&
                     file.error.contains(QStringLiteral("time slice 2")) &&
                     file.error.contains(QStringLiteral("request_throughput")),
                 qPrintable(file.error));
        writeFileIn(dir.path(), QStringLiteral("profile_export_aiperf_timeslices.json"),
                    slices.left(slices.size() / 2));
        file = parseImportFile(
            QDir(dir.path()).filePath(QStringLiteral("profile_export_aiperf.json")));
        QVERIFY(file.runs.empty());
        QVERIFY2(file.error.contains(QStringLiteral("profile_export_aiperf_timeslices.json")),
                 qPrintable(file.error));
    }

    // The server's own /metrics over the profile (server_metrics_export.json, from the writer:
    // ORIGIN.md): its counters as Lanebook's bench records a server's (prefix cache, requests,
    // speculative drafts), the speculative figures the summary lacks, every gauge's statistics.
    void serverMetricsJoinTheSummary()
    {
        QTemporaryDir dir;
        const QString folder = QStringLiteral("synthetic/aiperf/server-metrics/");
        copyInto(dir.path(), kSummary, QStringLiteral("profile_export_aiperf.json"));
        for (const char *name : {"server_metrics_export.json", "server_metrics_export.jsonl",
                                 "server_metrics_export.csv"})
            copyInto(dir.path(), folder + QLatin1String(name));
        const ParsedFile file = parseImportFile(
            QDir(dir.path()).filePath(QStringLiteral("profile_export_aiperf.json")));
        QVERIFY2(file.error.isEmpty(), qPrintable(file.error));
        const Run &run = file.runs.front();
        const nlohmann::json &server = run.extra["server_metrics"];
        QCOMPARE(server.value("prefix_cache_hit_rate", 0.0), 0.75);
        QCOMPARE(server["counter_deltas"].value("vllm:request_success_total", 0.0), 20.0);
        QVERIFY(!server["counter_deltas"].contains("vllm:num_preemptions_total")); // none
        QCOMPARE(server.value("file", ""), std::string("server_metrics_export.json"));
        QCOMPARE(metric(run, "spec_acceptance_rate"), 60.0);  // 2880 of 4800 drafted
        QCOMPARE(metric(run, "spec_acceptance_length"), 2.8); // 1 + 2880 / 1600 drafts
        QCOMPARE(metric(run, "spec_draft_tokens"), 4800.0);
        QCOMPARE(
            run.metric(QStringLiteral("spec_acceptance_rate"))->originalKey,
            QStringLiteral("server_metrics_export.json:spec_decode_num_accepted_tokens_total"));
        const nlohmann::json &kv =
            run.extra["aiperf_server_metrics"]["metrics"]["vllm:kv_cache_usage_perc"];
        QCOMPARE(kv.value("unit", ""), std::string("ratio"));
        QCOMPARE(kv["series"][0]["stats"].value("max", 0.0), 0.058);
        QVERIFY(!kv["series"][0].contains("endpoint_url"));
        // The client's cache figure stays the summary's (the server counts every client).
        QCOMPARE(metric(run, "prefix_cache_hit_pct"),
                 metric(parsedSummary(summaryBytes()), "prefix_cache_hit_pct"));

        // Each of the three alone is passed over as the summary's.
        for (const char *name : {"server_metrics_export.json", "server_metrics_export.jsonl",
                                 "server_metrics_export.csv"}) {
            const ParsedFile alone =
                parseImportFile(QDir(dir.path()).filePath(QString::fromLatin1(name)));
            QCOMPARE(alone.format, std::optional<RunFormat>(RunFormat::AiPerf));
            QCOMPARE(QFileInfo(alone.coveredBy).fileName(),
                     QStringLiteral("profile_export_aiperf.json"));
            QVERIFY(alone.runs.empty());
        }
    }

    void serverMetricsUnderAnExportPrefix()
    {
        QTemporaryDir dir;
        copyInto(dir.path(), kSummary, QStringLiteral("llama_c1.json"));
        copyInto(dir.path(),
                 QStringLiteral("synthetic/aiperf/server-metrics/server_metrics_export.json"),
                 QStringLiteral("llama_c1_server_metrics.json"));
        const ParsedFile file =
            parseImportFile(QDir(dir.path()).filePath(QStringLiteral("llama_c1.json")));
        QVERIFY2(file.error.isEmpty(), qPrintable(file.error));
        QCOMPARE(file.runs.front().extra["server_metrics"].value("prefix_cache_hit_rate", 0.0),
                 0.75);
        const ParsedFile alone = parseImportFile(
            QDir(dir.path()).filePath(QStringLiteral("llama_c1_server_metrics.json")));
        QCOMPARE(QFileInfo(alone.coveredBy).fileName(), QStringLiteral("llama_c1.json"));
    }

    // The CSV twins of the JSON files (the summary's is a real one, SOURCES.md) say what their
    // JSON says: beside the summary they are passed over as its, never a second run.
    void csvTwinsArePassedOverBesideTheSummary()
    {
        QTemporaryDir dir;
        copyInto(dir.path(), kSummary, QStringLiteral("profile_export_aiperf.json"));
        copyInto(dir.path(), QStringLiteral("aiperf/csv/profile_export_aiperf.csv"));
        copyInto(dir.path(),
                 QStringLiteral("synthetic/aiperf/profile_export_aiperf_timeslices.csv"));
        copyInto(dir.path(),
                 QStringLiteral("synthetic/aiperf/profile_export_aiperf_steady_state.csv"));
        for (const char *name :
             {"profile_export_aiperf.csv", "profile_export_aiperf_timeslices.csv",
              "profile_export_aiperf_steady_state.csv"}) {
            const ParsedFile twin =
                parseImportFile(QDir(dir.path()).filePath(QString::fromLatin1(name)));
            QCOMPARE(twin.format, std::optional<RunFormat>(RunFormat::AiPerf));
            QCOMPARE(QFileInfo(twin.coveredBy).fileName(),
                     QStringLiteral("profile_export_aiperf.json"));
            QVERIFY(twin.runs.empty());
        }
        // Under an export prefix the twin belongs to <prefix>.json.
        copyInto(dir.path(), kSummary, QStringLiteral("llama_c1.json"));
        copyInto(dir.path(), QStringLiteral("aiperf/csv/profile_export_aiperf.csv"),
                 QStringLiteral("llama_c1.csv"));
        const ParsedFile prefixed =
            parseImportFile(QDir(dir.path()).filePath(QStringLiteral("llama_c1.csv")));
        QCOMPARE(QFileInfo(prefixed.coveredBy).fileName(), QStringLiteral("llama_c1.json"));
    }

    // The summary's per-request acceptance stands over the server's counters.
    void theSummarysAcceptanceStandsOverTheServers()
    {
        QTemporaryDir dir;
        copyInto(dir.path(),
                 QStringLiteral("synthetic/aiperf/spec-decode/profile_export_aiperf.json"));
        copyInto(dir.path(),
                 QStringLiteral("synthetic/aiperf/server-metrics/server_metrics_export.json"));
        const ParsedFile file = parseImportFile(
            QDir(dir.path()).filePath(QStringLiteral("profile_export_aiperf.json")));
        QVERIFY2(file.error.isEmpty(), qPrintable(file.error));
        const Run &run = file.runs.front();
        QCOMPARE(metric(run, "spec_acceptance_rate"), 56.25);
        QCOMPARE(metric(run, "spec_acceptance_length"), 3.25);
        QCOMPARE(run.extra["server_metrics"].value("prefix_cache_hit_rate", 0.0), 0.75);
    }

    void aDamagedServerMetricsExportIsNamed()
    {
        QTemporaryDir dir;
        copyInto(dir.path(), kSummary, QStringLiteral("profile_export_aiperf.json"));
        nlohmann::json exported = nlohmann::json::parse(
            load(QStringLiteral("synthetic/aiperf/server-metrics/server_metrics_export.json"))
                .content.toStdString());
        exported["metrics"]["vllm:prefix_cache_hits"].erase("series");
        writeFileIn(dir.path(), QStringLiteral("server_metrics_export.json"),
                    QByteArray::fromStdString(exported.dump()));
        ParsedFile file = parseImportFile(
            QDir(dir.path()).filePath(QStringLiteral("profile_export_aiperf.json")));
        QVERIFY(file.runs.empty());
        QVERIFY2(file.error.contains(QStringLiteral("server_metrics_export.json")) &&
                     file.error.contains(QStringLiteral("metrics.vllm:prefix_cache_hits")),
                 qPrintable(file.error));
        exported = nlohmann::json::parse(
            load(QStringLiteral("synthetic/aiperf/server-metrics/server_metrics_export.json"))
                .content.toStdString());
        exported["metrics"]["vllm:prefix_cache_hits"]["series"][0]["stats"]["total"] = "many";
        writeFileIn(dir.path(), QStringLiteral("server_metrics_export.json"),
                    QByteArray::fromStdString(exported.dump()));
        file = parseImportFile(
            QDir(dir.path()).filePath(QStringLiteral("profile_export_aiperf.json")));
        QVERIFY(file.runs.empty());
        QVERIFY2(file.error.contains(QStringLiteral("total")), qPrintable(file.error));
    }

    // The aggregates carry aiperf_version and schema_version as the summary does, but are not
    // runs: read as one, their "metrics" would be lost and a run of nothing stored.
    void aggregatesAreNeverRuns_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("says");
        QTest::newRow("aggregate")
            << "synthetic/aiperf/multi-run/aggregate/profile_export_aiperf_aggregate.json"
            << "aggregate across profile runs (run_0001, run_0002, run_0003)";
        QTest::newRow("collated")
            << "synthetic/aiperf/multi-run/aggregate/profile_export_aiperf_collated.json"
            << "collated per-request statistics across profile runs (run_0001, run_0002)";
        QTest::newRow("sweep")
            << "synthetic/aiperf/sweep/sweep_aggregate/profile_export_aiperf_sweep.json"
            << "sweep aggregate";
        QTest::newRow("sweep, per-value shape")
            << "synthetic/aiperf/sweep/profile_export_aiperf_sweep_per_value.json"
            << "sweep aggregate";
        QTest::newRow("accuracy results alone")
            << "synthetic/aiperf/accuracy_results_v2.csv"
            << "accuracy results of a benchmark, not a run: import profile_export_aiperf.json";
        QTest::newRow("timeslices alone")
            << "synthetic/aiperf/profile_export_aiperf_timeslices.json"
            << "import profile_export_aiperf.json of the same benchmark";
        QTest::newRow("server metrics alone")
            << "synthetic/aiperf/server-metrics/server_metrics_export.json"
            << "server metrics export of a benchmark, not a run: import "
               "profile_export_aiperf.json";
        QTest::newRow("server scrapes alone")
            << "synthetic/aiperf/server-metrics/server_metrics_export.jsonl"
            << "server metrics scrapes of a benchmark, not a run";
        QTest::newRow("summary table alone (real)")
            << "aiperf/csv/profile_export_aiperf.csv"
            << "summary table (the figures of its JSON summary) of a benchmark, not a run: "
               "import profile_export_aiperf.json";
        QTest::newRow("time-slice table alone")
            << "synthetic/aiperf/profile_export_aiperf_timeslices.csv"
            << "time-slice table of a benchmark, not a run";
        QTest::newRow("steady-state table alone")
            << "synthetic/aiperf/profile_export_aiperf_steady_state.csv"
            << "steady-state table of a benchmark, not a run";
        QTest::newRow("server metrics table alone")
            << "synthetic/aiperf/server-metrics/server_metrics_export.csv"
            << "server metrics table of a benchmark, not a run";
    }

    void aggregatesAreNeverRuns()
    {
        QFETCH(QString, path);
        QFETCH(QString, says);
        const ImportInput input = load(path);
        QCOMPARE(detectImporter(input)->format(), RunFormat::AiPerf);
        // Not a summary: it asks for none of the summary's companions.
        QVERIFY(importerFor(RunFormat::AiPerf).companionPaths(input).isEmpty());
        const QString failure = failureOf(importerFor(RunFormat::AiPerf), input);
        QVERIFY2(failure.contains(says), qPrintable(failure));
    }

    // A multi-run folder: each profile run's summary is a run, its trial its repeat; the
    // aggregate beside them is passed over as theirs. Edits: run_info's sweep_id and trial, and
    // the second run's throughput.
    void aMultiRunFolderGivesOneRunPerProfileRun()
    {
        QTemporaryDir dir;
        const QString base = dir.filePath(QStringLiteral("bench"));
        nlohmann::json document = nlohmann::json::parse(summaryBytes().toStdString());
        for (int trial = 0; trial < 2; ++trial) {
            document["run_info"]["sweep_id"] = "sweep-1";
            document["run_info"]["trial"] = trial;
            document["request_throughput"]["avg"] = 0.03 + 0.001 * trial;
            document["benchmark_id"] = "bench-" + std::to_string(trial);
            const QString folder = base + QStringLiteral("/profile_runs/run_000%1").arg(trial + 1);
            QDir().mkpath(folder);
            writeFileIn(folder, QStringLiteral("profile_export_aiperf.json"),
                        QByteArray::fromStdString(document.dump(2)));
        }
        copyInto(base + QStringLiteral("/aggregate"),
                 QStringLiteral(
                     "synthetic/aiperf/multi-run/aggregate/profile_export_aiperf_aggregate.json"));
        QTemporaryDir notebookDir;
        NotebookStore store;
        QVERIFY2(store.open(notebookDir.filePath(QStringLiteral("nb.lanebook"))),
                 qPrintable(store.lastError()));
        for (int pass = 0; pass < 2; ++pass) {
            const ImportCounts counts = importInto(store, {base});
            QVERIFY2(counts.errors.isEmpty(), qPrintable(counts.errors.join(u'\n')));
            QCOMPARE(counts.added, pass == 0 ? 2 : 0);
            QCOMPARE(counts.present, pass == 0 ? 0 : 2);
            QCOMPARE(counts.covered, 1);
        }
        std::vector<qint64> repeats;
        for (const Run &listed : store.runs().list()) {
            const Run run = *store.runs().run(listed.id);
            QCOMPARE(run.extra.value("wave", ""), std::string("aiperf:sweep-1"));
            repeats.push_back(run.extra.value("repeat", qint64(-1)));
            QCOMPARE(metric(run, "requests_per_s"), 0.03 + 0.001 * double(repeats.back()));
        }
        std::sort(repeats.begin(), repeats.end());
        QCOMPARE(repeats, (std::vector<qint64>{0, 1}));
    }
};

QTEST_GUILESS_MAIN(TestAiperfArtifacts)
#include "tst_aiperfartifacts.moc"
