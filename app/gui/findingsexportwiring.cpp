#include "app/gui/findingsexportwiring.h"

#include "app/gui/compositionroot.h"
#include "backends/export/findingsexport.h"
#include "backends/notebook/notebookwriter.h"
#include "backends/notebook/read/notebookreader.h"
#include "backends/threads/threadhandoff.h"
#include "widgets/charts/chartfileexport.h"
#include "widgets/findings/findingeditor.h"
#include "widgets/findings/findingsexportpreview.h"
#include "widgets/findings/findingspage.h"
#include "widgets/shell/mainwindow.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace lanebook {

namespace {

// The markdown written (pool thread): the outcome, and the text for the preview.
struct WrittenExport
{
    ExportOutcome outcome;
    QString markdown;
};

// A local notebook's folder; none for a team notebook (a server address).
QString notebookFolder(const QString &notebookPath)
{
    if (notebookPath.isEmpty() || notebookPath.contains(QLatin1String("://")))
        return {};
    return QFileInfo(notebookPath).absolutePath();
}

} // namespace

FindingsExportWiring::FindingsExportWiring(MainWindow *window, FindingsPage *page,
                                           CompositionRoot *root)
    : QObject(root)
    , m_window(window)
    , m_page(page)
    , m_writer(root->writer())
{
    connect(m_writer, &NotebookWriter::notebookOpened, this,
            [this](const QString &path, qint64) { onNotebookOpened(path); });
    connect(m_window, &MainWindow::exportFindingsRequested, this, &FindingsExportWiring::exportTo);
    connect(m_page, &FindingsPage::exportRequested, this, &FindingsExportWiring::exportTo);
}

FindingsExportWiring *FindingsExportWiring::install(MainWindow *window, FindingsPage *page,
                                                    CompositionRoot *root)
{
    return new FindingsExportWiring(window, page, root);
}

FindingsExportPreview *FindingsExportWiring::preview() const
{
    return m_preview;
}

void FindingsExportWiring::onNotebookOpened(const QString &path)
{
    m_notebookPath = path;
    // An export under way belongs to the notebook before.
    ++m_generation;
    m_exportJobs.cancel();
    offerExportFolder();
}

void FindingsExportWiring::offerExportFolder()
{
    const QString folder =
        m_lastExportFolder.isEmpty() ? notebookFolder(m_notebookPath) : m_lastExportFolder;
    m_window->setFindingsExportFolder(folder);
    m_page->setExportFolder(folder);
}

void FindingsExportWiring::exportTo(const QString &markdownPath)
{
    if (m_notebookPath.isEmpty() || markdownPath.isEmpty())
        return;
    const quint64 generation = ++m_generation;
    m_exportJobs.cancel();
    m_window->showStatusMessage(
        tr("Exporting the findings to %1…").arg(QDir::toNativeSeparators(markdownPath)));
    // What was typed in the Findings tab goes into the document: saved first, and read once
    // every write queued before this one has landed (a round trip through the writer's
    // thread, which runs its queue in order).
    m_page->editor()->flush();
    QPointer<FindingsExportWiring> self(this);
    ThreadHandoff::post(m_writer, [self, markdownPath, generation] {
        ThreadHandoff::post(QCoreApplication::instance(), [self, markdownPath, generation] {
            if (self && generation == self->m_generation)
                self->startExport(markdownPath, generation);
        });
    });
}

void FindingsExportWiring::startExport(const QString &markdownPath, quint64 generation)
{
    FindingsExportOptions options;
    options.generator = QStringLiteral("Lanebook %1").arg(QCoreApplication::applicationVersion());
    // Only planned on the pool (charts are drawn with it here, on the GUI thread).
    options.chartRenderer = renderFindingChart;
    m_exportJobs.read(
        [notebook = m_notebookPath, markdownPath, options](const JobToken &token) {
            return NotebookReader::findingsExport(notebook, markdownPath, options, token);
        },
        [this, markdownPath, generation](const NotebookReader::PreparedExport &result) {
            if (generation != m_generation)
                return;
            if (!result.prepared) {
                fail(markdownPath, result.error);
                return;
            }
            drawCharts(result.prepared, 0, generation);
        });
}

void FindingsExportWiring::drawCharts(const std::shared_ptr<PreparedFindingsExport> &prepared,
                                      size_t next, quint64 generation)
{
    if (generation != m_generation)
        return;
    if (next >= prepared->charts.size()) {
        writeMarkdown(prepared, generation);
        return;
    }
    // One chart a turn: the window keeps answering while a long document's charts are drawn.
    drawFindingsChart(*prepared, next, renderFindingChart);
    QMetaObject::invokeMethod(
        this, [this, prepared, next, generation] { drawCharts(prepared, next + 1, generation); },
        Qt::QueuedConnection);
}

void FindingsExportWiring::writeMarkdown(const std::shared_ptr<PreparedFindingsExport> &prepared,
                                         quint64 generation)
{
    const QString markdownPath = prepared->markdownPath;
    m_exportJobs.start(
        [prepared] {
            WrittenExport written;
            written.outcome = writeFindingsExport(*prepared, &written.markdown);
            return written;
        },
        [this, markdownPath, generation](const WrittenExport &written) {
            if (generation != m_generation)
                return;
            const ExportOutcome &outcome = written.outcome;
            if (!outcome.ok) {
                fail(markdownPath, outcome.error);
                return;
            }
            m_lastExportFolder = QFileInfo(markdownPath).absolutePath();
            offerExportFolder();
            FindingsExportReport report;
            report.markdownPath = markdownPath;
            report.markdown = written.markdown;
            report.chartPaths = outcome.files.mid(1); // the markdown file comes first
            report.warnings = outcome.warnings;
            report.findings = outcome.items;
            if (!m_preview)
                m_preview = new FindingsExportPreview(m_window);
            m_preview->showReport(report);
            m_preview->show();
            m_preview->raise();
            m_preview->activateWindow();
            m_window->showStatusMessage(tr("Findings exported to %1, with %n chart(s).", nullptr,
                                           int(report.chartPaths.size()))
                                            .arg(QDir::toNativeSeparators(markdownPath)));
            Q_EMIT exportFinished(true, markdownPath);
        });
}

void FindingsExportWiring::fail(const QString &markdownPath, const QString &error)
{
    m_window->showError(tr("The findings could not be exported to %1.\n\n%2")
                            .arg(QDir::toNativeSeparators(markdownPath), error));
    Q_EMIT exportFinished(false, markdownPath);
}

} // namespace lanebook
