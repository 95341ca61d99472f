#include "backends/loadgen/httpget.h"

#include "backends/loadgen/curlhandles.h"
#include "backends/loadgen/loadgentr.h"

#include <mutex>

namespace lanebook {

namespace {

struct BodySink
{
    std::string *body = nullptr;
    std::size_t maxBytes = 0;
};

size_t appendBody(char *data, size_t size, size_t count, void *user)
{
    auto *sink = static_cast<BodySink *>(user);
    const size_t bytes = size * count;
    if (sink->body->size() + bytes > sink->maxBytes)
        return 0;
    sink->body->append(data, bytes);
    return bytes;
}

} // namespace

void ensureCurlGlobalInit()
{
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

HttpResult httpRequest(const HttpRequestSpec &spec)
{
    ensureCurlGlobalInit();
    HttpResult result;
    CurlEasy easy(curl_easy_init());
    if (!easy) {
        result.error = LoadGenTr::tr("%1: cannot create an HTTP request").arg(spec.url);
        return result;
    }
    const QByteArray urlBytes = spec.url.toUtf8();
    char errorBuffer[CURL_ERROR_SIZE] = {};
    CurlSlist headers;
    auto addHeader = [&headers](const std::string &line) {
        headers.reset(curl_slist_append(headers.release(), line.c_str()));
    };
    if (!spec.bearerToken.isEmpty())
        addHeader("Authorization: Bearer " + spec.bearerToken.toStdString());
    if (!spec.contentType.isEmpty())
        addHeader("Content-Type: " + spec.contentType.toStdString());
    BodySink sink{&result.body, spec.maxBodyBytes};
    curl_easy_setopt(easy.get(), CURLOPT_URL, urlBytes.constData());
    curl_easy_setopt(easy.get(), CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(easy.get(), CURLOPT_NOPROXY, kLoopbackNoProxy);
    if (spec.postBody) {
        curl_easy_setopt(easy.get(), CURLOPT_POST, 1L);
        curl_easy_setopt(easy.get(), CURLOPT_POSTFIELDS, spec.postBody->c_str());
        curl_easy_setopt(easy.get(), CURLOPT_POSTFIELDSIZE, long(spec.postBody->size()));
    }
    curl_easy_setopt(easy.get(), CURLOPT_CONNECTTIMEOUT_MS, long(spec.connectTimeoutS * 1000));
    curl_easy_setopt(easy.get(), CURLOPT_TIMEOUT_MS, long(spec.totalTimeoutS * 1000));
    curl_easy_setopt(easy.get(), CURLOPT_WRITEFUNCTION, appendBody);
    curl_easy_setopt(easy.get(), CURLOPT_WRITEDATA, &sink);
    curl_easy_setopt(easy.get(), CURLOPT_ERRORBUFFER, errorBuffer);
    if (headers)
        curl_easy_setopt(easy.get(), CURLOPT_HTTPHEADER, headers.get());
    const CURLcode code = curl_easy_perform(easy.get());
    if (code != CURLE_OK) {
        const QString why = errorBuffer[0] ? QString::fromUtf8(errorBuffer)
                                           : QString::fromUtf8(curl_easy_strerror(code));
        result.error = LoadGenTr::tr("%1: %2").arg(spec.url, why);
        return result;
    }
    curl_easy_getinfo(easy.get(), CURLINFO_RESPONSE_CODE, &result.status);
    return result;
}

HttpResult httpGet(const QString &url, const QString &apiKey, double connectTimeoutS,
                   double totalTimeoutS)
{
    HttpRequestSpec spec;
    spec.url = url;
    spec.bearerToken = apiKey;
    spec.connectTimeoutS = connectTimeoutS;
    spec.totalTimeoutS = totalTimeoutS;
    return httpRequest(spec);
}

} // namespace lanebook
