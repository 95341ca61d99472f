#pragma once

#include "models/findings/findingdetails.h"

#include <QSet>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTextBrowser;
class QTimer;
class QTreeWidget;

namespace lanebook {

// The Findings tab's editor for one finding (the fields of a negative-result summary): title,
// hypothesis (stamped when written, visibly locked once results are linked), prediction, verdict
// with its reason, linked runs and waves (activating one opens it), the analysis in markdown with a
// live preview (Qt's own markdown rendering), what it rules out, what to try next, and the history
// of edits. Everything typed is saved without a Save button: edits are gathered for a moment
// and then asked for with fieldEdited() / verdictChosen(). GUI thread; holds no truth beyond
// the text being typed.
class FindingEditor : public QWidget
{
    Q_OBJECT
public:
    explicit FindingEditor(QWidget *parent = nullptr);
    ~FindingEditor() override;

    // Shows a finding. When it is the one being edited, fields with unsaved typing keep it.
    void showDetails(const FindingDetails &details);
    void clear();
    qint64 findingId() const { return m_details.finding.id; }
    bool hasUnsavedEdits() const;
    // Asks for every pending edit now (another finding is chosen, the tab is left).
    void flush();
    // The wiring reports what the writer did with the edits.
    void showSaved();
    void showSaveFailed(const QString &message);

    QLineEdit *titleEdit() const { return m_title; }
    QPlainTextEdit *hypothesisEdit() const { return m_hypothesis; }
    QLabel *hypothesisStamp() const { return m_hypothesisStamp; }
    QPlainTextEdit *analysisEdit() const { return m_analysis; }
    QTextBrowser *analysisPreview() const { return m_preview; }
    QComboBox *verdictCombo() const { return m_verdict; }
    QLineEdit *reasonEdit() const { return m_reason; }
    QListWidget *linksList() const { return m_links; }
    QPushButton *linkRunsButton() const { return m_linkRuns; }
    QTreeWidget *historyTree() const { return m_history; }
    QLabel *verdictBanner() const { return m_banner; }
    QLabel *saveStatusLabel() const { return m_status; }
    QPlainTextEdit *editFor(FindingField field) const;

Q_SIGNALS:
    void fieldEdited(qint64 findingId, lanebook::FindingField field, const QString &text);
    void verdictChosen(qint64 findingId, lanebook::FindingVerdict verdict, const QString &reason);
    void openRunRequested(qint64 runId);
    // "Unlink" in the linked runs' context menu (kept in the history as an edit).
    void unlinkRunRequested(qint64 findingId, qint64 runId);
    // "Link Runs…" under the linked runs: the page asks which runs.
    void linkRunsWanted(qint64 findingId);

private:
    // The form, built in steps.
    QWidget *createForm();
    void createTextFields();
    QLayout *createVerdictRow();
    QWidget *createLinkList();
    QWidget *createAnalysis();
    void createFollowUpFields();
    void createHistory();
    QWidget *layOutForm(QLayout *verdictRow, QWidget *links, QWidget *analysis);
    void connectEdits();
    void connectLinkList();
    void markDirty(FindingField field);
    void onVerdictChosen();
    void updateBanner();
    void setStatus(const QString &text, bool error = false);
    void updateHypothesisLock();
    void fillLinks();
    void fillHistory();
    QString fieldText(FindingField field) const;
    void setFieldText(FindingField field, const QString &text);

    FindingDetails m_details;
    QSet<FindingField> m_dirty;
    bool m_verdictPending = false;
    bool m_filling = false;
    QTimer *m_saveTimer = nullptr;

    QLabel *m_banner = nullptr;
    QLineEdit *m_title = nullptr;
    QPlainTextEdit *m_hypothesis = nullptr;
    QLabel *m_hypothesisStamp = nullptr;
    QPlainTextEdit *m_prediction = nullptr;
    QComboBox *m_verdict = nullptr;
    QLineEdit *m_reason = nullptr;
    QListWidget *m_links = nullptr;
    QPushButton *m_linkRuns = nullptr;
    QPlainTextEdit *m_analysis = nullptr;
    QTextBrowser *m_preview = nullptr;
    QPlainTextEdit *m_rulesOut = nullptr;
    QPlainTextEdit *m_nextSteps = nullptr;
    QTreeWidget *m_history = nullptr;
    QLabel *m_status = nullptr;
    QWidget *m_form = nullptr;
    QLabel *m_placeholder = nullptr;
};

} // namespace lanebook
