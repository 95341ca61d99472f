#include "backends/launcher/groupspawn.h"

#include "backends/launcher/launchertr.h"
#include "backends/launcher/serverlog.h"

#include <QDir>
#include <QFile>
#include <QProcessEnvironment>
#include <QStandardPaths>

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <linux/close_range.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

#include <cerrno>
#include <chrono>
#include <cstring>
#include <thread>
#include <vector>

namespace lanebook {

namespace {

// What the child reports through the exec-error pipe when it fails before exec.
struct ChildFailure
{
    int stage; // 0: chdir, 1: exec
    int error;
};

QString findProgram(const QString &program, const QStringList &environment)
{
    if (program.contains(u'/'))
        return program;
    QStringList paths;
    for (const QString &entry : environment) {
        if (entry.startsWith(QStringLiteral("PATH="))) {
            paths = entry.mid(5).split(u':', Qt::SkipEmptyParts);
            break;
        }
    }
    if (paths.isEmpty())
        paths = {QStringLiteral("/usr/local/bin"), QStringLiteral("/usr/bin"),
                 QStringLiteral("/bin")};
    return QStandardPaths::findExecutable(program, paths);
}

// A NULL-terminated char* array over byte arrays that outlive it: built before fork, because
// the child of a threaded program may only call async-signal-safe functions (no malloc).
struct CStringArray
{
    std::vector<QByteArray> storage;
    std::vector<char *> pointers;

    explicit CStringArray(const QStringList &strings)
    {
        storage.reserve(strings.size());
        for (const QString &s : strings)
            storage.push_back(s.toLocal8Bit());
        for (QByteArray &bytes : storage)
            pointers.push_back(bytes.data());
        pointers.push_back(nullptr);
    }
};

[[noreturn]] void failInChild(int errorFd, int stage)
{
    const ChildFailure failure{stage, errno};
    (void)::write(errorFd, &failure, sizeof failure);
    ::_exit(127);
}

// Runs in the child between fork and exec: async-signal-safe calls only.
[[noreturn]] void becomeServer(pid_t parentPid, int stdinFd, int logFd, int stderrFd, int errorFd,
                               const char *directory, const char *path, char *const *argv,
                               char *const *envp)
{
    ::setsid();
#ifdef __linux__
    ::prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (::getppid() != parentPid) // the parent died before the death signal was armed
        ::_exit(127);
#else
    (void)parentPid;
#endif
    // Qt and libcurl ignore SIGPIPE and threads block signals; the server must not inherit that.
    struct sigaction defaultAction;
    std::memset(&defaultAction, 0, sizeof defaultAction);
    defaultAction.sa_handler = SIG_DFL;
    for (int signalNumber = 1; signalNumber < NSIG; ++signalNumber)
        ::sigaction(signalNumber, &defaultAction, nullptr);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);

    const int input = stdinFd >= 0 ? stdinFd : ::open("/dev/null", O_RDONLY);
    if (input >= 0)
        ::dup2(input, STDIN_FILENO);
    ::dup2(logFd, STDOUT_FILENO);
    ::dup2(stderrFd >= 0 ? stderrFd : logFd, STDERR_FILENO);
#ifdef __linux__
    // Other threads may have opened descriptors without O_CLOEXEC; a server holding another
    // server's log pipe open would keep that log from ever ending.
    ::syscall(SYS_close_range, 3U, ~0U, CLOSE_RANGE_CLOEXEC);
#endif
    if (directory && ::chdir(directory) != 0)
        failInChild(errorFd, 0);
    ::execve(path, argv, envp);
    failInChild(errorFd, 1);
}

} // namespace

SpawnedGroup spawnGroup(const QStringList &argv, const QStringList &environment,
                        const QString &workingDirectory, StdinMode stdinMode, OutputMode outputMode)
{
    SpawnedGroup spawned;
    if (argv.isEmpty() || argv.first().isEmpty()) {
        spawned.error = LauncherTr::tr("no program to start (the argv is empty)");
        return spawned;
    }
    const QString program = findProgram(argv.first(), environment);
    if (program.isEmpty()) {
        spawned.error =
            LauncherTr::tr("cannot find the program \"%1\" on the PATH").arg(argv.first());
        return spawned;
    }
    const QByteArray path = program.toLocal8Bit();
    const QByteArray directory = workingDirectory.toLocal8Bit();
    CStringArray argvArray(argv);
    CStringArray envArray(environment);

    int logPipe[2];
    int errorPipe[2];
    if (::pipe2(logPipe, O_CLOEXEC) != 0) {
        spawned.error = LauncherTr::tr("cannot create a pipe: %1")
                            .arg(QString::fromLocal8Bit(std::strerror(errno)));
        return spawned;
    }
    if (::pipe2(errorPipe, O_CLOEXEC) != 0) {
        spawned.error = LauncherTr::tr("cannot create a pipe: %1")
                            .arg(QString::fromLocal8Bit(std::strerror(errno)));
        ::close(logPipe[0]);
        ::close(logPipe[1]);
        return spawned;
    }
    int stdinPipe[2] = {-1, -1};
    if (stdinMode == StdinMode::Pipe && ::pipe2(stdinPipe, O_CLOEXEC) != 0) {
        spawned.error = LauncherTr::tr("cannot create a pipe: %1")
                            .arg(QString::fromLocal8Bit(std::strerror(errno)));
        for (int fd : {logPipe[0], logPipe[1], errorPipe[0], errorPipe[1]})
            ::close(fd);
        return spawned;
    }
    int stderrPipe[2] = {-1, -1};
    if (outputMode == OutputMode::Separate && ::pipe2(stderrPipe, O_CLOEXEC) != 0) {
        spawned.error = LauncherTr::tr("cannot create a pipe: %1")
                            .arg(QString::fromLocal8Bit(std::strerror(errno)));
        for (int fd :
             {logPipe[0], logPipe[1], errorPipe[0], errorPipe[1], stdinPipe[0], stdinPipe[1]}) {
            if (fd >= 0)
                ::close(fd);
        }
        return spawned;
    }
    const pid_t parentPid = ::getpid();
    const pid_t pid = ::fork();
    if (pid == 0) {
        becomeServer(parentPid, stdinPipe[0], logPipe[1], stderrPipe[1], errorPipe[1],
                     workingDirectory.isEmpty() ? nullptr : directory.constData(), path.constData(),
                     argvArray.pointers.data(), envArray.pointers.data());
    }
    ::close(logPipe[1]);
    ::close(errorPipe[1]);
    if (stdinPipe[0] >= 0)
        ::close(stdinPipe[0]);
    if (stderrPipe[1] >= 0)
        ::close(stderrPipe[1]);
    if (pid < 0) {
        if (stderrPipe[0] >= 0)
            ::close(stderrPipe[0]);
        if (stdinPipe[1] >= 0)
            ::close(stdinPipe[1]);
        spawned.error =
            LauncherTr::tr("cannot fork: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
        ::close(logPipe[0]);
        ::close(errorPipe[0]);
        return spawned;
    }
    // The error pipe closes on a successful exec (O_CLOEXEC): zero bytes means it started.
    ChildFailure failure{};
    ssize_t n;
    do {
        n = ::read(errorPipe[0], &failure, sizeof failure);
    } while (n < 0 && errno == EINTR);
    ::close(errorPipe[0]);
    if (n == static_cast<ssize_t>(sizeof failure)) {
        int status = 0;
        ::waitpid(pid, &status, 0);
        ::close(logPipe[0]);
        if (stdinPipe[1] >= 0)
            ::close(stdinPipe[1]);
        if (stderrPipe[0] >= 0)
            ::close(stderrPipe[0]);
        const QString reason = QString::fromLocal8Bit(std::strerror(failure.error));
        spawned.error = failure.stage == 0
                            ? LauncherTr::tr("cannot enter the working directory %1: %2")
                                  .arg(workingDirectory, reason)
                            : LauncherTr::tr("cannot start %1: %2").arg(program, reason);
        return spawned;
    }
    spawned.pid = pid;
    spawned.logFd = logPipe[0];
    spawned.stdinFd = stdinPipe[1];
    spawned.stderrFd = stderrPipe[0];
    return spawned;
}

int shellExitCode(int waitStatus)
{
    if (WIFEXITED(waitStatus))
        return WEXITSTATUS(waitStatus);
    if (WIFSIGNALED(waitStatus))
        return 128 + WTERMSIG(waitStatus);
    return -1;
}

QString describeWaitStatus(int waitStatus)
{
    if (WIFSIGNALED(waitStatus)) {
        const int signalNumber = WTERMSIG(waitStatus);
        return LauncherTr::tr("was killed by signal %1 (%2)")
            .arg(signalNumber)
            .arg(QString::fromLocal8Bit(::strsignal(signalNumber)));
    }
    return LauncherTr::tr("exited with code %1").arg(shellExitCode(waitStatus));
}

int runCommandToEnd(const QStringList &argv, double timeoutS)
{
    const SpawnedGroup command =
        spawnGroup(argv, QProcessEnvironment::systemEnvironment().toStringList(), {});
    if (!command.started())
        return -1;
    ServerLog output(command.logFd, 20, {}); // drained so it never blocks on a full pipe
    const auto deadline =
        std::chrono::steady_clock::now() + std::chrono::duration<double>(timeoutS);
    int status = 0;
    while (::waitpid(command.pid, &status, WNOHANG) == 0) {
        if (std::chrono::steady_clock::now() > deadline) {
            ::kill(-command.pid, SIGKILL);
            // Reaped if it goes within a few seconds; a process stuck in uninterruptible
            // sleep is left rather than waited for without end.
            for (int i = 0; i < 100 && ::waitpid(command.pid, &status, WNOHANG) == 0; ++i)
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
            return -1;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return shellExitCode(status);
}

bool writeAllToPipe(int fd, const char *bytes, qsizetype size)
{
    sigset_t pipeSignal;
    ::sigemptyset(&pipeSignal);
    ::sigaddset(&pipeSignal, SIGPIPE);
    sigset_t pendingBefore;
    ::sigpending(&pendingBefore);
    const bool alreadyPending = ::sigismember(&pendingBefore, SIGPIPE) == 1;
    sigset_t previousMask;
    ::pthread_sigmask(SIG_BLOCK, &pipeSignal, &previousMask);

    qsizetype written = 0;
    bool brokenPipe = false;
    while (written < size) {
        const ssize_t n = ::write(fd, bytes + written, size_t(size - written));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            brokenPipe = n < 0 && errno == EPIPE;
            break;
        }
        written += n;
    }
    // The SIGPIPE a broken pipe raised is pending on this thread; take it before unblocking,
    // unless one was pending already (that one belongs to someone else).
    if (brokenPipe && !alreadyPending) {
        const timespec noWait{};
        while (::sigtimedwait(&pipeSignal, nullptr, &noWait) < 0 && errno == EINTR) {
        }
    }
    ::pthread_sigmask(SIG_SETMASK, &previousMask, nullptr);
    return written == size;
}

int liveGroupMembers(pid_t groupId)
{
    int members = 0;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &entry : entries) {
        bool isPid = false;
        entry.toInt(&isPid);
        if (!isPid)
            continue;
        QFile stat(QStringLiteral("/proc/") + entry + QStringLiteral("/stat"));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        const QList<QByteArray> fields =
            text.mid(text.lastIndexOf(')') + 1).simplified().split(' ');
        // After the name: state (field 3), ppid (4), pgrp (5).
        if (fields.size() > 2 && fields.at(2).toLongLong() == groupId && fields.at(0) != "Z" &&
            fields.at(0) != "X")
            ++members;
    }
    return members;
}

} // namespace lanebook
