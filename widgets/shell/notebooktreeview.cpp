#include "widgets/shell/notebooktreeview.h"

#include "models/notebooktree/notebooktreemodel.h"
#include "widgets/common/charwidth.h"
#include "widgets/common/runlabelstyle.h"
#include "widgets/findings/findingstyle.h"

#include <QHeaderView>
#include <QMenu>
#include <QStyledItemDelegate>

#include <memory>

namespace lanebook {

namespace {

// Findings read in their verdict's colour, negative ones in bold: the same look as the
// Findings tab, so a dead end is visible from the tree too.
class NotebookTreeDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const int kind = index.data(NotebookTreeModel::NodeKindRole).toInt();
        if (kind == static_cast<int>(NotebookTreeModel::NodeKind::Run) &&
            index.column() == NotebookTreeModel::NameColumn) {
            // The runs of a sweep share their start time; what tells them apart is kept.
            RunLabelStyle::fitLabel(option);
            return;
        }
        if (kind != static_cast<int>(NotebookTreeModel::NodeKind::Finding))
            return;
        const QVariant verdictValue = index.data(NotebookTreeModel::FindingVerdictRole);
        const std::optional<FindingVerdict> verdict =
            verdictValue.isValid()
                ? std::optional(static_cast<FindingVerdict>(verdictValue.toInt()))
                : std::nullopt;
        const QColor color = FindingStyle::verdictColor(verdict, option->palette);
        option->palette.setColor(QPalette::Text, color);
        if (verdict == FindingVerdict::Negative)
            option->font.setBold(true);
    }
};

// A fresh notebook opens with its lanes expanded unless that means thousands of rows.
constexpr int kExpandAllUpToRuns = 2000;

} // namespace

NotebookTreeView::NotebookTreeView(QWidget *parent)
    : QTreeView(parent)
    , m_model(new NotebookTreeModel(this))
{
    setObjectName(QStringLiteral("notebookTree"));
    setModel(m_model);
    setItemDelegate(new NotebookTreeDelegate(this));
    setUniformRowHeights(true); // lanes of 100k runs stay cheap to scroll
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setTextElideMode(Qt::ElideMiddle);
    // Lane names whole (what tells two lanes apart is often at the end: the GPU, the
    // quantization), the tree scrolling sideways when a name is wider than the dock.
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(NotebookTreeModel::NameColumn, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(NotebookTreeModel::RunCountColumn,
                                   QHeaderView::ResizeToContents);
    header()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    connect(selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { onCurrentChanged(current); });
    connect(this, &QTreeView::expanded, this, [this](const QModelIndex &index) {
        if (index.data(NotebookTreeModel::NodeKindRole).toInt() ==
            static_cast<int>(NotebookTreeModel::NodeKind::Lane))
            m_expandedLanes.insert(index.data(NotebookTreeModel::LaneNameRole).toString());
    });
    connect(this, &QTreeView::collapsed, this, [this](const QModelIndex &index) {
        m_expandedLanes.remove(index.data(NotebookTreeModel::LaneNameRole).toString());
    });
    setContextMenuPolicy(Qt::CustomContextMenu);
    connect(this, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        std::unique_ptr<QMenu> menu(contextMenuFor(indexAt(at)));
        if (menu)
            menu->exec(viewport()->mapToGlobal(at));
    });
}

QMenu *NotebookTreeView::contextMenuFor(const QModelIndex &index)
{
    if (index.data(NotebookTreeModel::NodeKindRole).toInt() !=
        static_cast<int>(NotebookTreeModel::NodeKind::Lane))
        return nullptr;
    const QString lane = index.data(NotebookTreeModel::LaneNameRole).toString();
    if (lane.isEmpty())
        return nullptr;
    auto *menu = new QMenu(this);
    QAction *slo = menu->addAction(tr("Lane SLO…"));
    slo->setObjectName(QStringLiteral("laneSloAction"));
    slo->setToolTip(tr("The latency bounds the runs of lane %1 are judged against").arg(lane));
    connect(slo, &QAction::triggered, this, [this, lane] { Q_EMIT laneSloEditRequested(lane); });
    return menu;
}

QSize NotebookTreeView::sizeHint() const
{
    return {charWidthPx(fontMetrics()) * 56, 480};
}

void NotebookTreeView::setSnapshot(const RunTableSnapshotPtr &snapshot)
{
    const QSet<QString> expanded = m_expandedLanes;
    m_model->setSnapshot(snapshot);
    const bool firstFill = !m_expandedKnown && snapshot && !snapshot->rows.empty();
    const bool expandAll =
        firstFill && snapshot->rows.size() <= static_cast<size_t>(kExpandAllUpToRuns);
    m_expandedLanes.clear();
    for (int lane = 0; lane < m_model->rowCount(); ++lane) {
        const QModelIndex index = m_model->index(lane, 0);
        if (expandAll || expanded.contains(index.data(NotebookTreeModel::LaneNameRole).toString()))
            expand(index); // re-inserts into m_expandedLanes
    }
    if (firstFill)
        m_expandedKnown = true;
    expandFindings();
    selectRun(m_currentRunId);
}

void NotebookTreeView::setFindings(const std::vector<FindingSummary> &findings)
{
    const QSet<QString> expanded = m_expandedLanes;
    m_model->setFindings(findings);
    m_expandedLanes.clear();
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex index = m_model->index(row, 0);
        if (expanded.contains(index.data(NotebookTreeModel::LaneNameRole).toString()))
            expand(index);
    }
    expandFindings();
    selectRun(m_currentRunId);
}

void NotebookTreeView::expandFindings()
{
    for (int row = m_model->rowCount() - 1; row >= 0; --row) {
        const QModelIndex index = m_model->index(row, 0);
        if (index.data(NotebookTreeModel::NodeKindRole).toInt() ==
            static_cast<int>(NotebookTreeModel::NodeKind::FindingsGroup)) {
            expand(index);
            return;
        }
    }
}

void NotebookTreeView::selectRun(qint64 runId)
{
    m_currentRunId = runId;
    m_selecting = true;
    const QModelIndex index = m_model->indexOfRun(runId);
    if (index.isValid()) {
        expand(index.parent());
        selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                     QItemSelectionModel::Rows);
        scrollTo(index);
    } else {
        selectionModel()->clear();
    }
    m_selecting = false;
}

void NotebookTreeView::onCurrentChanged(const QModelIndex &current)
{
    if (m_selecting || !current.isValid())
        return;
    if (const qint64 findingId = current.data(NotebookTreeModel::FindingIdRole).toLongLong();
        findingId != 0) {
        Q_EMIT findingActivated(findingId);
        return;
    }
    const qint64 runId = current.data(NotebookTreeModel::RunIdRole).toLongLong();
    if (runId == 0 || runId == m_currentRunId)
        return;
    m_currentRunId = runId;
    Q_EMIT currentRunChanged(runId);
}

} // namespace lanebook
