#pragma once

// One event loop of the mock server: an epoll set with its own listening socket (with
// SO_REUSEPORT when --threads > 1, so that the loops share the port), its connections, and a
// timer queue (one timerfd) from which every token of every stream is emitted. Nothing sleeps
// and no thread is spawned per connection, so one loop carries thousands of concurrent
// streams. Each loop runs on its own thread and shares only MockMetrics, the request sequence
// counter and the prefix cache with the others.

#include "completionplan.h"
#include "httprequestparser.h"
#include "mockmetrics.h"
#include "mockoptions.h"
#include "prefixcache.h"
#include "ssechunkformatter.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>

class MockServerLoop
{
public:
    // prefixCache: the emulation all loops share; null without --prefix-cache.
    MockServerLoop(const MockOptions &options, MockMetrics &metrics,
                   std::atomic<std::uint64_t> &requestSequence, PrefixCache *prefixCache);
    ~MockServerLoop();
    MockServerLoop(const MockServerLoop &) = delete;
    MockServerLoop &operator=(const MockServerLoop &) = delete;

    // Binds options.host:port (0 = ephemeral), with SO_REUSEPORT only when options.threads > 1;
    // false and `error` on failure.
    bool listen(int port, std::string &error);
    int boundPort() const { return m_boundPort; }

    void run();  // returns after stop()
    void stop(); // thread-safe

private:
    struct Response; // a completion being generated
    struct Connection
    {
        int fd = -1;
        std::uint64_t id = 0;
        std::string in;
        std::string out;
        std::size_t outOffset = 0;
        std::int64_t arrivedNs = 0; // --send-stamps: when the last bytes read reached the socket
        bool pollingOut = false;
        bool closeAfterFlush = false;
        bool dead = false;
        std::unique_ptr<Response> response;
    };
    struct Timer
    {
        std::int64_t dueNs;
        std::uint64_t connectionId;
        std::uint64_t generation;
        bool operator>(const Timer &other) const { return dueNs > other.dueNs; }
    };

    void acceptAll();
    void onReadable(Connection &connection);
    void processRequests(Connection &connection);
    void handleRequest(Connection &connection, HttpRequest &request);
    void respond(Connection &connection, HttpRequest &request);
    void startCompletion(Connection &connection, CompletionKind kind, const HttpRequest &request);
    void advance(Connection &connection, std::int64_t nowNs);
    void prefillDone(Response &response, std::int64_t ttftNs);
    void cacheGenerated(Response &response);
    // The plan's next delay, stretched past the knee (--knee-streams) by the completions in
    // flight on every loop at the moment it is scheduled.
    std::int64_t delayNs(CompletionPlan &plan, int index) const;
    void finishResponse(Connection &connection, FinishReason reason, std::int64_t nowNs);
    void schedule(Connection &connection, std::int64_t dueNs);
    void onTimer();
    void armTimer();
    void flush(Connection &connection);
    void closeConnection(Connection &connection, bool reset);
    void updatePolling(Connection &connection);
    std::string metricsBody(int &status) const;

    const MockOptions &m_options;
    MockMetrics &m_metrics;
    std::atomic<std::uint64_t> &m_requestSequence;
    PrefixCache *m_prefixCache = nullptr;
    int m_epollFd = -1;
    int m_listenFd = -1;
    int m_wakeFd = -1;  // eventfd: stop()
    int m_timerFd = -1; // timerfd armed at the earliest due token
    int m_boundPort = 0;
    std::int64_t m_armedNs = -1;
    std::uint64_t m_nextConnectionId = 1;
    std::atomic<bool> m_stopping{false};
    std::unordered_map<std::uint64_t, std::unique_ptr<Connection>> m_connections;
    std::vector<std::uint64_t> m_closed; // destroyed after the current event, not during it
    std::uint64_t m_nextGeneration = 1;
    std::priority_queue<Timer, std::vector<Timer>, std::greater<Timer>> m_timers;
    HttpRequestParser m_parser;
};
