// The Compare tab's table model (a findings table's shape: a row per workload point, then overall)
// under QAbstractItemModelTester, raw values only; the metrics a comparison may offer; the
// verdict a comparison suggests; and the run ids that the Runs table drags out.
#include "models/comparison/comparisonpointsmodel.h"
#include "models/comparison/comparisonsnapshot.h"
#include "models/run/runidsmime.h"
#include "models/runtable/runfilterproxymodel.h"
#include "models/runtable/runtablemodel.h"

#include "comparisonfixture.h"
#include "models/snapshotfixture.h"

#include <QAbstractItemModelTester>
#include <QMimeData>
#include <QtTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

using Model = ComparisonPointsModel;

ComparisonReport fasterAtFourPoints()
{
    Arms arms = interleavedWave({10, 64, 256, 1024}, 6, 1.08);
    numberRuns(arms);
    return buildComparison(arms.control, arms.candidate);
}

} // namespace

class TestComparisonPointsModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void modelTesterOverReports();
    void seedShapeWithOneVaryingVariable();
    void onePointHeadsTheColumnWithItsFirstVariable();
    void severalVaryingVariablesShowTheirLabel();
    void missingNumbersAreInvalidNotZero();
    void notComparableHasNoRows();
    void metricsOnBothArmsInVocabularyOrder();
    void suggestedVerdicts();
    void runTableDragsRunIds();
};

void TestComparisonPointsModel::modelTesterOverReports()
{
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    model.setReport(fasterAtFourPoints());
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(model.columnCount(), int(Model::ColumnCount));
    Arms five = interleavedWave({64}, 5, 1.08);
    numberRuns(five);
    model.setReport(buildComparison(five.control, five.candidate));
    QCOMPARE(model.rowCount(), 1); // one point: no overall row
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestComparisonPointsModel::seedShapeWithOneVaryingVariable()
{
    Model model;
    model.setReport(fasterAtFourPoints());
    QCOMPARE(model.headerData(Model::PointColumn, Qt::Horizontal).toString(),
             QStringLiteral("Concurrency"));
    QCOMPARE(
        model.headerData(Model::PointColumn, Qt::Horizontal, Model::PointVariableRole).toString(),
        QStringLiteral("concurrency"));
    QCOMPARE(
        model.headerData(Model::ControlColumn, Qt::Horizontal, Model::MetricNameRole).toString(),
        QStringLiteral("output_tok_per_s"));
    QCOMPARE(model.heldPointLabel(), QStringLiteral("rate inf, input 1024 tok, output 128 tok"));
    const QList<double> concurrencies{10, 64, 256, 1024};
    for (int row = 0; row < 4; ++row) {
        QCOMPARE(model.index(row, Model::PointColumn).data().toDouble(), concurrencies[row]);
        // Raw medians: 20 tok/s per unit of concurrency, the candidate 8% above.
        const double control = model.index(row, Model::ControlColumn).data().toDouble();
        const double candidate = model.index(row, Model::CandidateColumn).data().toDouble();
        QVERIFY(std::abs(control / (20.0 * concurrencies[row]) - 1.0) < 0.02);
        QVERIFY(std::abs(candidate / control - 1.08) < 0.01);
        QVERIFY(std::abs(model.index(row, Model::DeltaColumn).data().toDouble() - 8.0) < 0.5);
        QVERIFY(!model.index(row, Model::IntervalColumn).data().isValid());
        QVERIFY(model.index(row, Model::IntervalColumn).data(Model::CiLowRole).toDouble() > 1.0);
        QCOMPARE(model.index(row, Model::PairsColumn).data().toInt(), 6);
        QCOMPARE(model.index(row, Model::VerdictColumn).data().toInt(),
                 int(stats::Verdict::Faster));
        QCOMPARE(model.index(row, 0).data(Model::RowKindRole).toInt(), int(Model::RowKind::Point));
        QCOMPARE(model.index(row, 0).data(Model::RunCountsRole).value<QList<int>>(),
                 (QList<int>{6, 6}));
    }
    QCOMPARE(model.overallRow(), 4);
    const QModelIndex overall = model.index(4, Model::PointColumn);
    QCOMPARE(overall.data().toString(), QStringLiteral("Overall"));
    QCOMPARE(overall.data(Model::RowKindRole).toInt(), int(Model::RowKind::Overall));
    QVERIFY(!model.index(4, Model::ControlColumn).data().isValid());
    QCOMPARE(model.index(4, Model::PairsColumn).data().toInt(), 24);
    QCOMPARE(model.index(4, Model::VerdictColumn).data().toInt(), int(stats::Verdict::Faster));
    QVERIFY(model.index(4, Model::PValueColumn).data().toDouble() < 0.001);
}

void TestComparisonPointsModel::onePointHeadsTheColumnWithItsFirstVariable()
{
    Arms arms = interleavedWave({64}, 6, 1.08);
    numberRuns(arms);
    Model model;
    model.setReport(buildComparison(arms.control, arms.candidate));
    QCOMPARE(model.headerData(Model::PointColumn, Qt::Horizontal).toString(),
             QStringLiteral("Concurrency"));
    QCOMPARE(model.index(0, Model::PointColumn).data().toDouble(), 64.0);
    QCOMPARE(model.heldPointLabel(), QStringLiteral("rate inf, input 1024 tok, output 128 tok"));
}

void TestComparisonPointsModel::severalVaryingVariablesShowTheirLabel()
{
    Arms arms = interleavedWave({10, 64}, 6, 1.08);
    for (std::vector<Run> *arm : {&arms.control, &arms.candidate}) {
        for (Run &run : *arm) {
            if (run.workload["concurrency"] == 64)
                run.workload["input_tokens"] = 4096;
        }
    }
    numberRuns(arms);
    Model model;
    model.setReport(buildComparison(arms.control, arms.candidate));
    QCOMPARE(model.headerData(Model::PointColumn, Qt::Horizontal).toString(),
             QStringLiteral("Workload point"));
    QCOMPARE(model.index(0, Model::PointColumn).data().toString(),
             QStringLiteral("concurrency 10, input 1024 tok"));
    QCOMPARE(model.index(1, Model::PointColumn).data().toString(),
             QStringLiteral("concurrency 64, input 4096 tok"));
    QCOMPARE(model.heldPointLabel(), QStringLiteral("rate inf, output 128 tok"));
}

void TestComparisonPointsModel::missingNumbersAreInvalidNotZero()
{
    Arms arms = interleavedWave({64}, 5, 1.08);
    numberRuns(arms);
    Model model;
    model.setReport(buildComparison(arms.control, arms.candidate));
    QCOMPARE(model.index(0, Model::VerdictColumn).data().toInt(),
             int(stats::Verdict::NotEnoughData));
    QVERIFY(!model.index(0, Model::IntervalColumn).data(Model::CiLowRole).isValid());
    QVERIFY(model.index(0, Model::DeltaColumn).data().isValid());
    QVERIFY(
        model.index(0, 0).data(Model::MessageRole).toString().contains(QStringLiteral("6 pairs")));
}

void TestComparisonPointsModel::notComparableHasNoRows()
{
    Arms a = interleavedWave({10}, 3, 1.0);
    Arms b = interleavedWave({64}, 3, 1.0);
    numberRuns(a);
    numberRuns(b);
    for (Run &run : b.candidate)
        run.id += 100;
    Model model;
    model.setReport(buildComparison(a.control, b.candidate));
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.overallRow(), -1);
    QVERIFY(model.heldPointLabel().isEmpty());
    QVERIFY(!model.report().comparable);
}

void TestComparisonPointsModel::metricsOnBothArmsInVocabularyOrder()
{
    Arms arms = interleavedWave({64}, 2, 1.0);
    arms.control.front().setMetric(QStringLiteral("p99_ttft_ms"), 80.0);
    arms.candidate.back().setMetric(QStringLiteral("p99_ttft_ms"), 70.0);
    arms.control.front().setMetric(QStringLiteral("custom.score"), 1.0);
    arms.candidate.front().setMetric(QStringLiteral("custom.score"), 1.0);
    arms.control.front().setMetric(QStringLiteral("spec_acceptance_rate"), 0.7); // one arm only
    const QStringList metrics = metricsOnBothArms(arms.control, arms.candidate);
    // Throughput before latency; workload counters (completed, failed) are not offered.
    QCOMPARE(metrics,
             (QStringList{QStringLiteral("output_tok_per_s"), QStringLiteral("median_ttft_ms"),
                          QStringLiteral("p99_ttft_ms"), QStringLiteral("custom.score")}));
}

void TestComparisonPointsModel::suggestedVerdicts()
{
    Arms faster = interleavedWave({64}, 8, 1.08);
    numberRuns(faster);
    ComparisonReport fasterReport = buildComparison(faster.control, faster.candidate);
    // The planted runs lack telemetry and canaries: the gates say inconclusive, and a verdict
    // they do not support is not offered as "adopted".
    QCOMPARE(fasterReport.judgement.suggestion.status, RunStatus::Inconclusive);
    QCOMPARE(suggestedFindingVerdict(fasterReport), FindingVerdict::Inconclusive);
    for (GateResult &gate : fasterReport.judgement.gates)
        gate.outcome = GateOutcome::Pass;
    fasterReport.judgement.suggestion = suggestStatus(fasterReport.judgement.gates);
    QCOMPARE(suggestedFindingVerdict(fasterReport), FindingVerdict::Adopted);
    Arms same = interleavedWave({64}, 8, 1.0, true);
    numberRuns(same);
    QCOMPARE(suggestedFindingVerdict(buildComparison(same.control, same.candidate)),
             FindingVerdict::Negative);
    Arms five = interleavedWave({64}, 5, 1.08);
    numberRuns(five);
    // Five pairs fail the sample-size gate: the measurement cannot carry a claim.
    QCOMPARE(suggestedFindingVerdict(buildComparison(five.control, five.candidate)),
             FindingVerdict::Invalid);
}

void TestComparisonPointsModel::runTableDragsRunIds()
{
    RunTableModel model;
    RunFilterProxyModel proxy;
    proxy.setRunTableModel(&model);
    model.setSnapshot(std::make_shared<const RunTableSnapshot>(realisticSnapshot()));
    QVERIFY(proxy.flags(proxy.index(0, 0)) & Qt::ItemIsDragEnabled);
    QCOMPARE(proxy.mimeTypes(), QStringList{RunIdsMime::mimeType()});
    // Two rows, every column of each selected: each run once, in view order.
    model.sort(RunTableModel::LabelColumn, Qt::DescendingOrder);
    QModelIndexList indexes;
    for (int row : {2, 0}) {
        for (int column = 0; column < proxy.columnCount(); ++column)
            indexes << proxy.index(row, column);
    }
    std::unique_ptr<QMimeData> mime(proxy.mimeData(indexes));
    QVERIFY(mime);
    const QList<qint64> ids = RunIdsMime::decode(mime.get());
    QCOMPARE(ids, (QList<qint64>{proxy.runIdAt(0), proxy.runIdAt(2)}));
    QVERIFY(mime->text().contains(model.rowAt(model.rowOfRun(ids.front())).label));

    QMimeData junk;
    junk.setData(RunIdsMime::mimeType(), "3 x 3 -1 7");
    QCOMPARE(RunIdsMime::decode(&junk), (QList<qint64>{3, 7}));
    QVERIFY(RunIdsMime::decode(nullptr).isEmpty());
}

QTEST_GUILESS_MAIN(TestComparisonPointsModel)
#include "tst_comparisonpointsmodel.moc"
