#pragma once

// Request bodies, SSE decoding and /metrics lookups shared by the mock server's tests.

#include "mockhttpclient.h"
#include "mockserverprocess.h"
#include "models/tooloutput/prometheustext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace lanebook::test {

inline QString s(const char *text)
{
    return QString::fromUtf8(text);
}

inline QByteArray chatBody(const QString &content, int maxTokens, bool stream, bool includeUsage,
                           const QString &model = s("mock-model"))
{
    QJsonObject body{
        {s("model"), model},
        {s("messages"),
         QJsonArray{QJsonObject{{s("role"), s("system")}, {s("content"), s("be brief")}},
                    QJsonObject{{s("role"), s("user")}, {s("content"), content}}}},
        {s("max_tokens"), maxTokens},
        {s("stream"), stream},
        {s("ignore_eos"), true}};
    if (includeUsage)
        body.insert(s("stream_options"), QJsonObject{{s("include_usage"), true}});
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

inline QByteArray completionBody(const QString &prompt, int maxTokens, bool stream,
                                 bool includeUsage)
{
    QJsonObject body{{s("prompt"), prompt}, {s("max_tokens"), maxTokens}, {s("stream"), stream}};
    if (includeUsage)
        body.insert(s("stream_options"), QJsonObject{{s("include_usage"), true}});
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

inline QJsonObject parseJson(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    return error.error == QJsonParseError::NoError ? document.object() : QJsonObject();
}

inline QString url(const MockServerProcess &server, const char *path)
{
    return server.baseUrlString() + s(path);
}

inline PrometheusScrape scrape(const MockServerProcess &server)
{
    const HttpExchange metrics = httpGet(url(server, "/metrics"));
    const PrometheusParseResult parsed = parsePrometheusText(metrics.body);
    if (metrics.status != 200 || !parsed.ok())
        qWarning("bad /metrics: %ld %s", metrics.status, qPrintable(parsed.errors.join(s("; "))));
    return parsed.scrape;
}

inline double counter(const PrometheusScrape &scrape, const char *name,
                      const char *reason = nullptr)
{
    PrometheusLabels labels = {{s("model_name"), s("mock-model")}};
    if (reason)
        labels.append({s("finished_reason"), s(reason)});
    return scrape.value(s(name), labels).value_or(-1.0);
}

// The token texts of a stream's content chunks (chat delta.content or completion text).
inline QStringList streamedTokens(const HttpExchange &exchange)
{
    QStringList tokens;
    for (const QByteArray &event : exchange.events()) {
        const QJsonArray choices = parseJson(event).value(s("choices")).toArray();
        if (choices.isEmpty())
            continue;
        const QJsonObject choice = choices.first().toObject();
        const QString text =
            choice.contains(s("delta"))
                ? choice.value(s("delta")).toObject().value(s("content")).toString()
                : choice.value(s("text")).toString();
        if (!text.isEmpty())
            tokens.append(text);
    }
    return tokens;
}

} // namespace lanebook::test
