#include "widgets/common/wheelguard.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>

namespace lanebook {

WheelGuard::WheelGuard(QObject *parent)
    : QObject(parent)
{}

void WheelGuard::install()
{
    QCoreApplication *app = QCoreApplication::instance();
    if (!app || app->findChild<WheelGuard *>(QString(), Qt::FindDirectChildrenOnly))
        return;
    app->installEventFilter(new WheelGuard(app));
    // Boxes polished before the guard came (their Polish event is past) are held as well.
    for (QWidget *widget : QApplication::allWidgets()) {
        if (holds(widget))
            takeNoFocusFromWheel(widget);
    }
}

bool WheelGuard::holds(const QWidget *widget)
{
    return qobject_cast<const QAbstractSpinBox *>(widget) ||
           qobject_cast<const QComboBox *>(widget);
}

void WheelGuard::takeNoFocusFromWheel(QWidget *widget)
{
    // Only the default: a box made to take no focus at all keeps its policy.
    if (widget->focusPolicy() == Qt::WheelFocus)
        widget->setFocusPolicy(Qt::StrongFocus);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    // Every event of the application passes here: the type is looked at first.
    switch (event->type()) {
    case QEvent::Polish:
        if (auto *widget = qobject_cast<QWidget *>(watched); widget && holds(widget))
            takeNoFocusFromWheel(widget);
        break;
    case QEvent::Wheel:
        if (auto *widget = qobject_cast<QWidget *>(watched);
            widget && holds(widget) && !widget->hasFocus()) {
            // Filtered (the box never sees it) and not accepted: QApplication offers a wheel
            // event from the mouse to the parents next, up to the scroll area.
            event->ignore();
            return true;
        }
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace lanebook
