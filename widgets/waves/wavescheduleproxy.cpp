#include "widgets/waves/wavescheduleproxy.h"

#include "models/waves/waveplan.h"
#include "models/waves/waveschedulemodel.h"

#include <QBrush>
#include <QColor>

namespace lanebook {

WaveScheduleProxy::WaveScheduleProxy(QObject *parent)
    : QIdentityProxyModel(parent)
{}

QVariant WaveScheduleProxy::data(const QModelIndex &index, int role) const
{
    if (role == Qt::BackgroundRole && index.column() == WaveScheduleModel::ArmColumn) {
        const QVariant armRole = index.data(WaveScheduleModel::ArmRoleRole);
        if (!armRole.isValid())
            return {};
        return QBrush(armRole.toInt() == static_cast<int>(ArmRole::Control)
                          ? QColor(60, 130, 220, 60)
                          : QColor(230, 140, 40, 70));
    }
    return QIdentityProxyModel::data(index, role);
}

} // namespace lanebook
