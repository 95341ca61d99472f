// The notebook tree (lanes -> runs, then findings): model-tester consistency, lane order, run
// counts, finding a run's node, and the findings group with verdicts.
#include "models/notebooktree/notebooktreemodel.h"

#include "models/snapshotfixture.h"

#include <QAbstractItemModelTester>
#include <QtTest>

using namespace lanebook;

class TestNotebookTreeModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void modelTester();
    void lanesWithRunCounts();
    void lanesFromTheReadersIndex();
    void indexOfRun();
    void findingsAfterLanes();
    void laneTooltipSaysItsSlo();
};

namespace {

std::vector<FindingSummary> twoFindings()
{
    FindingSummary negative;
    negative.id = 7;
    negative.title = QStringLiteral("OEA routing");
    negative.verdict = FindingVerdict::Negative;
    negative.verdictReason = QStringLiteral("slower at every concurrency");
    FindingSummary open;
    open.id = 9;
    open.title = QStringLiteral("FP8 KV cache");
    return {negative, open};
}

} // namespace

void TestNotebookTreeModel::modelTester()
{
    NotebookTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(std::make_shared<const RunTableSnapshot>(test::realisticSnapshot()));
    model.setSnapshot(std::make_shared<const RunTableSnapshot>(test::generatedSnapshot(500)));
    model.setFindings(twoFindings());
    model.setSnapshot(std::make_shared<const RunTableSnapshot>(test::realisticSnapshot()));
    model.setFindings({});
    model.setSnapshot(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void TestNotebookTreeModel::lanesWithRunCounts()
{
    NotebookTreeModel model;
    model.setSnapshot(std::make_shared<const RunTableSnapshot>(test::realisticSnapshot()));
    // Sorted case-insensitively; the run without a lane goes last under "(no lane)".
    QCOMPARE(model.rowCount(), 4);
    const QStringList expected{QStringLiteral("llama 7B Q4_0"),
                               QStringLiteral("Llama-3.1-8B-Instruct · H100"),
                               QStringLiteral("Qwen2.5-7B-Instruct"), QStringLiteral("(no lane)")};
    const QList<int> counts{2, 2, 1, 1};
    for (int lane = 0; lane < 4; ++lane) {
        const QModelIndex name = model.index(lane, NotebookTreeModel::NameColumn);
        QCOMPARE(name.data().toString(), expected.at(lane));
        QCOMPARE(model.index(lane, NotebookTreeModel::RunCountColumn).data().toInt(),
                 counts.at(lane));
        QCOMPARE(model.rowCount(name), counts.at(lane));
        QCOMPARE(name.data(NotebookTreeModel::NodeKindRole).toInt(),
                 static_cast<int>(NotebookTreeModel::NodeKind::Lane));
    }
    const QModelIndex llama8b = model.index(1, 0);
    QCOMPARE(model.index(0, 0, llama8b).data().toString(), QStringLiteral("llama8b-fp16-c64"));
    QCOMPARE(model.index(1, 0, llama8b).data(NotebookTreeModel::RunIdRole).toLongLong(), 2);
    QCOMPARE(model.index(1, 0, llama8b).data(NotebookTreeModel::LaneNameRole).toString(),
             QStringLiteral("Llama-3.1-8B-Instruct · H100"));
    QCOMPARE(model.index(1, 0, llama8b).data(NotebookTreeModel::NodeKindRole).toInt(),
             static_cast<int>(NotebookTreeModel::NodeKind::Run));
}

// The reader indexes the lanes off the GUI thread; the tree groups by that index, as it
// groups a snapshot without one.
void TestNotebookTreeModel::lanesFromTheReadersIndex()
{
    RunTableSnapshot plain = test::generatedSnapshot(400);
    plain.rows[17].lane.clear();
    plain.rows[18].lane = plain.rows[18].lane.toUpper();
    RunTableSnapshot indexed = plain;
    RunTableIndex index = indexRuns(indexed);
    index.lanes[0] = QStringLiteral("from-the-reader");
    indexed.index = std::make_shared<const RunTableIndex>(index);
    NotebookTreeModel fromIndex, builtHere;
    fromIndex.setSnapshot(std::make_shared<const RunTableSnapshot>(indexed));
    builtHere.setSnapshot(std::make_shared<const RunTableSnapshot>(plain));
    QCOMPARE(fromIndex.rowCount(), builtHere.rowCount());
    QCOMPARE(builtHere.rowCount(), static_cast<int>(index.lanes.size()) + 1); // + (no lane)
    QCOMPARE(fromIndex.index(0, 0).data().toString(), QStringLiteral("from-the-reader"));
    int runs = 0;
    for (int lane = 0; lane < builtHere.rowCount(); ++lane) {
        const QModelIndex a = fromIndex.index(lane, 0);
        const QModelIndex b = builtHere.index(lane, 0);
        if (lane > 0)
            QCOMPARE(a.data().toString(), b.data().toString());
        QCOMPARE(fromIndex.rowCount(a), builtHere.rowCount(b));
        for (int run = 0; run < builtHere.rowCount(b); ++run, ++runs) {
            QCOMPARE(fromIndex.index(run, 0, a).data(NotebookTreeModel::RunIdRole),
                     builtHere.index(run, 0, b).data(NotebookTreeModel::RunIdRole));
        }
    }
    QCOMPARE(runs, 400);
    QCOMPARE(builtHere.index(builtHere.rowCount() - 1, 0).data().toString(),
             QStringLiteral("(no lane)"));
    QCOMPARE(builtHere.indexOfRun(18).parent().data().toString(), QStringLiteral("(no lane)"));
    QCOMPARE(fromIndex.indexOfRun(19).parent().data().toString(), plain.rows[18].lane);
}

void TestNotebookTreeModel::indexOfRun()
{
    NotebookTreeModel model;
    model.setSnapshot(std::make_shared<const RunTableSnapshot>(test::realisticSnapshot()));
    for (qint64 id = 1; id <= 6; ++id) {
        const QModelIndex index = model.indexOfRun(id);
        QVERIFY(index.isValid());
        QCOMPARE(index.data(NotebookTreeModel::RunIdRole).toLongLong(), id);
    }
    QCOMPARE(model.indexOfRun(5).parent().row(), 0);
    QVERIFY(!model.indexOfRun(99).isValid());
}

void TestNotebookTreeModel::findingsAfterLanes()
{
    NotebookTreeModel model;
    model.setSnapshot(std::make_shared<const RunTableSnapshot>(test::realisticSnapshot()));
    QCOMPARE(model.rowCount(), 4); // no findings: no group
    model.setFindings(twoFindings());
    QCOMPARE(model.rowCount(), 5);
    const QModelIndex group = model.index(4, NotebookTreeModel::NameColumn);
    QCOMPARE(group.data().toString(), QStringLiteral("Findings"));
    QCOMPARE(group.data(NotebookTreeModel::NodeKindRole).toInt(),
             int(NotebookTreeModel::NodeKind::FindingsGroup));
    QCOMPARE(model.index(4, NotebookTreeModel::RunCountColumn).data().toInt(), 2);
    QVERIFY(group.data(Qt::ToolTipRole).toString().contains(QStringLiteral("1 negative")));
    QCOMPARE(model.rowCount(group), 2);

    const QModelIndex negative = model.index(0, NotebookTreeModel::NameColumn, group);
    QCOMPARE(negative.data().toString(), QStringLiteral("OEA routing"));
    QCOMPARE(negative.data(NotebookTreeModel::FindingIdRole).toLongLong(), 7);
    QCOMPARE(negative.data(NotebookTreeModel::FindingVerdictRole).toInt(),
             int(FindingVerdict::Negative));
    QCOMPARE(model.index(0, NotebookTreeModel::RunCountColumn, group).data().toString(),
             findingVerdictTitle(FindingVerdict::Negative));
    QVERIFY(negative.data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("slower at every concurrency")));
    QVERIFY(!negative.data(NotebookTreeModel::RunIdRole).isValid());
    QCOMPARE(model.parent(negative), group);

    const QModelIndex open = model.index(1, NotebookTreeModel::NameColumn, group);
    QVERIFY(!open.data(NotebookTreeModel::FindingVerdictRole).isValid());
    QCOMPARE(model.index(1, NotebookTreeModel::RunCountColumn, group).data().toString(),
             QStringLiteral("under test"));
    // Lanes and runs are where they were.
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("llama 7B Q4_0"));
    QCOMPARE(model.rowCount(model.index(0, 0)), 2);
}

void TestNotebookTreeModel::laneTooltipSaysItsSlo()
{
    NotebookTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(std::make_shared<const RunTableSnapshot>(test::realisticSnapshot()));
    const QModelIndex llama8b = model.index(1, NotebookTreeModel::NameColumn);
    QVERIFY2(llama8b.data(Qt::ToolTipRole).toString().contains(QStringLiteral("No SLO")),
             qPrintable(llama8b.data(Qt::ToolTipRole).toString()));
    QVERIFY(llama8b.data(NotebookTreeModel::LaneSloRole).toString().isEmpty());

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    const Slo slo = Slo::fromText(QStringLiteral("ttft_ms=200,tpot_ms=50")).value();
    model.setLaneSlos({{QStringLiteral("Llama-3.1-8B-Instruct · H100"), slo},
                       {QStringLiteral("a lane without runs"), slo}});
    QCOMPARE(changed.size(), 1);
    QCOMPARE(llama8b.data(NotebookTreeModel::LaneSloRole).toString(),
             QStringLiteral("ttft_ms=200,tpot_ms=50"));
    QVERIFY2(llama8b.data(Qt::ToolTipRole)
                 .toString()
                 .contains(QStringLiteral("SLO: ttft_ms=200,tpot_ms=50")),
             qPrintable(llama8b.data(Qt::ToolTipRole).toString()));
    QCOMPARE(model.laneSlo(QStringLiteral("Llama-3.1-8B-Instruct · H100")),
             std::optional<Slo>(slo));
    QCOMPARE(model.laneSlo(QStringLiteral("a lane without runs")), std::optional<Slo>(slo));
    QVERIFY(!model.laneSlo(QStringLiteral("Qwen2.5-7B-Instruct")));
    // The other lanes, the runs and the "(no lane)" group say none.
    QVERIFY(model.index(2, 0).data(NotebookTreeModel::LaneSloRole).toString().isEmpty());
    QVERIFY(model.index(0, 0, llama8b).data(NotebookTreeModel::LaneSloRole).toString().isEmpty());
    QVERIFY(!model.index(3, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("SLO")));
    // The same SLOs again change nothing.
    model.setLaneSlos({{QStringLiteral("Llama-3.1-8B-Instruct · H100"), slo},
                       {QStringLiteral("a lane without runs"), slo}});
    QCOMPARE(changed.size(), 1);
}

QTEST_GUILESS_MAIN(TestNotebookTreeModel)
#include "tst_notebooktreemodel.moc"
