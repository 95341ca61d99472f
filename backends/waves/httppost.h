#pragma once

#include <QString>

#include <string>

namespace lanebook {

// A small blocking POST for what a wave asks of a server around its runs: canary prompts and
// prefix-cache resets. Never throws; error names the URL and what went wrong.
struct HttpPostResult
{
    long status = 0;
    std::string body;
    QString error; // empty when a response arrived (any status)

    bool ok() const { return error.isEmpty() && status >= 200 && status < 300; }
};

// contentType empty: no body and no Content-Type header.
HttpPostResult httpPost(const QString &url, const std::string &body, const QString &contentType,
                        double timeoutS);

} // namespace lanebook
