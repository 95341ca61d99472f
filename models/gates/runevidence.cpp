#include "models/gates/runevidence.h"

#include "models/configdiff/configkeys.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace lanebook::RunEvidence {

namespace {

using ConfigKeys::number;

std::optional<Sourced> firstNumber(const nlohmann::json &object,
                                   std::initializer_list<const char *> keys)
{
    for (const char *key : keys) {
        if (const auto value = number(object, {key}); value && std::isfinite(*value))
            return Sourced{*value, QString::fromLatin1(key)};
    }
    return std::nullopt;
}

std::optional<Sourced> metric(const Run &run, const char *name)
{
    if (const auto value = run.metricValue(QString::fromLatin1(name));
        value && std::isfinite(*value))
        return Sourced{*value, QString::fromLatin1(name)};
    return std::nullopt;
}

// GuideLLM's synthetic data config: "prompt_tokens=256,output_tokens=128", or the same keys
// in an object (possibly inside a list).
std::optional<Sourced> guidellmData(const Run &run, const char *key)
{
    const auto it = run.workload.find("data");
    if (it == run.workload.end())
        return std::nullopt;
    const nlohmann::json &data = it->is_array() && !it->empty() ? it->front() : *it;
    if (data.is_object()) {
        if (const auto value = number(data, {key}))
            return Sourced{*value, QStringLiteral("data.") + QString::fromLatin1(key)};
        return std::nullopt;
    }
    if (!data.is_string())
        return std::nullopt;
    const QRegularExpression pattern(QString::fromLatin1(key) +
                                     QStringLiteral("\"?\\s*[=:]\\s*\"?(\\d+(?:\\.\\d+)?)"));
    const auto match = pattern.match(QString::fromStdString(data.get<std::string>()));
    if (!match.hasMatch())
        return std::nullopt;
    return Sourced{match.captured(1).toDouble(),
                   QStringLiteral("data.") + QString::fromLatin1(key)};
}

bool isLlamaBench(const Run &run)
{
    return run.format == RunFormat::LlamaBench ||
           (run.workload.contains("n_gen") && run.workload.contains("n_prompt"));
}

} // namespace

std::optional<Sourced> contextTokens(const Run &run)
{
    if (auto m = metric(run, "context_tokens"))
        return m;
    if (auto w = firstNumber(run.workload,
                             {"context_tokens", "context_length", "context", "input_tokens"}))
        return w;
    if (auto m = metric(run, "input_tokens_mean"))
        return m;
    if (auto w = firstNumber(run.workload, {"input_tokens_mean", "random_input_len", "input_len",
                                            "isl", "prompt_tokens"}))
        return w;
    if (auto d = guidellmData(run, "prompt_tokens"))
        return d;
    if (isLlamaBench(run)) {
        const auto prompt = number(run.workload, {"n_prompt"});
        const auto depth = number(run.workload, {"n_depth"});
        if (prompt || depth)
            return Sourced{prompt.value_or(0.0) + depth.value_or(0.0),
                           depth ? QStringLiteral("n_prompt + n_depth")
                                 : QStringLiteral("n_prompt")};
    }
    return firstNumber(run.workload, {"n_ctx"});
}

std::optional<Sourced> decodeContextTokens(const Run &run)
{
    if (isLlamaBench(run)) {
        // tg128@d4096 decodes after 4096 tokens; its n_prompt (0) is a separate test.
        const auto depth = number(run.workload, {"n_depth"});
        return Sourced{depth.value_or(0.0), QStringLiteral("n_depth")};
    }
    return contextTokens(run);
}

std::optional<RequestedOutput> requestedOutputTokens(const Run &run)
{
    const auto fixed = [](const Sourced &s) { return RequestedOutput{s.value, s.value, s.key}; };
    if (auto w = firstNumber(run.workload, {"output_tokens", "output_len", "osl"}))
        return fixed(*w);
    if (auto cap =
            firstNumber(run.workload, {"max_tokens", "max_output_tokens", "max_new_tokens"})) {
        // Without ignore_eos a max_tokens is a ceiling: any length up to it was asked for.
        if (ConfigKeys::boolean(run.workload, {"ignore_eos"}) == false)
            return RequestedOutput{1.0, cap->value, cap->key};
        return fixed(*cap);
    }
    if (auto d = guidellmData(run, "output_tokens"))
        return fixed(*d);
    const QString dataset =
        ConfigKeys::string(run.workload, {"dataset", "dataset_name"}).value_or(QString()).toLower();
    if (dataset == QLatin1String("sharegpt")) {
        if (auto w = firstNumber(run.workload, {"sharegpt_output_len"}))
            return fixed(*w);
        return std::nullopt;
    }
    const bool random = dataset.isEmpty() || dataset.startsWith(QLatin1String("random"));
    if (auto w = firstNumber(run.workload, {"random_output_len"}); w && random) {
        const double ratio =
            std::clamp(number(run.workload, {"random_range_ratio"}).value_or(0.0), 0.0, 1.0);
        return RequestedOutput{std::max(1.0, std::floor(w->value * ratio)), w->value, w->key};
    }
    return std::nullopt;
}

std::optional<Sourced> concurrency(const Run &run)
{
    if (auto w = firstNumber(run.workload, {"concurrency", "max_concurrency", "streams"}))
        return w;
    if (auto m = metric(run, "concurrency"))
        return m;
    const auto strategy = ConfigKeys::string(run.workload, {"strategy"});
    if (strategy && strategy->compare(QLatin1String("synchronous"), Qt::CaseInsensitive) == 0)
        return Sourced{1.0, QStringLiteral("strategy")};
    if (isLlamaBench(run))
        return Sourced{1.0, QStringLiteral("llama-bench")};
    return std::nullopt;
}

bool keepsConcurrencyFull(const Run &run)
{
    if (isLlamaBench(run))
        return true;
    if (const auto strategy = ConfigKeys::string(run.workload, {"strategy"})) {
        const QString s = strategy->toLower();
        return s == QLatin1String("concurrent") || s == QLatin1String("synchronous");
    }
    const nlohmann::json *rate = ConfigKeys::find(run.workload, "request_rate");
    if (!rate)
        rate = ConfigKeys::find(run.workload, "rate");
    std::optional<double> value = rate ? ConfigKeys::toNumber(*rate) : std::nullopt;
    if (rate && !value)
        return false; // "trace" and other non-numeric schedules
    if (!value)
        value = run.metricValue(QStringLiteral("request_rate_per_s"));
    return !value || std::isinf(*value);
}

QString firstThroughputMetric(const Run &run)
{
    for (const char *name : {"output_tok_per_s", "total_tok_per_s", "gen_tok_per_s",
                             "prompt_tok_per_s", "requests_per_s", "goodput_requests_per_s"}) {
        if (run.metric(QString::fromLatin1(name)))
            return QString::fromLatin1(name);
    }
    return {};
}

bool sendsRequests(const Run &run)
{
    return run.format != RunFormat::LlamaBench && run.format != RunFormat::LlamaPerplexity &&
           run.format != RunFormat::LmEval && !isLlamaBench(run);
}

TelemetrySummary telemetry(const Run &run, const RunGateContext &context)
{
    if (context.telemetry)
        return *context.telemetry;
    TelemetrySummary t;
    const auto value = [&](const char *name) { return run.metricValue(QString::fromLatin1(name)); };
    t.smClockMhzMin = value("sm_clock_mhz_min");
    t.smClockMhzMax = value("sm_clock_mhz_max");
    t.temperatureCMax = value("temperature_c_max");
    t.temperatureCStart = value("temperature_c_start");
    if (!t.temperatureCStart)
        t.temperatureCStart = value("temperature_c_min");
    for (const nlohmann::json *object : {&run.extra, &run.config}) {
        if (!t.lockedSmClockMhz)
            t.lockedSmClockMhz = number(*object, {"locked_sm_clock_mhz"});
        if (!t.clocksLocked)
            t.clocksLocked = ConfigKeys::boolean(*object, {"clocks_locked"});
        const nlohmann::json *reasons = ConfigKeys::find(*object, "throttle_reasons");
        if (!reasons)
            continue;
        if (reasons->is_array()) {
            for (const nlohmann::json &reason : *reasons) {
                if (reason.is_string())
                    t.throttleReasons << QString::fromStdString(reason.get<std::string>());
            }
        } else if (const auto mask = ConfigKeys::toNumber(*reasons);
                   mask && *mask >= 0 && *mask < 9.2e18) {
            t.throttleReasonsMask = static_cast<quint64>(*mask);
        } else if (reasons->is_string()) {
            const QString text = QString::fromStdString(reasons->get<std::string>()).trimmed();
            // nvidia-smi --query-gpu=clocks_throttle_reasons.active prints a hex mask.
            bool hex = false;
            const quint64 bits = text.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)
                                     ? text.mid(2).toULongLong(&hex, 16)
                                     : 0;
            if (hex) {
                t.throttleReasonsMask = bits;
                continue;
            }
            t.throttleReasons << text.split(QRegularExpression(QStringLiteral("[,;|]")),
                                            Qt::SkipEmptyParts);
        }
    }
    if (!t.clocksLocked && t.lockedSmClockMhz)
        t.clocksLocked = true;
    return t;
}

std::vector<CanaryOutput> canaries(const Run &run, const RunGateContext &context)
{
    if (!context.canaries.empty())
        return context.canaries;
    std::vector<CanaryOutput> out;
    const auto it = run.extra.find("canaries");
    if (it == run.extra.end() || !it->is_array())
        return out;
    for (const nlohmann::json &item : *it) {
        if (item.is_object())
            out.push_back(canaryFromJson(item));
    }
    return out;
}

CanaryOutput canaryFromJson(const nlohmann::json &item)
{
    const auto text = [&item](const char *key) {
        return ConfigKeys::string(item, {key}).value_or(QString());
    };
    CanaryOutput canary;
    canary.name = text("name");
    const QString kind = ConfigKeys::string(item, {"kind"}).value_or(QStringLiteral("json"));
    canary.kind = kind == QLatin1String("tool_call")         ? CanaryKind::ToolCall
                  : kind == QLatin1String("text")            ? CanaryKind::Text
                  : kind == QLatin1String("exact_answer")    ? CanaryKind::ExactAnswer
                  : kind == QLatin1String("same_as_control") ? CanaryKind::SameAsControl
                                                             : CanaryKind::Json;
    // The raw output, untrimmed: whitespace is part of what the model said.
    const auto raw = [](const nlohmann::json &object, const char *key) {
        const auto value = object.find(key);
        return value != object.end() && value->is_string()
                   ? QString::fromStdString(value->get<std::string>())
                   : QString();
    };
    canary.output = raw(item, "output");
    canary.expected = text("expected");
    canary.error = text("error");
    canary.toolName = text("tool");
    if (const auto keys = item.find("required_keys"); keys != item.end() && keys->is_array()) {
        for (const nlohmann::json &key : *keys) {
            if (key.is_string())
                canary.requiredKeys << QString::fromStdString(key.get<std::string>());
        }
    }
    if (const auto share = item.find("min_agreement"); share != item.end() && share->is_number())
        canary.minAgreement = share->get<double>();
    if (const auto probes = item.find("probes"); probes != item.end() && probes->is_array()) {
        for (const nlohmann::json &probe : *probes) {
            if (!probe.is_object())
                continue;
            canary.probes.push_back({raw(probe, "prompt"), raw(probe, "expected"),
                                     raw(probe, "output"), raw(probe, "error")});
        }
    }
    return canary;
}

QStringList promptHashes(const Run &run, const RunGateContext &context)
{
    if (!context.promptHashes.isEmpty())
        return context.promptHashes;
    QStringList hashes;
    const auto it = run.extra.find("prompt_hashes");
    if (it != run.extra.end() && it->is_array()) {
        for (const nlohmann::json &hash : *it) {
            if (hash.is_string())
                hashes << QString::fromStdString(hash.get<std::string>());
        }
    }
    return hashes;
}

} // namespace lanebook::RunEvidence
