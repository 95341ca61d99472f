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

// "label" (or "run 12") of one run, and of a list: the first five, then "and N more".
QString runName(const Run &run);
QString runNames(const std::vector<const Run *> &runs);

} // namespace lanebook::ComparisonSteps
