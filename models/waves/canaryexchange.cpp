#include "models/waves/canaryexchange.h"

#include "models/waves/wavestr.h"

namespace lanebook::CanaryExchange {

std::string requestBody(const WaveCanary &canary, const QString &model, LoadEndpoint endpoint)
{
    nlohmann::json body = {{"model", model.toStdString()},
                           {"max_tokens", canary.maxTokens},
                           {"temperature", 0},
                           {"stream", false}};
    if (endpoint == LoadEndpoint::ChatCompletions)
        body["messages"] = {{{"role", "user"}, {"content", canary.prompt.toStdString()}}};
    else
        body["prompt"] = canary.prompt.toStdString();
    return body.dump();
}

std::optional<QString> outputFromResponse(const std::string &body, QString *error)
{
    const nlohmann::json answer = nlohmann::json::parse(body, nullptr, false);
    const auto failWith = [error](const QString &why) -> std::optional<QString> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (answer.is_discarded() || !answer.is_object())
        return failWith(WavesTr::tr("the answer is not a JSON object"));
    const auto choices = answer.find("choices");
    if (choices == answer.end() || !choices->is_array() || choices->empty() ||
        !choices->front().is_object())
        return failWith(WavesTr::tr("the answer has no choices"));
    const nlohmann::json &choice = choices->front();
    if (const auto text = choice.find("text"); text != choice.end() && text->is_string())
        return QString::fromStdString(text->get<std::string>());
    if (const auto message = choice.find("message");
        message != choice.end() && message->is_object()) {
        const auto content = message->find("content");
        if (content != message->end() && content->is_string())
            return QString::fromStdString(content->get<std::string>());
        // A tool call answer carries no content; keep the call itself as the output.
        const auto calls = message->find("tool_calls");
        if (calls != message->end() && !calls->is_null())
            return QString::fromStdString(calls->dump());
    }
    return failWith(WavesTr::tr("the answer's first choice has no text"));
}

nlohmann::json toJson(const std::vector<CanaryOutput> &outputs, const QStringList &errors)
{
    nlohmann::json list = nlohmann::json::array();
    for (size_t i = 0; i < outputs.size(); ++i) {
        const CanaryOutput &canary = outputs[i];
        nlohmann::json item = {{"name", canary.name.toStdString()},
                               {"kind", canaryKindId(canary.kind).toStdString()},
                               {"output", canary.output.toStdString()},
                               {"expected", canary.expected.toStdString()}};
        if (qsizetype(i) < errors.size() && !errors.at(qsizetype(i)).isEmpty())
            item["error"] = errors.at(qsizetype(i)).toStdString();
        list.push_back(item);
    }
    return list;
}

} // namespace lanebook::CanaryExchange
