#include "models/loadgen/requestbody.h"

#include <nlohmann/json.hpp>

namespace lanebook {

std::string requestBody(const LoadSpec &spec, std::string_view prompt)
{
    nlohmann::json body = nlohmann::json::object();
    body["model"] = spec.model.toStdString();
    if (spec.endpoint == LoadEndpoint::ChatCompletions)
        body["messages"] = nlohmann::json::array(
            {nlohmann::json{{"role", "user"}, {"content", std::string(prompt)}}});
    else
        body["prompt"] = std::string(prompt);
    body["max_tokens"] = spec.outputTokens;
    body["temperature"] = 0;
    body["stream"] = true;
    body["stream_options"] = {{"include_usage", true}};
    if (spec.ignoreEos) {
        body["ignore_eos"] = true;
        body["min_tokens"] = spec.outputTokens;
    }
    return body.dump();
}

QString endpointPath(LoadEndpoint endpoint)
{
    return endpoint == LoadEndpoint::ChatCompletions ? QStringLiteral("/v1/chat/completions")
                                                     : QStringLiteral("/v1/completions");
}

QString endpointId(LoadEndpoint endpoint)
{
    return endpoint == LoadEndpoint::ChatCompletions ? QStringLiteral("chat")
                                                     : QStringLiteral("completions");
}

} // namespace lanebook
