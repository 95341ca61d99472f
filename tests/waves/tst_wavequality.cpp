// Quality beside speed in a real wave: two lanebook-mock-server arms, a bf16 control and a
// 2.6-bit candidate whose JSON quotes come out as `\name\` (--corrupt-json-quotes), each with
// a perplexity step (a script that prints a llama-perplexity log derived from the real-format
// sample, its PPL per arm) after every server start and a command step that writes an
// lm-evaluation-harness results file once per arm. The quality runs land linked both ways, the
// comparison (`lanebook-cli compare`) shows them beside speed, and the quality gate fails the
// candidate. Bad input: a step that fails, one that hangs past its timeout and one that writes
// nothing readable are kept on the wave with their log tails while the wave goes on; under
// on_arm_failure "stop" the first failure stops it.
#include "wavetestsupport.h"

#include "backends/notebook/notebookstore.h"
#include "backends/waves/waveexecution.h"
#include "models/waves/waveplanjson.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <set>

using namespace lanebook;
using namespace lanebook::test;

namespace {

const QString kPerplexityLog =
    QStringLiteral(LANEBOOK_TEST_DATA_DIR "/synthetic/llama-perplexity/ppl_wikitext2_16chunks.log");
const QString kLmEvalResults =
    QStringLiteral(LANEBOOK_TEST_DATA_DIR "/lm-eval/arc_challenge-v2.0-res_legacy.json");

// Prints the sample log with the arm's own final estimate, as llama-perplexity prints it, and
// notes the arguments it was given (not a result: Lanebook must pass it over).
QString writePerplexityScript(const QString &folder)
{
    const QString path = QDir(folder).filePath(QStringLiteral("perplexity.sh"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(QStringLiteral("#!/bin/sh\n"
                              "out=\"$1\"; arm=\"$2\"\n"
                              "printf '%s\\n' \"$@\" > \"$out/args.txt\"\n"
                              "case \"$arm\" in A) ppl=6.1042;; *) ppl=7.4518;; esac\n"
                              "sed \"s|Final estimate: PPL = 8.6953 +/- 0.32146|"
                              "Final estimate: PPL = $ppl +/- 0.03100|\" '%1'\n")
                   .arg(kPerplexityLog)
                   .toUtf8());
    return path;
}

nlohmann::json weatherTool()
{
    return {{"type", "function"},
            {"function",
             {{"name", "get_weather"},
              {"parameters",
               {{"type", "object"},
                {"properties", {{"city", {{"type", "string"}}}, {"unit", {{"type", "string"}}}}},
                {"required", {"city", "unit"}}}}}}};
}

nlohmann::json qualityPlan(const nlohmann::json &quality)
{
    nlohmann::json control = mockConfig("bf16", 1.0);
    control["recipe"]["quantization"] = "bf16";
    control["recipe"]["bits_per_weight"] = 16;
    nlohmann::json candidate = mockConfig("q2", 1.0, {QStringLiteral("--corrupt-json-quotes")});
    candidate["recipe"]["quantization"] = "q2_k";
    candidate["recipe"]["bits_per_weight"] = 2.6;
    nlohmann::json plan = twoArmPlan(control, candidate);
    plan["name"] = "mock-quality";
    plan["workload"] = {
        {"concurrency", {1}}, {"context_tokens", {16}}, {"output_tokens", 8}, {"requests", 4}};
    plan["repeats"] = 3;
    plan["canaries"] = {{{"name", "weather-call"},
                         {"kind", "tool_call"},
                         {"prompt", "What is the weather in Paris?"},
                         {"tools", {weatherTool()}},
                         {"max_tokens", 32}},
                        {{"name", "json-object"},
                         {"kind", "json"},
                         {"prompt", "Reply in JSON with a name and a value"},
                         {"max_tokens", 16}}};
    plan["variable"] = {{"name", "quantization"},
                        {"keys", {"quantization", "bits_per_weight", "--corrupt-json-quotes"}}};
    plan["quality"] = quality;
    return plan;
}

struct Recorded
{
    std::map<QString, std::vector<Run>> speedByArm;
    std::map<QString, std::vector<qint64>> idsByArm;
};

Recorded speedRuns(NotebookStore &store, qint64 waveId)
{
    Recorded recorded;
    for (const WaveRunPlacement &placement : store.waves().placements(waveId)) {
        if (const auto run = store.runs().run(placement.runId)) {
            recorded.speedByArm[placement.arm].push_back(*run);
            recorded.idsByArm[placement.arm].push_back(placement.runId);
        }
    }
    return recorded;
}

std::vector<qint64> qualityIdsOf(const Run &run)
{
    std::vector<qint64> ids;
    if (run.extra.contains("quality_runs"))
        for (const nlohmann::json &id : run.extra["quality_runs"])
            ids.push_back(id.get<qint64>());
    return ids;
}

const nlohmann::json *gateNamed(const nlohmann::json &report, const std::string &gate)
{
    for (const nlohmann::json &g : report["gates"]) {
        if (g.value("gate", std::string()) == gate)
            return &g;
    }
    return nullptr;
}

} // namespace

class TestWaveQuality : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void qualityBesideSpeedAndTheGateFailsTheCorruptArm();
    void failingHangingAndUnreadableStepsAreKeptOnTheWave();
    void stopPolicyStopsAtTheFirstFailedStep();
    void filesGoBesideTheNotebookUnlessTold();
};

void TestWaveQuality::qualityBesideSpeedAndTheGateFailsTheCorruptArm()
{
    const QString script = writePerplexityScript(m_dir.path());
    const nlohmann::json quality = {{{"name", "ppl"},
                                     {"kind", "perplexity"},
                                     {"argv",
                                      {"/bin/sh", script.toStdString(), "{out_dir}", "{arm}",
                                       "{base_url}", "{model}", "{gpus}", "{config}"}},
                                     {"timeout_s", 30}},
                                    {{"name", "arc"},
                                     {"kind", "command"},
                                     {"argv",
                                      {"/bin/sh", "-c", "cp \"$0\" \"$1/results.json\"",
                                       kLmEvalResults.toStdString(), "{out_dir}"}},
                                     {"when", "per_arm"},
                                     {"timeout_s", 30}}};
    const WavePlanParse parsed = wavePlanFromJson(qualityPlan(quality));
    QVERIFY2(parsed.plan, qPrintable(parsed.errors.join(u'\n')));

    const QString notebook = m_dir.filePath(QStringLiteral("quality.lanebook"));
    WaveControl control;
    WaveOptions options{m_dir.filePath(QStringLiteral("servers"))};
    options.qualityDirectory = m_dir.filePath(QStringLiteral("quality"));
    const WaveOutcome outcome = executeWave(*parsed.plan, notebook, control, {}, options);
    QVERIFY2(outcome.errors.isEmpty(), qPrintable(outcome.errors.join(u'\n')));
    QCOMPARE(outcome.count(WaveStepOutcome::Recorded), 6);
    // Perplexity after each of the 3 server starts of each arm, the lm-eval file once per arm.
    QCOMPARE(outcome.quality.size(), size_t(8));
    for (const QualityStepResult &step : outcome.quality) {
        QVERIFY2(step.succeeded, qPrintable(step.message));
        QCOMPARE(step.runIds.size(), size_t(1));
        QCOMPARE(step.format, step.step == QStringLiteral("ppl")
                                  ? QStringLiteral("llama-perplexity")
                                  : QStringLiteral("lm-eval"));
    }

    NotebookStore store;
    QVERIFY2(store.open(notebook, NotebookStore::Access::ReadOnly), qPrintable(store.lastError()));
    const Recorded recorded = speedRuns(store, outcome.waveId);
    QCOMPARE(recorded.idsByArm.at(QStringLiteral("A")).size(), size_t(3)); // no quality run here
    QCOMPARE(recorded.idsByArm.at(QStringLiteral("B")).size(), size_t(3));

    const std::map<QString, double> perplexity{{QStringLiteral("A"), 6.1042},
                                               {QStringLiteral("B"), 7.4518}};
    for (const auto &[arm, runs] : recorded.speedByArm) {
        std::set<qint64> perStart;
        std::set<qint64> perArm;
        for (const Run &speed : runs) {
            // Each speed run names the quality runs beside it: its server's and its arm's.
            const std::vector<qint64> ids = qualityIdsOf(speed);
            QCOMPARE(ids.size(), size_t(2));
            for (const qint64 id : ids) {
                const auto quality = store.runs().run(id);
                QVERIFY(quality);
                const nlohmann::json &link = quality->extra["quality_step"];
                QCOMPARE(link.value("wave_id", qint64(0)), outcome.waveId);
                QCOMPARE(QString::fromStdString(link.value("arm", std::string())), arm);
                QVERIFY(!quality->extra.contains("wave")); // pairs with no speed run
                // The arm's recipe, for the quality gate: the same bits as its speed runs.
                QCOMPARE(quality->config.value("bits_per_weight", 0.0),
                         speed.config.value("bits_per_weight", -1.0));
                if (link.value("name", std::string()) == "ppl") {
                    perStart.insert(id);
                    QCOMPARE(quality->format, RunFormat::LlamaPerplexity);
                    QCOMPARE(*quality->metricValue(QStringLiteral("perplexity")),
                             perplexity.at(arm));
                    QVERIFY2(quality->label.startsWith(QStringLiteral("mock-quality-") + arm +
                                                       QStringLiteral("-ppl-s")),
                             qPrintable(quality->label));
                    // The placeholders were filled for this arm's server.
                    QFile args(
                        QFileInfo(QString::fromStdString(link.value("result_file", std::string())))
                            .dir()
                            .filePath(QStringLiteral("args.txt")));
                    QVERIFY2(args.open(QIODevice::ReadOnly), qPrintable(args.fileName()));
                    const QStringList given = QString::fromUtf8(args.readAll()).split(u'\n');
                    const ServerConfig *config = parsed.plan->configOfArm(
                        parsed.plan->arms[arm == QStringLiteral("A") ? 0 : 1]);
                    QCOMPARE(given.value(1), arm);
                    // {base_url}: where this server start answered (the port it picked), as
                    // the speed runs of the same start measured it.
                    QString measuredAt;
                    for (const Run &sameStart : runs) {
                        if (sameStart.extra.value("server_launch", -1) ==
                            link.value("server_launch", -2))
                            measuredAt = QString::fromStdString(
                                sameStart.config.value("url", std::string()));
                    }
                    QVERIFY(measuredPort(nlohmann::json{{"url", measuredAt.toStdString()}}) > 0);
                    QCOMPARE(given.value(2), measuredAt);
                    QCOMPARE(config->baseUrl, QStringLiteral("http://127.0.0.1:0"));
                    QCOMPARE(given.value(3), QStringLiteral("mock-model"));
                    QCOMPARE(given.value(4), arm == QStringLiteral("A") ? QStringLiteral("0")
                                                                        : QStringLiteral("1"));
                    QCOMPARE(given.value(5), config->name);
                } else {
                    perArm.insert(id);
                    QCOMPARE(quality->format, RunFormat::LmEval);
                    QVERIFY(quality->metricValue(QStringLiteral("arc_challenge.acc")));
                }
            }
        }
        QCOMPARE(perStart.size(), size_t(3)); // one per server start
        QCOMPARE(perArm.size(), size_t(1));   // once per arm
    }

    // The comparison, as `lanebook-cli compare` shows it: quality beside speed, and the quality
    // gate failing the candidate, with the perplexity it read from the quality runs.
    QStringList args{QStringLiteral("--notebook"), notebook, QStringLiteral("compare"),
                     QStringLiteral("--control")};
    for (const qint64 id : recorded.idsByArm.at(QStringLiteral("A")))
        args << QString::number(id);
    args << QStringLiteral("--candidate");
    for (const qint64 id : recorded.idsByArm.at(QStringLiteral("B")))
        args << QString::number(id);
    const CliResult text = runCli(args);
    QVERIFY2(text.exitCode == 0, text.err.constData());
    // Quality rows by the names people read; an lm-eval task keeps its own.
    QVERIFY2(text.out.contains("Quality beside speed") && text.out.contains("\n  Perplexity ") &&
                 text.out.contains("arc_challenge.acc"),
             text.out.constData());
    args.insert(2, QStringLiteral("--json"));
    const CliResult compared = runCli(args);
    QVERIFY2(compared.exitCode == 0, compared.err.constData());
    const nlohmann::json report = nlohmann::json::parse(compared.out.toStdString());
    std::map<std::string, nlohmann::json> qualityRows;
    for (const nlohmann::json &row : report["quality"])
        qualityRows[row.value("metric", std::string())] = row;
    QVERIFY2(qualityRows.count("perplexity") && qualityRows.count("arc_challenge.acc"),
             report["quality"].dump().c_str());
    QCOMPARE(qualityRows["perplexity"]["control_median"].get<double>(), 6.1042);
    QCOMPARE(qualityRows["perplexity"]["candidate_median"].get<double>(), 7.4518);
    QCOMPARE(qualityRows["perplexity"]["control_runs"].get<int>(), 3);
    QVERIFY(report["points"][0]["control_median"].is_number()); // speed, beside it
    const nlohmann::json *gate = gateNamed(report, "quality_canary");
    QVERIFY2(gate, report["gates"].dump().c_str());
    QCOMPARE(gate->value("outcome", std::string()), std::string("fail"));
    const std::string reason = gate->value("reason", std::string());
    QVERIFY2(reason.find("weather-call") != std::string::npos &&
                 reason.find("passes on the control") != std::string::npos,
             reason.c_str());
    QCOMPARE((*gate)["evidence"].value("perplexity_reference", 0.0), 6.1042);
    QCOMPARE((*gate)["evidence"].value("perplexity_quantized", 0.0), 7.4518);
}

void TestWaveQuality::failingHangingAndUnreadableStepsAreKeptOnTheWave()
{
    const nlohmann::json quality = {
        {{"name", "exits"},
         {"argv",
          {"/bin/sh", "-c",
           "echo loading the model; echo 'CUDA error: out of memory' >&2; exit 3"}}},
        {{"name", "hangs"},
         {"argv", {"/bin/sh", "-c", "echo started; exec sleep 60"}},
         {"timeout_s", 1}},
        {{"name", "nothing"},
         {"argv", {"/bin/sh", "-c", "echo 'no numbers here' > \"$0/notes.txt\"", "{out_dir}"}}}};
    nlohmann::json json = qualityPlan(quality);
    json["repeats"] = 1;
    const WavePlanParse parsed = wavePlanFromJson(json);
    QVERIFY2(parsed.plan, qPrintable(parsed.errors.join(u'\n')));

    const QString notebook = m_dir.filePath(QStringLiteral("bad-steps.lanebook"));
    WaveControl control;
    WaveOptions options{m_dir.filePath(QStringLiteral("servers-bad"))};
    options.qualityDirectory = m_dir.filePath(QStringLiteral("quality-bad"));
    QElapsedTimer timer;
    timer.start();
    const WaveOutcome outcome = executeWave(*parsed.plan, notebook, control, {}, options);
    // The hung step was stopped at its timeout, not waited out: its reason says so (below),
    // and the wave took less than one arm's `sleep 60`, a bound only a hang can miss.
    QVERIFY2(timer.elapsed() < 60000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(outcome.status, WaveStatus::Finished);        // on_arm_failure "continue"
    QCOMPARE(outcome.count(WaveStepOutcome::Recorded), 2); // the speed runs went ahead
    QCOMPARE(outcome.quality.size(), size_t(6));
    for (const QualityStepResult &step : outcome.quality) {
        QVERIFY2(!step.succeeded, qPrintable(step.message));
        QVERIFY(step.runIds.empty());
    }
    QCOMPARE(outcome.errors.size(), 6);

    NotebookStore store;
    QVERIFY2(store.open(notebook, NotebookStore::Access::ReadOnly), qPrintable(store.lastError()));
    const std::vector<WaveStepFailure> failures = store.waves().stepFailures(outcome.waveId);
    QCOMPARE(failures.size(), size_t(6));
    int exits = 0, hangs = 0, nothing = 0;
    for (const WaveStepFailure &failure : failures) {
        if (failure.reason.contains(QStringLiteral("quality step exits"))) {
            ++exits;
            QVERIFY2(failure.reason.contains(QStringLiteral("exited with code 3")),
                     qPrintable(failure.reason));
            QVERIFY2(failure.logTail.contains(QStringLiteral("CUDA error: out of memory")) &&
                         failure.logTail.contains(QStringLiteral("loading the model")),
                     qPrintable(failure.logTail));
        } else if (failure.reason.contains(QStringLiteral("quality step hangs"))) {
            ++hangs;
            QVERIFY2(failure.reason.contains(QStringLiteral("did not finish within 1 s")),
                     qPrintable(failure.reason));
            QVERIFY2(failure.logTail.contains(QStringLiteral("started")),
                     qPrintable(failure.logTail));
        } else if (failure.reason.contains(QStringLiteral("quality step nothing"))) {
            ++nothing;
            QVERIFY2(failure.reason.contains(QStringLiteral("wrote nothing Lanebook can read")) &&
                         failure.reason.contains(QStringLiteral("notes.txt")),
                     qPrintable(failure.reason));
        }
        QVERIFY2(failure.reason.startsWith(QStringLiteral("arm ")), qPrintable(failure.reason));
    }
    QCOMPARE(exits, 2);
    QCOMPARE(hangs, 2);
    QCOMPARE(nothing, 2);
    // No quality run was linked where none was measured.
    for (const auto &[arm, runs] : speedRuns(store, outcome.waveId).speedByArm) {
        for (const Run &run : runs)
            QVERIFY2(!run.extra.contains("quality_runs"), qPrintable(arm));
    }
}

void TestWaveQuality::stopPolicyStopsAtTheFirstFailedStep()
{
    nlohmann::json json =
        qualityPlan({{{"name", "exits"}, {"argv", {"/bin/sh", "-c", "echo broken >&2; exit 2"}}}});
    json["repeats"] = 1;
    json["on_arm_failure"] = "stop";
    const WavePlanParse parsed = wavePlanFromJson(json);
    QVERIFY2(parsed.plan, qPrintable(parsed.errors.join(u'\n')));
    const QString notebook = m_dir.filePath(QStringLiteral("stop.lanebook"));
    WaveControl control;
    WaveOptions options{m_dir.filePath(QStringLiteral("servers-stop"))};
    options.qualityDirectory = m_dir.filePath(QStringLiteral("quality-stop"));
    const WaveOutcome outcome = executeWave(*parsed.plan, notebook, control, {}, options);
    QCOMPARE(outcome.status, WaveStatus::Failed);
    QCOMPARE(outcome.count(WaveStepOutcome::Recorded), 0);
    QCOMPARE(outcome.count(WaveStepOutcome::Failed), 1);
    NotebookStore store;
    QVERIFY2(store.open(notebook, NotebookStore::Access::ReadOnly), qPrintable(store.lastError()));
    const std::vector<WaveStepFailure> failures = store.waves().stepFailures(outcome.waveId);
    QCOMPARE(failures.size(), size_t(1));
    QVERIFY2(failures[0].reason.contains(QStringLiteral("quality step exits failed")),
             qPrintable(failures[0].reason));
    QVERIFY2(failures[0].logTail.contains(QStringLiteral("broken")),
             qPrintable(failures[0].logTail));
}

// The evidence behind a quality run must outlive a reboot and move with its notebook: never
// the temporary folder.
void TestWaveQuality::filesGoBesideTheNotebookUnlessTold()
{
    const QString notebook = m_dir.filePath(QStringLiteral("lab/glm5.lanebook"));
    QCOMPARE(defaultQualityDirectory(notebook), m_dir.filePath(QStringLiteral("lab/glm5-quality")));
    QCOMPARE(defaultQualityDirectory(QStringLiteral("relative.lanebook")),
             QDir::current().filePath(QStringLiteral("relative-quality")));
    const QString team =
        defaultQualityDirectory(QStringLiteral("postgresql://lab@db.example:5432/notebook"));
    QVERIFY2(team.endsWith(QStringLiteral("/lanebook/quality")), qPrintable(team));
    QVERIFY2(!team.startsWith(QDir::tempPath()), qPrintable(team));

    // A wave whose options name no folder writes there.
    const nlohmann::json quality = {{{"name", "arc"},
                                     {"kind", "command"},
                                     {"argv",
                                      {"/bin/sh", "-c", "cp \"$0\" \"$1/results.json\"",
                                       kLmEvalResults.toStdString(), "{out_dir}"}},
                                     {"when", "per_arm"},
                                     {"timeout_s", 30}}};
    const WavePlanParse parsed = wavePlanFromJson(qualityPlan(quality));
    QVERIFY2(parsed.plan, qPrintable(parsed.errors.join(u'\n')));
    QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("lab"))));
    WaveControl control;
    const WaveOptions options{m_dir.filePath(QStringLiteral("servers-default"))};
    const WaveOutcome outcome = executeWave(*parsed.plan, notebook, control, {}, options);
    QVERIFY2(outcome.errors.isEmpty(), qPrintable(outcome.errors.join(u'\n')));
    QCOMPARE(outcome.quality.size(), size_t(2)); // once per arm
    NotebookStore store;
    QVERIFY2(store.open(notebook, NotebookStore::Access::ReadOnly), qPrintable(store.lastError()));
    for (const QualityStepResult &step : outcome.quality) {
        QVERIFY2(step.succeeded, qPrintable(step.message));
        QCOMPARE(step.runIds.size(), size_t(1));
        const auto run = store.runs().run(step.runIds.front());
        QVERIFY(run);
        const QString file =
            QString::fromStdString(run->extra["quality_step"].value("result_file", std::string()));
        QVERIFY2(file.startsWith(m_dir.filePath(QStringLiteral("lab/glm5-quality/wave-"))),
                 qPrintable(file));
        QVERIFY(QFileInfo::exists(file));
    }
}

QTEST_GUILESS_MAIN(TestWaveQuality)
#include "tst_wavequality.moc"
