#include "backends/notebook/notebookchangewatcher.h"

#include "backends/notebook/notebookstore.h"

namespace lanebook {

NotebookChangeWatcher::NotebookChangeWatcher(const NotebookStore &store, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_lastVersion(store.dataVersion())
{
    m_timer.setTimerType(Qt::CoarseTimer);
    connect(&m_timer, &QTimer::timeout, this, &NotebookChangeWatcher::poll);
}

void NotebookChangeWatcher::start(int intervalMs)
{
    // Changes made before start() belong to the open that read them, not to a later change.
    m_lastVersion = m_store.dataVersion();
    m_timer.start(intervalMs);
}

void NotebookChangeWatcher::stop()
{
    m_timer.stop();
}

bool NotebookChangeWatcher::poll()
{
    if (!m_store.isOpen())
        return false;
    const std::optional<qint64> version = m_store.dataVersion();
    if (!version)
        return false; // no counter (PostgreSQL), or it could not be read this time
    const bool changed = m_lastVersion && *version != *m_lastVersion;
    m_lastVersion = version;
    if (changed)
        Q_EMIT changedElsewhere();
    return changed;
}

} // namespace lanebook
