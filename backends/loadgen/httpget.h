#pragma once

#include <QString>

#include <string>

namespace lanebook {

// A small blocking GET for what a load needs around the run: the server's /v1/models and
// its Prometheus /metrics. Never throws; error names the URL and what went wrong.
struct HttpGetResult
{
    long status = 0;
    std::string body;
    QString error; // empty when a response arrived (any status)

    bool ok() const { return error.isEmpty() && status >= 200 && status < 300; }
};

HttpGetResult httpGet(const QString &url, const QString &apiKey, double connectTimeoutS,
                      double totalTimeoutS);

} // namespace lanebook
