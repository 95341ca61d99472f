#include "models/runtable/runfilterproxymodel.h"

#include "models/runtable/runtablemodel.h"

#include <algorithm>
#include <numeric>

namespace lanebook {

RunFilterProxyModel::RunFilterProxyModel(QObject *parent)
    : QAbstractProxyModel(parent)
{}

void RunFilterProxyModel::setRunTableModel(RunTableModel *model)
{
    beginResetModel();
    if (m_runModel)
        disconnect(m_runModel, nullptr, this, nullptr);
    m_runModel = model;
    QAbstractProxyModel::setSourceModel(model);
    connectSource();
    evaluateAll();
    remap();
    endResetModel();
}

void RunFilterProxyModel::setSourceModel(QAbstractItemModel *model)
{
    setRunTableModel(qobject_cast<RunTableModel *>(model));
}

void RunFilterProxyModel::connectSource()
{
    if (!m_runModel)
        return;
    connect(m_runModel, &QAbstractItemModel::modelAboutToBeReset, this,
            [this] { beginResetModel(); });
    connect(m_runModel, &QAbstractItemModel::modelReset, this, [this] {
        evaluateAll();
        remap();
        endResetModel();
    });
    connect(m_runModel, &QAbstractItemModel::layoutAboutToBeChanged, this,
            [this](const QList<QPersistentModelIndex> &,
                   QAbstractItemModel::LayoutChangeHint hint) { beginLayout(hint); });
    connect(
        m_runModel, &QAbstractItemModel::layoutChanged, this,
        [this](const QList<QPersistentModelIndex> &, QAbstractItemModel::LayoutChangeHint hint) {
            remap(); // a sort: the verdicts stand, the order is new
            endLayout(hint);
        });
    // Metric values filled in: the filter reads no metric, so only the cells change.
    connect(m_runModel, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight,
                   const QList<int> &roles) {
                if (m_proxyToSource.empty())
                    return;
                Q_EMIT dataChanged(index(0, topLeft.column()),
                                   index(rowCount() - 1, bottomRight.column()), roles);
            });
    connect(m_runModel, &QAbstractItemModel::headerDataChanged, this,
            [this](Qt::Orientation orientation, int first, int last) {
                if (orientation == Qt::Horizontal)
                    Q_EMIT headerDataChanged(orientation, first, last);
                else if (!m_proxyToSource.empty())
                    Q_EMIT headerDataChanged(orientation, 0, rowCount() - 1);
            });
}

void RunFilterProxyModel::setFilterText(const QString &text)
{
    if (text == m_filterText)
        return;
    m_filterText = text;
    const QStringList before = m_words;
    m_words = text.toLower().simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    m_words = m_words.mid(0, 32);
    m_masksValid = false;
    // Typing on narrows the filter: every word before is inside a word now, so only the runs
    // shown can still match (a keystroke at a million runs checks the survivors only).
    const bool narrows =
        !before.isEmpty() && std::all_of(before.begin(), before.end(), [this](const QString &old) {
            return std::any_of(m_words.begin(), m_words.end(),
                               [&old](const QString &word) { return word.contains(old); });
        });
    refilter(narrows);
}

void RunFilterProxyModel::setFormatFilter(std::optional<RunFormat> format)
{
    if (format == m_format)
        return;
    m_format = format;
    refilter();
}

void RunFilterProxyModel::setModelFilter(const QString &model)
{
    if (model == m_model)
        return;
    m_model = model;
    refilter();
}

void RunFilterProxyModel::setLaneFilter(const QString &lane)
{
    if (lane == m_lane)
        return;
    m_lane = lane;
    refilter();
}

bool RunFilterProxyModel::isFiltering() const
{
    return m_format || !m_model.isEmpty() || !m_lane.isEmpty() || !m_words.isEmpty();
}

void RunFilterProxyModel::beginLayout(QAbstractItemModel::LayoutChangeHint hint)
{
    Q_EMIT layoutAboutToBeChanged({}, hint);
    m_persistentBefore = persistentIndexList();
    m_persistentSnapshotRows.clear();
    for (const QModelIndex &index : std::as_const(m_persistentBefore)) {
        m_persistentSnapshotRows.push_back(
            m_runModel->snapshotRowAt(m_proxyToSource[static_cast<size_t>(index.row())]));
    }
}

void RunFilterProxyModel::endLayout(QAbstractItemModel::LayoutChangeHint hint)
{
    QModelIndexList after;
    after.reserve(m_persistentBefore.size());
    for (qsizetype i = 0; i < m_persistentBefore.size(); ++i) {
        const int sourceRow =
            m_runModel->rowOfSnapshotRow(m_persistentSnapshotRows[static_cast<size_t>(i)]);
        const int row = m_sourceToProxy[static_cast<size_t>(sourceRow)];
        after << (row < 0 ? QModelIndex() : index(row, m_persistentBefore.at(i).column()));
    }
    changePersistentIndexList(m_persistentBefore, after);
    m_persistentBefore.clear();
    m_persistentSnapshotRows.clear();
    Q_EMIT layoutChanged({}, hint);
}

void RunFilterProxyModel::refilter(bool narrows)
{
    if (!m_runModel)
        return;
    beginLayout(QAbstractItemModel::VerticalSortHint);
    evaluateAll(narrows);
    remap();
    endLayout(QAbstractItemModel::VerticalSortHint);
}

void RunFilterProxyModel::evaluateAll(bool onlyAccepted)
{
    const int rows = m_runModel ? m_runModel->rowCount() : 0;
    if (!isFiltering()) {
        m_acceptedBySnapshotRow.assign(static_cast<size_t>(rows), 1);
        return;
    }
    (void)m_runModel->lowerLabels(); // built once, before the pass
    ensureWordMasks();
    if (onlyAccepted && m_acceptedBySnapshotRow.size() == static_cast<size_t>(rows)) {
        for (size_t row = 0; row < static_cast<size_t>(rows); ++row) {
            if (m_acceptedBySnapshotRow[row])
                m_acceptedBySnapshotRow[row] = acceptsSnapshotRow(row) ? 1 : 0;
        }
        return;
    }
    m_acceptedBySnapshotRow.assign(static_cast<size_t>(rows), 0);
    for (size_t row = 0; row < static_cast<size_t>(rows); ++row)
        m_acceptedBySnapshotRow[row] = acceptsSnapshotRow(row) ? 1 : 0;
}

void RunFilterProxyModel::remap()
{
    const int rows = m_runModel ? m_runModel->rowCount() : 0;
    m_sourceToProxy.assign(static_cast<size_t>(rows), -1);
    m_proxyToSource.clear();
    if (!isFiltering()) {
        m_proxyToSource.resize(static_cast<size_t>(rows));
        std::iota(m_proxyToSource.begin(), m_proxyToSource.end(), 0);
        std::iota(m_sourceToProxy.begin(), m_sourceToProxy.end(), 0);
        return;
    }
    for (int row = 0; row < rows; ++row) {
        if (m_acceptedBySnapshotRow[static_cast<size_t>(m_runModel->snapshotRowAt(row))]) {
            m_sourceToProxy[static_cast<size_t>(row)] = static_cast<int>(m_proxyToSource.size());
            m_proxyToSource.push_back(row);
        }
    }
}

void RunFilterProxyModel::sort(int column, Qt::SortOrder order)
{
    if (m_runModel)
        m_runModel->sort(column, order);
}

void RunFilterProxyModel::ensureWordMasks() const
{
    if (m_masksValid && m_maskGeneration == m_runModel->generation())
        return;
    auto masksOf = [this](const QStringList &values) {
        std::vector<quint32> masks;
        masks.reserve(static_cast<size_t>(values.size()));
        for (const QString &value : values) {
            const QString lower = value.toLower();
            quint32 mask = 0;
            for (qsizetype w = 0; w < m_words.size(); ++w) {
                if (lower.contains(m_words.at(w)))
                    mask |= 1U << w;
            }
            masks.push_back(mask);
        }
        return masks;
    };
    m_modelWordMasks = masksOf(m_runModel->models());
    m_laneWordMasks = masksOf(m_runModel->lanes());
    QStringList formatIds;
    for (int f = 0; f <= static_cast<int>(RunFormat::Lanebook); ++f)
        formatIds << runFormatId(static_cast<RunFormat>(f));
    m_formatWordMasks = masksOf(formatIds);
    m_maskGeneration = m_runModel->generation();
    m_masksValid = true;
}

namespace {

// Whether text contains word (non-empty), both lowered: a plain scan for the first character,
// which on labels of a few dozen characters beats QString::contains's general search.
bool containsWord(QStringView text, QStringView word)
{
    const QChar *t = text.data();
    const QChar *w = word.data();
    const qsizetype n = word.size();
    const char16_t first = w[0].unicode();
    for (qsizetype i = 0, last = text.size() - n; i <= last; ++i) {
        if (t[i].unicode() == first && std::equal(w + 1, w + n, t + i + 1))
            return true;
    }
    return false;
}

} // namespace

bool RunFilterProxyModel::acceptsSnapshotRow(size_t snapshotRow) const
{
    const RunTableSnapshot &snapshot = *m_runModel->snapshot();
    if (!snapshot.isRead(snapshotRow))
        return false; // not read yet: it shows when it is, if it matches
    const auto &row = snapshot.rows[snapshotRow];
    if (m_format && row.format != *m_format)
        return false;
    if (!m_model.isEmpty() && row.model != m_model)
        return false;
    if (!m_lane.isEmpty() && row.lane != m_lane)
        return false;
    if (m_words.isEmpty())
        return true;
    ensureWordMasks();
    const quint32 all = m_words.size() == 32 ? ~0U : (1U << m_words.size()) - 1;
    quint32 found = m_formatWordMasks[static_cast<size_t>(row.format)];
    if (const int model = m_runModel->modelRanks()[snapshotRow]; model >= 0)
        found |= m_modelWordMasks[static_cast<size_t>(model)];
    if (const int lane = m_runModel->laneRanks()[snapshotRow]; lane >= 0)
        found |= m_laneWordMasks[static_cast<size_t>(lane)];
    if (found == all)
        return true;
    const QString &label = m_runModel->lowerLabels()[snapshotRow];
    for (qsizetype w = 0; w < m_words.size(); ++w) {
        if (!(found & (1U << w)) && !containsWord(label, m_words.at(w)))
            return false;
    }
    return true;
}

int RunFilterProxyModel::rowOfRun(qint64 runId) const
{
    if (!m_runModel)
        return -1;
    const int sourceRow = m_runModel->rowOfRun(runId);
    if (sourceRow < 0)
        return -1;
    return m_sourceToProxy[static_cast<size_t>(sourceRow)];
}

qint64 RunFilterProxyModel::runIdAt(int proxyRow) const
{
    if (!m_runModel || proxyRow < 0 || proxyRow >= rowCount())
        return 0;
    return m_runModel->runIdAt(m_proxyToSource[static_cast<size_t>(proxyRow)]);
}

QModelIndex RunFilterProxyModel::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!m_runModel || !proxyIndex.isValid() || proxyIndex.model() != this ||
        proxyIndex.row() >= rowCount())
        return {};
    return m_runModel->index(m_proxyToSource[static_cast<size_t>(proxyIndex.row())],
                             proxyIndex.column());
}

QModelIndex RunFilterProxyModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!m_runModel || !sourceIndex.isValid() || sourceIndex.model() != m_runModel ||
        static_cast<size_t>(sourceIndex.row()) >= m_sourceToProxy.size())
        return {};
    const int row = m_sourceToProxy[static_cast<size_t>(sourceIndex.row())];
    return row < 0 ? QModelIndex() : index(row, sourceIndex.column());
}

QModelIndex RunFilterProxyModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || row >= rowCount() || column < 0 || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex RunFilterProxyModel::parent(const QModelIndex &) const
{
    return {};
}

QModelIndex RunFilterProxyModel::sibling(int row, int column, const QModelIndex &) const
{
    return index(row, column);
}

int RunFilterProxyModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_proxyToSource.size());
}

int RunFilterProxyModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_runModel ? 0 : m_runModel->columnCount();
}

bool RunFilterProxyModel::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && rowCount() > 0 && columnCount() > 0;
}

QVariant RunFilterProxyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!m_runModel)
        return {};
    if (orientation == Qt::Horizontal) // the columns are the source's, filtered or not
        return m_runModel->headerData(section, orientation, role);
    if (section < 0 || section >= rowCount())
        return {};
    return m_runModel->headerData(m_proxyToSource[static_cast<size_t>(section)], orientation, role);
}

} // namespace lanebook
