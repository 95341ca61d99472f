#include "widgets/common/runlabelstyle.h"

#include "models/run/statusreason.h"
#include "models/text/labelelision.h"
#include "widgets/common/metricformat.h"

#include <QApplication>
#include <QCoreApplication>
#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QPolygonF>
#include <QStyle>
#include <QStyleOptionViewItem>

namespace lanebook::RunLabelStyle {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(RunLabelStyle)
};

constexpr int kSide = 16;

// The mark's outline in a kSide x kSide square.
QPainterPath markShape(RunStatus status)
{
    QPainterPath path;
    switch (status) {
    case RunStatus::Diagnostic: // a warning sign
        path.addPolygon(QPolygonF({{8.0, 2.0}, {14.5, 13.5}, {1.5, 13.5}}));
        path.closeSubpath();
        break;
    case RunStatus::Invalid: // a diamond: stands out from the discs of sound runs
        path.addPolygon(QPolygonF({{8.0, 1.5}, {14.5, 8.0}, {8.0, 14.5}, {1.5, 8.0}}));
        path.closeSubpath();
        break;
    case RunStatus::Failed:
        path.addRect(QRectF(3.0, 3.0, kSide - 6.0, kSide - 6.0));
        break;
    default:
        path.addEllipse(QRectF(3.5, 3.5, kSide - 7.0, kSide - 7.0));
        break;
    }
    return path;
}

} // namespace

QColor statusColor(RunStatus status)
{
    switch (status) {
    case RunStatus::Unjudged:
        return QColor(0x90, 0x90, 0x90);
    case RunStatus::Promoted:
    case RunStatus::Valid:
        return QColor(0x2e, 0xa0, 0x43); // green
    case RunStatus::SupportOnly:
        return QColor(0x4a, 0x8b, 0xd6); // blue: kept, not evidence of a change
    case RunStatus::Inconclusive:
        return QColor(0x80, 0x86, 0x8c); // grey: nothing wrong was found, nothing to judge by
    case RunStatus::Diagnostic:
        return QColor(0xd4, 0xa0, 0x17); // amber: a gate warned
    case RunStatus::Invalid:
        return QColor(0xe0, 0x5a, 0x1a); // red-orange: a gate failed
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
    const qreal ratio = qApp ? qApp->devicePixelRatio() : 1.0;
    QPixmap pixmap(QSize(kSide, kSide) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor color = statusColor(status);
    if (status == RunStatus::Unjudged) {
        painter.setPen(QPen(color, 1.5));
        painter.setBrush(Qt::NoBrush);
    } else if (status == RunStatus::Inconclusive) {
        // Broken like the evidence: a dashed ring, empty inside.
        QPen pen(color, 1.8);
        pen.setDashPattern({1.6, 1.4});
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
    } else {
        painter.setPen(QPen(color.darker(130), 1.0));
        painter.setBrush(color);
    }
    painter.drawPath(markShape(status));
    painter.end();
    return *cache.insert(int(status), QIcon(pixmap));
}

QString statusToolTip(RunStatus status, const QString &reason)
{
    QString meaning;
    switch (status) {
    case RunStatus::Unjudged:
        meaning = Tr::tr("Not judged: the validity gates have not looked at this run yet.");
        break;
    case RunStatus::Promoted:
        meaning = Tr::tr("Promoted: a valid run chosen as a reference.");
        break;
    case RunStatus::Valid:
        meaning = Tr::tr("Valid: every gate that applies passed.");
        break;
    case RunStatus::SupportOnly:
        meaning = Tr::tr("Support only: kept to support other runs, not evidence on its own.");
        break;
    case RunStatus::Inconclusive:
        meaning = Tr::tr("No evidence recorded: no gate found a problem, but some could not "
                         "judge for want of what they read (GPU telemetry, a byte ledger, "
                         "canaries, cached-token counts). Record it and the run can be judged; "
                         "the inspector's Gates section says what each gate needs.");
        break;
    case RunStatus::Diagnostic:
        meaning = Tr::tr("A gate found a problem: at least one gate warned. Kept for "
                         "diagnosis; its numbers come with that warning.");
        break;
    case RunStatus::Invalid:
        meaning = Tr::tr("A gate found a problem: at least one gate failed, so the run is not "
                         "evidence.");
        break;
    case RunStatus::Failed:
        meaning = Tr::tr("The run failed: it did not measure what it was asked to.");
        break;
    }
    if (reason.trimmed().isEmpty())
        return meaning;
    return meaning + QLatin1Char('\n') +
           MetricFormat::localized(statusReasonText(reason.trimmed()));
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
