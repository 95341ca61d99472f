#include "backends/waves/httppost.h"

#include "backends/loadgen/curlhandles.h"

#include <QCoreApplication>

namespace lanebook {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(HttpPost)
};

// A canary answer or an error page: anything longer is not what we asked for.
constexpr std::size_t kMaxBodyBytes = 4 * 1024 * 1024;

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

HttpPostResult httpPost(const QString &url, const std::string &body, const QString &contentType,
                        double timeoutS)
{
    ensureCurlGlobalInit();
    HttpPostResult result;
    CurlEasy easy(curl_easy_init());
    if (!easy) {
        result.error = Tr::tr("%1: cannot create an HTTP request").arg(url);
        return result;
    }
    const QByteArray urlBytes = url.toUtf8();
    char errorBuffer[CURL_ERROR_SIZE] = {};
    CurlSlist headers;
    if (!contentType.isEmpty())
        headers.reset(
            curl_slist_append(nullptr, ("Content-Type: " + contentType.toStdString()).c_str()));
    curl_easy_setopt(easy.get(), CURLOPT_URL, urlBytes.constData());
    curl_easy_setopt(easy.get(), CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(easy.get(), CURLOPT_POST, 1L);
    curl_easy_setopt(easy.get(), CURLOPT_POSTFIELDS, body.c_str());
    curl_easy_setopt(easy.get(), CURLOPT_POSTFIELDSIZE, long(body.size()));
    curl_easy_setopt(easy.get(), CURLOPT_CONNECTTIMEOUT_MS, long(std::min(timeoutS, 10.0) * 1000));
    curl_easy_setopt(easy.get(), CURLOPT_TIMEOUT_MS, long(timeoutS * 1000));
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
