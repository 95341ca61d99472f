#include "backends/importers/profileexport.h"

#include "backends/importers/importer.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/lenientjson.h"
#include "models/run/metricvocabulary.h"

#include <QTimeZone>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>

namespace lanebook::ProfileExport {

namespace {

QString keyName(const std::string &key)
{
    return ImportersTr::tr("key \"%1\"").arg(QString::fromStdString(key));
}

struct LatencyKey
{
    const char *key;
    const char *metric;
};
constexpr LatencyKey kLatencyKeys[] = {
    {"time_to_first_token", "ttft"}, {"inter_token_latency", "itl"}, {"request_latency", "e2el"}};

// Metrics read from "avg" alone (throughputs and counts carry nothing else).
struct AverageKey
{
    const char *key;
    const char *metric;
    const char *unitMustContain; // "" = any unit
};
constexpr AverageKey kAverageKeys[] = {
    {"request_throughput", "requests_per_s", ""},
    {"output_token_throughput", "output_tok_per_s", ""},
    {"total_token_throughput", "total_tok_per_s", ""},
    // Goodput is a rate in genai-perf; some AIPerf docs call it a percentage. Only a
    // requests/sec goodput is the vocabulary's.
    {"request_goodput", "goodput_requests_per_s", "requests/sec"},
    {"goodput", "goodput_requests_per_s", "requests/sec"},
    {"output_sequence_length", "output_tokens_mean", ""},
    {"input_sequence_length", "input_tokens_mean", ""},
    {"request_count", "completed", ""},
    {"error_request_count", "failed", ""},
    // AIPerf 0.10+: the share of prompt tokens the server read from its cache (usage's
    // prompt_tokens_details.cached_tokens), the requests whose output length missed the one
    // asked for (osl_mismatch_count), and the GPUs' energy over the benchmark.
    {"overall_usage_prompt_cache_read_pct", "prefix_cache_hit_pct", "%"},
    {"osl_mismatch_count", "output_length_mismatches", "requests"},
    {"total_gpu_energy", "energy_j", "J"},
    // AIPerf 0.13+ speculative decoding, pooled over the run's verify steps and drafts as
    // vLLM's own counters are: 1 + accepted / steps (the bonus token included), 100 * accepted /
    // drafted, and the drafts proposed. The per-request means (spec_decode_acceptance_length,
    // spec_decode_draft_acceptance_rate) are what aiperfimporter.cpp takes when these are absent.
    {"spec_decode_token_weighted_acceptance_length", "spec_acceptance_length", ""},
    {"spec_decode_overall_draft_acceptance_rate", "spec_acceptance_rate", "%"},
    {"total_draft_tokens", "spec_draft_tokens", "tokens"},
};

QString unitOf(const nlohmann::json &object)
{
    const auto it = object.find("unit");
    return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                                 : QString();
}

// One GPU's summary of one telemetry metric.
struct GpuStats
{
    QString unit;
    const nlohmann::json *stats;
};
using TelemetryByMetric = std::map<std::string, std::vector<GpuStats>>;

std::optional<double> unitFactor(const QString &metric, const QString &unit)
{
    const QString u = unit.trimmed();
    if (metric == QLatin1String("memory")) {
        if (u == QLatin1String("GB"))
            return 1e9;
        if (u == QLatin1String("GiB"))
            return 1073741824.0;
        if (u == QLatin1String("MB"))
            return 1e6;
        if (u == QLatin1String("MiB"))
            return 1048576.0;
        if (u == QLatin1String("B") || u == QLatin1String("bytes"))
            return 1.0;
        return std::nullopt;
    }
    if (metric == QLatin1String("power"))
        return u == QLatin1String("W")    ? std::optional(1.0)
               : u == QLatin1String("mW") ? std::optional(1e-3)
                                          : std::nullopt;
    if (metric == QLatin1String("clock"))
        return u == QLatin1String("MHz")   ? std::optional(1.0)
               : u == QLatin1String("GHz") ? std::optional(1e3)
                                           : std::nullopt;
    if (metric == QLatin1String("temperature"))
        return (u == QLatin1String("C") || u == QStringLiteral("°C")) ? std::optional(1.0)
                                                                      : std::nullopt;
    return u == QLatin1String("%") ? std::optional(1.0) : std::nullopt;
}

enum class Across { Mean, Min, Max };

void summarise(Run &run, const TelemetryByMetric &telemetry, std::size_t gpus,
               const char *vocabulary, std::initializer_list<const char *> sources,
               const char *stat, Across across, const char *kind, const QString &origin)
{
    for (const char *source : sources) {
        const auto found = telemetry.find(source);
        if (found == telemetry.end() || found->second.empty())
            continue;
        // Under one name on some GPUs and another on the rest (two vendors in one host): no
        // figure over some of the GPUs stands for all of them.
        if (found->second.size() != gpus)
            return;
        std::vector<double> values;
        for (const GpuStats &gpu : found->second) {
            const auto factor = unitFactor(QString::fromLatin1(kind), gpu.unit);
            const auto value = LenientJson::numberAt(*gpu.stats, stat,
                                                     keyName(origin.toStdString() + '.' + source));
            if (!factor || !value || !std::isfinite(*value))
                return; // not on every GPU, or in a unit we cannot convert: not exact
            values.push_back(*value * *factor);
        }
        double result = values.front();
        if (across == Across::Mean) {
            double sum = 0.0;
            for (double v : values)
                sum += v;
            result = sum / static_cast<double>(values.size());
        } else if (across == Across::Min) {
            result = *std::min_element(values.begin(), values.end());
        } else {
            result = *std::max_element(values.begin(), values.end());
        }
        run.setMetric(QString::fromLatin1(vocabulary), result,
                      origin + QLatin1Char('.') + QString::fromLatin1(source) + QLatin1Char('.') +
                          QString::fromLatin1(stat));
        return;
    }
}

// Each vocabulary metric from the names AIPerf gave it: the 2025 DCGM names, and since export
// schema 1.5 (AIPerf PR 976, 2026) the vendor's own, "nvidia_*" (its rename map: gpu_power_usage ->
// nvidia_power_usage, gpu_utilization -> nvidia_gpu_utilization, gpu_memory_used ->
// nvidia_memory_used, gpu_temperature -> nvidia_temperature) and "amd_*" (amd_power,
// amd_gfx_activity, amd_memory_used, amd_temperature). The SM clock is only there when the user's
// DCGM metrics file asks for it, under either spelling.
constexpr const char *kTelemetryMetrics[] = {"gpu_util_pct_mean", "power_w_mean",
                                             "sm_clock_mhz_min", "temperature_c_max",
                                             "memory_used_bytes_max"};

void summariseTelemetry(Run &run, const TelemetryByMetric &telemetry, const QString &origin)
{
    // The GPUs that reported anything: a metric counts only when all of them have it.
    std::size_t gpus = 0;
    for (const auto &[name, perGpu] : telemetry)
        gpus = std::max(gpus, perGpu.size());
    summarise(run, telemetry, gpus, "gpu_util_pct_mean",
              {"gpu_utilization", "nvidia_gpu_utilization", "amd_gfx_activity"}, "avg",
              Across::Mean, "percent", origin);
    summarise(run, telemetry, gpus, "power_w_mean",
              {"gpu_power_usage", "nvidia_power_usage", "amd_power"}, "avg", Across::Mean, "power",
              origin);
    summarise(run, telemetry, gpus, "sm_clock_mhz_min",
              {"gpu_clock_sm", "sm_clock_frequency", "sm_clock", "nvidia_sm_clock"}, "min",
              Across::Min, "clock", origin);
    summarise(run, telemetry, gpus, "temperature_c_max",
              {"gpu_temperature", "nvidia_temperature", "amd_temperature"}, "max", Across::Max,
              "temperature", origin);
    summarise(run, telemetry, gpus, "memory_used_bytes_max",
              {"gpu_memory_used", "nvidia_memory_used", "amd_memory_used"}, "max", Across::Max,
              "memory", origin);
}

} // namespace

bool isMetricObject(const nlohmann::json &value)
{
    if (!value.is_object())
        return false;
    const auto unit = value.find("unit");
    return unit != value.end() && unit->is_string();
}

std::optional<double> millisecondsPer(const QString &unit)
{
    const QString u = unit.trimmed().toLower();
    if (u == QLatin1String("ms"))
        return 1.0;
    if (u == QLatin1String("ns"))
        return 1e-6;
    if (u == QLatin1String("us") || u == QStringLiteral("µs"))
        return 1e-3;
    if (u == QLatin1String("s") || u == QLatin1String("sec"))
        return 1e3;
    return std::nullopt;
}

std::vector<std::string> mapMetricObjects(Run &run, const nlohmann::json &document,
                                          nlohmann::json &extra)
{
    std::vector<std::string> consumed;
    for (auto it = document.begin(); it != document.end(); ++it) {
        const std::string &key = it.key();
        const nlohmann::json &object = it.value();
        bool known = key == "benchmark_duration";
        for (const LatencyKey &l : kLatencyKeys)
            known = known || key == l.key;
        for (const AverageKey &a : kAverageKeys)
            known = known || key == a.key;
        if (known && !object.is_null() && !isMetricObject(object)) {
            throw ImportFailure(
                ImportersTr::tr("%1 should be an object with \"unit\" and \"avg\" but is %2")
                    .arg(keyName(key), QString::fromUtf8(object.type_name())));
        }
        if (!isMetricObject(object))
            continue;
        const QString where = keyName(key);
        const QString unit = unitOf(object);
        const QString original = QString::fromStdString(key);
        bool mapped = false;
        for (const LatencyKey &l : kLatencyKeys) {
            if (key != l.key)
                continue;
            mapped = true;
            const auto toMs = millisecondsPer(unit);
            if (!toMs) {
                throw ImportFailure(
                    ImportersTr::tr("%1: unknown time unit \"%2\"").arg(where, unit));
            }
            const QString metric = QString::fromLatin1(l.metric);
            for (auto stat = object.begin(); stat != object.end(); ++stat) {
                const std::string &s = stat.key();
                if (s == "unit")
                    continue;
                QString name;
                if (s == "avg")
                    name = MetricVocabulary::latencyName(QStringLiteral("mean"), metric);
                else if (s == "p50")
                    name = MetricVocabulary::latencyName(QStringLiteral("median"), metric);
                else if (s == "std" || s == "min" || s == "max")
                    name = MetricVocabulary::latencyName(QString::fromStdString(s), metric);
                else if (s.size() > 1 && s[0] == 'p') {
                    double p = 0.0;
                    const auto r = std::from_chars(s.data() + 1, s.data() + s.size(), p);
                    if (r.ec == std::errc() && r.ptr == s.data() + s.size())
                        name = MetricVocabulary::percentileLatencyName(p, metric);
                }
                if (name.isEmpty())
                    continue;
                if (const auto value = LenientJson::numberAt(object, s.c_str(), where))
                    run.setMetric(name, *value * *toMs,
                                  original + QLatin1Char('.') + QString::fromStdString(s));
            }
        }
        for (const AverageKey &a : kAverageKeys) {
            if (key != a.key || mapped)
                continue;
            if (*a.unitMustContain && !unit.contains(QLatin1String(a.unitMustContain)))
                break;
            mapped = true;
            if (const auto value = LenientJson::numberAt(object, "avg", where))
                run.setMetric(QString::fromLatin1(a.metric), *value, original);
        }
        if (key == "benchmark_duration") {
            mapped = true;
            const auto toMs = millisecondsPer(unit);
            const auto value = LenientJson::numberAt(object, "avg", where);
            if (toMs && value)
                run.setMetric(QStringLiteral("duration_s"), *value * *toMs / 1000.0, original);
        }
        if (!mapped)
            extra[key] = object;
        consumed.push_back(key);
    }
    return consumed;
}

void addGenaiPerfTelemetry(Run &run, const nlohmann::json &telemetryStats)
{
    if (!telemetryStats.is_object())
        return;
    TelemetryByMetric telemetry;
    for (auto metric = telemetryStats.begin(); metric != telemetryStats.end(); ++metric) {
        if (!metric->is_object())
            continue;
        const QString unit = unitOf(*metric);
        for (auto gpu = metric->begin(); gpu != metric->end(); ++gpu) {
            if (gpu.key() != "unit" && gpu->is_object() && !gpu->empty())
                telemetry[metric.key()].push_back(GpuStats{unit, &gpu.value()});
        }
    }
    summariseTelemetry(run, telemetry, QStringLiteral("telemetry_stats"));
}

void addAiperfTelemetry(Run &run, const nlohmann::json &telemetryData)
{
    const nlohmann::json *endpoints = find(telemetryData, {"endpoints"});
    if (!endpoints || !endpoints->is_object())
        return;
    TelemetryByMetric telemetry;
    QStringList gpuNames;
    for (const nlohmann::json &endpoint : *endpoints) {
        const nlohmann::json *gpus = find(endpoint, {"gpus"});
        if (!gpus || !gpus->is_object())
            continue;
        for (const nlohmann::json &gpu : *gpus) {
            const QString name = findString(gpu, {"gpu_name"});
            if (!name.isEmpty())
                gpuNames << name;
            const nlohmann::json *metrics = find(gpu, {"metrics"});
            if (!metrics || !metrics->is_object())
                continue;
            for (auto metric = metrics->begin(); metric != metrics->end(); ++metric) {
                if (isMetricObject(*metric))
                    telemetry[metric.key()].push_back(GpuStats{unitOf(*metric), &metric.value()});
            }
        }
    }
    summariseTelemetry(run, telemetry, QStringLiteral("telemetry_data"));
    // Telemetry under names this importer does not know is said, not dropped without a word.
    const bool summarised = std::any_of(
        std::begin(kTelemetryMetrics), std::end(kTelemetryMetrics),
        [&run](const char *name) { return run.metric(QString::fromLatin1(name)) != nullptr; });
    if (!summarised && !telemetry.empty()) {
        nlohmann::json names = nlohmann::json::array();
        for (const auto &[name, perGpu] : telemetry)
            names.push_back(name);
        run.extra["telemetry_unread"] = std::move(names);
    }
    gpuNames.removeDuplicates();
    if (gpuNames.size() == 1 && !run.config.contains("gpu"))
        run.config["gpu"] = gpuNames.front().toStdString();
}

const nlohmann::json *find(const nlohmann::json &root,
                           std::initializer_list<std::string_view> paths)
{
    for (std::string_view path : paths) {
        const nlohmann::json *node = &root;
        while (node && !path.empty()) {
            const std::size_t dot = path.find('.');
            const std::string_view step = path.substr(0, dot);
            path = dot == std::string_view::npos ? std::string_view() : path.substr(dot + 1);
            std::size_t index = 0;
            const auto r = std::from_chars(step.data(), step.data() + step.size(), index);
            if (node->is_array() && r.ec == std::errc() && r.ptr == step.data() + step.size()) {
                node = index < node->size() ? &(*node)[index] : nullptr;
            } else if (node->is_object()) {
                const auto it = node->find(std::string(step));
                node = it != node->end() ? &*it : nullptr;
            } else {
                node = nullptr;
            }
        }
        if (node && !node->is_null())
            return node;
    }
    return nullptr;
}

QString findString(const nlohmann::json &root, std::initializer_list<std::string_view> paths)
{
    for (std::string_view path : paths) {
        const nlohmann::json *value = find(root, {path});
        if (!value)
            continue;
        if (value->is_string())
            return QString::fromStdString(value->get<std::string>());
        if (value->is_array() && !value->empty() && value->front().is_string())
            return QString::fromStdString(value->front().get<std::string>());
    }
    return {};
}

std::optional<double> findNumber(const nlohmann::json &root,
                                 std::initializer_list<std::string_view> paths)
{
    for (std::string_view path : paths) {
        const nlohmann::json *value = find(root, {path});
        if (!value)
            continue;
        const auto number = LenientJson::number(*value);
        if (number && !(std::isfinite(*number) && *number < 0))
            return number;
    }
    return std::nullopt;
}

QDateTime parseLocalIsoTimeAsUtc(const QString &text)
{
    QString trimmed = text.trimmed();
    // Qt reads at most milliseconds; Python writes microseconds.
    const qsizetype dot = trimmed.indexOf(QLatin1Char('.'));
    if (dot > 0) {
        qsizetype end = dot + 1;
        while (end < trimmed.size() && trimmed.at(end).isDigit())
            ++end;
        if (end - dot - 1 > 3)
            trimmed.remove(dot + 4, end - dot - 4);
    }
    QDateTime time = QDateTime::fromString(trimmed, Qt::ISODateWithMs);
    if (!time.isValid())
        return {};
    if (time.timeSpec() == Qt::LocalTime)
        time = QDateTime(time.date(), time.time(), QTimeZone::utc());
    return time.toUTC();
}

} // namespace lanebook::ProfileExport
