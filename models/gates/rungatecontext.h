#pragma once

#include "models/ledger/gpubandwidthtable.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace lanebook {

// Whether a run's throughput is offered as a headline number (fresh responses
// only) or as a diagnostic (synthetic or repeated prompts allowed).
enum class ThroughputClaim { Headline, Diagnostic };

enum class CanaryKind {
    Json,          // the output must parse as JSON
    ToolCall,      // the output must hold a tool call whose JSON parses and has a "name"; with
                   // required keys, its arguments must parse as a JSON object holding them
    Text,          // the output must contain `expected`
    ExactAnswer,   // every probe's answer must be its known answer (canarymatchers.h)
    SameAsControl, // every probe's output must agree with the control arm's, word by word
};

// One prompt of a canary that asks several (exact-answer and same-as-control canaries).
struct CanaryProbeOutput
{
    QString prompt;
    QString expected; // the known answer (exact answer); empty otherwise
    QString output;
    QString error; // why the server gave no output; empty when it answered
};

// One canary's output, as the wave runner records it before the measured runs.
// In a run it lives in extra["canaries"]: [{"name", "kind": "json" | "tool_call" | "text" |
// "exact_answer" | "same_as_control", "output", "expected", and where they apply
// "required_keys", "tool", "min_agreement", "probes": [{"prompt", "expected", "output",
// "error"}], "error", and the verdict at recording time: "passed", "problem"}].
struct CanaryOutput
{
    QString name;
    CanaryKind kind = CanaryKind::Json;
    QString output;
    QString expected;
    // Initialised so that brace-initialising the four members above stays warning-free.
    QString error = {};            // the server gave no output (single-prompt kinds)
    QString toolName = {};         // tool call: the function the call must name; empty: any
    QStringList requiredKeys = {}; // tool call: keys its arguments must hold
    double minAgreement = 0.9;     // same as control: the least word agreement that passes
    std::vector<CanaryProbeOutput> probes = {};
};

// Telemetry summarised over a run. Any field may be missing: vendors and sources differ.
struct TelemetrySummary
{
    std::optional<double> smClockMhzMin;
    std::optional<double> smClockMhzMax;
    std::optional<double> lockedSmClockMhz; // the clock the GPU was locked to, if it was
    std::optional<double> temperatureCStart;
    std::optional<double> temperatureCMax;
    std::optional<quint64> throttleReasonsMask; // NVML clocks-event reasons OR'ed over the run
    QStringList throttleReasons;                // names active at any time during the run
    std::optional<bool> clocksLocked;
};

// What the run gates may know besides the run itself. Every member is optional; where the
// run's own metrics or extra hold the same evidence, the context wins.
struct RunGateContext
{
    const GpuBandwidthTable *bandwidthTable = nullptr; // the built-in table when null
    std::optional<TelemetrySummary> telemetry;         // else sm_clock_mhz_min ... in metrics
    ThroughputClaim claim = ThroughputClaim::Headline; // a tok/s shown is read as a headline
    std::vector<CanaryOutput> canaries;                // else extra["canaries"]
    QStringList promptHashes;                          // else extra["prompt_hashes"]
};

} // namespace lanebook
