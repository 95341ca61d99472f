// lanebook-cli pareto end to end: runs measured against two real mock servers (one fast per
// stream, one slow), the frontier's axes derived from their samples, and the frontier the
// command prints is exactly the non-dominated runs.
#include "mockserverprocess.h"
#include "waves/wavetestsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

using lanebook::test::CliResult;
using lanebook::test::runCli;

QSet<QString> labelsOf(const QJsonArray &points)
{
    QSet<QString> labels;
    for (const QJsonValue &point : points)
        labels << point[QStringLiteral("label")].toString();
    return labels;
}

} // namespace

class TestCliPareto : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString notebook() const { return m_dir.filePath(QStringLiteral("pareto.lanebook")); }

    QJsonObject bench(const lanebook::test::MockServerProcess &server, const QString &label,
                      int concurrency, bool withGpus = true)
    {
        QStringList arguments{QStringLiteral("--notebook"),
                              notebook(),
                              QStringLiteral("--json"),
                              QStringLiteral("bench"),
                              QStringLiteral("--url"),
                              server.baseUrlString(),
                              QStringLiteral("--model"),
                              QStringLiteral("mock-model"),
                              QStringLiteral("--concurrency"),
                              QString::number(concurrency),
                              QStringLiteral("--requests"),
                              QString::number(2 * concurrency),
                              QStringLiteral("--output-tokens"),
                              QStringLiteral("20"),
                              QStringLiteral("--no-server-metrics"),
                              QStringLiteral("--label"),
                              label};
        if (withGpus)
            arguments << QStringLiteral("--telemetry") << QStringLiteral("fake")
                      << QStringLiteral("--gpus") << QStringLiteral("0");
        const CliResult run = runCli(arguments);
        if (run.exitCode != 0)
            qWarning("%s", run.err.constData());
        return QJsonDocument::fromJson(run.out).object();
    }

private Q_SLOTS:
    void frontierOfMeasuredRuns()
    {
        // Per stream: 200 tok/s on the fast server, 50 on the slow one.
        lanebook::test::MockServerProcess fast;
        LANEBOOK_START_MOCK_SERVER(fast, {QStringLiteral("--itl-ms"), QStringLiteral("5")});
        lanebook::test::MockServerProcess slow;
        LANEBOOK_START_MOCK_SERVER(slow, {QStringLiteral("--itl-ms"), QStringLiteral("20")});
        // (per GPU, per user), about: fast-c1 (200, 200); slow-c8 (400, 50) beats it per GPU;
        // slow-c1 (50, 50) is beaten by both.
        const QJsonObject fastC1 = bench(fast, QStringLiteral("fast-c1"), 1);
        bench(slow, QStringLiteral("slow-c8"), 8);
        bench(slow, QStringLiteral("slow-c1"), 1);
        bench(fast, QStringLiteral("no-gpus"), 2, false); // no GPU count: no per-GPU axis

        // The axes as defined: 1000 / mean TPOT per user, output tok/s over one GPU per GPU.
        const QJsonObject metrics = fastC1[QStringLiteral("metrics")].toObject();
        QVERIFY2(metrics.contains(QStringLiteral("mean_tpot_ms")), "no TPOT");
        QCOMPARE(metrics[QStringLiteral("output_tok_per_s_per_user")].toDouble(),
                 1000.0 / metrics[QStringLiteral("mean_tpot_ms")].toDouble());
        QCOMPARE(metrics[QStringLiteral("output_tok_per_s_per_gpu")].toDouble(),
                 metrics[QStringLiteral("output_tok_per_s")].toDouble());

        const CliResult pareto = runCli({QStringLiteral("--notebook"), notebook(),
                                         QStringLiteral("--json"), QStringLiteral("pareto")});
        QVERIFY2(pareto.exitCode == 0, pareto.err.constData());
        const QJsonObject out = QJsonDocument::fromJson(pareto.out).object();
        QCOMPARE(out[QStringLiteral("left_out")].toInt(), 1);
        const QJsonArray groups = out[QStringLiteral("groups")].toArray();
        QCOMPARE(groups.size(), 1);
        const QJsonObject group = groups.first().toObject();
        QCOMPARE(labelsOf(group[QStringLiteral("frontier")].toArray()),
                 (QSet<QString>{QStringLiteral("fast-c1"), QStringLiteral("slow-c8")}));
        QCOMPARE(labelsOf(group[QStringLiteral("dominated")].toArray()),
                 QSet<QString>{QStringLiteral("slow-c1")});

        // The text names the frontier and marks the dominated run.
        const CliResult text =
            runCli({QStringLiteral("--notebook"), notebook(), QStringLiteral("pareto"),
                    QStringLiteral("--by"), QStringLiteral("label")});
        QVERIFY2(text.exitCode == 0, text.err.constData());
        QVERIFY2(text.out.contains("fast-c1: on the frontier 1, dominated 0"),
                 text.out.constData());
        QVERIFY2(text.out.contains("Left out, without both metrics: 1"), text.out.constData());

        // A run judged invalid measures nothing to stand on: left out, as the chart leaves it.
        const CliResult judged = runCli(
            {QStringLiteral("--notebook"), notebook(), QStringLiteral("annotate"),
             QStringLiteral("slow-c8"), QStringLiteral("--status"), QStringLiteral("invalid"),
             QStringLiteral("--reason"), QStringLiteral("server restarted mid-run")});
        QVERIFY2(judged.exitCode == 0, judged.err.constData());
        const CliResult without = runCli({QStringLiteral("--notebook"), notebook(),
                                          QStringLiteral("--json"), QStringLiteral("pareto")});
        const QJsonObject rest = QJsonDocument::fromJson(without.out)
                                     .object()[QStringLiteral("groups")]
                                     .toArray()
                                     .first()
                                     .toObject();
        QCOMPARE(labelsOf(rest[QStringLiteral("frontier")].toArray()),
                 QSet<QString>{QStringLiteral("fast-c1")});

        // A lower-is-better axis is refused.
        const CliResult wrong =
            runCli({QStringLiteral("--notebook"), notebook(), QStringLiteral("pareto"),
                    QStringLiteral("--x"), QStringLiteral("p99_ttft_ms")});
        QCOMPARE(wrong.exitCode, 2);
        QVERIFY2(wrong.err.contains("lower-is-better"), wrong.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliPareto)
#include "tst_clipareto.moc"
