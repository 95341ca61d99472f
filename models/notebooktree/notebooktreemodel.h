#pragma once

#include "models/findings/finding.h"
#include "models/frontier/slo.h"
#include "models/runtable/runtablemodel.h"

#include <QAbstractItemModel>
#include <QHash>

#include <optional>
#include <vector>

namespace lanebook {

// The notebook tree: lanes, each with its runs, then the findings (when there are any), so
// that a negative result is in sight beside the runs it came from. Built from the same
// RunTableSnapshot as the Runs table (shared, not copied); lives in the GUI thread. Column 0
// names the node, column 1 holds a lane's run count or a finding's verdict. Lanes sort by
// name, runs by id, findings as given (newest first). A lane's tooltip says its SLO.
class NotebookTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, RunCountColumn, ColumnCount };
    enum class NodeKind { Lane, Run, FindingsGroup, Finding };
    enum Role {
        RunIdRole = Qt::UserRole + 1, // qint64, run nodes only
        NodeKindRole,                 // int(NodeKind)
        LaneNameRole,                 // QString, lane and run nodes
        FindingIdRole,                // qint64, finding nodes only
        FindingVerdictRole,           // int(FindingVerdict), finding nodes with a verdict
        LaneSloRole,                  // QString "ttft_ms=200", lane nodes; empty: none set
    };

    explicit NotebookTreeModel(QObject *parent = nullptr);

    void setSnapshot(RunTableSnapshotPtr snapshot);
    void setFindings(std::vector<FindingSummary> findings);
    // The SLO each lane sets, by lane name (LaneRepository::list); lanes not named set none.
    void setLaneSlos(QHash<QString, Slo> slos);
    std::optional<Slo> laneSlo(const QString &lane) const;

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

    // internalId: 0 for a top-level node (a lane or the findings group), lane index + 1 for
    // a run node, kFindingNode for a finding.
    static constexpr quintptr kLaneNode = 0;
    static constexpr quintptr kFindingNode = ~quintptr(0);

    int findingsGroupRow() const; // -1 when there are no findings
    bool isFindingsGroup(const QModelIndex &index) const;
    QVariant findingData(const QModelIndex &index, int role) const;

    RunTableSnapshotPtr m_snapshot;
    std::vector<Lane> m_lanes;
    std::vector<int> m_laneOfRow; // snapshot row -> lane index
    std::vector<FindingSummary> m_findings;
    QHash<QString, Slo> m_laneSlos;
};

} // namespace lanebook
