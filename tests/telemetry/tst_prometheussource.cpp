// PrometheusSource against real servers on loopback: a dcgm-exporter-format /metrics served by
// lanebook-mock-server (--metrics-file, tests/data/synthetic/dcgm-exporter), scraped directly;
// and a real Prometheus server (Debian's prometheus package) that this test starts, scraping
// that endpoint, asked over its HTTP API.
#include "backends/loadgen/httpget.h"
#include "backends/telemetry/prometheussource.h"
#include "closedport.h"
#include "listeningport.h"
#include "mockserverprocess.h"
#include "models/tooloutput/dcgmseries.h"
#include "telemetrytestenv.h"
#include "testutils.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

const QString kDcgm = QStringLiteral("synthetic/dcgm-exporter/h100x2-node7.txt");

void checkNode7(const TelemetryBatch &b)
{
    QCOMPARE(b.gpus.size(), std::size_t(2));
    QCOMPARE(b.gpus[0].host, QStringLiteral("gpu-node-7"));
    QCOMPARE(b.gpus[1].uuid, QStringLiteral("GPU-5b1e7a00-0000-4000-8000-000000000001"));
    QCOMPARE(b.samples[1].utilPct, 99.0);
    QCOMPARE(b.samples[1].powerW, 699.12);
    QVERIFY(!b.samples[1].memTemperatureC); // no series: missing
    QCOMPARE(b.samples[0].memTemperatureC, 58.0);
    QVERIFY(b.error.isEmpty());
}

} // namespace

class PrometheusSourceTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void scrapesDcgmExporterDirectly()
    {
        MockServerProcess exporter;
        LANEBOOK_START_MOCK_SERVER(exporter, {QStringLiteral("--metrics-file"), dataPath(kDcgm)});
        PrometheusSource source(exporter.baseUrlString() + QStringLiteral("/metrics"));
        QVERIFY(source.isDirectScrape());
        QVERIFY2(source.open(100), qPrintable(source.unavailableReason()));
        checkNode7(source.read(1000));

        // The exporter goes away: said, naming the URL, and the numbers go missing.
        exporter.stop();
        const TelemetryBatch gone = readUntil(
            source, [](const TelemetryBatch &b) { return !b.samples.at(0).utilPct; }, 200, 100,
            100);
        QVERIFY(!gone.error.isEmpty());
        QCOMPARE(gone.gpus.size(), std::size_t(2));
        QVERIFY(!gone.samples.at(0).utilPct);
    }

    void notAnExporter()
    {
        MockServerProcess server; // its own /metrics: vLLM's names, no DCGM_FI_ series
        LANEBOOK_START_MOCK_SERVER(server);
        PrometheusSource source(server.baseUrlString() + QStringLiteral("/metrics"));
        QVERIFY(!source.open(100));
        QVERIFY2(source.unavailableReason().contains(QLatin1String("no DCGM_FI_ series")),
                 qPrintable(source.unavailableReason()));
        const ClosedPort closed; // nobody listens there
        PrometheusSource nobody(QStringLiteral("http://127.0.0.1:%1/metrics").arg(closed.port()));
        QVERIFY(!nobody.open(100));
        QVERIFY2(nobody.unavailableReason().contains(QLatin1String("127.0.0.1")),
                 qPrintable(nobody.unavailableReason()));
    }

    void throughARealPrometheusServer()
    {
        const QString prometheus = QStandardPaths::findExecutable(QStringLiteral("prometheus"));
        if (prometheus.isEmpty())
            LANEBOOK_SKIP_MISSING_TOOL(
                "the prometheus package is not installed (packaging/install-deps.sh installs it)");
        MockServerProcess exporter;
        LANEBOOK_START_MOCK_SERVER(exporter, {QStringLiteral("--metrics-file"), dataPath(kDcgm)});

        QTemporaryDir dir;
        const QString config = dir.filePath(QStringLiteral("prometheus.yml"));
        {
            QFile file(config);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QStringLiteral("global:\n  scrape_interval: 1s\n"
                                      "scrape_configs:\n  - job_name: dcgm\n"
                                      "    static_configs:\n      - targets: ['127.0.0.1:%1']\n")
                           .arg(exporter.port())
                           .toUtf8());
        }
        // On port 0: it logs the port it bound ("Listening on" address=127.0.0.1:PORT, at
        // level info), which is where the test finds it.
        QProcess server;
        server.setProcessChannelMode(QProcess::MergedChannels);
        QByteArray started;
        const int port = startListening(
            server, prometheus,
            {QStringLiteral("--config.file=") + config,
             QStringLiteral("--storage.tsdb.path=") + dir.filePath(QStringLiteral("tsdb")),
             QStringLiteral("--web.listen-address=127.0.0.1:0"),
             QStringLiteral("--log.level=info")},
            QRegularExpression(QStringLiteral("msg=\"?Listening on\"? address=\\S*:(\\d+)")),
            &started);
        QVERIFY2(port > 0, started.constData());
        const QString url = QStringLiteral("http://127.0.0.1:%1").arg(port);

        // Until Prometheus has scraped the exporter once (every second).
        PrometheusSource source(url);
        bool opened = false;
        for (int i = 0; i < 60 && !opened && server.state() == QProcess::Running; ++i) {
            opened = source.open(1000);
            if (!opened)
                QTest::qWait(500);
        }
        const QString log = QString::fromUtf8(started + server.readAll());
        QVERIFY2(opened,
                 qPrintable(source.unavailableReason() + QLatin1Char('\n') + log.right(2000)));
        QVERIFY(!source.isDirectScrape());
        const TelemetryBatch b = source.read(2000);
        checkNode7(b);
        QCOMPARE(b.gpus[0].driver, QStringLiteral("570.133.20"));

        // A query Prometheus refuses is said with its own words.
        const HttpGetResult bad =
            httpGet(url + QStringLiteral("/api/v1/query?query=%7B"), QString(), 2, 5);
        QCOMPARE(bad.status, 400L);
        const PrometheusQueryResult refused =
            parsePrometheusQueryJson(QByteArray::fromStdString(bad.body));
        QVERIFY2(refused.error.contains(QLatin1String("bad_data")), qPrintable(refused.error));

        server.terminate();
        if (!server.waitForFinished(10000))
            server.kill();
    }
};

QTEST_GUILESS_MAIN(PrometheusSourceTest)
#include "tst_prometheussource.moc"
