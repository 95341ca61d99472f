#pragma once

// Test-side HTTP for tst_mockserver: libcurl for ordinary requests (one at a time or many
// concurrent through a multi handle) and a raw POSIX socket for what curl will not send
// (garbage, pipelined requests, a request split across writes).

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <chrono>
#include <curl/curl.h>
#include <memory>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace lanebook::test {

struct HttpExchange
{
    long status = 0;
    CURLcode curlCode = CURLE_OK;
    QByteArray headers;
    QByteArray body;
    QList<std::int64_t> readTimesNs; // steady_clock at each body read

    // The payloads of the SSE events ("data: X\n\n" gives X), in order.
    QList<QByteArray> events() const
    {
        QList<QByteArray> out;
        for (const QByteArray &event : body.split('\n')) {
            if (event.startsWith("data: "))
                out.append(event.mid(6));
        }
        return out;
    }
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
};

inline std::int64_t steadyNowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

class CurlRequest
{
public:
    CurlRequest(const QString &url, const QByteArray &postBody = {}, bool post = false)
        : m_handle(curl_easy_init(), &curl_easy_cleanup)
        , m_url(url.toUtf8())
        , m_postBody(postBody)
    {
        CURL *curl = m_handle.get();
        curl_easy_setopt(curl, CURLOPT_URL, m_url.constData());
        curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(curl, CURLOPT_TIMEOUT, 60L);
        curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, &CurlRequest::onBody);
        curl_easy_setopt(curl, CURLOPT_WRITEDATA, this);
        curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, &CurlRequest::onHeader);
        curl_easy_setopt(curl, CURLOPT_HEADERDATA, this);
        if (post || !postBody.isEmpty()) {
            m_headers.reset(curl_slist_append(nullptr, "Content-Type: application/json"));
            curl_easy_setopt(curl, CURLOPT_HTTPHEADER, m_headers.get());
            curl_easy_setopt(curl, CURLOPT_POSTFIELDS, m_postBody.constData());
            curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE, long(m_postBody.size()));
        }
    }

    CURL *handle() const { return m_handle.get(); }
    HttpExchange &exchange() { return m_exchange; }

    HttpExchange perform()
    {
        m_exchange.curlCode = curl_easy_perform(m_handle.get());
        return finish();
    }
    HttpExchange finish()
    {
        curl_easy_getinfo(m_handle.get(), CURLINFO_RESPONSE_CODE, &m_exchange.status);
        return m_exchange;
    }

private:
    static size_t onBody(char *data, size_t size, size_t count, void *self)
    {
        auto *request = static_cast<CurlRequest *>(self);
        request->m_exchange.body.append(data, qsizetype(size * count));
        request->m_exchange.readTimesNs.append(steadyNowNs());
        return size * count;
    }
    static size_t onHeader(char *data, size_t size, size_t count, void *self)
    {
        static_cast<CurlRequest *>(self)->m_exchange.headers.append(data, qsizetype(size * count));
        return size * count;
    }

    std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> m_handle;
    std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> m_headers{nullptr,
                                                                          &curl_slist_free_all};
    QByteArray m_url;
    QByteArray m_postBody;
    HttpExchange m_exchange;
};

inline HttpExchange httpGet(const QString &url)
{
    return CurlRequest(url).perform();
}

inline HttpExchange httpPost(const QString &url, const QByteArray &body)
{
    return CurlRequest(url, body, true).perform();
}

// Runs all requests concurrently on one curl multi handle, one connection each.
inline QList<HttpExchange> httpConcurrent(std::vector<std::unique_ptr<CurlRequest>> &requests)
{
    std::unique_ptr<CURLM, decltype(&curl_multi_cleanup)> multi(curl_multi_init(),
                                                                &curl_multi_cleanup);
    curl_multi_setopt(multi.get(), CURLMOPT_MAX_TOTAL_CONNECTIONS, 0L);
    for (auto &request : requests) {
        curl_easy_setopt(request->handle(), CURLOPT_PRIVATE, request.get());
        curl_easy_setopt(request->handle(), CURLOPT_FORBID_REUSE, 1L);
        curl_multi_add_handle(multi.get(), request->handle());
    }
    int running = 1;
    while (running > 0) {
        curl_multi_perform(multi.get(), &running);
        int messages = 0;
        while (CURLMsg *message = curl_multi_info_read(multi.get(), &messages)) {
            if (message->msg != CURLMSG_DONE)
                continue;
            CurlRequest *request = nullptr;
            curl_easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, &request);
            request->exchange().curlCode = message->data.result;
        }
        if (running > 0)
            curl_multi_poll(multi.get(), nullptr, 0, 1000, nullptr);
    }
    QList<HttpExchange> results;
    for (auto &request : requests) {
        curl_multi_remove_handle(multi.get(), request->handle());
        results.append(request->finish());
    }
    return results;
}

// A bare TCP connection to the server that the test closes when it chooses (an abandoned
// stream, as a client that gives up would leave it).
class RawConnection
{
public:
    explicit RawConnection(int port)
        : m_fd(socket(AF_INET, SOCK_STREAM, 0))
    {
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(quint16(port));
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        m_connected = ::connect(m_fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0;
    }
    ~RawConnection() { close(); }
    RawConnection(const RawConnection &) = delete;
    RawConnection &operator=(const RawConnection &) = delete;

    bool send(const QByteArray &bytes)
    {
        return m_connected &&
               ::send(m_fd, bytes.constData(), size_t(bytes.size()), MSG_NOSIGNAL) == bytes.size();
    }
    void close()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
    }

private:
    int m_fd = -1;
    bool m_connected = false;
};

// Sends `parts` over one TCP connection (a pause between parts, so they arrive as separate
// reads), then reads until the server closes or `timeoutMs` passes with nothing to read.
inline QByteArray rawExchange(int port, const QList<QByteArray> &parts, int timeoutMs = 5000)
{
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(quint16(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0) {
        ::close(fd);
        return {};
    }
    for (const QByteArray &part : parts) {
        qsizetype sent = 0;
        while (sent < part.size()) {
            const ssize_t n =
                ::send(fd, part.constData() + sent, size_t(part.size() - sent), MSG_NOSIGNAL);
            if (n <= 0)
                break;
            sent += n;
        }
        if (parts.size() > 1)
            ::usleep(50'000);
    }
    QByteArray received;
    char buffer[65536];
    while (true) {
        pollfd readable{fd, POLLIN, 0};
        if (::poll(&readable, 1, timeoutMs) <= 0)
            break;
        const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
        if (n <= 0)
            break;
        received.append(buffer, n);
    }
    ::close(fd);
    return received;
}

} // namespace lanebook::test
