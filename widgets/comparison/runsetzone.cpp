#include "widgets/comparison/runsetzone.h"

#include "models/run/runidsmime.h"
#include "widgets/common/charwidth.h"
#include "widgets/common/runlabelstyle.h"

#include <QAction>
#include <QBoxLayout>
#include <QDragEnterEvent>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMimeData>
#include <QPainter>
#include <QPushButton>
#include <QStackedWidget>
#include <QStyledItemDelegate>

#include <algorithm>

namespace lanebook {

namespace {

enum Page { HintPage, ListPage };

constexpr int kRunIdRole = Qt::UserRole + 1;

// The arm's runs as the Runs table shows their labels: a long one elided keeping what tells
// runs apart (the shared start time goes first), whole in the tooltip. An item asks for no
// more than a few characters of width, so each is as wide as the list (QListView widens its
// items to the viewport) and the list never scrolls sideways to reach a label's end.
class ArmRunDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize hint = QStyledItemDelegate::sizeHint(option, index);
        hint.setWidth(std::min(hint.width(), charWidthPx(option.fontMetrics) * 8));
        return hint;
    }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        RunLabelStyle::fitLabel(option);
    }
};

} // namespace

RunSetZone::RunSetZone(ComparisonArm arm, QWidget *parent)
    : QFrame(parent)
    , m_arm(arm)
{
    const bool control = arm == ComparisonArm::Control;
    setObjectName(control ? QStringLiteral("controlZone") : QStringLiteral("candidateZone"));
    // Drops land on the frame: the list and the hint do not take drops themselves, so a run
    // dropped anywhere on the zone joins the arm.
    setAcceptDrops(true);

    m_title = new QLabel;
    QFont font = m_title->font();
    font.setBold(true);
    m_title->setFont(font);
    m_clearButton = new QPushButton(tr("Clear"));
    m_clearButton->setObjectName(control ? QStringLiteral("clearControlButton")
                                         : QStringLiteral("clearCandidateButton"));
    m_clearButton->setToolTip(tr("Take every run out of this arm"));
    connect(m_clearButton, &QPushButton::clicked, this, &RunSetZone::clearRequested);

    auto *hint = new QLabel(control ? tr("Drop the control runs here (the baseline), or choose "
                                         "Compare → Set as Control in the Runs table's menu.")
                                    : tr("Drop the candidate runs here (the change under test), "
                                         "or choose Compare → Set as Candidate in the Runs "
                                         "table's menu."));
    hint->setWordWrap(true);
    hint->setAlignment(Qt::AlignCenter);
    hint->setForegroundRole(QPalette::PlaceholderText);

    m_list = new QListWidget;
    m_list->setObjectName(control ? QStringLiteral("controlRunList")
                                  : QStringLiteral("candidateRunList"));
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);
    m_list->setFrameShape(QFrame::NoFrame);
    m_list->setItemDelegate(new ArmRunDelegate(m_list));
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(m_list, &QWidget::customContextMenuRequested, this, &RunSetZone::showContextMenu);
    auto *remove = new QAction(tr("Remove"), m_list);
    remove->setShortcuts({QKeySequence::Delete, QKeySequence(Qt::Key_Backspace)});
    remove->setShortcutContext(Qt::WidgetShortcut);
    connect(remove, &QAction::triggered, this, [this] {
        if (const QList<qint64> ids = selectedRunIds(); !ids.isEmpty())
            Q_EMIT removeRequested(ids);
    });
    m_list->addAction(remove);

    m_stack = new QStackedWidget;
    m_stack->insertWidget(HintPage, hint);
    m_stack->insertWidget(ListPage, m_list);

    auto *header = new QHBoxLayout;
    header->addWidget(m_title, 1);
    header->addWidget(m_clearButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->addLayout(header);
    layout->addWidget(m_stack, 1);
    setRuns({});
}

void RunSetZone::setRuns(const QList<QPair<qint64, QString>> &runs)
{
    m_list->clear();
    for (const auto &[id, label] : runs) {
        auto *item = new QListWidgetItem(label.isEmpty() ? tr("run %1").arg(id) : label);
        item->setData(kRunIdRole, id);
        QString toolTip = tr("Run %1").arg(id);
        if (!label.isEmpty())
            toolTip += u'\n' + label; // the whole label, however the list elides it
        item->setToolTip(toolTip);
        m_list->addItem(item);
    }
    const QString name = m_arm == ComparisonArm::Control ? tr("Control (A)") : tr("Candidate (B)");
    m_title->setText(runs.isEmpty()
                         ? name
                         : tr("%1 · %Ln run(s)", nullptr, static_cast<int>(runs.size())).arg(name));
    m_clearButton->setEnabled(!runs.isEmpty());
    m_stack->setCurrentIndex(runs.isEmpty() ? HintPage : ListPage);
    update();
}

QList<qint64> RunSetZone::runIds() const
{
    QList<qint64> ids;
    for (int row = 0; row < m_list->count(); ++row)
        ids << m_list->item(row)->data(kRunIdRole).toLongLong();
    return ids;
}

QList<qint64> RunSetZone::selectedRunIds() const
{
    QList<qint64> ids;
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->isSelected())
            ids << m_list->item(row)->data(kRunIdRole).toLongLong();
    }
    return ids;
}

void RunSetZone::showContextMenu(const QPoint &position)
{
    QMenu menu(this);
    const QList<qint64> selected = selectedRunIds();
    QAction *remove =
        menu.addAction(tr("Remove %Ln Run(s)", nullptr, static_cast<int>(selected.size())));
    remove->setEnabled(!selected.isEmpty());
    QAction *clear = menu.addAction(tr("Clear"));
    clear->setEnabled(m_list->count() > 0);
    QAction *chosen = menu.exec(m_list->viewport()->mapToGlobal(position));
    if (chosen == remove)
        Q_EMIT removeRequested(selected);
    else if (chosen == clear)
        Q_EMIT clearRequested();
}

void RunSetZone::setDragActive(bool active)
{
    if (active == m_dragActive)
        return;
    m_dragActive = active;
    update();
}

void RunSetZone::dragEnterEvent(QDragEnterEvent *event)
{
    if (!RunIdsMime::decode(event->mimeData()).isEmpty()) {
        event->setDropAction(Qt::CopyAction);
        event->accept();
        setDragActive(true);
    }
}

void RunSetZone::dragMoveEvent(QDragMoveEvent *event)
{
    event->setDropAction(Qt::CopyAction);
    event->accept();
}

void RunSetZone::dragLeaveEvent(QDragLeaveEvent *event)
{
    setDragActive(false);
    QFrame::dragLeaveEvent(event);
}

void RunSetZone::dropEvent(QDropEvent *event)
{
    setDragActive(false);
    const QList<qint64> ids = RunIdsMime::decode(event->mimeData());
    if (ids.isEmpty())
        return;
    event->setDropAction(Qt::CopyAction);
    event->accept();
    Q_EMIT runsDropped(ids);
}

void RunSetZone::paintEvent(QPaintEvent *event)
{
    QFrame::paintEvent(event);
    // A drop zone looks like one: a dashed outline while empty, the highlight colour while
    // runs hover over it.
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QPen pen(m_dragActive ? palette().color(QPalette::Highlight) : palette().color(QPalette::Mid));
    pen.setWidthF(m_dragActive ? 2.5 : 1.0);
    if (m_list->count() == 0 && !m_dragActive)
        pen.setStyle(Qt::DashLine);
    painter.setPen(pen);
    if (m_dragActive) {
        QColor fill = palette().color(QPalette::Highlight);
        fill.setAlpha(40);
        painter.setBrush(fill);
    }
    painter.drawRoundedRect(QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5), 6, 6);
}

} // namespace lanebook
