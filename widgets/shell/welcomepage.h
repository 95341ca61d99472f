#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace lanebook {

// What the window shows while no notebook is open: what a notebook is, New / Open (and the
// demo when the application offers one), and the recent notebooks. GUI thread.
class WelcomePage : public QWidget
{
    Q_OBJECT
public:
    explicit WelcomePage(QWidget *parent = nullptr);

    void setRecentNotebooks(const QStringList &paths);
    void setDemoAvailable(bool available);

Q_SIGNALS:
    void newNotebookRequested();
    void openNotebookRequested();
    void openDemoRequested();
    void openRecentRequested(const QString &path);

private:
    QPushButton *m_demo = nullptr;
    QLabel *m_recentTitle = nullptr;
    QListWidget *m_recent = nullptr;
};

} // namespace lanebook
