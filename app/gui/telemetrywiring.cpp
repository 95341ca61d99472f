#include "app/gui/telemetrywiring.h"

#include "backends/notebook/read/notebookreader.h"
#include "backends/telemetry/telemetrysampler.h"
#include "backends/threads/threadhandoff.h"
#include "models/telemetry/telemetryhistory.h"
#include "models/telemetry/telemetrysourcespec.h"
#include "widgets/runs/runinspector.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/telemetry/gpumetersbar.h"
#include "widgets/telemetry/gputelemetrystriplist.h"
#include "widgets/telemetry/livetelemetrypage.h"

#include <QCoreApplication>
#include <QPointer>
#include <QProcessEnvironment>

namespace lanebook {

namespace {

TelemetrySourceOptions samplerOptions()
{
    TelemetrySourceOptions options = TelemetrySourceOptions::fromEnvironment();
    // The demo's fake host is a full eight-GPU box unless LANEBOOK_FAKE_GPUS says otherwise.
    if (!QProcessEnvironment::systemEnvironment().contains(QStringLiteral("LANEBOOK_FAKE_GPUS")))
        options.fakeGpuCount = 8;
    return options;
}

QStringList sourceChoices()
{
    QStringList choices;
    for (auto kind : {TelemetrySourceSpec::Kind::Auto, TelemetrySourceSpec::Kind::Nvml,
                      TelemetrySourceSpec::Kind::NvidiaSmi, TelemetrySourceSpec::Kind::XpuSmi,
                      TelemetrySourceSpec::Kind::AmdSmi, TelemetrySourceSpec::Kind::Sysfs,
                      TelemetrySourceSpec::Kind::Fake})
        choices << TelemetrySourceSpec::kindId(kind);
    return choices;
}

} // namespace

TelemetryWiring::TelemetryWiring(MainWindow *window, const QString &sourceSpec, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_history(new TelemetryHistory(TelemetryHistory::kDefaultCapacity, this))
    , m_sampler(new TelemetrySampler(this, samplerOptions()))
{
    // Batches arrive queued from the sampler's thread, one per tick for all GPUs.
    connect(m_sampler, &TelemetrySampler::batchReady, m_history, &TelemetryHistory::append);
    connect(m_sampler, &TelemetrySampler::sourceStarted, this,
            [this](const QString &sourceId, TelemetryCapabilities) {
                m_sourceStarted = true;
                m_history->setSourceStatus(sourceId, {});
            });
    // Before a source starts, its status is why it could not; after, a fault starting or
    // ending, which the batches carry too.
    connect(m_sampler, &TelemetrySampler::sourceStatus, this, [this](const QString &status) {
        if (!m_sourceStarted) // the page and the meters' tooltip say why, at length
            m_history->setSourceStatus(m_sourceSpec, status);
        else
            m_window->showStatusMessage(tr("Telemetry: %1").arg(status));
    });

    m_page = new LiveTelemetryPage(m_history);
    m_meters = new GpuMetersBar(m_history);
    m_window->addPage(m_page, tr("Live"));
    m_window->addStatusBarWidget(m_meters);
    connect(m_page, &LiveTelemetryPage::sourceRequested, this, [this](const QString &spec) {
        startSource(spec);
        Q_EMIT sourceChosen(spec);
    });
    connect(m_meters, &GpuMetersBar::gpuClicked, this, [this] { m_window->showPage(m_page); });
    connect(m_window, &MainWindow::runSelected, this, &TelemetryWiring::requestTrace);
    // The demo shows GPUs even where there are none.
    connect(m_window, &MainWindow::openDemoRequested, this, [this] {
        if (m_history->gpuCount() == 0)
            startSource(QStringLiteral("fake"));
    });

    const bool demo = QCoreApplication::arguments().contains(QStringLiteral("--demo"));
    startSource(demo                   ? QStringLiteral("fake")
                : sourceSpec.isEmpty() ? QStringLiteral("auto")
                                       : sourceSpec);
}

TelemetryWiring::~TelemetryWiring()
{
    // The views read the history this object owns: they go with it, whatever the window's
    // own lifetime (the sampler, a child, stops its source and joins its thread after).
    delete m_page.data();
    delete m_meters.data();
    for (const QPointer<QWidget> &strips : m_strips)
        delete strips.data();
}

TelemetryWiring *TelemetryWiring::install(MainWindow *window, QObject *root,
                                          const QString &sourceSpec)
{
    return new TelemetryWiring(window, sourceSpec, root);
}

QWidget *TelemetryWiring::createGpuStrips()
{
    auto *strips = new GpuTelemetryStripList(m_history);
    m_strips.emplace_back(strips);
    return strips;
}

void TelemetryWiring::startSource(const QString &sourceSpec)
{
    m_sourceSpec = sourceSpec;
    m_sourceStarted = false;
    m_history->clear();
    m_history->setSourceStatus(sourceSpec, {});
    m_page->setSourceChoices(sourceChoices(), sourceSpec);
    if (sourceSpec == QLatin1String("none")) {
        // Telemetry is off (LANEBOOK_TELEMETRY_SOURCE=none): the sampler reads nothing.
        ThreadHandoff::post(m_sampler, [sampler = m_sampler] { sampler->stop(); });
        m_history->setSourceStatus(sourceSpec, tr("telemetry is off (source \"none\")"));
        return;
    }
    ThreadHandoff::post(
        m_sampler, [sampler = m_sampler, sourceSpec] { sampler->start(sourceSpec, kSampleHz); });
}

void TelemetryWiring::requestTrace(qint64 runId)
{
    const QString path = m_window->notebookPath();
    if (runId == 0 || path.isEmpty()) {
        m_traceJobs.cancel(); // the selection is gone: an earlier run's trace is not shown
        return;
    }
    m_traceJobs.read(
        [path, runId](const JobToken &token) {
            return NotebookReader::telemetryOfRun(path, runId, token);
        },
        [this, runId](const RunTelemetry &trace) {
            m_window->inspector()->showTelemetry(runId, trace);
            Q_EMIT traceShown(runId, int(trace.samples.size()));
        });
}

} // namespace lanebook
