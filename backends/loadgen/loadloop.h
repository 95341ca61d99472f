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
    using PromptFor = std::function<std::string(const RequestRecord &)>;
    using Progress = std::function<void(const LoadProgress &)>;

    LoadLoop(const LoadSpec &spec, LoadControl &control, PromptFor promptFor, Progress progress);
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

    static std::int64_t nowNs();

private:
    struct Transfer;

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
    PromptFor m_promptFor;
    Progress m_progress;
    QString m_setupError;
    QString m_httpClientName;
    std::string m_url;
    int m_epoll = -1;
    std::unique_ptr<StreamTransport> m_transport;

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
