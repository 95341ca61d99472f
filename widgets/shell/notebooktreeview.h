#pragma once

#include "models/findings/finding.h"
#include "models/runtable/runtablemodel.h"

#include <QSet>
#include <QTreeView>

class QMenu;

namespace lanebook {

class NotebookTreeModel;

// The notebook tree dock's view: lanes with their run counts, runs under them, then the
// findings with their verdicts (negative ones stand out, as in the Findings tab). Lives in
// the GUI thread. Keeps which lanes are expanded across snapshot refreshes. A lane's context
// menu asks for its SLO to be edited (the app opens LaneSloDialog and writes it).
class NotebookTreeView : public QTreeView
{
    Q_OBJECT
public:
    explicit NotebookTreeView(QWidget *parent = nullptr);

    void setSnapshot(const RunTableSnapshotPtr &snapshot);
    void setFindings(const std::vector<FindingSummary> &findings);
    // Selects (and reveals) the run without emitting currentRunChanged.
    void selectRun(qint64 runId);
    NotebookTreeModel *treeModel() const { return m_model; }
    // The context menu of a node (the caller owns it): a lane's offers "Lane SLO…", which
    // emits laneSloEditRequested. Null for nodes without one.
    QMenu *contextMenuFor(const QModelIndex &index);
    QSize sizeHint() const override;

Q_SIGNALS:
    void currentRunChanged(qint64 runId);
    void findingActivated(qint64 findingId);
    void laneSloEditRequested(const QString &lane);

private:
    void onCurrentChanged(const QModelIndex &current);
    void expandFindings();

    NotebookTreeModel *m_model = nullptr;
    QSet<QString> m_expandedLanes;
    bool m_expandedKnown = false; // false until the first non-empty snapshot
    qint64 m_currentRunId = 0;
    bool m_selecting = false;
};

} // namespace lanebook
