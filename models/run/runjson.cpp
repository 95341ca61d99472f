#include "models/run/runjson.h"

#include <cmath>

namespace lanebook {

nlohmann::json metricValueToJson(double value)
{
    if (std::isinf(value))
        return value > 0 ? "inf" : "-inf";
    return value;
}

nlohmann::json runToJson(const Run &run)
{
    nlohmann::json metrics = nlohmann::json::object();
    nlohmann::json originalKeys = nlohmann::json::object();
    for (const MetricValue &m : run.metrics) {
        if (std::isnan(m.value))
            continue;
        metrics[m.name.toStdString()] = metricValueToJson(m.value);
        if (!m.originalKey.isEmpty())
            originalKeys[m.name.toStdString()] = m.originalKey.toStdString();
    }
    nlohmann::json source = nlohmann::json::object();
    if (!run.source.path.isEmpty()) {
        source["path"] = run.source.path.toStdString();
        source["sha256"] = run.source.sha256.toStdString();
        source["locator"] = run.source.locator.toStdString();
        source["size_bytes"] = run.source.sizeBytes;
    }
    nlohmann::json out = nlohmann::json::object();
    out["id"] = run.id;
    out["uuid"] = run.uuid.isEmpty() ? nlohmann::json() : nlohmann::json(run.uuid.toStdString());
    out["host"] = run.host.isEmpty() ? nlohmann::json() : nlohmann::json(run.host.toStdString());
    out["label"] = run.label.toStdString();
    out["format"] = runFormatId(run.format).toStdString();
    out["model"] = run.model.isEmpty() ? nlohmann::json() : nlohmann::json(run.model.toStdString());
    out["lane"] = run.lane.isEmpty() ? nlohmann::json() : nlohmann::json(run.lane.toStdString());
    out["status"] = runStatusId(run.status).toStdString();
    if (!run.statusReason.isEmpty())
        out["status_reason"] = run.statusReason.toStdString();
    out["started_at"] =
        run.startedAt.isValid()
            ? nlohmann::json(run.startedAt.toUTC().toString(Qt::ISODate).toStdString())
            : nlohmann::json();
    out["config"] = run.config.is_object() ? run.config : nlohmann::json::object();
    out["workload"] = run.workload.is_object() ? run.workload : nlohmann::json::object();
    out["metrics"] = metrics;
    out["metric_original_keys"] = originalKeys;
    out["source"] = source;
    return out;
}

} // namespace lanebook
