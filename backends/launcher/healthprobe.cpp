#include "backends/launcher/healthprobe.h"

#include "backends/launcher/launchertr.h"
#include "backends/loadgen/curlhandles.h"

namespace lanebook {

namespace {

// A health body is small and unread: only the status matters.
size_t discardBody(char *, size_t size, size_t count, void *)
{
    return size * count;
}

} // namespace

HealthAnswer probeHealth(const QString &url, double timeoutS)
{
    ensureCurlGlobalInit();
    HealthAnswer answer;
    CurlEasy easy(curl_easy_init());
    if (!easy) {
        answer.error = LauncherTr::tr("libcurl could not start a request");
        return answer;
    }
    const QByteArray urlBytes = url.toUtf8();
    const long timeoutMs = std::max(1L, static_cast<long>(timeoutS * 1000.0));
    char errorBuffer[CURL_ERROR_SIZE] = {};
    curl_easy_setopt(easy.get(), CURLOPT_URL, urlBytes.constData());
    curl_easy_setopt(easy.get(), CURLOPT_NOSIGNAL, 1L); // never SIGALRM in a threaded program
    curl_easy_setopt(easy.get(), CURLOPT_TIMEOUT_MS, timeoutMs);
    curl_easy_setopt(easy.get(), CURLOPT_CONNECTTIMEOUT_MS, timeoutMs);
    curl_easy_setopt(easy.get(), CURLOPT_WRITEFUNCTION, discardBody);
    curl_easy_setopt(easy.get(), CURLOPT_ERRORBUFFER, errorBuffer);
    curl_easy_setopt(easy.get(), CURLOPT_NOPROXY, kLoopbackNoProxy);
    const CURLcode result = curl_easy_perform(easy.get());
    if (result != CURLE_OK) {
        answer.error = QString::fromUtf8(errorBuffer[0] ? errorBuffer : curl_easy_strerror(result));
        return answer;
    }
    curl_easy_getinfo(easy.get(), CURLINFO_RESPONSE_CODE, &answer.httpStatus);
    return answer;
}

} // namespace lanebook
