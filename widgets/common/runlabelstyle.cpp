#include "widgets/common/runlabelstyle.h"

#include "models/text/labelelision.h"

#include <QApplication>
#include <QHash>
#include <QPainter>
#include <QPixmap>
#include <QStyle>
#include <QStyleOptionViewItem>

namespace lanebook::RunLabelStyle {

QColor statusColor(RunStatus status)
{
    switch (status) {
    case RunStatus::Unjudged:
        return QColor(0x90, 0x90, 0x90);
    case RunStatus::Promoted:
    case RunStatus::Valid:
        return QColor(0x2e, 0xa0, 0x43); // green
    case RunStatus::Diagnostic:
    case RunStatus::SupportOnly:
        return QColor(0x4a, 0x8b, 0xd6); // blue: kept, not evidence of a change
    case RunStatus::Inconclusive:
        return QColor(0xd4, 0xa0, 0x17); // amber
    case RunStatus::Invalid:
        return QColor(0xe0, 0x6c, 0x1a); // orange
    case RunStatus::Failed:
        return QColor(0xd6, 0x33, 0x33); // red
    }
    return {};
}

QIcon statusMark(RunStatus status)
{
    static QHash<int, QIcon> cache;
    const auto found = cache.constFind(int(status));
    if (found != cache.constEnd())
        return *found;
    constexpr int kSide = 16;
    const qreal ratio = qApp ? qApp->devicePixelRatio() : 1.0;
    QPixmap pixmap(QSize(kSide, kSide) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor color = statusColor(status);
    const QRectF dot(3.5, 3.5, kSide - 7, kSide - 7);
    if (status == RunStatus::Unjudged) {
        painter.setPen(QPen(color, 1.5));
        painter.setBrush(Qt::NoBrush);
    } else {
        painter.setPen(QPen(color.darker(130), 1.0));
        painter.setBrush(color);
    }
    painter.drawEllipse(dot);
    painter.end();
    return *cache.insert(int(status), QIcon(pixmap));
}

void fitLabel(QStyleOptionViewItem *option)
{
    if (option->rect.width() <= 0 || option->text.isEmpty())
        return;
    const QWidget *widget = option->widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const int available =
        style->subElementRect(QStyle::SE_ItemViewItemText, option, widget).width() - 2 * margin;
    const QFontMetrics metrics(option->font);
    option->text = elideRunLabel(option->text, available, [&metrics](const QString &text) {
        return metrics.horizontalAdvance(text);
    });
}

} // namespace lanebook::RunLabelStyle
