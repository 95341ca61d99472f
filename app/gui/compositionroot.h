#pragma once

#include "app/gui/jobtracker.h"
#include "backends/threads/workerthread.h"

#include <QObject>
#include <QString>

namespace lanebook {

class MainWindow;
class NotebookWriter;
class Settings;

// The GUI's composition root: the one place that knows all layers. Lives in the GUI thread. Creates
// the notebook writer's thread and moves the writer there (every call to it is queued), runs reads
// on the thread pool and takes their results back through a JobTracker per kind of read (only the
// latest read of a kind is shown; opening a notebook cancels the reads of the one before), and
// connects the main window's requests to both. Snapshot requests are coalesced: while one is
// being read, further changes mark it dirty and one more read follows.
class CompositionRoot : public QObject
{
    Q_OBJECT
public:
    CompositionRoot(MainWindow *window, Settings *settings, QObject *parent = nullptr);
    ~CompositionRoot() override;

    void openNotebook(const QString &path);
    // Creates a notebook at a path where no file exists yet.
    void createNotebook(const QString &path);
    void openDemoNotebook();
    // At start without arguments: the most recent notebook that still exists, else the
    // default notebook the CLI also uses if it exists, else nothing (the welcome page).
    void openLastNotebook();
    QString notebookPath() const { return m_notebookPath; }
    // The notebook writer (lives in its own thread: invoke its slots queued). Page wirings
    // (app/gui/*wiring.cpp) connect to its signals.
    NotebookWriter *writer() const { return m_writer; }
    // Opens the Compare tab on these arms once the notebook being opened is open (the
    // `--compare` command-line option).
    void compareWhenOpen(const QList<qint64> &controlRunIds, const QList<qint64> &candidateRunIds);

    // The Runs table is being read (its run columns, or the metric columns that follow).
    bool isLoadingTable() const;

Q_SIGNALS:
    // A snapshot reached the window (for tests and benchmarks): the table is painted, with
    // its metric columns or, for a large notebook, without them yet.
    void snapshotShown(int rowCount);
    // The Runs table is whole: its metric columns are shown too.
    void tableLoaded(int rowCount);
    // A comparison reached the window (for tests).
    void comparisonShown();

private:
    void connectWindow();
    void connectWriter();
    void onNotebookOpened(const QString &path, qint64 runCount);
    void onNotebookChanged(const QString &path, qint64 runCount);
    void requestSnapshot();
    void requestTableMetrics();
    void requestRun(qint64 runId);
    void importPaths(const QStringList &paths);
    void requestComparison(const QList<qint64> &controlRunIds, const QList<qint64> &candidateRunIds,
                           const QString &metricName);
    void requestFindings();
    void refreshRecentNotebooks();

    MainWindow *m_window;
    Settings *m_settings;
    WorkerThread<NotebookWriter> m_writerThread;
    NotebookWriter *m_writer; // m_writerThread's worker
    QString m_notebookPath;
    quint64 m_nextImportJobId = 1; // the writer's import jobs, which report progress by id
    JobTracker m_demoJobs{this};
    JobTracker m_snapshotJobs{this};
    bool m_snapshotDirty = false;
    JobTracker m_tableMetricJobs{this};
    JobTracker m_runJobs{this};
    JobTracker m_comparisonJobs{this};
    JobTracker m_findingsJobs{this};
    QList<qint64> m_pendingControl; // --compare, applied when the notebook opens
    QList<qint64> m_pendingCandidate;
};

} // namespace lanebook
