#include "backends/notebook/connection/writerqueue.h"

#include <QFile>
#include <QFileInfo>
#include <QtEndian>

#include <algorithm>
#include <thread>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace lanebook {

namespace {

// The lock that hands out tickets, and the byte of ticket 0 (the counter lies in bytes 0-7 of
// the file's contents; locks are on byte offsets and do not touch the contents).
constexpr off_t kTicketLockByte = 0;
constexpr off_t kFirstTicketByte = 16;
// Far beyond any notebook's writes; a counter past it is not ours, and starts again at 0.
constexpr quint64 kMaxTicket = quint64(1) << 60;

#ifdef F_OFD_SETLKW
// One lock request on the open file; length 0 would mean "to the end", never wanted here.
bool setLock(int fd, short type, off_t start, off_t length, bool wait)
{
    struct flock lock = {};
    lock.l_type = type;
    lock.l_whence = SEEK_SET;
    lock.l_start = start;
    lock.l_len = length;
    int result = 0;
    do {
        result = ::fcntl(fd, wait ? F_OFD_SETLKW : F_OFD_SETLK, &lock);
    } while (result == -1 && errno == EINTR);
    return result == 0;
}

bool heldByAnother()
{
    return errno == EAGAIN || errno == EACCES;
}

// Opens the sidecar, creating it with the notebook's permissions (whoever may write the
// notebook may queue for it, umask or not, as SQLite gives its -wal and -shm). Only a plain
// file of its own: the ticket counter is written into it, so a link planted at its name (in a
// shared folder) must not lead that write to somebody else's file.
int openLockFile(const QString &lockFile, const QString &notebookPath)
{
    const QByteArray name = QFile::encodeName(lockFile);
    int fd = ::open(name.constData(), O_RDWR | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0 && errno == ENOENT) {
        struct stat notebook = {};
        const mode_t mode = ::stat(QFile::encodeName(notebookPath).constData(), &notebook) == 0
                                ? ((notebook.st_mode & 0666) | 0600)
                                : 0644;
        fd = ::open(name.constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode);
        if (fd >= 0)
            ::fchmod(fd, mode);
        else if (errno == EEXIST)
            fd = ::open(name.constData(), O_RDWR | O_CLOEXEC | O_NOFOLLOW);
    }
    struct stat sidecar = {};
    if (fd >= 0 &&
        (::fstat(fd, &sidecar) != 0 || !S_ISREG(sidecar.st_mode) || sidecar.st_nlink != 1)) {
        ::close(fd);
        return -1;
    }
    return fd;
}
#endif

} // namespace

QString WriterQueue::suffix()
{
    return QStringLiteral("-writelock");
}

QString WriterQueue::lockFileFor(const QString &notebookPath)
{
    if (notebookPath.isEmpty() || notebookPath == QLatin1String(":memory:") ||
        notebookPath.startsWith(QLatin1String("file:")))
        return {};
    const QFileInfo info(notebookPath);
    QString file = info.canonicalFilePath();
    if (file.isEmpty())
        file = info.absoluteFilePath();
    return file + suffix();
}

qint64 WriterQueue::ticketsTaken(const QString &notebookPath)
{
    QFile file(lockFileFor(notebookPath));
    if (file.fileName().isEmpty() || !file.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray bytes = file.read(8);
    return bytes.size() == 8 ? qFromLittleEndian<qint64>(bytes.constData()) : 0;
}

WriterQueue::Wait WriterQueue::enter(const QString &notebookPath, Clock::time_point until)
{
    leave();
    m_waited = false;
#ifdef F_OFD_SETLKW
    const QString lockFile = lockFileFor(notebookPath);
    if (lockFile.isEmpty())
        return Wait::Unavailable;
    m_fd = openLockFile(lockFile, notebookPath);
    if (m_fd < 0)
        return Wait::Unavailable; // a read-only folder: SQLite alone decides, as before
    const auto giveUp = [this](Wait wait) {
        ::close(m_fd); // holds nothing yet: no ticket taken
        m_fd = -1;
        return wait;
    };
    // The ticket lock is held for a read and a write of 8 bytes: polled, not waited for in
    // the kernel, so that a writer stopped (SIGSTOP) at that moment cannot outlast a deadline.
    while (!setLock(m_fd, F_WRLCK, kTicketLockByte, 1, false)) {
        if (!heldByAnother())
            return giveUp(Wait::Unavailable);
        if (Clock::now() >= until)
            return giveUp(Wait::TimedOut);
        std::this_thread::sleep_for(std::chrono::microseconds(100));
    }
    uchar counter[8] = {};
    quint64 ticket = 0;
    if (::pread(m_fd, counter, sizeof counter, 0) == ssize_t(sizeof counter))
        ticket = qFromLittleEndian<quint64>(counter);
    if (ticket >= kMaxTicket)
        ticket = 0;
    qToLittleEndian<quint64>(ticket + 1, counter);
    // The ticket's byte is locked before the ticket lock goes: a writer who takes the next
    // ticket finds this one already in line.
    const bool inLine = ::pwrite(m_fd, counter, sizeof counter, 0) == ssize_t(sizeof counter) &&
                        setLock(m_fd, F_WRLCK, kFirstTicketByte + off_t(ticket), 1, false);
    setLock(m_fd, F_UNLCK, kTicketLockByte, 1, false);
    m_ticket = qint64(ticket);
    if (!inLine) {
        leave();
        return Wait::Unavailable; // a full disk: the write will say so itself
    }
    if (m_ticket == 0)
        return Wait::Turn;
    return waitForTurn(until);
#else
    Q_UNUSED(notebookPath);
    Q_UNUSED(until);
    return Wait::Unavailable;
#endif
}

WriterQueue::Wait WriterQueue::waitForTurn(Clock::time_point until)
{
#ifdef F_OFD_SETLKW
    // Asked without blocking, every 0.1 ms at first and at most every 2 ms: a waiter must give
    // up at its deadline, which a blocking F_OFD_SETLKW cannot do without a thread of its own
    // (one per waiter that gave up, piling up behind a writer stopped with SIGSTOP). The
    // tickets keep the order; the poll costs a system call and adds at most 2 ms a hand-off.
    std::chrono::microseconds pause(100);
    while (!setLock(m_fd, F_RDLCK, kFirstTicketByte, off_t(m_ticket), false)) {
        if (!heldByAnother()) {
            leave();
            return Wait::Unavailable;
        }
        m_waited = true;
        if (Clock::now() >= until) {
            leave(); // out of the line: the writers behind do not wait for this one
            return Wait::TimedOut;
        }
        std::this_thread::sleep_for(pause);
        pause = std::min(pause * 2, std::chrono::microseconds(2000));
    }
    // The read lock only tested that the writers ahead are gone; this writer's own byte is
    // what holds the turn.
    setLock(m_fd, F_UNLCK, kFirstTicketByte, off_t(m_ticket), false);
    return Wait::Turn;
#else
    Q_UNUSED(until);
    return Wait::Unavailable;
#endif
}

void WriterQueue::leave()
{
    if (m_fd < 0)
        return;
#ifdef F_OFD_SETLKW
    // Unlocked before the close: a child forked meanwhile may still share the open file.
    setLock(m_fd, F_UNLCK, kFirstTicketByte + off_t(m_ticket), 1, false);
#endif
    ::close(m_fd);
    m_fd = -1;
}

} // namespace lanebook
