#pragma once

#include <QString>

namespace lanebook {

// Why a request ended. Every request of a load ends with exactly one, within its timeouts;
// the run counts failures per kind (Run::extra "errors_by_kind").
enum class RequestOutcome {
    Pending,           // not ended yet
    Completed,         // the stream ended normally ([DONE], or a finish reason then EOF)
    Unreachable,       // DNS, refused connection, no route
    TlsError,          // handshake or certificate
    HttpClientError,   // 4xx (429 included)
    HttpServerError,   // 5xx
    ConnectTimeout,    // no connection within the connect timeout
    FirstTokenTimeout, // connected, but no choice arrived within the first-token timeout
    TotalTimeout,      // the stream did not finish within the total timeout
    MalformedStream,   // a chunk that is not JSON, or a response that is not an event stream
    ServerError,       // the server put an error object in the stream
    Disconnected,      // the connection closed or reset before the stream ended
    Cancelled,         // the load was cancelled while the request was in flight
};

// A stable id for JSON and the notebook: "completed", "http_5xx", "first_token_timeout", ...
QString requestOutcomeId(RequestOutcome outcome);

// Timeouts and connection failures say the server did not answer; the others say it answered
// wrongly. Both count as failed requests.
inline bool isFailure(RequestOutcome outcome)
{
    return outcome != RequestOutcome::Completed && outcome != RequestOutcome::Pending;
}

} // namespace lanebook
