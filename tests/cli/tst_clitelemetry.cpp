// lanebook-cli records GPU telemetry with the runs it makes: `bench --telemetry` and
// `wave run --telemetry`, the real executable against the real mock server, the fake
// source replaying a two-GPU capture (GPU 1 throttled under load), a real notebook file.
#include "backends/notebook/notebookstore.h"
#include "mockserverprocess.h"
#include "testutils.h"
#include "waves/wavetestsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <limits>
#include <map>

using namespace lanebook::test;

namespace {

QString throttlingCapture()
{
    return dataPath(QStringLiteral(
        "synthetic/fake-nvidia-smi/captures/linux-x86_64__nvidia-a100-sxm4-80gb__550.127.05.txt"));
}

QJsonObject thermalGate(const QByteArray &gatesJson)
{
    for (const QJsonValue &g : QJsonDocument::fromJson(gatesJson).array()) {
        if (g[QStringLiteral("gate")].toString() == QLatin1String("thermal_clocks"))
            return g.toObject();
    }
    return {};
}

} // namespace

class TestCliTelemetry : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void benchRecordsTheChosenGpusTelemetry()
    {
        MockServerProcess server;
        // About two seconds of load: both sections of the capture are seen.
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--itl-ms"), QStringLiteral("10")});
        const QString notebook = m_dir.filePath(QStringLiteral("bench.lanebook"));
        const QString n = QStringLiteral("--notebook");
        const CliResult bench = runCli({QStringLiteral("bench"),
                                        n,
                                        notebook,
                                        QStringLiteral("--json"),
                                        QStringLiteral("--url"),
                                        server.baseUrlString(),
                                        QStringLiteral("--model"),
                                        QStringLiteral("mock-model"),
                                        QStringLiteral("--concurrency"),
                                        QStringLiteral("1"),
                                        QStringLiteral("--requests"),
                                        QStringLiteral("12"),
                                        QStringLiteral("--input-tokens"),
                                        QStringLiteral("32"),
                                        QStringLiteral("--output-tokens"),
                                        QStringLiteral("16"),
                                        QStringLiteral("--telemetry"),
                                        QStringLiteral("fake=") + throttlingCapture(),
                                        QStringLiteral("--gpus"),
                                        QStringLiteral("1")});
        QVERIFY2(bench.exitCode == 0, bench.err.constData());
        const QJsonObject run = QJsonDocument::fromJson(bench.out).object();
        const QString id = QString::number(run[QStringLiteral("id")].toInteger());
        const QJsonObject metrics = run[QStringLiteral("metrics")].toObject();
        for (const char *metric : {"gpu_util_pct_mean", "power_w_mean", "sm_clock_mhz_min",
                                   "temperature_c_max", "memory_used_bytes_max"})
            QVERIFY2(metrics.contains(QString::fromLatin1(metric)), metric);
        // GPU 1 only: its load temperature (86 °C), not GPU 0's (67 °C).
        QCOMPARE(metrics[QStringLiteral("temperature_c_max")].toDouble(), 86.0);

        // Stored: `show` reads the same back, and the gate fails on the throttling.
        const CliResult show =
            runCli({QStringLiteral("show"), n, notebook, id, QStringLiteral("--json")});
        QCOMPARE(show.exitCode, 0);
        const QJsonObject stored =
            QJsonDocument::fromJson(show.out).object()[QStringLiteral("metrics")].toObject();
        for (const char *metric : {"gpu_util_pct_mean", "power_w_mean", "sm_clock_mhz_min",
                                   "temperature_c_max", "memory_used_bytes_max"})
            QCOMPARE(stored[QString::fromLatin1(metric)].toDouble(),
                     metrics[QString::fromLatin1(metric)].toDouble());
        // The replay alternates idle (210 MHz) and load (1155 MHz on GPU 1): the idle clock is
        // the run's minimum.
        QCOMPARE(stored[QStringLiteral("sm_clock_mhz_min")].toDouble(), 210.0);

        // Energy: the replay has power and no energy counter, so it is GPU 1's power
        // integrated over the stored trace (the trapezoid rule, computed here), and per token
        // its mean power over the run's throughput.
        {
            lanebook::NotebookStore store;
            QVERIFY(store.open(notebook, lanebook::NotebookStore::Access::ReadOnly));
            const lanebook::RunTelemetry trace =
                store.telemetry().ofRun(id.toLongLong()).valueOr({});
            std::vector<const lanebook::GpuSample *> gpu1;
            for (const lanebook::GpuSample &s : trace.samples) {
                if (trace.gpus.at(size_t(s.gpuIndex)).index == 1)
                    gpu1.push_back(&s);
            }
            QVERIFY(gpu1.size() >= 2);
            double joules = 0.0;
            for (size_t i = 1; i < gpu1.size(); ++i)
                joules += 0.5 * (*gpu1[i]->powerW + *gpu1[i - 1]->powerW) *
                          double(gpu1[i]->tNs - gpu1[i - 1]->tNs) / 1e9;
            const double spanS = double(gpu1.back()->tNs - gpu1.front()->tNs) / 1e9;
            QVERIFY(joules > 0.0);
            QCOMPARE(stored[QStringLiteral("energy_j")].toDouble(), joules);
            QCOMPARE(stored[QStringLiteral("energy_j_per_output_token")].toDouble(),
                     joules / spanS / stored[QStringLiteral("output_tok_per_s")].toDouble());
        }
        const CliResult gates =
            runCli({QStringLiteral("gates"), n, notebook, id, QStringLiteral("--json")});
        const QJsonObject thermal = thermalGate(gates.out);
        QCOMPARE(thermal[QStringLiteral("outcome")].toString(), QStringLiteral("fail"));
        QVERIFY2(thermal[QStringLiteral("reason")].toString().contains(
                     QLatin1String("HW thermal slowdown")),
                 gates.out.constData());
    }

    void benchKeepsOneTickInNWhenAsked()
    {
        MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--itl-ms"), QStringLiteral("10")});
        const QString notebook = m_dir.filePath(QStringLiteral("downsampled.lanebook"));
        const CliResult bench = runCli({QStringLiteral("bench"),
                                        QStringLiteral("--notebook"),
                                        notebook,
                                        QStringLiteral("--json"),
                                        QStringLiteral("--url"),
                                        server.baseUrlString(),
                                        QStringLiteral("--model"),
                                        QStringLiteral("mock-model"),
                                        QStringLiteral("--concurrency"),
                                        QStringLiteral("1"),
                                        QStringLiteral("--requests"),
                                        QStringLiteral("12"),
                                        QStringLiteral("--input-tokens"),
                                        QStringLiteral("32"),
                                        QStringLiteral("--output-tokens"),
                                        QStringLiteral("16"),
                                        QStringLiteral("--telemetry"),
                                        QStringLiteral("fake"),
                                        QStringLiteral("--telemetry-every"),
                                        QStringLiteral("5")});
        QVERIFY2(bench.exitCode == 0, bench.err.constData());
        const qint64 id =
            QJsonDocument::fromJson(bench.out).object()[QStringLiteral("id")].toInteger();
        lanebook::NotebookStore store;
        QVERIFY(store.open(notebook, lanebook::NotebookStore::Access::ReadOnly));
        const lanebook::RunTelemetry trace = store.telemetry().ofRun(id).valueOr({});
        QCOMPARE(trace.gpus.size(), size_t(2)); // no --gpus: every GPU of the fake source
        QVERIFY(!trace.samples.empty());
        // Ticks come every 100 ms; one in five is kept: kept samples of a GPU are about half a
        // second apart, never the next tick.
        for (size_t i = 1; i < trace.samples.size(); ++i) {
            if (trace.samples[i].gpuIndex == trace.samples[i - 1].gpuIndex)
                QVERIFY(trace.samples[i].tNs - trace.samples[i - 1].tNs > 300'000'000);
        }
    }

    // The fake source's GPUs keep an energy counter (its power integrated as it ticks): the
    // run's energy is the two counters' rise over the stored trace, read back here, and its
    // energy per token that over the span against the run's throughput.
    void benchEnergyFromTheCounters()
    {
        MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--itl-ms"), QStringLiteral("10")});
        const QString notebook = m_dir.filePath(QStringLiteral("energy.lanebook"));
        const CliResult bench = runCli(
            {QStringLiteral("bench"), QStringLiteral("--notebook"), notebook,
             QStringLiteral("--json"), QStringLiteral("--url"), server.baseUrlString(),
             QStringLiteral("--model"), QStringLiteral("mock-model"),
             QStringLiteral("--concurrency"), QStringLiteral("2"), QStringLiteral("--requests"),
             QStringLiteral("12"), QStringLiteral("--output-tokens"), QStringLiteral("16"),
             QStringLiteral("--telemetry"), QStringLiteral("fake")});
        QVERIFY2(bench.exitCode == 0, bench.err.constData());
        const QJsonObject run = QJsonDocument::fromJson(bench.out).object();
        const QJsonObject metrics = run[QStringLiteral("metrics")].toObject();
        const QJsonObject energy =
            run[QStringLiteral("extra")].toObject()[QStringLiteral("energy")].toObject();
        QCOMPARE(energy[QStringLiteral("method")].toString(), QStringLiteral("counter"));
        QCOMPARE(energy[QStringLiteral("gpus")].toInt(), 2);
        QCOMPARE(energy[QStringLiteral("counter_wrapped")].toBool(), false);
        const double spanS = energy[QStringLiteral("span_s")].toDouble();
        QVERIFY(spanS > 0.0);
        lanebook::NotebookStore store;
        QVERIFY(store.open(notebook, lanebook::NotebookStore::Access::ReadOnly));
        const lanebook::RunTelemetry trace =
            store.telemetry().ofRun(run[QStringLiteral("id")].toInteger()).valueOr({});
        std::map<int, std::pair<double, double>> firstLastMj; // samples are by GPU, then time
        std::int64_t firstNs = std::numeric_limits<std::int64_t>::max();
        std::int64_t lastNs = std::numeric_limits<std::int64_t>::min();
        for (const lanebook::GpuSample &s : trace.samples) {
            QVERIFY(s.energyMj);
            auto [it, fresh] = firstLastMj.try_emplace(s.gpuIndex, *s.energyMj, *s.energyMj);
            it->second.second = *s.energyMj;
            firstNs = std::min(firstNs, s.tNs);
            lastNs = std::max(lastNs, s.tNs);
        }
        QCOMPARE(firstLastMj.size(), size_t(2));
        double joules = 0.0;
        for (const auto &[gpu, mj] : firstLastMj)
            joules += (mj.second - mj.first) / 1000.0;
        QVERIFY(joules > 0.0);
        QCOMPARE(spanS, double(lastNs - firstNs) / 1e9);
        QCOMPARE(metrics[QStringLiteral("energy_j")].toDouble(), joules);
        const double tokPerS = metrics[QStringLiteral("output_tok_per_s")].toDouble();
        QCOMPARE(metrics[QStringLiteral("energy_j_per_output_token")].toDouble(),
                 joules / spanS / tokPerS);
        QCOMPARE(metrics[QStringLiteral("output_tok_per_s_per_w")].toDouble(),
                 tokPerS / (joules / spanS));
    }

    void benchWithoutTelemetryRecordsNoEvidence()
    {
        MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--itl-ms"), QStringLiteral("1")});
        const QString notebook = m_dir.filePath(QStringLiteral("plain.lanebook"));
        const CliResult bench = runCli(
            {QStringLiteral("bench"), QStringLiteral("--notebook"), notebook,
             QStringLiteral("--json"), QStringLiteral("--url"), server.baseUrlString(),
             QStringLiteral("--model"), QStringLiteral("mock-model"),
             QStringLiteral("--concurrency"), QStringLiteral("1"), QStringLiteral("--requests"),
             QStringLiteral("4"), QStringLiteral("--input-tokens"), QStringLiteral("32"),
             QStringLiteral("--output-tokens"), QStringLiteral("8")});
        QVERIFY2(bench.exitCode == 0, bench.err.constData());
        const QJsonObject metrics =
            QJsonDocument::fromJson(bench.out).object()[QStringLiteral("metrics")].toObject();
        QVERIFY(!metrics.contains(QStringLiteral("sm_clock_mhz_min")));
        // --gpus alone selects nothing to record: a usage error, not a silent no-op.
        const CliResult gpusOnly =
            runCli({QStringLiteral("bench"), QStringLiteral("--notebook"), notebook,
                    QStringLiteral("--url"), server.baseUrlString(), QStringLiteral("--model"),
                    QStringLiteral("mock-model"), QStringLiteral("--gpus"), QStringLiteral("0")});
        QCOMPARE(gpusOnly.exitCode, 2);
        QVERIFY(gpusOnly.err.contains("--gpus needs --telemetry"));
    }

    void waveRunRecordsTelemetryOrSaysOnceWhyNot()
    {
        nlohmann::json plan = twoArmPlan(mockConfig("slow", 1.0), mockConfig("fast", 1.0));
        plan["workload"]["concurrency"] = {1};
        plan["repeats"] = 1;
        const QString planPath = m_dir.filePath(QStringLiteral("plan.json"));
        QFile file(planPath);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(plan.dump(2)));
        file.close();
        const QString pidDir = m_dir.filePath(QStringLiteral("servers"));

        // No source: the wave runs, says so once, and its runs have no telemetry metrics.
        const QString bare = m_dir.filePath(QStringLiteral("wave-bare.lanebook"));
        const CliResult none =
            runCli({QStringLiteral("wave"), QStringLiteral("run"), planPath,
                    QStringLiteral("--notebook"), bare, QStringLiteral("--pid-dir"), pidDir,
                    QStringLiteral("--telemetry"), QStringLiteral("none")});
        QVERIFY2(none.exitCode == 0, none.err.constData());
        QCOMPARE(none.out.count("No GPU telemetry"), 1);

        // The fake source: every run carries its own GPU's summary.
        const QString watched = m_dir.filePath(QStringLiteral("wave-fake.lanebook"));
        const CliResult fake =
            runCli({QStringLiteral("wave"), QStringLiteral("run"), planPath,
                    QStringLiteral("--notebook"), watched, QStringLiteral("--pid-dir"), pidDir,
                    QStringLiteral("--telemetry"), QStringLiteral("fake=") + throttlingCapture()});
        QVERIFY2(fake.exitCode == 0, fake.err.constData());
        QVERIFY2(fake.out.contains("Telemetry: fake="), fake.out.constData());
        QCOMPARE(fake.out.count("No GPU telemetry"), 0);
        const CliResult runs = runCli({QStringLiteral("runs"), QStringLiteral("--notebook"),
                                       watched, QStringLiteral("--json")});
        const QJsonArray list = QJsonDocument::fromJson(runs.out).array();
        QCOMPARE(list.size(), 2);
        for (const QJsonValue &run : list)
            QVERIFY2(run[QStringLiteral("metrics")].toObject().contains(
                         QStringLiteral("sm_clock_mhz_min")),
                     runs.out.constData());

        const CliResult bad = runCli({QStringLiteral("wave"), QStringLiteral("run"), planPath,
                                      QStringLiteral("--notebook"), watched,
                                      QStringLiteral("--telemetry"), QStringLiteral("bogus")});
        QCOMPARE(bad.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliTelemetry)
#include "tst_clitelemetry.moc"
