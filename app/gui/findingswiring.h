#pragma once

#include "app/gui/jobtracker.h"

#include <QObject>
#include <QString>

#include <functional>

namespace lanebook {

class CompositionRoot;
class FindingsPage;
class MainWindow;
class NotebookWriter;

// Adds the Findings tab and the run annotation UI (Annotate… in the Runs table and the
// inspector) and connects them to the notebook (GUI thread). Reads (the list, a finding in full
// with its history and link names, a run's annotations) run on the thread pool with their own
// read-only connection, one JobTracker per kind (only the latest read of a kind is shown); writes
// go to the writer's slots, queued; its findingChanged / runAnnotated answers trigger fresh reads,
// its writeFailed is shown where the edit was made.
class FindingsWiring : public QObject
{
    Q_OBJECT
public:
    FindingsWiring(MainWindow *window, CompositionRoot *root);

    // One line in the composition root.
    static FindingsWiring *install(MainWindow *window, CompositionRoot *root);

    FindingsPage *page() const { return m_page; }

Q_SIGNALS:
    // For tests: the list or a finding reached the page, an annotation reached the inspector.
    void findingsShown(int count);
    void findingShown(qint64 findingId);
    void annotationsShown(qint64 runId);

private:
    void connectPage();
    // Queues a write of the Findings tab onto the notebook writer's thread.
    void queueFindingWrite(std::function<void(NotebookWriter &)> write);
    void connectAnnotations();
    void onNotebookOpened(const QString &path);
    void requestFindings();
    void requestFinding(qint64 findingId);
    void requestAnnotations(qint64 runId);
    void annotate(qint64 runId);

    MainWindow *m_window;
    NotebookWriter *m_writer;
    FindingsPage *m_page;
    QString m_notebookPath;
    qint64 m_selectedRunId = 0;
    bool m_findingWritePending = false;
    JobTracker m_findingsJobs{this};
    JobTracker m_findingJobs{this};
    JobTracker m_annotationJobs{this};
};

} // namespace lanebook
