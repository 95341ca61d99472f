#include "backends/notebook/notebookchangewatcher.h"

#include "backends/notebook/connection/sqldialect.h"
#include "backends/notebook/notebookstore.h"

namespace lanebook {

NotebookChangeWatcher::NotebookChangeWatcher(NotebookStore &store, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_lastVersion(store.dataVersion())
{
    m_timer.setTimerType(Qt::CoarseTimer);
    connect(&m_timer, &QTimer::timeout, this, &NotebookChangeWatcher::poll);
    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(kCoalesceMs);
    connect(&m_coalesce, &QTimer::timeout, this, &NotebookChangeWatcher::changedElsewhere);
}

NotebookChangeWatcher::~NotebookChangeWatcher()
{
    unlisten();
}

void NotebookChangeWatcher::start(int intervalMs)
{
    // Changes made before start() belong to the open that read them, not to a later change.
    m_lastVersion = m_store.dataVersion();
    m_timer.start(intervalMs);
    listen();
}

void NotebookChangeWatcher::stop()
{
    m_timer.stop();
    m_coalesce.stop();
    unlisten();
}

void NotebookChangeWatcher::listen()
{
    QSqlDriver *driver = m_store.changeNotifier();
    if (!driver || m_listening == driver)
        return;
    unlisten();
    const QString channel = SqlDialect::changeChannel();
    if (!driver->subscribeToNotification(channel))
        return; // the window still shows its own writes; others' after a reload
    m_listening = driver;
    m_notification =
        connect(driver, &QSqlDriver::notification, this,
                [this, channel](const QString &name, QSqlDriver::NotificationSource source,
                                const QVariant &) {
                    if (name != channel || source != QSqlDriver::OtherSource)
                        return;
                    if (!m_coalesce.isActive())
                        m_coalesce.start();
                });
}

void NotebookChangeWatcher::unlisten()
{
    disconnect(m_notification);
    if (m_listening && m_store.changeNotifier() == m_listening)
        m_listening->unsubscribeFromNotification(SqlDialect::changeChannel());
    m_listening.clear();
}

bool NotebookChangeWatcher::poll()
{
    if (!m_store.isOpen())
        return false;
    if (m_listening && m_store.reconnectIfGone()) {
        // The server is back on a new session: the old LISTEN went with the old one.
        disconnect(m_notification);
        m_listening.clear();
        listen();
        Q_EMIT changedElsewhere();
        return true;
    }
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
