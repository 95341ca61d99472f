// The inspector reads well at any dock width (issue 28, part 5): the Value column keeps the
// room its values need, or at least its minimum, when the names are long and the dock narrows
// after the run was shown (it was cut to a 20-pixel sliver); the run's gates are listed under
// its identity, worst first, each with its outcome in the window's words and its reason; the
// run's notes, tags and status override are listed in a Notes section, which says how to add
// one when there is none. With LANEBOOK_SCREENSHOT_DIR set, the inspector is saved there as
// inspector-gates-notes.png for a person to look at.
#include "widgets/runs/runinspector.h"

#include "models/gates/runjudgement.h"

#include <QDir>
#include <QHeaderView>
#include <QTreeWidget>
#include <QtTest>

using namespace lanebook;

namespace {

QTreeWidgetItem *section(QTreeWidget *tree, const QString &title)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        if (tree->topLevelItem(i)->text(0) == title)
            return tree->topLevelItem(i);
    }
    return nullptr;
}

QStringList titles(QTreeWidget *tree)
{
    QStringList shown;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        shown << tree->topLevelItem(i)->text(0);
    return shown;
}

// A vLLM bench run on a recipe whose environment has the long names real recipes have, 12 of
// its 200 requests failed (the errors gate fails), no context length recorded.
Run servingRun(qint64 id)
{
    Run run;
    run.id = id;
    run.label = QStringLiteral("llama70b-fp8-tp4-c64-20260702T231635Z");
    run.format = RunFormat::VllmBench;
    run.model = QStringLiteral("meta-llama/Llama-3.1-70B-Instruct");
    run.config = {
        {"runtime", "vllm"},
        {"env",
         {{"VLLM_ATTENTION_BACKEND", "FLASHINFER"},
          {"VLLM_FLASHINFER_ALLREDUCE_FUSION_THRESHOLDS_MB_PER_WORLD_SIZE", "{\"4\": 32}"},
          {"TORCHINDUCTOR_COMPILE_THREADS_FOR_PIECEWISE_CUDA_GRAPHS", "1"}}},
        {"argv",
         {"vllm", "serve", "meta-llama/Llama-3.1-70B-Instruct", "--tensor-parallel-size", "4",
          "--kv-cache-dtype", "fp8"}}};
    run.workload = {{"concurrency", 64}, {"output_tokens", 128}};
    run.setMetric(QStringLiteral("output_tok_per_s"), 2450.5);
    run.setMetric(QStringLiteral("median_ttft_ms"), 41.2);
    run.setMetric(QStringLiteral("completed"), 188);
    run.setMetric(QStringLiteral("failed"), 12);
    return run;
}

RunAnnotation annotation(const char *kind, const QString &text, const QString &reason = {})
{
    RunAnnotation a;
    a.runId = 7;
    a.kind = QString::fromLatin1(kind);
    a.text = text;
    a.reason = reason;
    a.createdAt = QDateTime(QDate(2026, 7, 3), QTime(9, 15), Qt::UTC);
    return a;
}

void grabIfAsked(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        widget->grab().save(QDir(dir).filePath(name));
}

} // namespace

class TestInspectorSections : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valueColumnKeepsItsRoomAsTheDockNarrows();
    void gatesAreListedWorstFirstWithTheirReasons();
    void notesAreListedInTheirSection();
};

void TestInspectorSections::valueColumnKeepsItsRoomAsTheDockNarrows()
{
    RunInspector inspector;
    inspector.resize(640, 700);
    inspector.show();
    QVERIFY(QTest::qWaitForWindowExposed(&inspector));
    inspector.showRun(servingRun(7));
    QTreeWidget *tree = inspector.tree();
    const QAbstractItemView *view = tree;
    // What the values need: the widest shown, or the minimum promised for them.
    const int wanted = std::min(view->sizeHintForColumn(1), inspector.minimumValueWidthPx());
    QVERIFY(wanted > 0);
    // The docks' widths a user meets: a 1280-px screen's default share, a squeezed dock, one
    // made wide again.
    for (const int width : {640, 300, 240, 420}) {
        inspector.resize(width, 700);
        // The layout now, not at the next turn of the event loop: the check is on this width.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QVERIFY(tree->viewport()->width() < width);
        QVERIFY2(tree->columnWidth(1) >= wanted,
                 qPrintable(QStringLiteral("at %1 px the values get %2 px (names %3 px), "
                                           "need %4 px")
                                .arg(width)
                                .arg(tree->columnWidth(1))
                                .arg(tree->columnWidth(0))
                                .arg(wanted)));
        // The names give way first, yet stay readable.
        QVERIFY(tree->columnWidth(0) >= tree->header()->minimumSectionSize());
    }
    // With room for both, neither is cut.
    inspector.resize(1400, 700);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QVERIFY2(tree->columnWidth(0) >= view->sizeHintForColumn(0),
             qPrintable(QStringLiteral("names %1 px of %2, values %3 px of %4")
                            .arg(tree->columnWidth(0))
                            .arg(view->sizeHintForColumn(0))
                            .arg(tree->columnWidth(1))
                            .arg(view->sizeHintForColumn(1))));
}

void TestInspectorSections::gatesAreListedWorstFirstWithTheirReasons()
{
    RunInspector inspector;
    inspector.resize(520, 800);
    inspector.show();
    const Run run = servingRun(7);
    const std::vector<GateResult> gates = judgeRun(run).gates;
    QVERIFY(gates.size() >= 3);
    inspector.showGates(7, gates); // before its run: not kept, the run's details carry them
    inspector.showRun(run);
    QTreeWidget *tree = inspector.tree();
    QVERIFY2(!section(tree, QStringLiteral("Gates")),
             qPrintable(titles(tree).join(QStringLiteral(", "))));
    inspector.showGates(8, gates); // another run's
    QVERIFY(!section(tree, QStringLiteral("Gates")));

    inspector.showGates(7, gates);
    QTreeWidgetItem *shown = section(tree, QStringLiteral("Gates"));
    QVERIFY2(shown, qPrintable(titles(tree).join(QStringLiteral(", "))));
    // Right under the run's identity, whose Status row the gates explain.
    QCOMPARE(tree->indexOfTopLevelItem(shown), 1);
    QVERIFY(shown->isExpanded());
    QCOMPARE(shown->childCount(), int(gates.size()));
    // Worst first: the fails (errors: 12 of 200 requests; no context length), then the rest.
    const GateResult errors = *std::find_if(gates.begin(), gates.end(),
                                            [](const auto &g) { return g.gate == GateId::Errors; });
    QCOMPARE(errors.outcome, GateOutcome::Fail);
    const auto fails = std::count_if(gates.begin(), gates.end(),
                                     [](const auto &g) { return g.outcome == GateOutcome::Fail; });
    QVERIFY(fails < qsizetype(gates.size()));
    const QString failWord = gateOutcomeTitle(errors) + u':';
    for (int i = 0; i < shown->childCount(); ++i) {
        QVERIFY2(shown->child(i)->text(1).startsWith(failWord) == (i < fails),
                 qPrintable(QStringLiteral("row %1: %2").arg(i).arg(shown->child(i)->text(1))));
    }
    // Every gate once, with its outcome in the window's words and its reason.
    for (const GateResult &gate : gates) {
        int rows = 0;
        for (int i = 0; i < shown->childCount(); ++i) {
            const QTreeWidgetItem *row = shown->child(i);
            if (row->text(0) != gateTitle(gate.gate))
                continue;
            ++rows;
            QCOMPARE(row->text(1),
                     QStringLiteral("%1: %2").arg(gateOutcomeTitle(gate), gate.reason));
        }
        QCOMPARE(rows, 1);
    }
    // Shown again for the same run (a second read): replaced, not added.
    inspector.showGates(7, gates);
    QCOMPARE(titles(tree).count(QStringLiteral("Gates")), 1);
    grabIfAsked(&inspector, QStringLiteral("inspector-gates-notes.png"));
}

void TestInspectorSections::notesAreListedInTheirSection()
{
    RunInspector inspector;
    inspector.resize(520, 800);
    inspector.show();
    // Read before the run (the smaller read): kept until the run is shown.
    inspector.showAnnotations(
        7,
        {annotation("note", QStringLiteral("GPU 3 ran 9 °C warmer than the others\nfan 2 "
                                           "replaced since")),
         annotation("tag", QStringLiteral("warm-gpu")), annotation("tag", QStringLiteral("rerun")),
         annotation("status", QStringLiteral("diagnostic"),
                    QStringLiteral("thermal state differs between arms"))});
    inspector.showRun(servingRun(7));
    QTreeWidget *tree = inspector.tree();
    QTreeWidgetItem *notes = section(tree, QStringLiteral("Notes"));
    QVERIFY2(notes, qPrintable(titles(tree).join(QStringLiteral(", "))));
    QVERIFY(tree->indexOfTopLevelItem(notes) <
            tree->indexOfTopLevelItem(section(tree, QStringLiteral("Metrics"))));
    QStringList rows;
    for (int i = 0; i < notes->childCount(); ++i)
        rows << notes->child(i)->text(0) + QStringLiteral(" = ") + notes->child(i)->text(1);
    QCOMPARE(rows, (QStringList{QStringLiteral("Note = GPU 3 ran 9 °C warmer than the others"),
                                QStringLiteral("Status set = Diagnostic: thermal state differs "
                                               "between arms"),
                                QStringLiteral("Tags = warm-gpu, rerun")}));
    // The whole note, with its second line, in the tooltip.
    QVERIFY(notes->child(0)->toolTip(1).contains(QStringLiteral("fan 2 replaced since")));

    // Another run, with nothing written about it yet: the section says how to add a note.
    inspector.showRun(servingRun(8));
    notes = section(tree, QStringLiteral("Notes"));
    QVERIFY(notes);
    QCOMPARE(notes->childCount(), 1);
    QVERIFY2(notes->child(0)->text(1).contains(QStringLiteral("Annotate")),
             qPrintable(notes->child(0)->text(1)));
    // Its notes arrive after it: the section fills in.
    inspector.showAnnotations(8, {annotation("note", QStringLiteral("first run after reboot"))});
    QCOMPARE(notes->childCount(), 1);
    QCOMPARE(notes->child(0)->text(1), QStringLiteral("first run after reboot"));
}

QTEST_MAIN(TestInspectorSections)
#include "tst_inspectorsections.moc"
