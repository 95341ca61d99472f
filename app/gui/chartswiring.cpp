#include "app/gui/chartswiring.h"

#include "app/gui/compositionroot.h"
#include "backends/notebook/notebookwriter.h"
#include "backends/notebook/read/notebookreader.h"
#include "models/charts/chartrun.h"
#include "widgets/charts/chartspage.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/mainwindow.h"

#include <QDir>
#include <QEvent>
#include <QItemSelectionModel>
#include <QStatusBar>
#include <QTableView>

#include <utility>

namespace lanebook {

ChartsWiring::ChartsWiring(MainWindow *window, CompositionRoot *root)
    : QObject(root)
    , m_root(root)
    , m_page(new ChartsPage)
{
    m_page->setObjectName(QStringLiteral("chartsPage"));
    window->addPage(m_page, tr("Charts"));
    NotebookWriter *writer = root->writer();
    connect(writer, &NotebookWriter::notebookOpened, this,
            [this](const QString &path, qint64) { onNotebookOpened(path); });
    connect(writer, &NotebookWriter::notebookChanged, this,
            [this](const QString &path, qint64) { onNotebookChanged(path); });
    connect(m_page, &ChartsPage::detailRunsWanted, this, &ChartsWiring::requestDetailRuns);
    connect(m_page, &ChartsPage::telemetryWanted, this, &ChartsWiring::requestTelemetry);
    connect(m_page, &ChartsPage::openRunRequested, window, &MainWindow::openRun);
    connect(m_page, &ChartsPage::chartExported, window, [window](const QString &path) {
        window->statusBar()->showMessage(
            tr("Chart written to %1").arg(QDir::toNativeSeparators(path)), 10000);
    });
    connect(root, &CompositionRoot::tableLoaded, this, [this] {
        m_tableWasWhole = true;
        if (std::exchange(m_runsAfterTable, false))
            requestRuns();
    });
    m_page->installEventFilter(this);
    RunsPage *runsPage = window->runsPage();
    connect(runsPage->table()->selectionModel(), &QItemSelectionModel::selectionChanged, m_page,
            [this, runsPage] { m_page->setSelectedRunIds(runsPage->selectedRunIds()); });
}

ChartsWiring *ChartsWiring::install(MainWindow *window, CompositionRoot *root)
{
    return new ChartsWiring(window, root);
}

void ChartsWiring::onNotebookOpened(const QString &path)
{
    m_notebookPath = path;
    // Whatever was being read belongs to the notebook before.
    m_runsJobs.cancel();
    m_runsDirty = false;
    m_runsAfterTable = false;
    m_tableWasWhole = false;
    m_detailJobs.cancel();
    m_telemetryJobs.cancel();
    m_page->clear();
    requestRuns();
}

void ChartsWiring::onNotebookChanged(const QString &path)
{
    if (path == m_notebookPath)
        requestRuns();
}

bool ChartsWiring::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_page && event->type() == QEvent::Show &&
        std::exchange(m_runsAfterTable, false))
        requestRuns();
    return QObject::eventFilter(watched, event);
}

void ChartsWiring::requestRuns()
{
    if (m_notebookPath.isEmpty())
        return;
    // Behind the Runs table's first read of a notebook, unless the charts are in view: on a
    // large notebook both reads at once would share two cores and paint neither quickly.
    // Later reads do not wait (a wave's stream of changes would starve the charts).
    if (!m_tableWasWhole && m_root->isLoadingTable() && !m_page->isVisible()) {
        m_runsAfterTable = true;
        return;
    }
    if (m_runsJobs.isRunning()) {
        m_runsDirty = true;
        return;
    }
    m_runsDirty = false;
    m_runsJobs.read([path = m_notebookPath](
                        const JobToken &token) { return NotebookReader::chartRuns(path, token); },
                    [this](std::vector<ChartRun> runs) {
                        const int count = static_cast<int>(runs.size());
                        m_page->setRuns(std::move(runs));
                        Q_EMIT runsShown(count);
                        if (m_runsDirty)
                            requestRuns();
                    });
}

void ChartsWiring::requestDetailRuns(const QList<qint64> &runIds)
{
    if (m_notebookPath.isEmpty())
        return;
    m_detailJobs.read(
        [path = m_notebookPath, runIds](const JobToken &token) {
            return NotebookReader::runsWithSamples(path, runIds, token);
        },
        [this](const std::vector<Run> &runs) {
            m_page->setDetailRuns(runs);
            Q_EMIT detailRunsShown(static_cast<int>(runs.size()));
        });
}

void ChartsWiring::requestTelemetry(qint64 runId)
{
    if (m_notebookPath.isEmpty())
        return;
    m_telemetryJobs.read(
        [path = m_notebookPath, runId](const JobToken &token) {
            return NotebookReader::runWithTelemetry(path, runId, token);
        },
        [this](const NotebookReader::RunWithTelemetry &read) {
            m_page->setTelemetry(read.run, read.trace);
        });
}

} // namespace lanebook
