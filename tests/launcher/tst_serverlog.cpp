// The log reader: a bounded tail, progress bars redrawn with '\r', the remote group marker,
// the line that says where the server listens, the optional full log file, and that finishing
// never waits for a pipe someone keeps open.
#include "backends/launcher/serverlog.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>

using namespace lanebook;

namespace {

struct Pipe
{
    int fds[2] = {-1, -1};
    Pipe() { QVERIFY(::pipe2(fds, O_CLOEXEC) == 0); }
    ~Pipe()
    {
        if (fds[1] >= 0)
            ::close(fds[1]);
    }
    void write(const QByteArray &bytes)
    {
        QCOMPARE(::write(fds[1], bytes.constData(), bytes.size()), bytes.size());
    }
    void closeWriteEnd()
    {
        ::close(fds[1]);
        fds[1] = -1;
    }
};

} // namespace

class TestServerLog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keepsOnlyTheLastLines()
    {
        Pipe pipe;
        ServerLog log(pipe.fds[0], 3, {});
        for (int i = 1; i <= 10; ++i)
            pipe.write(QByteArray("line ") + QByteArray::number(i) + '\n');
        pipe.closeWriteEnd();
        log.finish();
        QCOMPARE(log.tail(), QStringLiteral("line 8\nline 9\nline 10"));
    }

    void carriageReturnRedrawsTheLine()
    {
        Pipe pipe;
        ServerLog log(pipe.fds[0], 10, {});
        pipe.write(
            "Loading safetensors:  10%\rLoading safetensors:  50%\rLoading safetensors: 100%\n");
        pipe.write("windows line\r\nlast without newline");
        pipe.closeWriteEnd();
        log.finish();
        QCOMPARE(log.tail(), QStringLiteral("Loading safetensors: 100%\nwindows line\n"
                                            "last without newline"));
    }

    void remoteGroupMarkerIsTakenOutOfTheLog()
    {
        Pipe pipe;
        ServerLog log(pipe.fds[0], 10, {});
        QCOMPARE(log.remoteGroupId(), 0);
        pipe.write("__LANEBOOK_REMOTE_PGID__=31337\nINFO started\n");
        QTRY_COMPARE(log.remoteGroupId(), 31337);
        QTRY_COMPARE(log.tail(), QStringLiteral("INFO started"));
    }

    void listeningLineGivesThePortAndStaysInTheLog()
    {
        Pipe pipe;
        ServerLog log(pipe.fds[0], 10, {});
        QCOMPARE(log.listeningPort(), 0);
        // Not whole yet: a line counts once it ends.
        pipe.write("loading weights\nINFO:     Uvicorn running on http://0.0.0.0:4");
        QTest::qWait(50);
        QCOMPARE(log.listeningPort(), 0);
        pipe.write("1234 (Press CTRL+C to quit)\nlistening on http://127.0.0.1:5555\n");
        QTRY_COMPARE(log.listeningPort(), 41234); // the first such line wins
        pipe.closeWriteEnd();
        log.finish();
        QCOMPARE(log.listeningPort(), 41234);
        QCOMPARE(log.tail(), QStringLiteral("loading weights\nINFO:     Uvicorn running on "
                                            "http://0.0.0.0:41234 (Press CTRL+C to quit)\n"
                                            "listening on http://127.0.0.1:5555"));
    }

    void wholeLogGoesToTheFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("server.log"));
        {
            Pipe pipe;
            ServerLog log(pipe.fds[0], 1, path);
            pipe.write("one\ntwo\nthree\n");
            pipe.closeWriteEnd();
            log.finish();
            QCOMPARE(log.tail(), QStringLiteral("three"));
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("one\ntwo\nthree\n"));
    }

    void finishDoesNotWaitForAnOpenPipe()
    {
        // A grandchild that outlives the server keeps the write end open; the log must still
        // end, with what was already written.
        Pipe pipe;
        ServerLog log(pipe.fds[0], 10, {});
        pipe.write("written before the end\n");
        QTRY_COMPARE(log.tail(), QStringLiteral("written before the end"));
        log.finish(); // returns although the write end is still open
        QCOMPARE(log.tail(), QStringLiteral("written before the end"));
    }

    void veryLongLinesAreCut()
    {
        Pipe pipe;
        ServerLog log(pipe.fds[0], 10, {});
        pipe.write(QByteArray(40000, 'x') + "\nafter\n");
        pipe.closeWriteEnd();
        log.finish();
        const QStringList lines = log.tail().split(u'\n');
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines.first().size() < 40000);
        QCOMPARE(lines.last(), QStringLiteral("after"));
    }
};

QTEST_GUILESS_MAIN(TestServerLog)
#include "tst_serverlog.moc"
