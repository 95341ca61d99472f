#pragma once

// Another process holding a notebook's write lock: the sqlite3 shell inside an open
// BEGIN IMMEDIATE, as a hung writer would. Released on release(), on its own after a delay,
// or killed with the holder.

#include <QByteArray>
#include <QElapsedTimer>
#include <QProcess>
#include <QString>

namespace lanebook::test {

class NotebookLockHolder
{
public:
    // Holds until release(); with releaseAfterMs >= 0 the shell lets go on its own (it
    // sleeps inside its transaction), so this process may block in a write meanwhile.
    bool hold(const QString &path, int releaseAfterMs = -1)
    {
        m_shell.start(QStringLiteral("sqlite3"), {path});
        if (!m_shell.waitForStarted(10000))
            return false;
        m_shell.write("BEGIN IMMEDIATE;\nSELECT 'locked';\n");
        if (releaseAfterMs >= 0)
            m_shell.write(QByteArray(".shell sleep ") +
                          QByteArray::number(releaseAfterMs / 1000.0) + "\nCOMMIT;\n.quit\n");
        QByteArray out;
        QElapsedTimer waited;
        waited.start();
        while (!out.contains("locked") && waited.elapsed() < 10000) {
            m_shell.waitForReadyRead(200);
            out += m_shell.readAllStandardOutput();
        }
        return out.contains("locked");
    }
    void release()
    {
        m_shell.write("COMMIT;\n.quit\n");
        m_shell.closeWriteChannel();
        m_shell.waitForFinished(10000);
    }
    ~NotebookLockHolder()
    {
        if (m_shell.state() != QProcess::NotRunning) {
            m_shell.kill();
            m_shell.waitForFinished();
        }
    }

private:
    QProcess m_shell;
};

} // namespace lanebook::test
