// The vendor-tool parsers of models/telemetry against the real nvidia-smi captures
// (tests/data/nvidia-smi, from shared/fixtures) and synthetic xpu-smi, amd-smi, rocm-smi and
// dcgm-exporter outputs written from the tools' docs (tests/data/synthetic/*/ORIGIN.md).
#include "models/telemetry/clockeventreasons.h"
#include "models/tooloutput/amdsmijson.h"
#include "models/tooloutput/dcgmseries.h"
#include "models/tooloutput/nvidiasmiquery.h"
#include "models/tooloutput/prometheustext.h"
#include "models/tooloutput/toolvalue.h"
#include "models/tooloutput/xpusmidump.h"
#include "testutils.h"

#include <QFile>
#include <QTest>

using namespace lanebook;

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

QByteArray readData(const QString &relative)
{
    QFile file(test::dataPath(relative));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return file.readAll();
}

// The capture's rows for one state, parsed with the field list it was queried with.
std::vector<TelemetryReading> captureRows(const QString &relative, const QString &state)
{
    std::vector<TelemetryReading> out;
    for (const NvidiaSmiCaptureSection &section :
         parseNvidiaSmiCapture(QString::fromUtf8(readData(relative)))) {
        if (section.state != state)
            continue;
        const NvidiaSmiQuery query(section.fields);
        for (const QString &row : section.rows) {
            const Expected<TelemetryReading> r = query.parseRow(row);
            if (!r)
                qFatal("%s", qPrintable(r.error()));
            out.push_back(*r);
        }
    }
    return out;
}

const QString kH200 = QStringLiteral("nvidia-smi/linux-x86_64__nvidia-h200__590.48.01.txt");
const QString kH100Mig = QStringLiteral("nvidia-smi/linux-x86_64__nvidia-h100-mig__590.48.01.txt");
const QString kRtx4080 =
    QStringLiteral("nvidia-smi/linux-x86_64__nvidia-geforce-rtx-4080-super__595.71.05.txt");

std::vector<PrometheusSeries> seriesOf(const QByteArray &text)
{
    std::vector<PrometheusSeries> out;
    const PrometheusParseResult parsed = parsePrometheusText(text);
    for (const PrometheusSample &sample : parsed.scrape.samples) {
        PrometheusSeries s{sample.name, {}, sample.value};
        for (const auto &[key, value] : sample.labels)
            s.labels.insert(key, value);
        out.push_back(s);
    }
    return out;
}

} // namespace

class TelemetryParsersTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sentinelsAreMissingNeverZero_data()
    {
        QTest::addColumn<QString>("cell");
        for (const char *cell : {"[N/A]", "N/A", "[Not Supported]", "[Insufficient Permissions]",
                                 "[Requested functionality has been deprecated]", "", "  ", "-"})
            QTest::newRow(cell) << QString::fromLatin1(cell);
    }
    void sentinelsAreMissingNeverZero()
    {
        QFETCH(QString, cell);
        QVERIFY(ToolValue::isMissing(cell));
        QVERIFY(!ToolValue::number(cell));
        QVERIFY(!ToolValue::bitMask(cell));
    }

    void numbersDropTheirUnit()
    {
        QCOMPARE(ToolValue::number(u"627.40 W"), 627.40);
        QCOMPARE(ToolValue::number(u"32362 MiB"), 32362.0);
        QCOMPARE(ToolValue::number(u" 100 %"), 100.0);
        QCOMPARE(ToolValue::number(u"0 %"), 0.0); // a measured zero stays a zero
        QCOMPARE(ToolValue::bitMask(u"0x0000000000000044"), std::uint64_t(0x44));
        QVERIFY(!ToolValue::number(u"P0"));
        QVERIFY(!ToolValue::number(u"nan"));
    }

    void clockEventReasonsInWords()
    {
        QCOMPARE(
            ClockEventReasons::names(0x44),
            QStringList({QStringLiteral("sw_power_cap"), QStringLiteral("hw_thermal_slowdown")}));
        QCOMPARE(ClockEventReasons::describe(0), QStringLiteral("none"));
        QCOMPARE(ClockEventReasons::describe(0x84), QStringLiteral("power cap, power brake"));
        QCOMPARE(ClockEventReasons::names(0x200), QStringList{QStringLiteral("bit_0x200")});
        QCOMPARE(ClockEventReasons::bitForName(QStringLiteral("hw_slowdown")), std::uint64_t(0x8));
        QCOMPARE(ClockEventReasons::kThrottlingMask, std::uint64_t(0x4 | 0x8 | 0x20 | 0x40 | 0x80));
    }

    void captureSectionsAreFound()
    {
        const auto sections = parseNvidiaSmiCapture(QString::fromUtf8(readData(kH200)));
        QCOMPARE(sections.size(), std::size_t(2));
        QCOMPARE(sections[0].state, QStringLiteral("idle"));
        QCOMPARE(sections[1].state, QStringLiteral("load"));
        QCOMPARE(sections[1].rows.size(), 1);
        QVERIFY(sections[1].fields.size() > 200);
        QCOMPARE(sections[1].fields.first(), QStringLiteral("timestamp"));
    }

    void h200UnderLoad()
    {
        const auto rows = captureRows(kH200, QStringLiteral("load"));
        QCOMPARE(rows.size(), std::size_t(1));
        const GpuIdentity &g = rows[0].gpu;
        QCOMPARE(g.index, 0);
        QCOMPARE(g.name, QStringLiteral("NVIDIA H200"));
        QCOMPARE(g.uuid, QStringLiteral("GPU-00000000-0000-0000-0000-000000000000"));
        QCOMPARE(g.driver, QStringLiteral("590.48.01"));
        QCOMPARE(g.busId, QStringLiteral("00000000:83:00.0"));
        QCOMPARE(g.vendor, QStringLiteral("nvidia"));
        const GpuSample &s = rows[0].sample;
        QCOMPARE(s.utilPct, 100.0);
        QCOMPARE(s.memUtilPct, 7.0);
        QCOMPARE(s.memUsedBytes, 32362 * kMiB);
        QCOMPARE(s.memTotalBytes, 143771 * kMiB);
        QCOMPARE(s.temperatureC, 52.0);
        QCOMPARE(s.memTemperatureC, 40.0);
        QCOMPARE(s.powerW, 627.40);
        QCOMPARE(s.powerLimitW, 700.0);
        QCOMPARE(s.smClockMhz, 1980.0);
        QCOMPARE(s.smClockMaxMhz, 1980.0);
        QCOMPARE(s.memClockMhz, 3201.0);
        QCOMPARE(s.throttleReasons, std::uint64_t(0));
        QCOMPARE(s.pcieGen, 5);
        QCOMPARE(s.pcieWidth, 16);
        QCOMPARE(s.pcieGenMax, 5);
        QCOMPARE(s.pcieWidthMax, 16);
        QVERIFY(!s.processes); // --query-gpu does not list processes
        QVERIFY(!s.fanPct);    // "[N/A]" on a datacenter board: missing, not 0 %
        QVERIFY(s.tNs > 0);    // "2026/07/03 22:11:09.763"
    }

    void h200IdleIsGpuIdle()
    {
        const GpuSample s = captureRows(kH200, QStringLiteral("idle")).at(0).sample;
        QCOMPARE(s.throttleReasons, std::uint64_t(ClockEventReasons::GpuIdle));
        QCOMPARE(s.smClockMhz, 345.0);
        QCOMPARE(s.memUsedBytes, 0.0); // measured zero MiB
    }

    void migUtilizationIsMissing()
    {
        for (const char *state : {"idle", "load"}) {
            const GpuSample s = captureRows(kH100Mig, QString::fromLatin1(state)).at(0).sample;
            QVERIFY2(!s.utilPct, state);
            QVERIFY2(!s.memUtilPct, state);
            QVERIFY(s.powerW.has_value()); // the rest of the GPU is still read
        }
    }

    void consumerBoardSentinels()
    {
        const GpuSample s = captureRows(kRtx4080, QStringLiteral("idle")).at(0).sample;
        QVERIFY(!s.memTemperatureC); // "N/A" without brackets
        QCOMPARE(s.fanPct, 0.0);     // "0 %": a stopped fan is measured
        // An idle GPU lowers its link to Gen 1; the slot and the board allow Gen 4 x16.
        QCOMPARE(s.pcieGen, 1);
        QCOMPARE(s.pcieGenMax, 4);
        QCOMPARE(s.pcieWidth, 16);
        QCOMPARE(s.pcieWidthMax, 16);
        const GpuSample load = captureRows(kRtx4080, QStringLiteral("load")).at(0).sample;
        QCOMPARE(load.pcieGen, 4);
        QCOMPARE(load.pcieGenMax, 4);
    }

    void syntheticCapturesOfOtherBoards()
    {
        const auto a100 =
            captureRows(QStringLiteral("synthetic/fake-nvidia-smi/captures/"
                                       "linux-x86_64__nvidia-a100-sxm4-80gb__550.127.05.txt"),
                        QStringLiteral("load"));
        QCOMPARE(a100.size(), std::size_t(2));
        QCOMPARE(a100[1].gpu.index, 1);
        QCOMPARE(a100[1].sample.throttleReasons, std::uint64_t(0x44));
        QCOMPARE(a100[1].sample.smClockMhz, 1155.0);
        QCOMPARE(a100[1].sample.pcieGenMax, 4);
        QCOMPARE(a100[1].sample.pcieWidthMax, 16);
        const auto l4 = captureRows(
            QStringLiteral(
                "synthetic/fake-nvidia-smi/captures/linux-x86_64__nvidia-l4__535.183.01.txt"),
            QStringLiteral("load"));
        QCOMPARE(l4.size(), std::size_t(1)); // the trailing ", " is no extra column
        QVERIFY(!l4[0].sample.memTemperatureC);
        QCOMPARE(l4[0].sample.throttleReasons, std::uint64_t(ClockEventReasons::SwPowerCap));
    }

    void liveQueryRowsByPosition()
    {
        const NvidiaSmiQuery query(NvidiaSmiQuery::telemetryFields());
        const QString row = QStringLiteral(
            "3, 2026/07/03 22:11:09.763, GPU-abc, NVIDIA H200, 590.48.01, 00000000:83:00.0, 100, "
            "7, 32362, 143771, 52, 40, 627.40, 700.00, 1980, 1980, 3201, 3201, 0x0000000000000004, "
            "4, 8, 5, 16, [N/A]");
        const Expected<TelemetryReading> r = query.parseRow(row);
        QVERIFY(r);
        QCOMPARE(r->gpu.index, 3);
        QCOMPARE(r->sample.throttleReasons, std::uint64_t(0x4));
        QCOMPARE(r->sample.powerW, 627.40);
        // The link now, then what the GPU and its slot allow, by position.
        QCOMPARE(r->sample.pcieGen, 4);
        QCOMPARE(r->sample.pcieWidth, 8);
        QCOMPARE(r->sample.pcieGenMax, 5);
        QCOMPARE(r->sample.pcieWidthMax, 16);
        QVERIFY(!r->sample.fanPct);
        QVERIFY(query.isHeader(QStringLiteral("index, timestamp, uuid, name")));
        QVERIFY(!query.isHeader(row));
        QVERIFY(NvidiaSmiQuery::loopArguments(100).contains(QStringLiteral("-lms")));
        QVERIFY(NvidiaSmiQuery::telemetryFields(NvidiaSmiQuery::ReasonsField::ClocksThrottle)
                    .contains(QStringLiteral("clocks_throttle_reasons.active")));
    }

    void garbageRowsAreRefusedWithTheLine()
    {
        const NvidiaSmiQuery query(NvidiaSmiQuery::telemetryFields());
        const Expected<TelemetryReading> garbled = query.parseRow(u"\x01\x02 ERR! garbled row 4");
        QVERIFY(!garbled);
        QVERIFY2(garbled.error().contains(QLatin1String("garbled row 4")),
                 qPrintable(garbled.error()));
        const Expected<TelemetryReading> short3 = query.parseRow(u"0, 1, 2");
        QVERIFY(!short3);
        QVERIFY(short3.error().contains(QLatin1String("3 values where 24")));
        // The right number of cells but no index.
        QStringList cells(24, QStringLiteral("[N/A]"));
        const Expected<TelemetryReading> noIndex = query.parseRow(cells.join(QStringLiteral(", ")));
        QVERIFY(!noIndex);
        QVERIFY(noIndex.error().contains(QLatin1String("without a GPU index")));
    }

    void xpuSmiV1()
    {
        const QStringList lines =
            QString::fromUtf8(readData(QStringLiteral("synthetic/xpu-smi/dump-v1-max1550.csv")))
                .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        XpuSmiDump dump;
        QVERIFY(dump.parseHeader(lines.at(0)));
        const auto idle1 = dump.parseRow(lines.at(2));
        QVERIFY(idle1);
        QCOMPARE(idle1->gpu.index, 1);
        QVERIFY(!idle1->sample.memTemperatureC); // "  N/A"
        QCOMPARE(idle1->sample.powerW, 14.59);
        const auto load0 = dump.parseRow(lines.at(3));
        QVERIFY(load0);
        QCOMPARE(load0->sample.utilPct, 97.5);
        QCOMPARE(load0->sample.smClockMhz, 1600.0);
        QCOMPARE(load0->sample.temperatureC, 71.0);
        QCOMPARE(load0->sample.memTemperatureC, 64.0);
        QCOMPARE(load0->sample.memUtilPct, 58.25);
        QCOMPARE(load0->sample.energyMj, 121099.52 * 1000.0);
        QCOMPARE(load0->sample.memUsedBytes, 119808 * kMiB);
        QCOMPARE(load0->gpu.vendor, QStringLiteral("intel"));
    }

    void xpuSmiV2()
    {
        const QStringList lines =
            QString::fromUtf8(readData(QStringLiteral("synthetic/xpu-smi/dump-v2-arc-b580.csv")))
                .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        XpuSmiDump dump;
        QVERIFY(dump.parseHeader(lines.at(0)));
        const auto first = dump.parseRow(lines.at(1));
        QVERIFY(first);
        QVERIFY(!first->sample.powerW);
        QCOMPARE(first->sample.smClockMhz, 400.0);
        const auto second = dump.parseRow(lines.at(2));
        QCOMPARE(second->sample.powerW, 182.44);
        QCOMPARE(second->sample.utilPct, 99.1);
        QCOMPARE(second->sample.memUsedBytes, 11502 * kMiB);
        QVERIFY(XpuSmiDump::loopArguments(1).contains(QStringLiteral("dump")));
    }

    void xpuSmiGarbage()
    {
        const QStringList lines =
            QString::fromUtf8(readData(QStringLiteral("synthetic/xpu-smi/dump-garbage.csv")))
                .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        XpuSmiDump dump;
        QVERIFY(!dump.parseRow(lines.at(1))); // no header yet
        QVERIFY(dump.parseHeader(lines.at(0)));
        const Expected<TelemetryReading> row = dump.parseRow(lines.at(1));
        QVERIFY(!row);
        QVERIFY(row.error().contains(QLatin1String("3 values under a header of 4")));
        QVERIFY(!dump.parseRow(lines.at(2)));
        const Expected<void> header = XpuSmiDump().parseHeader(u"Segmentation fault");
        QVERIFY(!header);
        QVERIFY(header.error().contains(QLatin1String("DeviceId")));
    }

    void amdSmiMi300x()
    {
        const AmdSmiOutput out = parseAmdSmiMetricJson(
            readData(QStringLiteral("synthetic/amd-smi/metric-mi300x-list.json")));
        QVERIFY2(out.error.isEmpty(), qPrintable(out.error));
        QCOMPARE(out.gpus.size(), std::size_t(2));
        const GpuSample &s0 = out.gpus[0].sample;
        QCOMPARE(s0.utilPct, 97.0);
        QCOMPARE(s0.memUtilPct, 41.0);
        QCOMPARE(s0.powerW, 612.0);
        QCOMPARE(s0.temperatureC, 78.0); // hotspot: MI300X has no edge sensor
        QCOMPARE(s0.memTemperatureC, 70.0);
        QCOMPARE(s0.smClockMhz, 2100.0);
        QCOMPARE(s0.smClockMaxMhz, 2100.0);
        QCOMPARE(s0.memClockMhz, 1300.0);
        QCOMPARE(s0.memUsedBytes, 150321 * kMiB);
        QCOMPARE(s0.memTotalBytes, 196592 * kMiB);
        QCOMPARE(s0.pcieGen, 5);
        QCOMPARE(s0.pcieWidth, 16);
        QCOMPARE(s0.throttleReasons, std::uint64_t(0));
        QVERIFY(!s0.fanPct);
        QCOMPARE(out.gpus[1].gpu.index, 1);
        QCOMPARE(out.gpus[1].sample.throttleReasons, std::uint64_t(ClockEventReasons::HwSlowdown));
    }

    void amdSmiGpuDataWrapping()
    {
        const AmdSmiOutput out = parseAmdSmiMetricJson(
            readData(QStringLiteral("synthetic/amd-smi/metric-rx7900-gpudata.json")));
        QVERIFY2(out.error.isEmpty(), qPrintable(out.error));
        QCOMPARE(out.gpus.size(), std::size_t(1));
        QCOMPARE(out.gpus[0].sample.temperatureC, 36.0); // edge, hotspot "N/A"
        QCOMPARE(out.gpus[0].sample.fanPct, 17.65);
        QCOMPARE(out.gpus[0].sample.pcieGen, 4);
        QVERIFY(!parseAmdSmiMetricJson("ERROR: no AMD GPU found").error.isEmpty());
    }

    void rocmSmi()
    {
        const AmdSmiOutput out =
            parseRocmSmiJson(readData(QStringLiteral("synthetic/amd-smi/rocm-smi-mi250.json")));
        QVERIFY2(out.error.isEmpty(), qPrintable(out.error));
        QCOMPARE(out.gpus.size(), std::size_t(2)); // "system" is not a card
        const GpuSample &c0 = out.gpus[0].sample;
        QCOMPARE(c0.utilPct, 97.0);
        QCOMPARE(c0.temperatureC, 78.0);
        QCOMPARE(c0.powerW, 480.0);
        QCOMPARE(c0.powerLimitW, 560.0);
        QCOMPARE(c0.smClockMhz, 1700.0); // "(1700Mhz)"
        QCOMPARE(c0.memClockMhz, 1600.0);
        QCOMPARE(c0.memUsedBytes, 52210892800.0);
        QCOMPARE(c0.fanPct, 0.0);
        const GpuSample &c1 = out.gpus[1].sample;
        QVERIFY(!c1.utilPct);
        QCOMPARE(c1.temperatureC, 41.0); // junction "N/A": the edge sensor
        QCOMPARE(c1.powerW, 92.0);       // the older "Average ..." key
        QVERIFY(!parseRocmSmiJson("[1,2]").error.isEmpty());
    }

    void dcgmExporterScrape()
    {
        const std::vector<TelemetryReading> gpus = dcgmReadings(
            seriesOf(readData(QStringLiteral("synthetic/dcgm-exporter/h100x2-node7.txt"))),
            QStringLiteral("fallback"));
        QCOMPARE(gpus.size(), std::size_t(2)); // the MIG instance is no third GPU
        const TelemetryReading &g1 = gpus[1];
        QCOMPARE(g1.gpu.host, QStringLiteral("gpu-node-7"));
        QCOMPARE(g1.gpu.index, 1);
        QCOMPARE(g1.gpu.uuid, QStringLiteral("GPU-5b1e7a00-0000-4000-8000-000000000001"));
        QCOMPARE(g1.gpu.busId, QStringLiteral("00000000:2A:00.0"));
        QCOMPARE(g1.gpu.name, QStringLiteral("NVIDIA H100 80GB HBM3"));
        QCOMPARE(g1.gpu.driver, QStringLiteral("570.133.20"));
        QCOMPARE(g1.sample.utilPct, 99.0); // not the MIG instance's 5
        QCOMPARE(g1.sample.powerW, 699.12);
        QCOMPARE(g1.sample.smClockMhz, 1755.0);
        QCOMPARE(g1.sample.energyMj, 1911022456.0);
        QCOMPARE(g1.sample.memUsedBytes, 76340 * kMiB);
        QCOMPARE(g1.sample.memTotalBytes, (76340 + 4313 + 606) * kMiB);
        QVERIFY(!g1.sample.memTemperatureC); // the exporter skipped the series
        QCOMPARE(gpus[0].sample.memTemperatureC, 58.0);
    }

    void dcgmOldLabelsAndFallbackHost()
    {
        PrometheusSeries s{QStringLiteral("DCGM_FI_DEV_GPU_TEMP"),
                           {{QStringLiteral("gpu"), QStringLiteral("0")},
                            {QStringLiteral("uuid"), QStringLiteral("GPU-old")},
                            {QStringLiteral("Hostname"), QStringLiteral("ip-10-200-3-41")}},
                           44};
        auto gpus = dcgmReadings({s});
        QCOMPARE(gpus.at(0).gpu.uuid, QStringLiteral("GPU-old"));
        QCOMPARE(gpus.at(0).gpu.host, QStringLiteral("ip-10-200-3-41"));
        s.labels.remove(QStringLiteral("Hostname"));
        gpus = dcgmReadings({s}, QStringLiteral("127.0.0.1"));
        QCOMPARE(gpus.at(0).gpu.host, QStringLiteral("127.0.0.1"));
    }

    void prometheusApiAnswer()
    {
        const QByteArray body = R"({"status":"success","data":{"resultType":"vector","result":[
            {"metric":{"__name__":"DCGM_FI_DEV_GPU_UTIL","gpu":"0","UUID":"GPU-a","instance":"node1:9400","job":"dcgm"},"value":[1780000000.5,"87"]},
            {"metric":{"__name__":"DCGM_FI_DEV_GPU_UTIL","gpu":"0","UUID":"GPU-b","instance":"node2:9400","job":"dcgm"},"value":[1780000000.5,"12"]}]}})";
        const PrometheusQueryResult result = parsePrometheusQueryJson(body);
        QVERIFY(result.error.isEmpty());
        QCOMPARE(result.series.size(), std::size_t(2));
        const auto gpus = dcgmReadings(result.series);
        QCOMPARE(gpus.size(), std::size_t(2)); // same gpu label on two hosts: two GPUs
        QCOMPARE(gpus[0].gpu.host, QStringLiteral("node1:9400"));
        QCOMPARE(gpus[1].sample.utilPct, 12.0);

        const PrometheusQueryResult refused = parsePrometheusQueryJson(
            R"({"status":"error","errorType":"bad_data","error":"parse error at char 3"})");
        QVERIFY(refused.error.contains(QLatin1String("bad_data")));
        QVERIFY(refused.error.contains(QLatin1String("parse error")));
        QVERIFY(!parsePrometheusQueryJson("<html>404</html>").error.isEmpty());
        // Members of unexpected types are refused in words; they once threw out of the
        // telemetry thread and ended the process.
        for (
            const char *hostile :
            {R"({"status":200})", R"({"status":"error","errorType":5,"error":["x"]})",
             R"({"status":"success","data":{"result":[1,"x",{"metric":[],"value":{}}]}})",
             R"({"status":"success","data":{"result":[{"metric":{"__name__":7},"value":[1,2]}]}})"}) {
            const PrometheusQueryResult result = parsePrometheusQueryJson(QByteArray(hostile));
            QVERIFY2(result.series.empty(), hostile);
        }
        QVERIFY(
            parsePrometheusQueryJson(R"({"status":200})").error.contains(QLatin1String("200")) ||
            !parsePrometheusQueryJson(R"({"status":200})").error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TelemetryParsersTest)
#include "tst_telemetryparsers.moc"
