#pragma once

#include "backends/loadgen/curlhandles.h"
#include "backends/loadgen/streamtransport.h"

#include <memory>
#include <vector>

namespace lanebook {

struct LoadSpec;

// The load loop's libcurl transport: a multi handle driven by curl_multi_socket_action over
// the loop's epoll set, one easy handle per slot, kept (with its connection) between requests.
// Used for https:// (TLS), when a proxy is configured, and on request (`--http-client curl`).
class CurlTransport final : public StreamTransport
{
public:
    CurlTransport(const LoadSpec &spec, const std::string &url, int epollFd, TransportSink &sink);
    ~CurlTransport() override;
    CurlTransport(const CurlTransport &) = delete;
    CurlTransport &operator=(const CurlTransport &) = delete;

    QString setupError() const override { return m_setupError; }
    void start(int slot, std::string body) override;
    void abort(int slot) override;
    void onEvent(std::uint64_t data, std::uint32_t events) override;
    std::int64_t nextDeadlineNs() const override { return m_timerDeadlineNs; }
    void onTime(std::int64_t nowNs) override;

private:
    struct Slot;

    Slot &slotAt(int slot);
    void drainMessages();
    TransportEnd endOf(Slot &slot, CURLcode code) const;
    bool retryOnFreshConnection(Slot &slot, CURLcode code);

    static int onSocket(CURL *easy, curl_socket_t socket, int what, void *transport, void *socketp);
    static int onTimer(CURLM *multi, long timeoutMs, void *transport);
    static size_t onData(char *data, size_t size, size_t count, void *slot);

    const LoadSpec &m_spec;
    std::string m_url;
    int m_epoll;
    TransportSink &m_sink;
    QString m_setupError;
    CurlMulti m_multi;
    CurlSlist m_headers;
    std::int64_t m_timerDeadlineNs = -1;
    std::vector<std::unique_ptr<Slot>> m_slots;
};

} // namespace lanebook
