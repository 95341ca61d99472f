#include "backends/launcher/experimentprocess.h"

#include "backends/launcher/groupspawn.h"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <optional>

namespace lanebook {

namespace {

using Clock = std::chrono::steady_clock;

// How much of each stream is kept to cut the tail from: enough for the last lines of any
// sensible output, bounded for a script that prints gigabytes.
constexpr qsizetype kKeptBytes = 64 * 1024;
constexpr int kSampleEveryMs = 100;
// After the leader exits, how long a grandchild that still holds a pipe may keep Lanebook
// waiting for the last of the output.
constexpr int kDrainAfterExitMs = 2000;

volatile sig_atomic_t g_pendingSignal = 0;

void rememberSignal(int signalNumber)
{
    g_pendingSignal = signalNumber;
}

// Installs the forwarding handlers for the length of the run and puts the old ones back.
class SignalForwarding
{
public:
    SignalForwarding()
    {
        g_pendingSignal = 0;
        struct sigaction action;
        std::memset(&action, 0, sizeof action);
        action.sa_handler = rememberSignal;
        sigemptyset(&action.sa_mask);
        for (size_t i = 0; i < std::size(kSignals); ++i)
            ::sigaction(kSignals[i], &action, &m_previous[i]);
    }
    ~SignalForwarding()
    {
        for (size_t i = 0; i < std::size(kSignals); ++i)
            ::sigaction(kSignals[i], &m_previous[i], nullptr);
    }
    SignalForwarding(const SignalForwarding &) = delete;
    SignalForwarding &operator=(const SignalForwarding &) = delete;

private:
    static constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};
    struct sigaction m_previous[std::size(kSignals)];
};

// A stream of the child: read as it comes, passed on, its last bytes kept.
struct OutputStream
{
    int fd = -1;
    QByteArray kept;
    qint64 total = 0;
    std::function<void(const QByteArray &)> onChunk;

    bool open() const { return fd >= 0; }
    void close()
    {
        if (fd >= 0)
            ::close(fd);
        fd = -1;
    }
    // Reads what is there; closes at the end of the stream.
    void read()
    {
        char buffer[16384];
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && (errno == EINTR || errno == EAGAIN))
            return;
        if (n <= 0) {
            close();
            return;
        }
        const QByteArray chunk(buffer, n);
        total += n;
        kept += chunk;
        if (kept.size() > 2 * kKeptBytes)
            kept = kept.right(kKeptBytes);
        if (onChunk)
            onChunk(chunk);
    }
};

// The last `lines` lines as a terminal would have shown them: a '\r' rewrites its line, so a
// progress bar leaves its last state.
QString tailOf(const QByteArray &bytes, qint64 totalBytes, int lines)
{
    const QByteArray text = bytes.right(kKeptBytes);
    QList<QByteArray> parts = text.split('\n');
    if (!parts.isEmpty() && parts.last().isEmpty())
        parts.removeLast();
    if (totalBytes > text.size() && !parts.isEmpty())
        parts.removeFirst(); // cut mid-line
    QStringList result;
    for (qsizetype i = std::max<qsizetype>(0, parts.size() - lines); i < parts.size(); ++i) {
        QByteArray line = parts.at(i);
        while (line.endsWith('\r'))
            line.chop(1);
        result << QString::fromUtf8(line.mid(line.lastIndexOf('\r') + 1));
    }
    return result.join(u'\n');
}

int millisecondsSince(Clock::time_point start)
{
    return int(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count());
}

} // namespace

qint64 ExperimentOutcome::peakRssBytes() const
{
    return std::max(peakRssTreeSampledBytes, peakRssLargestProcessBytes);
}

qint64 sessionResidentBytes(pid_t sessionId)
{
    static const long pageBytes = ::sysconf(_SC_PAGESIZE);
    qint64 total = 0;
    DIR *proc = ::opendir("/proc");
    if (!proc)
        return 0;
    while (const dirent *entry = ::readdir(proc)) {
        if (entry->d_name[0] < '1' || entry->d_name[0] > '9')
            continue;
        char path[64];
        std::snprintf(path, sizeof path, "/proc/%s/stat", entry->d_name);
        const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            continue;
        char text[1024];
        const ssize_t n = ::read(fd, text, sizeof text - 1);
        ::close(fd);
        if (n <= 0)
            continue;
        text[n] = '\0';
        // After the name in parentheses (which may hold spaces): state is field 3, session
        // field 6, rss (pages) field 24.
        const char *afterName = std::strrchr(text, ')');
        if (!afterName)
            continue;
        const QList<QByteArray> fields = QByteArray(afterName + 1).simplified().split(' ');
        if (fields.size() < 22 || fields.at(0) == "Z" || fields.at(0) == "X")
            continue;
        if (fields.at(3).toLongLong() != sessionId)
            continue;
        total += fields.at(21).toLongLong() * pageBytes;
    }
    ::closedir(proc);
    return total;
}

ExperimentOutcome runExperimentProcess(const ExperimentSpec &spec)
{
    ExperimentOutcome outcome;
    outcome.startedAtUtc = QDateTime::currentDateTimeUtc();
    // Before the start: a ^C at once still reaches the child.
    std::optional<SignalForwarding> forwarding;
    if (spec.forwardSignals)
        forwarding.emplace();
    const Clock::time_point start = Clock::now();
    const SpawnedGroup child = spawnGroup(spec.argv, spec.environment, spec.workingDirectory,
                                          StdinMode::DevNull, OutputMode::Separate);
    if (!child.started()) {
        outcome.startError = child.error;
        return outcome;
    }
    OutputStream out{child.logFd, {}, 0, spec.onStdout};
    OutputStream err{child.stderrFd, {}, 0, spec.onStderr};

    bool exited = false;
    int waitStatus = 0;
    Clock::time_point exitTime;
    Clock::time_point lastSample = start - std::chrono::milliseconds(kSampleEveryMs);
    std::optional<Clock::time_point> terminatedAt;
    bool killed = false;
    while (true) {
        if (!exited && !terminatedAt) {
            const bool late =
                spec.timeoutS > 0.0 &&
                std::chrono::duration<double>(Clock::now() - start).count() > spec.timeoutS;
            const bool stop = !late && spec.cancelled && spec.cancelled();
            if (late || stop) {
                outcome.timedOut = late;
                outcome.wasCancelled = stop;
                terminatedAt = Clock::now();
                ::kill(-child.pid, SIGTERM);
            }
        } else if (!exited && !killed &&
                   std::chrono::duration<double>(Clock::now() - *terminatedAt).count() >
                       kTerminateGraceS) {
            killed = true;
            ::kill(-child.pid, SIGKILL);
        }
        if (!exited) {
            if (const int signalNumber = g_pendingSignal; signalNumber != 0) {
                g_pendingSignal = 0;
                outcome.forwardedSignal = signalNumber;
                ::kill(-child.pid, signalNumber);
            }
            if (millisecondsSince(lastSample) >= kSampleEveryMs) {
                lastSample = Clock::now();
                outcome.peakRssTreeSampledBytes =
                    std::max(outcome.peakRssTreeSampledBytes, sessionResidentBytes(child.pid));
                ++outcome.rssSampleCount;
            }
            struct rusage usage;
            std::memset(&usage, 0, sizeof usage);
            const pid_t waited = ::wait4(child.pid, &waitStatus, WNOHANG, &usage);
            if (waited == child.pid) {
                exited = true;
                exitTime = Clock::now();
                // Linux reports the child's own peak and its reaped descendants' largest
                // (RUSAGE_BOTH), in kibibytes.
                outcome.peakRssLargestProcessBytes = qint64(usage.ru_maxrss) * 1024;
            }
        }
        if (exited &&
            ((!out.open() && !err.open()) || millisecondsSince(exitTime) > kDrainAfterExitMs))
            break;
        // A stopped step's descendants that outlived its leader may still hold the pipes.
        if (exited && terminatedAt && !killed) {
            killed = true;
            ::kill(-child.pid, SIGKILL);
        }
        pollfd fds[2];
        nfds_t count = 0;
        for (OutputStream *stream : {&out, &err}) {
            if (stream->open())
                fds[count++] = {stream->fd, POLLIN, 0};
        }
        if (count == 0) {
            ::usleep(kSampleEveryMs * 1000 / 2);
            continue;
        }
        const int ready = ::poll(fds, count, kSampleEveryMs / 2);
        if (ready <= 0)
            continue;
        for (nfds_t i = 0; i < count; ++i) {
            if (fds[i].revents == 0)
                continue;
            OutputStream &stream = fds[i].fd == out.fd ? out : err;
            stream.read();
        }
    }
    out.close();
    err.close();
    outcome.wallS = std::chrono::duration<double>(exitTime - start).count();
    outcome.exitCode = shellExitCode(waitStatus);
    outcome.exitDescription = describeWaitStatus(waitStatus);
    outcome.stdoutTail = tailOf(out.kept, out.total, spec.tailLines);
    outcome.stderrTail = tailOf(err.kept, err.total, spec.tailLines);
    outcome.stdoutBytes = out.total;
    outcome.stderrBytes = err.total;
    return outcome;
}

} // namespace lanebook
