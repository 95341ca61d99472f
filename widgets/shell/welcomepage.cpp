#include "widgets/shell/welcomepage.h"

#include "widgets/common/charwidth.h"
#include "widgets/shell/notebookname.h"

#include <QBoxLayout>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>

namespace lanebook {

WelcomePage::WelcomePage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("welcomePage"));
    auto *title = new QLabel(tr("No notebook is open"));
    QFont font = title->font();
    font.setPointSizeF(font.pointSizeF() * 1.6);
    title->setFont(font);
    title->setAlignment(Qt::AlignCenter);
    auto *text = new QLabel(tr("A notebook keeps your benchmark runs, from every tool, in one "
                               "file you can sort, filter and compare. Create one and drop "
                               "result files on the window, or open an existing one."));
    text->setWordWrap(true);
    text->setAlignment(Qt::AlignCenter);

    auto *newButton = new QPushButton(tr("New Notebook…"));
    newButton->setObjectName(QStringLiteral("welcomeNewButton"));
    auto *openButton = new QPushButton(tr("Open Notebook…"));
    openButton->setObjectName(QStringLiteral("welcomeOpenButton"));
    m_demo = new QPushButton(tr("Open Demo Notebook"));
    m_demo->setObjectName(QStringLiteral("welcomeDemoButton"));
    m_demo->setToolTip(tr("A notebook filled from real published benchmark results"));
    m_demo->hide();
    connect(newButton, &QPushButton::clicked, this, &WelcomePage::newNotebookRequested);
    connect(openButton, &QPushButton::clicked, this, &WelcomePage::openNotebookRequested);
    connect(m_demo, &QPushButton::clicked, this, &WelcomePage::openDemoRequested);

    m_recentTitle = new QLabel(tr("Recent notebooks"));
    m_recent = new QListWidget;
    m_recent->setObjectName(QStringLiteral("welcomeRecentList"));
    m_recent->setMaximumHeight(160);
    connect(m_recent, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        Q_EMIT openRecentRequested(item->data(Qt::UserRole).toString());
    });

    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(newButton);
    buttons->addWidget(openButton);
    buttons->addWidget(m_demo);
    buttons->addStretch();

    auto *column = new QWidget;
    // A fixed width lets the wrapped text compute its height (a maximum width does not).
    column->setFixedWidth(charWidthPx(fontMetrics()) * 80);
    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->addWidget(title);
    columnLayout->addWidget(text);
    columnLayout->addSpacing(12);
    columnLayout->addLayout(buttons);
    columnLayout->addSpacing(24);
    columnLayout->addWidget(m_recentTitle);
    columnLayout->addWidget(m_recent);

    // Centred by stretches, not by an alignment flag: an aligned item gets its size hint
    // and the wrapped text would be cut to one line.
    auto *row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(column);
    row->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(1);
    layout->addLayout(row);
    layout->addStretch(2);
    setRecentNotebooks({});
}

void WelcomePage::setRecentNotebooks(const QStringList &paths)
{
    m_recent->clear();
    for (const QString &path : paths) {
        const NotebookName name = notebookName(path);
        auto *item = new QListWidgetItem(tr("%1 — %2").arg(name.name, name.place), m_recent);
        item->setData(Qt::UserRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
    }
    m_recentTitle->setVisible(!paths.isEmpty());
    m_recent->setVisible(!paths.isEmpty());
}

void WelcomePage::setDemoAvailable(bool available)
{
    m_demo->setVisible(available);
}

} // namespace lanebook
