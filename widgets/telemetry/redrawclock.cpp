#include "widgets/telemetry/redrawclock.h"

#include <QEvent>
#include <QWidget>

namespace lanebook {

RedrawClock::RedrawClock(QWidget *view, std::function<void()> redraw, int intervalMs)
    : QObject(view)
    , m_view(view)
    , m_redraw(std::move(redraw))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(intervalMs);
    m_timer.setTimerType(Qt::CoarseTimer);
    connect(&m_timer, &QTimer::timeout, this, &RedrawClock::onTimeout);
    m_view->installEventFilter(this);
}

void RedrawClock::markDirty()
{
    m_dirty = true;
    if (!m_timer.isActive() && m_view->isVisible())
        m_timer.start();
}

void RedrawClock::onTimeout()
{
    if (!m_dirty || !m_view->isVisible())
        return; // stays dirty; the Show event starts the clock again
    m_dirty = false;
    ++m_redrawCount;
    m_redraw();
}

bool RedrawClock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::Show && m_dirty && !m_timer.isActive())
        QTimer::singleShot(0, this, &RedrawClock::onTimeout);
    return QObject::eventFilter(watched, event);
}

} // namespace lanebook
