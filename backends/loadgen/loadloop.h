#pragma once

#include "backends/loadgen/loadgenerator.h"
#include "backends/loadgen/streamtransport.h"
#include "models/loadgen/requestrecord.h"
#include "models/loadgen/ssestream.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace lanebook {

// The event loop of one load, on its own thread: epoll, so that a thousand quiet
// streams cost nothing while they wait, with a StreamTransport doing the HTTP — Lanebook's own
// HTTP/1.1 client for plain http://, libcurl for the rest. It lives on the thread that calls
// run() and never touches Qt objects; records are allocated by the caller, the loop only fills
// them in (SSE framing, chunks, stamps, timeouts, outcomes).
class LoadLoop final : private TransportSink
{
public:
    // The request body of a record, built when it is sent (a conversation's turn needs the
    // replies before it); may set what the record says of its prompt (promptWords).
    using BodyFor = std::function<std::string(RequestRecord &)>;
    using Progress = std::function<void(const LoadProgress &)>;

    LoadLoop(const LoadSpec &spec, LoadControl &control, BodyFor bodyFor, Progress progress);
    ~LoadLoop();
    LoadLoop(const LoadLoop &) = delete;
    LoadLoop &operator=(const LoadLoop &) = delete;

    // Empty when the loop is usable; otherwise why not (no epoll, no curl).
    QString setupError() const { return m_setupError; }
    // Which HTTP client carries the requests: "lanebook" (plain http://) or "libcurl".
    QString httpClientName() const { return m_httpClientName; }

    // Sends every record (at offsetsS from the phase start for an open loop, else keeping
    // the spec's concurrency in flight) and returns when each has ended. Returns false when
    // the load was cancelled: unsent records keep sendNs == 0.
    bool run(std::vector<RequestRecord> &records, const std::vector<double> &offsetsS,
             bool openLoop, bool measured);

    // Sends conversations: records [starts[c], starts[c + 1]) are conversation c's turns in
    // order (the last runs to the end). The spec's concurrency counts conversations in flight;
    // each sends its next turn once the last one ended and thinkTimeNs passed, and a new
    // conversation starts when one ends. A failed turn ends its conversation: its later turns
    // stay unsent (sendNs == 0). Returns false when cancelled.
    bool runConversations(std::vector<RequestRecord> &records,
                          const std::vector<std::size_t> &starts, std::int64_t thinkTimeNs);

    static std::int64_t nowNs();

private:
    struct Transfer;
    struct ConversationSlot
    {
        std::size_t next = 0; // the record of its next turn
        std::size_t end = 0;
        std::int64_t readyNs = 0;
        bool live = false; // holds a conversation
        bool busy = false; // a turn is in flight
    };
    // Starts whatever is due; the time of the next arrival (or -1) in nextDueNs.
    using StartDue = std::function<void(std::int64_t now, std::int64_t &nextDueNs)>;
    bool drive(std::vector<RequestRecord> &records, bool measured, const StartDue &startDue,
               const std::function<bool()> &allSent);
    void conversationTurnEnded(Transfer *transfer, bool succeeded, std::int64_t now);

    Transfer *acquireTransfer();
    void startRequest(RequestRecord &record);
    void endTransfer(Transfer *transfer, RequestOutcome why, const std::string &message);
    void dropTransfer(Transfer *transfer, RequestOutcome why, const std::string &message);
    void stopAwaitingFirstChunk(Transfer *transfer);
    void checkFirstTokenTimeouts(std::int64_t now);
    void cancelAll();
    void reportProgress(std::int64_t now, bool force);

    bool onResponseBytes(int slot, int status, std::string_view bytes, std::int64_t nowNs) override;
    void onResponseEnd(int slot, int status, const TransportEnd &end) override;

    const LoadSpec &m_spec;
    LoadControl &m_control;
    BodyFor m_bodyFor;
    Progress m_progress;
    QString m_setupError;
    QString m_httpClientName;
    std::string m_url;
    int m_epoll = -1;
    std::unique_ptr<StreamTransport> m_transport;

    // Conversations in flight (runConversations) and the think time between a conversation's
    // turns; a transfer that ends tells its slot (conversationTurnEnded).
    std::vector<ConversationSlot> m_slots;
    std::int64_t m_thinkTimeNs = 0;
    int m_startingSlot = -1;

    // An open loop's next request, built before it is due.
    const RequestRecord *m_preparedFor = nullptr;
    std::string m_preparedBody;

    std::vector<std::unique_ptr<Transfer>> m_transfers; // slots, reused
    std::vector<Transfer *> m_free;
    int m_inFlight = 0;
    int m_awaitingFirstChunk = 0; // in flight with no chunk carrying a choice yet

    // Progress of the measured phase.
    bool m_measuredPhase = false;
    int m_total = 0;
    int m_completed = 0;
    int m_failed = 0;
    std::int64_t m_phaseStartNs = 0;
    std::int64_t m_lastProgressNs = 0;
    std::int64_t m_chunksReceived = 0;
    std::vector<std::pair<std::int64_t, std::int64_t>> m_chunkHistory; // (ns, chunks)
    std::vector<double> m_ttftsMs;
};

} // namespace lanebook
