#pragma once

#include "app/gui/jobtracker.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>

namespace lanebook {

class CompositionRoot;
class FindingsExportPreview;
class FindingsPage;
class MainWindow;
class NotebookWriter;
struct PreparedFindingsExport;

// File › Export Findings… and the Findings tab's Export… (GUI thread): the same export as
// `lanebook-cli export findings --out FILE.md` (backends/export/findingsexport.h), in its three
// steps. The notebook is read on the thread pool with its own read-only connection, once every
// write queued before (what was typed in the Findings tab) has landed; the charts are drawn
// here, one per event-loop turn, since Qt Charts draws on the GUI thread only; the markdown is
// written on the pool. The outcome is shown in the export preview (where it went, the charts,
// the warnings, the document), or as an error. A later export, or another notebook, supersedes
// one under way.
class FindingsExportWiring : public QObject
{
    Q_OBJECT
public:
    FindingsExportWiring(MainWindow *window, FindingsPage *page, CompositionRoot *root);

    // One line in the composition root.
    static FindingsExportWiring *install(MainWindow *window, FindingsPage *page,
                                         CompositionRoot *root);

    // Exports the open notebook's findings to this markdown file (what both entries do once
    // their save dialog has a path).
    void exportTo(const QString &markdownPath);
    // The preview of the last export; null before the first.
    FindingsExportPreview *preview() const;

Q_SIGNALS:
    // For tests: an export ended, written (its preview is shown) or not (an error is shown).
    void exportFinished(bool written, const QString &markdownPath);

private:
    void onNotebookOpened(const QString &path);
    void startExport(const QString &markdownPath, quint64 generation);
    void drawCharts(const std::shared_ptr<PreparedFindingsExport> &prepared, size_t next,
                    quint64 generation);
    void writeMarkdown(const std::shared_ptr<PreparedFindingsExport> &prepared, quint64 generation);
    void fail(const QString &markdownPath, const QString &error);
    // The folder both save dialogs start in: the last export's, else the notebook's.
    void offerExportFolder();

    MainWindow *m_window;
    FindingsPage *m_page;
    NotebookWriter *m_writer;
    QString m_notebookPath;
    QString m_lastExportFolder;
    // Bumped by every export and by another notebook: the GUI-thread steps of an older one
    // stop (the tracker drops its pool steps).
    quint64 m_generation = 0;
    JobTracker m_exportJobs{this};
    QPointer<FindingsExportPreview> m_preview;
};

} // namespace lanebook
