// MainWindow: actions, menus and the dialogs behind them (files, columns, Help).
#include "widgets/shell/mainwindow.h"

#include "widgets/findings/findingsexportpreview.h"
#include "widgets/shell/columnchooserdialog.h"
#include "widgets/shell/gettingstarteddialog.h"
#include "widgets/shell/shortcutsdialog.h"
#include "widgets/shell/welcomepage.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>

namespace lanebook {

namespace {

QString notebookFileFilter()
{
    return MainWindow::tr("Lanebook notebooks (*.lanebook);;All files (*)");
}

} // namespace

void MainWindow::createActions()
{
    m_newAction = new QAction(tr("&New Notebook…"), this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::chooseNewNotebook);

    m_openAction = new QAction(tr("&Open Notebook…"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::chooseNotebookToOpen);

    m_openTeamAction = new QAction(tr("Open &Team Notebook…"), this);
    m_openTeamAction->setObjectName(QStringLiteral("openTeamNotebookAction"));
    m_openTeamAction->setStatusTip(tr("Open a notebook the team shares on a PostgreSQL server"));
    connect(m_openTeamAction, &QAction::triggered, this, &MainWindow::openTeamNotebookRequested);

    m_importFilesAction = new QAction(tr("&Import Files…"), this);
    m_importFilesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_importFilesAction->setStatusTip(tr("Add the runs in benchmark result files"));
    connect(m_importFilesAction, &QAction::triggered, this, &MainWindow::chooseFilesToImport);

    m_importFolderAction = new QAction(tr("Import &Folder…"), this);
    m_importFolderAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    m_importFolderAction->setStatusTip(tr("Add the runs in every result file under a folder"));
    connect(m_importFolderAction, &QAction::triggered, this, &MainWindow::chooseFolderToImport);

    m_exportFindingsAction = new QAction(tr("&Export Findings…"), this);
    m_exportFindingsAction->setObjectName(QStringLiteral("exportFindingsAction"));
    m_exportFindingsAction->setStatusTip(
        tr("Write every finding as a markdown document, with its charts beside it"));
    connect(m_exportFindingsAction, &QAction::triggered, this, &MainWindow::chooseFindingsExport);

    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_chooseColumnsAction = new QAction(tr("Choose &Columns…"), this);
    connect(m_chooseColumnsAction, &QAction::triggered, this, &MainWindow::chooseColumns);

    m_secretsAction = new QAction(tr("&Secrets…"), this);
    m_secretsAction->setObjectName(QStringLiteral("secretsAction"));
    m_secretsAction->setStatusTip(
        tr("Keep API keys and tokens in the keychain, for launch configs to name"));
    connect(m_secretsAction, &QAction::triggered, this, &MainWindow::secretsRequested);

    m_gettingStartedAction = new QAction(tr("&Getting Started"), this);
    m_gettingStartedAction->setObjectName(QStringLiteral("gettingStartedAction"));
    // F1 here; the platform's own help key elsewhere (Ctrl+? on macOS).
    m_gettingStartedAction->setShortcut(QKeySequence::HelpContents);
    m_gettingStartedAction->setStatusTip(tr("A short tour: notebooks, imports, Compare, Waves"));
    connect(m_gettingStartedAction, &QAction::triggered, this, &MainWindow::showGettingStarted);

    m_shortcutsAction = new QAction(tr("&Keyboard Shortcuts"), this);
    m_shortcutsAction->setObjectName(QStringLiteral("shortcutsAction"));
    connect(m_shortcutsAction, &QAction::triggered, this, &MainWindow::showShortcuts);

    m_aboutAction = new QAction(tr("&About Lanebook"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_newAction);
    file->addAction(m_openAction);
    file->addAction(m_openTeamAction);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addSeparator();
    file->addAction(m_importFilesAction);
    file->addAction(m_importFolderAction);
    file->addSeparator();
    file->addAction(m_exportFindingsAction);
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_treeDock->toggleViewAction());
    view->addAction(m_inspectorDock->toggleViewAction());
    view->addAction(m_resetLayoutAction);
    view->addSeparator();
    view->addAction(m_chooseColumnsAction);

    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    tools->addAction(m_secretsAction);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_gettingStartedAction);
    help->addAction(m_shortcutsAction);
    help->addSeparator();
    help->addAction(m_aboutAction);
    setRecentNotebooks({});
}

void MainWindow::updateActions()
{
    const bool open = !m_notebookPath.isEmpty();
    m_importFilesAction->setEnabled(open);
    m_importFolderAction->setEnabled(open);
    m_exportFindingsAction->setEnabled(open);
    m_chooseColumnsAction->setEnabled(open);
}

void MainWindow::setRecentNotebooks(const QStringList &paths)
{
    m_recentNotebooks = paths;
    m_welcome->setRecentNotebooks(paths);
    m_recentMenu->clear();
    for (const QString &path : paths) {
        QAction *action = m_recentMenu->addAction(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this,
                [this, path] { Q_EMIT openNotebookRequested(path); });
    }
    if (!paths.isEmpty())
        m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("Clear Recent Notebooks"));
    clear->setEnabled(!paths.isEmpty());
    connect(clear, &QAction::triggered, this, &MainWindow::clearRecentNotebooksRequested);
}

void MainWindow::chooseNewNotebook()
{
    // Never replace an existing file: a notebook holds months of runs.
    QString path = QFileDialog::getSaveFileName(this, tr("New Notebook"), m_importDirectory,
                                                notebookFileFilter(), nullptr,
                                                QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".lanebook");
    Q_EMIT newNotebookRequested(path);
}

void MainWindow::chooseNotebookToOpen()
{
    // A team notebook has no folder to start in.
    const QString start = m_notebookPath.isEmpty() || m_notebookPath.contains(QLatin1String("://"))
                              ? m_importDirectory
                              : QFileInfo(m_notebookPath).absolutePath();
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Notebook"), start, notebookFileFilter());
    if (!path.isEmpty())
        Q_EMIT openNotebookRequested(path);
}

void MainWindow::chooseFilesToImport()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Import Benchmark Results"), m_importDirectory,
        tr("Benchmark results (*.json *.jsonl *.csv *.log *.txt);;All files (*)"));
    if (paths.isEmpty())
        return;
    showImportProgress(0, 0, {});
    Q_EMIT importRequested(paths);
}

void MainWindow::chooseFolderToImport()
{
    const QString path = QFileDialog::getExistingDirectory(this, tr("Import a Folder of Results"),
                                                           m_importDirectory);
    if (path.isEmpty())
        return;
    showImportProgress(0, 0, {});
    Q_EMIT importRequested({path});
}

void MainWindow::setFindingsExportFolder(const QString &folder)
{
    m_findingsExportFolder = folder;
}

void MainWindow::chooseFindingsExport()
{
    if (m_notebookPath.isEmpty())
        return;
    // A team notebook has no folder of its own.
    QString folder = m_findingsExportFolder;
    if (folder.isEmpty() && !m_notebookPath.contains(QLatin1String("://")))
        folder = QFileInfo(m_notebookPath).absolutePath();
    if (folder.isEmpty())
        folder = m_importDirectory;
    const QString path = chooseFindingsExportPath(this, folder);
    if (!path.isEmpty())
        Q_EMIT exportFindingsRequested(path);
}

void MainWindow::chooseColumns()
{
    if (m_notebookPath.isEmpty())
        return;
    ColumnChooserDialog dialog(m_snapshot->availableMetrics, m_snapshot->metricColumns,
                               RunTableModel::defaultMetricColumns(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QStringList columns = dialog.chosenColumns();
    if (columns != m_snapshot->metricColumns)
        Q_EMIT metricColumnsChanged(columns);
}

void MainWindow::showGettingStarted()
{
    if (!m_gettingStarted)
        m_gettingStarted = new GettingStartedDialog(this);
    m_gettingStarted->show();
    m_gettingStarted->raise();
    m_gettingStarted->activateWindow();
}

void MainWindow::showShortcuts()
{
    if (!m_shortcuts)
        m_shortcuts = new ShortcutsDialog(this);
    // Menus and tabs the composition root added since, in the language of the moment.
    m_shortcuts->refresh();
    m_shortcuts->show();
    m_shortcuts->raise();
    m_shortcuts->activateWindow();
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Lanebook"),
        tr("<h3>Lanebook %1</h3><p>A lab notebook for LLM inference benchmarks: import "
           "results from vLLM, SGLang, llama.cpp, AIPerf, GuideLLM and lm-eval, and keep every "
           "run, with where it came from.</p>"
           "<p>Copyright &copy; the Lanebook authors. Licensed under the GNU General Public "
           "License, version 3 or (at your option) any later version; see the LICENSE file "
           "(installed as /usr/share/doc/lanebook/copyright). It comes with ABSOLUTELY NO "
           "WARRANTY.</p><p>Built with Qt %2.</p>")
            .arg(QApplication::applicationVersion().toHtmlEscaped(),
                 QString::fromLatin1(qVersion())));
}

} // namespace lanebook
