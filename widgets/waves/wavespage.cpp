#include "widgets/waves/wavespage.h"

#include "widgets/waves/wavemonitor.h"
#include "widgets/waves/waveplanner.h"

#include <QGroupBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace lanebook {

WavesPage::WavesPage(QWidget *parent)
    : QWidget(parent)
    , m_splitter(new QSplitter(Qt::Vertical))
    , m_planner(new WavePlanner)
    , m_monitor(new WaveMonitor)
{
    setObjectName(QStringLiteral("wavesPage"));
    auto *plannerBox = new QGroupBox(tr("Wave planner"));
    auto *plannerLayout = new QVBoxLayout(plannerBox);
    plannerLayout->addWidget(m_planner);
    auto *monitorBox = new QGroupBox(tr("Wave monitor"));
    auto *monitorLayout = new QVBoxLayout(monitorBox);
    monitorLayout->addWidget(m_monitor);
    m_splitter->addWidget(plannerBox);
    m_splitter->addWidget(monitorBox);
    m_splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_splitter);
    focusMonitor(false);
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] { m_arrangedByUser = true; });
}

void WavesPage::focusMonitor(bool monitor)
{
    // A wave starting or ending must not undo where the user put the divider.
    if (m_arrangedByUser)
        return;
    const int height = std::max(600, m_splitter->height());
    m_splitter->setSizes(monitor ? QList<int>{height * 2 / 5, height * 3 / 5}
                                 : QList<int>{height * 2 / 3, height / 3});
}

} // namespace lanebook
