#include "widgets/shell/importprogresswidget.h"

#include <QBoxLayout>
#include <QDir>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

namespace lanebook {

ImportProgressWidget::ImportProgressWidget(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("importProgress"));
    m_label = new QLabel(tr("Importing"));
    m_bar = new QProgressBar;
    m_bar->setObjectName(QStringLiteral("importProgressBar"));
    m_bar->setFixedWidth(220);
    m_bar->setTextVisible(true);
    m_cancel = new QToolButton;
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop after the file being read; what was imported stays"));
    connect(m_cancel, &QToolButton::clicked, this, [this] {
        m_cancel->setEnabled(false);
        m_label->setText(tr("Cancelling"));
        Q_EMIT cancelRequested();
    });
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    hide();
}

void ImportProgressWidget::setProgress(int filesDone, int fileCount, const QString &currentPath)
{
    if (isHidden()) {
        m_cancel->setEnabled(true);
        m_label->setText(tr("Importing"));
        show();
    }
    // Until the files are counted the bar only says that something is happening.
    m_bar->setRange(0, fileCount > 0 ? fileCount : 0);
    m_bar->setValue(filesDone);
    m_bar->setFormat(tr("%1 of %2 files").arg(filesDone).arg(fileCount));
    m_bar->setToolTip(currentPath.isEmpty() ? QString() : QDir::toNativeSeparators(currentPath));
}

void ImportProgressWidget::finish()
{
    hide();
}

} // namespace lanebook
