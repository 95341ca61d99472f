#include "widgets/shell/mainwindow.h"

#include <QStatusBar>
#include <QTabWidget>

namespace lanebook {

void MainWindow::addPage(QWidget *page, const QString &title)
{
    m_tabs->addTab(page, title);
}

void MainWindow::showPage(QWidget *page)
{
    m_tabs->setCurrentWidget(page);
}

void MainWindow::addStatusBarWidget(QWidget *widget)
{
    statusBar()->addPermanentWidget(widget);
}

} // namespace lanebook
