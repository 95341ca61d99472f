#pragma once

#include <QObject>
#include <QTimer>

#include <optional>

namespace lanebook {

class NotebookStore;

// Tells a window that someone else wrote to its notebook: another process (lanebook-cli import,
// a wave on the command line) or another connection of this one. Polls the store's
// dataVersion() (SQLite's PRAGMA data_version, which does not move for the store's own writes)
// on a timer in the thread that owns the store, and emits changedElsewhere() once per change
// seen. Own writes already announce themselves (NotebookWriter::notebookChanged), so they
// must not be announced twice. On PostgreSQL dataVersion() is empty and this stays silent
// (LISTEN/NOTIFY is left to do, issue 14 part 3).
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

    // The store must outlive the watcher and belong to this thread.
    explicit NotebookChangeWatcher(const NotebookStore &store, QObject *parent = nullptr);

    void start(int intervalMs = kDefaultIntervalMs);
    void stop();
    // Reads the counter now: true (and changedElsewhere()) when it moved since the last read.
    bool poll();

Q_SIGNALS:
    void changedElsewhere();

private:
    const NotebookStore &m_store;
    QTimer m_timer;
    std::optional<qint64> m_lastVersion;
};

} // namespace lanebook
