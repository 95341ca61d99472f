#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace lanebook {

// The status bar's import indicator: files done of files found, the file being read as a
// tooltip, and a Cancel button. Hidden when no import runs. GUI thread.
class ImportProgressWidget : public QWidget
{
    Q_OBJECT
public:
    explicit ImportProgressWidget(QWidget *parent = nullptr);

    void setProgress(int filesDone, int fileCount, const QString &currentPath);
    void finish();
    QProgressBar *bar() const { return m_bar; }

Q_SIGNALS:
    void cancelRequested();

private:
    QLabel *m_label = nullptr;
    QProgressBar *m_bar = nullptr;
    QToolButton *m_cancel = nullptr;
};

} // namespace lanebook
