#include "backends/loadgen/loadloop.h"

#include "backends/loadgen/curltransport.h"
#include "backends/loadgen/loadgentr.h"
#include "backends/loadgen/plainhttptransport.h"
#include "models/loadgen/requestbody.h"
#include "models/loadgen/streamchunk.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <ctime>

#include <sys/epoll.h>
#include <unistd.h>

namespace lanebook {

namespace {

constexpr std::int64_t kMsNs = 1'000'000;
constexpr std::int64_t kProgressIntervalNs = 100 * kMsNs; // at most 10 Hz
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

// Waits for events at most waitNs. epoll_wait counts whole milliseconds, so an open loop's
// arrival between two of them was sent up to a millisecond late; epoll_pwait2 (Linux 5.11)
// takes nanoseconds, and the millisecond wait stays for older kernels.
int waitForEvents(int epoll, epoll_event *events, int maxEvents, std::int64_t waitNs)
{
    static std::atomic<bool> nanosecondWaitMissing{false};
    if (!nanosecondWaitMissing.load(std::memory_order_relaxed)) {
        const timespec timeout{time_t(waitNs / 1'000'000'000), long(waitNs % 1'000'000'000)};
        const int ready = epoll_pwait2(epoll, events, maxEvents, &timeout, nullptr);
        if (ready >= 0 || errno != ENOSYS)
            return ready;
        nanosecondWaitMissing.store(true, std::memory_order_relaxed);
    }
    return epoll_wait(epoll, events, maxEvents, int((waitNs + kMsNs - 1) / kMsNs));
}

} // namespace

struct LoadLoop::Transfer
{
    int slot = 0;
    RequestRecord *record = nullptr;
    SseStream sse;
    std::string head; // the first bytes of the response, for messages
    bool sawEvent = false;
    bool awaitingFirstChunk = false; // counted in LoadLoop::m_awaitingFirstChunk
    int conversationSlot = -1;       // runConversations: the slot whose turn this is
};

std::int64_t LoadLoop::nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

LoadLoop::LoadLoop(const LoadSpec &spec, LoadControl &control, BodyFor bodyFor, Progress progress)
    : m_spec(spec)
    , m_control(control)
    , m_bodyFor(std::move(bodyFor))
    , m_progress(std::move(progress))
{
    const QString url = spec.baseUrl + endpointPath(spec.endpoint);
    m_url = url.toStdString();
    m_epoll = epoll_create1(EPOLL_CLOEXEC);
    if (m_epoll < 0) {
        m_setupError = LoadGenTr::tr("cannot set up the HTTP event loop: %1")
                           .arg(QString::fromUtf8(std::strerror(errno)));
        return;
    }
    TransportSink &sink = *this;
    if (spec.httpClient == HttpClient::Auto && PlainHttpTransport::canCarry(url)) {
        m_transport = std::make_unique<PlainHttpTransport>(spec, url, m_epoll, sink);
        m_httpClientName = QStringLiteral("lanebook");
    } else {
        m_transport = std::make_unique<CurlTransport>(spec, m_url, m_epoll, sink);
        m_httpClientName = QStringLiteral("libcurl");
    }
    m_setupError = m_transport->setupError();
}

LoadLoop::~LoadLoop()
{
    m_transport.reset();
    if (m_epoll >= 0)
        ::close(m_epoll);
}

bool LoadLoop::onResponseBytes(int slot, int status, std::string_view bytes, std::int64_t now)
{
    Transfer *t = m_transfers[std::size_t(slot)].get();
    RequestRecord &record = *t->record;
    if (t->head.size() < kErrorBodyBytes)
        t->head.append(bytes.substr(0, kErrorBodyBytes - t->head.size()));
    if (status < 200 || status >= 300)
        return true; // an error response: its head is kept for the message
    bool reading = true;
    t->sse.feed(bytes, [&](std::string_view event) {
        if (!reading)
            return;
        t->sawEvent = true;
        const int chunksBefore = record.contentChunks;
        const StreamChunk chunk = parseStreamChunk(event, record.keepReply);
        reading = record.applyChunk(chunk, now);
        m_chunksReceived += record.contentChunks - chunksBefore;
    });
    if (t->awaitingFirstChunk && record.firstChunkNs != 0)
        stopAwaitingFirstChunk(t);
    // A request that ended on an error drops its exchange; after [DONE] the rest is read.
    return !record.ended();
}

LoadLoop::Transfer *LoadLoop::acquireTransfer()
{
    if (!m_free.empty()) {
        Transfer *t = m_free.back();
        m_free.pop_back();
        return t;
    }
    auto transfer = std::make_unique<Transfer>();
    transfer->slot = int(m_transfers.size());
    m_transfers.push_back(std::move(transfer));
    return m_transfers.back().get();
}

void LoadLoop::startRequest(RequestRecord &record)
{
    Transfer *t = acquireTransfer();
    t->record = &record;
    t->sse = SseStream();
    t->head.clear();
    t->sawEvent = false;
    t->awaitingFirstChunk = true;
    ++m_awaitingFirstChunk;
    t->conversationSlot = m_startingSlot;
    std::string body = m_preparedFor == &record ? std::move(m_preparedBody) : m_bodyFor(record);
    m_preparedFor = nullptr;
    ++m_inFlight;
    record.sendNs = nowNs();
    m_transport->start(t->slot, std::move(body));
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
    m_free.push_back(t);
    --m_inFlight;
    if (t->conversationSlot >= 0)
        conversationTurnEnded(t, record.succeeded(), record.endNs);
}

void LoadLoop::dropTransfer(Transfer *t, RequestOutcome why, const std::string &message)
{
    m_transport->abort(t->slot);
    endTransfer(t, why, message);
}

void LoadLoop::onResponseEnd(int slot, int status, const TransportEnd &end)
{
    Transfer *t = m_transfers[std::size_t(slot)].get();
    if (!t->record)
        return;
    RequestRecord &record = *t->record;
    const std::string where = m_url + ": ";
    if (record.ended()) {
        // Ended by what the stream said (an error chunk, a malformed one): name the server.
        record.error = where + record.error;
        endTransfer(t, record.outcome, record.error);
        return;
    }
    if (!end.complete) {
        endTransfer(t, end.failure, where + end.message);
        return;
    }
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
            record.applyChunk(parseStreamChunk(event, record.keepReply), now);
    });
    if (record.ended()) {
        record.error = where + record.error;
        endTransfer(t, record.outcome, record.error);
    } else if ((record.sawDone || !record.finishReason.empty()) && !record.completionTokens &&
               record.contentChunks == 0) {
        // Nothing says how many tokens came back: not a measurement of generation.
        endTransfer(t, RequestOutcome::MalformedStream,
                    where + "the stream ended with neither usage nor any content chunk, so "
                            "its output tokens cannot be counted");
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
        dropTransfer(t, RequestOutcome::FirstTokenTimeout,
                     m_url + ": no token within the first-token timeout of " +
                         QString::number(m_spec.firstTokenTimeoutS, 'g', 6).toStdString() + " s");
    }
}

void LoadLoop::cancelAll()
{
    for (auto &transfer : m_transfers) {
        if (transfer->record)
            dropTransfer(transfer.get(), RequestOutcome::Cancelled, "cancelled");
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
    const int cap = openLoop ? m_spec.concurrency : std::max(1, m_spec.concurrency);
    std::size_t next = 0;
    const StartDue startDue = [&](std::int64_t now, std::int64_t &nextDueNs) {
        while (next < records.size() && (cap <= 0 || m_inFlight < cap)) {
            if (openLoop) {
                const std::int64_t due = m_phaseStartNs + std::int64_t(offsetsS[next] * 1e9);
                if (due > now) {
                    nextDueNs = due;
                    // Its body is built while it waits (a trace's long prompt takes a while),
                    // so that at its time only the send is left.
                    if (m_preparedFor != &records[next]) {
                        m_preparedBody = m_bodyFor(records[next]);
                        m_preparedFor = &records[next];
                    }
                    break;
                }
                records[next].dueNs = due;
            }
            startRequest(records[next++]);
        }
    };
    return drive(records, measured, startDue, [&] { return next >= records.size(); });
}

bool LoadLoop::runConversations(std::vector<RequestRecord> &records,
                                const std::vector<std::size_t> &starts, std::int64_t thinkTimeNs)
{
    m_thinkTimeNs = thinkTimeNs;
    m_slots.assign(
        std::min<std::size_t>(std::size_t(std::max(1, m_spec.concurrency)), starts.size()),
        ConversationSlot{});
    std::size_t nextConversation = 0;
    const auto openNext = [&](ConversationSlot &slot, std::int64_t now) {
        slot = ConversationSlot{};
        if (nextConversation >= starts.size())
            return;
        const std::size_t c = nextConversation++;
        slot.next = starts[c];
        slot.end = c + 1 < starts.size() ? starts[c + 1] : records.size();
        slot.readyNs = now;
        slot.live = slot.next < slot.end;
    };
    const std::int64_t start = nowNs();
    for (ConversationSlot &slot : m_slots)
        openNext(slot, start);
    const StartDue startDue = [&](std::int64_t now, std::int64_t &nextDueNs) {
        for (std::size_t i = 0; i < m_slots.size(); ++i) {
            ConversationSlot &slot = m_slots[i];
            // A conversation whose last turn ended makes room for the next one.
            if (!slot.live)
                openNext(slot, now);
            if (!slot.live || slot.busy)
                continue;
            if (slot.readyNs > now) {
                nextDueNs = nextDueNs < 0 ? slot.readyNs : std::min(nextDueNs, slot.readyNs);
                continue;
            }
            slot.busy = true;
            m_startingSlot = int(i);
            startRequest(records[slot.next]);
            m_startingSlot = -1;
        }
    };
    const bool finished = drive(records, true, startDue, [&] {
        return nextConversation >= starts.size() &&
               std::none_of(m_slots.begin(), m_slots.end(),
                            [](const ConversationSlot &slot) { return slot.live; });
    });
    m_slots.clear();
    return finished;
}

void LoadLoop::conversationTurnEnded(Transfer *t, bool succeeded, std::int64_t now)
{
    if (std::size_t(t->conversationSlot) >= m_slots.size())
        return;
    ConversationSlot &slot = m_slots[std::size_t(t->conversationSlot)];
    t->conversationSlot = -1;
    slot.busy = false;
    ++slot.next;
    // A failed turn ends its conversation: the next turn would carry a reply that never came.
    if (!succeeded || slot.next >= slot.end)
        slot.live = false;
    else
        slot.readyNs = now + m_thinkTimeNs;
}

bool LoadLoop::drive(std::vector<RequestRecord> &records, bool measured, const StartDue &startDue,
                     const std::function<bool()> &allSent)
{
    if (!m_setupError.isEmpty()) {
        for (RequestRecord &record : records) {
            record.sendNs = nowNs();
            record.end(RequestOutcome::Unreachable, record.sendNs, m_setupError.toStdString());
        }
        return true;
    }
    m_measuredPhase = measured;
    m_preparedFor = nullptr;
    if (measured) {
        m_total = int(records.size());
        m_completed = m_failed = 0;
        m_ttftsMs.clear();
        m_ttftsMs.reserve(records.size());
    }
    const std::int64_t phaseStart = nowNs();
    m_phaseStartNs = phaseStart;
    std::int64_t nextFirstTokenCheck = phaseStart;
    epoll_event events[kMaxEvents];
    for (;;) {
        std::int64_t now = nowNs();
        if (m_control.cancelRequested.load()) {
            cancelAll();
            reportProgress(now, true);
            return false;
        }
        std::int64_t nextDueNs = -1;
        startDue(now, nextDueNs);
        if (allSent() && m_inFlight == 0)
            break;

        now = nowNs();
        std::int64_t wakeNs = now + kIdleWakeNs;
        const std::int64_t transportDeadlineNs = m_transport->nextDeadlineNs();
        if (transportDeadlineNs >= 0)
            wakeNs = std::min(wakeNs, transportDeadlineNs);
        if (nextDueNs >= 0)
            wakeNs = std::min(wakeNs, nextDueNs);
        // The 5 ms first-token check wakes the loop only while a stream still waits for it.
        if (m_awaitingFirstChunk > 0)
            wakeNs = std::min(wakeNs, nextFirstTokenCheck);
        if (m_progress)
            wakeNs = std::min(wakeNs, m_lastProgressNs + kProgressIntervalNs);
        const std::int64_t waitNs = std::max<std::int64_t>(0, wakeNs - now);
        const int ready = waitForEvents(m_epoll, events, kMaxEvents, waitNs);
        for (int i = 0; i < ready; ++i)
            m_transport->onEvent(events[i].data.u64, events[i].events);
        now = nowNs();
        m_transport->onTime(now);
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
