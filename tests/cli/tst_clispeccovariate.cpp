// Speculative decoding as a covariate, against two real mock servers whose pretend speculative
// decoders accept different shares of their drafts (--spec-acceptance 0.5 and 0.9): runs of
// the same recipe, interleaved A,B,A,B,A,B, scraped from /metrics. compare shows each arm's
// acceptance beside the delta, and its one_variable gate warns that acceptance moved while the
// variable under test (none here: an A/A recipe) is not speculative decoding.
#include "mockserverprocess.h"
#include "waves/wavetestsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using lanebook::test::CliResult;
using lanebook::test::runCli;

class TestCliSpecCovariate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void compareWarnsWhenAcceptanceMoved()
    {
        lanebook::test::MockServerProcess drafty;
        LANEBOOK_START_MOCK_SERVER(drafty,
                                   {QStringLiteral("--itl-ms"), QStringLiteral("2"),
                                    QStringLiteral("--spec-acceptance"), QStringLiteral("0.5")});
        lanebook::test::MockServerProcess lucky;
        LANEBOOK_START_MOCK_SERVER(lucky,
                                   {QStringLiteral("--itl-ms"), QStringLiteral("2"),
                                    QStringLiteral("--spec-acceptance"), QStringLiteral("0.9")});
        QTemporaryDir dir;
        const QString notebook = dir.filePath(QStringLiteral("spec.lanebook"));
        QStringList control;
        QStringList candidate;
        for (int repeat = 0; repeat < 3; ++repeat) {
            for (const bool isControl : {true, false}) {
                const QString label =
                    QStringLiteral("%1%2").arg(isControl ? u'a' : u'b').arg(repeat);
                const CliResult bench =
                    runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("bench"),
                            QStringLiteral("--url"), (isControl ? drafty : lucky).baseUrlString(),
                            QStringLiteral("--model"), QStringLiteral("mock-model"),
                            QStringLiteral("--concurrency"), QStringLiteral("4"),
                            QStringLiteral("--requests"), QStringLiteral("16"),
                            QStringLiteral("--output-tokens"), QStringLiteral("32"),
                            QStringLiteral("--label"), label});
                QVERIFY2(bench.exitCode == 0, bench.err.constData());
                (isControl ? control : candidate) << label;
            }
        }
        const CliResult compare =
            runCli(QStringList{QStringLiteral("--notebook"), notebook, QStringLiteral("--json"),
                               QStringLiteral("compare"), QStringLiteral("--control")} +
                   control + QStringList{QStringLiteral("--candidate")} + candidate);
        QVERIFY2(compare.exitCode == 0 || compare.exitCode == 1, compare.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(compare.out).object();
        // Each arm's acceptance beside the speed delta: 16 of 32 drafted tokens against 19 of 24
        // (32 tokens in ceil(32 / 2.8) = 12 steps of two drafts, 20 of them accepted).
        bool sawAcceptance = false;
        for (const auto &row : report.value(QStringLiteral("quality")).toArray()) {
            if (row[QStringLiteral("metric")].toString() != u"spec_acceptance_rate")
                continue;
            sawAcceptance = true;
            QCOMPARE(row[QStringLiteral("control_runs")].toInt(), 3);
            QCOMPARE(row[QStringLiteral("control_median")].toDouble(), 50.0);
            QVERIFY2(
                row[QStringLiteral("candidate_median")].toDouble() > 80.0,
                qPrintable(QString::number(row[QStringLiteral("candidate_median")].toDouble())));
        }
        QVERIFY2(sawAcceptance, compare.out.constData());
        bool warned = false;
        for (const auto &gate : report.value(QStringLiteral("gates")).toArray()) {
            if (gate[QStringLiteral("gate")].toString() != u"one_variable")
                continue;
            QCOMPARE(gate[QStringLiteral("outcome")].toString(), QStringLiteral("warn"));
            QVERIFY2(gate[QStringLiteral("reason")].toString().contains(
                         QStringLiteral("Speculative acceptance differs")),
                     qPrintable(gate[QStringLiteral("reason")].toString()));
            warned = true;
        }
        QVERIFY2(warned, compare.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliSpecCovariate)
#include "tst_clispeccovariate.moc"
