#pragma once

#include "backends/loadgen/streamtransport.h"

#include <QString>

#include <memory>
#include <optional>
#include <vector>

#include <sys/socket.h>

namespace lanebook {

struct LoadSpec;

// The load loop's own HTTP/1.1 client for plain http:// (no TLS, no proxy). Why it exists:
// at 256 streams libcurl 7.88 costs more CPU per streamed chunk than everything else in the
// client — a zero-timeout poll() after every read that no option turns off, and its
// per-action bookkeeping (measured with perf and strace). Here a chunk costs one read() on
// a level-triggered socket that stays in the epoll set for the life of its connection.
//
// One connection per slot, kept alive between the slot's requests; a request that finds its
// kept-alive connection closed by the server before any byte of the response is sent again
// once on a fresh connection (as libcurl does). The host is resolved once per load, blocking
// (getaddrinfo, bounded by the resolver's own timeouts); each of its addresses is tried in turn,
// the next after 250 ms of silence, within one connect timeout. Connect and total timeouts are
// deadlines checked by onTime. Reads are stamped with the kernel's arrival time of their bytes
// (models/loadgen/arrivalstamp.h). URLs with credentials go to libcurl.
class PlainHttpTransport final : public StreamTransport
{
public:
    // Whether this transport can carry `url`: http://, and no proxy in the environment
    // applies to its host (http_proxy / all_proxy, unless no_proxy names the host).
    static bool canCarry(const QString &url);

    PlainHttpTransport(const LoadSpec &spec, const QString &url, int epollFd, TransportSink &sink);
    ~PlainHttpTransport() override;
    PlainHttpTransport(const PlainHttpTransport &) = delete;
    PlainHttpTransport &operator=(const PlainHttpTransport &) = delete;

    QString setupError() const override { return {}; }
    void start(int slot, std::string body) override;
    void abort(int slot) override;
    void onEvent(std::uint64_t data, std::uint32_t events) override;
    std::int64_t nextDeadlineNs() const override { return m_nextDeadlineNs; }
    void onTime(std::int64_t nowNs) override;

private:
    struct Connection;
    struct Address
    {
        sockaddr_storage storage{};
        socklen_t length = 0;
    };

    Connection &connectionAt(int slot);
    void openConnection(Connection &c);
    void connect(Connection &c, std::size_t attempt);
    void connected(Connection &c);
    void send(Connection &c);
    void receive(Connection &c);
    std::int64_t stampOf(Connection &c, std::optional<std::int64_t> kernelStampNs);
    void responseEnded(Connection &c);
    bool retryOnFreshConnection(Connection &c);
    void fail(Connection &c, RequestOutcome why, const std::string &message);
    void watch(Connection &c, std::uint32_t events);
    void close(Connection &c);
    void noteDeadline(std::int64_t deadlineNs);

    const LoadSpec &m_spec;
    int m_epoll;
    TransportSink &m_sink;
    std::string m_hostPort;    // "host:port", for messages
    std::string m_requestHead; // the request up to the Content-Length value
    std::string m_resolveError;
    std::vector<Address> m_addresses;
    std::size_t m_preferredAddress = 0; // the one that connected last
    std::vector<std::unique_ptr<Connection>> m_connections;
    std::vector<char> m_readBuffer;
    std::int64_t m_nextDeadlineNs = -1;
};

} // namespace lanebook
