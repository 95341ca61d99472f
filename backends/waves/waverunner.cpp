#include "backends/waves/waverunner.h"

#include "backends/waves/waveruntr.h"

#include "backends/secrets/wavesecrets.h"
#include "backends/threads/threadhandoff.h"
#include "backends/waves/waveexecution.h"
#include "models/waves/waveplanjson.h"

namespace lanebook {

WaveRunner::WaveRunner(QObject *parent)
    : QObject(parent)
    , m_waveThread(std::make_unique<QObject>(), QStringLiteral("wave"))
{
    m_waveThread.start();
}

WaveRunner::~WaveRunner()
{
    if (m_control)
        m_control->requestAbort();
    m_waveThread.stop(); // after the wave's call returned
}

bool WaveRunner::isRunning() const
{
    return m_running.load();
}

void WaveRunner::start(const lanebook::WavePlan &plan, const QString &notebookPath)
{
    WaveOutcome refused;
    refused.status = WaveStatus::Failed;
    if (isRunning()) {
        refused.errors << WaveRunTr::tr(
            "A wave is already running; wait for it or abort it first.");
        Q_EMIT waveFinished(refused);
        return;
    }
    refused.errors = validateWavePlan(plan);
    if (!refused.errors.isEmpty()) {
        Q_EMIT waveFinished(refused);
        return;
    }
    // The keychain is asked here, on the GUI thread (QtKeychain's rule), before the wave's
    // thread starts; a secret that resolves nowhere refuses the wave.
    WaveSecrets secrets = resolveWaveSecrets(plan, SecretStore());
    if (!secrets.errors.isEmpty()) {
        refused.errors = secrets.errors;
        Q_EMIT waveFinished(refused);
        return;
    }
    m_control = std::make_shared<WaveControl>();
    m_running.store(true);
    const WaveOptions options{m_pidDirectory, m_telemetry, m_telemetryUnavailable,
                              std::move(secrets.values)};
    ThreadHandoff::post(m_waveThread.worker(), [this, plan, notebookPath, options,
                                                control = m_control] {
        WaveObserver observer;
        observer.started = [this](qint64 id, const std::vector<WaveStep> &steps) {
            Q_EMIT waveStarted(id, steps);
        };
        observer.stepStarted = [this](const WaveStep &step) { Q_EMIT stepStarted(step); };
        observer.progressed = [this](const WaveProgress &p) { Q_EMIT progressed(p); };
        observer.stepFinished = [this](const WaveStepResult &r) { Q_EMIT stepFinished(r); };
        observer.armFailed = [this](const QString &arm, const QString &why) {
            Q_EMIT armFailed(arm, why);
        };
        observer.noted = [this](const QString &message) { Q_EMIT noted(message); };
        const WaveOutcome outcome = executeWave(plan, notebookPath, *control, observer, options);
        m_running.store(false);
        Q_EMIT waveFinished(outcome);
    });
}

void WaveRunner::pause()
{
    if (m_control && isRunning())
        m_control->requestPause();
}

void WaveRunner::resume()
{
    if (m_control)
        m_control->resume();
}

void WaveRunner::skip()
{
    if (m_control && isRunning())
        m_control->requestSkip();
}

void WaveRunner::abort()
{
    if (m_control && isRunning())
        m_control->requestAbort();
}

} // namespace lanebook
