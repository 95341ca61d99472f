#include "models/waves/waveschedulemodel.h"

#include "models/waves/wavetext.h"

namespace lanebook {

WaveScheduleModel::WaveScheduleModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void WaveScheduleModel::setSteps(std::vector<WaveStep> steps)
{
    if (steps == m_steps)
        return;
    // Every edit reschedules the whole plan: a reset is cheaper than a diff of a few hundred
    // rows and keeps the view honest.
    beginResetModel();
    m_steps = std::move(steps);
    endResetModel();
}

int WaveScheduleModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_steps.size());
}

int WaveScheduleModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WaveScheduleModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const WaveStep &step = m_steps[static_cast<size_t>(index.row())];
    if (role == ArmRoleRole)
        return static_cast<int>(step.role);
    if (role == Qt::TextAlignmentRole) {
        const bool numeric = index.column() != ArmColumn && index.column() != RoleColumn &&
                             index.column() != GpusColumn && index.column() != ServerStartColumn;
        return numeric ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case StepColumn:
        return step.index + 1;
    case RepeatColumn:
        return step.repeat + 1;
    case SlotColumn:
        return step.slot + 1;
    case ArmColumn:
        return step.arm;
    case RoleColumn:
        return WaveText::roleTitle(step.role);
    case GpusColumn:
        return WaveText::numberList(step.gpus);
    case ConcurrencyColumn:
        return step.point.concurrency;
    case ContextColumn:
        return step.point.contextTokens;
    case RequestsColumn:
        return step.point.requests;
    case ServerStartColumn:
        return step.startsServer ? tr("start") : QString();
    case DurationColumn:
        return WaveText::duration(step.estimatedDurationS);
    }
    return {};
}

QVariant WaveScheduleModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case StepColumn:
        return tr("#");
    case RepeatColumn:
        return tr("Repeat");
    case SlotColumn:
        return tr("Slot");
    case ArmColumn:
        return tr("Arm");
    case RoleColumn:
        return tr("Role");
    case GpusColumn:
        return tr("GPUs");
    case ConcurrencyColumn:
        return tr("Concurrency");
    case ContextColumn:
        return tr("Context");
    case RequestsColumn:
        return tr("Requests");
    case ServerStartColumn:
        return tr("Server");
    case DurationColumn:
        return tr("Est. time");
    }
    return {};
}

} // namespace lanebook
