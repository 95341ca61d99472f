// MainWindow: layout, the slots the composition root calls, selection sync and drops.
// Menus, actions and file dialogs are in mainwindow_actions.cpp; the docks' widths and View ›
// Reset Layout in mainwindow_layout.cpp.
#include "widgets/shell/mainwindow.h"

#include "widgets/common/elidedlabel.h"
#include "widgets/common/wheelguard.h"
#include "widgets/comparison/comparepage.h"
#include "widgets/runs/runinspector.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/importprogresswidget.h"
#include "widgets/shell/importsummarydialog.h"
#include "widgets/shell/notebookname.h"
#include "widgets/shell/notebooktreeview.h"
#include "widgets/shell/welcomepage.h"

#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>

#include <algorithm>

namespace lanebook {

namespace {

enum CentralPage { WelcomeCentralPage, NotebookCentralPage };

QStringList localPaths(const QMimeData *mime)
{
    QStringList paths;
    if (!mime || !mime->hasUrls())
        return paths;
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    return paths;
}

bool isNotebookFile(const QString &path)
{
    return path.endsWith(QLatin1String(".lanebook"), Qt::CaseInsensitive);
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_snapshot(std::make_shared<const RunTableSnapshot>())
{
    // Before any box is made, so that every one is polished under it.
    WheelGuard::install();
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Lanebook"));
    setAcceptDrops(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    m_welcome = new WelcomePage;
    m_runsPage = new RunsPage;
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("centralTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_runsPage, tr("Runs"));
    m_comparePage = new ComparePage;
    m_tabs->addTab(m_comparePage, tr("Compare"));
    // Runs dragged from the Runs table reach the Compare tab's arms by hovering its tab.
    m_tabs->tabBar()->setChangeCurrentOnDrag(true);
    m_tabs->tabBar()->setAcceptDrops(true);
    m_centralStack = new QStackedWidget;
    m_centralStack->insertWidget(WelcomeCentralPage, m_welcome);
    m_centralStack->insertWidget(NotebookCentralPage, m_tabs);
    setCentralWidget(m_centralStack);

    createDocks();
    createActions();
    createLayoutActions();
    createMenus();

    m_importProgress = new ImportProgressWidget;
    // A notebook's path can be as wide as the screen: it elides in the middle, keeping the file
    // name, and never sets the window's minimum width (the status bar's minimum is part of it).
    m_pathLabel = new ElidedLabel(ElidedLabel::Elision::Middle);
    m_pathLabel->setObjectName(QStringLiteral("notebookPathLabel"));
    m_pathLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_runCountLabel = new QLabel;
    m_runCountLabel->setObjectName(QStringLiteral("statusRunCountLabel"));
    statusBar()->addWidget(m_pathLabel, 1);
    statusBar()->addPermanentWidget(m_importProgress);
    statusBar()->addPermanentWidget(m_runCountLabel);
    m_importSummary = new ImportSummaryDialog(this);

    connect(m_runsPage, &RunsPage::currentRunChanged, this, [this](qint64 runId) {
        m_tree->selectRun(runId);
        setCurrentRun(runId);
    });
    connect(m_tree, &NotebookTreeView::currentRunChanged, this, [this](qint64 runId) {
        m_runsPage->selectRun(runId);
        setCurrentRun(runId);
    });
    connect(m_runsPage, &RunsPage::currentRunHiddenChanged, this,
            [this](qint64 runId, bool hidden) {
                if (runId != m_currentRunId)
                    return;
                if (hidden)
                    m_inspector->showMessage(
                        tr("The filters hide the run you chose. Clear them to see it again."));
                else
                    Q_EMIT runSelected(runId); // its details again
            });
    connectComparePage();
    connect(m_runsPage, &RunsPage::chooseColumnsRequested, this, &MainWindow::chooseColumns);
    connect(m_runsPage, &RunsPage::importFilesRequested, this, &MainWindow::chooseFilesToImport);
    connect(m_runsPage, &RunsPage::importFolderRequested, this, &MainWindow::chooseFolderToImport);
    connect(m_welcome, &WelcomePage::newNotebookRequested, this, &MainWindow::chooseNewNotebook);
    connect(m_welcome, &WelcomePage::openNotebookRequested, this,
            &MainWindow::chooseNotebookToOpen);
    connect(m_welcome, &WelcomePage::openDemoRequested, this, &MainWindow::openDemoRequested);
    connect(m_welcome, &WelcomePage::openRecentRequested, this, &MainWindow::openNotebookRequested);
    connect(m_importProgress, &ImportProgressWidget::cancelRequested, this,
            &MainWindow::cancelImportRequested);

    setNotebookInfo({}, 0);
    resize(firstStartSize(screen() ? screen()->availableSize() : QSize(1600, 1000)));
}

MainWindow::~MainWindow() = default;

QSize MainWindow::firstStartSize(const QSize &availableScreen)
{
    // Most of the screen, since the table, the tree and the inspector all want width.
    // At least 1100x700 where the screen has room for it, never more than the screen (a
    // 1024x768 laptop panel, a remote desktop), leaving room for the window frame.
    const QSize frame(16, 40);
    const QSize wanted(std::max(1100, availableScreen.width() * 9 / 10),
                       std::max(700, availableScreen.height() * 9 / 10));
    return wanted.boundedTo(availableScreen - frame);
}

void MainWindow::createDocks()
{
    m_tree = new NotebookTreeView;
    m_treeDock = new QDockWidget(tr("Notebook"), this);
    m_treeDock->setObjectName(QStringLiteral("notebookDock"));
    m_treeDock->setWidget(m_tree);
    addDockWidget(Qt::LeftDockWidgetArea, m_treeDock);

    m_inspector = new RunInspector;
    m_inspectorDock = new QDockWidget(tr("Inspector"), this);
    m_inspectorDock->setObjectName(QStringLiteral("inspectorDock"));
    m_inspectorDock->setWidget(m_inspector);
    addDockWidget(Qt::RightDockWidgetArea, m_inspectorDock);
}

void MainWindow::setNotebookInfo(const QString &path, qint64 runCount)
{
    const bool switched = path != m_notebookPath;
    m_notebookPath = path;
    m_runCount = runCount;
    const bool open = !path.isEmpty();
    m_centralStack->setCurrentIndex(open ? NotebookCentralPage : WelcomeCentralPage);
    parkDocks(!open);
    m_pathLabel->setText(open ? QDir::toNativeSeparators(path) : tr("No notebook open"));
    m_runCountLabel->setText(open ? tr("%Ln run(s)", nullptr, static_cast<int>(runCount))
                                  : QString());
    setWindowTitle(open ? tr("%1 — Lanebook").arg(notebookName(path).name) : tr("Lanebook"));
    if (switched) {
        // The old notebook's rows must not linger under the new notebook's name.
        setSnapshot(RunTableSnapshot{});
        if (open && runCount > 0)
            m_runsPage->showLoading();
        m_currentRunId = 0;
        m_runsPage->clearFilters(); // a filter for the old notebook would hide the new one's
        m_comparePage->clear();     // run ids belong to the notebook they came from
        m_runsPage->selectRun(0);
        m_tree->selectRun(0);
        m_inspector->showMessage(tr("Select a run to see what it was."));
    }
    updateActions();
}

void MainWindow::parkDocks(bool park)
{
    if (park == m_docksParked)
        return;
    if (park) {
        m_treeDockWanted = !m_treeDock->isHidden();
        m_inspectorDockWanted = !m_inspectorDock->isHidden();
        m_treeDock->hide();
        m_inspectorDock->hide();
    } else {
        m_treeDock->setVisible(m_treeDockWanted);
        m_inspectorDock->setVisible(m_inspectorDockWanted);
    }
    m_docksParked = park;
    applyPendingDockShares();
}

void MainWindow::setSnapshot(RunTableSnapshot snapshot)
{
    const bool sameRuns = m_snapshot && snapshot.runColumnsId != 0 &&
                          snapshot.runColumnsId == m_snapshot->runColumnsId;
    // A large notebook's metric columns arrive after its table: say so where it is seen.
    if (snapshot.headOnly) {
        m_readingMetricsMessage =
            tr("Reading %Ln run(s)…", nullptr, static_cast<int>(snapshot.rows.size()));
        statusBar()->showMessage(m_readingMetricsMessage);
    } else if (snapshot.metricsPending) {
        m_readingMetricsMessage = tr("Reading the metric columns of %Ln run(s)…", nullptr,
                                     static_cast<int>(snapshot.rows.size()));
        statusBar()->showMessage(m_readingMetricsMessage);
    } else if (!m_readingMetricsMessage.isEmpty()) {
        if (statusBar()->currentMessage() == m_readingMetricsMessage)
            statusBar()->clearMessage();
        m_readingMetricsMessage.clear();
    }
    m_snapshot = std::make_shared<const RunTableSnapshot>(std::move(snapshot));
    m_runsPage->setSnapshot(m_snapshot);
    // The tree and the Compare tab wait for the whole table after a first screenful.
    if (sameRuns || m_snapshot->headOnly)
        return;
    m_tree->setSnapshot(m_snapshot);
    m_comparePage->setSnapshot(m_snapshot);
}

void MainWindow::setCurrentRun(qint64 runId)
{
    if (runId == m_currentRunId)
        return;
    m_currentRunId = runId;
    Q_EMIT runSelected(runId);
}

void MainWindow::showRun(const Run &run)
{
    if (run.id == m_currentRunId)
        m_inspector->showRun(run);
}

void MainWindow::showRunError(qint64 runId, const QString &message)
{
    if (runId == m_currentRunId)
        m_inspector->showMessage(tr("Could not load run %1: %2").arg(runId).arg(message));
}

void MainWindow::showImportProgress(int filesDone, int fileCount, const QString &currentPath)
{
    m_importProgress->setProgress(filesDone, fileCount, currentPath);
}

void MainWindow::showImportSummary(const ImportSummary &summary)
{
    m_importProgress->finish();
    m_importSummary->setSummary(summary);
    m_importSummary->show();
    m_importSummary->raise();
    statusBar()->showMessage(tr("Import finished: %Ln run(s) added", nullptr, summary.runsAdded()),
                             8000);
}

void MainWindow::showError(const QString &message)
{
    // Non-modal: an error never blocks the event loop (or a test driving it).
    auto *box =
        new QMessageBox(QMessageBox::Warning, tr("Lanebook"), message, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("errorMessageBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::setImportDirectory(const QString &directory)
{
    m_importDirectory = directory;
}

void MainWindow::setDemoAvailable(bool available)
{
    m_welcome->setDemoAvailable(available);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!localPaths(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList paths = localPaths(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    // A notebook file dropped on the window opens it; anything else is imported.
    if (paths.size() == 1 && isNotebookFile(paths.first()) && QFileInfo(paths.first()).isFile()) {
        Q_EMIT openNotebookRequested(paths.first());
        return;
    }
    if (m_notebookPath.isEmpty()) {
        showError(tr("Open or create a notebook first, then drop the files on it again."));
        return;
    }
    showImportProgress(0, 0, {});
    Q_EMIT importRequested(paths);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    Q_EMIT closing();
    QMainWindow::closeEvent(event);
}

} // namespace lanebook
