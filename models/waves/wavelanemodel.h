#pragma once

#include "models/waves/waverecord.h"
#include "models/waves/waveschedule.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace lanebook {

// What the wave monitor shows: one lane per arm and GPU set (an arm that trades GPUs with
// swap_gpus has a lane on each), with its current step, live tok/s, TTFT and errors. Fed by
// the wave runner's signals through the monitor; each signal touches one row. GUI thread.
class WaveLaneModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum class LaneStatus { Waiting, Running, Idle, Done, Failed, Stopped };
    Q_ENUM(LaneStatus)

    enum Column {
        LaneColumn,
        RoleColumn,
        StatusColumn,
        StepColumn,
        RequestsColumn,
        TokPerSColumn,
        TtftColumn,
        ErrorsColumn,
        StepsColumn,
        ColumnCount
    };
    static constexpr int LaneStatusRole = Qt::UserRole + 1; // LaneStatus as int
    static constexpr int MessageRole = Qt::UserRole + 2;    // the lane's last message

    struct Lane
    {
        QString arm;
        ArmRole role = ArmRole::Candidate;
        QList<int> gpus;
        LaneStatus status = LaneStatus::Waiting;
        std::optional<WaveStep> currentStep;
        int completedRequests = 0;
        int failedRequests = 0;
        int totalRequests = 0;
        std::optional<double> outputTokPerS; // live while running, the run's after
        std::optional<double> ttftMs;
        int failedSteps = 0;
        int stepsDone = 0;
        int stepsTotal = 0;
        QString message;
    };

    explicit WaveLaneModel(QObject *parent = nullptr);

    const std::vector<Lane> &lanes() const { return m_lanes; }
    // The row of the lane that runs a step (-1: not in the schedule).
    int laneOfStep(int stepIndex) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

public Q_SLOTS:
    void setSchedule(const std::vector<lanebook::WaveStep> &steps);
    void startStep(const lanebook::WaveStep &step);
    void updateProgress(const lanebook::WaveProgress &progress);
    void finishStep(const lanebook::WaveStepResult &result);
    void failArm(const QString &arm, const QString &why);
    void finishWave(const lanebook::WaveOutcome &outcome);

private:
    void rowChanged(int row);
    // Puts a step on its arm's lane (a new lane for an arm on new GPUs); no model signals.
    void placeStep(const WaveStep &step);

    std::vector<Lane> m_lanes;
    std::vector<int> m_laneOfStep; // by step index
};

} // namespace lanebook
