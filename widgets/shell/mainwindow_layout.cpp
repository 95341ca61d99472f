// MainWindow: how the docks share the window's width. A first start gives them their default
// shares, a resize keeps their shares, View › Reset Layout puts them back.
#include "widgets/shell/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QResizeEvent>

#include <algorithm>
#include <utility>

namespace lanebook {

void MainWindow::createLayoutActions()
{
    m_resetLayoutAction = new QAction(tr("Reset &Layout"), this);
    m_resetLayoutAction->setObjectName(QStringLiteral("resetLayoutAction"));
    m_resetLayoutAction->setStatusTip(tr(
        "Put the notebook tree and the inspector back beside the tabs, at their default widths"));
    connect(m_resetLayoutAction, &QAction::triggered, this, &MainWindow::resetLayout);
}

void MainWindow::resetLayout()
{
    // Out of wherever the user put them (floating, tabbed together, another side) and back
    // where createDocks() put them.
    const std::pair<QDockWidget *, Qt::DockWidgetArea> homes[] = {
        {m_treeDock, Qt::LeftDockWidgetArea}, {m_inspectorDock, Qt::RightDockWidgetArea}};
    for (const auto &[dock, area] : homes) {
        dock->setFloating(false);
        removeDockWidget(dock);
        addDockWidget(area, dock);
    }
    // Closed docks come back; while no notebook is open, when one is.
    m_treeDockWanted = true;
    m_inspectorDockWanted = true;
    if (!m_docksParked) {
        m_treeDock->show();
        m_inspectorDock->show();
    }
    // Their widths: the default shares of the window's, as at a first start.
    m_dockSharesPending = true;
    applyPendingDockShares();
    Q_EMIT layoutReset();
}

bool MainWindow::restoreDockState(const QByteArray &state)
{
    const bool restored = !state.isEmpty() && restoreState(state);
    if (restored)
        m_dockSharesPending = false;
    return restored;
}

void MainWindow::applyPendingDockShares()
{
    // Docks hidden until a notebook is open have no width to give yet: they get it then.
    if (!m_dockSharesPending || !m_shownOnce || m_docksParked)
        return;
    m_dockSharesPending = false;
    // Docks shown a moment ago have no place in the layout until it runs: resized now, they
    // would be laid out at their size hints after all.
    QMetaObject::invokeMethod(
        this, [this] { setDockShares(kDefaultTreeShare, kDefaultInspectorShare); },
        Qt::QueuedConnection);
}

void MainWindow::setDockShares(double treeShare, double inspectorShare)
{
    QList<QDockWidget *> docks;
    QList<int> widths;
    for (const auto &[dock, share] :
         {std::pair{m_treeDock, treeShare}, std::pair{m_inspectorDock, inspectorShare}}) {
        if (dock->isHidden() || dock->isFloating() || share <= 0)
            continue;
        docks << dock;
        widths << std::max(dock->minimumSizeHint().width(), int(width() * share));
    }
    if (!docks.isEmpty())
        resizeDocks(docks, widths, Qt::Horizontal);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_shownOnce)
        return;
    m_shownOnce = true;
    // A first start: the docks get their shares, not whatever their size hints add up to.
    applyPendingDockShares();
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    // The layout has already given the change in width to the central tabs; the docks' widths
    // are still those of the old size, so their shares are measured against that one.
    const int oldWidth = event->oldSize().width();
    const auto shareOf = [oldWidth](QDockWidget *dock) {
        return dock->isVisible() && !dock->isFloating() ? double(dock->width()) / oldWidth : 0.0;
    };
    const double treeShare = oldWidth > 0 ? shareOf(m_treeDock) : 0.0;
    const double inspectorShare = oldWidth > 0 ? shareOf(m_inspectorDock) : 0.0;
    QMainWindow::resizeEvent(event);
    if (m_shownOnce && oldWidth > 0 && event->size().width() != oldWidth)
        setDockShares(treeShare, inspectorShare);
}

} // namespace lanebook
