#pragma once

#include <QDialog>
#include <QString>
#include <QStringList>

class QLabel;
class QPushButton;
class QTextBrowser;

namespace lanebook {

// What an export of the findings wrote, as the preview shows it; the app fills it in from the
// export's outcome (the widgets know no backend).
struct FindingsExportReport
{
    QString markdownPath;   // the document written
    QString markdown;       // its text, as written
    QStringList chartPaths; // the images written beside it
    QStringList warnings;   // written, but something is missing (a chart, a deleted run)
    int findings = 0;
};

// The findings document just exported (File › Export Findings…, the Findings tab's Export…):
// where it went, how many charts were drawn, the warnings, and the document itself rendered
// with its charts. Non-modal; Open Folder shows the folder in the file manager. GUI thread.
class FindingsExportPreview : public QDialog
{
    Q_OBJECT
public:
    explicit FindingsExportPreview(QWidget *parent = nullptr);

    void showReport(const FindingsExportReport &report);
    const FindingsExportReport &report() const { return m_report; }

    QTextBrowser *browser() const { return m_browser; }
    QLabel *summaryLabel() const { return m_summary; }
    QLabel *warningsLabel() const { return m_warnings; }
    QPushButton *openFolderButton() const { return m_openFolder; }

private:
    void openFolder();
    void fitImages();

    FindingsExportReport m_report;
    QLabel *m_summary = nullptr;
    QLabel *m_warnings = nullptr;
    QTextBrowser *m_browser = nullptr;
    QPushButton *m_openFolder = nullptr;
};

// The save dialog of File › Export Findings… and the Findings tab's Export…: starts at
// findings.md in `folder`; the chosen path with ".md" added when it has no suffix, or empty
// when cancelled.
QString chooseFindingsExportPath(QWidget *parent, const QString &folder);

} // namespace lanebook
