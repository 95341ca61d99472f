#pragma once

#include <QObject>
#include <QTimer>

#include <functional>

class QWidget;

namespace lanebook {

// Coalesces the redraws of one live view (the GUI thread never redraws per sample): producers only
// mark it dirty, once per telemetry batch; at most once per interval (80 ms: 12.5 Hz), and only
// while the view is visible, the view's redraw runs. A hidden view (another tab, a collapsed dock)
// costs nothing and catches up in one redraw when it is shown again. GUI thread.
class RedrawClock : public QObject
{
    Q_OBJECT
public:
    static constexpr int kIntervalMs = 80;

    RedrawClock(QWidget *view, std::function<void()> redraw, int intervalMs = kIntervalMs);

    void markDirty();
    bool isDirty() const { return m_dirty; }
    // How many times the redraw ran (tests check coalescing with it).
    int redrawCount() const { return m_redrawCount; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onTimeout();

    QWidget *m_view;
    std::function<void()> m_redraw;
    QTimer m_timer;
    bool m_dirty = false;
    int m_redrawCount = 0;
};

} // namespace lanebook
