#pragma once

#include "app/gui/jobtracker.h"

#include <QObject>
#include <QString>

namespace lanebook {

class CompositionRoot;
class MainWindow;
class NotebookWriter;

// A lane's SLO in the window (GUI thread): the notebook's lanes are read on the thread pool
// (their own read-only connection, a JobTracker) when a notebook opens, when another process
// commits and when a lane changed, and their SLOs given to the notebook tree (its lane
// tooltips; WaveWiring's plans that name a lane and no SLO). "Lane SLO…" in a lane's menu
// opens LaneSloDialog; what it returns goes to the writer, queued; writeFailed is shown.
class LaneWiring : public QObject
{
    Q_OBJECT
public:
    LaneWiring(MainWindow *window, CompositionRoot *root);

    // One line in the composition root.
    static LaneWiring *install(MainWindow *window, CompositionRoot *root);

Q_SIGNALS:
    // For tests: the lanes' SLOs reached the tree (how many lanes set one).
    void laneSlosShown(int lanesWithSlo);

private:
    void requestLanes();
    void editLaneSlo(const QString &lane);

    MainWindow *m_window;
    NotebookWriter *m_writer;
    QString m_notebookPath;
    bool m_writePending = false;
    JobTracker m_laneJobs{this};
};

} // namespace lanebook
