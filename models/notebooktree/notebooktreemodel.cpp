#include "models/notebooktree/notebooktreemodel.h"

#include <algorithm>

namespace lanebook {

NotebookTreeModel::NotebookTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_snapshot(std::make_shared<const RunTableSnapshot>())
{}

void NotebookTreeModel::setSnapshot(RunTableSnapshotPtr snapshot)
{
    beginResetModel();
    m_snapshot = snapshot ? std::move(snapshot) : std::make_shared<const RunTableSnapshot>();
    // The lanes in the index's order (by name, case-insensitively), then runs without a lane.
    // The reader builds the index off the GUI thread; one pass over the rows is left here.
    const std::shared_ptr<const RunTableIndex> index =
        m_snapshot->index ? m_snapshot->index
                          : std::make_shared<const RunTableIndex>(indexRuns(*m_snapshot));
    const auto &laneRanks = index->laneRanks;
    const auto lanes = static_cast<size_t>(index->lanes.size());
    const auto withoutLane = static_cast<int>(lanes);
    std::vector<size_t> runsOfLane(lanes + 1, 0);
    m_laneOfRow.resize(laneRanks.size());
    for (size_t i = 0; i < laneRanks.size(); ++i) {
        m_laneOfRow[i] = laneRanks[i] < 0 ? withoutLane : laneRanks[i];
        ++runsOfLane[static_cast<size_t>(m_laneOfRow[i])];
    }
    m_lanes.clear();
    m_lanes.reserve(runsOfLane.size());
    for (size_t lane = 0; lane < runsOfLane.size(); ++lane) {
        m_lanes.push_back(
            Lane{lane < lanes ? index->lanes.at(static_cast<qsizetype>(lane)) : QString(), {}});
        m_lanes.back().rows.reserve(runsOfLane[lane]);
    }
    for (size_t i = 0; i < m_laneOfRow.size(); ++i)
        m_lanes[static_cast<size_t>(m_laneOfRow[i])].rows.push_back(static_cast<int>(i));
    if (m_lanes.back().rows.empty())
        m_lanes.pop_back(); // every run has a lane
    endResetModel();
}

void NotebookTreeModel::setLaneSlos(QHash<QString, Slo> slos)
{
    if (slos == m_laneSlos)
        return;
    m_laneSlos = std::move(slos);
    const int lanes = static_cast<int>(m_lanes.size());
    if (lanes > 0)
        Q_EMIT dataChanged(index(0, NameColumn), index(lanes - 1, ColumnCount - 1),
                           {Qt::ToolTipRole, LaneSloRole});
}

std::optional<Slo> NotebookTreeModel::laneSlo(const QString &lane) const
{
    const auto slo = m_laneSlos.constFind(lane);
    return slo == m_laneSlos.constEnd() ? std::nullopt : std::optional<Slo>(*slo);
}

void NotebookTreeModel::setFindings(std::vector<FindingSummary> findings)
{
    beginResetModel();
    m_findings = std::move(findings);
    endResetModel();
}

int NotebookTreeModel::findingsGroupRow() const
{
    return m_findings.empty() ? -1 : static_cast<int>(m_lanes.size());
}

bool NotebookTreeModel::isFindingsGroup(const QModelIndex &index) const
{
    return index.isValid() && index.internalId() == kLaneNode && index.row() == findingsGroupRow();
}

QModelIndex NotebookTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid()) {
        if (row >= rowCount())
            return {};
        return createIndex(row, column, kLaneNode);
    }
    if (parent.internalId() != kLaneNode || parent.column() != NameColumn)
        return {};
    if (isFindingsGroup(parent)) {
        if (row >= static_cast<int>(m_findings.size()))
            return {};
        return createIndex(row, column, kFindingNode);
    }
    const Lane &lane = m_lanes[static_cast<size_t>(parent.row())];
    if (row >= static_cast<int>(lane.rows.size()))
        return {};
    return createIndex(row, column, static_cast<quintptr>(parent.row()) + 1);
}

QModelIndex NotebookTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kLaneNode)
        return {};
    if (child.internalId() == kFindingNode)
        return createIndex(findingsGroupRow(), NameColumn, kLaneNode);
    return createIndex(static_cast<int>(child.internalId() - 1), NameColumn, kLaneNode);
}

int NotebookTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_lanes.size()) + (m_findings.empty() ? 0 : 1);
    if (parent.internalId() != kLaneNode || parent.column() != NameColumn)
        return 0;
    if (isFindingsGroup(parent))
        return static_cast<int>(m_findings.size());
    return static_cast<int>(m_lanes[static_cast<size_t>(parent.row())].rows.size());
}

int NotebookTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant NotebookTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == kFindingNode || isFindingsGroup(index))
        return findingData(index, role);
    const bool isLane = index.internalId() == kLaneNode;
    const Lane &lane =
        m_lanes[static_cast<size_t>(isLane ? index.row() : int(index.internalId() - 1))];
    const RunTableSnapshot::Row *run =
        isLane
            ? nullptr
            : &m_snapshot->rows[static_cast<size_t>(lane.rows[static_cast<size_t>(index.row())])];
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == RunCountColumn)
            return isLane ? QVariant(static_cast<int>(lane.rows.size())) : QVariant();
        if (!isLane)
            return run->label;
        return lane.name.isEmpty() ? tr("(no lane)") : lane.name;
    case Qt::ToolTipRole: {
        if (!isLane)
            return run->label;
        const QString runs =
            tr("%Ln run(s) in lane %1", nullptr, static_cast<int>(lane.rows.size())).arg(lane.name);
        if (lane.name.isEmpty())
            return runs;
        const auto slo = m_laneSlos.constFind(lane.name);
        return slo == m_laneSlos.constEnd()
                   ? tr("%1\nNo SLO. Right-click to set one.").arg(runs)
                   : tr("%1\nSLO: %2\nRuns given no SLO of their own are judged against it.")
                         .arg(runs, slo->toText());
    }
    case LaneSloRole: {
        const auto slo = isLane ? m_laneSlos.constFind(lane.name) : m_laneSlos.constEnd();
        return slo == m_laneSlos.constEnd() ? QString() : slo->toText();
    }
    case RunIdRole:
        return isLane ? QVariant() : QVariant(run->id);
    case NodeKindRole:
        return static_cast<int>(isLane ? NodeKind::Lane : NodeKind::Run);
    case LaneNameRole:
        return lane.name;
    default:
        return {};
    }
}

QVariant NotebookTreeModel::findingData(const QModelIndex &index, int role) const
{
    if (isFindingsGroup(index)) {
        const int negative = static_cast<int>(
            std::count_if(m_findings.begin(), m_findings.end(), [](const FindingSummary &f) {
                return f.verdict == FindingVerdict::Negative;
            }));
        switch (role) {
        case Qt::DisplayRole:
            if (index.column() == RunCountColumn)
                return static_cast<int>(m_findings.size());
            return tr("Findings");
        case Qt::ToolTipRole:
            return tr("%Ln finding(s), %1 negative", nullptr, static_cast<int>(m_findings.size()))
                .arg(negative);
        case NodeKindRole:
            return static_cast<int>(NodeKind::FindingsGroup);
        default:
            return {};
        }
    }
    const FindingSummary &finding = m_findings[static_cast<size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == RunCountColumn)
            return finding.verdict ? findingVerdictTitle(*finding.verdict) : tr("under test");
        return finding.title;
    case Qt::ToolTipRole:
        if (!finding.verdict)
            return tr("%1\nUnder test: no verdict yet").arg(finding.title);
        return tr("%1\n%2: %3")
            .arg(finding.title, findingVerdictTitle(*finding.verdict), finding.verdictReason);
    case NodeKindRole:
        return static_cast<int>(NodeKind::Finding);
    case FindingIdRole:
        return finding.id;
    case FindingVerdictRole:
        return finding.verdict ? QVariant(static_cast<int>(*finding.verdict)) : QVariant();
    default:
        return {};
    }
}

QVariant NotebookTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Lane / run");
    case RunCountColumn:
        return tr("Runs");
    default:
        return {};
    }
}

QModelIndex NotebookTreeModel::indexOfRun(qint64 runId) const
{
    const auto &rows = m_snapshot->rows;
    const auto it =
        std::lower_bound(rows.begin(), rows.end(), runId,
                         [](const RunTableSnapshot::Row &row, qint64 id) { return row.id < id; });
    if (it == rows.end() || it->id != runId)
        return {};
    const int snapshotRow = static_cast<int>(it - rows.begin());
    const int laneIndex = m_laneOfRow[static_cast<size_t>(snapshotRow)];
    const std::vector<int> &laneRows = m_lanes[static_cast<size_t>(laneIndex)].rows;
    const auto pos = std::lower_bound(laneRows.begin(), laneRows.end(), snapshotRow);
    return createIndex(static_cast<int>(pos - laneRows.begin()), NameColumn,
                       static_cast<quintptr>(laneIndex) + 1);
}

} // namespace lanebook
