#include "backends/importers/guidellmbenchmark.h"

#include "backends/importers/lenientjson.h"

#include <cmath>
#include <optional>

namespace lanebook::GuideLlm {

namespace {

using LenientJson::member;

std::optional<double> numberIn(const nlohmann::json &object, const char *key, const QString &where)
{
    return LenientJson::numberAt(object, key, where);
}

std::optional<int> tokenCount(std::optional<double> value)
{
    if (!value || !std::isfinite(*value))
        return std::nullopt;
    return static_cast<int>(std::llround(*value));
}

// ≤ v0.3: absolute times (epoch s) at the top of each request object.
RequestSample legacySample(const nlohmann::json &request, double benchmarkStartS,
                           const QString &where)
{
    RequestSample sample;
    const auto start = numberIn(request, "start_time", where);
    const auto end = numberIn(request, "end_time", where);
    const auto firstToken = numberIn(request, "first_token_time", where);
    if (start && benchmarkStartS > 0)
        sample.sendTimeS = *start - benchmarkStartS;
    if (const auto ttft = numberIn(request, "time_to_first_token_ms", where))
        sample.ttftMs = *ttft;
    else if (start && firstToken)
        sample.ttftMs = (*firstToken - *start) * 1000.0;
    if (const auto latency = numberIn(request, "request_latency", where))
        sample.e2elMs = *latency * 1000.0;
    else if (start && end)
        sample.e2elMs = (*end - *start) * 1000.0;
    sample.inputTokens = tokenCount(numberIn(request, "prompt_tokens", where));
    sample.outputTokens = tokenCount(numberIn(request, "output_tokens", where));
    if (const auto error = LenientJson::stringAt(request, "error", where))
        sample.error = *error;
    return sample;
}

// v0.4+: timings under info.timings, token counts under input/output_metrics, and computed
// fields (request_latency, time_to_first_token_ms, ...) beside them.
RequestSample statsSample(const nlohmann::json &request, double benchmarkStartS,
                          const QString &where)
{
    RequestSample sample;
    const nlohmann::json &info = member(request, "info");
    const nlohmann::json &timings = member(info, "timings");
    const QString timingsWhere = where + QStringLiteral(" › info › timings");
    std::optional<double> start = numberIn(request, "request_start_time", where);
    if (!start)
        start = numberIn(timings, "request_start", timingsWhere);
    std::optional<double> end = numberIn(request, "request_end_time", where);
    if (!end)
        end = numberIn(timings, "request_end", timingsWhere);
    if (start && benchmarkStartS > 0)
        sample.sendTimeS = *start - benchmarkStartS;
    if (const auto ttft = numberIn(request, "time_to_first_token_ms", where))
        sample.ttftMs = *ttft;
    else if (const auto first = numberIn(timings, "first_token_iteration", timingsWhere);
             first && start)
        sample.ttftMs = (*first - *start) * 1000.0;
    if (const auto latency = numberIn(request, "request_latency", where))
        sample.e2elMs = *latency * 1000.0;
    else if (start && end)
        sample.e2elMs = (*end - *start) * 1000.0;

    const nlohmann::json &input = member(request, "input_metrics");
    const nlohmann::json &output = member(request, "output_metrics");
    std::optional<double> prompt = numberIn(request, "prompt_tokens", where);
    if (!prompt)
        prompt = numberIn(input, "text_tokens", where + QStringLiteral(" › input_metrics"));
    std::optional<double> generated = numberIn(request, "output_tokens", where);
    if (!generated)
        generated = numberIn(output, "text_tokens", where + QStringLiteral(" › output_metrics"));
    std::optional<double> cached = numberIn(request, "cached_tokens", where);
    if (!cached)
        cached = numberIn(input, "cached_tokens", where + QStringLiteral(" › input_metrics"));
    sample.inputTokens = tokenCount(prompt);
    sample.outputTokens = tokenCount(generated);
    sample.cachedTokens = tokenCount(cached);
    if (const auto error = LenientJson::stringAt(info, "error", where + QStringLiteral(" › info")))
        sample.error = *error;
    return sample;
}

} // namespace

std::vector<RequestSample> requestSamples(const nlohmann::json &benchmark, double benchmarkStartS,
                                          const QString &where)
{
    std::vector<RequestSample> samples;
    const nlohmann::json &requests = member(benchmark, "requests");
    for (const char *status : {"successful", "errored"}) {
        const nlohmann::json &list = member(requests, status);
        if (!list.is_array())
            continue;
        const bool errored = std::string_view(status) == "errored";
        for (size_t i = 0; i < list.size(); ++i) {
            const nlohmann::json &request = list[i];
            if (!request.is_object())
                continue;
            const QString requestWhere =
                where +
                QStringLiteral(" › requests › %1[%2]").arg(QString::fromLatin1(status)).arg(i);
            const bool newShape = request.contains("info") || request.contains("input_metrics");
            RequestSample sample = newShape ? statsSample(request, benchmarkStartS, requestWhere)
                                            : legacySample(request, benchmarkStartS, requestWhere);
            if (!sample.sendTimeS && !sample.ttftMs && !sample.e2elMs)
                continue;
            if (errored && sample.error.isEmpty())
                sample.error = QStringLiteral("errored");
            sample.index = static_cast<int>(samples.size());
            samples.push_back(std::move(sample));
        }
    }
    return samples;
}

} // namespace lanebook::GuideLlm
