// The Compare tab's words (issue 28, parts 5 and 8), offscreen and without backends: a metric
// chosen for earlier arms that the new arms do not share gives way to the one they share,
// said in a neutral line, and never as a red "cannot be compared" naming `--metric`; arms that
// share no metric at all are told so in the window's words; Record Verdict carries the metric
// compared (the findings export charts it); and under a German locale the numbers in the
// page's sentences and table use the decimal comma.
#include "widgets/comparison/comparepage.h"
#include "widgets/findings/recordverdictdialog.h"

#include "models/comparison/comparisonpointsmodel.h"

#include "comparisonfixture.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTableView>
#include <QtTest>

#include <functional>

using namespace lanebook;
using namespace lanebook::test;

namespace {

void dropMetric(std::vector<Run> &runs, const QString &name)
{
    for (Run &run : runs)
        std::erase_if(run.metrics, [&name](const MetricValue &m) { return m.name == name; });
}

// Answers each request the page makes from `arms`, as the notebook reader would (the
// builder's report and the metrics both arms record), until the page shows a comparison.
// Returns the metrics asked for, in order.
QStringList answerRequests(ComparePage &page, QSignalSpy &requests, const Arms &arms,
                           const std::function<void(ComparisonReport &)> &adjust = {})
{
    QStringList asked;
    for (int round = 0; round < 5 && page.isWaiting(); ++round) {
        if (requests.isEmpty() && !requests.wait())
            break;
        const QList<QVariant> request = requests.takeFirst();
        const auto control = request.at(0).value<QList<qint64>>();
        const auto candidate = request.at(1).value<QList<qint64>>();
        ComparisonSnapshot snapshot;
        snapshot.controlRunIds = {control.begin(), control.end()};
        snapshot.candidateRunIds = {candidate.begin(), candidate.end()};
        snapshot.requestedMetric = request.at(2).toString();
        asked << snapshot.requestedMetric;
        ComparisonRequest built;
        built.metricName = snapshot.requestedMetric;
        snapshot.report = buildComparison(arms.control, arms.candidate, built);
        if (adjust)
            adjust(snapshot.report);
        snapshot.metricsOnBothArms = metricsOnBothArms(arms.control, arms.candidate);
        page.showComparison(snapshot);
    }
    return asked;
}

void chooseMetric(ComparePage &page, const QString &metric)
{
    QComboBox *combo = page.metricCombo();
    const int index = combo->findData(metric);
    QVERIFY2(index >= 0, qPrintable(metric));
    combo->setCurrentIndex(index);
    Q_EMIT combo->activated(index);
}

// No text the page shows names the command line's syntax.
void verifyNoCommandLineSyntax(const ComparePage &page)
{
    for (const QLabel *label : page.findChildren<QLabel *>())
        QVERIFY2(!label->text().contains(QStringLiteral("--metric")), qPrintable(label->text()));
}

} // namespace

class TestCompareWording : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void chosenMetricGivesWayWhenTheNewArmsLackIt();
    void armsSharingNoMetricAreToldInTheWindowsWords();
    void recordedVerdictNamesTheComparedMetric();
    void germanNumbersUseTheDecimalComma();
};

void TestCompareWording::chosenMetricGivesWayWhenTheNewArmsLackIt()
{
    ComparePage page;
    page.resize(1100, 900);
    page.show();
    QSignalSpy requests(&page, &ComparePage::compareRequested);
    Arms first = interleavedWave({64}, 6, 1.08);
    numberRuns(first);
    page.setArms(idsOf(first.control), idsOf(first.candidate));
    answerRequests(page, requests, first);
    QVERIFY(page.shownReport());
    chooseMetric(page, QStringLiteral("median_ttft_ms"));
    QCOMPARE(answerRequests(page, requests, first), QStringList{QStringLiteral("median_ttft_ms")});
    QCOMPARE(page.shownReport()->metricName, QStringLiteral("median_ttft_ms"));

    // Other arms, whose candidate runs record no TTFT: the choice is asked for once, then
    // gives way to the throughput both arms record.
    Arms second = interleavedWave({64}, 6, 1.08);
    dropMetric(second.candidate, QStringLiteral("median_ttft_ms"));
    numberRuns(second);
    for (std::vector<Run> *arm : {&second.control, &second.candidate}) {
        for (Run &run : *arm)
            run.id += 100;
    }
    page.setArms(idsOf(second.control), idsOf(second.candidate));
    const QStringList asked = answerRequests(page, requests, second);
    QVERIFY2(asked.size() >= 2 && asked.first() == QLatin1String("median_ttft_ms"),
             qPrintable(asked.join(u',')));
    QVERIFY(!page.isWaiting());
    const ComparisonReport *report = page.shownReport();
    QVERIFY(report);
    QVERIFY(report->comparable);
    QCOMPARE(report->metricName, QStringLiteral("output_tok_per_s"));
    QCOMPARE(page.metricCombo()->currentData().toString(), QStringLiteral("output_tok_per_s"));
    QVERIFY2(!page.headlineLabel()->text().contains(QStringLiteral("cannot be compared")),
             qPrintable(page.headlineLabel()->text()));
    // Said once, neutrally, in the names people read.
    const auto *note = page.findChild<QLabel *>(QStringLiteral("metricSwitchNote"));
    QVERIFY(note);
    QVERIFY(note->isVisible());
    QCOMPARE(note->text(), QStringLiteral("TTFT median (ms) is not recorded by both arms, so this "
                                          "compares Output tok/s instead."));
    verifyNoCommandLineSyntax(page);

    // The first arms again: they record TTFT, so nothing gave way and the note is gone.
    page.setArms(idsOf(first.control), idsOf(first.candidate));
    answerRequests(page, requests, first);
    QVERIFY(page.shownReport());
    QVERIFY(!note->isVisible());
}

void TestCompareWording::armsSharingNoMetricAreToldInTheWindowsWords()
{
    ComparePage page;
    page.resize(1100, 900);
    page.show();
    // Perplexity on one arm, KL divergence on the other: no throughput to choose, nothing shared.
    Arms arms = interleavedWave({64}, 3, 1.0);
    for (std::vector<Run> *arm : {&arms.control, &arms.candidate}) {
        dropMetric(*arm, QStringLiteral("output_tok_per_s"));
        dropMetric(*arm, QStringLiteral("median_ttft_ms"));
        for (Run &run : *arm)
            run.setMetric(arm == &arms.control ? QStringLiteral("perplexity")
                                               : QStringLiteral("kl_mean"),
                          6.1);
    }
    numberRuns(arms);
    QSignalSpy requests(&page, &ComparePage::compareRequested);
    page.setArms(idsOf(arms.control), idsOf(arms.candidate));
    QCOMPARE(answerRequests(page, requests, arms), QStringList{QString()});
    QVERIFY(!page.isWaiting());
    QVERIFY(page.shownReport());
    QVERIFY(!page.shownReport()->comparable);
    // The builder's message is for the command line; the window says it its own way.
    QVERIFY(page.shownReport()->message.contains(QStringLiteral("--metric")));
    QVERIFY(page.messageLabel()->isVisible());
    QVERIFY2(page.messageLabel()->text().startsWith(
                 QStringLiteral("No metric is recorded by runs of both arms")),
             qPrintable(page.messageLabel()->text()));
    QVERIFY(!page.findChild<QLabel *>(QStringLiteral("metricSwitchNote"))->isVisible());
    verifyNoCommandLineSyntax(page);
}

void TestCompareWording::recordedVerdictNamesTheComparedMetric()
{
    ComparePage page;
    page.resize(1100, 900);
    page.show();
    QSignalSpy requests(&page, &ComparePage::compareRequested);
    Arms arms = interleavedWave({64}, 6, 0.92);
    numberRuns(arms);
    page.setArms(idsOf(arms.control), idsOf(arms.candidate));
    answerRequests(page, requests, arms);
    chooseMetric(page, QStringLiteral("median_ttft_ms"));
    answerRequests(page, requests, arms);
    QCOMPARE(page.shownReport()->metricName, QStringLiteral("median_ttft_ms"));

    page.openRecordVerdictDialog();
    auto *dialog = page.findChild<RecordVerdictDialog *>();
    QTRY_VERIFY(dialog && dialog->isVisible());
    dialog->titleEdit()->setText(QStringLiteral("FP8 KV cache"));
    dialog->hypothesisEdit()->setPlainText(QStringLiteral("Fewer K/V bytes, faster first token"));
    dialog->reasonEdit()->setPlainText(QStringLiteral("TTFT median, as measured"));
    QVERIFY(dialog->isComplete());
    QSignalSpy records(&page, &ComparePage::recordVerdictRequested);
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    QCOMPARE(records.count(), 1);
    // The export compares and charts what the verdict was judged on, not a default throughput.
    QCOMPARE(records.at(0).at(0).value<VerdictRecord>().metricName,
             QStringLiteral("median_ttft_ms"));
}

void TestCompareWording::germanNumbersUseTheDecimalComma()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const auto restore = qScopeGuard([before] { QLocale::setDefault(before); });
    static const QRegularExpression pointDecimal(QStringLiteral("\\d\\.\\d"));

    Arms arms = interleavedWave({10, 64, 256, 1024}, 6, 1.08);
    numberRuns(arms);
    ComparePage page;
    page.resize(1100, 1250);
    page.show();
    QSignalSpy requests(&page, &ComparePage::compareRequested);
    page.setArms(idsOf(arms.control), idsOf(arms.candidate));
    answerRequests(page, requests, arms, passAllGates);
    QVERIFY(page.shownReport());
    const QString headline = page.headlineLabel()->text();
    QVERIFY2(headline.contains(QStringLiteral("faster: +8,0% Output tok/s")), qPrintable(headline));
    const auto *detail = page.findChild<QLabel *>(QStringLiteral("verdictDetail"));
    QVERIFY2(detail->text().contains(QStringLiteral("CI [+")) &&
                 !detail->text().contains(pointDecimal),
             qPrintable(detail->text()));
    const auto *statistics = page.findChild<QLabel *>(QStringLiteral("comparisonStatistics"));
    QVERIFY2(statistics->text().contains(
                 QRegularExpression(QStringLiteral("decision threshold ±\\d+,\\d%"))) &&
                 !statistics->text().contains(pointDecimal),
             qPrintable(statistics->text()));
    QCOMPARE(page.table()->model()->index(0, ComparisonPointsModel::DeltaColumn).data().toString(),
             QStringLiteral("+8,0%"));

    // A verdict the gates withhold: the one sentence from the comparison model, localised too.
    ComparePage withheld;
    withheld.resize(1100, 1250);
    withheld.show();
    QSignalSpy withheldRequests(&withheld, &ComparePage::compareRequested);
    withheld.setArms(idsOf(arms.control), idsOf(arms.candidate));
    answerRequests(withheld, withheldRequests, arms);
    QVERIFY2(withheld.headlineLabel()->text().startsWith(
                 QStringLiteral("Candidate (B) would be faster (+8,0% Output tok/s)")),
             qPrintable(withheld.headlineLabel()->text()));
}

QTEST_MAIN(TestCompareWording)
#include "tst_comparewording.moc"
