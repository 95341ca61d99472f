#pragma once

#include <QObject>
#include <QPointer>
#include <QSqlDriver>
#include <QTimer>

#include <optional>

namespace lanebook {

class NotebookStore;

// Tells a window that someone else wrote to its notebook: another process (lanebook-cli import,
// a wave on the command line) or another connection of this one. Polls the store's
// dataVersion() (SQLite's PRAGMA data_version, which does not move for the store's own writes)
// on a timer in the thread that owns the store, and emits changedElsewhere() once per change
// seen. Own writes already announce themselves (NotebookWriter::notebookChanged), so they
// must not be announced twice.
//
// On PostgreSQL there is no such counter: every committed write sends NOTIFY on
// SqlDialect::changeChannel() (WriteTransaction::commit), and start() LISTENs through the
// store's driver. The server tells the session apart (QSqlDriver::SelfSource), so own writes
// stay silent here too. Notifications that arrive together (another host importing a folder)
// are announced once per kCoalesceMs, so a window reloads a few times a second at most.
// When the server goes away (a restart, a failover) the LISTEN goes with the connection:
// each poll connects again once the server is back, LISTENs again and announces a change, as
// others may have written meanwhile. Delivery needs the event loop of the store's thread.
//
//   auto *watcher = new NotebookChangeWatcher(store, this);  // same thread as the store
//   connect(watcher, &NotebookChangeWatcher::changedElsewhere, ...);
//   watcher->start();
class NotebookChangeWatcher : public QObject
{
    Q_OBJECT
public:
    // Often enough that a window shows another process's run well within a second; a
    // PRAGMA on an open connection costs microseconds.
    static constexpr int kDefaultIntervalMs = 300;
    static constexpr int kCoalesceMs = 100;

    // The store must outlive the watcher and belong to this thread.
    explicit NotebookChangeWatcher(NotebookStore &store, QObject *parent = nullptr);
    ~NotebookChangeWatcher() override;

    void start(int intervalMs = kDefaultIntervalMs);
    void stop();
    // Reads the counter now: true (and changedElsewhere()) when it moved since the last read.
    bool poll();

Q_SIGNALS:
    void changedElsewhere();

private:
    void listen();
    void unlisten();

    NotebookStore &m_store; // connected again by poll() after a server outage
    QTimer m_timer;
    QTimer m_coalesce;                // PostgreSQL: one announcement per burst
    QPointer<QSqlDriver> m_listening; // the driver LISTENing, while it is
    QMetaObject::Connection m_notification;
    std::optional<qint64> m_lastVersion;
};

} // namespace lanebook
