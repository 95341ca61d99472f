#include "widgets/common/elidedlabel.h"

#include "models/text/labelelision.h"
#include "widgets/common/charwidth.h"

#include <QHelpEvent>
#include <QPainter>
#include <QStyle>
#include <QToolTip>

#include <algorithm>

namespace lanebook {

namespace {

// Enough of a text to recognise it beside the ellipsis: the narrowest the label asks for.
constexpr int kMinimumChars = 8;

} // namespace

ElidedLabel::ElidedLabel(Elision elision, QWidget *parent)
    : ElidedLabel(QString(), elision, parent)
{}

ElidedLabel::ElidedLabel(const QString &text, Elision elision, QWidget *parent)
    : QLabel(text, parent)
    , m_elision(elision)
{
    setTextFormat(Qt::PlainText);
}

void ElidedLabel::setElision(Elision elision)
{
    if (elision == m_elision)
        return;
    m_elision = elision;
    update();
}

QRect ElidedLabel::textRect() const
{
    const int m = margin();
    return contentsRect().adjusted(m, m, -m, -m);
}

QString ElidedLabel::oneLineText() const
{
    QString line = text();
    line.replace(u'\n', u' ');
    return line;
}

bool ElidedLabel::isElided() const
{
    return !text().isEmpty() && fontMetrics().horizontalAdvance(oneLineText()) > textRect().width();
}

QString ElidedLabel::shownText() const
{
    QString whole = oneLineText();
    const int width = std::max(0, textRect().width());
    const QFontMetrics metrics = fontMetrics();
    if (metrics.horizontalAdvance(whole) <= width)
        return whole;
    switch (m_elision) {
    case Elision::RunLabel:
        return elideRunLabel(whole, width, [&metrics](const QString &candidate) {
            return metrics.horizontalAdvance(candidate);
        });
    case Elision::Middle:
        return metrics.elidedText(whole, Qt::ElideMiddle, width);
    case Elision::End:
        break;
    }
    return metrics.elidedText(whole, Qt::ElideRight, width);
}

QString ElidedLabel::toolTipText() const
{
    QString own = toolTip();
    if (!isElided() || own.contains(text()))
        return own;
    if (own.isEmpty())
        return text();
    return text() + u'\n' + own;
}

QSize ElidedLabel::minimumSizeHint() const
{
    QSize hint = QLabel::minimumSizeHint();
    const int fewCharsPx =
        charWidthPx(fontMetrics()) * kMinimumChars + 2 * margin() + 2 * frameWidth();
    hint.setWidth(std::min(hint.width(), fewCharsPx));
    return hint;
}

bool ElidedLabel::event(QEvent *event)
{
    // Decided when the tooltip is asked for: whether the text is elided depends on the width
    // the layout gave the label, and QLabel::setText (not virtual) cannot be followed.
    if (event->type() == QEvent::ToolTip) {
        const QString tip = toolTipText();
        if (tip.isEmpty())
            event->ignore();
        else
            QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), tip, this, QRect(),
                               toolTipDuration());
        return true;
    }
    return QLabel::event(event);
}

void ElidedLabel::paintEvent(QPaintEvent *event)
{
    if (!isElided()) {
        QLabel::paintEvent(event); // the whole text, with a selection if there is one
        return;
    }
    QPainter painter(this);
    drawFrame(&painter);
    const Qt::Alignment align = QStyle::visualAlignment(layoutDirection(), alignment());
    style()->drawItemText(&painter, textRect(), align.toInt(), palette(), isEnabled(), shownText(),
                          foregroundRole());
}

} // namespace lanebook
