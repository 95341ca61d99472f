#include "backends/launcher/serverlog.h"

#include "backends/launcher/launchcommand.h"
#include "models/waves/serverport.h"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <cerrno>

namespace lanebook {

namespace {

// A line without a newline (a binary blob, a runaway progress bar) is cut here.
constexpr qsizetype kMaxLineBytes = 16 * 1024;

} // namespace

ServerLog::ServerLog(int readFd, int tailLines, const QString &logFilePath)
    : m_readFd(readFd)
    , m_tailLines(std::max(1, tailLines))
{
    if (!logFilePath.isEmpty()) {
        m_file.setFileName(logFilePath);
        // A log that cannot be written must not stop the server: the tail still works.
        (void)m_file.open(QIODevice::WriteOnly | QIODevice::Append);
    }
    if (::pipe2(m_wakeFds, O_CLOEXEC) != 0)
        m_wakeFds[0] = m_wakeFds[1] = -1;
    ::fcntl(m_readFd, F_SETFL, ::fcntl(m_readFd, F_GETFL) | O_NONBLOCK);
    m_reader.start([this] { readLoop(); });
}

ServerLog::~ServerLog()
{
    finish();
    ::close(m_readFd);
    for (int fd : m_wakeFds) {
        if (fd >= 0)
            ::close(fd);
    }
}

QString ServerLog::tail() const
{
    std::lock_guard lock(m_mutex);
    QStringList lines = m_lines;
    if (!m_pending.isEmpty())
        lines << QString::fromUtf8(m_pending);
    return lines.join(u'\n');
}

void ServerLog::finish()
{
    if (!m_reader.isStarted())
        return;
    if (m_wakeFds[1] >= 0) {
        const char wake = 1;
        (void)::write(m_wakeFds[1], &wake, 1);
    }
    m_reader.join();
    if (m_file.isOpen())
        m_file.flush();
}

void ServerLog::readLoop()
{
    char buffer[8192];
    bool stopRequested = false;
    // After a stop request, a grandchild that never stops writing must not keep us here.
    qsizetype bytesLeftAfterStop = 1024 * 1024;
    for (;;) {
        pollfd fds[2] = {{m_readFd, POLLIN, 0}, {m_wakeFds[0], POLLIN, 0}};
        // After a stop request, only what is already in the pipe is read (timeout 0).
        const int ready = ::poll(fds, m_wakeFds[0] >= 0 ? 2 : 1, stopRequested ? 0 : -1);
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0)
            return;
        if (fds[1].revents & POLLIN)
            stopRequested = true;
        if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
            const ssize_t n = ::read(m_readFd, buffer, sizeof buffer);
            if (n > 0) {
                consume(buffer, n);
                if (stopRequested && (bytesLeftAfterStop -= n) <= 0)
                    return;
                continue;
            }
            if (n == 0 || (errno != EAGAIN && errno != EINTR))
                return; // every writer has closed the pipe
        } else if (stopRequested) {
            return;
        }
    }
}

void ServerLog::consume(const char *data, qsizetype size)
{
    if (m_file.isOpen())
        m_file.write(data, size);
    std::lock_guard lock(m_mutex);
    for (qsizetype i = 0; i < size; ++i) {
        const char c = data[i];
        if (m_afterCarriageReturn && c != '\n')
            m_pending.clear(); // a lone '\r': the line is being redrawn
        m_afterCarriageReturn = false;
        if (c == '\n') {
            endLine();
        } else if (c == '\r') {
            m_afterCarriageReturn = true;
        } else if (m_pending.size() < kMaxLineBytes) {
            m_pending.append(c);
        }
    }
}

void ServerLog::endLine()
{
    const QString line = QString::fromUtf8(m_pending);
    m_pending.clear();
    if (m_remoteGroupId.load() == 0) {
        if (const auto [group, ticks] = LaunchCommand::parseRemoteMarker(line); group != 0) {
            m_remoteStartTicks.store(ticks);
            m_remoteGroupId.store(group); // last: readers check the group first
            return;
        }
    }
    if (m_listeningPort.load() == 0) {
        if (const int port = ServerPort::fromLogLine(line); port != 0)
            m_listeningPort.store(port);
    }
    m_lines << line;
    if (m_lines.size() > m_tailLines)
        m_lines.erase(m_lines.begin(), m_lines.begin() + (m_lines.size() - m_tailLines));
}

} // namespace lanebook
