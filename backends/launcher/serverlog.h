#pragma once

#include "backends/threads/loopthread.h"

#include <QFile>
#include <QString>
#include <QStringList>

#include <atomic>
#include <mutex>

namespace lanebook {

// A server's stdout+stderr, read from a pipe on its own thread so a chatty server never blocks
// on a full pipe while Lanebook waits for it: keeps the last N lines (the tail that goes into
// the notebook with the run) and optionally appends everything to a file. A '\r' rewrites the
// line, as a terminal does, so progress bars leave their last state, not a thousand lines.
class ServerLog
{
public:
    // Takes ownership of readFd.
    ServerLog(int readFd, int tailLines, const QString &logFilePath);
    ~ServerLog();
    ServerLog(const ServerLog &) = delete;
    ServerLog &operator=(const ServerLog &) = delete;

    QString tail() const;
    // The remote shell's process group (LaunchCommand::remoteGroupMarker); 0 until it arrives.
    // The marker line is not part of the log.
    qint64 remoteGroupId() const { return m_remoteGroupId.load(); }
    // Its leader's start time on that host (/proc/PID/stat), 0 when the host did not say.
    quint64 remoteStartTicks() const { return m_remoteStartTicks.load(); }
    // The port of the first line that says where the server listens (ServerPort::fromLogLine);
    // 0 until one arrives. The line stays in the log.
    int listeningPort() const { return m_listeningPort.load(); }
    // Reads what is already in the pipe, then stops reading (grandchildren that keep the pipe
    // open must not keep Lanebook waiting).
    void finish();

private:
    void readLoop();
    void consume(const char *data, qsizetype size);
    void endLine();

    int m_readFd = -1;
    int m_wakeFds[2] = {-1, -1};
    int m_tailLines = 200;
    QFile m_file;
    mutable std::mutex m_mutex;
    QStringList m_lines;  // guarded by m_mutex
    QByteArray m_pending; // guarded by m_mutex
    bool m_afterCarriageReturn = false;
    std::atomic<qint64> m_remoteGroupId{0};
    std::atomic<quint64> m_remoteStartTicks{0};
    std::atomic<int> m_listeningPort{0};
    LoopThread m_reader; // readLoop()
};

} // namespace lanebook
