#pragma once

#include <QString>

#include <optional>
#include <string>

namespace lanebook {

// Small blocking HTTP requests for what happens around a load: the server's /v1/models and
// its Prometheus /metrics (GET), a wave's canary prompts and prefix-cache resets (POST).
// Never throws; error names the URL and what went wrong.
struct HttpResult
{
    long status = 0;
    std::string body;
    QString error; // empty when a response arrived (any status)

    bool ok() const { return error.isEmpty() && status >= 200 && status < 300; }
};
using HttpGetResult = HttpResult;

struct HttpRequestSpec
{
    QString url;
    std::optional<std::string> postBody; // none: GET
    QString contentType;                 // empty: no Content-Type header
    QString bearerToken;                 // empty: no Authorization header
    double connectTimeoutS = 10.0;
    double totalTimeoutS = 30.0;
    // Bodies past this are cut (the request fails): /metrics of a big vLLM server is a few
    // hundred kB, a canary answer a few kB.
    std::size_t maxBodyBytes = 16 * 1024 * 1024;
};

HttpResult httpRequest(const HttpRequestSpec &spec);

HttpResult httpGet(const QString &url, const QString &apiKey, double connectTimeoutS,
                   double totalTimeoutS);

} // namespace lanebook
