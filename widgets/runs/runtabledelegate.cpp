#include "widgets/runs/runtabledelegate.h"

#include "models/runtable/runtablemodel.h"
#include "widgets/common/metricformat.h"
#include "widgets/common/runlabelstyle.h"

#include <QAbstractItemView>
#include <QHelpEvent>
#include <QLocale>
#include <QPalette>
#include <QToolTip>

namespace lanebook {

RunTableDelegate::RunTableDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{}

void RunTableDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const QAbstractItemModel *model = index.model();
    const auto kind = static_cast<RunTableModel::ColumnKind>(
        model->headerData(index.column(), Qt::Horizontal, RunTableModel::ColumnKindRole).toInt());
    switch (kind) {
    case RunTableModel::ColumnKind::Text:
        if (index.column() == RunTableModel::LabelColumn) {
            const QVariant statusValue = index.data(RunTableModel::StatusRole);
            if (!statusValue.isValid()) {
                // A run of a large notebook's first screenful, not read yet.
                option->text = QStringLiteral("…");
                break;
            }
            const auto status = static_cast<RunStatus>(statusValue.toInt());
            option->features |= QStyleOptionViewItem::HasDecoration;
            option->icon = RunLabelStyle::statusMark(status);
            const int side = option->fontMetrics.height();
            option->decorationSize = QSize(side, side);
            RunLabelStyle::fitLabel(option);
        }
        break;
    case RunTableModel::ColumnKind::Format:
        break;
    case RunTableModel::ColumnKind::Status: {
        const QVariant statusValue = index.data(RunTableModel::StatusRole);
        if (!statusValue.isValid())
            break; // not read yet
        const auto status = static_cast<RunStatus>(statusValue.toInt());
        option->text = MetricFormat::statusTitle(status);
        // The mark tells "no evidence recorded" from "a gate found a problem" by its shape
        // too, not by colour alone; the tooltip says which in words.
        option->features |= QStyleOptionViewItem::HasDecoration;
        option->icon = RunLabelStyle::statusMark(status);
        const int side = option->fontMetrics.height();
        option->decorationSize = QSize(side, side);
        // A run that must not be used as evidence reads as such at a glance.
        if (status == RunStatus::Invalid || status == RunStatus::Failed)
            option->palette.setColor(QPalette::Text,
                                     option->palette.color(QPalette::Disabled, QPalette::Text));
        else if (status == RunStatus::Promoted)
            option->font.setBold(true);
        break;
    }
    case RunTableModel::ColumnKind::DateTime:
        option->text = MetricFormat::dateTime(index.data().toDateTime());
        break;
    case RunTableModel::ColumnKind::Metric: {
        const QVariant value = index.data();
        option->displayAlignment = Qt::AlignRight | Qt::AlignVCenter;
        if (!value.isValid())
            break;
        const QString name =
            model->headerData(index.column(), Qt::Horizontal, RunTableModel::MetricNameRole)
                .toString();
        auto unit = m_unitCache.constFind(name);
        if (unit == m_unitCache.constEnd())
            unit = m_unitCache.insert(name, MetricFormat::unitOf(name));
        // Item views turn group separators off; 1,022,443 reads better than 1022443, and
        // the inspector shows the same number the same way.
        QLocale locale = option->locale;
        locale.setNumberOptions(locale.numberOptions() & ~QLocale::OmitGroupSeparator);
        option->text = MetricFormat::withUnit(value.toDouble(), *unit, locale);
        break;
    }
    }
}

QString RunTableDelegate::toolTip(const QModelIndex &index) const
{
    const QAbstractItemModel *model = index.model();
    if (!model)
        return {};
    const auto kind = static_cast<RunTableModel::ColumnKind>(
        model->headerData(index.column(), Qt::Horizontal, RunTableModel::ColumnKindRole).toInt());
    const QVariant statusValue = index.data(RunTableModel::StatusRole);
    if (kind != RunTableModel::ColumnKind::Status || !statusValue.isValid())
        return {};
    return RunLabelStyle::statusToolTip(static_cast<RunStatus>(statusValue.toInt()));
}

bool RunTableDelegate::helpEvent(QHelpEvent *event, QAbstractItemView *view,
                                 const QStyleOptionViewItem &option, const QModelIndex &index)
{
    if (event && event->type() == QEvent::ToolTip) {
        const QString text = toolTip(index);
        if (!text.isEmpty()) {
            QToolTip::showText(event->globalPos(), text, view->viewport(), view->visualRect(index));
            return true;
        }
    }
    return QStyledItemDelegate::helpEvent(event, view, option, index);
}

} // namespace lanebook
