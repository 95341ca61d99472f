#pragma once

#include "models/waves/waverecord.h"
#include "models/waves/waveschedule.h"

#include <QElapsedTimer>
#include <QWidget>

class QGroupBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QTableWidget;
class QVBoxLayout;

namespace lanebook {

class ElidedLabel;
class WaveLaneModel;
class WaveLaneProxy;

// The wave monitor: one lane per arm and GPU set with its current step, live tok/s, TTFT and
// errors; the wave's progress and time left; pause, skip and abort; a log of what the wave
// noted; and the place GPU telemetry joins (telemetryArea()). It knows no runner: the
// composition root feeds the slots and connects the requests. GUI thread.
class WaveMonitor : public QWidget
{
    Q_OBJECT
public:
    explicit WaveMonitor(QWidget *parent = nullptr);
    // Disconnects the lane view's header first: it resizes its sections while ~QWidget deletes
    // the children, when this is no longer a WaveMonitor to call back.
    ~WaveMonitor() override;

    WaveLaneModel *laneModel() const { return m_lanes; }
    // An empty box under the lanes, labelled for GPU telemetry; the telemetry wiring puts its
    // per-GPU view in it (setLayout content). Its placeholder label goes when a widget is added.
    QGroupBox *telemetryArea() const { return m_telemetryArea; }
    void setTelemetryWidget(QWidget *widget);
    bool isWaveRunning() const { return m_running; }

public Q_SLOTS:
    void startWave(qint64 waveId, const std::vector<lanebook::WaveStep> &steps);
    void startStep(const lanebook::WaveStep &step);
    void updateProgress(const lanebook::WaveProgress &progress);
    void finishStep(const lanebook::WaveStepResult &result);
    void failArm(const QString &arm, const QString &why);
    void note(const QString &message);
    void finishWave(const lanebook::WaveOutcome &outcome);
    // The wave is being started (before the runner answers): a name for the header.
    void expectWave(const QString &name);

Q_SIGNALS:
    void pauseRequested();
    void resumeRequested();
    void skipRequested();
    void abortRequested();
    // The finished wave's recorded runs, control arm against the first candidate arm, for
    // the Compare tab (the monitor knows no notebook).
    void compareArmsRequested(const QList<qint64> &controlRunIds,
                              const QList<qint64> &candidateRunIds);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The current step's column takes the width the others leave, never less than its name.
    void fitStepColumn();
    void togglePause();
    void updateHeader();
    void appendLog(const QString &line);
    void listFailedStep(const WaveStepResult &result);
    // A searching wave's end: each arm's maximum per repeat and the comparison of the maxima.
    void logSearchResult(const nlohmann::json &search);

    WaveLaneModel *m_lanes;
    WaveLaneProxy *m_proxy;
    // One line each, elided: a plan's name or a long status never widens the window.
    ElidedLabel *m_titleLabel;
    ElidedLabel *m_statusLabel;
    QProgressBar *m_progress;
    QPushButton *m_pauseButton;
    QPushButton *m_skipButton;
    QPushButton *m_abortButton;
    QPushButton *m_compareButton; // shown once a wave ended with runs of both roles
    QTableView *m_laneView;
    // Every step that failed, with why (a server that would not start, one that died): shown
    // once there is one, so a failure is read at a glance rather than in the log's scroll.
    QTableWidget *m_failedSteps;
    QGroupBox *m_telemetryArea;
    QLabel *m_telemetryPlaceholder;
    QPlainTextEdit *m_log;

    QString m_waveName;
    qint64 m_waveId = 0;
    std::vector<WaveStep> m_steps;
    std::vector<bool> m_stepDone;
    int m_stepsDone = 0;
    bool m_running = false;
    bool m_paused = false;
    QElapsedTimer m_clock;
    QList<qint64> m_controlRunIds; // of the wave that ended, for the compare button
    QList<qint64> m_candidateRunIds;
};

} // namespace lanebook
