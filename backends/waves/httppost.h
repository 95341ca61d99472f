#pragma once

#include "backends/loadgen/httpget.h"

#include <QString>

#include <string>

namespace lanebook {

// A small blocking POST for what a wave asks of a server around its runs: canary prompts and
// prefix-cache resets (one HTTP path with the load generator's GETs: httpRequest).
using HttpPostResult = HttpResult;

// contentType empty: no body and no Content-Type header.
HttpPostResult httpPost(const QString &url, const std::string &body, const QString &contentType,
                        double timeoutS);

} // namespace lanebook
