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
    Json,     // the output must parse as JSON
    ToolCall, // the output must hold a tool call whose JSON parses and has a "name"
    Text,     // the output must contain `expected`
};

// One canary prompt's output, as the wave runner records it before the measured runs.
// In a run it lives in extra["canaries"]: [{"name", "kind": "json" | "tool_call" | "text",
// "output", "expected"}].
struct CanaryOutput
{
    QString name;
    CanaryKind kind = CanaryKind::Json;
    QString output;
    QString expected;
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
