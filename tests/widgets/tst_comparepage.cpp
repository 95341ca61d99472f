// The Compare tab against its signal/slot contract, offscreen and without backends: the arms
// (drops, the Runs table's Compare actions, swap), requests and stale answers, and what a
// comparison looks like (faster, within noise, not enough data with its message, not
// comparable with its message and no table, a verdict the gates withhold shown uncoloured with
// why it does not count, the noise floor unknown under 3 repeats, one planner number,
// acceptance apart from quality), the formatting proxy under QAbstractItemModelTester, and
// Record Verdict starting from what the gates support. With LANEBOOK_SCREENSHOT_DIR set, the
// page and the dialog are grabbed there as PNGs to look at.
#include "widgets/comparison/comparepage.h"
#include "widgets/comparison/comparisontableproxy.h"
#include "widgets/comparison/comparisontext.h"
#include "widgets/comparison/configdiffview.h"
#include "widgets/comparison/gatelistview.h"
#include "widgets/comparison/runsetzone.h"
#include "widgets/findings/recordverdictdialog.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/mainwindow.h"

#include "models/comparison/comparisonpointsmodel.h"
#include "models/run/runidsmime.h"
#include "models/runtable/runfilterproxymodel.h"

#include "comparisonfixture.h"
#include "models/snapshotfixture.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFrame>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QtTest>

#include <functional>

using namespace lanebook;
using namespace lanebook::test;

namespace {

void grabIfAsked(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QTest::qWait(50); // let the layouts settle: a grab does not run pending layout requests
    QVERIFY(widget->grab().save(QDir(dir).filePath(name)));
}

QString cell(const ComparePage &page, int row, int column)
{
    return page.table()->model()->index(row, column).data().toString();
}

// The headline is in the page's plain text colour and the banner is amber, not a win's green.
void verifyNoColouredHeadline(const ComparePage &page)
{
    QCOMPARE(page.headlineLabel()->palette().color(QPalette::WindowText),
             page.palette().color(QPalette::WindowText));
    const auto *banner = page.findChild<QFrame *>(QStringLiteral("verdictBanner"));
    QVERIFY(banner);
    const QColor amber = ComparisonText::tint(
        ComparisonText::verdictColor(stats::Verdict::NotEnoughData, page.palette()), page.palette(),
        0.18);
    QCOMPARE(banner->palette().color(QPalette::Window), amber);
    // The table shows the measured verdict, coloured as neither a win nor a loss.
    const QModelIndex verdict =
        page.table()->model()->index(0, ComparisonPointsModel::VerdictColumn);
    QCOMPARE(verdict.data(Qt::ForegroundRole).value<QColor>(),
             ComparisonText::verdictColor(stats::Verdict::WithinNoise, QApplication::palette()));
}

} // namespace

class TestComparePage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void emptyArmsInviteDrops();
    void fasterAtFourPoints();
    void inconclusiveGatesWithholdTheHeadline();
    void invalidComparisonShowsNoColouredHeadline();
    void oneRepeatNoiseFloorIsUnknown();
    void onePlannerNumberInTheBannerAndTheGates();
    void withinNoise();
    void notEnoughDataShowsItsMessage();
    void notComparableShowsTheMessageNotATable();
    void proxyUnderModelTester();
    void outlierRepeatsAreFlaggedInTheTable();
    void qualityIsShownBesideSpeed();
    void acceptanceIsListedAsSpeculativeDecoding();
    void staleAnswersAreDropped();
    void metricChoiceRequestsAgain();
    void dropsAndArmEdits();
    void recordVerdictDialog();
    void recordVerdictPreselectsWhatTheGatesSupport();
    void runsTableCompareActions();

private:
    // Sets the arms, waits for the request and answers it from the same runs; `adjust` edits
    // the report before it is shown (to give it clean gates).
    void compare(ComparePage &page, const Arms &arms, const QString &name = {},
                 const ComparisonRequest &base = {},
                 const std::function<void(ComparisonReport &)> &adjust = {});
};

void TestComparePage::compare(ComparePage &page, const Arms &arms, const QString &name,
                              const ComparisonRequest &base,
                              const std::function<void(ComparisonReport &)> &adjust)
{
    QSignalSpy requests(&page, &ComparePage::compareRequested);
    page.setArms(idsOf(arms.control), idsOf(arms.candidate));
    QVERIFY(page.isWaiting());
    QVERIFY(requests.wait());
    QCOMPARE(requests.count(), 1);
    QCOMPARE(requests.at(0).at(0).value<QList<qint64>>(), idsOf(arms.control));
    QCOMPARE(requests.at(0).at(1).value<QList<qint64>>(), idsOf(arms.candidate));
    const QList<qint64> control = page.controlRunIds();
    const QList<qint64> candidate = page.candidateRunIds();
    ComparisonSnapshot snapshot;
    snapshot.controlRunIds = {control.begin(), control.end()};
    snapshot.candidateRunIds = {candidate.begin(), candidate.end()};
    snapshot.requestedMetric = requests.at(0).at(2).toString();
    ComparisonRequest request = base;
    request.metricName = snapshot.requestedMetric;
    snapshot.report = buildComparison(arms.control, arms.candidate, request);
    if (adjust)
        adjust(snapshot.report);
    snapshot.metricsOnBothArms = metricsOnBothArms(arms.control, arms.candidate);
    page.showComparison(snapshot);
    QVERIFY(!page.isWaiting());
    QVERIFY(page.shownReport());
    if (!name.isEmpty())
        grabIfAsked(&page, name);
}

void TestComparePage::emptyArmsInviteDrops()
{
    ComparePage page;
    page.show();
    QVERIFY(!page.shownReport());
    QVERIFY(page.headlineLabel()->text().contains(QStringLiteral("Choose what to compare")));
    QVERIFY(!page.table()->isVisible());
    QVERIFY(!page.recordVerdictButton()->isEnabled());
    QVERIFY(page.zone(ComparisonArm::Control)->acceptDrops());
}

void TestComparePage::fasterAtFourPoints()
{
    ComparePage page;
    page.resize(1100, 1250);
    page.show();
    Arms arms = interleavedWave({10, 64, 256, 1024}, 6, 1.08);
    numberRuns(arms);
    // Every gate passing: the verdict counts (the planted runs alone lack the evidence, see
    // inconclusiveGatesWithholdTheHeadline).
    compare(page, arms, QStringLiteral("compare-faster.png"), {}, passAllGates);
    if (QTest::currentTestFailed())
        return;

    QVERIFY2(page.headlineLabel()->text().contains(QStringLiteral("faster: +8.0%")),
             qPrintable(page.headlineLabel()->text()));
    QCOMPARE(page.headlineLabel()->palette().color(QPalette::WindowText),
             ComparisonText::verdictColor(stats::Verdict::Faster, page.palette()).darker(115));
    QVERIFY(page.table()->isVisible());
    QAbstractItemModel *table = page.table()->model();
    QCOMPARE(table->rowCount(), 5);
    QCOMPARE(table->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Concurrency"));
    QCOMPARE(table->headerData(ComparisonPointsModel::ControlColumn, Qt::Horizontal).toString(),
             QStringLiteral("Control (tok/s)"));
    QCOMPARE(cell(page, 3, ComparisonPointsModel::PointColumn), QStringLiteral("1024"));
    QCOMPARE(cell(page, 0, ComparisonPointsModel::DeltaColumn), QStringLiteral("+8.0%"));
    QVERIFY(cell(page, 0, ComparisonPointsModel::IntervalColumn).startsWith(u'['));
    QCOMPARE(cell(page, 0, ComparisonPointsModel::PairsColumn), QStringLiteral("6"));
    QCOMPARE(cell(page, 0, ComparisonPointsModel::VerdictColumn), QStringLiteral("faster"));
    QCOMPARE(cell(page, 4, ComparisonPointsModel::PointColumn), QStringLiteral("Overall"));
    QCOMPARE(cell(page, 4, ComparisonPointsModel::PValueColumn), QStringLiteral("<0.0001"));
    // The table is as tall as its rows: every row is on screen.
    QVERIFY(page.table()->visualRect(table->index(4, 0)).bottom() <=
            page.table()->viewport()->height());

    QVERIFY(page.gateList()->gateCount() > 0);
    QVERIFY(page.configDiffView()->caption().contains(QStringLiteral("quantization")));
    QCOMPARE(page.configDiffView()->table()->rowCount(), 1);
    QCOMPARE(page.configDiffView()->table()->item(0, 0)->text(),
             QStringLiteral("config.quantization"));
    const auto *statistics = page.findChild<QLabel *>(QStringLiteral("comparisonStatistics"));
    QVERIFY(statistics->text().contains(QStringLiteral("Noise floor")));
    QVERIFY(statistics->text().contains(QStringLiteral("smallest effect")));
    QCOMPARE(page.metricCombo()->currentData().toString(), QStringLiteral("output_tok_per_s"));
    // People read the metric's name; its id is in the tooltip.
    QCOMPARE(page.metricCombo()->currentText(), QStringLiteral("Output tok/s"));
    QCOMPARE(page.metricCombo()
                 ->itemData(page.metricCombo()->currentIndex(), Qt::ToolTipRole)
                 .toString(),
             QStringLiteral("output_tok_per_s"));
    QVERIFY(page.recordVerdictButton()->isEnabled());
}

void TestComparePage::inconclusiveGatesWithholdTheHeadline()
{
    ComparePage page;
    page.resize(1100, 1250);
    page.show();
    // The planted runs record no telemetry, canaries or cached tokens: the gates suggest
    // inconclusive, so the +8% is what it would be, not a result.
    Arms arms = interleavedWave({10, 64, 256, 1024}, 6, 1.08);
    numberRuns(arms);
    compare(page, arms, QStringLiteral("compare-inconclusive.png"));
    QCOMPARE(page.shownReport()->judgement.suggestion.status, RunStatus::Inconclusive);
    const QString headline = page.headlineLabel()->text();
    QVERIFY2(headline.startsWith(QStringLiteral("Candidate (B) would be faster (+8.0% Output "
                                                "tok/s), but this does not count: the gates "
                                                "suggest inconclusive (no evidence for ")),
             qPrintable(headline));
    QVERIFY2(!headline.contains(QStringLiteral("is faster")), qPrintable(headline));
    verifyNoColouredHeadline(page);
    QCOMPARE(cell(page, 4, ComparisonPointsModel::VerdictColumn), QStringLiteral("faster"));
}

void TestComparePage::invalidComparisonShowsNoColouredHeadline()
{
    ComparePage page;
    page.resize(1100, 1000);
    page.show();
    // +43%, but the arms ran one after the other: the interleaving gate fails.
    compare(page, blockedArms(1.43), QStringLiteral("compare-invalid.png"));
    QCOMPARE(page.shownReport()->verdict, stats::Verdict::Faster);
    QCOMPARE(page.shownReport()->judgement.suggestion.status, RunStatus::Invalid);
    const QString headline = page.headlineLabel()->text();
    QVERIFY2(headline.startsWith(QStringLiteral("Candidate (B) would be faster (+4")),
             qPrintable(headline));
    QVERIFY2(headline.contains(QStringLiteral("but this does not count: the gates suggest "
                                              "invalid (interleaving and repeats failed).")),
             qPrintable(headline));
    QVERIFY2(!headline.contains(QStringLiteral("is faster")), qPrintable(headline));
    verifyNoColouredHeadline(page);
    // The gates below say the same status the headline gives.
    const auto *status = page.gateList()->findChild<QLabel *>(QStringLiteral("gateStatusLabel"));
    QVERIFY2(status->text().contains(QStringLiteral("Invalid")), qPrintable(status->text()));
}

void TestComparePage::oneRepeatNoiseFloorIsUnknown()
{
    ComparePage page;
    page.resize(1100, 1000);
    page.show();
    Arms arms = interleavedWave({64}, 1, 1.08);
    numberRuns(arms);
    compare(page, arms, QStringLiteral("compare-one-repeat.png"));
    const auto *statistics = page.findChild<QLabel *>(QStringLiteral("comparisonStatistics"));
    QVERIFY(statistics->isVisible());
    QVERIFY2(statistics->text().startsWith(
                 QStringLiteral("Noise floor unknown: repeat each arm at least 3 times")),
             qPrintable(statistics->text()));
    QVERIFY(!statistics->text().contains(QStringLiteral("Noise floor ±")));
}

void TestComparePage::onePlannerNumberInTheBannerAndTheGates()
{
    ComparePage page;
    page.resize(1100, 1000);
    page.show();
    // Four pairs whose ratios spread by about ±9% around +8%: the planner asks for more pairs
    // than the interval's minimum of six, and the banner says the planner's number.
    const double spread[] = {1.10, 0.92, 1.09, 0.93};
    Arms arms;
    for (int r = 0; r < 4; ++r) {
        const double a = 1280.0 * (1.0 + wander(r));
        arms.control.push_back(
            servingRun(QStringLiteral("a-r%1").arg(r), controlConfig(), 64, a, 2 * r));
        arms.candidate.push_back(servingRun(QStringLiteral("b-r%1").arg(r), candidateConfig(), 64,
                                            a * 1.08 * spread[r], 2 * r + 1));
        for (Run *run : {&arms.control.back(), &arms.candidate.back()}) {
            run->extra["wave"] = "w1";
            run->extra["repeat"] = r;
        }
    }
    numberRuns(arms);
    compare(page, arms);
    const std::optional<int> planned = page.shownReport()->plannedPairs;
    QVERIFY(planned && *planned > 6);
    const QString message = page.messageLabel()->text();
    QVERIFY2(message.contains(QStringLiteral("The planner asks for %1 pairs at this spread: run "
                                             "%2 more")
                                  .arg(*planned)
                                  .arg(*planned - 4)),
             qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral("Run 2 more")), qPrintable(message));
    bool gateSaysIt = false;
    for (const QLabel *label : page.gateList()->findChildren<QLabel *>())
        gateSaysIt =
            gateSaysIt ||
            label->text().contains(QStringLiteral("the planner asks for %1 pairs").arg(*planned));
    QVERIFY(gateSaysIt);
}

void TestComparePage::withinNoise()
{
    ComparePage page;
    page.resize(1100, 1000);
    page.show();
    Arms arms = interleavedWave({32}, 8, 1.0, true);
    numberRuns(arms);
    compare(page, arms, QStringLiteral("compare-within-noise.png"));
    QVERIFY(page.headlineLabel()->text().startsWith(QStringLiteral("Within noise")));
    QCOMPARE(page.table()->model()->rowCount(), 1);
    QCOMPARE(cell(page, 0, ComparisonPointsModel::VerdictColumn), QStringLiteral("within noise"));
    QVERIFY(page.configDiffView()->caption().contains(QStringLiteral("A/A")));
}

void TestComparePage::notEnoughDataShowsItsMessage()
{
    ComparePage page;
    page.resize(1100, 1000);
    page.show();
    Arms arms = interleavedWave({64}, 5, 1.08);
    numberRuns(arms);
    compare(page, arms, QStringLiteral("compare-not-enough-data.png"));
    QVERIFY(page.headlineLabel()->text().startsWith(QStringLiteral("Not enough data")));
    QVERIFY(page.messageLabel()->isVisible());
    QVERIFY2(page.messageLabel()->text().contains(QStringLiteral("0.0625")),
             qPrintable(page.messageLabel()->text()));
    QVERIFY(page.messageLabel()->text().contains(QStringLiteral("6 pairs")));
    QCOMPARE(cell(page, 0, ComparisonPointsModel::IntervalColumn), QStringLiteral("—"));
}

void TestComparePage::notComparableShowsTheMessageNotATable()
{
    ComparePage page;
    page.resize(1100, 1000);
    page.show();
    Arms a = interleavedWave({10}, 3, 1.0);
    Arms b = interleavedWave({128}, 3, 1.0);
    numberRuns(a);
    numberRuns(b);
    for (Run &run : b.candidate)
        run.id += 100;
    compare(page, Arms{a.control, b.candidate}, QStringLiteral("compare-not-comparable.png"));
    QVERIFY(page.headlineLabel()->text().contains(QStringLiteral("cannot be compared")));
    QVERIFY(page.messageLabel()->isVisible());
    QVERIFY(page.messageLabel()->text().contains(QStringLiteral("share no workload point")));
    QVERIFY(!page.table()->isVisible()); // never an empty table
    const auto *notes = page.findChild<QLabel *>(QStringLiteral("comparisonNotes"));
    QVERIFY(notes->isVisible());
    QVERIFY(notes->text().contains(QStringLiteral("Only the candidate measured concurrency 128")));
}

void TestComparePage::proxyUnderModelTester()
{
    ComparisonPointsModel model;
    ComparisonTableProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Arms arms = interleavedWave({10, 64}, 6, 0.9);
    numberRuns(arms);
    model.setReport(buildComparison(arms.control, arms.candidate));
    QCOMPARE(proxy.rowCount(), 3);
    QCOMPARE(proxy.index(0, ComparisonPointsModel::VerdictColumn).data().toString(),
             QStringLiteral("slower"));
    QVERIFY(proxy.index(0, ComparisonPointsModel::DeltaColumn).data().toString().startsWith(u'-'));
    QVERIFY(proxy.index(0, 0)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("paired by repeat slot")));
    QVERIFY(proxy.index(2, 0).data(Qt::FontRole).value<QFont>().bold());
    model.clear();
    QCOMPARE(proxy.rowCount(), 0);
}

void TestComparePage::outlierRepeatsAreFlaggedInTheTable()
{
    ComparePage page;
    page.resize(1100, 900);
    page.show();
    // One control repeat at concurrency 10 runs at 60% of the others: flagged, not dropped.
    Arms arms = interleavedWave({10}, 6, 1.08);
    arms.control[2].setMetric(QStringLiteral("output_tok_per_s"),
                              0.6 *
                                  *arms.control[2].metricValue(QStringLiteral("output_tok_per_s")));
    numberRuns(arms);
    compare(page, arms, QStringLiteral("compare-outlier.png"));
    const QModelIndex control =
        page.table()->model()->index(0, ComparisonPointsModel::ControlColumn);
    const QModelIndex candidate =
        page.table()->model()->index(0, ComparisonPointsModel::CandidateColumn);
    QVERIFY2(control.data().toString().contains(QStringLiteral("(1 outlier")),
             qPrintable(control.data().toString()));
    QVERIFY2(!candidate.data().toString().contains(QStringLiteral("outlier")),
             qPrintable(candidate.data().toString()));
    const QString tip = control.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(arms.control[2].label) && tip.contains(QStringLiteral("z-score")) &&
                 tip.contains(QStringLiteral("kept in the median")),
             qPrintable(tip));
    // The median still counts all six control repeats.
    QCOMPARE(page.shownReport()->points.front().controlRunIds.size(), size_t(6));
    const auto *notes = page.findChild<QLabel *>(QStringLiteral("comparisonNotes"));
    QVERIFY2(notes->text().contains(arms.control[2].label + QStringLiteral(" stands out")),
             qPrintable(notes->text()));
}

void TestComparePage::qualityIsShownBesideSpeed()
{
    ComparePage page;
    page.resize(1100, 900);
    page.show();
    Arms arms = interleavedWave({64}, 6, 1.3);
    numberRuns(arms);
    const auto *quality = page.findChild<QLabel *>(QStringLiteral("comparisonQuality"));
    QVERIFY(quality);
    compare(page, arms);
    QVERIFY(!quality->isVisible()); // speed alone: nothing to put beside it

    // The arms' perplexity runs, as a wave's quality steps link them.
    ComparisonRequest request;
    for (const double ppl : {6.10, 6.12}) {
        Run run;
        run.format = RunFormat::LlamaPerplexity;
        run.setMetric(QStringLiteral("perplexity"), ppl);
        request.controlQualityRuns.push_back(run);
    }
    Run candidate;
    candidate.format = RunFormat::LlamaPerplexity;
    candidate.setMetric(QStringLiteral("perplexity"), 7.45);
    request.candidateQualityRuns.push_back(candidate);
    ComparePage second;
    second.resize(1100, 900);
    second.show();
    compare(second, arms, QStringLiteral("compare-quality.png"), request);
    const auto *shown = second.findChild<QLabel *>(QStringLiteral("comparisonQuality"));
    QVERIFY(shown->isVisible());
    // The name people read; the vocabulary id is in the tooltip.
    QVERIFY2(shown->text().startsWith(QStringLiteral("Perplexity: control 6.11 (median of 2) · "
                                                     "candidate 7.45 · +22%")),
             qPrintable(shown->text()));
    QVERIFY(shown->toolTip().contains(QStringLiteral("perplexity")));
}

void TestComparePage::acceptanceIsListedAsSpeculativeDecoding()
{
    ComparePage page;
    page.resize(1100, 900);
    page.show();
    Arms arms = interleavedWave({64}, 6, 1.3);
    for (std::vector<Run> *arm : {&arms.control, &arms.candidate}) {
        for (Run &run : *arm) {
            run.setMetric(QStringLiteral("spec_acceptance_rate"), arm == &arms.control ? 62 : 64);
            run.setMetric(QStringLiteral("spec_acceptance_length"), 2.9);
            run.setMetric(QStringLiteral("perplexity"), 6.1);
        }
    }
    numberRuns(arms);
    compare(page, arms, QStringLiteral("compare-speculative.png"));
    const auto *quality = page.findChild<QLabel *>(QStringLiteral("comparisonQuality"));
    const auto *speculative = page.findChild<QLabel *>(QStringLiteral("comparisonSpeculative"));
    const auto *title = page.findChild<QLabel *>(QStringLiteral("comparisonSpeculativeTitle"));
    QVERIFY(speculative && title);
    QVERIFY(quality->isVisible() && speculative->isVisible() && title->isVisible());
    QCOMPARE(title->text(), QStringLiteral("Speculative decoding"));
    QVERIFY2(quality->text().startsWith(QStringLiteral("Perplexity:")),
             qPrintable(quality->text()));
    QVERIFY2(!quality->text().contains(QStringLiteral("cceptance")), qPrintable(quality->text()));
    QVERIFY2(speculative->text().contains(QStringLiteral("Draft acceptance rate (%): control 62")),
             qPrintable(speculative->text()));
    QVERIFY(speculative->text().contains(QStringLiteral("Acceptance length (tok): control 2.9")));
    QVERIFY(speculative->toolTip().contains(QStringLiteral("spec_acceptance_rate")));
}

void TestComparePage::staleAnswersAreDropped()
{
    ComparePage page;
    page.show();
    Arms first = interleavedWave({64}, 6, 1.08);
    numberRuns(first);
    QSignalSpy requests(&page, &ComparePage::compareRequested);
    page.setArms(idsOf(first.control), idsOf(first.candidate));
    QVERIFY(requests.wait());
    // The user swaps before the answer arrives: the answer to the old arms is not shown.
    page.swapArms();
    ComparisonSnapshot old;
    for (const Run &run : first.control)
        old.controlRunIds.push_back(run.id);
    for (const Run &run : first.candidate)
        old.candidateRunIds.push_back(run.id);
    old.report = buildComparison(first.control, first.candidate);
    page.showComparison(old);
    QVERIFY(!page.shownReport());
    QVERIFY(requests.wait());
    QCOMPARE(requests.last().at(0).value<QList<qint64>>(), idsOf(first.candidate));
}

void TestComparePage::metricChoiceRequestsAgain()
{
    ComparePage page;
    page.show();
    Arms arms = interleavedWave({64}, 6, 1.08);
    numberRuns(arms);
    compare(page, arms);
    QComboBox *metrics = page.metricCombo();
    const int ttft = metrics->findData(QStringLiteral("median_ttft_ms"));
    QVERIFY(ttft > 0);
    QSignalSpy requests(&page, &ComparePage::compareRequested);
    metrics->setCurrentIndex(ttft);
    Q_EMIT metrics->activated(ttft);
    QVERIFY(requests.wait());
    QCOMPARE(requests.at(0).at(2).toString(), QStringLiteral("median_ttft_ms"));
}

void TestComparePage::dropsAndArmEdits()
{
    ComparePage page;
    page.show();
    RunTableSnapshot snapshot = realisticSnapshot();
    page.setSnapshot(std::make_shared<const RunTableSnapshot>(snapshot));
    RunSetZone *control = page.zone(ComparisonArm::Control);
    std::unique_ptr<QMimeData> mime(RunIdsMime::encode({1, 2}));
    QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, mime.get(), Qt::LeftButton, {});
    QApplication::sendEvent(control, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(20, 20), Qt::CopyAction, mime.get(), Qt::LeftButton, {});
    QApplication::sendEvent(control, &drop);
    QCOMPARE(page.controlRunIds(), (QList<qint64>{1, 2}));
    QCOMPARE(control->list()->item(0)->text(), QStringLiteral("llama8b-fp16-c64"));

    // A run moved into the candidate arm leaves the control arm.
    page.editArm(ComparisonArm::Candidate, ArmEdit::Add, {2, 3});
    QCOMPARE(page.controlRunIds(), QList<qint64>{1});
    QCOMPARE(page.candidateRunIds(), (QList<qint64>{2, 3}));
    page.removeRuns(ComparisonArm::Candidate, {3});
    QCOMPARE(page.candidateRunIds(), QList<qint64>{2});
    page.swapArms();
    QCOMPARE(page.controlRunIds(), QList<qint64>{2});
    page.editArm(ComparisonArm::Control, ArmEdit::Replace, {});
    QVERIFY(page.controlRunIds().isEmpty());
    QVERIFY(!page.isWaiting()); // one arm empty: nothing to ask for

    QMimeData files;
    files.setUrls({QUrl::fromLocalFile(QStringLiteral("/tmp/a.json"))});
    QDragEnterEvent refused(QPoint(20, 20), Qt::CopyAction, &files, Qt::LeftButton, {});
    refused.ignore();
    QApplication::sendEvent(control, &refused);
    QVERIFY(!refused.isAccepted());
}

void TestComparePage::recordVerdictDialog()
{
    ComparePage page;
    page.resize(1100, 900);
    page.show();
    page.setFindings({FindingRef{4, QStringLiteral("MoE routing"), FindingVerdict::Negative},
                      FindingRef{2, QStringLiteral("FP8 KV cache"), std::nullopt}});
    Arms arms = interleavedWave({32}, 8, 1.0, true);
    numberRuns(arms);
    compare(page, arms);
    page.openRecordVerdictDialog();
    auto *dialog = page.findChild<RecordVerdictDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QCOMPARE(dialog->findingCombo()->count(), 3);
    // Within noise suggests a negative result; nothing can be recorded without a reason.
    QVERIFY(dialog->findChild<QRadioButton *>(QStringLiteral("verdict_negative"))->isChecked());
    QVERIFY(!dialog->isComplete());
    dialog->titleEdit()->setText(QStringLiteral("NVFP4 weights"));
    QVERIFY(!dialog->isComplete());
    dialog->hypothesisEdit()->setPlainText(QStringLiteral("Fewer bytes per token decode faster"));
    dialog->reasonEdit()->setPlainText(QStringLiteral("Within noise at concurrency 32."));
    QVERIFY(dialog->isComplete());
    grabIfAsked(dialog, QStringLiteral("compare-verdict-dialog.png"));

    QSignalSpy records(&page, &ComparePage::recordVerdictRequested);
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    QCOMPARE(records.count(), 1);
    const auto record = records.at(0).at(0).value<VerdictRecord>();
    QVERIFY(!record.findingId);
    QCOMPARE(record.title, QStringLiteral("NVFP4 weights"));
    QCOMPARE(record.hypothesis, QStringLiteral("Fewer bytes per token decode faster"));
    QCOMPARE(record.verdict, FindingVerdict::Negative);
    QCOMPARE(record.controlRunIds.size(), size_t(8));
    QCOMPARE(record.candidateRunIds.front(), arms.candidate.front().id);
    page.showVerdictRecorded(9, record);
    auto *status = page.findChild<QLabel *>(QStringLiteral("verdictStatusLabel"));
    QVERIFY(status->text().contains(QStringLiteral("#9")));

    // An existing finding needs no title.
    page.openRecordVerdictDialog();
    QTRY_VERIFY((dialog = page.findChild<RecordVerdictDialog *>()) && dialog->isVisible());
    dialog->findingCombo()->setCurrentIndex(1);
    QVERIFY(!dialog->titleEdit()->isVisible());
    dialog->reasonEdit()->setPlainText(QStringLiteral("Same result again."));
    QCOMPARE(dialog->record().findingId, std::optional<qint64>(4));
    dialog->reject();

    // The banner speaks of the arms it was recorded for: other arms clear it.
    QVERIFY(status->text().contains(QStringLiteral("#9")));
    page.swapArms();
    QVERIFY2(status->text().isEmpty(), qPrintable(status->text()));
}

void TestComparePage::recordVerdictPreselectsWhatTheGatesSupport()
{
    // +8%, but the gates suggest inconclusive: Record Verdict does not start from "adopted".
    ComparePage page;
    page.resize(1100, 900);
    page.show();
    Arms arms = interleavedWave({64}, 8, 1.08);
    numberRuns(arms);
    compare(page, arms);
    page.openRecordVerdictDialog();
    auto *dialog = page.findChild<RecordVerdictDialog *>();
    QTRY_VERIFY(dialog && dialog->isVisible());
    QVERIFY(dialog->findChild<QRadioButton *>(QStringLiteral("verdict_inconclusive"))->isChecked());
    QVERIFY(!dialog->findChild<QRadioButton *>(QStringLiteral("verdict_adopted"))->isChecked());
    // The one line offered as the reason says why the +8% does not count.
    const auto *summary = dialog->findChild<QLabel *>(QStringLiteral("verdictSummaryLabel"));
    QVERIFY2(summary->text().contains(QStringLiteral("does not count")),
             qPrintable(summary->text()));
    dialog->reject();

    // The same runs with every gate passing: adopted is what they support.
    ComparePage clean;
    clean.resize(1100, 900);
    clean.show();
    compare(clean, arms, {}, {}, passAllGates);
    clean.openRecordVerdictDialog();
    auto *cleanDialog = clean.findChild<RecordVerdictDialog *>();
    QTRY_VERIFY(cleanDialog && cleanDialog->isVisible());
    QVERIFY(cleanDialog->findChild<QRadioButton *>(QStringLiteral("verdict_adopted"))->isChecked());
    cleanDialog->reject();
}

void TestComparePage::runsTableCompareActions()
{
    MainWindow window;
    window.show();
    window.setNotebookInfo(QStringLiteral("/tmp/a.lanebook"), 6);
    window.setSnapshot(realisticSnapshot());
    QSignalSpy requests(&window, &MainWindow::compareRequested);
    RunsPage *runs = window.runsPage();
    QTableView *table = runs->table();
    auto select = [&](QList<qint64> ids) {
        table->selectionModel()->clear();
        for (qint64 id : ids)
            table->selectionModel()->select(runs->proxy()->index(runs->proxy()->rowOfRun(id), 0),
                                            QItemSelectionModel::Select |
                                                QItemSelectionModel::Rows);
    };
    const QList<QAction *> actions = runs->compareActions();
    QCOMPARE(actions.size(), 5);
    select({1});
    QVERIFY(!actions.at(4)->isEnabled()); // "Compare These Two" wants exactly two
    actions.at(0)->trigger();             // Set as Control (A)
    QCOMPARE(window.comparePage()->controlRunIds(), QList<qint64>{1});
    select({2, 3});
    actions.at(2)->trigger(); // Set as Candidate (B)
    QCOMPARE(window.comparePage()->candidateRunIds(), (QList<qint64>{2, 3}));
    QVERIFY(requests.wait());
    QCOMPARE(requests.last().at(1).value<QList<qint64>>(), (QList<qint64>{2, 3}));

    select({5, 4});
    QVERIFY(actions.at(4)->isEnabled());
    actions.at(4)->trigger(); // the older run is the control
    QCOMPARE(window.comparePage()->controlRunIds(), QList<qint64>{4});
    QCOMPARE(window.comparePage()->candidateRunIds(), QList<qint64>{5});
    QCOMPARE(window.findChild<QTabWidget *>(QStringLiteral("centralTabs"))->currentWidget(),
             window.comparePage());

    // Another notebook: the arms held ids of the old one.
    window.setNotebookInfo(QStringLiteral("/tmp/b.lanebook"), 0);
    QVERIFY(window.comparePage()->controlRunIds().isEmpty());
}

QTEST_MAIN(TestComparePage)
#include "tst_comparepage.moc"
