#pragma once

// MockServerProcess: runs the real lanebook-mock-server (LANEBOOK_MOCK_SERVER_PATH) as a
// child process on an ephemeral loopback port for a QtTest test, and stops it (SIGTERM) when
// it goes out of scope. Header-only; any test folder whose CMake line defines
// LANEBOOK_MOCK_SERVER_PATH can use it.
//
//     lanebook::test::MockServerProcess server;
//     LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--itl-ms"), QStringLiteral("5")});
//     const QUrl url = server.baseUrl(); // http://127.0.0.1:PORT
//
// The server's options and wire contract are documented at the top of
// app/mockserver/main.cpp (and `lanebook-mock-server --help`). The server is started with
// --exit-with-parent, so call start() from a thread that outlives it (the test's main
// thread): Linux signals the child when the thread that forked it ends.

#include <QElapsedTimer>
#include <QProcess>
#include <QStringList>
#include <QTest>
#include <QUrl>

#include <csignal>
#include <sys/types.h>

namespace lanebook::test {

class MockServerProcess
{
public:
    MockServerProcess() = default;
    MockServerProcess(const MockServerProcess &) = delete;
    MockServerProcess &operator=(const MockServerProcess &) = delete;
    ~MockServerProcess() { stop(); }

    // Starts the server with `extraArgs` (--port 0 is added unless a --port is given) and
    // waits for its "listening on" line. False, with errorString() saying why, on failure.
    bool start(const QStringList &extraArgs = {}, int timeoutMs = 15000)
    {
        stop();
        m_errorString.clear();
        QStringList args = extraArgs;
        if (!args.contains(QStringLiteral("--port")) &&
            args.filter(QStringLiteral("--port=")).isEmpty())
            args << QStringLiteral("--port") << QStringLiteral("0");
        // If the test crashes, the server goes with it.
        args << QStringLiteral("--exit-with-parent");
        m_process.setProgram(QStringLiteral(LANEBOOK_MOCK_SERVER_PATH));
        m_process.setArguments(args);
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        m_process.start();
        if (!m_process.waitForStarted(timeoutMs)) {
            m_errorString = QStringLiteral("cannot start %1: %2")
                                .arg(m_process.program(), m_process.errorString());
            return false;
        }

        QElapsedTimer elapsed;
        elapsed.start();
        QByteArray stdoutBytes;
        const QByteArray marker = QByteArrayLiteral("listening on ");
        while (elapsed.elapsed() < timeoutMs) {
            stdoutBytes += m_process.readAllStandardOutput();
            const qsizetype at = stdoutBytes.indexOf(marker);
            const qsizetype end = at < 0 ? -1 : stdoutBytes.indexOf('\n', at);
            if (end >= 0) {
                const QByteArray url =
                    stdoutBytes.mid(at + marker.size(), end - at - marker.size()).trimmed();
                m_baseUrl = QUrl(QString::fromUtf8(url));
                if (!m_baseUrl.isValid() || m_baseUrl.port() <= 0) {
                    m_errorString = QStringLiteral("lanebook-mock-server announced a bad URL: %1")
                                        .arg(QString::fromUtf8(url));
                    return false;
                }
                return true;
            }
            if (m_process.state() == QProcess::NotRunning)
                break;
            m_process.waitForReadyRead(100);
        }
        m_errorString =
            m_process.state() == QProcess::NotRunning
                ? QStringLiteral("lanebook-mock-server %1 exited with code %2 before listening: %3")
                      .arg(args.join(QLatin1Char(' ')))
                      .arg(m_process.exitCode())
                      .arg(QString::fromUtf8(m_process.readAllStandardError()).trimmed())
                : QStringLiteral("lanebook-mock-server %1 printed no 'listening on' line "
                                 "within %2 ms; stdout so far: '%3'")
                      .arg(args.join(QLatin1Char(' ')))
                      .arg(timeoutMs)
                      .arg(QString::fromUtf8(stdoutBytes));
        stop();
        return false;
    }

    // SIGTERM (or `signalNumber`), then SIGKILL if it has not exited after 5 s. Returns the
    // exit code (0 is a clean stop), or -1 when it had to be killed or died of a signal.
    int stop(int signalNumber = SIGTERM)
    {
        if (m_process.state() == QProcess::NotRunning)
            return m_process.exitStatus() == QProcess::NormalExit ? m_process.exitCode() : -1;
        ::kill(pid_t(m_process.processId()), signalNumber);
        if (!m_process.waitForFinished(5000)) {
            m_process.kill();
            m_process.waitForFinished(5000);
            return -1;
        }
        return m_process.exitStatus() == QProcess::NormalExit ? m_process.exitCode() : -1;
    }

    bool isRunning() const { return m_process.state() == QProcess::Running; }
    QUrl baseUrl() const { return m_baseUrl; } // http://127.0.0.1:PORT
    QString baseUrlString() const { return m_baseUrl.toString(); }
    int port() const { return m_baseUrl.port(); }
    qint64 pid() const { return m_process.processId(); }
    QString errorString() const { return m_errorString; }
    QByteArray readStandardError() { return m_process.readAllStandardError(); }

private:
    QProcess m_process;
    QUrl m_baseUrl;
    QString m_errorString;
};

} // namespace lanebook::test

// Starts `server` with the given argument list, or fails the current test function with the
// reason (QFAIL returns, so use it in a void test function or init()).
#define LANEBOOK_START_MOCK_SERVER(server, ...)                                                    \
    do {                                                                                           \
        if (!(server).start(__VA_ARGS__))                                                          \
            QFAIL(qPrintable((server).errorString()));                                             \
    } while (false)
