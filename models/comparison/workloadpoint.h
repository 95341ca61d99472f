#pragma once

#include "models/run/run.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <vector>

namespace lanebook {

// One variable that places a run on the workload grid. Names are fixed, in this order:
//   concurrency    workload concurrency | max_concurrency | streams, else metric concurrency
//   request_rate   workload request_rate | rate | request_rate_per_s, else metric
//                  request_rate_per_s; "inf" for a closed loop, text for "trace" and the like
//   strategy       GuideLLM's scheduling strategy (synchronous, concurrent, poisson, ...)
//   input_tokens   requested: workload context_tokens | context_length | input_tokens |
//                  input_len | isl | prompt_tokens, random_input_len (random datasets only),
//                  GuideLLM data prompt_tokens; else MEASURED: input_tokens_mean (workload,
//                  then metric), matched within kMeasuredMeanTolerance (2%)
//   output_tokens  requested only (RunEvidence::requestedOutputTokens): a measured output
//                  mean is what a broken candidate changes, so it must not split the point;
//                  a drawn range adds output_tokens_min
//   n_prompt, n_gen, n_depth   llama-bench tests (n_depth 0 when the tool did not write it)
// Everything else in the workload (prompt count, dataset, sampling) is a held-fixed variable
// that the one_variable gate judges, not a point.
struct PointVariable
{
    QString name;
    nlohmann::json value; // a number, "inf", or text
    bool measured = false;

    friend bool operator==(const PointVariable &, const PointVariable &) = default;
};

// Where on the workload grid a run was measured. Two runs are at the same point when they
// record the same variables with equal values (measured ones within 2%).
struct WorkloadPoint
{
    std::vector<PointVariable> variables;

    bool isEmpty() const { return variables.empty(); }
    bool matches(const WorkloadPoint &other) const;
    // "concurrency 64, input 1024 tok, output 128 tok"; "no workload recorded" when empty.
    QString label() const;
    // {"concurrency": 64, "input_tokens": 1024, ...}; measured ones under "input_tokens_mean".
    nlohmann::json toJson() const;
    // Grid order: variable by variable, numbers ascending, "inf" after them, text last.
    bool lessThan(const WorkloadPoint &other) const;
};

WorkloadPoint workloadPointOf(const Run &run);

// A run's repeat slot in a wave: (wave, repeat) from Run::extra, else Run::workload, under
// wave | wave_id and repeat | repeat_index | slot. Empty when the run records no repeat.
struct RepeatSlot
{
    QString wave;
    qint64 repeat = -1;

    bool isValid() const { return repeat >= 0; }
    friend bool operator==(const RepeatSlot &, const RepeatSlot &) = default;
    friend bool operator<(const RepeatSlot &a, const RepeatSlot &b)
    {
        return a.wave != b.wave ? a.wave < b.wave : a.repeat < b.repeat;
    }
};

RepeatSlot repeatSlotOf(const Run &run);

} // namespace lanebook
