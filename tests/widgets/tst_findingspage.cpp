// The Findings tab's widgets offscreen: negative results stand out in the list; typing is
// saved without a Save button (one fieldEdited per field after the pause, or at once on
// flush); the markdown preview is Qt's own rendering; the hypothesis locks once results are
// linked; a verdict waits for its reason; linked runs open on activation; the annotation
// dialog refuses a status override without a reason.
#include "widgets/common/errortext.h"
#include "widgets/findings/findingeditor.h"
#include "widgets/findings/findingspage.h"
#include "widgets/findings/runannotationdialog.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTextBrowser>
#include <QTimeZone>
#include <QTreeWidget>
#include <QtTest>

using namespace lanebook;

namespace {

std::vector<FindingSummary> summaries()
{
    FindingSummary oea;
    oea.id = 1;
    oea.title = QStringLiteral("Opportunistic expert activation");
    oea.verdict = FindingVerdict::Negative;
    oea.verdictReason = QStringLiteral("-0.2% at every concurrency");
    oea.linkedRuns = 8;
    FindingSummary fp8;
    fp8.id = 2;
    fp8.title = QStringLiteral("FP8 KV cache");
    fp8.verdict = FindingVerdict::Adopted;
    FindingSummary open;
    open.id = 3;
    open.title = QStringLiteral("Piecewise CUDA graphs");
    return {oea, fp8, open};
}

FindingDetails details(qint64 id, bool linked)
{
    FindingDetails d;
    d.finding.id = id;
    d.finding.title = QStringLiteral("Opportunistic expert activation");
    d.finding.hypothesis = QStringLiteral("Piggybacking tokens on active experts cuts work.");
    d.finding.hypothesisAt = QDateTime(QDate(2026, 2, 14), QTime(9, 30), Qt::UTC);
    if (linked) {
        d.finding.controlRunIds = {11, 12};
        d.finding.candidateRunIds = {21};
        d.runLabels.insert(11, QStringLiteral("glm5-baseline-c10"));
        d.runLabels.insert(21, QStringLiteral("glm5-oea-c10"));
        FindingRunLink gone;
        gone.runId = 30;
        gone.role = QStringLiteral("candidate");
        gone.label = QStringLiteral("glm5-oea-c64-deleted");
        d.finding.deletedRuns.push_back(gone);
    }
    FindingEdit edit;
    edit.field = QStringLiteral("hypothesis");
    edit.newText = d.finding.hypothesis;
    edit.editedAt = d.finding.hypothesisAt;
    d.edits.push_back(edit);
    return d;
}

int rowOf(QListWidget *list, qint64 id)
{
    for (int row = 0; row < list->count(); ++row) {
        if (list->item(row)->text().contains(id == 1   ? QStringLiteral("Opportunistic")
                                             : id == 2 ? QStringLiteral("FP8")
                                                       : QStringLiteral("Piecewise")))
            return row;
    }
    return -1;
}

} // namespace

class TestFindingsPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void negativeResultsStandOut();
    void choosingAFindingAsksForIt();
    void typingIsSavedAfterAPause();
    void previewRendersMarkdown();
    void hypothesisLocksOnceResultsAreLinked();
    void verdictWaitsForItsReason();
    void linkedRunsOpen();
    void annotationNeedsReasonForStatus();
};

void TestFindingsPage::negativeResultsStandOut()
{
    FindingsPage page;
    page.setFindings(summaries());
    QListWidget *list = page.list();
    QCOMPARE(list->count(), 3);
    QListWidgetItem *negative = list->item(rowOf(list, 1));
    QListWidgetItem *adopted = list->item(rowOf(list, 2));
    QListWidgetItem *open = list->item(rowOf(list, 3));
    QVERIFY(negative->text().contains(QStringLiteral("✗ negative")));
    QVERIFY(negative->font().bold());
    QVERIFY(!adopted->font().bold());
    const QColor negativeColor = negative->foreground().color();
    QVERIFY(negativeColor != adopted->foreground().color());
    QVERIFY(negativeColor != page.palette().color(QPalette::Text));
    QVERIFY(negativeColor.red() > negativeColor.green()); // reads as a warning
    QVERIFY(open->text().contains(QStringLiteral("under test")));
}

void TestFindingsPage::choosingAFindingAsksForIt()
{
    FindingsPage page;
    QSignalSpy wanted(&page, &FindingsPage::findingWanted);
    page.setFindings(summaries());
    QVERIFY(!wanted.isEmpty()); // the first one is chosen
    page.selectFinding(2);
    QCOMPARE(wanted.last().at(0).toLongLong(), qint64(2));
    // An answer for a finding no longer chosen is dropped.
    page.showDetails(details(1, false));
    QCOMPARE(page.editor()->findingId(), qint64(0));
    FindingDetails two = details(2, false);
    page.showDetails(two);
    QCOMPARE(page.editor()->findingId(), qint64(2));
}

void TestFindingsPage::typingIsSavedAfterAPause()
{
    FindingEditor editor;
    editor.show();
    editor.showDetails(details(1, false));
    QSignalSpy edited(&editor, &FindingEditor::fieldEdited);
    editor.analysisEdit()->setFocus();
    QTest::keyClicks(editor.analysisEdit(), QStringLiteral("Routing is uniform."));
    QVERIFY(edited.isEmpty()); // gathered, not one write per key
    QVERIFY(edited.wait(5000));
    QCOMPARE(edited.size(), 1);
    QCOMPARE(edited.first().at(0).toLongLong(), qint64(1));
    QCOMPARE(edited.first().at(1).value<FindingField>(), FindingField::Analysis);
    QCOMPARE(edited.first().at(2).toString(), QStringLiteral("Routing is uniform."));

    // flush() (leaving the finding or the tab) saves at once.
    QTest::keyClicks(editor.titleEdit(), QStringLiteral(" (OEA)"));
    editor.flush();
    QCOMPARE(edited.size(), 2);
    QCOMPARE(edited.last().at(1).value<FindingField>(), FindingField::Title);
    QVERIFY(!editor.hasUnsavedEdits());

    // The answer to the save keeps what is being typed.
    QTest::keyClicks(editor.analysisEdit(), QStringLiteral(" More."));
    FindingDetails saved = details(1, false);
    saved.finding.analysisMarkdown = QStringLiteral("Routing is uniform.");
    editor.showDetails(saved);
    QCOMPARE(editor.analysisEdit()->toPlainText(), QStringLiteral("Routing is uniform. More."));
    QVERIFY(editor.hasUnsavedEdits());
}

void TestFindingsPage::previewRendersMarkdown()
{
    FindingEditor editor;
    editor.showDetails(details(1, false));
    editor.analysisEdit()->setPlainText(QStringLiteral(
        "## Why\n\n| c | delta |\n|---|---|\n| 10 | -0.2%% |\n\n**uniform** routing"));
    const QTextDocument *preview = editor.analysisPreview()->document();
    const QString text = preview->toPlainText();
    QVERIFY2(!text.contains(QStringLiteral("##")), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("**")));
    QVERIFY(text.contains(QStringLiteral("uniform")));
    QVERIFY(editor.analysisPreview()->toHtml().contains(QStringLiteral("<table")));
}

void TestFindingsPage::hypothesisLocksOnceResultsAreLinked()
{
    FindingEditor editor;
    editor.showDetails(details(1, false));
    QVERIFY(!editor.hypothesisEdit()->isReadOnly());
    QVERIFY(editor.hypothesisStamp()->text().contains(QStringLiteral("2026-02-14 09:30 UTC")));
    QVERIFY(!editor.hypothesisStamp()->property("locked").toBool());
    editor.showDetails(details(1, true));
    QVERIFY(editor.hypothesisEdit()->isReadOnly());
    QVERIFY(editor.hypothesisStamp()->property("locked").toBool());
    QVERIFY(editor.hypothesisStamp()->text().contains(QStringLiteral("locked")));
    // Whether it predates the results is read from the linked runs' start, never assumed.
    QVERIFY(!editor.hypothesisStamp()->text().contains(QStringLiteral("before")));
    FindingDetails before = details(1, true);
    before.firstResultAt = QDateTime(QDate(2026, 2, 15), QTime(8, 0), QTimeZone::utc());
    editor.showDetails(before);
    QVERIFY2(editor.hypothesisStamp()->text().contains(QStringLiteral("before the first linked")),
             qPrintable(editor.hypothesisStamp()->text()));
    FindingDetails after = details(1, true);
    after.firstResultAt = QDateTime(QDate(2026, 2, 1), QTime(8, 0), QTimeZone::utc());
    editor.showDetails(after);
    QVERIFY2(editor.hypothesisStamp()->text().contains(QStringLiteral("AFTER")),
             qPrintable(editor.hypothesisStamp()->text()));
    QVERIFY(editor.hypothesisStamp()->text().contains(QStringLiteral("2026-02-01 08:00 UTC")));
}

void TestFindingsPage::verdictWaitsForItsReason()
{
    FindingEditor editor;
    editor.show();
    editor.showDetails(details(1, true));
    QSignalSpy verdicts(&editor, &FindingEditor::verdictChosen);
    QComboBox *combo = editor.verdictCombo();
    const int negative = combo->findData(QStringLiteral("negative"));
    combo->setCurrentIndex(negative);
    Q_EMIT combo->activated(negative);
    // At once, before any save is tried: the verdict visibly is not saved, in the error red.
    QVERIFY2(editor.saveStatusLabel()->text().startsWith(QStringLiteral("Not saved")),
             qPrintable(editor.saveStatusLabel()->text()));
    QCOMPARE(editor.saveStatusLabel()->palette().color(QPalette::WindowText),
             ErrorText::color(editor.saveStatusLabel()->palette()));
    QVERIFY(editor.verdictBanner()->text().contains(QStringLiteral("Not saved yet")));
    editor.flush();
    QVERIFY(verdicts.isEmpty());
    QVERIFY(editor.saveStatusLabel()->text().contains(QStringLiteral("reason")));
    QCOMPARE(editor.verdictBanner()->property("verdict").toString(), QStringLiteral("negative"));
    QTest::keyClicks(editor.reasonEdit(), QStringLiteral("Within noise at all four points"));
    editor.flush();
    QCOMPARE(verdicts.size(), 1);
    QCOMPARE(verdicts.first().at(1).value<FindingVerdict>(), FindingVerdict::Negative);
    QCOMPARE(verdicts.first().at(2).toString(), QStringLiteral("Within noise at all four points"));
    QVERIFY(!editor.verdictBanner()->text().contains(QStringLiteral("Not saved")));
    QVERIFY(!editor.saveStatusLabel()->text().startsWith(QStringLiteral("Not saved")));
    // The banner of a negative result is tinted, unlike an open finding's.
    FindingDetails open = details(2, false);
    FindingEditor other;
    other.showDetails(open);
    QVERIFY(editor.verdictBanner()->palette().color(QPalette::Window) !=
            other.verdictBanner()->palette().color(QPalette::Window));
}

void TestFindingsPage::linkedRunsOpen()
{
    FindingEditor editor;
    editor.showDetails(details(1, true));
    QSignalSpy open(&editor, &FindingEditor::openRunRequested);
    QListWidget *links = editor.linksList();
    QCOMPARE(links->count(), 4); // two controls, a candidate, a deleted run
    QVERIFY(links->item(0)->text().contains(QStringLiteral("glm5-baseline-c10")));
    QVERIFY(links->item(3)->text().contains(QStringLiteral("deleted")));
    Q_EMIT links->itemActivated(links->item(2));
    QCOMPARE(open.size(), 1);
    QCOMPARE(open.first().at(0).toLongLong(), qint64(21));
    Q_EMIT links->itemActivated(links->item(3)); // a deleted run has nothing to open
    QCOMPARE(open.size(), 1);

    QSignalSpy unlink(&editor, &FindingEditor::unlinkRunRequested);
    auto *action = links->findChild<QAction *>(QStringLiteral("unlinkRunAction"));
    QVERIFY(action);
    links->setCurrentRow(0);
    action->trigger();
    QCOMPARE(unlink.size(), 1);
    QCOMPARE(unlink.first().at(0).toLongLong(), qint64(1));
    QCOMPARE(unlink.first().at(1).toLongLong(), qint64(11));
    links->setCurrentRow(3); // the deleted run: nothing to unlink here
    action->trigger();
    QCOMPARE(unlink.size(), 1);
    QCOMPARE(editor.historyTree()->topLevelItemCount(), 1);
}

void TestFindingsPage::annotationNeedsReasonForStatus()
{
    RunAnnotationDialog dialog(7, QStringLiteral("glm5-oea-c10"));
    QPushButton *ok = dialog.buttons()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled()); // nothing to save
    dialog.tagsEdit()->setText(QStringLiteral("warm-gpu, baseline,warm-gpu"));
    QVERIFY(ok->isEnabled());
    dialog.statusCombo()->setCurrentIndex(
        dialog.statusCombo()->findData(QStringLiteral("invalid")));
    QVERIFY(!ok->isEnabled());
    dialog.reasonEdit()->setText(QStringLiteral("GPU throttled at 87 °C"));
    QVERIFY(ok->isEnabled());
    const RunAnnotationRequest request = dialog.request();
    QCOMPARE(request.runId, qint64(7));
    QCOMPARE(request.tags, (QStringList{QStringLiteral("warm-gpu"), QStringLiteral("baseline")}));
    QCOMPARE(request.status, std::optional<RunStatus>(RunStatus::Invalid));
    QCOMPARE(request.reason, QStringLiteral("GPU throttled at 87 °C"));
}

QTEST_MAIN(TestFindingsPage)
#include "tst_findingspage.moc"
