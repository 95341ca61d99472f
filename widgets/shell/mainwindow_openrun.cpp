#include "widgets/shell/mainwindow.h"

#include "widgets/runs/runspage.h"
#include "widgets/shell/notebooktreeview.h"

#include <QTabWidget>

namespace lanebook {

void MainWindow::openRun(qint64 runId)
{
    if (runId == 0)
        return;
    m_tabs->setCurrentWidget(m_runsPage);
    m_runsPage->selectRun(runId);
    m_tree->selectRun(runId);
    setCurrentRun(runId);
}

} // namespace lanebook
