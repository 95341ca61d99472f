#pragma once

#include "models/runtablemodel.h"

#include <QAbstractItemModel>

#include <vector>

namespace lanebook {

// The notebook tree: lanes, each with its runs. Built from the same RunTableSnapshot as
// the Runs table (shared, not copied); lives in the GUI thread. Column 0 names the node,
// column 1 holds a lane's run count. Lanes sort by name, runs by id.
class NotebookTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, RunCountColumn, ColumnCount };
    enum class NodeKind { Lane, Run };
    enum Role {
        RunIdRole = Qt::UserRole + 1, // qint64, run nodes only
        NodeKindRole,                 // int(NodeKind)
        LaneNameRole,                 // QString, both kinds
    };

    explicit NotebookTreeModel(QObject *parent = nullptr);

    void setSnapshot(RunTableSnapshotPtr snapshot);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The run's node (column 0), or an invalid index.
    QModelIndex indexOfRun(qint64 runId) const;

private:
    struct Lane
    {
        QString name;
        std::vector<int> rows; // snapshot rows, id order
    };

    // internalId: 0 for a lane node, lane index + 1 for a run node.
    static constexpr quintptr kLaneNode = 0;

    RunTableSnapshotPtr m_snapshot;
    std::vector<Lane> m_lanes;
    std::vector<int> m_laneOfRow; // snapshot row -> lane index
};

} // namespace lanebook
