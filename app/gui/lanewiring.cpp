#include "app/gui/lanewiring.h"

#include "app/gui/compositionroot.h"
#include "backends/notebook/notebookwriter.h"
#include "backends/notebook/read/notebookreader.h"
#include "backends/threads/threadhandoff.h"
#include "models/notebooktree/notebooktreemodel.h"
#include "widgets/shell/laneslodialog.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/notebooktreeview.h"

#include <QHash>

namespace lanebook {

LaneWiring::LaneWiring(MainWindow *window, CompositionRoot *root)
    : QObject(root)
    , m_window(window)
    , m_writer(root->writer())
{
    connect(m_writer, &NotebookWriter::notebookOpened, this, [this](const QString &path, qint64) {
        m_notebookPath = path;
        m_laneJobs.cancel();
        m_window->notebookTree()->treeModel()->setLaneSlos({});
        requestLanes();
    });
    connect(m_writer, &NotebookWriter::notebookChangedElsewhere, this, [this](const QString &path) {
        if (path == m_notebookPath)
            requestLanes();
    });
    connect(m_writer, &NotebookWriter::laneChanged, this, [this](const QString &lane) {
        m_writePending = false;
        m_window->showStatusMessage(tr("The SLO of lane %1 was saved.").arg(lane));
        requestLanes();
    });
    connect(m_writer, &NotebookWriter::writeFailed, this, [this](const QString &message) {
        if (!m_writePending)
            return;
        m_writePending = false;
        m_window->showError(tr("The lane's SLO was not saved: %1").arg(message));
    });
    connect(m_window->notebookTree(), &NotebookTreeView::laneSloEditRequested, this,
            &LaneWiring::editLaneSlo);
}

LaneWiring *LaneWiring::install(MainWindow *window, CompositionRoot *root)
{
    return new LaneWiring(window, root);
}

void LaneWiring::requestLanes()
{
    if (m_notebookPath.isEmpty())
        return;
    m_laneJobs.read([path = m_notebookPath](
                        const JobToken &token) { return NotebookReader::laneSlos(path, token); },
                    [this](const QHash<QString, Slo> &slos) {
                        m_window->notebookTree()->treeModel()->setLaneSlos(slos);
                        Q_EMIT laneSlosShown(static_cast<int>(slos.size()));
                    });
}

void LaneWiring::editLaneSlo(const QString &lane)
{
    LaneSloDialog dialog(lane, m_window->notebookTree()->treeModel()->laneSlo(lane), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_writePending = true;
    ThreadHandoff::post(m_writer,
                        [w = m_writer, lane, slo = dialog.slo()] { w->setLaneSlo(lane, slo); });
}

} // namespace lanebook
