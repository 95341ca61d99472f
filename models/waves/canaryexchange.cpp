#include "models/waves/canaryexchange.h"

#include "models/gates/canarymatchers.h"
#include "models/waves/wavestr.h"

namespace lanebook::CanaryExchange {

LoadEndpoint endpointFor(const WaveCanary &canary, LoadEndpoint workloadEndpoint)
{
    if (canary.kind == CanaryKind::ToolCall && !canary.tools.empty())
        return LoadEndpoint::ChatCompletions;
    return workloadEndpoint;
}

std::string requestBody(const WaveCanary &canary, const QString &prompt, const QString &model,
                        LoadEndpoint endpoint)
{
    nlohmann::json body = {{"model", model.toStdString()},
                           {"max_tokens", canary.maxTokens},
                           {"temperature", 0},
                           {"stream", false}};
    if (endpoint == LoadEndpoint::ChatCompletions)
        body["messages"] = {{{"role", "user"}, {"content", prompt.toStdString()}}};
    else
        body["prompt"] = prompt.toStdString();
    if (endpoint == LoadEndpoint::ChatCompletions && canary.kind == CanaryKind::ToolCall &&
        !canary.tools.empty()) {
        body["tools"] = canary.tools;
        body["tool_choice"] = "auto";
    }
    return body.dump();
}

Expected<QString> outputFromResponse(const std::string &body)
{
    const nlohmann::json answer = nlohmann::json::parse(body, nullptr, false);
    if (answer.is_discarded() || !answer.is_object())
        return unexpected(WavesTr::tr("the answer is not a JSON object"));
    const auto choices = answer.find("choices");
    if (choices == answer.end() || !choices->is_array() || choices->empty() ||
        !choices->front().is_object())
        return unexpected(WavesTr::tr("the answer has no choices"));
    const nlohmann::json &choice = choices->front();
    if (const auto text = choice.find("text"); text != choice.end() && text->is_string())
        return QString::fromStdString(text->get<std::string>());
    if (const auto message = choice.find("message");
        message != choice.end() && message->is_object()) {
        // A tool call answer carries no content (or only a preamble); keep the call itself
        // as the output.
        const auto calls = message->find("tool_calls");
        if (calls != message->end() && calls->is_array() && !calls->empty())
            return QString::fromStdString(calls->dump());
        const auto content = message->find("content");
        if (content != message->end() && content->is_string())
            return QString::fromStdString(content->get<std::string>());
    }
    return unexpected(WavesTr::tr("the answer's first choice has no text"));
}

CanaryOutput emptyOutput(const WaveCanary &canary)
{
    CanaryOutput output;
    output.name = canary.name;
    output.kind = canary.kind;
    output.expected = canary.expected;
    output.minAgreement = canary.minAgreement;
    if (canary.kind == CanaryKind::ToolCall) {
        output.toolName = canary.toolName();
        output.requiredKeys = canary.effectiveRequiredKeys();
    }
    if (canary.kind == CanaryKind::ExactAnswer || canary.kind == CanaryKind::SameAsControl) {
        output.expected.clear();
        for (const WaveCanaryProbe &probe : canary.effectiveProbes())
            output.probes.push_back({probe.prompt, probe.expected, {}, {}});
    }
    return output;
}

nlohmann::json toJson(const CanaryOutput &canary)
{
    nlohmann::json item = {{"name", canary.name.toStdString()},
                           {"kind", canaryKindId(canary.kind).toStdString()},
                           {"output", canary.output.toStdString()},
                           {"expected", canary.expected.toStdString()}};
    if (!canary.error.isEmpty())
        item["error"] = canary.error.toStdString();
    if (!canary.toolName.isEmpty())
        item["tool"] = canary.toolName.toStdString();
    if (!canary.requiredKeys.isEmpty()) {
        nlohmann::json keys = nlohmann::json::array();
        for (const QString &key : canary.requiredKeys)
            keys.push_back(key.toStdString());
        item["required_keys"] = keys;
    }
    if (canary.kind == CanaryKind::SameAsControl)
        item["min_agreement"] = canary.minAgreement;
    if (!canary.probes.empty()) {
        nlohmann::json probes = nlohmann::json::array();
        for (const CanaryProbeOutput &probe : canary.probes) {
            nlohmann::json p = {{"prompt", probe.prompt.toStdString()},
                                {"output", probe.output.toStdString()}};
            if (!probe.expected.isEmpty())
                p["expected"] = probe.expected.toStdString();
            if (!probe.error.isEmpty())
                p["error"] = probe.error.toStdString();
            probes.push_back(p);
        }
        item["probes"] = probes;
    }
    const QString problem = CanaryMatch::problem(canary);
    item["passed"] = problem.isEmpty();
    if (!problem.isEmpty())
        item["problem"] = problem.toStdString();
    return item;
}

nlohmann::json toJson(const std::vector<CanaryOutput> &outputs)
{
    nlohmann::json list = nlohmann::json::array();
    for (const CanaryOutput &canary : outputs)
        list.push_back(toJson(canary));
    return list;
}

} // namespace lanebook::CanaryExchange
