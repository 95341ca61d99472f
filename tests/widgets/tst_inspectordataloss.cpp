// Data an older Lanebook destroyed, in the inspector (issue 27): values it masked as secrets
// although they were none read "lost" (why and what to do in the tooltip), a "Data lost" row
// counts them under the run, and a real secret still reads as the redaction mark. With
// LANEBOOK_SCREENSHOT_DIR set, the inspector is saved there as inspector-data-lost.png for a
// person to look at.
#include "widgets/runs/runinspector.h"

#include "models/secrets/secretkeys.h"

#include <QDir>
#include <QTreeWidget>
#include <QtTest>

using namespace lanebook;

namespace {

QTreeWidgetItem *find(QTreeWidgetItem *parent, const QString &name)
{
    for (int i = 0; i < parent->childCount(); ++i) {
        if (parent->child(i)->text(0) == name)
            return parent->child(i);
        if (QTreeWidgetItem *deeper = find(parent->child(i), name))
            return deeper;
    }
    return nullptr;
}

// Run 28 of tests/data/notebooks/schema9-damaged.lanebook, as Lanebook at schema 9 stored it.
Run damagedWaveRun()
{
    const std::string mark = redactedValue().toStdString();
    Run run;
    run.id = 28;
    run.label = QStringLiteral("mock-metrics-A-gpu0-r0-c2-in32-20261206T030540Z");
    run.config = {{"env", {{"HF_TOKEN", mark}}}, {"runtime", "lanebook-mock"}};
    run.workload = {{"concurrency", 2},
                    {"timeouts_s", {{"connect", 10.0}, {"first_token", mark}, {"total", 600.0}}}};
    run.extra = {{"server_metrics",
                  {{"counter_deltas",
                    {{"vllm:e2e_request_latency_seconds_count", 4.0},
                     {"vllm:time_to_first_token_seconds_sum", mark},
                     {"vllm:inter_token_latency_seconds_sum", mark}}}}}};
    run.setMetric(QStringLiteral("output_tok_per_s"), 2200.0);
    return run;
}

} // namespace

class TestInspectorDataLoss : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lostValuesAreSaidNotShownAsData()
    {
        RunInspector inspector;
        inspector.resize(520, 720);
        inspector.show();
        inspector.showRun(damagedWaveRun());
        auto *tree = inspector.findChild<QTreeWidget *>();
        QVERIFY(tree);
        QTreeWidgetItem *root = tree->invisibleRootItem();
        QTreeWidgetItem *lost = find(root, RunInspector::tr("Data lost"));
        QVERIFY(lost);
        QCOMPARE(lost->text(1), QStringLiteral("3 value(s) masked by an older Lanebook"));
        QVERIFY(lost->toolTip(1).contains(QStringLiteral("workload.timeouts_s.first_token")));
        QVERIFY(lost->toolTip(1).contains(QStringLiteral("no source file")));
        QTreeWidgetItem *timeout = find(root, QStringLiteral("first_token"));
        QVERIFY(timeout);
        QCOMPARE(timeout->text(1), RunInspector::tr("lost"));
        QVERIFY(timeout->toolTip(1).contains(QStringLiteral("Import the run's source file")));
        QTreeWidgetItem *ttft = find(root, QStringLiteral("vllm:time_to_first_token_seconds_sum"));
        QVERIFY(ttft);
        QCOMPARE(ttft->text(1), RunInspector::tr("lost"));
        // Numbers beside them are shown; the real secret stays masked, and is no loss.
        QTreeWidgetItem *count =
            find(root, QStringLiteral("vllm:e2e_request_latency_seconds_count"));
        QVERIFY(count);
        QCOMPARE(count->text(1), QStringLiteral("4"));
        QTreeWidgetItem *token = find(root, QStringLiteral("HF_TOKEN"));
        QVERIFY(token);
        QCOMPARE(token->text(1), redactedValue());

        // An intact run has no such row.
        Run intact = damagedWaveRun();
        intact.workload["timeouts_s"]["first_token"] = 30.0;
        intact.extra = nlohmann::json::object();
        inspector.showRun(intact);
        QVERIFY(!find(tree->invisibleRootItem(), RunInspector::tr("Data lost")));
        QCOMPARE(find(tree->invisibleRootItem(), QStringLiteral("first_token"))->text(1),
                 QStringLiteral("30"));

        const QByteArray folder = qgetenv("LANEBOOK_SCREENSHOT_DIR");
        if (!folder.isEmpty()) {
            inspector.showRun(damagedWaveRun());
            QCoreApplication::processEvents();
            inspector.grab().save(QDir(QString::fromLocal8Bit(folder))
                                      .filePath(QStringLiteral("inspector-data-lost.png")));
        }
    }
};

QTEST_MAIN(TestInspectorDataLoss)
#include "tst_inspectordataloss.moc"
