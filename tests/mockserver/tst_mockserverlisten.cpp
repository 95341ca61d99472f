// lanebook-mock-server's contract with whoever starts it (app/mockserver/main.cpp), against the
// real binary: with --port 0 the kernel picks the port and, once the server is ready, exactly
// one line "listening on http://HOST:PORT" goes to stdout, and nothing more however many
// requests it answers; a real request on that port is answered; two servers get two ports; a
// port already taken is refused on stderr (exit 1), bad options too (exit 2), neither with a
// listening line; SIGTERM exits 0. Started by hand here, not through MockServerProcess, so
// that the line itself is what is checked.
#include "mockservertestsupport.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <csignal>
#include <memory>

using namespace lanebook::test;

namespace {

class Server
{
public:
    Server() = default;
    Server(const Server &) = delete;
    Server &operator=(const Server &) = delete;
    ~Server()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }

    // Starts it and waits (at most 15 s) for its first stdout line, or for it to exit.
    void start(const QStringList &arguments)
    {
        m_process.setProgram(QStringLiteral(LANEBOOK_MOCK_SERVER_PATH));
        m_process.setArguments(arguments + QStringList{QStringLiteral("--exit-with-parent")});
        m_process.start();
        m_process.waitForStarted(15000);
        const QDeadlineTimer deadline(15000);
        while (!m_stdout.contains('\n') && m_process.state() == QProcess::Running &&
               !deadline.hasExpired()) {
            m_process.waitForReadyRead(100);
            m_stdout += m_process.readAllStandardOutput();
        }
        m_stdout += m_process.readAllStandardOutput();
    }
    // SIGTERM, then its exit code (-1 when it had to be killed or died of a signal).
    int stop()
    {
        if (m_process.state() == QProcess::NotRunning)
            return exitCode();
        ::kill(pid_t(m_process.processId()), SIGTERM);
        if (!m_process.waitForFinished(10000)) {
            m_process.kill();
            m_process.waitForFinished(5000);
            return -1;
        }
        m_stdout += m_process.readAllStandardOutput();
        return exitCode();
    }
    // For a server that exits by itself (a refusal).
    int waitForExit()
    {
        if (m_process.state() != QProcess::NotRunning && !m_process.waitForFinished(15000))
            return -1;
        m_stdout += m_process.readAllStandardOutput();
        return exitCode();
    }
    int exitCode() const
    {
        return m_process.exitStatus() == QProcess::NormalExit ? m_process.exitCode() : -1;
    }
    bool isRunning() const { return m_process.state() == QProcess::Running; }
    QByteArray standardOutput() const { return m_stdout; }
    QByteArray standardError() { return m_process.readAllStandardError(); }

    // The port of its "listening on" line, 0 when there is none.
    int port() const
    {
        static const QRegularExpression line(
            QStringLiteral("^listening on http://127\\.0\\.0\\.1:([0-9]+)\n$"));
        const QRegularExpressionMatch match = line.match(QString::fromUtf8(m_stdout));
        return match.hasMatch() ? match.captured(1).toInt() : 0;
    }
    QString url(const char *path) const
    {
        return QStringLiteral("http://127.0.0.1:%1%2").arg(port()).arg(QLatin1String(path));
    }

private:
    QProcess m_process;
    QByteArray m_stdout;
};

} // namespace

class TestMockServerListen : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void portZeroIsAnnouncedAndServed()
    {
        Server server;
        server.start({s("--port"), s("0")});
        const int port = server.port();
        QVERIFY2(port > 0 && port <= 65535,
                 qPrintable(QStringLiteral("stdout: '%1', stderr: '%2'")
                                .arg(QString::fromUtf8(server.standardOutput()),
                                     QString::fromUtf8(server.standardError()))));

        QCOMPARE(httpGet(server.url("/health")).status, 200L);
        const HttpExchange answer = httpPost(server.url("/v1/completions"),
                                             completionBody(s("one two three"), 4, false, false));
        QCOMPARE(answer.status, 200L);
        const QJsonObject body = answer.json();
        QVERIFY2(body.value(s("id")).toString().startsWith(s("cmpl-")), answer.body.constData());
        QCOMPARE(body.value(s("object")).toString(), s("text_completion"));
        const QJsonObject usage = body.value(s("usage")).toObject();
        QCOMPARE(usage.value(s("prompt_tokens")).toInt(), 3);
        QCOMPARE(usage.value(s("completion_tokens")).toInt(), 4);
        QCOMPARE(body.value(s("choices")).toArray().first().toObject().value(s("text")).toString(),
                 s("lorem ipsum dolor sit "));
        const HttpExchange stream =
            httpPost(server.url("/v1/chat/completions"), chatBody(s("hello"), 3, true, true));
        QCOMPARE(stream.status, 200L);
        QCOMPARE(streamedTokens(stream).size(), 3);
        QCOMPARE(stream.events().last(), QByteArray("[DONE]"));

        QCOMPARE(server.stop(), 0);
        // The one line, and nothing per request.
        QCOMPARE(server.standardOutput(),
                 QStringLiteral("listening on http://127.0.0.1:%1\n").arg(port).toUtf8());
    }

    void twoServersGetTwoPorts()
    {
        Server first;
        Server second;
        first.start({s("--port"), s("0")});
        second.start({s("--port=0"), s("--model"), s("second")});
        QVERIFY(first.port() > 0);
        QVERIFY(second.port() > 0);
        QVERIFY(first.port() != second.port());
        // Each answers as itself.
        const HttpExchange models = httpGet(second.url("/v1/models"));
        QCOMPARE(models.status, 200L);
        QCOMPARE(
            models.json().value(s("data")).toArray().first().toObject().value(s("id")).toString(),
            s("second"));
        QCOMPARE(httpGet(first.url("/health")).status, 200L);
        QCOMPARE(first.stop(), 0);
        QCOMPARE(second.stop(), 0);
    }

    // One loop binds its port alone: a second server on it is refused, not half-served.
    void aTakenPortIsRefused()
    {
        Server holder;
        holder.start({s("--port"), s("0")});
        const int port = holder.port();
        QVERIFY(port > 0);
        Server late;
        late.start({s("--port"), QString::number(port)});
        QCOMPARE(late.waitForExit(), 1);
        QCOMPARE(late.standardOutput(), QByteArray());
        const QByteArray error = late.standardError();
        const QByteArray where = "cannot listen on 127.0.0.1:" + QByteArray::number(port);
        QVERIFY2(error.contains(where) && error.contains("in use"), error.constData());
        QVERIFY(holder.isRunning());
        QCOMPARE(httpGet(holder.url("/health")).status, 200L);
        QCOMPARE(holder.stop(), 0);
    }

    void badOptionsExitTwo()
    {
        Server server;
        server.start({s("--port"), s("70000")});
        QCOMPARE(server.waitForExit(), 2);
        QCOMPARE(server.standardOutput(), QByteArray());
        const QByteArray error = server.standardError();
        QVERIFY2(error.startsWith("lanebook-mock-server: ") && error.contains("--port") &&
                     error.contains("70000"),
                 error.constData());
    }

    void helpAndVersionGoToStdout()
    {
        Server help;
        help.start({s("--help")});
        QCOMPARE(help.waitForExit(), 0);
        QVERIFY2(help.standardOutput().startsWith("usage: lanebook-mock-server"),
                 help.standardOutput().constData());
        Server version;
        version.start({s("--version")});
        QCOMPARE(version.waitForExit(), 0);
        QVERIFY2(version.standardOutput().startsWith("lanebook-mock-server "),
                 version.standardOutput().constData());
    }
};

QTEST_GUILESS_MAIN(TestMockServerListen)
#include "tst_mockserverlisten.moc"
