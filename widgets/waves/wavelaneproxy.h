#pragma once

#include "models/waves/wavelanemodel.h"

#include <QIdentityProxyModel>

namespace lanebook {

// Formats the wave monitor's lanes for the eye: status words and colours, numbers with
// their precision. The lane model keeps raw values. GUI thread.
class WaveLaneProxy : public QIdentityProxyModel
{
    Q_OBJECT
public:
    explicit WaveLaneProxy(QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    static QString statusTitle(WaveLaneModel::LaneStatus status);
};

} // namespace lanebook
