#pragma once

#include "models/comparison/comparisonsnapshot.h"
#include "models/findings/findingverdict.h"
#include "models/runtable/runtablemodel.h"
#include "widgets/comparison/comparisonarm.h"

#include <QList>
#include <QWidget>

#include <optional>
#include <utility>
#include <vector>

class QComboBox;
class QFrame;
class QLabel;
class QPushButton;
class QScrollArea;
class QTableView;
class QTimer;
class QVBoxLayout;

namespace lanebook {

class ComparisonPointsModel;
class ComparisonTableProxy;
class ConfigDiffView;
class GateListView;
class RunSetZone;

// The Compare tab: a control arm and a candidate arm of runs (dropped from the
// Runs table or set through its Compare menu; a wave's two arms through setArms()), the
// metric, and the comparison: the verdict banner, the table in a findings table's shape, the noise
// floor and the smallest detectable effect, quality beside speed and speculative decoding's
// acceptance apart from it, the gates, the config diff and the notes; and
// "Record Verdict…", which decides a finding (with the metric compared). A metric chosen for
// earlier arms that the new arms do not share gives way to the best one they share, said in
// a neutral line; the page's messages name no command-line syntax.
//
// GUI thread. It knows no backend: it asks with compareRequested() and is given
// the answer through showComparison(); an answer to an older request is dropped. It holds the
// arms (the page's own state) and the last comparison shown, nothing of the notebook.
class ComparePage : public QWidget
{
    Q_OBJECT
public:
    explicit ComparePage(QWidget *parent = nullptr);
    ~ComparePage() override;

    // Run labels for the arms come from the Runs table's snapshot.
    void setSnapshot(const RunTableSnapshotPtr &snapshot);

    // Replaces both arms: two runs, two sets, or a wave's two arms (given
    // each arm's run ids). A run named in both stays in the candidate arm only.
    void setArms(const QList<qint64> &controlRunIds, const QList<qint64> &candidateRunIds);
    // Replaces or adds to one arm; a run moving into an arm leaves the other.
    void editArm(ComparisonArm arm, ArmEdit edit, const QList<qint64> &runIds);
    void removeRuns(ComparisonArm arm, const QList<qint64> &runIds);
    void swapArms();
    // Forgets the arms and the comparison (another notebook was opened).
    void clear();
    // The metric last chosen in an earlier session: compared whenever both arms record it,
    // until another is chosen. Empty: the builder chooses.
    void setPreferredMetric(const QString &metricName);
    QString preferredMetric() const { return m_preferredMetric; }

    QList<qint64> controlRunIds() const { return m_control; }
    QList<qint64> candidateRunIds() const { return m_candidate; }
    // The comparison on screen, or none (no arms, waiting for one, or it failed).
    const ComparisonReport *shownReport() const;
    bool isWaiting() const { return m_waiting || m_requestPending; }

    ComparisonPointsModel *pointsModel() const { return m_pointsModel; }
    QTableView *table() const { return m_table; }
    QComboBox *metricCombo() const { return m_metricCombo; }
    QPushButton *recordVerdictButton() const { return m_recordButton; }
    QLabel *headlineLabel() const { return m_headline; }
    QLabel *messageLabel() const { return m_message; }
    GateListView *gateList() const { return m_gates; }
    ConfigDiffView *configDiffView() const { return m_diff; }
    RunSetZone *zone(ComparisonArm arm) const;

public Q_SLOTS:
    void showComparison(const lanebook::ComparisonSnapshot &snapshot);
    void setFindings(const std::vector<lanebook::FindingRef> &findings);
    void showVerdictRecorded(qint64 findingId, const lanebook::VerdictRecord &record);
    void showVerdictFailed(const QString &error);
    // Opens "Record Verdict…" (window-modal; returns at once). No-op without a comparison.
    void openRecordVerdictDialog();

Q_SIGNALS:
    void compareRequested(const QList<qint64> &controlRunIds, const QList<qint64> &candidateRunIds,
                          const QString &metricName);
    void recordVerdictRequested(const lanebook::VerdictRecord &record);
    void armsChanged(int controlCount, int candidateCount);
    // The user chose this metric in the metric box (remembered for the next start).
    void metricChosen(const QString &metricName);

private:
    enum class State { NoArms, Waiting, Failed, Shown };

    QWidget *createArms();
    QWidget *createToolbar();
    QWidget *createReport();
    QLabel *addSection(QVBoxLayout *layout, const QString &title);
    void armsEdited();
    void requestComparison();
    void chooseMetric(int index);
    QString labelOf(qint64 runId) const;
    void setState(State state, const QString &error = {});
    // comparepage_report.cpp: the comparison on screen.
    void showReport(const ComparisonSnapshot &snapshot);
    void showBanner(const ComparisonReport &report, const QString &message);
    // Asks again with a metric both arms record when the answer is about one they do not
    // share; true when it did (the answer is not shown).
    bool switchToSharedMetric(const ComparisonSnapshot &snapshot);
    // The report's message as the window says it (the builder's may name `--metric`).
    static QString windowMessage(const ComparisonSnapshot &snapshot);
    void showMetricNote(const ComparisonReport &report);
    void fitTable();
    void fillMetricCombo(const ComparisonSnapshot &snapshot);
    void showNotes(const ComparisonReport &report);
    void showQuality(const ComparisonReport &report);
    QString summaryLine() const;

    RunTableSnapshotPtr m_snapshot;
    QList<qint64> m_control;
    QList<qint64> m_candidate;
    QString m_metric;          // the user's choice; empty: the builder chooses
    QString m_preferredMetric; // remembered from an earlier choice; used where both arms have it
    QString m_replacedMetric;  // asked for but not shared by these arms; the note names it
    // The request in flight, answered by a snapshot with the same ids and metric.
    bool m_requestPending = false; // scheduled, not yet sent
    bool m_waiting = false;        // sent, not yet answered
    QList<qint64> m_requestedControl;
    QList<qint64> m_requestedCandidate;
    QString m_requestedMetric;
    std::optional<ComparisonSnapshot> m_shown;
    std::vector<FindingRef> m_findings;

    QTimer *m_requestTimer = nullptr;
    RunSetZone *m_controlZone = nullptr;
    RunSetZone *m_candidateZone = nullptr;
    QComboBox *m_metricCombo = nullptr;
    QPushButton *m_recordButton = nullptr;
    QLabel *m_verdictStatus = nullptr;
    std::pair<QList<qint64>, QList<qint64>> m_verdictArms; // those the status speaks of
    QScrollArea *m_scroll = nullptr;
    QLabel *m_metricNote = nullptr; // "X is not recorded by both arms: comparing Y instead."
    QFrame *m_banner = nullptr;
    QLabel *m_headline = nullptr;
    QLabel *m_detail = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_heldLabel = nullptr;
    ComparisonPointsModel *m_pointsModel = nullptr;
    ComparisonTableProxy *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_statistics = nullptr;
    QLabel *m_qualityTitle = nullptr;
    QLabel *m_quality = nullptr; // quality beside speed, per arm
    QLabel *m_speculativeTitle = nullptr;
    QLabel *m_speculative = nullptr; // acceptance rate and length: drafting, not quality
    QLabel *m_cacheTitle = nullptr;
    QLabel *m_cache = nullptr; // the cache's hit rate and a conversation's TTFT by turn
    QLabel *m_gatesTitle = nullptr;
    GateListView *m_gates = nullptr;
    QLabel *m_diffTitle = nullptr;
    ConfigDiffView *m_diff = nullptr;
    QLabel *m_notesTitle = nullptr;
    QLabel *m_notes = nullptr;
};

} // namespace lanebook
