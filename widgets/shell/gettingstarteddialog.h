#pragma once

#include <QDialog>

class QTextBrowser;

namespace lanebook {

// Help > Getting Started: a one-page tour for inference engineers, from opening a notebook to
// findings, waves and the command line, naming the menus and tabs as the window shows them.
// Non-modal, so the guide can stay open beside the window it describes. GUI thread.
class GettingStartedDialog : public QDialog
{
    Q_OBJECT
public:
    explicit GettingStartedDialog(QWidget *parent = nullptr);

    QTextBrowser *browser() const { return m_browser; }

private:
    QTextBrowser *m_browser = nullptr;
};

} // namespace lanebook
