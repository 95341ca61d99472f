// The inspector's two columns: the property names as wide as they need while the values keep
// their room, fitted again whenever the dock changes width.
#include "widgets/runs/runinspector.h"

#include "widgets/common/charwidth.h"

#include <QEvent>
#include <QHeaderView>
#include <QTreeWidget>

#include <algorithm>

namespace lanebook {

int RunInspector::minimumValueWidthPx() const
{
    // "41.2 ms", "2,450.5 tok/s", "pass: clocks locked…": enough to read a value's start.
    return charWidthPx(fontMetrics()) * 16;
}

void RunInspector::measureColumns()
{
    // Only the rows shown count: the collapsed "Other fields from the file" does not.
    // (QTreeView's override is protected; QAbstractItemView's is the public face of it.)
    const QAbstractItemView *view = m_tree;
    m_namesWidthPx = std::max(view->sizeHintForColumn(0), m_tree->header()->sectionSizeHint(0));
    m_valuesWidthPx = std::max(view->sizeHintForColumn(1), m_tree->header()->sectionSizeHint(1));
    fitColumns();
}

void RunInspector::fitColumns()
{
    // The names as wide as they need while the values fit beside them; when both cannot, the
    // names give way down to half of the width (values are what is read), and the values keep
    // at least minimumValueWidthPx() (the header's minimum section size), the tree scrolling
    // when the dock is narrower still. Measured once when the run was shown, the names' width
    // was kept as the dock narrowed, leaving the values a 20-pixel sliver.
    const int available = m_tree->viewport()->width();
    int names = m_namesWidthPx;
    if (available > 0 && names + m_valuesWidthPx > available)
        names = std::min(names, std::max(available / 2, available - m_valuesWidthPx));
    names = std::max(names, m_tree->header()->minimumSectionSize());
    if (m_tree->columnWidth(0) != names)
        m_tree->setColumnWidth(0, names);
}

bool RunInspector::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tree->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

} // namespace lanebook
