#include "app/gui/wavewiring.h"

#include "app/gui/compositionroot.h"
#include "backends/export/exportoutcome.h"
#include "backends/launcher/serverlauncher.h"
#include "backends/telemetry/telemetryrecorder.h"
#include "backends/telemetry/telemetrysampler.h"
#include "backends/waves/waverunner.h"
#include "models/notebooktree/notebooktreemodel.h"
#include "models/waves/waveplanjson.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/notebooktreeview.h"
#include "widgets/waves/wavemonitor.h"
#include "widgets/waves/waveplanner.h"
#include "widgets/waves/wavespage.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTimer>

namespace lanebook {

namespace {

// The plan as a file. A plan saved for the user keeps the lane's SLO the lane's: a plan that
// took it names none of its own. The draft keeps it, since the lanes are not read yet when the
// draft is restored at start.
std::string planFileText(const WavePlan &plan, bool draft = false)
{
    nlohmann::json json = wavePlanToJson(plan);
    if (plan.sloFromLane && !draft)
        json.erase("slo");
    return json.dump(2) + "\n";
}

} // namespace

WaveWiring::WaveWiring(MainWindow *window, CompositionRoot *root)
    : QObject(root)
    , m_window(window)
    , m_root(root)
    , m_page(new WavesPage)
    , m_runner(new WaveRunner(this))
    , m_draftTimer(new QTimer(this))
{
    m_window->addPage(m_page, tr("Waves"));
    WavePlanner *planner = m_page->planner();
    // A lane typed into the planner brings its SLO (the lanes' SLOs as LaneWiring last read).
    planner->setLaneSloLookup(laneSlos());
    connect(planner, &WavePlanner::openPlanRequested, this, &WaveWiring::openPlan);
    connect(planner, &WavePlanner::savePlanRequested, this, &WaveWiring::savePlan);
    connect(planner, &WavePlanner::startWaveRequested, this, &WaveWiring::startWave);
    connectRunner();
    cleanUpStaleServers();
    restoreDraft();
    // Typing is coalesced: the draft is written a second after the last edit.
    m_draftTimer->setSingleShot(true);
    m_draftTimer->setInterval(1000);
    connect(m_draftTimer, &QTimer::timeout, this, &WaveWiring::saveDraft);
    connect(planner, &WavePlanner::planEdited, m_draftTimer, qOverload<>(&QTimer::start));
}

WaveWiring::~WaveWiring()
{
    if (m_draftTimer->isActive() && m_page)
        saveDraft(); // the last edit is not lost to the timer
    // The runner's destructor aborts a running wave and waits for its servers to stop; it
    // must go before the window its signals feed.
    delete m_runner;
    m_runner = nullptr;
}

WaveWiring *WaveWiring::install(MainWindow *window, CompositionRoot *root)
{
    return new WaveWiring(window, root);
}

void WaveWiring::watchTelemetry(TelemetrySampler *sampler, QWidget *gpuView)
{
    if (!m_telemetry)
        m_telemetry = std::make_unique<TelemetryRecorder>();
    // Both live in the GUI thread: each batch is handed over as it arrives, and the wave's
    // thread takes its runs' windows out of the (locked) recorder. A source that reads
    // nothing leaves the windows empty; the wave then says so once.
    connect(sampler, &TelemetrySampler::batchReady, this, [this](const TelemetryBatch &batch) {
        m_telemetry->append(batch);
        // The planner checks its GPUs against the machine's as the user edits.
        if (m_page) {
            QList<int> gpus;
            for (const GpuIdentity &gpu : batch.gpus)
                gpus << gpu.index;
            m_page->planner()->setMachineGpus(gpus, m_telemetrySourceId);
        }
    });
    connect(sampler, &TelemetrySampler::sourceStarted, this,
            [this](const QString &sourceId) { m_telemetrySourceId = sourceId; });
    // A status comes before a source starts (its batches then say which GPUs there are) or
    // instead of it (none can be read): until a batch says otherwise, nothing is checked.
    connect(sampler, &TelemetrySampler::sourceStatus, this, [this] {
        if (m_page)
            m_page->planner()->setMachineGpus({}, {});
    });
    m_runner->setTelemetryRecorder(m_telemetry.get());
    if (gpuView && m_page)
        m_page->monitor()->setTelemetryWidget(gpuView);
}

void WaveWiring::connectRunner()
{
    WaveMonitor *monitor = m_page->monitor();
    // Emitted from the wave's thread: every connection to a widget is queued.
    connect(m_runner, &WaveRunner::waveStarted, monitor, &WaveMonitor::startWave);
    connect(m_runner, &WaveRunner::stepStarted, monitor, &WaveMonitor::startStep);
    connect(m_runner, &WaveRunner::progressed, monitor, &WaveMonitor::updateProgress);
    connect(m_runner, &WaveRunner::stepFinished, monitor, &WaveMonitor::finishStep);
    connect(m_runner, &WaveRunner::armFailed, monitor, &WaveMonitor::failArm);
    connect(m_runner, &WaveRunner::noted, monitor, &WaveMonitor::note);
    connect(m_runner, &WaveRunner::waveFinished, monitor, &WaveMonitor::finishWave);
    connect(m_runner, &WaveRunner::waveFinished, this, [this](const WaveOutcome &outcome) {
        m_page->planner()->setWaveRunning(false);
        if (outcome.status != WaveStatus::Finished && !outcome.errors.isEmpty())
            m_window->showStatusMessage(outcome.errors.first());
        // The wave wrote its runs through its own connection; opening the notebook again
        // makes every view take a fresh snapshot.
        if (outcome.waveId != 0 && !m_root->notebookPath().isEmpty())
            m_root->openNotebook(m_root->notebookPath());
    });
    // WaveControl is thread-safe: these are direct calls, never queued behind the wave.
    connect(monitor, &WaveMonitor::pauseRequested, m_runner, &WaveRunner::pause);
    connect(monitor, &WaveMonitor::resumeRequested, m_runner, &WaveRunner::resume);
    connect(monitor, &WaveMonitor::skipRequested, m_runner, &WaveRunner::skip);
    connect(monitor, &WaveMonitor::abortRequested, m_runner, &WaveRunner::abort);
    // The wave's runs are in the notebook the window shows (reopened when the wave ended).
    connect(monitor, &WaveMonitor::compareArmsRequested, m_window, &MainWindow::compareRuns);
}

LaneSloLookup WaveWiring::laneSlos() const
{
    const NotebookTreeModel *tree = m_window->notebookTree()->treeModel();
    return [tree](const QString &lane) { return tree->laneSlo(lane); };
}

void WaveWiring::openPlan(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_window->showError(
            tr("Could not read the wave plan %1: %2").arg(path, file.errorString()));
        return;
    }
    // A plan that names its lane and no SLO takes the lane's, as the CLI's does.
    const WavePlanParse parse =
        parseWavePlan(file.readAll(), QFileInfo(path).completeBaseName(), laneSlos());
    if (!parse.plan) {
        m_page->planner()->showFileError(tr("%1 was not opened").arg(QFileInfo(path).fileName()));
        m_window->showError(tr("The wave plan %1 has problems; nothing was changed.\n\n%2")
                                .arg(path, parse.errors.join(u'\n')));
        return;
    }
    m_page->planner()->setPlan(*parse.plan);
    m_page->planner()->setPlanFile(path);
}

void WaveWiring::savePlan(const QString &path, const WavePlan &plan)
{
    if (const Expected<void> written =
            writeExportFile(path, QByteArray::fromStdString(planFileText(plan)));
        !written) {
        m_window->showError(tr("Could not save the wave plan: %1").arg(written.error()));
        return;
    }
    m_page->planner()->setPlanFile(path);
    m_window->showStatusMessage(tr("Wave plan saved to %1").arg(path));
}

void WaveWiring::startWave(const WavePlan &plan)
{
    if (m_root->notebookPath().isEmpty()) {
        m_window->showError(tr("Open or create a notebook first: a wave records its runs there."));
        return;
    }
    if (m_runner->isRunning()) {
        m_window->showError(tr("A wave is already running; wait for it or abort it first."));
        return;
    }
    // GPUs this machine does not have (as the Live tab's source sees them) refuse the plan.
    if (m_telemetry) {
        const QStringList absent =
            checkPlanGpusPresent(plan, m_telemetry->latestGpuIndices(), m_telemetrySourceId);
        if (!absent.isEmpty()) {
            m_window->showError(
                tr("The wave cannot start:\n%1").arg(absent.join(QLatin1Char('\n'))));
            return;
        }
    }
    m_page->planner()->setWaveRunning(true);
    m_page->monitor()->expectWave(plan.name);
    m_page->focusMonitor(true);
    m_runner->start(plan, m_root->notebookPath());
}

QString WaveWiring::draftPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("wave-plan-draft.json"));
}

void WaveWiring::restoreDraft()
{
    QFile file(draftPath());
    if (!file.open(QIODevice::ReadOnly))
        return; // no draft yet: the planner's example stays
    const WavePlanParse parse = parseWavePlan(file.readAll());
    // A draft may be half-edited and invalid; what parses is restored, the rest is dropped
    // rather than blocking the planner.
    if (parse.plan)
        m_page->planner()->setPlan(*parse.plan);
    else
        qWarning("Ignoring the wave plan draft %s: %s", qPrintable(draftPath()),
                 qPrintable(parse.errors.join(QStringLiteral("; "))));
}

void WaveWiring::saveDraft()
{
    m_draftTimer->stop();
    if (const Expected<void> written = writeExportFile(
            draftPath(), QByteArray::fromStdString(planFileText(m_page->planner()->plan(), true)));
        !written)
        m_window->showStatusMessage(
            tr("Could not keep the wave plan draft: %1").arg(written.error()));
}

void WaveWiring::cleanUpStaleServers()
{
    m_cleanUpJobs.start([] { return ServerLauncher().cleanUpStaleServers(); },
                        [this](int stopped) {
                            if (stopped > 0)
                                m_window->showStatusMessage(
                                    tr("Stopped %n inference server(s) left running by a Lanebook "
                                       "that ended without stopping them.",
                                       nullptr, stopped));
                            Q_EMIT staleServersCleaned(stopped);
                        });
}

} // namespace lanebook
