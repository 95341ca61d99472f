#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace lanebook {

// A quality measurement a wave makes beside its speed runs: a command run against each arm
// while its server is up, whose result file becomes runs linked to the arm's speed runs (the
// quality gate reads them; the comparison shows them beside speed). In a plan:
//
//   "quality": [
//     {"name": "kld", "kind": "perplexity",          // llama-perplexity --kl-divergence-base
//      "argv": ["llama-perplexity", "-m", "/models/{config}.gguf", "-f", "wiki.test.raw",
//               "--kl-divergence-base", "/logits/bf16.kld", "--kl-divergence"],
//      "timeout_s": 3600, "when": "per_server_start"},   // | "per_arm"
//     {"name": "arc", "kind": "lm_eval", "tasks": "arc_challenge", "limit": 200},
//     {"name": "mine", "kind": "command",
//      "argv": ["python3", "eval.py", "--url", "{base_url}", "--out", "{out_dir}/r.json"]}]
//
// Placeholders in argv: {base_url} (the arm's OpenAI-compatible root), {model} (the served
// name), {gpus} ("0,1"), {out_dir} (a fresh folder for this step's files), {arm}, {config}.
// Every file the command writes under {out_dir}, and then its own output (stdout and stderr,
// kept as <name>.log there), is read by content with the importers; the first that holds
// results gives the runs. lm_eval without argv runs lm-evaluation-harness against the arm's
// own server (local-completions, base_url={base_url}/v1/completions).
enum class QualityStepKind { Perplexity, LmEval, Command };

enum class QualityStepSchedule {
    PerServerStart, // after every fresh server of the arm, beside the runs it serves
    PerArm,         // once, after the arm's first server start
};

struct WaveQualityStep
{
    QString name;
    QualityStepKind kind = QualityStepKind::Command;
    QStringList argv; // lm_eval: may be empty (defaultLmEvalArgv)
    double timeoutS = 3600.0;
    QualityStepSchedule when = QualityStepSchedule::PerServerStart;
    QString tasks;            // lm_eval: --tasks
    std::optional<int> limit; // lm_eval: --limit

    // The command as written, or lm_eval's default; placeholders not yet filled.
    QStringList effectiveArgv() const;

    friend bool operator==(const WaveQualityStep &, const WaveQualityStep &) = default;
};

// What fills the placeholders of one step's argv.
struct QualityStepPlaceholders
{
    QString baseUrl; // without a trailing '/'
    QString model;
    QList<int> gpus;
    QString outDir;
    QString arm;
    QString config;
};

QStringList expandQualityArgv(const QStringList &argv, const QualityStepPlaceholders &values);
// The placeholders an argument names that expandQualityArgv does not know ("{modle}").
QStringList unknownQualityPlaceholders(const QString &argument);

QString qualityStepKindId(QualityStepKind kind); // "perplexity", "lm_eval", "command"
std::optional<QualityStepKind> qualityStepKindFromId(const QString &id);
QString qualityStepScheduleId(QualityStepSchedule when); // "per_server_start", "per_arm"
std::optional<QualityStepSchedule> qualityStepScheduleFromId(const QString &id);

// Reads one step of the plan's "quality" list; errors start with `path`.
std::optional<WaveQualityStep> qualityStepFromJson(const nlohmann::json &object,
                                                   const QString &path, QStringList &errors);
nlohmann::json qualityStepToJson(const WaveQualityStep &step);
// What is wrong with the steps of a plan (names, commands, placeholders, timeouts).
QStringList checkQualitySteps(const std::vector<WaveQualityStep> &steps);

} // namespace lanebook
