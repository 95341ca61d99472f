#pragma once

#include <QProcess>
#include <QStringList>

namespace lanebook {

// A vendor tool running as one long-lived child that prints lines (nvidia-smi -lms, xpu-smi
// dump), or as a one-shot query polled until it ends (nvidia-smi --query-compute-apps):
// started in a process group of its own, read line by line, stopped by killing the group.
// Lives in the thread that reads it; never blocks longer than asked.
class ToolProcess
{
public:
    ToolProcess() = default;
    ~ToolProcess();
    ToolProcess(const ToolProcess &) = delete;
    ToolProcess &operator=(const ToolProcess &) = delete;

    // Finds `program` on PATH and starts it. False with error() ("nvidia-smi is not on PATH",
    // "nvidia-smi did not start: ...") otherwise.
    bool start(const QString &program, const QStringList &arguments);
    void stop();
    bool isRunning() const;

    // The complete lines printed since the last call; waits up to waitMs for the first one.
    QStringList takeLines(int waitMs);
    // Why it stopped or did not start, with the tail of its stderr; empty while it runs.
    QString error();
    // Whether it has ended by itself with status 0 (a one-shot query that answered).
    bool exitedWithSuccess() const;
    QString program() const { return m_program; }

private:
    QProcess m_process;
    QString m_program;
    QString m_error;
    QByteArray m_partial;
};

} // namespace lanebook
