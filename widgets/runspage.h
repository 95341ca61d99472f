#pragma once

#include "models/runtablemodel.h"

#include <QWidget>

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
    qint64 currentRunId() const { return m_currentRunId; }

    RunFilterProxyModel *proxy() const { return m_proxy; }
    QTableView *table() const { return m_table; }

Q_SIGNALS:
    // The user chose a run in the table.
    void currentRunChanged(qint64 runId);
    void chooseColumnsRequested();
    void importFilesRequested();
    void importFolderRequested();

private:
    QWidget *createFilterBar();
    QWidget *createEmptyState();
    void refillCombos();
    void applyComboFilters();
    void afterFilterChange();
    void updateCountLabel();
    void arrangeColumns();
    void onCurrentRowChanged(const QModelIndex &current);

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
    QStringList m_sizedColumns; // the metric columns the widths were last fitted to
    bool m_sizedWithRows = false;
    qint64 m_currentRunId = 0;
    bool m_selecting = false;
};

} // namespace lanebook
