#pragma once

#include "models/configdiff/heldfixedvariable.h"
#include "models/run/run.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace lanebook {

// One key whose value differs between two configs or workloads. Nested objects are walked
// and named by dotted paths; arrays compare as whole values. A key present on one side only
// has a null value on the other.
struct ConfigDifference
{
    QString keyPath; // "config.runtime_version", "workload.concurrency", "tp"
    nlohmann::json a;
    nlohmann::json b;
    std::optional<HeldFixedVariable> heldFixed; // set when the key records one
    // A port, a log or PID path, a served-model alias, the arm's config name, a host name or
    // CUDA_VISIBLE_DEVICES on the same GPU model: listed, never counted.
    bool mechanical = false;

    bool isHeldFixed() const { return heldFixed.has_value(); }
    // Present on one side only: whether it was held fixed cannot be told.
    bool isOneSided() const { return a.is_null() != b.is_null(); }
};

// The variables that differ between two configs or workloads (the Compare view, the
// `one_variable` gate). Bookkeeping keys (label, date, URL, pid) are left out; measured means
// ("input_tokens_mean") count as different only beyond kMeasuredMeanTolerance.
struct ConfigDiff
{
    std::vector<ConfigDifference> differences; // in key-path order

    bool isEmpty() const { return differences.empty(); }
    // Held-fixed variables recorded on both sides with different values, each once, in
    // HeldFixedVariable order.
    std::vector<HeldFixedVariable> changedHeldFixed() const;
    // Held-fixed variables recorded on one side only and nowhere changed.
    std::vector<HeldFixedVariable> unverifiedHeldFixed() const;
    // The differences that record `variable`.
    std::vector<ConfigDifference> differencesOf(HeldFixedVariable variable) const;
    // The differences the one_variable gate counts, each key once: everything except the
    // mechanical ones, held-fixed keys recorded on one side only (unverified, not changed;
    // an argv flag added or removed does count), and measured means ("input_tokens_mean")
    // whose held-fixed variable also changed as a setting (they follow from it).
    std::vector<ConfigDifference> counted() const;
    std::vector<ConfigDifference> mechanicalDifferences() const;
};

ConfigDiff diffJson(const nlohmann::json &a, const nlohmann::json &b);

// Two runs' recipes side by side: "model", then "config.*" and "workload.*". An "argv" array
// is compared flag by flag (argvAsSettings): "config.argv.-t", "config.argv.[2]".
ConfigDiff diffRuns(const Run &a, const Run &b);

// A value as one line for a reason sentence: strings unquoted, "—" for a missing value.
QString configValueText(const nlohmann::json &value);

} // namespace lanebook
