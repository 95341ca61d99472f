#pragma once

#include "app/gui/jobtracker.h"

#include <QList>
#include <QObject>
#include <QString>

namespace lanebook {

class ChartsPage;
class CompositionRoot;
class MainWindow;

// Adds the Charts tab to the main window and feeds it (GUI thread). The notebook's runs are
// read on the thread pool with their own read-only connection, reduced to chart values there,
// and handed over whole; a read is coalesced with changes that land while it runs. The detail
// charts' runs (with request samples) and a run's telemetry are read the same way on request.
class ChartsWiring : public QObject
{
    Q_OBJECT
public:
    ChartsWiring(MainWindow *window, CompositionRoot *root);

    // One line in the composition root: new ChartsWiring(window, root) parented to root.
    static ChartsWiring *install(MainWindow *window, CompositionRoot *root);

    ChartsPage *page() const { return m_page; }

Q_SIGNALS:
    // The page was given the notebook's runs (for tests).
    void runsShown(int runCount);
    void detailRunsShown(int runCount);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onNotebookOpened(const QString &path);
    void onNotebookChanged(const QString &path);
    void requestRuns();
    void requestDetailRuns(const QList<qint64> &runIds);
    void requestTelemetry(qint64 runId);

    CompositionRoot *m_root;
    ChartsPage *m_page;
    QString m_notebookPath;
    JobTracker m_runsJobs{this};
    bool m_runsDirty = false;
    bool m_runsAfterTable = false; // a read waits for the Runs table (or for the page to show)
    bool m_tableWasWhole = false;  // since the notebook opened
    JobTracker m_detailJobs{this};
    JobTracker m_telemetryJobs{this};
};

} // namespace lanebook
