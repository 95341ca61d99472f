#pragma once

#include "models/gates/gateresult.h"
#include "models/run/run.h"
#include "models/statistics/pairedcomparison.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace lanebook {

// The variable under test as the user named it, when one change takes several settings
// (`--speculative-model X --num-speculative-tokens 5`): the one_variable gate counts the keys
// it covers as one. A key matches a diff key path whole ("config.argv.--speculative-model"),
// by its last part ("speculative_config"), or as a flag without its dashes
// ("speculative-model"). Declared by a comparison (ComparisonRequest, `compare --variable`)
// or carried by a wave's runs as extra["variable_under_test"] = {"name", "keys": [...]}.
struct DeclaredVariable
{
    QString name;
    QStringList keys;

    bool covers(const QString &keyPath) const;
    // From a run's extra["variable_under_test"]; std::nullopt when absent or without keys.
    static std::optional<DeclaredVariable> fromJson(const nlohmann::json &json);
};

// The validity gates that judge a comparison of a candidate arm with a control arm at one
// workload point: the runs of each arm (with their start times), and the paired statistics
// of the compared metric.
struct ComparisonGateContext
{
    QString metricName = QStringLiteral("output_tok_per_s"); // the metric compared
    std::optional<stats::PairedComparison> paired;           // from stats::comparePaired
    // Run-to-run spread for the sample-size planner, in percent. When absent: from the paired
    // log ratios (control[i] with candidate[i], as comparePaired pairs them) as
    // sd(log B/A) / sqrt(2), so that the planner's 2 (z CV / effect)^2 is the paired sample
    // size; else the control arm's CV.
    std::optional<double> cvPercent;
    // Named by the comparison; else read from the candidate's (then the control's) first run.
    std::optional<DeclaredVariable> variable;
    // The arms' quality runs (ComparisonRequest::controlQualityRuns): quality after quantizing
    // reads them with the arms' own runs.
    const std::vector<Run> *controlQualityRuns = nullptr;
    const std::vector<Run> *candidateQualityRuns = nullptr;
};

// Interleaving: fewer than 3 repeats per arm (distinct processes where runs record a pid) fail;
// arms run one after the other (AAAA then BBBB) fail; an arm more than twice in a row warns.
constexpr int kMinimumRepeatsPerArm = 3;

// Quality after quantizing: the more-quantized arm (fewer bits per weight) beating the other
// by more than noise fails. Perplexity: by more than 2 combined standard errors, or 0.5% when
// no error is recorded. KL mean: lower by more than 10%. Top-1 agreement: higher by more than
// half a point. Acceptance rate: higher at z > 1.96 given the draft tokens, or by more than a
// point (warn) when they are not recorded. Acceptance length: longer by more than 1% (warn).
// Any other quality score both arms record (an lm-eval or llama-perplexity task, KL p99):
// better by more than 2 combined standard errors fails; without standard errors, better by more
// than 0.5% warns.
constexpr double kPerplexityImprovementSigmas = 2.0;
constexpr double kPerplexityImprovementShare = 0.005;
constexpr double kKlImprovementShare = 0.10;
constexpr double kTop1ImprovementPoints = 0.005;
constexpr double kAcceptanceRateWarnPoints = 0.01;
constexpr double kAcceptanceLengthWarnShare = 0.01;
constexpr double kScoreImprovementSigmas = 2.0;
constexpr double kScoreImprovementWarnShare = 0.005;

// One setting at most differs between the arms (config keys, recipe keys, env, argv flag by
// flag, workload), and none within an arm; mechanical differences (ports, log paths, aliases)
// are listed and not counted, and the keys of a declared variable count as one. Held-fixed
// variables recorded on one side only warn. Uses diffRuns (models/configdiff).
GateResult checkOneVariable(const std::vector<Run> &control, const std::vector<Run> &candidate,
                            std::optional<DeclaredVariable> variable = std::nullopt);
// Speculative decoding as a covariate: where both arms record their acceptance rate
// (spec_acceptance_rate: Lanebook's scrape, vLLM, llama.cpp, AIPerf), the arms' medians differing
// by more than kAcceptanceCovariateSpreads run-to-run standard deviations (the larger arm's) and
// by more than kAcceptanceCovariateMinPoints warns, unless the variable under test (declared, or
// the setting that differs) is speculative decoding itself: a speed difference may then come
// from how well the drafts fared (other prompts, a sampling change) rather than the variable.
// Reported under one_variable, with which comparisonGates() merges it; does not apply without
// acceptance on both sides or with fewer than two runs on either.
constexpr double kAcceptanceCovariateSpreads = 3.0;
constexpr double kAcceptanceCovariateMinPoints = 1.0;
GateResult checkAcceptanceCovariate(const std::vector<Run> &control,
                                    const std::vector<Run> &candidate,
                                    std::optional<DeclaredVariable> variable = std::nullopt);
// What the GPUs' telemetry says outside the config (RunTelemetrySummary's extra.power_limit_w and
// extra.energy): a power limit that differs between the arms, or changed during a run, warns (a
// setting no config records that moves speed and energy alike); an energy counter that went
// backwards (a wrap, a driver reload) warns that its run's energy counts only the rises.
// Reported under one_variable with the acceptance covariate; does not apply when no run of
// either arm records a power limit or energy.
GateResult checkTelemetryCovariates(const std::vector<Run> &control,
                                    const std::vector<Run> &candidate);
// Whether a setting's key names speculative decoding (--speculative-config, draft_depth,
// num_speculative_tokens, an EAGLE, Medusa, MTP or n-gram drafter).
bool isSpeculativeKey(const QString &keyPath);
// Arm order by start time (stats::checkArmOrder) and repeats per arm per workload point.
GateResult checkInterleaving(const std::vector<Run> &control, const std::vector<Run> &candidate);
// The delta against the noise floor, and the pairs the planner asks for at the control arm's
// CV; for acceptance rates, the draft tokens n ≈ p(1−p)·(1.96/Δ)² asks for.
GateResult checkSampleSize(const std::vector<Run> &control, const std::vector<Run> &candidate,
                           const ComparisonGateContext &context);
// Perplexity, KL, top-1 agreement, acceptance or any other quality score that improves after
// quantizing: a bug that makes the benchmark better. Reads every quality metric both arms record
// (MetricVocabulary::isQualityMetric); does not apply when they share none.
GateResult checkQualityAfterQuantizing(const std::vector<Run> &control,
                                       const std::vector<Run> &candidate);

// Canaries held against the control's (canarycomparisongate.cpp): a canary that fails on the
// candidate and passes on the control fails; one that fails on both warns; a same-as-control
// canary fails when the candidate's outputs agree with the control's on fewer words than its
// min_agreement, and warns when the control's own repeats do not.
GateResult checkCanariesAgainstControl(const std::vector<Run> &control,
                                       const std::vector<Run> &candidate);
// Two verdicts of one gate as one: a does-not-apply side gives way to the other; otherwise
// the worse outcome leads and both reasons and evidence are kept.
GateResult mergeGateResults(const GateResult &first, const GateResult &second);

// The four comparison gates, in their documented order; quality_canary is quality after
// quantizing merged with the canaries held against the control's.
std::vector<GateResult> comparisonGates(const std::vector<Run> &control,
                                        const std::vector<Run> &candidate,
                                        const ComparisonGateContext &context);

} // namespace lanebook
