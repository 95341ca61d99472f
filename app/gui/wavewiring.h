#pragma once

#include "app/gui/jobtracker.h"

#include "models/waves/waveplan.h"
#include "models/waves/waveplanjson.h"
#include "widgets/waves/wavespage.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>

class QTimer;

namespace lanebook {

class CompositionRoot;
class MainWindow;
class TelemetryRecorder;
class TelemetrySampler;
class WaveRunner;

// Adds the Waves tab (planner and monitor) to the main window and connects it to the wave
// runner (GUI thread). The runner runs each wave on its own thread and reports back with
// queued signals; pause, skip and abort reach it through its thread-safe control. Plan files
// are read and written here, not in the widgets. At start, servers a crashed Lanebook left
// running are stopped (on the thread pool: it can take a stop grace period). The plan being
// edited is kept as a draft file (no Save button needed) and restored at the next start.
class WaveWiring : public QObject
{
    Q_OBJECT
public:
    WaveWiring(MainWindow *window, CompositionRoot *root);
    ~WaveWiring() override;

    // One line in the composition root: new WaveWiring(window, root) parented to root.
    static WaveWiring *install(MainWindow *window, CompositionRoot *root);

    WavesPage *page() const { return m_page; }
    // <app data>/wave-plan-draft.json
    static QString draftPath();
    WaveRunner *runner() const { return m_runner; }
    // The GUI's telemetry (TelemetryWiring's sampler and a per-GPU view of its history): every
    // wave run keeps its own GPUs' trace from the sampler's batches, and the monitor shows
    // gpuView in its telemetry area. One line in the composition root, after both wirings:
    //   waves->watchTelemetry(live->sampler(), live->createGpuStrips());
    void watchTelemetry(TelemetrySampler *sampler, QWidget *gpuView);

Q_SIGNALS:
    // The stale-server sweep at start has ended (for tests).
    void staleServersCleaned(int stopped);

private:
    void openPlan(const QString &path);
    // The SLO each lane sets, as LaneWiring last read them into the notebook tree.
    LaneSloLookup laneSlos() const;
    void savePlan(const QString &path, const lanebook::WavePlan &plan);
    void startWave(const lanebook::WavePlan &plan);
    void connectRunner();
    void cleanUpStaleServers();
    void restoreDraft();
    void saveDraft();

    MainWindow *m_window;
    CompositionRoot *m_root;
    QPointer<WavesPage> m_page; // owned by the window's tabs
    WaveRunner *m_runner;
    QTimer *m_draftTimer;
    JobTracker m_cleanUpJobs{this};
    // Outlives the runner's thread: the destructor deletes the runner first.
    std::unique_ptr<TelemetryRecorder> m_telemetry;
    QString m_telemetrySourceId; // the Live tab's source, once started
};

} // namespace lanebook
