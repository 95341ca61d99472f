#pragma once

#include "app/gui/jobtracker.h"
#include "models/telemetry/runtelemetry.h"
#include "widgets/telemetry/gpumetersbar.h"
#include "widgets/telemetry/livetelemetrypage.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <vector>

namespace lanebook {

class MainWindow;
class TelemetryHistory;
class TelemetrySampler;

// The Live tab's wiring (widgets/telemetry/): telemetry source, sampler thread, dashboard. Lives in
// the GUI thread. Creates the telemetry sampler (which reads its source on its own thread), the
// history its batches feed here, the Live page and the status-bar meters, and adds both to the
// window; reads a selected run's recorded trace on the thread pool for the inspector. With no
// source the page says "No GPU telemetry: <why>"; `lanebook --demo` uses the fake source's eight
// GPUs.
//
//   TelemetryWiring::install(window, this);  // in the composition root
//
// The wave monitor shows createGpuStrips() (a GpuTelemetryStrip per GPU); waves record their
// runs' telemetry from sampler() through WaveWiring::watchTelemetry (a TelemetryRecorder), not
// through setActiveRun: wiring both would store each trace twice.
class TelemetryWiring : public QObject
{
    Q_OBJECT
public:
    static constexpr int kSampleHz = 10;

    // sourceSpec as `lanebook-cli telemetry --source` takes it; "auto" when empty.
    explicit TelemetryWiring(MainWindow *window, const QString &sourceSpec = QStringLiteral("auto"),
                             QObject *parent = nullptr);
    ~TelemetryWiring() override;

    // One line in the composition root: a TelemetryWiring parented to root, on this source.
    static TelemetryWiring *install(MainWindow *window, QObject *root,
                                    const QString &sourceSpec = QStringLiteral("auto"));
    // A new strip per GPU of the history, for the wave monitor's telemetry area.
    QWidget *createGpuStrips();

    TelemetryHistory *history() const { return m_history; }
    LiveTelemetryPage *page() const { return m_page; }
    GpuMetersBar *meters() const { return m_meters; }
    TelemetrySampler *sampler() const { return m_sampler; }
    QString sourceSpec() const { return m_sourceSpec; }

    // Restarts the sampler on another source; the history starts over.
    void startSource(const QString &sourceSpec);

Q_SIGNALS:
    // The user chose a source on the Live page (the composition root remembers it).
    void sourceChosen(const QString &sourceSpec);
    // The inspector was given run `runId`'s recorded trace (tests).
    void traceShown(qint64 runId, int sampleCount);

private:
    void requestTrace(qint64 runId);

    MainWindow *m_window;
    TelemetryHistory *m_history = nullptr;
    TelemetrySampler *m_sampler = nullptr;
    // Owned by the window; QPointer because either may go first.
    QPointer<LiveTelemetryPage> m_page;
    QPointer<GpuMetersBar> m_meters;
    QString m_sourceSpec;
    bool m_sourceStarted = false;
    JobTracker m_traceJobs{this};
    std::vector<QPointer<QWidget>> m_strips; // deleted with the history they read
};

} // namespace lanebook
