#include "models/runtable/runtablemodel.h"

#include "models/run/metricvocabulary.h"
#include "models/run/runidsmime.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numeric>

namespace lanebook {

namespace {

// Format and status ids, built once: data() returns shared strings, never a new one.
const QStringList &formatIds()
{
    static const QStringList ids = [] {
        QStringList list;
        for (int i = 0; i <= static_cast<int>(RunFormat::Lanebook); ++i)
            list << runFormatId(static_cast<RunFormat>(i));
        return list;
    }();
    return ids;
}

const QStringList &statusIds()
{
    static const QStringList ids = [] {
        QStringList list;
        for (int i = 0; i <= static_cast<int>(RunStatus::Failed); ++i)
            list << runStatusId(static_cast<RunStatus>(i));
        return list;
    }();
    return ids;
}

} // namespace

RunTableModel::RunTableModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_snapshot(std::make_shared<const RunTableSnapshot>())
    , m_index(std::make_shared<const RunTableIndex>())
{}

RunTableModel::~RunTableModel() = default;

void RunTableModel::setSnapshot(RunTableSnapshotPtr snapshot)
{
    if (snapshot && snapshot->runColumnsId != 0 &&
        snapshot->runColumnsId == m_snapshot->runColumnsId &&
        snapshot->rows.size() == m_snapshot->rows.size() &&
        snapshot->metricColumns == m_snapshot->metricColumns) {
        fillMetrics(std::move(snapshot));
        return;
    }
    beginResetModel();
    m_snapshot = snapshot ? std::move(snapshot) : std::make_shared<const RunTableSnapshot>();
    ++m_generation;
    intern();
    applySort();
    endResetModel();
}

void RunTableModel::fillMetrics(RunTableSnapshotPtr snapshot)
{
    // The same runs in the same order: ranks, dates, lowered labels and the filter's caches
    // (keyed by generation) all stand; a reset would lose the selection and scroll position
    // and cost a second full rebuild of a million rows.
    m_snapshot = std::move(snapshot);
    if (columnOfSortKey() >= FirstMetricColumn) {
        relayout(); // sorted by a metric the rows had no values of
    } else if (rowCount() > 0) {
        Q_EMIT dataChanged(index(0, FirstMetricColumn), index(rowCount() - 1, columnCount() - 1),
                           {Qt::DisplayRole, Qt::EditRole});
    }
    // Q_EMIT expands to nothing, which clang-tidy 14 takes for an over-indented statement.
    // NOLINTNEXTLINE(readability-misleading-indentation)
    Q_EMIT headerDataChanged(Qt::Horizontal, FirstMetricColumn, columnCount() - 1);
}

bool RunTableModel::metricsPending() const
{
    return m_snapshot->metricsPending;
}

void RunTableModel::intern()
{
    // The reader builds the index off the GUI thread; a snapshot made here has none.
    m_index = m_snapshot->index ? m_snapshot->index
                                : std::make_shared<const RunTableIndex>(indexRuns(*m_snapshot));
}

int RunTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_order.size());
}

int RunTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid()
               ? 0
               : FirstMetricColumn + static_cast<int>(m_snapshot->metricColumns.size());
}

const RunTableSnapshot::Row &RunTableModel::rowAt(int row) const
{
    return m_snapshot->rows[static_cast<size_t>(m_order[static_cast<size_t>(row)])];
}

qint64 RunTableModel::runIdAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return 0;
    return rowAt(row).id;
}

const QString &RunTableModel::lowerLabelAt(int row) const
{
    return m_index->lowerLabels[static_cast<size_t>(m_order[static_cast<size_t>(row)])];
}

int RunTableModel::modelRankAt(int row) const
{
    return m_index->modelRanks[static_cast<size_t>(m_order[static_cast<size_t>(row)])];
}

int RunTableModel::laneRankAt(int row) const
{
    return m_index->laneRanks[static_cast<size_t>(m_order[static_cast<size_t>(row)])];
}

int RunTableModel::rowOfRun(qint64 runId) const
{
    const auto &rows = m_snapshot->rows;
    const auto it =
        std::lower_bound(rows.begin(), rows.end(), runId,
                         [](const RunTableSnapshot::Row &row, qint64 id) { return row.id < id; });
    if (it == rows.end() || it->id != runId)
        return -1;
    return m_rowOfRow[static_cast<size_t>(it - rows.begin())];
}

QVariant RunTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RunTableSnapshot::Row &row = rowAt(index.row());
    if (role == RunIdRole)
        return row.id;
    if (!m_snapshot->isRead(static_cast<size_t>(snapshotRowAt(index.row()))))
        return {}; // a first screenful's row not yet read: only its id is known
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        break;
    case FormatRole:
        return static_cast<int>(row.format);
    case StatusRole:
        return static_cast<int>(row.status);
    default:
        return {};
    }
    switch (index.column()) {
    case LabelColumn:
        return row.label;
    case FormatColumn:
        return formatIds().at(static_cast<int>(row.format));
    case ModelColumn:
        return row.model;
    case LaneColumn:
        return row.lane;
    case StatusColumn:
        return statusIds().at(static_cast<int>(row.status));
    case StartedColumn:
        return row.startedAt.isValid() ? QVariant(row.startedAt) : QVariant();
    default:
        break;
    }
    const auto metric = static_cast<size_t>(index.column() - FirstMetricColumn);
    if (metric >= row.metricValues.size() || std::isnan(row.metricValues[metric]))
        return {};
    return row.metricValues[metric];
}

QVariant RunTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool metric = section >= FirstMetricColumn;
    const QString metricName =
        metric ? m_snapshot->metricColumns.at(section - FirstMetricColumn) : QString();
    switch (role) {
    case Qt::DisplayRole:
        break;
    case Qt::ToolTipRole:
        // Inconclusive is not a milder invalid: it says nothing was recorded to judge by.
        if (section == StatusColumn)
            return tr("What the validity gates suggest. Valid: every gate that applies passed. "
                      "Inconclusive: no evidence recorded, nothing wrong was found but something "
                      "a gate needs was not measured. Diagnostic: a gate warned. Invalid: a "
                      "gate failed. Failed: the run did not finish. Hover a status for more.");
        // A metric's vocabulary id, for people who know the raw names.
        return metric ? QVariant(metricName) : QVariant();
    case MetricNameRole:
        return metric ? QVariant(metricName) : QVariant();
    case ColumnKindRole: {
        ColumnKind kind = ColumnKind::Metric;
        if (section == FormatColumn)
            kind = ColumnKind::Format;
        else if (section == StatusColumn)
            kind = ColumnKind::Status;
        else if (section == StartedColumn)
            kind = ColumnKind::DateTime;
        else if (!metric)
            kind = ColumnKind::Text;
        return static_cast<int>(kind);
    }
    case Qt::InitialSortOrderRole: {
        // The first click on a throughput column should show the fastest run first.
        const auto entry = metric ? MetricVocabulary::describe(metricName) : std::nullopt;
        return entry && entry->higherIsBetter ? Qt::DescendingOrder : Qt::AscendingOrder;
    }
    default:
        return {};
    }
    switch (section) {
    case LabelColumn:
        return tr("Label");
    case FormatColumn:
        return tr("Format");
    case ModelColumn:
        return tr("Model");
    case LaneColumn:
        return tr("Lane");
    case StatusColumn:
        return tr("Status");
    case StartedColumn:
        return tr("Started");
    default:
        return MetricVocabulary::displayName(metricName);
    }
}

QHash<int, QByteArray> RunTableModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(RunIdRole, QByteArrayLiteral("runId"));
    names.insert(FormatRole, QByteArrayLiteral("format"));
    names.insert(StatusRole, QByteArrayLiteral("status"));
    return names;
}

Qt::ItemFlags RunTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid())
        flags |= Qt::ItemIsDragEnabled;
    return flags;
}

QStringList RunTableModel::mimeTypes() const
{
    return {RunIdsMime::mimeType()};
}

QMimeData *RunTableModel::mimeData(const QModelIndexList &indexes) const
{
    // A selected row arrives once per column; each run goes once, in row order.
    std::vector<int> rows;
    rows.reserve(static_cast<size_t>(indexes.size()));
    for (const QModelIndex &index : indexes) {
        if (index.isValid() && index.model() == this)
            rows.push_back(index.row());
    }
    if (rows.empty())
        return nullptr;
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    QList<qint64> ids;
    QStringList labels;
    for (int row : rows) {
        ids << rowAt(row).id;
        labels << rowAt(row).label;
    }
    return RunIdsMime::encode(ids, labels);
}

Qt::DropActions RunTableModel::supportedDragActions() const
{
    return Qt::CopyAction; // a dragged run is referred to, never moved out of the notebook
}

QStringList RunTableModel::models() const
{
    return m_index->models;
}

QStringList RunTableModel::lanes() const
{
    return m_index->lanes;
}

QList<RunFormat> RunTableModel::formats() const
{
    return m_index->formats;
}

QStringList RunTableModel::defaultMetricColumns()
{
    // Serving throughput first, then llama-bench speeds, so every kind of run shows a
    // number without scrolling; latency and quality follow.
    return {QStringLiteral("output_tok_per_s"), QStringLiteral("gen_tok_per_s"),
            QStringLiteral("prompt_tok_per_s"), QStringLiteral("median_ttft_ms"),
            QStringLiteral("p99_ttft_ms"),      QStringLiteral("median_itl_ms"),
            QStringLiteral("concurrency"),      QStringLiteral("perplexity")};
}

} // namespace lanebook
