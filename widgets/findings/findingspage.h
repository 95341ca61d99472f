#pragma once

#include "models/findings/findingdetails.h"

#include <QList>
#include <QPointer>
#include <QWidget>

#include <vector>

class QLabel;
class QListWidget;
class QPushButton;

namespace lanebook {

class FindingEditor;
class RunTableModel;

// The Findings tab: the notebook's findings, negative results standing out, and
// the editor of the one chosen. GUI thread. It knows no backend: it asks with the signals
// (load a finding, create one, save an edit or a verdict, export the findings document) and is
// answered through the slots; the wiring in app/gui connects them to the notebook reader and
// writer, and the export.
class FindingsPage : public QWidget
{
    Q_OBJECT
public:
    explicit FindingsPage(QWidget *parent = nullptr);

    void setFindings(const std::vector<FindingSummary> &findings);
    // The chosen finding in full (answer to findingWanted).
    void showDetails(const FindingDetails &details);
    // A finding was created: choose it (answer to newFindingRequested).
    void showFindingCreated(qint64 findingId);
    void showSaved();
    void showSaveFailed(const QString &message);
    // Another notebook: forget the list and the editor.
    void clear();
    // Chooses a finding in the list, as a click would.
    void selectFinding(qint64 findingId);
    qint64 currentFindingId() const;
    // Opens the New Finding dialog (the button; tests call it with a dialog they fill).
    void chooseNewFinding();
    // The notebook's runs, for "Link Runs…" (the Runs tab's model; not owned).
    void setRunTableModel(RunTableModel *runs);
    // Opens the Link Runs dialog for the finding being edited (the editor's button).
    void chooseRunsToLink();
    // The folder Export… starts in (the last export's, else the notebook's).
    void setExportFolder(const QString &folder);
    // Export…: the save dialog, then exportTo() with the path chosen.
    void chooseExportFile();
    // Asks for the findings document at this path (exportRequested); tests call it directly.
    void exportTo(const QString &markdownPath);

    QListWidget *list() const { return m_list; }
    FindingEditor *editor() const { return m_editor; }
    QPushButton *newButton() const { return m_newButton; }
    QPushButton *exportButton() const { return m_exportButton; }

Q_SIGNALS:
    void findingWanted(qint64 findingId);
    void newFindingRequested(const lanebook::NewFinding &finding);
    void fieldEdited(qint64 findingId, lanebook::FindingField field, const QString &text);
    void verdictChosen(qint64 findingId, lanebook::FindingVerdict verdict, const QString &reason);
    void openRunRequested(qint64 runId);
    void unlinkRunRequested(qint64 findingId, qint64 runId);
    void linkRunsRequested(qint64 findingId, const QList<qint64> &controlRunIds,
                           const QList<qint64> &candidateRunIds);
    // Export the notebook's findings document (markdown and charts) to this path.
    void exportRequested(const QString &markdownPath);

protected:
    void hideEvent(QHideEvent *event) override;

private:
    void onCurrentChanged();

    QListWidget *m_list = nullptr;
    QPushButton *m_newButton = nullptr;
    QPushButton *m_exportButton = nullptr;
    QString m_exportFolder;
    QLabel *m_countLabel = nullptr;
    FindingEditor *m_editor = nullptr;
    QPointer<RunTableModel> m_runs;
    qint64 m_pendingSelection = 0;
    bool m_filling = false;
};

} // namespace lanebook
