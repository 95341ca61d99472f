#include "widgets/waves/wavelaneproxy.h"

#include <QBrush>
#include <QColor>
#include <QLocale>
#include <QPalette>

namespace lanebook {

namespace {

using LaneStatus = WaveLaneModel::LaneStatus;

// Muted tints that read on light and dark palettes alike (alpha over the base colour).
QColor statusTint(LaneStatus status)
{
    switch (status) {
    case LaneStatus::Running:
        return QColor(230, 190, 40, 70); // amber: in progress, not yet a number to trust
    case LaneStatus::Done:
        return QColor(40, 160, 80, 60);
    case LaneStatus::Failed:
        return QColor(210, 50, 40, 80);
    case LaneStatus::Stopped:
        return QColor(200, 140, 20, 70);
    case LaneStatus::Waiting:
    case LaneStatus::Idle:
        break;
    }
    return {};
}

} // namespace

WaveLaneProxy::WaveLaneProxy(QObject *parent)
    : QIdentityProxyModel(parent)
{}

QString WaveLaneProxy::statusTitle(LaneStatus status)
{
    switch (status) {
    case LaneStatus::Waiting:
        return tr("waiting");
    case LaneStatus::Running:
        return tr("running");
    case LaneStatus::Idle:
        return tr("between steps");
    case LaneStatus::Done:
        return tr("done");
    case LaneStatus::Failed:
        return tr("failed");
    case LaneStatus::Stopped:
        return tr("stopped");
    }
    return {};
}

QVariant WaveLaneProxy::data(const QModelIndex &index, int role) const
{
    const auto status = static_cast<LaneStatus>(
        QIdentityProxyModel::data(index, WaveLaneModel::LaneStatusRole).toInt());
    if (role == Qt::BackgroundRole) {
        const QColor tint = statusTint(status);
        return tint.isValid() ? QVariant(QBrush(tint)) : QVariant();
    }
    if (role == Qt::TextAlignmentRole) {
        switch (index.column()) {
        case WaveLaneModel::TokPerSColumn:
        case WaveLaneModel::TtftColumn:
        case WaveLaneModel::ErrorsColumn:
        case WaveLaneModel::RequestsColumn:
        case WaveLaneModel::StepsColumn:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return QIdentityProxyModel::data(index, role);
    const QVariant raw = QIdentityProxyModel::data(index, role);
    switch (index.column()) {
    case WaveLaneModel::StatusColumn:
        return statusTitle(status);
    case WaveLaneModel::TokPerSColumn:
        return raw.isValid() ? QVariant(QLocale().toString(raw.toDouble(), 'f', 1)) : QVariant();
    case WaveLaneModel::TtftColumn:
        return raw.isValid() ? QVariant(QLocale().toString(raw.toDouble(), 'f', 1)) : QVariant();
    default:
        return raw;
    }
}

} // namespace lanebook
