// Writing to a child's standard input: a reader that is gone must not kill the writer,
// whatever SIGPIPE handler the process has (QtTest's crash handler catches SIGPIPE and aborts
// the test, which is how an ssh client that exited early killed tst_sshlaunch on a fast host).
#include "backends/launcher/groupspawn.h"

#include <QTest>

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

using namespace lanebook;

namespace {

bool sigpipePending()
{
    sigset_t pending;
    ::sigpending(&pending);
    return ::sigismember(&pending, SIGPIPE) == 1;
}

bool sigpipeBlocked()
{
    sigset_t mask;
    ::pthread_sigmask(SIG_BLOCK, nullptr, &mask);
    return ::sigismember(&mask, SIGPIPE) == 1;
}

} // namespace

class TestGroupSpawn : public QObject
{
    Q_OBJECT

private slots:
    void writeToALiveReaderDeliversEveryByte()
    {
        int fds[2];
        QVERIFY(::pipe2(fds, O_CLOEXEC) == 0);
        const QByteArray bytes = "HF_TOKEN=abc\nCUDA_VISIBLE_DEVICES=0\n";
        QVERIFY(writeAllToPipe(fds[1], bytes.constData(), bytes.size()));
        ::close(fds[1]);
        QByteArray read(bytes.size() + 8, '\0');
        const ssize_t n = ::read(fds[0], read.data(), size_t(read.size()));
        ::close(fds[0]);
        QCOMPARE(n, ssize_t(bytes.size()));
        QCOMPARE(read.left(int(n)), bytes);
    }

    void writeToAGoneReaderFailsAndLeavesNoSignalBehind()
    {
        struct sigaction handler
        {
        };
        QVERIFY(::sigaction(SIGPIPE, nullptr, &handler) == 0);
        // The case that failed: a handler other than SIG_IGN is installed (QtTest's own).
        QVERIFY(handler.sa_handler != SIG_IGN);

        int fds[2];
        QVERIFY(::pipe2(fds, O_CLOEXEC) == 0);
        ::close(fds[0]);
        const QByteArray bytes(4096, 'x');
        QVERIFY(!writeAllToPipe(fds[1], bytes.constData(), bytes.size()));
        ::close(fds[1]);
        QVERIFY(!sigpipePending());
        QVERIFY(!sigpipeBlocked()); // the thread's mask is as it was
    }
};

QTEST_GUILESS_MAIN(TestGroupSpawn)
#include "tst_groupspawn.moc"
