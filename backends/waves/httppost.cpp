#include "backends/waves/httppost.h"

#include <algorithm>

namespace lanebook {

HttpPostResult httpPost(const QString &url, const std::string &body, const QString &contentType,
                        double timeoutS)
{
    HttpRequestSpec spec;
    spec.url = url;
    spec.postBody = body;
    spec.contentType = contentType;
    spec.connectTimeoutS = std::min(timeoutS, 10.0);
    spec.totalTimeoutS = timeoutS;
    // A canary answer or an error page: anything longer is not what we asked for.
    spec.maxBodyBytes = 4 * 1024 * 1024;
    return httpRequest(spec);
}

} // namespace lanebook
