// Quality in the inspector. A run's canaries: one line per canary with its verdict (the problem
// when it failed, in red), the tool call the model made, each probe's answer beside its known
// answer, and nothing at all for a run without canaries. A run's requests that stand out,
// each with the rule that flagged it, and whether the run stands out among its arm's repeats. With
// LANEBOOK_SCREENSHOT_DIR set, the inspector is saved there as inspector-canaries.png for a person
// to look at.
#include "widgets/runs/runinspector.h"

#include "models/waves/canaryexchange.h"

#include <QDir>
#include <QTreeWidget>
#include <QtTest>

using namespace lanebook;

namespace {

QTreeWidgetItem *topLevel(QTreeWidget *tree, const QString &title)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        if (tree->topLevelItem(i)->text(0) == title)
            return tree->topLevelItem(i);
    }
    return nullptr;
}

QTreeWidgetItem *childStartingWith(QTreeWidgetItem *parent, const QString &prefix)
{
    for (int i = 0; parent && i < parent->childCount(); ++i) {
        if (parent->child(i)->text(0).startsWith(prefix))
            return parent->child(i);
    }
    return nullptr;
}

// A candidate run of a 2-bit model, as a wave records it: the tool call's keys written
// between backslashes, one sum wrong, and the same-as-control prompts answered.
Run corruptRun()
{
    CanaryOutput call;
    call.name = QStringLiteral("weather-call");
    call.kind = CanaryKind::ToolCall;
    call.toolName = QStringLiteral("get_weather");
    call.requiredKeys = {QStringLiteral("city"), QStringLiteral("unit")};
    call.output = QString::fromStdString(
        nlohmann::json::array(
            {{{"id", "call_1"},
              {"type", "function"},
              {"function",
               {{"name", "get_weather"}, {"arguments", R"({\city\:\Paris\,\unit\:\celsius\})"}}}}})
            .dump());
    CanaryOutput sums;
    sums.name = QStringLiteral("known-answers");
    sums.kind = CanaryKind::ExactAnswer;
    for (const WaveCanaryProbe &probe : builtinExactAnswerProbes())
        sums.probes.push_back({probe.prompt, probe.expected, probe.expected + u'.', {}});
    sums.probes[1].output = QStringLiteral("73");
    CanaryOutput same;
    same.name = QStringLiteral("same-words");
    same.kind = CanaryKind::SameAsControl;
    same.probes = {{QStringLiteral("Describe a lighthouse."),
                    {},
                    QStringLiteral("A tall tower with a light at the top."),
                    {}}};
    Run run;
    run.id = 7;
    run.label = QStringLiteral("glm5-2bit-experts c1 r1");
    run.format = RunFormat::Lanebook;
    run.setMetric(QStringLiteral("output_tok_per_s"), 212.0);
    run.extra["canaries"] = CanaryExchange::toJson({call, sums, same});
    return run;
}

} // namespace

class TestInspectorQuality : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsEachCanaryWithItsVerdict()
    {
        RunInspector inspector;
        inspector.resize(760, 620);
        inspector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&inspector));
        inspector.showRun(corruptRun());
        QTreeWidget *tree = inspector.tree();
        QTreeWidgetItem *section = topLevel(tree, QStringLiteral("Canaries"));
        QVERIFY(section);
        QCOMPARE(section->childCount(), 3);

        QTreeWidgetItem *call = childStartingWith(section, QStringLiteral("weather-call"));
        QVERIFY(call);
        QVERIFY2(call->text(1).startsWith(QStringLiteral("fails: ")) &&
                     call->text(1).contains(QStringLiteral("\\name\\")),
                 qPrintable(call->text(1)));
        QCOMPARE(call->foreground(1).color(), QColor(0xd0, 0x39, 0x3b));
        QVERIFY(childStartingWith(call, QStringLiteral("Must call")));
        QVERIFY(
            childStartingWith(call, QStringLiteral("Output"))->text(1).contains(u"get_weather"));

        QTreeWidgetItem *sums = childStartingWith(section, QStringLiteral("known-answers"));
        QVERIFY(sums && sums->text(1).contains(u"73"));
        QCOMPARE(sums->childCount(), int(builtinExactAnswerProbes().size()));
        QCOMPARE(sums->child(0)->text(1), QStringLiteral("42."));
        QCOMPARE(sums->child(0)->foreground(1).color(), QColor(0x2e, 0x9d, 0x4a));
        QCOMPARE(sums->child(1)->text(1), QStringLiteral("73 (known answer: 72)"));

        QTreeWidgetItem *same = childStartingWith(section, QStringLiteral("same-words"));
        QVERIFY(same && same->text(1).contains(QStringLiteral("control")));

        if (const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(inspector.grab().save(
                QDir(dir).filePath(QStringLiteral("inspector-canaries.png"))));

        // A run without canaries has no such section.
        Run plain;
        plain.id = 8;
        plain.label = QStringLiteral("plain");
        plain.setMetric(QStringLiteral("output_tok_per_s"), 200.0);
        inspector.showRun(plain);
        QVERIFY(!topLevel(tree, QStringLiteral("Canaries")));
    }

    void namesOutlyingRequests()
    {
        Run run;
        run.id = 9;
        run.label = QStringLiteral("one slow request");
        for (int i = 0; i < 20; ++i) {
            RequestSample sample;
            sample.index = i;
            sample.ttftMs = i == 13 ? 900.0 : 40.0 + i % 3;
            sample.e2elMs = 400.0 + i % 4;
            run.samples.push_back(sample);
        }
        RunInspector inspector;
        inspector.resize(760, 620);
        inspector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&inspector));
        inspector.showRun(run);
        QTreeWidgetItem *requests = topLevel(inspector.tree(), QStringLiteral("Requests"));
        QTreeWidgetItem *outliers = childStartingWith(requests, QStringLiteral("Outliers"));
        QVERIFY(outliers);
        QVERIFY2(outliers->text(1).contains(u'1'), qPrintable(outliers->text(1)));
        QCOMPARE(outliers->childCount(), 1);
        QCOMPARE(outliers->child(0)->text(0), QStringLiteral("Request 13 · TTFT"));
        QVERIFY2(outliers->child(0)->text(1).contains(QStringLiteral("z-score")),
                 qPrintable(outliers->child(0)->text(1)));
        // Every request still counts: the summary is over all 20.
        QCOMPARE(childStartingWith(requests, QStringLiteral("Samples"))->text(1),
                 QStringLiteral("20"));
        if (const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(inspector.grab().save(
                QDir(dir).filePath(QStringLiteral("inspector-outliers.png"))));
    }

    void saysWhetherTheRunStandsOutAmongItsRepeats()
    {
        // Five repeats of an arm at concurrency 1; the run shown is the slow one.
        std::vector<Run> arm;
        const double tokPerS[] = {100.0, 101.0, 60.0, 99.0, 100.5};
        for (int i = 0; i < 5; ++i) {
            Run run;
            run.id = 20 + i;
            run.label = QStringLiteral("arm-a-r%1").arg(i);
            run.workload = {{"concurrency", 1}, {"input_tokens", 512}, {"output_tokens", 64}};
            run.setMetric(QStringLiteral("output_tok_per_s"), tokPerS[i]);
            arm.push_back(run);
        }
        RunInspector inspector;
        inspector.showRun(arm[2]);
        inspector.showAmongRepeats(arm[2].id, runAmongRepeats(arm[2], arm));
        QTreeWidgetItem *section = topLevel(inspector.tree(), QStringLiteral("Among its repeats"));
        QVERIFY(section);
        QCOMPARE(section->childCount(), 1);
        QCOMPARE(section->child(0)->text(0), QStringLiteral("Outlier · output_tok_per_s"));
        const QString reason = section->child(0)->text(1);
        QVERIFY2(reason.startsWith(QStringLiteral("60 stands out")) &&
                     reason.contains(QStringLiteral("among 5 repeat")) &&
                     reason.contains(QStringLiteral("kept in every number")),
                 qPrintable(reason));

        // A repeat in line with the others says so, with how many it was held against.
        inspector.showRun(arm[0]);
        inspector.showAmongRepeats(arm[0].id, runAmongRepeats(arm[0], arm));
        section = topLevel(inspector.tree(), QStringLiteral("Among its repeats"));
        QVERIFY(section);
        QVERIFY2(section->child(0)->text(1).startsWith(QStringLiteral("no: in line with the 5")),
                 qPrintable(section->child(0)->text(1)));

        // Too few repeats to tell, and a late answer for another run is ignored.
        inspector.showRun(arm[1]);
        inspector.showAmongRepeats(arm[0].id, runAmongRepeats(arm[0], arm));
        QVERIFY(!topLevel(inspector.tree(), QStringLiteral("Among its repeats")));
        inspector.showAmongRepeats(arm[1].id, runAmongRepeats(arm[1], {arm[0], arm[1]}));
        section = topLevel(inspector.tree(), QStringLiteral("Among its repeats"));
        QVERIFY(section);
        QVERIFY2(section->child(0)->text(1).startsWith(QStringLiteral("not judged: 2 repeat")),
                 qPrintable(section->child(0)->text(1)));
    }
};

QTEST_MAIN(TestInspectorQuality)
#include "tst_inspectorquality.moc"
