#include "models/waves/serverport.h"

#include <QRegularExpression>
#include <QUrl>

namespace lanebook::ServerPort {

namespace {

constexpr int kMaxPort = 65535;

} // namespace

int fromLogLine(const QString &line)
{
    // A terminal colour around the address (uvicorn's color_message) is not part of it. The
    // port follows the host's last ':': llama-server prints an IPv6 host as given, unbracketed
    // (http://::1:8080).
    static const QRegularExpression colours(QStringLiteral("\\x1b\\[[0-9;]*[A-Za-z]"));
    static const QRegularExpression listening(
        QStringLiteral("(?:listening on|Uvicorn running on|Starting vLLM API server(?: \\d+)? on)"
                       " +https?://(?:\\[[^\\]\\s]*\\]|[^\\s/\\[\\]]+):(\\d{1,5})(?![\\d:])"),
        QRegularExpression::CaseInsensitiveOption);
    if (!line.contains(QLatin1String("http"), Qt::CaseInsensitive))
        return 0; // most lines: not worth a regular expression
    QString text = line;
    text.remove(colours);
    const QRegularExpressionMatch match = listening.match(text);
    if (!match.hasMatch())
        return 0;
    const int port = match.captured(1).toInt();
    return port > 0 && port <= kMaxPort ? port : 0;
}

bool isPickedByServer(const QString &url)
{
    const QUrl parsed(url, QUrl::StrictMode);
    return parsed.isValid() &&
           (parsed.scheme() == QLatin1String("http") ||
            parsed.scheme() == QLatin1String("https")) &&
           !parsed.host().isEmpty() && parsed.port() == 0;
}

QString withPort(const QString &url, int port)
{
    if (port <= 0 || port > kMaxPort || !isPickedByServer(url))
        return url;
    // Text, not QUrl::toString(): the rest of the URL stays exactly as the config wrote it.
    // The authority ends at the first '/', '?' or '#' after "://", and its port is what
    // follows its last ':' (an IPv6 host's colons come before its ']').
    const qsizetype start = url.indexOf(QLatin1String("://")) + 3;
    qsizetype end = start;
    while (end < url.size() && url.at(end) != u'/' && url.at(end) != u'?' && url.at(end) != u'#')
        ++end;
    const qsizetype colon = url.lastIndexOf(u':', end - 1);
    if (colon < start)
        return url;
    return url.left(colon + 1) + QString::number(port) + url.mid(end);
}

} // namespace lanebook::ServerPort
