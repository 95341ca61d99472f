#pragma once

#include "models/comparison/outlierflags.h"
#include "models/comparison/qualityrows.h"
#include "models/comparison/workloadpoint.h"
#include "models/configdiff/configdiff.h"
#include "models/gates/runjudgement.h"
#include "models/ledger/gpubandwidthtable.h"
#include "models/run/run.h"
#include "models/statistics/bootstrap.h"
#include "models/statistics/decision.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace lanebook {

// A comparison of a candidate arm with a control arm (the Compare view and
// `lanebook-cli compare`): one builder for the CLI and the Compare tab, so both show the
// same numbers, gates and messages.
//
// Rules:
// - Runs are grouped into workload points (workloadpoint.h lists the variables); only points
//   that both arms measured are compared, one row each, in grid order.
// - Within a point, runs pair by repeat slot (wave, repeat) when every run there records one
//   (a planned wave is interleaved by construction; a slot without its partner is left out,
//   named in the notes); else, with equal run counts and start
//   times, by start-time order when each pair ran back to back (A,B,A,B or A,B,B,A). Paired
//   points use stats::comparePaired (Hodges-Lehmann delta, exact Walsh or BCa interval,
//   Wilcoxon p). Otherwise the point is unpaired: stats::compareUnpaired (Welch on logs, its
//   p), labelled "not drift-controlled".
// - The noise floor of a point is the override, else the A/A floor measured from the
//   control arm's repeats at that point (stats::noiseFloorFromRepeats, needs 3); the
//   decision threshold is max(1%, floor).
// - p-values of several points are Holm-adjusted (the raw value is kept). A point's verdict
//   is the decision rule on its interval, not on the adjusted p.
// - Overall: one computed point gives the overall numbers itself. Several paired points pool
//   their paired log ratios into one paired comparison (the median ratio over all pairs;
//   n_pairs is the total). When any point is unpaired, the overall is the inverse-variance
//   (fixed-effect) combination of the points' Welch log deltas with a normal interval,
//   unpaired. The overall noise floor comes from the control repeats centred on their
//   point's mean, when every point has the 3 repeats a floor needs; with fewer it is unknown
//   (noiseFloorUnknownText()), never a floor pooled from points that measured none.
// - One planner number: each point's plannedPairs is its sample_size gate's, and a "too few
//   pairs" message asks for that many (comparisonsteps.h withPlannerNumber).
// - Nothing is computed at a point where a run's metric is zero or negative (logs), and the
//   runs that lack the metric are left out by name; with no shared point, an empty arm, or
//   the metric missing on a whole arm, `comparable` is false and `message` says what is
//   missing and what would make the comparison possible. Numbers that cannot be computed
//   are std::nullopt, never 0.

struct ComparisonRequest
{
    QString metricName; // empty: defaultComparisonMetric(control, candidate)
    double confidence = 0.95;
    std::optional<double> noiseFloorPercent; // overrides the floor measured from repeats
    std::uint64_t seed = stats::kDefaultBootstrapSeed;
    const GpuBandwidthTable *bandwidthTable = nullptr; // for the run gates; built-in if null
    // The variable under test when one change takes several keys (the one_variable gate
    // counts them as one); else what the runs carry in extra["variable_under_test"].
    std::optional<DeclaredVariable> variable;
    // Whether more is better, when the caller knows (`check --metric NAME:lower`); else
    // metricDirection(metricName), from the vocabulary.
    std::optional<stats::MetricDirection> direction;
    // The runs of each arm's quality steps (a wave's perplexity, KL or lm-eval runs, linked
    // from its speed runs' extra "quality_runs"): shown beside speed (ComparisonReport::quality)
    // and read by the quality_canary gate with the arm's own runs; never compared as points.
    std::vector<Run> controlQualityRuns;
    std::vector<Run> candidateQualityRuns;
};

// An arm's runs followed by its quality runs, for what reads both (quality rows, the gate).
std::vector<Run> withQualityRuns(const std::vector<Run> &runs, const std::vector<Run> &quality);

enum class PairingKind {
    RepeatSlot,     // (wave, repeat) recorded on every run at the point
    StartTimeOrder, // back-to-back pairs in time
    Unpaired,       // not drift-controlled
};

enum class OverallMethod {
    None,            // nothing could be computed
    SinglePoint,     // the one computed point
    PooledPairs,     // paired log ratios of all paired points pooled
    InverseVariance, // fixed-effect combination of the points' Welch log deltas
};

struct RunRef
{
    qint64 id = 0;
    QString label;
};

// One row of the comparison table: a workload point both arms measured.
struct PointComparison
{
    WorkloadPoint point;
    // The runs at this point; when paired, controlRunIds[i] pairs with candidateRunIds[i].
    std::vector<qint64> controlRunIds;
    std::vector<qint64> candidateRunIds;
    PairingKind pairing = PairingKind::Unpaired;
    int pairs = 0; // 0 when unpaired
    std::optional<double> controlMedian;
    std::optional<double> candidateMedian;
    std::optional<double> deltaPercent; // 100 (B/A - 1)
    std::optional<double> ciLowPercent;
    std::optional<double> ciHighPercent;
    std::optional<double> pValue;    // Holm-adjusted when several points have one
    std::optional<double> pValueRaw; // Wilcoxon (paired) or Welch (unpaired)
    stats::Verdict verdict = stats::Verdict::NotEnoughData;
    std::optional<double> noiseFloorPercent;
    double thresholdPercent = stats::kMinimumDecisionThresholdPercent;
    // The pairs the sample-size planner asks for at this point's spread (the sample_size
    // gate's pairs_needed): the one number the gate's reason and the message's "run N more"
    // both use. std::nullopt when the spread or the delta is unknown.
    std::optional<int> plannedPairs;
    QString method;                // "exact Wilcoxon signed-rank interval", "Welch on logs", ...
    QString message;               // why a number is missing, what would make it possible
    std::vector<GateResult> gates; // the comparison gates at this point
    // Runs that stand out from their arm's repeats at this point (outlierflags.h), also
    // named in the report's notes; they stay in every number above.
    std::vector<RepeatOutlier> outliers;

    bool isPaired() const { return pairing != PairingKind::Unpaired; }
};

struct ComparisonReport
{
    QString metricName;
    stats::MetricDirection direction = stats::MetricDirection::HigherIsBetter;
    bool metricChosenAutomatically = false;
    double confidence = 0.95;        // of every interval in the report
    QString key;                     // comparisonKey(): where the gates are stored
    std::vector<RunRef> controlRuns; // every run given, in the order given
    std::vector<RunRef> candidateRuns;

    // Quality beside speed: every quality metric of the arms' runs and their quality runs.
    std::vector<QualityRow> quality;
    std::vector<PointComparison> points;          // shared points, in grid order
    std::vector<WorkloadPoint> controlOnlyPoints; // measured by the control arm only
    std::vector<WorkloadPoint> candidateOnlyPoints;

    // Overall (see the rules above).
    stats::Verdict verdict = stats::Verdict::NotEnoughData;
    OverallMethod overallMethod = OverallMethod::None;
    bool paired = false;      // every computed point paired
    std::optional<int> pairs; // total pairs; std::nullopt when unpaired
    std::optional<double> deltaPercent;
    std::optional<double> ciLowPercent;
    std::optional<double> ciHighPercent;
    std::optional<double> pValue;
    std::optional<double> noiseFloorPercent;
    QString noiseFloorSource; // "override", "control repeats", or empty
    double thresholdPercent = stats::kMinimumDecisionThresholdPercent;
    std::optional<double> cvPercent;               // run-to-run spread behind the planner
    std::optional<double> detectableEffectPercent; // smallest effect these pairs detect
    std::optional<int> plannedPairs;               // the points' largest plannedPairs

    ConfigDiff configDiff; // first shared point's control run -> candidate run
    // The comparison gates (worst per gate over the points) and each run gate's worst over
    // all runs; suggestion as for a run.
    Judgement judgement;

    bool comparable = false; // at least one shared point with usable values on both arms
    QString message;         // set when the overall numbers are missing: why, and the fix
    QStringList notes;       // runs or points left out, and why
    // The requests behind the notes' one-line request-outlier summaries, each with its rule
    // ("run-4: request 7's TTFT 3000.0 ms (...)"): details on demand, never in the notes.
    QStringList requestOutlierDetails;

    const PointComparison *point(const WorkloadPoint &where) const;
    QString runLabel(qint64 id) const; // the label, else "run <id>"
};

ComparisonReport buildComparison(const std::vector<Run> &control, const std::vector<Run> &candidate,
                                 const ComparisonRequest &request = {});

// The metric a comparison of these runs is about when none is named: each run's natural
// throughput (llama-bench: gen_tok_per_s for a generation test, prompt_tok_per_s for a
// prompt test; others: output_tok_per_s, total_tok_per_s, requests_per_s, ...), the one most
// runs have. Empty when no run records a throughput.
QString defaultComparisonMetric(const std::vector<Run> &control, const std::vector<Run> &candidate);

// Direction from MetricVocabulary; metrics outside it are taken as higher-is-better.
stats::MetricDirection metricDirection(const QString &metricName);

// "control:1,2,3;candidate:4,5,6;metric:output_tok_per_s" with ids sorted: the same runs and
// metric always give the same key, and swapping the arms gives another.
QString comparisonKey(std::vector<qint64> controlRunIds, std::vector<qint64> candidateRunIds,
                      const QString &metricName);

// "faster", "slower", "within-noise", "not-enough-data" (the ids of `compare --json`).
QString verdictId(stats::Verdict verdict);
QString pairingText(PairingKind pairing); // translated
// What every place that shows the noise floor says when there is none: "unknown: repeat each
// arm at least 3 times" (the A/A floor needs three control repeats at each point; the decision
// threshold is the 1% minimum meanwhile). Translated.
QString noiseFloorUnknownText();
QString overallMethodText(OverallMethod method); // translated

// The `lanebook-cli compare --json` shape: {"verdict", "delta_pct",
// "ci95_pct": [lo, hi], "p", "n_pairs", "paired", "points": [...], "gates": [...]}, plus
// "metric", "metric_chosen_automatically", "direction", "confidence", "comparable", "message",
// "notes", "key", "overall_method", "config_diff", "noise_floor_pct", "noise_floor_source",
// "threshold_pct", "cv_pct", "detectable_effect_pct", "planned_pairs", "suggested_status",
// "verdict_counts", "verdict_note" (comparisonclaim.h: whether the verdict counts, and the
// sentence saying why not, else null), "control_runs",
// "candidate_runs", "control_only_points", "candidate_only_points". Each point: {"point": {...},
// "label", "control_runs", "candidate_runs", "paired", "pairing", "n_pairs", "control_median",
// "candidate_median", "delta_pct", "ci95_pct", "p", "p_raw", "verdict", "threshold_pct",
// "noise_floor_pct", "planned_pairs", "method", "message", "gates"}. Missing numbers are null.
// (ci95_pct is the interval at the requested confidence, 95% unless asked otherwise.)
nlohmann::json comparisonToJson(const ComparisonReport &report);

} // namespace lanebook
