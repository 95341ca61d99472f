#pragma once

#include <QIdentityProxyModel>

namespace lanebook {

// Colours the wave planner's schedule for the eye: the arm cell of a control step and of a
// candidate step in two tints, so the A,B,A,B rhythm shows at a glance. The schedule model
// (models/waves) keeps raw values. GUI thread.
class WaveScheduleProxy : public QIdentityProxyModel
{
    Q_OBJECT
public:
    explicit WaveScheduleProxy(QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
};

} // namespace lanebook
