#include "backends/loadgen/plainhttptransport.h"

#include "backends/loadgen/curlhandles.h"
#include "backends/loadgen/loadloop.h"
#include "backends/loadgen/receivestamped.h"
#include "backends/loadgen/tcpreorder.h"
#include "models/loadgen/arrivalstamp.h"
#include "models/loadgen/httpresponsereader.h"
#include "models/loadgen/loadspec.h"

#include <QByteArray>
#include <QUrl>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <optional>

#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/epoll.h>
#include <unistd.h>

namespace lanebook {

namespace {

constexpr std::size_t kReadBufferBytes = 64 * 1024;
// A host with several addresses (IPv6 and IPv4): an address that does not answer within this
// is left for the next, as libcurl's happy eyeballs does, within the one connect timeout.
constexpr std::int64_t kAddressFallbackNs = 250'000'000;
// A kernel stamp more than this before its read is used only when TCP saw no reordering
// (tcpreorder.h); below it, a reordered read's stamp is at most this early.
constexpr std::int64_t kReorderCheckNs = 1'000'000;

// epoll data: the slot, and the generation of its socket in the high half, so that an event
// of a socket that was closed (and whose registration a forked child's copy kept alive until
// its exec) never reaches the slot's next connection.
std::uint64_t epollData(int slot, std::uint32_t generation)
{
    return (std::uint64_t(generation) << 32) | std::uint32_t(slot);
}

QByteArray environment(const char *lower, const char *upper)
{
    QByteArray value = qgetenv(lower);
    return value.isEmpty() ? qgetenv(upper) : value;
}

// curl's reading of no_proxy: "*", or comma-separated hosts and domain suffixes.
bool noProxyNames(const QByteArray &noProxy, const QString &host)
{
    for (QByteArray entry : noProxy.split(',')) {
        entry = entry.trimmed();
        if (entry.startsWith('.'))
            entry.remove(0, 1);
        if (entry.isEmpty())
            continue;
        if (entry == "*")
            return true;
        const QString name = QString::fromLatin1(entry).toLower();
        if (host == name || host.endsWith(QLatin1Char('.') + name))
            return true;
    }
    return false;
}

std::string seconds(double s)
{
    return QString::number(s, 'g', 6).toStdString() + " s";
}

} // namespace

struct PlainHttpTransport::Connection
{
    int slot = 0;
    int fd = -1;
    enum class Phase { Closed, Idle, Connecting, Sending, Receiving };
    Phase phase = Phase::Closed;
    bool active = false;          // a request is in progress
    bool reused = false;          // it went out on a connection kept alive from an earlier one
    bool retried = false;         // already sent again once on a fresh connection
    std::uint32_t watched = 0;    // epoll events registered; 0 = not in the set
    std::uint32_t generation = 0; // of the socket, counted per slot
    std::size_t attempt = 0;      // addresses tried for this connection, minus one
    std::size_t addressIndex = 0;
    std::optional<std::uint32_t> outOfOrderPackets; // TCP_INFO, as last seen
    std::string request;
    std::size_t sent = 0;
    std::uint64_t received = 0;
    std::int64_t notBeforeNs = 0; // bytes of this exchange arrived no earlier than this
    HttpResponseReader reader;
    std::int64_t connectDeadlineNs = -1; // the connect timeout, over all addresses
    std::int64_t attemptDeadlineNs = -1; // this address's turn
    std::int64_t totalDeadlineNs = -1;
};

bool PlainHttpTransport::canCarry(const QString &url)
{
    const QUrl parsed(url);
    // Credentials in the URL are libcurl's to send (Basic authentication).
    if (parsed.scheme() != QLatin1String("http") || parsed.host().isEmpty() ||
        !parsed.userInfo().isEmpty())
        return false;
    if (environment("http_proxy", "HTTP_PROXY").isEmpty() &&
        environment("all_proxy", "ALL_PROXY").isEmpty())
        return true;
    // Loopback never goes through a proxy, as with every libcurl request (curlhandles.h).
    return noProxyNames(environment("no_proxy", "NO_PROXY") + ',' + kLoopbackNoProxy,
                        parsed.host().toLower());
}

PlainHttpTransport::PlainHttpTransport(const LoadSpec &spec, const QString &url, int epollFd,
                                       TransportSink &sink)
    : m_spec(spec)
    , m_epoll(epollFd)
    , m_sink(sink)
    , m_readBuffer(kReadBufferBytes)
{
    const QUrl parsed(url);
    const int port = parsed.port(80);
    // Internationalised names in their ASCII (punycode) form, for DNS and the Host header.
    const QByteArray host = parsed.host(QUrl::EncodeUnicode).toUtf8();
    const QByteArray hostHeader =
        (parsed.host().contains(QLatin1Char(':')) ? '[' + host + ']' : host) + ':' +
        QByteArray::number(port);
    m_hostPort = hostHeader.toStdString();
    QByteArray path = parsed.path(QUrl::FullyEncoded).toUtf8();
    if (path.isEmpty())
        path = "/";
    if (parsed.hasQuery())
        path += '?' + parsed.query(QUrl::FullyEncoded).toUtf8();

    m_requestHead = "POST " + path.toStdString() + " HTTP/1.1\r\nHost: " + m_hostPort +
                    "\r\nUser-Agent: lanebook\r\nContent-Type: application/json\r\n"
                    "Accept: text/event-stream\r\n";
    if (!spec.apiKey.isEmpty())
        m_requestHead += "Authorization: Bearer " + spec.apiKey.toStdString() + "\r\n";
    m_requestHead += "Content-Length: ";

    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *found = nullptr;
    const int resolved =
        ::getaddrinfo(host.constData(), std::to_string(port).c_str(), &hints, &found);
    if (resolved != 0) {
        m_resolveError =
            "cannot resolve host " + host.toStdString() + ": " + ::gai_strerror(resolved);
        return;
    }
    for (const addrinfo *a = found; a; a = a->ai_next) {
        Address address;
        std::memcpy(&address.storage, a->ai_addr, a->ai_addrlen);
        address.length = a->ai_addrlen;
        m_addresses.push_back(address);
    }
    ::freeaddrinfo(found);
    if (m_addresses.empty())
        m_resolveError = "host " + host.toStdString() + " has no address";
}

PlainHttpTransport::~PlainHttpTransport()
{
    for (auto &c : m_connections)
        close(*c);
}

PlainHttpTransport::Connection &PlainHttpTransport::connectionAt(int slot)
{
    while (int(m_connections.size()) <= slot) {
        auto c = std::make_unique<Connection>();
        c->slot = int(m_connections.size());
        m_connections.push_back(std::move(c));
    }
    return *m_connections[std::size_t(slot)];
}

void PlainHttpTransport::noteDeadline(std::int64_t deadlineNs)
{
    if (m_nextDeadlineNs < 0 || deadlineNs < m_nextDeadlineNs)
        m_nextDeadlineNs = deadlineNs;
}

void PlainHttpTransport::start(int slot, std::string body)
{
    Connection &c = connectionAt(slot);
    c.request.assign(m_requestHead);
    c.request += std::to_string(body.size());
    c.request += "\r\n\r\n";
    c.request += body;
    c.sent = 0;
    c.received = 0;
    c.reader.reset();
    c.active = true;
    c.retried = false;
    c.connectDeadlineNs = -1;
    c.notBeforeNs = LoadLoop::nowNs();
    c.totalDeadlineNs = c.notBeforeNs + std::int64_t(m_spec.totalTimeoutS * 1e9);
    noteDeadline(c.totalDeadlineNs);
    if (!m_resolveError.empty()) {
        fail(c, RequestOutcome::Unreachable, m_resolveError);
        return;
    }
    if (c.phase == Connection::Phase::Idle) {
        c.reused = true;
        c.phase = Connection::Phase::Sending;
        send(c);
        return;
    }
    c.reused = false;
    openConnection(c);
}

void PlainHttpTransport::openConnection(Connection &c)
{
    c.connectDeadlineNs = LoadLoop::nowNs() + std::int64_t(m_spec.connectTimeoutS * 1e9);
    noteDeadline(c.connectDeadlineNs);
    connect(c, 0);
}

void PlainHttpTransport::connect(Connection &c, std::size_t attempt)
{
    close(c);
    c.attempt = attempt;
    // The address that connected last goes first; the others follow in resolver order.
    c.addressIndex = (m_preferredAddress + attempt) % m_addresses.size();
    const bool lastAddress = attempt + 1 >= m_addresses.size();
    c.attemptDeadlineNs =
        lastAddress ? c.connectDeadlineNs
                    : std::min(c.connectDeadlineNs, LoadLoop::nowNs() + kAddressFallbackNs);
    const Address &address = m_addresses[c.addressIndex];
    c.fd = ::socket(address.storage.ss_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    ++c.generation;
    if (c.fd < 0) {
        fail(c, RequestOutcome::Unreachable,
             "cannot open a socket: " + std::string(std::strerror(errno)));
        return;
    }
    const int one = 1;
    ::setsockopt(c.fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    // Arrival stamps for every read (arrivalstamp.h); without them reads are stamped when read.
    ::setsockopt(c.fd, SOL_SOCKET, SO_TIMESTAMPNS, &one, sizeof one);
    if (::connect(c.fd, reinterpret_cast<const sockaddr *>(&address.storage), address.length) ==
        0) {
        connected(c);
        return;
    }
    if (errno == EINPROGRESS) {
        c.phase = Connection::Phase::Connecting;
        noteDeadline(c.attemptDeadlineNs);
        watch(c, EPOLLOUT);
        return;
    }
    const int error = errno;
    if (!lastAddress) {
        connect(c, attempt + 1);
        return;
    }
    fail(c, RequestOutcome::Unreachable,
         "cannot connect to " + m_hostPort + ": " + std::strerror(error));
}

void PlainHttpTransport::connected(Connection &c)
{
    c.connectDeadlineNs = -1;
    c.attemptDeadlineNs = -1;
    m_preferredAddress = c.addressIndex;
    c.outOfOrderPackets = outOfOrderPacketsReceived(c.fd);
    c.phase = Connection::Phase::Sending;
    send(c);
}

void PlainHttpTransport::send(Connection &c)
{
    while (c.sent < c.request.size()) {
        const ssize_t n =
            ::send(c.fd, c.request.data() + c.sent, c.request.size() - c.sent, MSG_NOSIGNAL);
        if (n > 0) {
            c.sent += std::size_t(n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            // Readable too: a server may answer (413, 400) before it has read everything.
            watch(c, EPOLLOUT | EPOLLIN);
            return;
        }
        const int error = errno;
        if (retryOnFreshConnection(c))
            return;
        fail(c, RequestOutcome::Disconnected,
             "cannot send the request to " + m_hostPort + ": " + std::strerror(error));
        return;
    }
    c.phase = Connection::Phase::Receiving;
    watch(c, EPOLLIN);
}

void PlainHttpTransport::receive(Connection &c)
{
    for (;;) {
        std::optional<std::int64_t> kernelStampNs;
        const ssize_t n =
            receiveStamped(c.fd, m_readBuffer.data(), m_readBuffer.size(), kernelStampNs);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            return;
        if (n < 0) {
            const int error = errno;
            if (retryOnFreshConnection(c))
                return;
            fail(c, RequestOutcome::Disconnected,
                 "connection to " + m_hostPort + ": " + std::strerror(error) + " after " +
                     std::to_string(c.received) + " bytes of the response");
            return;
        }
        if (n == 0) {
            if (retryOnFreshConnection(c))
                return;
            c.reader.endOfInput();
            if (c.reader.complete()) {
                responseEnded(c);
                return;
            }
            fail(c, RequestOutcome::Disconnected, m_hostPort + ": " + c.reader.error());
            return;
        }
        c.received += std::uint64_t(n);
        // One stamp per read: when its last bytes reached the socket, not when this thread
        // got round to reading them behind a burst of other streams.
        const std::int64_t now = stampOf(c, kernelStampNs);
        c.notBeforeNs = now;
        bool reading = true;
        const std::string_view bytes(m_readBuffer.data(), std::size_t(n));
        const std::size_t consumed = c.reader.feed(bytes, [&](std::string_view body) {
            if (reading)
                reading = m_sink.onResponseBytes(c.slot, c.reader.status(), body, now);
        });
        if (!c.active || c.fd < 0)
            return; // the sink dropped the exchange (abort) while it was being read
        if (!reading) {
            // The stream said it failed: the loop has the reason; the rest is not read.
            close(c);
            c.active = false;
            m_sink.onResponseEnd(c.slot, c.reader.status(),
                                 {false, RequestOutcome::Disconnected, "the stream was abandoned"});
            return;
        }
        if (c.reader.failed()) {
            fail(c, RequestOutcome::MalformedStream, c.reader.error());
            return;
        }
        if (c.reader.complete()) {
            if (consumed != bytes.size())
                close(c); // bytes after the response, unasked: the connection is not reusable
            responseEnded(c);
            return;
        }
        if (std::size_t(n) < m_readBuffer.size())
            return; // level-triggered: epoll says when there is more
    }
}

std::int64_t PlainHttpTransport::stampOf(Connection &c, std::optional<std::int64_t> kernelStampNs)
{
    const std::int64_t readNs = LoadLoop::nowNs();
    if (!kernelStampNs)
        return readNs;
    const std::int64_t arrivedNs =
        arrivalStampNs(kernelStampNs, realtimeMinusMonotonicNs(), readNs, c.notBeforeNs);
    if (readNs - arrivedNs <= kReorderCheckNs)
        return arrivedNs;
    // Well before the read: trusted only if TCP reordered nothing since it last looked (a
    // segment that overtook a lost one keeps its early stamp after the gap is filled).
    const std::optional<std::uint32_t> outOfOrder = outOfOrderPacketsReceived(c.fd);
    const bool reordered =
        !outOfOrder || !c.outOfOrderPackets || *outOfOrder != *c.outOfOrderPackets;
    c.outOfOrderPackets = outOfOrder;
    return reordered ? readNs : arrivedNs;
}

void PlainHttpTransport::responseEnded(Connection &c)
{
    c.active = false;
    if (c.fd >= 0 && c.reader.keepAlive()) {
        c.phase =
            Connection::Phase::Idle; // stays in the epoll set: a close by the server is noticed
    } else {
        close(c);
    }
    m_sink.onResponseEnd(c.slot, c.reader.status(), {true, RequestOutcome::Completed, {}});
}

bool PlainHttpTransport::retryOnFreshConnection(Connection &c)
{
    // A kept-alive connection the server closed while idle: the request never reached it.
    if (!c.reused || c.retried || c.received != 0)
        return false;
    c.retried = true;
    c.reused = false;
    c.sent = 0;
    openConnection(c);
    return true;
}

void PlainHttpTransport::fail(Connection &c, RequestOutcome why, const std::string &message)
{
    close(c);
    c.active = false;
    m_sink.onResponseEnd(c.slot, c.reader.status(), {false, why, message});
}

void PlainHttpTransport::abort(int slot)
{
    Connection &c = connectionAt(slot);
    if (!c.active)
        return;
    close(c); // mid-exchange: the connection cannot carry another request
    c.active = false;
}

void PlainHttpTransport::onEvent(std::uint64_t data, std::uint32_t events)
{
    const std::size_t slot = std::uint32_t(data);
    if (slot >= m_connections.size())
        return;
    Connection &c = *m_connections[slot];
    if (c.fd < 0 || std::uint32_t(data >> 32) != c.generation)
        return; // a socket this slot has closed since
    switch (c.phase) {
    case Connection::Phase::Connecting: {
        if (!(events & (EPOLLOUT | EPOLLERR | EPOLLHUP)))
            return;
        int error = 0;
        socklen_t length = sizeof error;
        if (::getsockopt(c.fd, SOL_SOCKET, SO_ERROR, &error, &length) != 0)
            error = errno;
        if (error == 0) {
            connected(c);
            return;
        }
        if (c.attempt + 1 < m_addresses.size()) {
            connect(c, c.attempt + 1);
            return;
        }
        fail(c, RequestOutcome::Unreachable,
             "cannot connect to " + m_hostPort + ": " + std::strerror(error));
        return;
    }
    case Connection::Phase::Sending:
        if (events & EPOLLIN) {
            // The server answered before the request was all sent: read what it says.
            c.phase = Connection::Phase::Receiving;
            watch(c, EPOLLIN);
            receive(c);
            return;
        }
        send(c);
        return;
    case Connection::Phase::Receiving:
        receive(c);
        return;
    case Connection::Phase::Idle:
        // A kept-alive connection spoke while idle: the server closed it (or sent garbage).
        close(c);
        return;
    case Connection::Phase::Closed:
        return;
    }
}

void PlainHttpTransport::onTime(std::int64_t nowNs)
{
    if (m_nextDeadlineNs < 0 || nowNs < m_nextDeadlineNs)
        return;
    m_nextDeadlineNs = -1;
    for (auto &connection : m_connections) {
        Connection &c = *connection;
        if (!c.active)
            continue;
        if (c.phase == Connection::Phase::Connecting && nowNs >= c.attemptDeadlineNs) {
            if (nowNs < c.connectDeadlineNs && c.attempt + 1 < m_addresses.size()) {
                connect(c, c.attempt + 1); // this address is silent: the next one
                if (c.active)
                    noteDeadline(c.totalDeadlineNs);
                continue;
            }
            fail(c, RequestOutcome::ConnectTimeout,
                 "no connection to " + m_hostPort + " within the connect timeout of " +
                     seconds(m_spec.connectTimeoutS));
        } else if (nowNs >= c.totalDeadlineNs) {
            fail(c, RequestOutcome::TotalTimeout,
                 "the response did not end within the total timeout of " +
                     seconds(m_spec.totalTimeoutS) + " (" + std::to_string(c.received) +
                     " bytes received)");
        } else {
            noteDeadline(c.totalDeadlineNs);
            if (c.phase == Connection::Phase::Connecting)
                noteDeadline(c.attemptDeadlineNs);
        }
    }
}

void PlainHttpTransport::watch(Connection &c, std::uint32_t events)
{
    if (c.watched == events || c.fd < 0)
        return;
    epoll_event event{};
    event.events = events;
    event.data.u64 = epollData(c.slot, c.generation);
    epoll_ctl(m_epoll, c.watched ? EPOLL_CTL_MOD : EPOLL_CTL_ADD, c.fd, &event);
    c.watched = events;
}

void PlainHttpTransport::close(Connection &c)
{
    if (c.fd >= 0) {
        // Leave the epoll set explicitly: close() alone does not while a forked child (a
        // telemetry tool between fork and exec) still holds a copy of the socket.
        if (c.watched)
            epoll_ctl(m_epoll, EPOLL_CTL_DEL, c.fd, nullptr);
        ::close(c.fd);
    }
    c.fd = -1;
    c.watched = 0;
    c.phase = Connection::Phase::Closed;
}

} // namespace lanebook
