#pragma once

#include "models/run/run.h"

#include <QString>

#include <optional>
#include <vector>

namespace lanebook {

// What a row beside speed judges: the model's output (perplexity, KL, top-1 agreement, an
// lm-eval task), or how well speculative decoding drafts (acceptance rate and length), which
// says nothing about the quality of the output and is listed apart.
// The prefix cache's rows (its hit rate, a conversation's TTFT by turn) say what the cache did,
// beside the speed it gave.
enum class QualityRowKind { Quality, SpeculativeDecoding, PrefixCache };

// A quality metric both arms can be judged on (perplexity, KL, an lm-eval task), or a
// speculative-decoding acceptance metric, with each arm's median over the runs that record it:
// speed is never reported alone.
struct QualityRow
{
    QString metricName;
    QualityRowKind kind = QualityRowKind::Quality;
    std::optional<double> controlMedian;
    std::optional<double> candidateMedian;
    int controlRuns = 0;
    int candidateRuns = 0;

    // 100 (candidate / control - 1); std::nullopt when a side is missing or the control is 0.
    std::optional<double> changePercent() const;
};

// Every quality metric (the vocabulary's quality and speculative groups, standard errors and
// draft-token counts left out) any of the runs records: the quality rows first, then the
// speculative-decoding rows, each in name order.
std::vector<QualityRow> qualityRows(const std::vector<Run> &control,
                                    const std::vector<Run> &candidate);

// "quality", "speculative-decoding" or "prefix-cache" (the JSON's "group").
QString qualityRowKindId(QualityRowKind kind);

} // namespace lanebook
