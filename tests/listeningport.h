#pragma once

// For a server a test starts itself: start it on port 0 (the kernel picks a port nobody holds,
// as it binds) and read the port it took from the line it prints once it listens. Never a
// port found free and let go: another process can take that one before the server binds it.
//
//     QProcess prometheus;
//     QByteArray output;
//     const int port = test::startListening(prometheus, program,
//         {QStringLiteral("--web.listen-address=127.0.0.1:0")},
//         QRegularExpression(QStringLiteral("msg=\"Listening on\" address=\\S*:(\\d+)")), &output);

#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QStringList>

namespace lanebook::test {

// The line lanebook-mock-server (and llama-server) prints: "listening on http://HOST:PORT".
inline QRegularExpression listeningOnLine()
{
    return QRegularExpression(QStringLiteral("listening on https?://\\S*:(\\d+)"));
}

// Reads `process`'s output (standard output and error) until a whole line matches `line`, and
// returns the port its first capture holds; 0 when the process ends, or `timeoutMs` pass,
// first. Everything read is appended to `output` when given.
inline int waitForListeningPort(QProcess &process, const QRegularExpression &line,
                                QByteArray *output = nullptr, int timeoutMs = 30000)
{
    QElapsedTimer waited;
    waited.start();
    QByteArray pending;
    for (;;) {
        const QByteArray read = process.readAllStandardOutput() + process.readAllStandardError();
        if (output)
            output->append(read);
        pending += read;
        for (qsizetype end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
            const QString text = QString::fromUtf8(pending.left(end));
            pending.remove(0, end + 1);
            const QRegularExpressionMatch match = line.match(text);
            if (match.hasMatch() && match.captured(1).toInt() > 0)
                return match.captured(1).toInt();
        }
        if (process.state() == QProcess::NotRunning || waited.elapsed() >= timeoutMs)
            return 0;
        process.waitForReadyRead(100);
    }
}

// Starts `program` (its arguments ask it for port 0) and waits for its listening line.
inline int startListening(QProcess &process, const QString &program, const QStringList &arguments,
                          const QRegularExpression &line = listeningOnLine(),
                          QByteArray *output = nullptr, int timeoutMs = 30000)
{
    process.start(program, arguments);
    if (!process.waitForStarted(timeoutMs))
        return 0;
    return waitForListeningPort(process, line, output, timeoutMs);
}

} // namespace lanebook::test
