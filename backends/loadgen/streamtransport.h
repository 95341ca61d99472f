#pragma once

#include "models/loadgen/requestoutcome.h"

#include <QString>

#include <cstdint>
#include <string>
#include <string_view>

namespace lanebook {

// How a request's HTTP exchange ended, as its transport saw it.
struct TransportEnd
{
    bool complete = false; // the whole response arrived; otherwise `failure` says why not
    RequestOutcome failure = RequestOutcome::Disconnected;
    std::string message; // why, without the URL (the load loop names the server)
};

// What a transport tells the load loop about a slot's request. Called on the loop's thread.
class TransportSink
{
public:
    // Response body bytes as they arrive, stamped once per read. `status` is the HTTP status.
    // Returns false to drop the request (the stream said it failed): the transport then
    // abandons the exchange and reports its end.
    virtual bool onResponseBytes(int slot, int status, std::string_view bytes,
                                 std::int64_t nowNs) = 0;
    // The exchange is over; the transport is done with the slot until its next start().
    virtual void onResponseEnd(int slot, int status, const TransportEnd &end) = 0;

protected:
    ~TransportSink() = default;
};

// The HTTP side of the load loop: streams POSTs for numbered slots and reports through a
// TransportSink. Two of them: libcurl for everything (TLS, proxies) and a small HTTP/1.1
// client for plain http://, which reads each streamed chunk with one read() — at 256 streams
// libcurl spends more CPU per chunk than the rest of Lanebook together (see plainhttptransport.h).
// Readiness comes from the loop's epoll set; data.u64 of each registration is the transport's.
class StreamTransport
{
public:
    virtual ~StreamTransport() = default;

    virtual QString setupError() const = 0;
    // Starts slot's request with this JSON body and sends what it can at once, so that the
    // send stamp taken just before is the time the request left. May report an immediate
    // failure through the sink before it returns.
    virtual void start(int slot, std::string body) = 0;
    // Drops slot's exchange if one is in progress (cancel, first-token timeout); no report.
    virtual void abort(int slot) = 0;
    // One readiness event from the loop's epoll set.
    virtual void onEvent(std::uint64_t data, std::uint32_t events) = 0;
    // The earliest time the transport needs onTime() (its timeouts), or -1 for none.
    virtual std::int64_t nextDeadlineNs() const = 0;
    virtual void onTime(std::int64_t nowNs) = 0;
};

} // namespace lanebook
