#include "backends/telemetry/toolprocess.h"

#include <QElapsedTimer>

#include "models/telemetry/telemetrytr.h"

#include <QStandardPaths>

#include <csignal>
#include <unistd.h>

namespace lanebook {

ToolProcess::~ToolProcess()
{
    stop();
}

bool ToolProcess::start(const QString &program, const QStringList &arguments)
{
    stop();
    m_program = program;
    m_error.clear();
    m_partial.clear();
    const QString path = QStandardPaths::findExecutable(program);
    if (path.isEmpty()) {
        m_error = TelemetryTr::tr("%1 is not on PATH").arg(program);
        return false;
    }
    m_process.setProgram(path);
    m_process.setArguments(arguments);
    // Its own process group, so that stopping it stops whatever it started too.
    m_process.setChildProcessModifier([] { ::setpgid(0, 0); });
    m_process.start(QIODevice::ReadOnly);
    if (!m_process.waitForStarted(5000)) {
        m_error = TelemetryTr::tr("%1 did not start: %2").arg(program, m_process.errorString());
        return false;
    }
    return true;
}

void ToolProcess::stop()
{
    if (m_process.state() == QProcess::NotRunning)
        return;
    if (const qint64 pid = m_process.processId(); pid > 0)
        ::kill(-pid_t(pid), SIGKILL);
    m_process.kill();
    m_process.waitForFinished(2000);
}

bool ToolProcess::isRunning() const
{
    return m_process.state() == QProcess::Running;
}

QStringList ToolProcess::takeLines(int waitMs)
{
    QStringList lines;
    if (m_process.state() == QProcess::NotRunning && m_process.bytesAvailable() == 0)
        return lines;
    const auto drain = [this, &lines] {
        m_partial += m_process.readAllStandardOutput();
        qsizetype newline = 0;
        while ((newline = m_partial.indexOf('\n')) >= 0) {
            QByteArray line = m_partial.left(newline);
            m_partial.remove(0, newline + 1);
            if (line.endsWith('\r'))
                line.chop(1);
            if (!line.trimmed().isEmpty())
                lines << QString::fromUtf8(line);
        }
    };
    // Without an event loop (the CLI) the pipe is only read inside waitForReadyRead.
    for (int i = 0; i < 64 && m_process.waitForReadyRead(0); ++i) {
    }
    drain();
    if (lines.isEmpty() && waitMs > 0 && m_process.state() == QProcess::Running) {
        QElapsedTimer waited;
        waited.start();
        while (lines.isEmpty() && waited.elapsed() < waitMs &&
               m_process.waitForReadyRead(int(waitMs - waited.elapsed())))
            drain();
    }
    return lines;
}

bool ToolProcess::exitedWithSuccess() const
{
    return m_error.isEmpty() && m_process.state() == QProcess::NotRunning &&
           m_process.exitStatus() == QProcess::NormalExit && m_process.exitCode() == 0;
}

QString ToolProcess::error()
{
    if (!m_error.isEmpty())
        return m_error;
    if (m_process.state() != QProcess::NotRunning)
        return {};
    const QString stderrTail =
        QString::fromUtf8(m_process.readAllStandardError().right(300)).trimmed();
    const QString how =
        m_process.exitStatus() == QProcess::CrashExit
            ? TelemetryTr::tr("%1 crashed").arg(m_program)
            : TelemetryTr::tr("%1 exited with status %2").arg(m_program).arg(m_process.exitCode());
    m_error = stderrTail.isEmpty() ? how : how + QStringLiteral(": ") + stderrTail;
    return m_error;
}

} // namespace lanebook
