#pragma once

// The steps of buildComparison, shared by its source files; not part of the public API
// (comparisonreport.h is).
#include "models/comparison/comparisonreport.h"

#include <QString>

#include <optional>
#include <vector>

namespace lanebook::ComparisonSteps {

// The runs of both arms at one workload point.
struct PointRuns
{
    WorkloadPoint point;
    std::vector<const Run *> control;
    std::vector<const Run *> candidate;
};

// Groups both arms' runs by workload point (a run joins the first point it matches), in grid
// order; points with runs of one arm only are included.
std::vector<PointRuns> groupByPoint(const std::vector<const Run *> &control,
                                    const std::vector<const Run *> &candidate);

// Runs of one point arranged for the comparison: when paired, control[i] pairs with
// candidate[i]; leftOut are runs whose repeat slot has no partner.
struct Pairing
{
    PairingKind kind = PairingKind::Unpaired;
    std::vector<const Run *> control;
    std::vector<const Run *> candidate;
    std::vector<const Run *> leftOut;
};

Pairing pairRuns(const std::vector<const Run *> &control,
                 const std::vector<const Run *> &candidate);

// The metric values of one computed point, in pairing order, for the overall.
struct PointValues
{
    std::vector<double> control;
    std::vector<double> candidate;
    bool paired = false;
    bool usable = false;               // every value positive and finite
    const Run *firstControl = nullptr; // the first pair, for the config diff
    const Run *firstCandidate = nullptr;
};

// Fills the overall fields of the report from its points (the rules in comparisonreport.h).
void computeOverall(ComparisonReport &report, const std::vector<PointValues> &values,
                    const ComparisonRequest &request);

// The planner's pairs at one point: the sample_size gate's pairs_needed, read from the
// point's gates so that the gate's reason and the message never name two numbers.
std::optional<int> plannedPairs(const std::vector<GateResult> &pointGates);

// A paired message that ends with the statistics' "Run N more interleaved repeats", N counted
// to the exact interval's minimum, with that sentence replaced by the planner's number:
// `planned` pairs, so planned - pairsPerPoint more repeats. `pairs` is the count the message
// was written for (the pooled total for an overall). Any other message is returned as it is.
QString withPlannerNumber(const QString &message, int pairs, int pairsPerPoint, int planned,
                          double confidence);

// "label" (or "run 12") of one run, and of a list: the first five, then "and N more".
QString runName(const Run &run);
QString runNames(const std::vector<const Run *> &runs);

} // namespace lanebook::ComparisonSteps
