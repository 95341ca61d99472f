#pragma once

#include "models/waves/waveschedule.h"

#include <QAbstractTableModel>

#include <vector>

namespace lanebook {

// The planned steps of a wave, one row each, in the order they run: the planner's A,B,A,B
// preview. Raw values (numbers, names); the view formats. GUI thread.
class WaveScheduleModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        StepColumn,
        RepeatColumn,
        SlotColumn,
        ArmColumn,
        RoleColumn,
        GpusColumn,
        ConcurrencyColumn,
        ContextColumn,
        RequestsColumn,
        ServerStartColumn,
        DurationColumn,
        ColumnCount
    };
    // The role column's ArmRole, for colouring control and candidate apart.
    static constexpr int ArmRoleRole = Qt::UserRole + 1;

    explicit WaveScheduleModel(QObject *parent = nullptr);

    void setSteps(std::vector<WaveStep> steps);
    const std::vector<WaveStep> &steps() const { return m_steps; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::vector<WaveStep> m_steps;
};

} // namespace lanebook
