#pragma once

#include "models/run/runformat.h"

#include <QAbstractProxyModel>
#include <QStringList>

#include <optional>
#include <vector>

namespace lanebook {

class RunTableModel;

// Filters the Runs table by text and by format, model and lane. Lives in the GUI thread.
// Built for a million runs, where QSortFilterProxyModel re-ran the filter over every row
// and rebuilt its hash-based mapping on each sort (~0.5 s): here the verdict of each run is
// kept by its snapshot row (RunTableModel::snapshotRowAt), which no sort changes, so a
// sort re-maps in one pass over two int vectors, and only a criterion change or a new
// snapshot runs the filter again. Rows are read directly (no QVariant per cell); text words
// are matched once per distinct model, lane and format (a bit mask per value), so a row
// costs one search in its pre-lowered label plus three mask lookups. Sorting is passed down
// to the source model, which sorts by permutation; this proxy keeps source order. Every
// change is one reset or one layout change, never row-by-row removals.
//
// The source is a RunTableModel, which changes by reset, layout change (sort) or data change
// (metric values filled in), never by inserting or removing rows.
class RunFilterProxyModel : public QAbstractProxyModel
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

    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex &index) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

protected:
    // Whether the run at this snapshot row (RunTableModel::snapshotRowAt) passes every
    // criterion.
    bool acceptsSnapshotRow(size_t snapshotRow) const;

private:
    void setSourceModel(QAbstractItemModel *model) override;
    void connectSource();
    // A criterion changed: the filter runs over every run again (only over the runs shown
    // when it narrows), in one layout change.
    void refilter(bool narrows = false);
    // The filter's verdict on every run (after a new snapshot or criterion), or only on the
    // runs accepted so far.
    void evaluateAll(bool onlyAccepted = false);
    // The accepted runs in source order (after any of the above, or a sort).
    void remap();
    // One layout change (the source's sort, or a criterion here) between these two: the
    // persistent indexes follow their runs by snapshot row, or become invalid when their run
    // is filtered out.
    void beginLayout(QAbstractItemModel::LayoutChangeHint hint);
    void endLayout(QAbstractItemModel::LayoutChangeHint hint);
    void ensureWordMasks() const;
    bool isFiltering() const;

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

    std::vector<char> m_acceptedBySnapshotRow; // the filter's verdict per snapshot row
    std::vector<int> m_proxyToSource;          // accepted source rows, ascending
    std::vector<int> m_sourceToProxy;          // -1: filtered out
    std::vector<int> m_persistentSnapshotRows; // between beginLayout() and endLayout()
    QModelIndexList m_persistentBefore;
};

} // namespace lanebook
