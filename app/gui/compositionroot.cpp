#include "app/gui/compositionroot.h"

#include "app/gui/chartswiring.h"
#include "app/gui/colorschemewiring.h"
#include "app/gui/demonotebook.h"
#include "app/gui/findingsexportwiring.h"
#include "app/gui/findingswiring.h"
#include "app/gui/lanewiring.h"
#include "app/gui/languagewiring.h"
#include "app/gui/secretswiring.h"
#include "app/gui/settings.h"
#include "app/gui/teamnotebookwiring.h"
#include "app/gui/telemetrywiring.h"
#include "app/gui/wavewiring.h"
#include "backends/notebook/connection/notebooklocation.h"
#include "backends/notebook/connection/serveraddress.h"
#include "backends/notebook/notebookwriter.h"
#include "backends/notebook/read/notebookreader.h"
#include "backends/threads/threadhandoff.h"
#include "widgets/charts/chartspage.h"
#include "widgets/comparison/comparepage.h"
#include "widgets/runs/runinspector.h"
#include "widgets/shell/mainwindow.h"

#include <QDir>
#include <QFileInfo>
#include <QThreadPool>

namespace lanebook {

CompositionRoot::CompositionRoot(MainWindow *window, Settings *settings, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_settings(settings)
    , m_writerThread(std::make_unique<NotebookWriter>(), QStringLiteral("notebook writer"))
    , m_writer(m_writerThread.worker())
{
    connectWriter();
    connectWindow();
    ChartsWiring *charts = ChartsWiring::install(m_window, this);
    FindingsWiring *findings = FindingsWiring::install(m_window, this);
    FindingsExportWiring::install(m_window, findings->page(), this);
    LaneWiring::install(m_window, this);
    SecretsWiring::install(m_window, this);
    TeamNotebookWiring::install(m_window, this, m_settings);
    LanguageWiring::install(m_window, m_settings, this);
    ColorSchemeWiring::install(m_window, m_settings, this);
    WaveWiring *waves = WaveWiring::install(m_window, this);
    TelemetryWiring *live = TelemetryWiring::install(m_window, this, m_settings->telemetrySource());
    connect(live, &TelemetryWiring::sourceChosen, this,
            [this](const QString &spec) { m_settings->setTelemetrySource(spec); });
    waves->watchTelemetry(live->sampler(), live->createGpuStrips());
    m_writerThread.start();

    // The chart and the compared metric the user chose last time.
    if (const auto choices = m_settings->chartChoices())
        charts->page()->restoreChoices(*choices);
    connect(charts->page(), &ChartsPage::choicesChanged, this,
            [this](const ChartOptions &choices) { m_settings->setChartChoices(choices); });
    m_window->comparePage()->setPreferredMetric(m_settings->compareMetric());
    connect(m_window->comparePage(), &ComparePage::metricChosen, this,
            [this](const QString &metric) { m_settings->setCompareMetric(metric); });

    m_window->restoreGeometry(m_settings->windowGeometry());
    m_window->restoreDockState(m_settings->windowState());
    m_window->setImportDirectory(m_settings->lastImportDirectory());
    m_window->setDemoAvailable(true);
    refreshRecentNotebooks();
}

CompositionRoot::~CompositionRoot()
{
    m_writer->requestCancel();
    m_writerThread.stop();
    // Reads still running on the pool hold a connection to the notebook file; let them end
    // before the process (or a test's temporary directory) goes away.
    QThreadPool::globalInstance()->waitForDone(10000);
}

void CompositionRoot::connectWriter()
{
    // Writer signals arrive queued: the writer lives in m_writerThread.
    connect(m_writer, &NotebookWriter::notebookOpened, this, &CompositionRoot::onNotebookOpened);
    connect(m_writer, &NotebookWriter::notebookFailed, this,
            [this](const QString &path, const QString &error) {
                m_window->showError(tr("Could not open the notebook %1.\n\n%2").arg(path, error));
            });
    connect(m_writer, &NotebookWriter::notebookChanged, this, &CompositionRoot::onNotebookChanged);
    // Another process wrote (the Runs table already reloads on notebookChanged, keeping its
    // selection): the notebook tree's findings may be new too.
    connect(m_writer, &NotebookWriter::notebookChangedElsewhere, this, [this](const QString &path) {
        if (path == m_notebookPath)
            requestFindings();
    });
    connect(m_writer, &NotebookWriter::importStarted, this,
            [this](quint64, int fileCount) { m_window->showImportProgress(0, fileCount, {}); });
    connect(m_writer, &NotebookWriter::importProgress, this,
            [this](quint64, int done, int count, const QString &path) {
                m_window->showImportProgress(done, count, path);
            });
    connect(
        m_writer, &NotebookWriter::importFinished, this,
        [this](quint64, const ImportSummary &summary) { m_window->showImportSummary(summary); });
    connect(m_writer, &NotebookWriter::verdictRecorded, this,
            [this](qint64 findingId, const VerdictRecord &record) {
                m_window->showVerdictRecorded(findingId, record);
                requestFindings();
            });
    connect(m_writer, &NotebookWriter::verdictFailed, m_window, &MainWindow::showVerdictFailed);
    connect(m_writer, &NotebookWriter::writeFailed, m_window, &MainWindow::showStatusMessage);
    connect(m_writer, &NotebookWriter::notebookNotice, m_window, &MainWindow::showStatusMessage);
    connect(m_writer, &NotebookWriter::notebookRepaired, m_window,
            [this](const QString &, const QStringList &repairs) {
                m_window->showNotebookRepairs(repairs);
            });
}

void CompositionRoot::connectWindow()
{
    connect(m_window, &MainWindow::openNotebookRequested, this, &CompositionRoot::openNotebook);
    connect(m_window, &MainWindow::newNotebookRequested, this, &CompositionRoot::createNotebook);
    connect(m_window, &MainWindow::openDemoRequested, this, &CompositionRoot::openDemoNotebook);
    connect(m_window, &MainWindow::clearRecentNotebooksRequested, this, [this] {
        m_settings->clearRecentNotebooks();
        refreshRecentNotebooks();
    });
    connect(m_window, &MainWindow::importRequested, this, &CompositionRoot::importPaths);
    // requestCancel() is thread-safe (an atomic flag), so it is called directly: a queued
    // call would wait behind the very import it should stop.
    connect(m_window, &MainWindow::cancelImportRequested, this,
            [this] { m_writer->requestCancel(); });
    connect(m_window, &MainWindow::runSelected, this, &CompositionRoot::requestRun);
    connect(m_window, &MainWindow::compareRequested, this, &CompositionRoot::requestComparison);
    connect(m_window, &MainWindow::recordVerdictRequested, this,
            [this](const VerdictRecord &record) {
                ThreadHandoff::post(m_writer,
                                    [writer = m_writer, record] { writer->recordVerdict(record); });
            });
    connect(m_window, &MainWindow::metricColumnsChanged, this, [this](const QStringList &columns) {
        m_settings->setMetricColumns(columns);
        requestSnapshot();
    });
    connect(m_window, &MainWindow::closing, this, [this] {
        m_settings->setWindowGeometry(m_window->saveGeometry());
        m_settings->setWindowState(m_window->saveState());
        m_settings->sync();
    });
    // View › Reset Layout: the dock layout saved last is dropped, so that a start before the
    // next close gives the docks their default shares too; closing saves the layout again.
    connect(m_window, &MainWindow::layoutReset, this, [this] {
        m_settings->setWindowState({});
        m_settings->sync();
    });
}

void CompositionRoot::openNotebook(const QString &path)
{
    // A team notebook is on its server: whether it is there is for the open to say.
    if (isServerNotebook(path)) {
        TeamNotebookWiring::usePasswordFromKeychain(path);
        ThreadHandoff::post(m_writer, [writer = m_writer, path] { writer->openNotebook(path); });
        return;
    }
    const QFileInfo file(path);
    if (!file.isFile()) {
        m_window->showError(tr("There is no notebook at %1.").arg(path));
        m_settings->removeRecentNotebook(path);
        refreshRecentNotebooks();
        return;
    }
    const QString absolute = file.absoluteFilePath();
    ThreadHandoff::post(m_writer,
                        [writer = m_writer, absolute] { writer->openNotebook(absolute); });
}

void CompositionRoot::createNotebook(const QString &path)
{
    const QFileInfo file(path);
    if (file.exists()) {
        m_window->showError(tr("A file already exists at %1. Choose another name, or open it "
                               "with Open Notebook.")
                                .arg(path));
        return;
    }
    const QString absolute = file.absoluteFilePath();
    ThreadHandoff::post(m_writer,
                        [writer = m_writer, absolute] { writer->openNotebook(absolute); });
}

void CompositionRoot::openDemoNotebook()
{
    // Preparing the demo unpacks and imports files: not on the GUI thread.
    m_demoJobs.start(
        [] {
            const Expected<QString> path = DemoNotebook::prepare();
            return qMakePair(path ? *path : QString(), path.error());
        },
        [this](const QPair<QString, QString> &prepared) {
            const auto &[path, error] = prepared;
            if (path.isEmpty())
                m_window->showError(tr("Could not prepare the demo notebook: %1").arg(error));
            else
                openNotebook(path);
        });
}

void CompositionRoot::openLastNotebook()
{
    // A team notebook is not opened unasked: its server may be far, or asleep.
    for (const QString &path : m_settings->recentNotebooks()) {
        if (!isServerNotebook(path) && QFileInfo(path).isFile()) {
            openNotebook(path);
            return;
        }
    }
    const QString fallback = defaultNotebookPath();
    if (QFileInfo(fallback).isFile())
        openNotebook(fallback);
}

void CompositionRoot::onNotebookOpened(const QString &path, qint64 runCount)
{
    m_notebookPath = path;
    // Whatever was being read belongs to the notebook before.
    m_snapshotJobs.cancel();
    m_tableMetricJobs.cancel();
    m_snapshotDirty = false;
    m_runJobs.cancel();
    m_comparisonJobs.cancel();
    m_findingsJobs.cancel();
    m_settings->addRecentNotebook(path);
    refreshRecentNotebooks();
    m_window->setNotebookInfo(path, runCount);
    requestSnapshot();
    requestFindings();
    if (!m_pendingControl.isEmpty() || !m_pendingCandidate.isEmpty()) {
        m_window->compareRuns(m_pendingControl, m_pendingCandidate);
        m_pendingControl.clear();
        m_pendingCandidate.clear();
    }
}

void CompositionRoot::onNotebookChanged(const QString &path, qint64 runCount)
{
    if (path != m_notebookPath)
        return;
    m_window->setNotebookInfo(path, runCount);
    requestSnapshot();
}

void CompositionRoot::requestSnapshot()
{
    if (m_notebookPath.isEmpty())
        return;
    if (m_snapshotJobs.isRunning()) {
        m_snapshotDirty = true;
        return;
    }
    m_snapshotDirty = false;
    m_tableMetricJobs.cancel(); // they would fill the table this read replaces
    m_snapshotJobs.read(
        [path = m_notebookPath, columns = m_settings->metricColumns(),
         shown = m_window->snapshot()](const JobToken &token) {
            return NotebookReader::runTableSnapshot(path, columns, shown, token);
        },
        [this](RunTableSnapshot snapshot) {
            const int rows = static_cast<int>(snapshot.rows.size());
            const bool metricsPending = snapshot.metricsPending;
            const bool headOnly = snapshot.headOnly;
            m_window->setSnapshot(std::move(snapshot));
            Q_EMIT snapshotShown(rows);
            if (!metricsPending)
                Q_EMIT tableLoaded(rows);
            // A first screenful: the whole table follows at once.
            if (m_snapshotDirty || headOnly)
                requestSnapshot();
            else if (metricsPending)
                requestTableMetrics();
        });
}

bool CompositionRoot::isLoadingTable() const
{
    return m_snapshotJobs.isRunning() || m_tableMetricJobs.isRunning();
}

void CompositionRoot::requestTableMetrics()
{
    m_tableMetricJobs.read(
        [path = m_notebookPath, shown = m_window->snapshot()](const JobToken &token) {
            return NotebookReader::runTableMetrics(path, shown, token);
        },
        [this](RunTableSnapshot snapshot) {
            const int rows = static_cast<int>(snapshot.rows.size());
            m_window->setSnapshot(std::move(snapshot));
            Q_EMIT tableLoaded(rows);
        });
}

void CompositionRoot::requestRun(qint64 runId)
{
    if (runId == 0 || m_notebookPath.isEmpty()) {
        m_runJobs.cancel(); // the selection is gone: an earlier run's details are not shown
        return;
    }
    m_runJobs.read(
        [path = m_notebookPath, runId](const JobToken &token) {
            return NotebookReader::runDetails(path, runId, token);
        },
        [this, runId](const NotebookReader::RunDetails &details) {
            if (details.run) {
                m_window->showRun(*details.run);
                m_window->inspector()->showGates(details.run->id, details.gates);
                if (details.amongRepeats)
                    m_window->inspector()->showAmongRepeats(details.run->id, *details.amongRepeats);
            } else
                m_window->showRunError(runId, details.error);
        });
}

void CompositionRoot::compareWhenOpen(const QList<qint64> &controlRunIds,
                                      const QList<qint64> &candidateRunIds)
{
    m_pendingControl = controlRunIds;
    m_pendingCandidate = candidateRunIds;
}

void CompositionRoot::requestComparison(const QList<qint64> &controlRunIds,
                                        const QList<qint64> &candidateRunIds,
                                        const QString &metricName)
{
    if (m_notebookPath.isEmpty())
        return;
    m_comparisonJobs.read(
        [path = m_notebookPath,
         control = std::vector<qint64>(controlRunIds.begin(), controlRunIds.end()),
         candidate = std::vector<qint64>(candidateRunIds.begin(), candidateRunIds.end()),
         metricName](const JobToken &token) {
            return NotebookReader::comparison(path, control, candidate, metricName, token);
        },
        [this](const ComparisonSnapshot &snapshot) {
            // Stored as `lanebook-cli compare` stores them: the gates go wherever the numbers go.
            if (snapshot.error.isEmpty() && snapshot.report.comparable) {
                ThreadHandoff::post(m_writer, [writer = m_writer, key = snapshot.report.key,
                                               gates = snapshot.report.judgement.gates] {
                    writer->saveComparisonGates(key, gates);
                });
            }
            m_window->showComparison(snapshot);
            Q_EMIT comparisonShown();
        });
}

void CompositionRoot::requestFindings()
{
    if (m_notebookPath.isEmpty())
        return;
    m_findingsJobs.read(
        [path = m_notebookPath](const JobToken &token) {
            return NotebookReader::findings(path, token);
        },
        [this](const std::vector<FindingRef> &findings) { m_window->setFindings(findings); });
}

void CompositionRoot::importPaths(const QStringList &paths)
{
    if (paths.isEmpty())
        return;
    // Next time, the file dialogs start where these files came from.
    const QFileInfo first(paths.first());
    const QString directory =
        first.isDir() ? first.absoluteDir().absolutePath() : first.absolutePath();
    m_settings->setLastImportDirectory(directory);
    m_window->setImportDirectory(directory);
    const quint64 jobId = m_nextImportJobId++;
    ThreadHandoff::post(m_writer,
                        [writer = m_writer, jobId, paths] { writer->importPaths(jobId, paths); });
}

void CompositionRoot::refreshRecentNotebooks()
{
    m_window->setRecentNotebooks(m_settings->recentNotebooks());
}

} // namespace lanebook
