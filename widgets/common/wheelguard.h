#pragma once

#include <QObject>

class QWidget;

namespace lanebook {

// Spin boxes and combo boxes change on the mouse wheel only while they have the keyboard focus
// (clicked or tabbed into). A wheel turned to scroll a form used to change every box that
// passed under the pointer on the way: the planner's Repeats went from 6 to 1. Now a box
// without focus takes no focus from the wheel (Qt::StrongFocus instead of Qt::WheelFocus) and
// ignores the event, which goes on to its parents: the form's scroll area scrolls.
//
// One filter on the application holds every window and dialog, boxes made later included.
// GUI thread.
class WheelGuard : public QObject
{
    Q_OBJECT
public:
    // Installs the guard on the application; a second call does nothing.
    static void install();
    // Whether the guard holds this widget: a spin box (of any kind) or a combo box.
    static bool holds(const QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WheelGuard(QObject *parent);
    static void takeNoFocusFromWheel(QWidget *widget);
};

} // namespace lanebook
