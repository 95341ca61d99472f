#include "backends/importers/servingimport.h"

#include "backends/importers/importer.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/importlabel.h"
#include "backends/importers/jsonnumberarrays.h"
#include "backends/importers/lenientjson.h"
#include "models/run/metricvocabulary.h"
#include "models/run/runextrakeys.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace lanebook::ServingImport {

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString numberWord(double value)
{
    if (std::isinf(value))
        return QStringLiteral("inf");
    return QString::number(value, 'g', 6);
}

bool startsWith(std::string_view text, std::string_view prefix)
{
    return text.substr(0, prefix.size()) == prefix;
}

bool endsWith(std::string_view text, std::string_view suffix)
{
    return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

// An optional per-request array: one entry per request, or (TensorRT-LLM's metric lists)
// one per successful request in order.
template <typename Assign>
void spreadOverRequests(const std::vector<double> &values, const std::vector<bool> &failed,
                        int successCount, const QString &what, Assign assign)
{
    const std::size_t requests = failed.size();
    if (values.size() == requests) {
        for (std::size_t i = 0; i < requests; ++i)
            assign(i, values[i]);
        return;
    }
    if (values.size() == static_cast<std::size_t>(successCount)) {
        std::size_t next = 0;
        for (std::size_t i = 0; i < requests; ++i) {
            if (!failed[i])
                assign(i, values[next++]);
        }
        return;
    }
    throw ImportFailure(ImportersTr::tr("%1 has %2 entries for %3 requests")
                            .arg(what)
                            .arg(values.size())
                            .arg(requests));
}

std::optional<double> recorded(double value)
{
    if (std::isnan(value))
        return std::nullopt;
    return value;
}

std::optional<int> recordedCount(double value)
{
    if (!std::isfinite(value))
        return std::nullopt;
    return static_cast<int>(std::lround(value));
}

} // namespace

QString runLabel(const LabelParts &parts)
{
    QStringList pieces = parts.toolLabel.isEmpty()
                             ? QStringList{ImportLabel::modelWord(parts.model), parts.tool}
                             : QStringList{parts.toolLabel};
    if (parts.concurrency && std::isfinite(*parts.concurrency))
        pieces << QLatin1Char('c') + numberWord(*parts.concurrency);
    else if (parts.requestRate && !std::isnan(*parts.requestRate))
        pieces << QLatin1Char('r') + numberWord(*parts.requestRate);
    pieces << ImportLabel::timestamp(parts.startedAt);
    if (parts.objectNumber > 0)
        pieces << QLatin1Char('o') + QString::number(parts.objectNumber);
    return ImportLabel::join(pieces);
}

std::optional<QString> latencyMetricName(std::string_view key)
{
    if (!endsWith(key, "_ms"))
        return std::nullopt;
    key.remove_suffix(3);
    static constexpr std::pair<std::string_view, std::string_view> kMetrics[] = {
        {"_ttft", "ttft"},
        {"_tpot", "tpot"},
        {"_itl", "itl"},
        {"_e2el", "e2el"},
        {"_e2e_latency", "e2el"}};
    for (const auto &[suffix, metric] : kMetrics) {
        if (!endsWith(key, suffix))
            continue;
        const std::string_view stat = key.substr(0, key.size() - suffix.size());
        const QString metricName = fromView(metric);
        if (stat == "mean" || stat == "median" || stat == "std" || stat == "min" || stat == "max")
            return MetricVocabulary::latencyName(fromView(stat), metricName);
        if (startsWith(stat, "p") && stat.size() > 1) {
            double percentile = 0.0;
            const char *first = stat.data() + 1;
            const char *last = stat.data() + stat.size();
            const auto result = std::from_chars(first, last, percentile);
            if (result.ec == std::errc() && result.ptr == last && percentile >= 0.0 &&
                percentile <= 100.0)
                return MetricVocabulary::percentileLatencyName(percentile, metricName);
        }
        return std::nullopt;
    }
    return std::nullopt;
}

QString runtimeFromBackend(const QString &backend)
{
    QString name = backend.trimmed().toLower();
    if (name == QLatin1String("vllm") || name == QLatin1String("vllm-chat"))
        return QStringLiteral("vllm");
    if (name.startsWith(QLatin1String("sglang")))
        return QStringLiteral("sglang");
    if (name == QLatin1String("tensorrt-llm") || name == QLatin1String("tensorrtllm") ||
        name == QLatin1String("trt") || name == QLatin1String("trtllm") ||
        name == QLatin1String("trt-llm"))
        return QStringLiteral("trtllm");
    if (name == QLatin1String("lmdeploy") || name == QLatin1String("tgi") ||
        name == QLatin1String("deepspeed-mii") || name == QLatin1String("scalellm"))
        return name;
    if (name == QLatin1String("llama.cpp") || name == QLatin1String("llamacpp"))
        return QStringLiteral("llama.cpp");
    return {};
}

const std::vector<std::string_view> &perRequestKeys()
{
    static const std::vector<std::string_view> keys = {
        "input_lens",  "output_lens",     "ttfts",         "itls",
        "start_times", "latencies",       "queue_times",   "e2els",
        "errors",      "generated_texts", "cached_tokens", "cached_tokens_details"};
    return keys;
}

QString keyWhere(const QString &where, std::string_view key)
{
    const QString named = ImportersTr::tr("key \"%1\"").arg(fromView(key));
    return where.isEmpty() ? named : where + QStringLiteral(": ") + named;
}

QString dottedKey(const QString &section, std::string_view key)
{
    if (section.isEmpty())
        return fromView(key);
    return key.empty() ? section : section + QLatin1Char('.') + fromView(key);
}

QString nestedKeyWhere(const QString &section, std::string_view key)
{
    return ImportersTr::tr("key \"%1\"").arg(dottedKey(section, key));
}

std::optional<int> readRequestSamples(Run &run, const JsonObjectScan::Value &object,
                                      const QString &where)
{
    using JsonNumberArrays::readNestedNumbers;
    using JsonNumberArrays::readNumbers;
    const auto text = [&object](std::string_view key) -> std::optional<std::string_view> {
        if (const JsonObjectScan::Member *m = object.member(key))
            return m->value;
        return std::nullopt;
    };
    const auto numbers = [&](std::string_view key) {
        const auto value = text(key);
        return value ? readNumbers(*value, keyWhere(where, key)) : std::vector<double>();
    };

    const std::vector<double> inputLens = numbers("input_lens");
    const std::vector<double> outputLens = numbers("output_lens");
    const std::vector<double> ttfts = numbers("ttfts");
    const std::vector<double> cachedTokens = numbers("cached_tokens");
    JsonNumberArrays::NestedNumbers itls;
    if (const auto value = text("itls"))
        itls = readNestedNumbers(*value, 1000.0, keyWhere(where, "itls"));

    std::vector<QString> errors;
    bool hasErrors = false;
    if (const auto value = text("errors")) {
        const nlohmann::json list = LenientJson::parse(*value, object.line);
        if (!list.is_null()) {
            if (!list.is_array())
                throw ImportFailure(ImportersTr::tr("%1 should be a list of strings")
                                        .arg(keyWhere(where, "errors")));
            hasErrors = true;
            errors.reserve(list.size());
            for (const nlohmann::json &e : list) {
                if (e.is_string())
                    errors.push_back(QString::fromStdString(e.get_ref<const std::string &>()));
                else if (e.is_null())
                    errors.emplace_back();
                else
                    errors.push_back(QString::fromStdString(e.dump()));
            }
        }
    }

    // Every core array has one entry per request, failed requests included.
    std::size_t requests = 0;
    std::string_view sizedBy;
    const auto checkSize = [&](std::string_view key, std::size_t size, bool present) {
        if (!present)
            return;
        if (sizedBy.empty()) {
            requests = size;
            sizedBy = key;
        } else if (size != requests) {
            throw ImportFailure(ImportersTr::tr("%1 has %2 entries, but \"%3\" has %4")
                                    .arg(keyWhere(where, key))
                                    .arg(size)
                                    .arg(fromView(sizedBy))
                                    .arg(requests));
        }
    };
    checkSize("input_lens", inputLens.size(), text("input_lens").has_value());
    checkSize("output_lens", outputLens.size(), text("output_lens").has_value());
    checkSize("ttfts", ttfts.size(), text("ttfts").has_value());
    checkSize("itls", itls.rows(), text("itls").has_value());
    checkSize("errors", errors.size(), hasErrors);
    if (requests == 0)
        return hasErrors ? std::optional<int>(0) : std::nullopt;

    std::vector<bool> failed(requests, false);
    int failedCount = 0;
    for (std::size_t i = 0; i < errors.size(); ++i) {
        failed[i] = !errors[i].isEmpty();
        failedCount += failed[i] ? 1 : 0;
    }
    const int successCount = static_cast<int>(requests) - failedCount;

    std::vector<RequestSample> &samples = run.samples;
    samples.clear();
    samples.resize(requests);
    for (std::size_t i = 0; i < requests; ++i) {
        RequestSample &s = samples[i];
        s.index = static_cast<int>(i);
        if (!inputLens.empty())
            s.inputTokens = recordedCount(inputLens[i]);
        if (!outputLens.empty() && !failed[i])
            s.outputTokens = recordedCount(outputLens[i]);
        if (!ttfts.empty() && !failed[i])
            s.ttftMs = recorded(ttfts[i] * 1000.0);
        if (itls.rows() == requests) {
            const auto begin = itls.values.begin() + static_cast<std::ptrdiff_t>(itls.offsets[i]);
            const auto end = itls.values.begin() + static_cast<std::ptrdiff_t>(itls.offsets[i + 1]);
            s.itlMs.assign(begin, end);
        }
        if (i < errors.size())
            s.error = errors[i];
    }

    // vLLM newest writes `latencies`, the TensorRT-LLM fork `e2els`; both in seconds.
    for (std::string_view key : {std::string_view("latencies"), std::string_view("e2els")}) {
        if (!text(key))
            continue;
        spreadOverRequests(numbers(key), failed, successCount, keyWhere(where, key),
                           [&samples, &failed](std::size_t i, double seconds) {
                               if (!failed[i])
                                   samples[i].e2elMs = recorded(seconds * 1000.0);
                           });
    }
    if (text("start_times")) {
        // perf_counter() values: only differences mean something, so count from the first.
        const std::vector<double> starts = numbers("start_times");
        double first = 0.0;
        bool any = false;
        for (double t : starts) {
            if (std::isfinite(t) && (!any || t < first)) {
                first = t;
                any = true;
            }
        }
        spreadOverRequests(starts, failed, successCount, keyWhere(where, "start_times"),
                           [&samples, first](std::size_t i, double t) {
                               samples[i].sendTimeS = recorded(t - first);
                           });
    }
    if (!cachedTokens.empty()) {
        spreadOverRequests(cachedTokens, failed, successCount, keyWhere(where, "cached_tokens"),
                           [&samples](std::size_t i, double tokens) {
                               samples[i].cachedTokens = recordedCount(tokens);
                           });
    }
    if (!hasErrors)
        return std::nullopt;
    return failedCount;
}

void dropUnmeasuredLatencies(Run &run)
{
    for (const char *metric : {"ttft", "tpot", "itl", "e2el"}) {
        const QString suffix = u'_' + QString::fromLatin1(metric) + QStringLiteral("_ms");
        const std::optional<double> mean = run.metricValue(QStringLiteral("mean") + suffix);
        if (!mean || *mean != 0.0)
            continue;
        auto unmeasured = [&suffix](const MetricValue &m) { return m.name.endsWith(suffix); };
        for (const MetricValue &m : run.metrics) {
            if (unmeasured(m)) {
                const QString key = m.originalKey.isEmpty() ? m.name : m.originalKey;
                run.extra[key.toStdString()] = m.value;
            }
        }
        run.metrics.erase(std::remove_if(run.metrics.begin(), run.metrics.end(), unmeasured),
                          run.metrics.end());
    }
}

nlohmann::json rateJson(double rate)
{
    if (std::isinf(rate))
        return rate > 0 ? "inf" : "-inf";
    return rate;
}

QString stringOr(const nlohmann::json &object, const char *key)
{
    if (!object.is_object())
        return {};
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return {};
    if (it->is_string())
        return QString::fromStdString(it->get_ref<const std::string &>());
    if (it->is_number_float()) {
        // An integer written as a float (an error code of 499.0) reads as the integer.
        const double v = it->get<double>();
        if (std::floor(v) == v && std::fabs(v) < 9.0e15)
            return QString::number(static_cast<qint64>(v));
    }
    if (it->is_number() || it->is_boolean())
        return QString::fromStdString(it->dump());
    return {};
}

void setToolSteadyWindow(Run &run, const char *tool, double requests, double steadyRequests,
                         const QString &method, bool stationarityWarning)
{
    if (!(requests > 0.0) || !(steadyRequests >= 0.0) || steadyRequests > requests)
        return;
    nlohmann::json window = {{"tool", tool},
                             {"requests", requests},
                             {"steady_requests", steadyRequests},
                             {"stationarity_warning", stationarityWarning}};
    if (!method.isEmpty())
        window["method"] = method.toStdString();
    run.extra[kToolSteadyWindowKey] = std::move(window);
}

} // namespace lanebook::ServingImport
