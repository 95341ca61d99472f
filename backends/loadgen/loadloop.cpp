#include "backends/loadgen/loadloop.h"

#include "models/loadgen/requestbody.h"
#include "models/loadgen/streamchunk.h"

#include <QCoreApplication>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>

#include <sys/epoll.h>
#include <unistd.h>

namespace lanebook {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(LoadLoop)
};

constexpr std::int64_t kMsNs = 1'000'000;
constexpr std::int64_t kProgressIntervalNs = 100 * kMsNs; // at most 10 Hz (DESIGN §4)
constexpr std::int64_t kIdleWakeNs = 50 * kMsNs;          // to notice cancel and pause
constexpr std::size_t kErrorBodyBytes = 512;
constexpr int kMaxEvents = 512;

std::string snippet(const std::string &text)
{
    std::string s = text.substr(0, 200);
    for (char &c : s) {
        if (c == '\n' || c == '\r')
            c = ' ';
    }
    return s;
}

} // namespace

struct LoadLoop::Transfer
{
    LoadLoop *loop = nullptr;
    CurlEasy easy;
    RequestRecord *record = nullptr;
    SseStream sse;
    std::string body;
    std::string head; // the first bytes of the response, for messages
    long status = 0;  // 0 until the first byte of the body
    bool sawEvent = false;
    bool awaitingFirstChunk = false; // counted in LoadLoop::m_awaitingFirstChunk
    char errorBuffer[CURL_ERROR_SIZE] = {};
};

std::int64_t LoadLoop::nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

LoadLoop::LoadLoop(const LoadSpec &spec, LoadControl &control, PromptFor promptFor,
                   Progress progress)
    : m_spec(spec)
    , m_control(control)
    , m_promptFor(std::move(promptFor))
    , m_progress(std::move(progress))
{
    ensureCurlGlobalInit();
    m_url = QString(spec.baseUrl + endpointPath(spec.endpoint)).toStdString();
    m_multi.reset(curl_multi_init());
    m_epoll = epoll_create1(EPOLL_CLOEXEC);
    if (!m_multi || m_epoll < 0) {
        m_setupError = Tr::tr("cannot set up the HTTP event loop: %1")
                           .arg(QString::fromUtf8(std::strerror(errno)));
        return;
    }
    curl_multi_setopt(m_multi.get(), CURLMOPT_SOCKETFUNCTION, &LoadLoop::onSocket);
    curl_multi_setopt(m_multi.get(), CURLMOPT_SOCKETDATA, this);
    curl_multi_setopt(m_multi.get(), CURLMOPT_TIMERFUNCTION, &LoadLoop::onTimer);
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

LoadLoop::~LoadLoop()
{
    for (auto &transfer : m_transfers) {
        if (transfer->record)
            curl_multi_remove_handle(m_multi.get(), transfer->easy.get());
    }
    m_transfers.clear(); // easy handles before the multi handle
    m_multi.reset();
    if (m_epoll >= 0)
        ::close(m_epoll);
}

int LoadLoop::onSocket(CURL *, curl_socket_t socket, int what, void *loopPtr, void *)
{
    auto *loop = static_cast<LoadLoop *>(loopPtr);
    if (what == CURL_POLL_REMOVE) {
        epoll_ctl(loop->m_epoll, EPOLL_CTL_DEL, socket, nullptr);
        return 0;
    }
    epoll_event event{};
    event.events =
        ((what & CURL_POLL_IN) ? EPOLLIN : 0u) | ((what & CURL_POLL_OUT) ? EPOLLOUT : 0u);
    event.data.fd = socket;
    if (epoll_ctl(loop->m_epoll, EPOLL_CTL_MOD, socket, &event) != 0 && errno == ENOENT)
        epoll_ctl(loop->m_epoll, EPOLL_CTL_ADD, socket, &event);
    return 0;
}

int LoadLoop::onTimer(CURLM *, long timeoutMs, void *loopPtr)
{
    auto *loop = static_cast<LoadLoop *>(loopPtr);
    loop->m_timerDeadlineNs = timeoutMs < 0 ? -1 : nowNs() + timeoutMs * kMsNs;
    return 0;
}

size_t LoadLoop::onData(char *data, size_t size, size_t count, void *transferPtr)
{
    auto *t = static_cast<Transfer *>(transferPtr);
    const size_t bytes = size * count;
    const std::int64_t now = nowNs();
    RequestRecord &record = *t->record;
    if (t->status == 0)
        curl_easy_getinfo(t->easy.get(), CURLINFO_RESPONSE_CODE, &t->status);
    if (t->head.size() < kErrorBodyBytes)
        t->head.append(data, std::min(bytes, kErrorBodyBytes - t->head.size()));
    if (t->status < 200 || t->status >= 300)
        return bytes; // an error response: its head is kept for the message
    bool reading = true;
    t->sse.feed(std::string_view(data, bytes), [&](std::string_view event) {
        if (!reading)
            return;
        t->sawEvent = true;
        const int chunksBefore = record.contentChunks;
        const StreamChunk chunk = parseStreamChunk(event);
        reading = record.applyChunk(chunk, now);
        t->loop->m_chunksReceived += record.contentChunks - chunksBefore;
    });
    if (t->awaitingFirstChunk && record.firstChunkNs != 0)
        t->loop->stopAwaitingFirstChunk(t);
    // A request that ended on an error aborts its transfer; after [DONE] the rest is read.
    return record.ended() ? 0 : bytes;
}

LoadLoop::Transfer *LoadLoop::acquireTransfer()
{
    if (!m_free.empty()) {
        Transfer *t = m_free.back();
        m_free.pop_back();
        return t;
    }
    auto transfer = std::make_unique<Transfer>();
    Transfer *t = transfer.get();
    t->loop = this;
    t->easy.reset(curl_easy_init());
    CURL *e = t->easy.get();
    curl_easy_setopt(e, CURLOPT_URL, m_url.c_str());
    curl_easy_setopt(e, CURLOPT_HTTPHEADER, m_headers.get());
    curl_easy_setopt(e, CURLOPT_POST, 1L);
    curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(e, CURLOPT_TCP_NODELAY, 1L);
    curl_easy_setopt(e, CURLOPT_WRITEFUNCTION, &LoadLoop::onData);
    curl_easy_setopt(e, CURLOPT_WRITEDATA, t);
    curl_easy_setopt(e, CURLOPT_PRIVATE, t);
    curl_easy_setopt(e, CURLOPT_ERRORBUFFER, t->errorBuffer);
    curl_easy_setopt(e, CURLOPT_CONNECTTIMEOUT_MS,
                     long(std::max(1.0, m_spec.connectTimeoutS * 1000)));
    curl_easy_setopt(e, CURLOPT_TIMEOUT_MS, long(std::max(1.0, m_spec.totalTimeoutS * 1000)));
    m_transfers.push_back(std::move(transfer));
    return t;
}

void LoadLoop::startRequest(RequestRecord &record)
{
    Transfer *t = acquireTransfer();
    t->record = &record;
    t->sse = SseStream();
    t->head.clear();
    t->status = 0;
    t->sawEvent = false;
    t->awaitingFirstChunk = true;
    ++m_awaitingFirstChunk;
    t->errorBuffer[0] = '\0';
    t->body = requestBody(m_spec, m_promptFor(record));
    curl_easy_setopt(t->easy.get(), CURLOPT_POSTFIELDSIZE, long(t->body.size()));
    curl_easy_setopt(t->easy.get(), CURLOPT_POSTFIELDS, t->body.data());
    record.sendNs = nowNs();
    ++m_inFlight;
    const CURLMcode added = curl_multi_add_handle(m_multi.get(), t->easy.get());
    if (added != CURLM_OK) {
        endTransfer(t, RequestOutcome::Disconnected,
                    m_url + ": cannot start the request: " + curl_multi_strerror(added));
        return;
    }
    // Send it now: otherwise a batch of starts would each wait for the bodies of the others,
    // and that wait would count as the server's TTFT.
    int running = 0;
    curl_multi_socket_action(m_multi.get(), CURL_SOCKET_TIMEOUT, 0, &running);
}

void LoadLoop::stopAwaitingFirstChunk(Transfer *t)
{
    t->awaitingFirstChunk = false;
    --m_awaitingFirstChunk;
}

void LoadLoop::endTransfer(Transfer *t, RequestOutcome why, const std::string &message)
{
    RequestRecord &record = *t->record;
    if (t->awaitingFirstChunk)
        stopAwaitingFirstChunk(t);
    record.end(why, nowNs(), message);
    curl_multi_remove_handle(m_multi.get(), t->easy.get());
    if (record.warmup) {
        // warmup outcomes are counted by the caller from the records
    } else if (record.succeeded()) {
        ++m_completed;
        if (record.firstChunkNs > 0)
            m_ttftsMs.push_back(double(record.firstChunkNs - record.sendNs) / kMsNs);
    } else {
        ++m_failed;
    }
    t->record = nullptr;
    t->body.clear();
    m_free.push_back(t);
    --m_inFlight;
}

void LoadLoop::finishTransfer(Transfer *t, CURLcode code)
{
    RequestRecord &record = *t->record;
    const std::string where = m_url + ": ";
    if (record.ended()) {
        // Ended by what the stream said (an error chunk, a malformed one): name the server.
        record.error = where + record.error;
        endTransfer(t, record.outcome, record.error);
        return;
    }
    if (code == CURLE_OK) {
        long status = t->status;
        curl_easy_getinfo(t->easy.get(), CURLINFO_RESPONSE_CODE, &status);
        if (status >= 400) {
            const RequestOutcome why =
                status >= 500 ? RequestOutcome::HttpServerError : RequestOutcome::HttpClientError;
            endTransfer(t, why, where + "HTTP " + std::to_string(status) + ": " + snippet(t->head));
            return;
        }
        if (status < 200 || status >= 300) {
            endTransfer(t, RequestOutcome::MalformedStream,
                        where + "unexpected HTTP " + std::to_string(status));
            return;
        }
        const std::int64_t now = nowNs();
        t->sse.finish([&](std::string_view event) {
            t->sawEvent = true;
            if (!record.ended())
                record.applyChunk(parseStreamChunk(event), now);
        });
        if (record.ended()) {
            record.error = where + record.error;
            endTransfer(t, record.outcome, record.error);
        } else if (record.sawDone || !record.finishReason.empty()) {
            endTransfer(t, RequestOutcome::Completed, {});
        } else if (!t->sawEvent) {
            endTransfer(t, RequestOutcome::MalformedStream,
                        where + "the response is not an event stream: " + snippet(t->head));
        } else {
            endTransfer(t, RequestOutcome::Disconnected,
                        where + "the stream ended without [DONE] after " +
                            std::to_string(record.choiceChunks) + " chunks");
        }
        return;
    }
    const std::string why = where + (t->errorBuffer[0] ? t->errorBuffer : curl_easy_strerror(code));
    switch (code) {
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY:
    case CURLE_COULDNT_CONNECT:
    case CURLE_UNSUPPORTED_PROTOCOL:
    case CURLE_URL_MALFORMAT:
        endTransfer(t, RequestOutcome::Unreachable, why);
        return;
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_CIPHER:
    case CURLE_SSL_CACERT_BADFILE:
    case CURLE_SSL_ISSUER_ERROR:
    case CURLE_SSL_PINNEDPUBKEYNOTMATCH:
    case CURLE_SSL_INVALIDCERTSTATUS:
    case CURLE_USE_SSL_FAILED:
        endTransfer(t, RequestOutcome::TlsError, why);
        return;
    case CURLE_OPERATION_TIMEDOUT: {
        curl_off_t connectUs = 0;
        curl_easy_getinfo(t->easy.get(), CURLINFO_CONNECT_TIME_T, &connectUs);
        // A TLS handshake that never completes (a plain-HTTP port behind https://) times out
        // inside the connect phase; curl says so only in its message.
        const std::string_view text(t->errorBuffer);
        const bool tls = text.find("SSL") != std::string_view::npos ||
                         text.find("TLS") != std::string_view::npos;
        endTransfer(t,
                    connectUs != 0 ? RequestOutcome::TotalTimeout
                    : tls          ? RequestOutcome::TlsError
                                   : RequestOutcome::ConnectTimeout,
                    why);
        return;
    }
    default:
        endTransfer(t, RequestOutcome::Disconnected, why);
        return;
    }
}

void LoadLoop::drainMessages()
{
    int left = 0;
    while (CURLMsg *message = curl_multi_info_read(m_multi.get(), &left)) {
        if (message->msg != CURLMSG_DONE)
            continue;
        Transfer *t = nullptr;
        curl_easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, &t);
        if (t && t->record)
            finishTransfer(t, message->data.result);
    }
}

void LoadLoop::checkFirstTokenTimeouts(std::int64_t now)
{
    // Once every stream has its first token (the steady state of a load) there is nothing
    // to scan: walking all slots every 5 ms showed up in profiles at 256 streams.
    if (m_awaitingFirstChunk == 0)
        return;
    const auto limitNs = static_cast<std::int64_t>(m_spec.firstTokenTimeoutS * 1e9);
    for (auto &transfer : m_transfers) {
        Transfer *t = transfer.get();
        if (!t->record || t->record->firstChunkNs != 0 || now - t->record->sendNs < limitNs)
            continue;
        endTransfer(t, RequestOutcome::FirstTokenTimeout,
                    m_url + ": no token within the first-token timeout of " +
                        QString::number(m_spec.firstTokenTimeoutS, 'g', 6).toStdString() + " s");
    }
}

void LoadLoop::cancelAll()
{
    for (auto &transfer : m_transfers) {
        if (transfer->record)
            endTransfer(transfer.get(), RequestOutcome::Cancelled, "cancelled");
    }
}

void LoadLoop::reportProgress(std::int64_t now, bool force)
{
    if (!m_progress || (!force && now - m_lastProgressNs < kProgressIntervalNs))
        return;
    m_lastProgressNs = now;
    LoadProgress p;
    p.total = m_total;
    p.completed = m_measuredPhase ? m_completed : 0;
    p.failed = m_measuredPhase ? m_failed : 0;
    p.inFlight = m_inFlight;
    p.elapsedS = m_measuredPhase ? double(now - m_phaseStartNs) / 1e9 : 0.0;
    // Tokens over about the last second: each chunk with a choice counts as one.
    m_chunkHistory.emplace_back(now, m_chunksReceived);
    while (m_chunkHistory.size() > 2 && now - m_chunkHistory[1].first >= 1'000 * kMsNs)
        m_chunkHistory.erase(m_chunkHistory.begin());
    const auto &[oldestNs, oldestChunks] = m_chunkHistory.front();
    if (now > oldestNs)
        p.outputTokensPerS =
            double(m_chunksReceived - oldestChunks) / (double(now - oldestNs) / 1e9);
    if (!m_ttftsMs.empty()) {
        auto middle = m_ttftsMs.begin() + std::ptrdiff_t(m_ttftsMs.size() / 2);
        std::nth_element(m_ttftsMs.begin(), middle, m_ttftsMs.end());
        p.ttftMedianMs = *middle;
    }
    m_progress(p);
}

bool LoadLoop::run(std::vector<RequestRecord> &records, const std::vector<double> &offsetsS,
                   bool openLoop, bool measured)
{
    if (!m_setupError.isEmpty()) {
        for (RequestRecord &record : records) {
            record.sendNs = nowNs();
            record.end(RequestOutcome::Unreachable, record.sendNs, m_setupError.toStdString());
        }
        return true;
    }
    m_measuredPhase = measured;
    if (measured) {
        m_total = int(records.size());
        m_completed = m_failed = 0;
        m_ttftsMs.clear();
        m_ttftsMs.reserve(records.size());
    }
    const int cap = openLoop ? m_spec.concurrency : std::max(1, m_spec.concurrency);
    const std::int64_t phaseStart = nowNs();
    m_phaseStartNs = phaseStart;
    std::size_t next = 0;
    std::int64_t nextFirstTokenCheck = phaseStart;
    epoll_event events[kMaxEvents];
    int running = 0;
    for (;;) {
        std::int64_t now = nowNs();
        if (m_control.cancelRequested.load()) {
            cancelAll();
            reportProgress(now, true);
            return false;
        }
        // Start what is due.
        std::int64_t nextArrivalNs = -1;
        bool started = false; // requests that fail at once (unreachable) are collected below
        while (next < records.size() && !m_control.paused.load() &&
               (cap <= 0 || m_inFlight < cap)) {
            if (openLoop) {
                const std::int64_t due = phaseStart + std::int64_t(offsetsS[next] * 1e9);
                if (due > now) {
                    nextArrivalNs = due;
                    break;
                }
            }
            startRequest(records[next++]);
            started = true;
        }
        if (started)
            drainMessages();
        if (next >= records.size() && m_inFlight == 0)
            break;

        now = nowNs();
        std::int64_t wakeNs = now + kIdleWakeNs;
        if (m_timerDeadlineNs >= 0)
            wakeNs = std::min(wakeNs, m_timerDeadlineNs);
        if (nextArrivalNs >= 0)
            wakeNs = std::min(wakeNs, nextArrivalNs);
        // The 5 ms first-token check wakes the loop only while a stream still waits for it.
        if (m_awaitingFirstChunk > 0)
            wakeNs = std::min(wakeNs, nextFirstTokenCheck);
        if (m_progress)
            wakeNs = std::min(wakeNs, m_lastProgressNs + kProgressIntervalNs);
        const std::int64_t waitNs = std::max<std::int64_t>(0, wakeNs - now);
        const int waitMs = int((waitNs + kMsNs - 1) / kMsNs);
        const int ready = epoll_wait(m_epoll, events, kMaxEvents, waitMs);
        for (int i = 0; i < ready; ++i) {
            int flags = 0;
            if (events[i].events & EPOLLIN)
                flags |= CURL_CSELECT_IN;
            if (events[i].events & EPOLLOUT)
                flags |= CURL_CSELECT_OUT;
            if (events[i].events & (EPOLLERR | EPOLLHUP))
                flags |= CURL_CSELECT_ERR;
            curl_multi_socket_action(m_multi.get(), events[i].data.fd, flags, &running);
        }
        now = nowNs();
        if (m_timerDeadlineNs >= 0 && now >= m_timerDeadlineNs) {
            m_timerDeadlineNs = -1;
            curl_multi_socket_action(m_multi.get(), CURL_SOCKET_TIMEOUT, 0, &running);
        }
        drainMessages();
        if (now >= nextFirstTokenCheck) {
            checkFirstTokenTimeouts(now);
            nextFirstTokenCheck = now + 5 * kMsNs;
        }
        reportProgress(now, false);
    }
    reportProgress(nowNs(), true);
    return true;
}

} // namespace lanebook
