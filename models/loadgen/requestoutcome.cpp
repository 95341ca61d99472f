#include "models/loadgen/requestoutcome.h"

namespace lanebook {

QString requestOutcomeId(RequestOutcome outcome)
{
    switch (outcome) {
    case RequestOutcome::Pending:
        return QStringLiteral("pending");
    case RequestOutcome::Completed:
        return QStringLiteral("completed");
    case RequestOutcome::Unreachable:
        return QStringLiteral("unreachable");
    case RequestOutcome::TlsError:
        return QStringLiteral("tls_error");
    case RequestOutcome::HttpClientError:
        return QStringLiteral("http_4xx");
    case RequestOutcome::HttpServerError:
        return QStringLiteral("http_5xx");
    case RequestOutcome::ConnectTimeout:
        return QStringLiteral("connect_timeout");
    case RequestOutcome::FirstTokenTimeout:
        return QStringLiteral("first_token_timeout");
    case RequestOutcome::TotalTimeout:
        return QStringLiteral("total_timeout");
    case RequestOutcome::MalformedStream:
        return QStringLiteral("malformed_stream");
    case RequestOutcome::ServerError:
        return QStringLiteral("server_error");
    case RequestOutcome::Disconnected:
        return QStringLiteral("disconnected");
    case RequestOutcome::Cancelled:
        return QStringLiteral("cancelled");
    }
    return QStringLiteral("unknown");
}

} // namespace lanebook
