#include "models/runtable/runfilterproxymodel.h"

#include "models/runtable/runtablemodel.h"

namespace lanebook {

RunFilterProxyModel::RunFilterProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{}

void RunFilterProxyModel::setRunTableModel(RunTableModel *model)
{
    m_runModel = model;
    setSourceModel(model);
}

void RunFilterProxyModel::setFilterText(const QString &text)
{
    if (text == m_filterText)
        return;
    m_filterText = text;
    m_words = text.toLower().simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    m_words = m_words.mid(0, 32);
    m_masksValid = false;
    refilter();
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

void RunFilterProxyModel::refilter()
{
    // invalidate() is one layoutAboutToBeChanged/layoutChanged pair; invalidateFilter()
    // would announce every removed range separately.
    invalidate();
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

bool RunFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_runModel || sourceParent.isValid())
        return false;
    const auto &row = m_runModel->rowAt(sourceRow);
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
    if (const int model = m_runModel->modelRankAt(sourceRow); model >= 0)
        found |= m_modelWordMasks[static_cast<size_t>(model)];
    if (const int lane = m_runModel->laneRankAt(sourceRow); lane >= 0)
        found |= m_laneWordMasks[static_cast<size_t>(lane)];
    if (found == all)
        return true;
    const QString &label = m_runModel->lowerLabelAt(sourceRow);
    for (qsizetype w = 0; w < m_words.size(); ++w) {
        if (!(found & (1U << w)) && !label.contains(m_words.at(w)))
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
    return mapFromSource(m_runModel->index(sourceRow, 0)).row();
}

qint64 RunFilterProxyModel::runIdAt(int proxyRow) const
{
    if (!m_runModel || proxyRow < 0 || proxyRow >= rowCount())
        return 0;
    return m_runModel->runIdAt(mapToSource(index(proxyRow, 0)).row());
}

} // namespace lanebook
