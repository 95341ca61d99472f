#pragma once

#include "models/run/run.h"

#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

namespace lanebook::FindingsFormat {

// Numbers and names as the findings document writes them (markdown-safe, no escaping
// needed: digits, signs, '%', '[', ']' are written escaped where GFM would read them).

QString value(const std::optional<double> &value); // 718.83, 0.0123, "—"
// Percentages, intervals and p-values: models/text/numbertext.h.
QString timestamp(const QDateTime &time); // "2026-11-30 02:15 UTC"; "unknown" when invalid

// A metric as people read it (MetricVocabulary::displayName), escaped: "TTFT p99 (ms)".
QString metricName(const QString &metricId);
// The same name with its vocabulary id in a code span, for the one place a section names the
// metric it rests on (the id is what `compare --metric` takes): "TTFT p99 (ms) (`p99_ttft_ms`)";
// only the code span when the name is the id (an lm-eval `arc_challenge.acc`).
QString metricNameWithId(const QString &metricId);

// The name a configuration goes by in the document: the config's own name (config_name,
// label, tag), else "model (quantization)", else the first run's label.
QString configName(const std::vector<Run> &runs);

// The earliest start time of the runs; invalid when none records one.
QDateTime firstStart(const std::vector<Run> &control, const std::vector<Run> &candidate);

} // namespace lanebook::FindingsFormat
