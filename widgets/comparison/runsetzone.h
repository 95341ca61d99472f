#pragma once

#include "widgets/comparison/comparisonarm.h"

#include <QFrame>
#include <QList>
#include <QPair>

class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;

namespace lanebook {

// One arm of the Compare tab, "Control (A)" or "Candidate (B)": the runs in it, by label, and
// a drop zone for runs dragged from the Runs table (RunIdsMime). It owns nothing: the page
// holds the arm and shows it here; the zone asks for changes with signals. GUI thread.
class RunSetZone : public QFrame
{
    Q_OBJECT
public:
    explicit RunSetZone(ComparisonArm arm, QWidget *parent = nullptr);

    ComparisonArm arm() const { return m_arm; }
    // (id, label) in arm order; an empty label shows "run <id>".
    void setRuns(const QList<QPair<qint64, QString>> &runs);
    QList<qint64> runIds() const;
    QListWidget *list() const { return m_list; }

Q_SIGNALS:
    void runsDropped(const QList<qint64> &runIds);
    void removeRequested(const QList<qint64> &runIds);
    void clearRequested();

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    QList<qint64> selectedRunIds() const;
    void showContextMenu(const QPoint &position);
    void setDragActive(bool active);

    ComparisonArm m_arm;
    QLabel *m_title = nullptr;
    QStackedWidget *m_stack = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_clearButton = nullptr;
    bool m_dragActive = false;
};

} // namespace lanebook
