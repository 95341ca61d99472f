#pragma once

#include "models/runtable/runtablemodel.h"
#include "widgets/comparison/comparisonarm.h"

#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QStackedWidget;
class QTableView;

namespace lanebook {

class RunFilterProxyModel;

// The Runs tab: filter bar, the sortable table of runs, and the empty and loading states.
// Lives in the GUI thread; holds no truth of its own beyond the filter criteria: the rows
// come from the snapshot it is given.
class RunsPage : public QWidget
{
    Q_OBJECT
public:
    explicit RunsPage(QWidget *parent = nullptr);

    // Shows new rows; keeps filters, sort and the current run when they still apply.
    void setSnapshot(const RunTableSnapshotPtr &snapshot);
    // "Loading runs…" until the next snapshot.
    void showLoading();
    // Selects the run without emitting currentRunChanged; clears the selection when the
    // run is filtered out (it is selected again when a filter change shows it).
    void selectRun(qint64 runId);
    // Back to every run: no text, all formats, models and lanes (a notebook just opened).
    void clearFilters();
    qint64 currentRunId() const { return m_currentRunId; }

    RunFilterProxyModel *proxy() const { return m_proxy; }
    QTableView *table() const { return m_table; }
    // The selected runs, in view order.
    QList<qint64> selectedRunIds() const;
    // Compare → Set as Control (A), Add to Control (A), Set as Candidate (B), Add to
    // Candidate (B), Compare These Two: in the table's context menu, with shortcuts while the
    // table has focus.
    QList<QAction *> compareActions() const;

Q_SIGNALS:
    // The user chose a run in the table.
    void currentRunChanged(qint64 runId);
    // The chosen run went out of the filtered table (hidden true) or came back into it.
    void currentRunHiddenChanged(qint64 runId, bool hidden);
    void chooseColumnsRequested();
    void importFilesRequested();
    void importFolderRequested();
    // The selected runs go to an arm of the Compare tab.
    void compareArmEdited(lanebook::ComparisonArm arm, lanebook::ArmEdit edit,
                          const QList<qint64> &runIds);
    // Exactly two runs selected: the older (lower id) is the control.
    void compareTwoRequested(qint64 controlRunId, qint64 candidateRunId);
    // Annotate… (context menu): notes, tags, status override for the current run.
    void annotateRequested(qint64 runId);

private:
    static constexpr int kFitSampleRows = 200; // rows a column's width is fitted to

    QWidget *createFilterBar();
    QWidget *createEmptyState();
    void refillCombos();
    void applyComboFilters();
    void afterFilterChange();
    void updateCurrentRunHidden();
    void updateCountLabel();
    void arrangeColumns();
    void onCurrentRowChanged(const QModelIndex &current);
    void createCompareActions();
    void createAnnotateAction(); // runspage_annotate.cpp
    void updateCompareActions();
    void showContextMenu(const QPoint &position);

    RunTableModel *m_model = nullptr;
    RunFilterProxyModel *m_proxy = nullptr;
    QStackedWidget *m_stack = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_loadingLabel = nullptr;
    QLineEdit *m_filterEdit = nullptr;
    QComboBox *m_formatCombo = nullptr;
    QComboBox *m_modelCombo = nullptr;
    QComboBox *m_laneCombo = nullptr;
    QLabel *m_countLabel = nullptr;
    QAction *m_setControlAction = nullptr;
    QAction *m_addControlAction = nullptr;
    QAction *m_setCandidateAction = nullptr;
    QAction *m_addCandidateAction = nullptr;
    QAction *m_compareTwoAction = nullptr;
    QAction *m_annotateAction = nullptr;
    QStringList m_sizedColumns; // the metric columns the widths were last fitted to
    bool m_sizedWithRows = false;
    bool m_sizedWithMetrics = false;
    qint64 m_currentRunId = 0;
    qint64 m_hiddenRunId = 0;  // the chosen run while the filters hide it
    bool m_refreshing = false; // inside setSnapshot()
    bool m_selecting = false;
};

} // namespace lanebook
