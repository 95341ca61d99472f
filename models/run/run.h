#pragma once

#include "models/run/runformat.h"

#include <QDateTime>
#include <QString>

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <vector>

namespace lanebook {

// One number of a run, under its vocabulary name (metricvocabulary.h), with the key the tool
// wrote it under so that nothing is lost in translation. Values may be +inf (an infinite
// request rate); NaN means the tool wrote NaN and is kept out of the notebook.
struct MetricValue
{
    QString name;
    double value = 0.0;
    QString originalKey;

    friend bool operator==(const MetricValue &, const MetricValue &) = default;
};

// Where a run came from: the file, its content hash, and which object/line/row in it.
// The (sha256, locator) pair makes re-import idempotent.
struct RunSource
{
    QString path;
    QString sha256;
    QString locator; // e.g. "object 2", "line 5", "row 3", "benchmark 0"
    qint64 sizeBytes = 0;

    friend bool operator==(const RunSource &, const RunSource &) = default;
};

// One request of a serving run, as the client saw it. Times are milliseconds; a value
// the tool did not record is std::nullopt, never 0.
struct RequestSample
{
    int index = 0;
    std::optional<double> sendTimeS; // relative to the run's start, monotonic clock
    std::optional<double> ttftMs;
    std::optional<double> e2elMs;
    std::optional<int> inputTokens;
    std::optional<int> outputTokens;
    std::optional<int> cachedTokens;
    std::vector<float> itlMs; // every inter-chunk gap
    QString finishReason;
    QString error; // empty on success

    friend bool operator==(const RequestSample &, const RequestSample &) = default;
};

struct RunTelemetry; // models/telemetry/runtelemetry.h

// One execution of a config on a workload. A value type: copied across
// threads, filled by importers and the load generator, stored by the notebook.
struct Run
{
    qint64 id = 0; // 0 until stored
    // The run's identity across notebooks (a personal file and a team notebook): given when it
    // is first stored and kept by push and pull, so links to it survive the copy.
    QString uuid;
    // The host the run was measured on (a wave's arm on an ssh host: that host). Empty: the
    // machine that stores it, when Lanebook measured it; unknown for an imported file.
    QString host;
    QString label;
    RunFormat format = RunFormat::Lanebook;
    QString model;
    QString lane; // lane name; empty means "derive from model and hardware"
    RunStatus status = RunStatus::Unjudged;
    QString statusReason;
    QDateTime startedAt;                                // UTC; invalid when the tool did not say
    nlohmann::json config = nlohmann::json::object();   // runtime, backend, gpu, argv...
    nlohmann::json workload = nlohmann::json::object(); // concurrency, rate, lengths...
    std::vector<MetricValue> metrics;
    RunSource source;
    nlohmann::json extra = nlohmann::json::object(); // tool keys outside the vocabulary
    std::vector<RequestSample> samples;
    // A GPU trace the result file came with (AIPerf's gpu_telemetry_export.jsonl), stored under
    // the run when it is imported; null for every other run (Lanebook's own runs store theirs
    // as they are measured). Shared: copies of a run do not copy its samples.
    std::shared_ptr<const RunTelemetry> telemetry;

    const MetricValue *metric(const QString &name) const;
    std::optional<double> metricValue(const QString &name) const;
    // Adds or replaces a metric; NaN values are dropped (missing, not a number).
    void setMetric(const QString &name, double value, const QString &originalKey = {});
};

// The lane a run belongs to when the importer did not name one: model, plus the
// hardware where the run says which.
QString defaultLaneName(const Run &run);

} // namespace lanebook
