#include "widgets/runs/runspage.h"

#include <QAction>
#include <QItemSelectionModel>
#include <QTableView>

namespace lanebook {

void RunsPage::createAnnotateAction()
{
    m_annotateAction = new QAction(tr("&Annotate…"), this);
    m_annotateAction->setObjectName(QStringLiteral("annotateRunAction"));
    m_annotateAction->setToolTip(tr("Add a note or a tag to the run, or override its status "
                                    "with a reason"));
    m_annotateAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_annotateAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_table->addAction(m_annotateAction);
    connect(m_annotateAction, &QAction::triggered, this, [this] {
        const QList<qint64> selected = selectedRunIds();
        const qint64 runId = selected.size() == 1 ? selected.first() : m_currentRunId;
        if (runId != 0)
            Q_EMIT annotateRequested(runId);
    });
    auto update = [this] {
        const QList<qint64> selected = selectedRunIds();
        m_annotateAction->setEnabled(selected.size() == 1 ||
                                     (selected.isEmpty() && m_currentRunId != 0));
    };
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, update);
    update();
}

} // namespace lanebook
