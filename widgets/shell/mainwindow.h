#pragma once

#include "models/comparison/comparisonsnapshot.h"
#include "models/findings/findingverdict.h"
#include "models/run/importsummary.h"
#include "models/run/run.h"
#include "models/runtable/runtablemodel.h"

#include <QMainWindow>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QStackedWidget;
class QTabWidget;

namespace lanebook {

class ComparePage;
class GettingStartedDialog;
class ImportProgressWidget;
class ImportSummaryDialog;
class NotebookTreeView;
class RunInspector;
class RunsPage;
class ShortcutsDialog;
class WelcomePage;

// The main window: menus, the notebook tree and inspector docks, the Runs and Compare tabs,
// the status bar, drag-and-drop import. GUI thread. It knows no backend: it asks for work with the
// signals below and is told results through the slots; the composition root (app/gui)
// connects both sides.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    QString notebookPath() const { return m_notebookPath; }
    qint64 currentRunId() const { return m_currentRunId; }
    RunsPage *runsPage() const { return m_runsPage; }
    NotebookTreeView *notebookTree() const { return m_tree; }
    RunInspector *inspector() const { return m_inspector; }
    ImportSummaryDialog *importSummaryDialog() const { return m_importSummary; }
    ComparePage *comparePage() const { return m_comparePage; }
    // Opens the Compare tab on these arms: two runs, two sets, or a wave's two arms.
    void compareRuns(const QList<qint64> &controlRunIds, const QList<qint64> &candidateRunIds);
    // Pages other parts of the product contribute (Waves, Live, Charts, Findings): the
    // composition root adds them after Runs and Compare, in the order called.
    void addPage(QWidget *page, const QString &title);
    void showPage(QWidget *page);
    // A permanent widget at the right of the status bar (the per-GPU meters).
    void addStatusBarWidget(QWidget *widget);
    // The dock layout a session saved (QMainWindow::saveState). Without one, the first show
    // gives the docks their default shares of the window's width.
    bool restoreDockState(const QByteArray &state);
    // The notebook tree's and the inspector's widths as shares of the window's: kept when the
    // window is resized (a dock the user widened stays as wide, in proportion).
    // The window's size at a first start on a screen with this much room (the composition root
    // restores a saved geometry over it): most of the screen, never more than it.
    static QSize firstStartSize(const QSize &availableScreen);
    static constexpr double kDefaultTreeShare = 0.22;
    static constexpr double kDefaultInspectorShare = 0.24;
    // View › Reset Layout: both docks docked where a first start puts them (the tree left,
    // the inspector right), shown, at their default shares (mainwindow_layout.cpp).
    void resetLayout();
    // Shows the run in the Runs tab, selected in the table and the tree, and in the inspector
    // (a chart point or a finding's linked run was clicked). mainwindow_openrun.cpp.
    void openRun(qint64 runId);

public Q_SLOTS:
    // An open notebook (empty path: none). Called on open and whenever the run count changes.
    void setNotebookInfo(const QString &path, qint64 runCount);
    // A snapshot with the runColumnsId of the one shown only fills in its metric columns:
    // the tree and the Compare tab, which show no metrics, keep theirs.
    void setSnapshot(lanebook::RunTableSnapshot snapshot);
    const RunTableSnapshotPtr &snapshot() const { return m_snapshot; }
    // The details of the current run; results for a run no longer current are ignored.
    void showRun(const lanebook::Run &run);
    void showRunError(qint64 runId, const QString &message);
    void showImportProgress(int filesDone, int fileCount, const QString &currentPath);
    void showImportSummary(const lanebook::ImportSummary &summary);
    void showError(const QString &message);
    void setRecentNotebooks(const QStringList &paths);
    void setImportDirectory(const QString &directory);
    void setDemoAvailable(bool available);
    // The folder File › Export Findings… starts in (the last export's); until set, the
    // notebook's own folder.
    void setFindingsExportFolder(const QString &folder);
    // The Compare tab (mainwindow_compare.cpp).
    void showComparison(const lanebook::ComparisonSnapshot &snapshot);
    void setFindings(const std::vector<lanebook::FindingRef> &findings);
    void showVerdictRecorded(qint64 findingId, const lanebook::VerdictRecord &record);
    void showVerdictFailed(const lanebook::VerdictRecord &record, const QString &error);
    void showStatusMessage(const QString &message);
    // What opening the notebook repaired of an older Lanebook's damage, in a dialog: once.
    void showNotebookRepairs(const QStringList &repairs);

Q_SIGNALS:
    void newNotebookRequested(const QString &path);
    void openNotebookRequested(const QString &path);
    // File > Open Team Notebook…: the app opens its dialog (it connects to the server).
    void openTeamNotebookRequested();
    void openDemoRequested();
    void clearRecentNotebooksRequested();
    void importRequested(const QStringList &paths);
    // File › Export Findings…: the findings document (markdown and charts) at this path.
    void exportFindingsRequested(const QString &markdownPath);
    void cancelImportRequested();
    void runSelected(qint64 runId);
    void metricColumnsChanged(const QStringList &columns);
    // Tools > Secrets…: the app opens the secrets dialog (it stores through the keychain).
    void secretsRequested();
    // The Compare tab wants these arms compared (empty metric: the builder chooses).
    void compareRequested(const QList<qint64> &controlRunIds, const QList<qint64> &candidateRunIds,
                          const QString &metricName);
    void recordVerdictRequested(const lanebook::VerdictRecord &record);
    // The window is closing: save its geometry now.
    void closing();
    // View › Reset Layout put the docks back: a dock layout saved for the next start is stale.
    void layoutReset();

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void createLayoutActions(); // mainwindow_layout.cpp
    void connectComparePage();
    void updateActions();
    void setCurrentRun(qint64 runId);
    void parkDocks(bool park);
    void setDockShares(double treeShare, double inspectorShare);
    void applyPendingDockShares();
    void chooseNewNotebook();
    void chooseNotebookToOpen();
    void chooseFilesToImport();
    void chooseFolderToImport();
    void chooseFindingsExport();
    void chooseColumns();
    void showGettingStarted();
    void showShortcuts();
    void showAbout();

    QString m_notebookPath;
    qint64 m_runCount = 0;
    qint64 m_currentRunId = 0;
    QString m_importDirectory;
    QString m_findingsExportFolder;
    QStringList m_recentNotebooks;
    RunTableSnapshotPtr m_snapshot;
    QString m_readingMetricsMessage; // in the status bar while the metric columns are read
    // While no notebook is open the docks are hidden; this is whether they were shown.
    bool m_docksParked = false;
    bool m_treeDockWanted = true;
    bool m_inspectorDockWanted = true;
    // The docks still wait for their default shares: no saved layout, and not yet shown.
    bool m_dockSharesPending = true;
    bool m_shownOnce = false;

    QStackedWidget *m_centralStack = nullptr;
    WelcomePage *m_welcome = nullptr;
    QTabWidget *m_tabs = nullptr;
    RunsPage *m_runsPage = nullptr;
    ComparePage *m_comparePage = nullptr;
    NotebookTreeView *m_tree = nullptr;
    RunInspector *m_inspector = nullptr;
    QDockWidget *m_treeDock = nullptr;
    QDockWidget *m_inspectorDock = nullptr;
    ImportProgressWidget *m_importProgress = nullptr;
    ImportSummaryDialog *m_importSummary = nullptr;
    // Help dialogs, made on first use.
    GettingStartedDialog *m_gettingStarted = nullptr;
    ShortcutsDialog *m_shortcuts = nullptr;
    QLabel *m_pathLabel = nullptr;
    QLabel *m_runCountLabel = nullptr;
    QMenu *m_recentMenu = nullptr;

    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_openTeamAction = nullptr;
    QAction *m_importFilesAction = nullptr;
    QAction *m_importFolderAction = nullptr;
    QAction *m_exportFindingsAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_chooseColumnsAction = nullptr;
    QAction *m_resetLayoutAction = nullptr;
    QAction *m_gettingStartedAction = nullptr;
    QAction *m_shortcutsAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_secretsAction = nullptr;
};

} // namespace lanebook
