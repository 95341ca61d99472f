// Benchmark (label bench): the max-load search on the mock server, whose knee under the SLO is
// known from its settings. With --knee-streams 4 at 10 ms per token, every delay stretches by
// (in flight) / 4 past four streams, so a closed loop of C streams runs at TPOT 2.5 C ms; under
// tpot_ms=26.25 the knee is C = 10.5. FAILS unless lanebook-cli bench --find-max-concurrency,
// starting at 8, converges within the 8 probes to a concurrency at least 95 % of the
// knee (10) and never above it. The same size in smoke: a search is one.
#include "mockserverprocess.h"
#include "waves/wavetestsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

constexpr double kKneeConcurrency = 10.5;
constexpr double kResolution = 0.05;
constexpr int kMaxProbes = 8;

} // namespace

class MaxLoadBench : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void searchFindsTheKnee()
    {
        lanebook::test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--itl-ms"), QStringLiteral("10"),
                                            QStringLiteral("--ttft-ms"), QStringLiteral("10"),
                                            QStringLiteral("--knee-streams"), QStringLiteral("4")});
        QTemporaryDir dir;
        const lanebook::test::CliResult search =
            lanebook::test::runCli({QStringLiteral("--notebook"),
                                    dir.filePath(QStringLiteral("b.lanebook")),
                                    QStringLiteral("--json"),
                                    QStringLiteral("bench"),
                                    QStringLiteral("--url"),
                                    server.baseUrlString(),
                                    QStringLiteral("--model"),
                                    QStringLiteral("mock-model"),
                                    QStringLiteral("--output-tokens"),
                                    QStringLiteral("16"),
                                    QStringLiteral("--requests"),
                                    QStringLiteral("8"),
                                    QStringLiteral("--no-server-metrics"),
                                    QStringLiteral("--slo"),
                                    QStringLiteral("tpot_ms=26.25"),
                                    QStringLiteral("--find-max-concurrency"),
                                    QStringLiteral("--concurrency"),
                                    QStringLiteral("8"),
                                    QStringLiteral("--max-probes"),
                                    QString::number(kMaxProbes)},
                                   600000);
        const QJsonObject out = QJsonDocument::fromJson(search.out).object();
        const QJsonArray probes = out.value(QStringLiteral("probes")).toArray();
        for (const QJsonValue &probe : probes)
            qInfo("probe at concurrency %d: %.1f %% met",
                  probe[QStringLiteral("concurrency")].toInt(),
                  probe[QStringLiteral("slo_attainment_pct")].toDouble());
        const int found = out.value(QStringLiteral("max_concurrency_under_slo")).toInt();
        const double ratio = found / kKneeConcurrency;
        qInfo("max concurrency under the SLO: %d in %d probes (%s); knee %.1f; ratio %.3f "
              "(target >= %.2f and the knee never exceeded)",
              found, int(probes.size()), qPrintable(out.value(QStringLiteral("end")).toString()),
              kKneeConcurrency, ratio, 1.0 - kResolution);
        QVERIFY2(search.exitCode == 0, search.err.constData());
        QCOMPARE(out.value(QStringLiteral("end")).toString(), QStringLiteral("converged"));
        QVERIFY(probes.size() <= kMaxProbes);
        QVERIFY2(
            ratio >= 1.0 - kResolution && found <= kKneeConcurrency,
            qPrintable(
                QStringLiteral("found %1 against a knee of %2").arg(found).arg(kKneeConcurrency)));
    }
};

QTEST_GUILESS_MAIN(MaxLoadBench)
#include "tst_maxloadbench.moc"
