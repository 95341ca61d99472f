#include "mockserverloop.h"

#include "httpresponse.h"
#include "mocktokenizer.h"

#include "backends/loadgen/receivestamped.h"
#include "models/loadgen/arrivalstamp.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <ctime>
#include <fstream>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <sys/timerfd.h>
#include <unistd.h>

namespace {

// epoll user data: a connection id, or one of these tags for the loop's own descriptors.
constexpr std::uint64_t kListenTag = ~std::uint64_t(0);
constexpr std::uint64_t kWakeTag = ~std::uint64_t(0) - 1;
constexpr std::uint64_t kTimerTag = ~std::uint64_t(0) - 2;

std::int64_t monotonicNs()
{
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC, &now);
    return std::int64_t(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

void addToEpoll(int epollFd, int fd, std::uint64_t tag, std::uint32_t events)
{
    epoll_event event{};
    event.events = events;
    event.data.u64 = tag;
    epoll_ctl(epollFd, EPOLL_CTL_ADD, fd, &event);
}

const char *const kPrometheusType = "text/plain; version=0.0.4; charset=utf-8";
const char *const kJsonType = "application/json";

} // namespace

struct MockServerLoop::Response
{
    CompletionPlan plan;
    std::unique_ptr<SseChunkFormatter> formatter; // refers to `plan`; Response never moves
    std::int64_t receivedNs = 0;
    std::int64_t nextDueNs = 0;
    std::int64_t firstDelayNs = 0;
    std::int64_t lastTokenNs = 0; // when the previous token left (streaming)
    std::uint64_t generation = 0;
    int emitted = 0;
    bool keepAlive = true;
    bool chunked = true;
};

MockServerLoop::MockServerLoop(const MockOptions &options, MockMetrics &metrics,
                               std::atomic<std::uint64_t> &requestSequence,
                               PrefixCache *prefixCache)
    : m_options(options)
    , m_metrics(metrics)
    , m_requestSequence(requestSequence)
    , m_prefixCache(prefixCache)
{
    m_epollFd = epoll_create1(EPOLL_CLOEXEC);
    m_wakeFd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    m_timerFd = timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
    addToEpoll(m_epollFd, m_wakeFd, kWakeTag, EPOLLIN);
    addToEpoll(m_epollFd, m_timerFd, kTimerTag, EPOLLIN);
}

MockServerLoop::~MockServerLoop()
{
    for (auto &[id, connection] : m_connections) {
        if (connection->fd >= 0)
            ::close(connection->fd);
    }
    for (int fd : {m_listenFd, m_wakeFd, m_timerFd, m_epollFd}) {
        if (fd >= 0)
            ::close(fd);
    }
}

bool MockServerLoop::listen(int port, std::string &error)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
    addrinfo *found = nullptr;
    const std::string service = std::to_string(port);
    if (const int rc = getaddrinfo(m_options.host.c_str(), service.c_str(), &hints, &found);
        rc != 0) {
        error = "cannot resolve " + m_options.host + ": " + gai_strerror(rc);
        return false;
    }
    std::unique_ptr<addrinfo, decltype(&freeaddrinfo)> addresses(found, &freeaddrinfo);
    for (addrinfo *address = found; address; address = address->ai_next) {
        const int fd =
            socket(address->ai_family, address->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC,
                   address->ai_protocol);
        if (fd < 0)
            continue;
        const int one = 1;
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        // Only loops that share the port need SO_REUSEPORT. With it, a second server started
        // on the same port would bind too and silently take half the connections.
        if (m_options.threads > 1)
            setsockopt(fd, SOL_SOCKET, SO_REUSEPORT, &one, sizeof one);
        if (bind(fd, address->ai_addr, address->ai_addrlen) != 0 || ::listen(fd, 4096) != 0) {
            error =
                "cannot listen on " + m_options.host + ":" + service + ": " + std::strerror(errno);
            ::close(fd);
            continue;
        }
        sockaddr_storage bound{};
        socklen_t length = sizeof bound;
        getsockname(fd, reinterpret_cast<sockaddr *>(&bound), &length);
        m_boundPort = bound.ss_family == AF_INET6
                          ? ntohs(reinterpret_cast<sockaddr_in6 *>(&bound)->sin6_port)
                          : ntohs(reinterpret_cast<sockaddr_in *>(&bound)->sin_port);
        m_listenFd = fd;
        addToEpoll(m_epollFd, m_listenFd, kListenTag, EPOLLIN);
        return true;
    }
    if (error.empty())
        error = "cannot listen on " + m_options.host + ":" + service;
    return false;
}

void MockServerLoop::stop()
{
    m_stopping.store(true);
    const std::uint64_t one = 1;
    [[maybe_unused]] const auto written = ::write(m_wakeFd, &one, sizeof one);
}

void MockServerLoop::run()
{
    std::vector<epoll_event> events(512);
    while (!m_stopping.load()) {
        const int count = epoll_wait(m_epollFd, events.data(), int(events.size()), -1);
        if (count < 0) {
            if (errno == EINTR)
                continue;
            std::fprintf(stderr, "lanebook-mock-server: epoll_wait: %s\n", std::strerror(errno));
            return;
        }
        for (int i = 0; i < count; ++i) {
            const std::uint64_t tag = events[i].data.u64;
            if (tag == kWakeTag)
                return;
            if (tag == kListenTag) {
                acceptAll();
                continue;
            }
            if (tag == kTimerTag) {
                onTimer();
                continue;
            }
            const auto found = m_connections.find(tag);
            if (found == m_connections.end() || found->second->dead)
                continue;
            Connection &connection = *found->second;
            if (events[i].events & (EPOLLIN | EPOLLERR | EPOLLHUP))
                onReadable(connection);
            if (!connection.dead && (events[i].events & EPOLLOUT))
                flush(connection);
        }
        for (const std::uint64_t id : m_closed)
            m_connections.erase(id);
        m_closed.clear();
    }
}

void MockServerLoop::acceptAll()
{
    while (true) {
        const int fd = accept4(m_listenFd, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0) {
            if (errno == EINTR || errno == ECONNABORTED)
                continue;
            if (errno != EAGAIN && errno != EWOULDBLOCK)
                std::fprintf(stderr, "lanebook-mock-server: accept: %s\n", std::strerror(errno));
            return;
        }
        // Every SSE event must leave at once: Nagle would glue tokens together and skew ITL.
        const int one = 1;
        setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        // --send-stamps says when each request arrived, from the kernel's packet stamps:
        // time this loop spends on other connections first is the server's, not the client's.
        if (m_options.sendStamps)
            setsockopt(fd, SOL_SOCKET, SO_TIMESTAMPNS, &one, sizeof one);
        auto connection = std::make_unique<Connection>();
        connection->fd = fd;
        connection->id = m_nextConnectionId++;
        addToEpoll(m_epollFd, fd, connection->id, EPOLLIN);
        m_connections.emplace(connection->id, std::move(connection));
    }
}

void MockServerLoop::onReadable(Connection &connection)
{
    char buffer[65536];
    while (true) {
        std::optional<std::int64_t> kernelStampNs;
        const ssize_t n =
            m_options.sendStamps
                ? lanebook::receiveStamped(connection.fd, buffer, sizeof buffer, kernelStampNs)
                : ::recv(connection.fd, buffer, sizeof buffer, 0);
        if (n > 0) {
            connection.in.append(buffer, std::size_t(n));
            if (m_options.sendStamps) {
                const std::int64_t readNs = monotonicNs();
                connection.arrivedNs = lanebook::arrivalStampNs(
                    kernelStampNs, kernelStampNs ? lanebook::realtimeMinusMonotonicNs() : 0, readNs,
                    connection.arrivedNs);
            }
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            break;
        closeConnection(connection, false); // the peer went away (0) or failed (<0)
        return;
    }
    processRequests(connection);
}

void MockServerLoop::processRequests(Connection &connection)
{
    // One response at a time per connection: pipelined requests wait in `in`.
    while (!connection.dead && !connection.response && !connection.closeAfterFlush &&
           !connection.in.empty()) {
        HttpRequest request;
        std::size_t consumed = 0;
        const auto status = m_parser.parse(connection.in, request, consumed);
        if (status == HttpRequestParser::Status::NeedMore)
            break;
        if (status == HttpRequestParser::Status::Bad) {
            const int code = m_parser.errorStatus();
            connection.out += httpResponse(
                code, kJsonType, openAiError(code, "BadRequestError", m_parser.errorText()), false);
            connection.closeAfterFlush = true;
            connection.in.clear();
            break;
        }
        connection.in.erase(0, consumed);
        handleRequest(connection, request);
    }
    if (!connection.dead)
        flush(connection);
}

void MockServerLoop::handleRequest(Connection &connection, HttpRequest &request)
{
    respond(connection, request);
    // A completion still being generated closes itself at its end (finishResponse).
    if (!request.keepAlive && !connection.response)
        connection.closeAfterFlush = true;
}

void MockServerLoop::respond(Connection &connection, HttpRequest &request)
{
    const bool keepAlive = request.keepAlive;
    const std::string &path = request.path;
    const bool get = request.method == "GET";
    const bool post = request.method == "POST";

    if (path == "/v1/completions" || path == "/v1/chat/completions") {
        if (!post) {
            connection.out += httpResponse(
                405, kJsonType, openAiError(405, "MethodNotAllowed", "use POST for " + path),
                keepAlive, "allow: POST\r\n");
            return;
        }
        startCompletion(connection,
                        path == "/v1/completions" ? CompletionKind::Text : CompletionKind::Chat,
                        request);
        return;
    }
    if (path == "/health" && get) {
        connection.out += httpResponse(200, {}, {}, keepAlive);
    } else if (path == "/v1/models" && get) {
        const nlohmann::json models = {{"object", "list"},
                                       {"data",
                                        {{{"id", m_options.model},
                                          {"object", "model"},
                                          {"created", std::int64_t(std::time(nullptr))},
                                          {"owned_by", "lanebook-mock"},
                                          {"root", m_options.model},
                                          {"parent", nullptr},
                                          {"max_model_len", 131072}}}}};
        connection.out += httpResponse(200, kJsonType, models.dump(), keepAlive);
    } else if (path == "/metrics" && get) {
        int status = 200;
        const std::string body = metricsBody(status);
        connection.out += httpResponse(status, kPrometheusType, body, keepAlive);
    } else if (path == "/reset_prefix_cache" && post) {
        m_metrics.prefixCacheReset();
        if (m_prefixCache)
            m_prefixCache->clear();
        connection.out += httpResponse(200, {}, {}, keepAlive);
    } else if (path == "/health" || path == "/v1/models" || path == "/metrics" ||
               path == "/reset_prefix_cache") {
        connection.out += httpResponse(
            405, kJsonType,
            openAiError(405, "MethodNotAllowed", request.method + " is not allowed on " + path),
            keepAlive);
    } else {
        connection.out += httpResponse(
            404, kJsonType, openAiError(404, "NotFoundError", "no route " + path), keepAlive);
    }
}

std::string MockServerLoop::metricsBody(int &status) const
{
    if (m_options.metricsFile.empty())
        return m_metrics.render(m_options.model);
    // Re-read on every scrape so a test can change the "exporter's" values between scrapes.
    std::ifstream file(m_options.metricsFile, std::ios::binary);
    if (!file) {
        status = 500;
        return "cannot read metrics file " + m_options.metricsFile + ": " + std::strerror(errno) +
               "\n";
    }
    std::ostringstream bytes;
    bytes << file.rdbuf();
    return bytes.str();
}

void MockServerLoop::startCompletion(Connection &connection, CompletionKind kind,
                                     const HttpRequest &request)
{
    const bool keepAlive = request.keepAlive;
    const std::uint64_t sequence = m_requestSequence.fetch_add(1, std::memory_order_relaxed);
    CompletionPlanResult planned =
        planCompletion(kind, request.body, m_options, sequence, std::int64_t(std::time(nullptr)));
    if (!planned.ok) {
        connection.out += httpResponse(
            planned.errorStatus, kJsonType,
            openAiError(planned.errorStatus, planned.errorType, planned.errorMessage), keepAlive);
        return;
    }
    if (planned.plan.httpErrorStatus == 429) {
        connection.out += httpResponse(
            429, kJsonType,
            openAiError(429, "RateLimitError", "mock: too many requests (--http-429-rate)"),
            keepAlive, "retry-after: 1\r\n");
        return;
    }
    if (planned.plan.httpErrorStatus == 500) {
        connection.out += httpResponse(
            500, kJsonType,
            openAiError(500, "InternalServerError", "mock: internal error (--http-500-rate)"),
            keepAlive);
        return;
    }

    auto response = std::make_unique<Response>();
    response->plan = std::move(planned.plan);
    if (m_prefixCache)
        response->plan.cachedTokens = m_prefixCache->cachedTokens(response->plan.promptTokenIds);
    // Prefill: only the tokens the cache did not hold are computed.
    response->plan.ttftMs +=
        m_options.prefillUsPerToken *
        double(std::max(0, response->plan.promptTokens - response->plan.cachedTokens)) / 1000.0;
    response->receivedNs = monotonicNs();
    // The stamp is the request's arrival (pipelined requests arrive before they are handled).
    response->formatter = std::make_unique<SseChunkFormatter>(
        response->plan, m_options.model, m_options.sendStamps,
        connection.arrivedNs != 0 ? connection.arrivedNs : response->receivedNs);
    response->generation = m_nextGeneration++;
    response->keepAlive = keepAlive;
    response->chunked = request.http11;
    // Counted before its first delay: the knee (--knee-streams) counts this request in.
    m_metrics.requestStarted();
    response->firstDelayNs = delayNs(response->plan, 0);
    response->nextDueNs = response->receivedNs + response->firstDelayNs;
    if (!response->plan.stream) {
        // Nothing is sent before the end, so only the total matters.
        for (int i = 1; i < response->plan.outputTokens; ++i)
            response->nextDueNs += delayNs(response->plan, i);
    } else {
        // Headers leave at once (as uvicorn's StreamingResponse does); tokens follow.
        std::string head = "HTTP/1.1 200 OK\r\nserver: lanebook-mock-server\r\n"
                           "content-type: text/event-stream; charset=utf-8\r\n"
                           "cache-control: no-cache\r\n";
        head += response->chunked ? "transfer-encoding: chunked\r\n" : "";
        head += keepAlive && response->chunked ? "connection: keep-alive\r\n\r\n"
                                               : "connection: close\r\n\r\n";
        if (!response->chunked)
            response->keepAlive = false; // the end of the body is the end of the connection
        connection.out += head;
    }
    const std::int64_t dueNs = response->nextDueNs;
    connection.response = std::move(response);
    schedule(connection, dueNs);
}

std::int64_t MockServerLoop::delayNs(CompletionPlan &plan, int index) const
{
    const std::int64_t ns = plan.nextDelayNs(index);
    if (m_options.kneeStreams <= 0)
        return ns;
    const double stretch =
        std::max(1.0, double(m_metrics.running()) / double(m_options.kneeStreams));
    return std::int64_t(std::llround(double(ns) * stretch));
}

// The prompt is computed: counted, and from now on reusable by the requests that follow.
void MockServerLoop::prefillDone(Response &response, std::int64_t ttftNs)
{
    CompletionPlan &plan = response.plan;
    m_metrics.prefillDone(plan.promptTokens, plan.cachedTokens, ttftNs);
    if (m_prefixCache)
        m_prefixCache->insert(plan.promptTokenIds);
}

// The whole sequence is reusable once generated: the engines keep the generated tokens' KV
// too, so a conversation's next turn, whose prompt is this one's prompt and reply, finds both.
void MockServerLoop::cacheGenerated(Response &response)
{
    CompletionPlan &plan = response.plan;
    if (!m_prefixCache || plan.promptTokenIds.empty())
        return;
    TokenIds sequence = std::move(plan.promptTokenIds);
    plan.promptTokenIds = TokenIds();
    if (!plan.cannedContent.empty()) {
        MockTokenizer::appendWords(sequence, plan.cannedContent);
    } else {
        for (int i = 0; i < response.emitted; ++i)
            MockTokenizer::appendWords(sequence, tokenText(i));
    }
    m_prefixCache->insert(sequence);
}

void MockServerLoop::schedule(Connection &connection, std::int64_t dueNs)
{
    m_timers.push(Timer{dueNs, connection.id, connection.response->generation});
    if (m_armedNs < 0 || dueNs < m_armedNs)
        armTimer();
}

void MockServerLoop::armTimer()
{
    if (m_timers.empty())
        return;
    const std::int64_t dueNs = std::max<std::int64_t>(m_timers.top().dueNs, 1);
    itimerspec spec{};
    spec.it_value.tv_sec = dueNs / 1'000'000'000;
    spec.it_value.tv_nsec = dueNs % 1'000'000'000;
    timerfd_settime(m_timerFd, TFD_TIMER_ABSTIME, &spec, nullptr);
    m_armedNs = dueNs;
}

void MockServerLoop::onTimer()
{
    std::uint64_t expirations = 0;
    [[maybe_unused]] const auto n = ::read(m_timerFd, &expirations, sizeof expirations);
    m_armedNs = -1;
    const std::int64_t nowNs = monotonicNs();
    while (!m_timers.empty() && m_timers.top().dueNs <= nowNs) {
        const Timer timer = m_timers.top();
        m_timers.pop();
        const auto found = m_connections.find(timer.connectionId);
        if (found == m_connections.end())
            continue;
        Connection &connection = *found->second;
        if (connection.dead || !connection.response ||
            connection.response->generation != timer.generation)
            continue; // a timer of a response that ended or a connection that closed
        advance(connection, nowNs);
    }
    armTimer();
}

void MockServerLoop::advance(Connection &connection, std::int64_t nowNs)
{
    Response &response = *connection.response;
    CompletionPlan &plan = response.plan;
    // Stamps say when the bytes were written, not when the timer batch began.
    const std::int64_t stampNs = m_options.sendStamps ? monotonicNs() : nowNs;

    if (!plan.stream) {
        if (plan.resetAtToken >= 0) {
            closeConnection(connection, true);
            return;
        }
        prefillDone(response, response.firstDelayNs);
        m_metrics.tokensGenerated(plan.outputTokens);
        response.emitted = plan.outputTokens;
        const std::string body =
            response.formatter->fullResponse(plan.malformedAtToken >= 0, stampNs);
        connection.out += httpResponse(200, kJsonType, body, response.keepAlive);
        finishResponse(connection, plan.stoppedEarly ? FinishReason::Stop : FinishReason::Length,
                       nowNs);
        processRequests(connection);
        return;
    }

    std::string events;
    const int before = response.emitted;
    while (response.emitted < plan.outputTokens && response.nextDueNs <= nowNs) {
        if (response.emitted == plan.resetAtToken) {
            m_metrics.tokensGenerated(response.emitted - before);
            appendHttpChunk(connection.out, events);
            flush(connection);
            if (!connection.dead)
                closeConnection(connection, true);
            return;
        }
        if (response.emitted == 0) {
            if (plan.kind == CompletionKind::Chat)
                response.formatter->appendRole(events, stampNs);
            prefillDone(response, nowNs - response.receivedNs);
        } else {
            m_metrics.interTokenGap(nowNs - response.lastTokenNs);
        }
        response.lastTokenNs = nowNs;
        if (response.emitted == plan.malformedAtToken)
            response.formatter->appendMalformed(events);
        response.formatter->appendToken(events, response.emitted, stampNs);
        ++response.emitted;
        if (response.emitted < plan.outputTokens)
            response.nextDueNs += delayNs(plan, response.emitted);
    }
    m_metrics.tokensGenerated(response.emitted - before);

    if (response.emitted < plan.outputTokens) {
        if (response.chunked)
            appendHttpChunk(connection.out, events);
        else
            connection.out += events;
        schedule(connection, response.nextDueNs);
        flush(connection);
        return;
    }
    response.formatter->appendFinish(events, stampNs);
    if (plan.includeUsage)
        response.formatter->appendUsage(events, response.emitted, stampNs);
    SseChunkFormatter::appendDone(events);
    if (response.chunked) {
        appendHttpChunk(connection.out, events);
        appendLastHttpChunk(connection.out);
    } else {
        connection.out += events;
    }
    finishResponse(connection, plan.stoppedEarly ? FinishReason::Stop : FinishReason::Length,
                   nowNs);
    processRequests(connection); // flushes, then serves any pipelined request
}

void MockServerLoop::finishResponse(Connection &connection, FinishReason reason, std::int64_t nowNs)
{
    Response &response = *connection.response;
    cacheGenerated(response);
    m_metrics.requestFinished(reason, response.emitted, nowNs - response.receivedNs);
    if (!response.keepAlive)
        connection.closeAfterFlush = true;
    connection.response.reset();
}

void MockServerLoop::flush(Connection &connection)
{
    while (connection.outOffset < connection.out.size()) {
        const ssize_t n = ::send(connection.fd, connection.out.data() + connection.outOffset,
                                 connection.out.size() - connection.outOffset, MSG_NOSIGNAL);
        if (n > 0) {
            connection.outOffset += std::size_t(n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            break;
        closeConnection(connection, false);
        return;
    }
    if (connection.outOffset == connection.out.size()) {
        connection.out.clear();
        connection.outOffset = 0;
        if (connection.closeAfterFlush) {
            closeConnection(connection, false);
            return;
        }
    } else if (connection.outOffset > 65536) {
        connection.out.erase(0, connection.outOffset);
        connection.outOffset = 0;
    }
    updatePolling(connection);
}

void MockServerLoop::updatePolling(Connection &connection)
{
    const bool wantOut = connection.outOffset < connection.out.size();
    if (wantOut == connection.pollingOut)
        return;
    epoll_event event{};
    event.events = EPOLLIN | (wantOut ? EPOLLOUT : 0u);
    event.data.u64 = connection.id;
    epoll_ctl(m_epollFd, EPOLL_CTL_MOD, connection.fd, &event);
    connection.pollingOut = wantOut;
}

void MockServerLoop::closeConnection(Connection &connection, bool reset)
{
    if (connection.dead)
        return;
    if (connection.response) {
        const std::int64_t nowNs = monotonicNs();
        m_metrics.requestFinished(FinishReason::Abort, connection.response->emitted,
                                  nowNs - connection.response->receivedNs);
        connection.response.reset();
    }
    if (reset) {
        // SO_LINGER 0: close() sends RST, the "connection reset by peer" a client must survive.
        const linger hard{1, 0};
        setsockopt(connection.fd, SOL_SOCKET, SO_LINGER, &hard, sizeof hard);
    }
    epoll_ctl(m_epollFd, EPOLL_CTL_DEL, connection.fd, nullptr);
    ::close(connection.fd);
    connection.fd = -1;
    connection.dead = true;
    m_closed.push_back(connection.id);
}
