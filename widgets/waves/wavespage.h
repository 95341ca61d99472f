#pragma once

#include <QWidget>

class QSplitter;

namespace lanebook {

class WaveMonitor;
class WavePlanner;

// The Waves tab: the planner above, the monitor below. While a wave runs the monitor takes
// most of the height; the planner stays in reach for the next plan. GUI thread.
class WavesPage : public QWidget
{
    Q_OBJECT
public:
    explicit WavesPage(QWidget *parent = nullptr);

    WavePlanner *planner() const { return m_planner; }
    WaveMonitor *monitor() const { return m_monitor; }

public Q_SLOTS:
    // Gives the monitor the room while a wave runs, the planner when none does.
    void focusMonitor(bool monitor);

private:
    QSplitter *m_splitter;
    WavePlanner *m_planner;
    WaveMonitor *m_monitor;
    bool m_arrangedByUser = false; // the splitter was dragged: its positions are the user's
};

} // namespace lanebook
