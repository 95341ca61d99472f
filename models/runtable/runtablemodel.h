#pragma once

#include "models/runtable/runtablesnapshot.h"

#include <QAbstractTableModel>

#include <limits>
#include <memory>
#include <vector>

namespace lanebook {

using RunTableSnapshotPtr = std::shared_ptr<const RunTableSnapshot>;

// The Runs table over one RunTableSnapshot: identity columns, then the snapshot's metric
// columns. Lives in the GUI thread. The model never copies a row: its rows are a
// permutation of the snapshot's rows, so sorting 100k runs compares raw doubles, ranks and
// pre-lowered strings instead of going through QVariant (QSortFilterProxyModel's generic
// sort). Values are returned raw (double, QDateTime, ids); a delegate formats them.
class RunTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        LabelColumn,
        FormatColumn,
        ModelColumn,
        LaneColumn,
        StatusColumn,
        StartedColumn,
        FirstMetricColumn,
    };

    // What a column holds, so that a delegate knows how to show it (headerData role).
    enum class ColumnKind { Text, Format, Status, DateTime, Metric };

    enum Role {
        RunIdRole = Qt::UserRole + 1, // qint64
        FormatRole,                   // int(RunFormat)
        StatusRole,                   // int(RunStatus)
        ColumnKindRole,               // headerData: int(ColumnKind)
        MetricNameRole,               // headerData: vocabulary name of a metric column
    };

    explicit RunTableModel(QObject *parent = nullptr);
    ~RunTableModel() override;

    // Replaces the whole table (one reset) and re-applies the current sort, which is kept
    // by column identity (a metric name survives a change of metric columns). A snapshot
    // with the shown one's runColumnsId (its metric columns, read after its run columns)
    // only fills in the metric values: no reset, the selection and scroll position stay.
    void setSnapshot(RunTableSnapshotPtr snapshot);
    // The metric columns are still being read (RunTableSnapshot::metricsPending).
    bool metricsPending() const;
    const RunTableSnapshotPtr &snapshot() const { return m_snapshot; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    // Rows drag out as their run ids (RunIdsMime), e.g. onto the Compare tab's arms.
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override;

    // Sorts by an index permutation; column -1 restores id order. Missing values (NaN
    // metrics, invalid dates, empty model or lane) sort last in both orders; ties keep id
    // order.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const;
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    // Typed access for the filter proxy and the views, by model row.
    const RunTableSnapshot::Row &rowAt(int row) const;
    // A model row's index into snapshot()->rows, and back: a row's snapshot index stays
    // the same through every sort, so the filter proxy keeps its verdicts by it.
    int snapshotRowAt(int row) const { return m_order[static_cast<size_t>(row)]; }
    int rowOfSnapshotRow(int snapshotRow) const
    {
        return m_rowOfRow[static_cast<size_t>(snapshotRow)];
    }
    qint64 runIdAt(int row) const;
    // The run's label, lowered (RunTableIndex::lowerLabels).
    const QString &lowerLabelAt(int row) const;
    // Index of the run's model (lane) in models() (lanes()), or -1 when it has none.
    int modelRankAt(int row) const;
    int laneRankAt(int row) const;
    // The same, by snapshot row (for a pass over every run in snapshot order).
    const std::vector<QString> &lowerLabels() const { return m_index->lowerLabels; }
    const std::vector<int> &modelRanks() const { return m_index->modelRanks; }
    const std::vector<int> &laneRanks() const { return m_index->laneRanks; }
    // Changes with every snapshot, so that a proxy knows when its caches are stale.
    quint64 generation() const { return m_generation; }
    // Model row of a run, or -1.
    int rowOfRun(qint64 runId) const;

    // Distinct values present in the snapshot, sorted case-insensitively, empty excluded.
    QStringList models() const;
    QStringList lanes() const;
    QList<RunFormat> formats() const;

    // The metric columns a fresh installation shows.
    static QStringList defaultMetricColumns();

private:
    struct SortKey
    {
        int identityColumn = -1; // a Column below FirstMetricColumn, or -1
        QString metricName;      // set for a metric column
    };

    void fillMetrics(RunTableSnapshotPtr snapshot);
    // Re-applies the sort in one layout change, persistent indexes following their rows.
    void relayout();
    // Takes the snapshot's index, or builds one when the snapshot has none.
    void intern();
    void applySort();
    void updateRowOfRow(); // m_rowOfRow from m_order
    int columnOfSortKey() const;

    RunTableSnapshotPtr m_snapshot;
    std::vector<int> m_order;                     // model row -> snapshot row
    std::vector<int> m_rowOfRow;                  // snapshot row -> model row
    std::shared_ptr<const RunTableIndex> m_index; // the snapshot's, or built for it
    quint64 m_generation = 0;
    SortKey m_sortKey;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace lanebook
