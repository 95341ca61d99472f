#include "models/waves/wavelanemodel.h"

#include "models/waves/wavetext.h"

#include <algorithm>

namespace lanebook {

WaveLaneModel::WaveLaneModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int WaveLaneModel::laneOfStep(int stepIndex) const
{
    if (stepIndex < 0 || stepIndex >= static_cast<int>(m_laneOfStep.size()))
        return -1;
    return m_laneOfStep[static_cast<size_t>(stepIndex)];
}

void WaveLaneModel::placeStep(const WaveStep &step)
{
    auto lane = std::find_if(m_lanes.begin(), m_lanes.end(), [&](const Lane &l) {
        return l.arm == step.arm && l.gpus == step.gpus;
    });
    if (lane == m_lanes.end()) {
        Lane fresh;
        fresh.arm = step.arm;
        fresh.role = step.role;
        fresh.gpus = step.gpus;
        m_lanes.push_back(fresh);
        lane = m_lanes.end() - 1;
    }
    ++lane->stepsTotal;
    if (step.index >= static_cast<int>(m_laneOfStep.size()))
        m_laneOfStep.resize(static_cast<size_t>(step.index) + 1, -1);
    if (step.index >= 0)
        m_laneOfStep[static_cast<size_t>(step.index)] = static_cast<int>(lane - m_lanes.begin());
}

void WaveLaneModel::setSchedule(const std::vector<WaveStep> &steps)
{
    beginResetModel();
    m_lanes.clear();
    m_laneOfStep.assign(steps.size(), -1);
    for (const WaveStep &step : steps)
        placeStep(step);
    endResetModel();
}

void WaveLaneModel::startStep(const WaveStep &step)
{
    // A searching wave decides its probes as it runs: a step beyond the schedule joins it.
    if (laneOfStep(step.index) < 0 && step.index >= 0) {
        const auto lanes = m_lanes.size();
        const bool newLane = std::none_of(m_lanes.begin(), m_lanes.end(), [&](const Lane &l) {
            return l.arm == step.arm && l.gpus == step.gpus;
        });
        if (newLane)
            beginInsertRows({}, static_cast<int>(lanes), static_cast<int>(lanes));
        placeStep(step);
        if (newLane)
            endInsertRows();
    }
    const int row = laneOfStep(step.index);
    if (row < 0)
        return;
    Lane &lane = m_lanes[static_cast<size_t>(row)];
    lane.status = LaneStatus::Running;
    lane.currentStep = step;
    lane.completedRequests = 0;
    lane.failedRequests = 0;
    lane.totalRequests = step.point.requests;
    lane.outputTokPerS.reset();
    lane.ttftMs.reset();
    lane.message = step.startsServer ? tr("starting its server") : QString();
    rowChanged(row);
}

void WaveLaneModel::updateProgress(const WaveProgress &progress)
{
    const int row = laneOfStep(progress.stepIndex);
    if (row < 0)
        return;
    Lane &lane = m_lanes[static_cast<size_t>(row)];
    lane.status = LaneStatus::Running;
    lane.completedRequests = progress.load.completed;
    lane.failedRequests = progress.load.failed;
    // Before its first report the load knows no total yet: the step's own count stands.
    if (progress.load.total > 0)
        lane.totalRequests = progress.load.total;
    lane.outputTokPerS = progress.load.outputTokensPerS;
    // The load generator reports 0 before the first request has finished: no value yet.
    if (progress.load.ttftMedianMs > 0)
        lane.ttftMs = progress.load.ttftMedianMs;
    lane.message.clear();
    rowChanged(row);
}

void WaveLaneModel::finishStep(const WaveStepResult &result)
{
    const int row = laneOfStep(result.step.index);
    if (row < 0)
        return;
    Lane &lane = m_lanes[static_cast<size_t>(row)];
    ++lane.stepsDone;
    lane.completedRequests = result.completedRequests;
    lane.failedRequests = result.failedRequests;
    if (result.outputTokPerS)
        lane.outputTokPerS = result.outputTokPerS;
    if (result.medianTtftMs)
        lane.ttftMs = result.medianTtftMs;
    if (result.outcome == WaveStepOutcome::Failed)
        ++lane.failedSteps;
    lane.message = result.message;
    if (result.outcome == WaveStepOutcome::Failed)
        lane.status = LaneStatus::Failed;
    else if (result.step.probe > 0) // a search decides its next probe after this one
        lane.status = LaneStatus::Idle;
    else if (lane.stepsDone >= lane.stepsTotal)
        lane.status = LaneStatus::Done;
    else
        lane.status = LaneStatus::Idle;
    rowChanged(row);
}

void WaveLaneModel::failArm(const QString &arm, const QString &why)
{
    // The lane running the arm's step failed; between steps (a server that would not start
    // for the next one), every lane of the arm that still has work is.
    const bool anyRunning = std::any_of(m_lanes.begin(), m_lanes.end(), [&](const Lane &lane) {
        return lane.arm == arm && lane.status == LaneStatus::Running;
    });
    for (size_t row = 0; row < m_lanes.size(); ++row) {
        Lane &lane = m_lanes[row];
        if (lane.arm != arm)
            continue;
        if (anyRunning ? lane.status != LaneStatus::Running : lane.status == LaneStatus::Done)
            continue;
        lane.status = LaneStatus::Failed;
        lane.message = why;
        rowChanged(static_cast<int>(row));
    }
}

void WaveLaneModel::finishWave(const WaveOutcome &outcome)
{
    for (size_t row = 0; row < m_lanes.size(); ++row) {
        Lane &lane = m_lanes[row];
        if (lane.status == LaneStatus::Failed || lane.status == LaneStatus::Done)
            continue;
        lane.status =
            outcome.status == WaveStatus::Finished ? LaneStatus::Done : LaneStatus::Stopped;
        rowChanged(static_cast<int>(row));
    }
}

void WaveLaneModel::rowChanged(int row)
{
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int WaveLaneModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_lanes.size());
}

int WaveLaneModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WaveLaneModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Lane &lane = m_lanes[static_cast<size_t>(index.row())];
    if (role == LaneStatusRole)
        return static_cast<int>(lane.status);
    if (role == MessageRole)
        return lane.message;
    if (role == Qt::ToolTipRole)
        return lane.message.isEmpty() ? QVariant() : QVariant(lane.message);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case LaneColumn:
        return tr("%1 · %2").arg(lane.arm, WaveText::gpus(lane.gpus));
    case RoleColumn:
        return WaveText::roleTitle(lane.role);
    case StatusColumn:
        return static_cast<int>(lane.status);
    case StepColumn:
        if (!lane.currentStep)
            return {};
        if (lane.currentStep->probe > 0)
            return tr("step %1 · repeat %2 · probe %3 · c%4 · ctx %5")
                .arg(lane.currentStep->index + 1)
                .arg(lane.currentStep->repeat + 1)
                .arg(lane.currentStep->probe)
                .arg(lane.currentStep->point.concurrency)
                .arg(lane.currentStep->point.contextTokens);
        return tr("step %1 · repeat %2 · c%3 · ctx %4")
            .arg(lane.currentStep->index + 1)
            .arg(lane.currentStep->repeat + 1)
            .arg(lane.currentStep->point.concurrency)
            .arg(lane.currentStep->point.contextTokens);
    case RequestsColumn:
        if (!lane.currentStep)
            return {};
        return tr("%1 / %2").arg(lane.completedRequests).arg(lane.totalRequests);
    case TokPerSColumn:
        return lane.outputTokPerS ? QVariant(*lane.outputTokPerS) : QVariant();
    case TtftColumn:
        return lane.ttftMs ? QVariant(*lane.ttftMs) : QVariant();
    case ErrorsColumn:
        return lane.failedRequests + lane.failedSteps;
    case StepsColumn:
        return tr("%1 / %2").arg(lane.stepsDone).arg(lane.stepsTotal);
    }
    return {};
}

QVariant WaveLaneModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case LaneColumn:
        return tr("Lane");
    case RoleColumn:
        return tr("Role");
    case StatusColumn:
        return tr("Status");
    case StepColumn:
        return tr("Current step");
    case RequestsColumn:
        return tr("Requests");
    case TokPerSColumn:
        return tr("Output tok/s");
    case TtftColumn:
        return tr("TTFT median (ms)");
    case ErrorsColumn:
        return tr("Errors");
    case StepsColumn:
        return tr("Steps done");
    }
    return {};
}

} // namespace lanebook
