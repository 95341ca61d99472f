#include "app/gui/findingswiring.h"

#include "app/gui/compositionroot.h"
#include "backends/notebook/notebookwriter.h"
#include "backends/notebook/read/notebookreader.h"
#include "backends/threads/threadhandoff.h"
#include "models/findings/storytext.h"
#include "models/runtable/runfilterproxymodel.h"
#include "widgets/findings/findingeditor.h"
#include "widgets/findings/findingspage.h"
#include "widgets/findings/runannotationdialog.h"
#include "widgets/runs/runinspector.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/notebooktreeview.h"

namespace lanebook {

FindingsWiring::FindingsWiring(MainWindow *window, CompositionRoot *root)
    : QObject(root)
    , m_window(window)
    , m_writer(root->writer())
    , m_page(new FindingsPage)
{
    m_page->setObjectName(QStringLiteral("findingsPage"));
    window->addPage(m_page, tr("Findings"));
    connect(m_writer, &NotebookWriter::notebookOpened, this,
            [this](const QString &path, qint64) { onNotebookOpened(path); });
    // Findings another process recorded show up without a refresh.
    connect(m_writer, &NotebookWriter::notebookChangedElsewhere, this, [this](const QString &path) {
        if (path == m_notebookPath)
            requestFindings();
    });
    connectPage();
    connectAnnotations();
}

FindingsWiring *FindingsWiring::install(MainWindow *window, CompositionRoot *root)
{
    return new FindingsWiring(window, root);
}

// A lambda, not a queued slot call, so that no argument needs a metatype; the answer
// (findingChanged or writeFailed) is matched to it by m_findingWritePending.
void FindingsWiring::queueFindingWrite(std::function<void(NotebookWriter &)> write)
{
    m_findingWritePending = true;
    ThreadHandoff::post(m_writer, [w = m_writer, write = std::move(write)] { write(*w); });
}

void FindingsWiring::connectPage()
{
    // Writes, each queued onto the writer's thread.
    connect(m_page, &FindingsPage::newFindingRequested, this, [this](const NewFinding &finding) {
        queueFindingWrite([finding](NotebookWriter &w) { w.createFinding(finding); });
    });
    connect(m_page, &FindingsPage::fieldEdited, this,
            [this](qint64 id, FindingField field, const QString &text) {
                queueFindingWrite([id, field, text](NotebookWriter &w) {
                    w.updateFindingField(id, field, text);
                });
            });
    connect(m_page, &FindingsPage::verdictChosen, this,
            [this](qint64 id, FindingVerdict verdict, const QString &reason) {
                queueFindingWrite([id, verdict, reason](NotebookWriter &w) {
                    w.setFindingVerdict(id, verdict, reason);
                });
            });
    connect(m_page, &FindingsPage::unlinkRunRequested, this, [this](qint64 id, qint64 runId) {
        queueFindingWrite([id, runId](NotebookWriter &w) { w.unlinkFindingRuns(id, {runId}); });
    });
    connect(m_page, &FindingsPage::linkRunsRequested, this,
            [this](qint64 id, const QList<qint64> &control, const QList<qint64> &candidate) {
                queueFindingWrite(
                    [id, control = std::vector<qint64>(control.begin(), control.end()),
                     candidate = std::vector<qint64>(candidate.begin(), candidate.end())](
                        NotebookWriter &w) { w.linkFindingRuns(id, control, candidate); });
            });
    m_page->setRunTableModel(m_window->runsPage()->proxy()->runTableModel());
    connect(m_page, &FindingsPage::findingWanted, this, &FindingsWiring::requestFinding);
    connect(m_window->notebookTree(), &NotebookTreeView::findingActivated, this,
            [this](qint64 findingId) {
                m_window->showPage(m_page);
                m_page->selectFinding(findingId);
            });
    connect(m_page, &FindingsPage::openRunRequested, m_window, &MainWindow::openRun);

    // Answers.
    connect(m_writer, &NotebookWriter::findingCreated, this,
            [this](qint64 id, const NewFinding &) { m_page->showFindingCreated(id); });
    connect(m_writer, &NotebookWriter::findingChanged, this, [this](qint64 id) {
        m_findingWritePending = false;
        m_page->showSaved();
        requestFindings();
        if (id == m_page->currentFindingId())
            requestFinding(id);
    });
    connect(m_writer, &NotebookWriter::writeFailed, this, [this](const QString &message) {
        if (!m_findingWritePending)
            return;
        m_findingWritePending = false;
        m_page->showSaveFailed(message);
    });
    // A verdict recorded from the Compare tab creates or changes a finding too.
    connect(m_writer, &NotebookWriter::verdictRecorded, this, [this](qint64 id) {
        requestFindings();
        if (id == m_page->currentFindingId())
            requestFinding(id);
    });
}

void FindingsWiring::connectAnnotations()
{
    connect(m_window->runsPage(), &RunsPage::annotateRequested, this, &FindingsWiring::annotate);
    connect(m_window->inspector(), &RunInspector::annotateRequested, this,
            &FindingsWiring::annotate);
    // The inspector shows a run's notes and tags under its title: read them with the run.
    connect(m_window, &MainWindow::runSelected, this, [this](qint64 runId) {
        m_selectedRunId = runId;
        requestAnnotations(runId);
    });
    // Another run's notes would only replace the selected run's read: they are read when it is
    // selected.
    connect(m_writer, &NotebookWriter::runAnnotated, this, [this](qint64 runId) {
        if (runId == m_selectedRunId)
            requestAnnotations(runId);
    });
}

void FindingsWiring::onNotebookOpened(const QString &path)
{
    m_notebookPath = path;
    // Whatever was being read belongs to the notebook before.
    m_findingsJobs.cancel();
    m_findingJobs.cancel();
    m_annotationJobs.cancel();
    m_page->clear();
    m_window->notebookTree()->setFindings({});
    requestFindings();
}

void FindingsWiring::requestFindings()
{
    if (m_notebookPath.isEmpty())
        return;
    m_findingsJobs.read(
        [path = m_notebookPath](const JobToken &token) {
            return NotebookReader::findingSummaries(path, {}, token);
        },
        [this](const std::vector<FindingSummary> &findings) {
            m_page->setFindings(findings);
            m_window->notebookTree()->setFindings(findings);
            Q_EMIT findingsShown(static_cast<int>(findings.size()));
        });
}

void FindingsWiring::requestFinding(qint64 findingId)
{
    if (m_notebookPath.isEmpty() || findingId == 0)
        return;
    m_findingJobs.read(
        [path = m_notebookPath, findingId](const JobToken &token) {
            return NotebookReader::findingDetails(path, findingId, token);
        },
        [this](const FindingDetails &details) {
            if (!details.error.isEmpty()) {
                m_page->showSaveFailed(details.error);
                return;
            }
            m_page->showDetails(details);
            Q_EMIT findingShown(details.finding.id);
        });
}

void FindingsWiring::requestAnnotations(qint64 runId)
{
    if (m_notebookPath.isEmpty() || runId == 0)
        return;
    m_annotationJobs.read(
        [path = m_notebookPath, runId](const JobToken &token) {
            return NotebookReader::runAnnotations(path, runId, token);
        },
        [this, runId](const std::vector<RunAnnotation> &annotations) {
            m_window->inspector()->showAnnotations(runId, annotations);
            Q_EMIT annotationsShown(runId);
        });
}

void FindingsWiring::annotate(qint64 runId)
{
    // The run's label from the Runs table, so the dialog says which run it annotates.
    QString label = tr("run %1").arg(runId);
    const RunFilterProxyModel *proxy = m_window->runsPage()->proxy();
    if (const int row = proxy->rowOfRun(runId); row >= 0)
        label = proxy->index(row, RunTableModel::LabelColumn).data().toString();
    auto *dialog = new RunAnnotationDialog(runId, label, m_window);
    dialog->setObjectName(QStringLiteral("runAnnotationDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const RunAnnotationRequest request = dialog->request();
        ThreadHandoff::post(m_writer, [w = m_writer, request] {
            if (!request.note.isEmpty())
                w->addRunNote(request.runId, request.note);
            for (const QString &tag : request.tags)
                w->addRunTag(request.runId, tag);
            if (request.status)
                w->setRunStatusOverride(request.runId, *request.status, request.reason);
        });
    });
    dialog->open();
}

} // namespace lanebook
