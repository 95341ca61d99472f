#include "widgets/findings/findingsexportpreview.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextImageFormat>
#include <QUrl>
#include <QVBoxLayout>

#include <vector>

namespace lanebook {

namespace {

// The charts are drawn at 960 px for documents; the preview shows them at most this wide.
constexpr int kPreviewImageWidthPx = 720;

} // namespace

FindingsExportPreview::FindingsExportPreview(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("findingsExportPreview"));
    setWindowTitle(tr("Exported Findings"));
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("findingsExportSummary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_warnings = new QLabel;
    m_warnings->setObjectName(QStringLiteral("findingsExportWarnings"));
    m_warnings->setTextFormat(Qt::PlainText);
    m_warnings->setWordWrap(true);
    m_warnings->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_warnings->hide();
    m_browser = new QTextBrowser;
    m_browser->setObjectName(QStringLiteral("findingsExportBrowser"));
    m_browser->setOpenExternalLinks(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_openFolder = buttons->addButton(tr("Open &Folder"), QDialogButtonBox::ActionRole);
    m_openFolder->setObjectName(QStringLiteral("findingsExportOpenFolder"));
    connect(m_openFolder, &QPushButton::clicked, this, &FindingsExportPreview::openFolder);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_warnings);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    resize(900, 760);
}

void FindingsExportPreview::showReport(const FindingsExportReport &report)
{
    m_report = report;
    const QFileInfo file(report.markdownPath);
    const QString where = QDir::toNativeSeparators(file.absoluteFilePath());
    QString summary = tr("%n finding(s) written to %1.", nullptr, report.findings).arg(where);
    const int charts = int(report.chartPaths.size());
    summary += u' ' + (charts == 0 ? tr("No chart was drawn.")
                                   : tr("%n chart(s) beside it.", nullptr, charts));
    m_summary->setText(summary);
    if (report.warnings.isEmpty()) {
        m_warnings->clear();
        m_warnings->hide();
    } else {
        QStringList lines{tr("Warnings:")};
        for (const QString &warning : report.warnings)
            lines << QStringLiteral("• ") + warning;
        m_warnings->setText(lines.join(u'\n'));
        m_warnings->show();
    }
    // The charts are linked relative to the document: the browser looks for them beside it.
    m_browser->setSearchPaths({file.absolutePath()});
    m_browser->setMarkdown(report.markdown);
    fitImages();
}

void FindingsExportPreview::fitImages()
{
    struct Image
    {
        int position = 0;
        int length = 0;
        QTextImageFormat format;
    };
    std::vector<Image> images;
    QTextDocument *document = m_browser->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (fragment.isValid() && fragment.charFormat().isImageFormat())
                images.push_back({fragment.position(), fragment.length(),
                                  fragment.charFormat().toImageFormat()});
        }
    }
    // Qt scales the height with the width when only the width is set.
    QTextCursor cursor(document);
    for (Image &image : images) {
        image.format.setWidth(kPreviewImageWidthPx);
        cursor.setPosition(image.position);
        cursor.setPosition(image.position + image.length, QTextCursor::KeepAnchor);
        cursor.setCharFormat(image.format);
    }
}

void FindingsExportPreview::openFolder()
{
    if (m_report.markdownPath.isEmpty())
        return;
    QDesktopServices::openUrl(QUrl::fromLocalFile(QFileInfo(m_report.markdownPath).absolutePath()));
}

QString chooseFindingsExportPath(QWidget *parent, const QString &folder)
{
    const QString start =
        QDir(folder.isEmpty() ? QDir::homePath() : folder).filePath(QStringLiteral("findings.md"));
    QString path =
        QFileDialog::getSaveFileName(parent, FindingsExportPreview::tr("Export Findings"), start,
                                     FindingsExportPreview::tr("Markdown (*.md);;All files (*)"));
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".md");
    return path;
}

} // namespace lanebook
