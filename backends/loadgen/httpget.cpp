#include "backends/loadgen/httpget.h"

#include "backends/loadgen/curlhandles.h"

#include <QCoreApplication>

#include <mutex>

namespace lanebook {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(HttpGet)
};

// Bodies past this are cut: /metrics of a big vLLM server is a few hundred kB.
constexpr std::size_t kMaxBodyBytes = 16 * 1024 * 1024;

size_t appendBody(char *data, size_t size, size_t count, void *user)
{
    auto *body = static_cast<std::string *>(user);
    const size_t bytes = size * count;
    if (body->size() + bytes > kMaxBodyBytes)
        return 0;
    body->append(data, bytes);
    return bytes;
}

} // namespace

void ensureCurlGlobalInit()
{
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

HttpGetResult httpGet(const QString &url, const QString &apiKey, double connectTimeoutS,
                      double totalTimeoutS)
{
    ensureCurlGlobalInit();
    HttpGetResult result;
    CurlEasy easy(curl_easy_init());
    if (!easy) {
        result.error = Tr::tr("%1: cannot create an HTTP request").arg(url);
        return result;
    }
    const QByteArray urlBytes = url.toUtf8();
    char errorBuffer[CURL_ERROR_SIZE] = {};
    CurlSlist headers;
    if (!apiKey.isEmpty())
        headers.reset(
            curl_slist_append(nullptr, ("Authorization: Bearer " + apiKey.toStdString()).c_str()));
    curl_easy_setopt(easy.get(), CURLOPT_URL, urlBytes.constData());
    curl_easy_setopt(easy.get(), CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(easy.get(), CURLOPT_CONNECTTIMEOUT_MS, long(connectTimeoutS * 1000));
    curl_easy_setopt(easy.get(), CURLOPT_TIMEOUT_MS, long(totalTimeoutS * 1000));
    curl_easy_setopt(easy.get(), CURLOPT_WRITEFUNCTION, appendBody);
    curl_easy_setopt(easy.get(), CURLOPT_WRITEDATA, &result.body);
    curl_easy_setopt(easy.get(), CURLOPT_ERRORBUFFER, errorBuffer);
    if (headers)
        curl_easy_setopt(easy.get(), CURLOPT_HTTPHEADER, headers.get());
    const CURLcode code = curl_easy_perform(easy.get());
    if (code != CURLE_OK) {
        const QString why = errorBuffer[0] ? QString::fromUtf8(errorBuffer)
                                           : QString::fromUtf8(curl_easy_strerror(code));
        result.error = Tr::tr("%1: %2").arg(url, why);
        return result;
    }
    curl_easy_getinfo(easy.get(), CURLINFO_RESPONSE_CODE, &result.status);
    return result;
}

} // namespace lanebook
