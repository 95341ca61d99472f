#pragma once

#include "models/base/expected.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace lanebook {

// A latency SLO: per-request bounds a request must meet to count as good. Each bound is
// optional and inclusive (a request at exactly the bound meets it, as vLLM's goodput counts):
//   ttft_ms  time to first token;
//   tpot_ms  (e2e - ttft) / (output tokens - 1), the request's own time per output token;
//   itl_ms   the 99th percentile of the request's own inter-token gaps;
//   e2e_ms   end-to-end latency.
// Written as text "ttft_ms=200,tpot_ms=50" (the CLI) or JSON {"ttft_ms": 200, "tpot_ms": 50}
// (wave plans, the stored run), always with '.' as the decimal mark.
struct Slo
{
    std::optional<double> ttftMs;
    std::optional<double> tpotMs;
    std::optional<double> itlMs;
    std::optional<double> e2eMs;

    bool isEmpty() const { return !ttftMs && !tpotMs && !itlMs && !e2eMs; }
    // "ttft_ms=200,tpot_ms=50", the bounds in the order above.
    QString toText() const;
    nlohmann::json toJson() const;

    // Every bound a positive finite number, at least one; an unknown key, a repeated key or a
    // bad number is refused naming it and the keys there are.
    static Expected<Slo> fromText(const QString &text);
    static Expected<Slo> fromJson(const nlohmann::json &object);

    friend bool operator==(const Slo &, const Slo &) = default;
};

} // namespace lanebook
