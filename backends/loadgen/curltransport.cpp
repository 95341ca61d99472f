#include "backends/loadgen/curltransport.h"

#include "backends/loadgen/loadgentr.h"
#include "backends/loadgen/loadloop.h"
#include "models/loadgen/loadspec.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <sys/epoll.h>

namespace lanebook {

namespace {

constexpr std::int64_t kMsNs = 1'000'000;

} // namespace

struct CurlTransport::Slot
{
    CurlTransport *owner = nullptr;
    int index = 0;
    CurlEasy easy;
    std::string body;
    bool active = false;
    bool retried = false;      // already sent again once on a fresh connection
    std::size_t bodyBytes = 0; // response body bytes of this request
    long status = 0;           // 0 until the first byte of the body
    char errorBuffer[CURL_ERROR_SIZE] = {};
};

CurlTransport::CurlTransport(const LoadSpec &spec, const std::string &url, int epollFd,
                             TransportSink &sink)
    : m_spec(spec)
    , m_url(url)
    , m_epoll(epollFd)
    , m_sink(sink)
{
    ensureCurlGlobalInit();
    m_multi.reset(curl_multi_init());
    if (!m_multi) {
        m_setupError = LoadGenTr::tr("cannot set up libcurl's multi handle");
        return;
    }
    curl_multi_setopt(m_multi.get(), CURLMOPT_SOCKETFUNCTION, &CurlTransport::onSocket);
    curl_multi_setopt(m_multi.get(), CURLMOPT_SOCKETDATA, this);
    curl_multi_setopt(m_multi.get(), CURLMOPT_TIMERFUNCTION, &CurlTransport::onTimer);
    curl_multi_setopt(m_multi.get(), CURLMOPT_TIMERDATA, this);
    // Keep one connection per stream alive between requests (HTTP/1.1 keep-alive).
    curl_multi_setopt(m_multi.get(), CURLMOPT_MAXCONNECTS,
                      long(std::max(16, spec.concurrency + 16)));

    curl_slist *headers = curl_slist_append(nullptr, "Content-Type: application/json");
    headers = curl_slist_append(headers, "Accept: text/event-stream");
    // curl waits for "100 Continue" before sending a body over 1 kB; servers never send it.
    headers = curl_slist_append(headers, "Expect:");
    if (!spec.apiKey.isEmpty())
        headers = curl_slist_append(headers,
                                    ("Authorization: Bearer " + spec.apiKey.toStdString()).c_str());
    m_headers.reset(headers);
}

CurlTransport::~CurlTransport()
{
    for (auto &slot : m_slots) {
        if (slot->active)
            curl_multi_remove_handle(m_multi.get(), slot->easy.get());
    }
    m_slots.clear(); // easy handles before the multi handle
    m_multi.reset();
}

int CurlTransport::onSocket(CURL *, curl_socket_t socket, int what, void *transportPtr, void *)
{
    auto *transport = static_cast<CurlTransport *>(transportPtr);
    if (what == CURL_POLL_REMOVE) {
        epoll_ctl(transport->m_epoll, EPOLL_CTL_DEL, socket, nullptr);
        return 0;
    }
    epoll_event event{};
    event.events =
        ((what & CURL_POLL_IN) ? EPOLLIN : 0u) | ((what & CURL_POLL_OUT) ? EPOLLOUT : 0u);
    event.data.u64 = std::uint64_t(socket);
    if (epoll_ctl(transport->m_epoll, EPOLL_CTL_MOD, socket, &event) != 0 && errno == ENOENT)
        epoll_ctl(transport->m_epoll, EPOLL_CTL_ADD, socket, &event);
    return 0;
}

int CurlTransport::onTimer(CURLM *, long timeoutMs, void *transportPtr)
{
    auto *transport = static_cast<CurlTransport *>(transportPtr);
    transport->m_timerDeadlineNs = timeoutMs < 0 ? -1 : LoadLoop::nowNs() + timeoutMs * kMsNs;
    return 0;
}

size_t CurlTransport::onData(char *data, size_t size, size_t count, void *slotPtr)
{
    auto *slot = static_cast<Slot *>(slotPtr);
    const size_t bytes = size * count;
    const std::int64_t now = LoadLoop::nowNs();
    slot->bodyBytes += bytes;
    if (slot->status == 0)
        curl_easy_getinfo(slot->easy.get(), CURLINFO_RESPONSE_CODE, &slot->status);
    const bool reading = slot->owner->m_sink.onResponseBytes(slot->index, int(slot->status),
                                                             std::string_view(data, bytes), now);
    return reading ? bytes : 0; // 0 aborts the transfer (CURLE_WRITE_ERROR)
}

CurlTransport::Slot &CurlTransport::slotAt(int index)
{
    while (int(m_slots.size()) <= index) {
        auto slot = std::make_unique<Slot>();
        slot->owner = this;
        slot->index = int(m_slots.size());
        slot->easy.reset(curl_easy_init());
        CURL *e = slot->easy.get();
        curl_easy_setopt(e, CURLOPT_URL, m_url.c_str());
        curl_easy_setopt(e, CURLOPT_HTTPHEADER, m_headers.get());
        curl_easy_setopt(e, CURLOPT_POST, 1L);
        curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(e, CURLOPT_NOPROXY, kLoopbackNoProxy);
        curl_easy_setopt(e, CURLOPT_TCP_NODELAY, 1L);
        curl_easy_setopt(e, CURLOPT_WRITEFUNCTION, &CurlTransport::onData);
        curl_easy_setopt(e, CURLOPT_WRITEDATA, slot.get());
        curl_easy_setopt(e, CURLOPT_PRIVATE, slot.get());
        curl_easy_setopt(e, CURLOPT_ERRORBUFFER, slot->errorBuffer);
        curl_easy_setopt(e, CURLOPT_CONNECTTIMEOUT_MS,
                         long(std::max(1.0, m_spec.connectTimeoutS * 1000)));
        curl_easy_setopt(e, CURLOPT_TIMEOUT_MS, long(std::max(1.0, m_spec.totalTimeoutS * 1000)));
        m_slots.push_back(std::move(slot));
    }
    return *m_slots[std::size_t(index)];
}

void CurlTransport::start(int index, std::string body)
{
    Slot &slot = slotAt(index);
    slot.body = std::move(body);
    slot.status = 0;
    slot.bodyBytes = 0;
    slot.retried = false;
    slot.errorBuffer[0] = '\0';
    curl_easy_setopt(slot.easy.get(), CURLOPT_FRESH_CONNECT, 0L);
    curl_easy_setopt(slot.easy.get(), CURLOPT_POSTFIELDSIZE, long(slot.body.size()));
    curl_easy_setopt(slot.easy.get(), CURLOPT_POSTFIELDS, slot.body.data());
    const CURLMcode added = curl_multi_add_handle(m_multi.get(), slot.easy.get());
    if (added != CURLM_OK) {
        m_sink.onResponseEnd(
            index, 0,
            {false, RequestOutcome::Disconnected,
             std::string("cannot start the request: ") + curl_multi_strerror(added)});
        return;
    }
    slot.active = true;
    // Send it now: otherwise a batch of starts would each wait for the bodies of the others,
    // and that wait would count as the server's TTFT.
    int running = 0;
    curl_multi_socket_action(m_multi.get(), CURL_SOCKET_TIMEOUT, 0, &running);
    drainMessages();
}

void CurlTransport::abort(int index)
{
    Slot &slot = slotAt(index);
    if (!slot.active)
        return;
    curl_multi_remove_handle(m_multi.get(), slot.easy.get());
    slot.active = false;
}

void CurlTransport::onEvent(std::uint64_t data, std::uint32_t events)
{
    int flags = 0;
    if (events & EPOLLIN)
        flags |= CURL_CSELECT_IN;
    if (events & EPOLLOUT)
        flags |= CURL_CSELECT_OUT;
    if (events & (EPOLLERR | EPOLLHUP))
        flags |= CURL_CSELECT_ERR;
    int running = 0;
    curl_multi_socket_action(m_multi.get(), curl_socket_t(data), flags, &running);
    drainMessages();
}

void CurlTransport::onTime(std::int64_t nowNs)
{
    if (m_timerDeadlineNs < 0 || nowNs < m_timerDeadlineNs)
        return;
    m_timerDeadlineNs = -1;
    int running = 0;
    curl_multi_socket_action(m_multi.get(), CURL_SOCKET_TIMEOUT, 0, &running);
    drainMessages();
}

void CurlTransport::drainMessages()
{
    int left = 0;
    while (CURLMsg *message = curl_multi_info_read(m_multi.get(), &left)) {
        if (message->msg != CURLMSG_DONE)
            continue;
        Slot *slot = nullptr;
        curl_easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, &slot);
        if (!slot || !slot->active)
            continue;
        const CURLcode code = message->data.result;
        curl_easy_getinfo(slot->easy.get(), CURLINFO_RESPONSE_CODE, &slot->status);
        curl_multi_remove_handle(m_multi.get(), slot->easy.get());
        if (retryOnFreshConnection(*slot, code))
            continue;
        const TransportEnd end = endOf(*slot, code);
        slot->active = false;
        slot->body.clear();
        m_sink.onResponseEnd(slot->index, int(slot->status), end);
    }
}

bool CurlTransport::retryOnFreshConnection(Slot &slot, CURLcode code)
{
    // A kept-alive connection the server closed while idle: the request met the close (a
    // reset, or end of file before a byte of response) and never reached it. libcurl sends
    // such a request again by itself only when it sees the close in time; when the reset
    // wins the race it reports "Connection reset by peer" instead. Like Lanebook's own
    // client, send it again once, on a fresh connection: a server that drops kept-alive
    // connections is not a server that fails requests.
    if (slot.retried || slot.bodyBytes != 0 || slot.status != 0)
        return false;
    if (code != CURLE_RECV_ERROR && code != CURLE_SEND_ERROR && code != CURLE_GOT_NOTHING)
        return false;
    long newConnections = 0;
    long headerBytes = 0;
    curl_easy_getinfo(slot.easy.get(), CURLINFO_NUM_CONNECTS, &newConnections);
    curl_easy_getinfo(slot.easy.get(), CURLINFO_HEADER_SIZE, &headerBytes);
    if (newConnections != 0 || headerBytes != 0)
        return false; // a fresh connection that fails is the server's answer
    slot.retried = true;
    slot.errorBuffer[0] = '\0';
    curl_easy_setopt(slot.easy.get(), CURLOPT_FRESH_CONNECT, 1L);
    // Queued with a zero timeout: the loop's next deadline sends it.
    return curl_multi_add_handle(m_multi.get(), slot.easy.get()) == CURLM_OK;
}

TransportEnd CurlTransport::endOf(Slot &slot, CURLcode code) const
{
    if (code == CURLE_OK)
        return {true, RequestOutcome::Completed, {}};
    const std::string why = slot.errorBuffer[0] ? slot.errorBuffer : curl_easy_strerror(code);
    curl_off_t connectUs = 0;
    curl_easy_getinfo(slot.easy.get(), CURLINFO_CONNECT_TIME_T, &connectUs);
    switch (code) {
    case CURLE_UNSUPPORTED_PROTOCOL:
        // Before a connection: a scheme curl cannot speak. After: the answer was not HTTP
        // ("Received HTTP/0.9 when not allowed"), as Lanebook's own client reports it.
        return {false,
                connectUs != 0 ? RequestOutcome::MalformedStream : RequestOutcome::Unreachable,
                why};
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY:
    case CURLE_COULDNT_CONNECT:
    case CURLE_URL_MALFORMAT:
        return {false, RequestOutcome::Unreachable, why};
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_CIPHER:
    case CURLE_SSL_CACERT_BADFILE:
    case CURLE_SSL_ISSUER_ERROR:
    case CURLE_SSL_PINNEDPUBKEYNOTMATCH:
    case CURLE_SSL_INVALIDCERTSTATUS:
    case CURLE_USE_SSL_FAILED:
        return {false, RequestOutcome::TlsError, why};
    case CURLE_OPERATION_TIMEDOUT: {
        // A TLS handshake that never completes (a plain-HTTP port behind https://) times out
        // inside the connect phase; curl says so only in its message.
        const std::string_view text(slot.errorBuffer);
        const bool tls = text.find("SSL") != std::string_view::npos ||
                         text.find("TLS") != std::string_view::npos;
        return {false,
                connectUs != 0 ? RequestOutcome::TotalTimeout
                : tls          ? RequestOutcome::TlsError
                               : RequestOutcome::ConnectTimeout,
                why};
    }
    case CURLE_WEIRD_SERVER_REPLY: // not HTTP at all: as Lanebook's own client says
        return {false, RequestOutcome::MalformedStream, why};
    case CURLE_RECV_ERROR:
        // Broken chunk framing is a malformed response; curl says so only in its message
        // ("Illegal or missing hexadecimal sequence in chunked-encoding").
        return {false,
                std::string_view(slot.errorBuffer).find("chunked-encoding") !=
                        std::string_view::npos
                    ? RequestOutcome::MalformedStream
                    : RequestOutcome::Disconnected,
                why};
    default:
        return {false, RequestOutcome::Disconnected, why};
    }
}

} // namespace lanebook
