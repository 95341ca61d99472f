#pragma once

#include "models/run/runformat.h"

#include <QSortFilterProxyModel>
#include <QStringList>

#include <optional>
#include <vector>

namespace lanebook {

class RunTableModel;

// Filters the Runs table by text and by format, model and lane. Lives in the GUI thread.
// Reads the RunTableModel's rows directly (no QVariant per cell). Text words are matched
// once per distinct model, lane and format (a bit mask per value), so a row costs one
// search in its pre-lowered label plus three mask lookups. Sorting is passed down to the
// source model, which sorts by permutation; this proxy keeps source order. Each criterion
// change re-filters with one layout change, never row-by-row removals, which would cost a
// signal per removed range on 100k rows.
class RunFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit RunFilterProxyModel(QObject *parent = nullptr);

    void setRunTableModel(RunTableModel *model);
    RunTableModel *runTableModel() const { return m_runModel; }

    // Whitespace-separated words; a row matches when label, model, lane or format
    // contain every word, case-insensitively.
    void setFilterText(const QString &text);
    QString filterText() const { return m_filterText; }
    void setFormatFilter(std::optional<RunFormat> format); // nullopt: any format
    std::optional<RunFormat> formatFilter() const { return m_format; }
    void setModelFilter(const QString &model); // empty: any model
    QString modelFilter() const { return m_model; }
    void setLaneFilter(const QString &lane); // empty: any lane
    QString laneFilter() const { return m_lane; }

    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    // Proxy row of a run, or -1 when the run is filtered out or absent.
    int rowOfRun(qint64 runId) const;
    qint64 runIdAt(int proxyRow) const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void refilter();
    void ensureWordMasks() const;

    RunTableModel *m_runModel = nullptr;
    QString m_filterText;
    QStringList m_words; // lowered; at most 32 are used (one bit each)
    // Which words each distinct model, lane and format contains; rebuilt when the words
    // or the source snapshot change.
    mutable std::vector<quint32> m_modelWordMasks;
    mutable std::vector<quint32> m_laneWordMasks;
    mutable std::vector<quint32> m_formatWordMasks;
    mutable quint64 m_maskGeneration = 0;
    mutable bool m_masksValid = false;
    std::optional<RunFormat> m_format;
    QString m_model;
    QString m_lane;
};

} // namespace lanebook
