#pragma once

#include "models/runtablemodel.h"

#include <QSet>
#include <QTreeView>

namespace lanebook {

class NotebookTreeModel;

// The notebook tree dock's view: lanes with their run counts, runs under them. Lives in
// the GUI thread. Keeps which lanes are expanded across snapshot refreshes.
class NotebookTreeView : public QTreeView
{
    Q_OBJECT
public:
    explicit NotebookTreeView(QWidget *parent = nullptr);

    void setSnapshot(const RunTableSnapshotPtr &snapshot);
    // Selects (and reveals) the run without emitting currentRunChanged.
    void selectRun(qint64 runId);
    NotebookTreeModel *treeModel() const { return m_model; }
    QSize sizeHint() const override;

Q_SIGNALS:
    void currentRunChanged(qint64 runId);

private:
    void onCurrentChanged(const QModelIndex &current);

    NotebookTreeModel *m_model = nullptr;
    QSet<QString> m_expandedLanes;
    bool m_expandedKnown = false; // false until the first non-empty snapshot
    qint64 m_currentRunId = 0;
    bool m_selecting = false;
};

} // namespace lanebook
