// The other sources on synthetic inputs written from the tools' docs (tests/data/synthetic/):
// sysfs trees for amdgpu, xe and i915 (power from energy deltas), fake xpu-smi and amd-smi on
// PATH; the NVML loader when the library is absent or is not NVML; and `auto` picking what
// the machine has, or saying why nothing is there.
#include "backends/telemetry/amdsmisource.h"
#include "backends/telemetry/nvmlsource.h"
#include "backends/telemetry/sysfssource.h"
#include "backends/telemetry/telemetrysources.h"
#include "backends/telemetry/xpusmisource.h"
#include "models/telemetry/clockeventreasons.h"
#include "telemetrytestenv.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

QString tree(const char *name)
{
    return dataPath(QStringLiteral("synthetic/sysfs/") + QLatin1String(name));
}

void writeFile(const QString &path, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
}

} // namespace

class VendorSourcesTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sysfsAmdgpu()
    {
        SysfsSource source(tree("amdgpu-mi300x"));
        QVERIFY2(source.open(100), qPrintable(source.unavailableReason()));
        const TelemetryBatch b = source.read(500);
        QCOMPARE(b.gpus.size(), std::size_t(1));
        const GpuIdentity &g = b.gpus[0];
        QCOMPARE(g.vendor, QStringLiteral("amd"));
        QCOMPARE(g.name, QStringLiteral("AMD Instinct MI300X"));
        QCOMPARE(g.busId, QStringLiteral("0000:0c:00.0"));
        QCOMPARE(g.driver, QStringLiteral("amdgpu"));
        QCOMPARE(g.uuid, QStringLiteral("5a3f4c2d1e0b9a87"));
        const GpuSample &s = b.samples[0];
        QCOMPARE(s.utilPct, 97.0);
        QCOMPARE(s.memUtilPct, 41.0);
        QCOMPARE(s.memUsedBytes, 157624012800.0);
        QCOMPARE(s.memTotalBytes, 206141652992.0);
        QCOMPARE(s.powerW, 612.0); // power1_input (µW) before power1_average
        QCOMPARE(s.powerLimitW, 750.0);
        QCOMPARE(s.temperatureC, 78.0); // junction; no edge sensor on MI300X
        QCOMPARE(s.memTemperatureC, 70.0);
        QCOMPARE(s.smClockMhz, 2100.0);
        QCOMPARE(s.smClockMaxMhz, 2100.0);
        QCOMPARE(s.memClockMhz, 1300.0);
        QCOMPARE(s.memClockMaxMhz, 1300.0);
        QCOMPARE(s.pcieGen, 5);
        QCOMPARE(s.pcieWidth, 16);
        QVERIFY(!s.throttleReasons); // amdgpu sysfs does not say
        QVERIFY(!s.fanPct);
    }

    void sysfsXeSkipsOtherDevicesAndDerivesPower()
    {
        // A writable copy, so that the energy counter can move between two reads.
        QTemporaryDir dir;
        QVERIFY(QProcess::execute(QStringLiteral("cp"),
                                  {QStringLiteral("-r"), tree("xe-arc-b580") + QStringLiteral("/."),
                                   dir.path()}) == 0);
        SysfsSource source(dir.path());
        QVERIFY2(source.open(100), qPrintable(source.unavailableReason()));
        const QString energy =
            dir.filePath(QStringLiteral("class/drm/card1/device/hwmon/hwmon2/energy1_input"));
        QElapsedTimer outer;
        outer.start();
        const TelemetryBatch first = source.read(500);
        QCOMPARE(first.gpus.size(), std::size_t(1)); // not the BMC's VGA, not card1-DP-1
        QCOMPARE(first.gpus[0].index, 1);
        QCOMPARE(first.gpus[0].driver, QStringLiteral("xe"));
        const GpuSample &s = first.samples[0];
        QVERIFY(!s.powerW); // no instantaneous power file on xe: needs a delta first
        QCOMPARE(s.energyMj, 5492840000.0 / 1000.0);
        QCOMPARE(s.powerLimitW, 190.0);
        QCOMPARE(s.smClockMhz, 2850.0);
        QCOMPARE(s.smClockMaxMhz, 2850.0);
        QCOMPARE(s.temperatureC, 69.0);
        QCOMPARE(s.memTemperatureC, 62.0);
        QCOMPARE(s.throttleReasons, std::uint64_t(ClockEventReasons::SwPowerCap)); // reason_pl1
        QCOMPARE(s.pcieGen, 4);
        QCOMPARE(s.pcieWidth, 8);

        const double addedUj = 36.0e6; // 36 J
        const int sleepMs = 200;
        QTest::qSleep(sleepMs);
        writeFile(energy, QByteArray::number(5492840000.0 + addedUj, 'f', 0) + '\n');
        const TelemetryBatch second = source.read(500);
        const double outerS = outer.nsecsElapsed() / 1e9;
        QVERIFY(second.samples[0].powerW.has_value());
        // The source's two reads lie between the test's: their interval is at least the sleep
        // and at most the whole span, so the power lies between these two.
        QVERIFY2(*second.samples[0].powerW <= addedUj / 1e6 / (sleepMs / 1000.0) + 1e-6,
                 qPrintable(QString::number(*second.samples[0].powerW)));
        QVERIFY2(*second.samples[0].powerW >= addedUj / 1e6 / outerS - 1e-6,
                 qPrintable(QString::number(*second.samples[0].powerW)));
    }

    void sysfsI915()
    {
        SysfsSource source(tree("i915-max1550"));
        QVERIFY(source.open(100));
        const TelemetryBatch b = source.read(500);
        QCOMPARE(b.gpus.at(0).driver, QStringLiteral("i915"));
        QCOMPARE(b.samples.at(0).smClockMhz, 1550.0);
        QCOMPARE(b.samples.at(0).smClockMaxMhz, 1600.0);
        QCOMPARE(b.samples.at(0).powerLimitW, 600.0);
        QVERIFY(!b.samples.at(0).throttleReasons); // i915 throttle files are not read
    }

    void sysfsWithoutGpus()
    {
        QTemporaryDir dir;
        SysfsSource none(dir.path());
        QVERIFY(!none.open(100));
        QVERIFY(none.unavailableReason().contains(QLatin1String("does not exist")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("class/drm/card0/device")));
        writeFile(dir.filePath(QStringLiteral("class/drm/card0/device/vendor")), "0x10de\n");
        SysfsSource nvidiaOnly(dir.path());
        QVERIFY(!nvidiaOnly.open(100));
        QVERIFY(nvidiaOnly.unavailableReason().contains(QLatin1String("no amdgpu, xe or i915")));
    }

    void xpuSmiDumpProcess()
    {
        ScopedEnv path("PATH", fakeToolsPath({QStringLiteral("xpu-smi/fake")}));
        ScopedEnv dump(
            "FAKE_XPU_SMI_DUMP",
            dataPath(QStringLiteral("synthetic/xpu-smi/dump-v1-max1550.csv")).toLocal8Bit());
        XpuSmiSource source;
        QVERIFY2(source.open(1000), qPrintable(source.unavailableReason()));
        const TelemetryBatch b = readUntil(
            source,
            [](const TelemetryBatch &b) { return b.gpus.size() == 2 && b.samples[0].utilPct > 50; },
            3000, 100, 60);
        QCOMPARE(b.gpus.size(), std::size_t(2));
        QCOMPARE(b.samples[0].utilPct, 97.5);
        QCOMPARE(b.samples[1].smClockMhz, 1550.0);
        QVERIFY(!b.samples[1].memTemperatureC);
        QVERIFY(b.error.isEmpty());
    }

    void amdSmiProcess()
    {
        ScopedEnv path("PATH", fakeToolsPath({QStringLiteral("amd-smi/fake")}));
        ScopedEnv json(
            "FAKE_AMD_SMI_JSON",
            dataPath(QStringLiteral("synthetic/amd-smi/metric-mi300x-list.json")).toLocal8Bit());
        AmdSmiSource source;
        QVERIFY2(source.open(100), qPrintable(source.unavailableReason()));
        const TelemetryBatch b = source.read(500);
        QCOMPARE(b.gpus.size(), std::size_t(2));
        QCOMPARE(b.samples[1].throttleReasons, std::uint64_t(ClockEventReasons::HwSlowdown));
        QCOMPARE(b.samples[0].powerW, 612.0);
    }

    void amdSmiThatStartsHangingIsSaidAndRecovers()
    {
        ScopedEnv path("PATH", fakeToolsPath({QStringLiteral("amd-smi/fake")}));
        ScopedEnv json(
            "FAKE_AMD_SMI_JSON",
            dataPath(QStringLiteral("synthetic/amd-smi/metric-mi300x-list.json")).toLocal8Bit());
        AmdSmiSource source;
        QVERIFY(source.open(100));
        TelemetryBatch b;
        {
            ScopedEnv fault("FAKE_AMD_SMI_FAULT", "hang"); // the next snapshots never answer
            b = readUntil(
                source, [](const TelemetryBatch &b) { return !b.error.isEmpty(); }, 100, 100, 150);
            QVERIFY2(b.error.contains(QLatin1String("amd-smi did not answer in 3 s")),
                     qPrintable(b.error));
            QCOMPARE(b.gpus.size(), std::size_t(2));
        }
        b = readUntil(
            source, [](const TelemetryBatch &b) { return b.error.isEmpty(); }, 100, 100, 150);
        QVERIFY2(b.error.isEmpty(), qPrintable(b.error));
        QCOMPARE(b.samples.at(0).powerW, 612.0);
    }

    void amdSmiThatHangsIsNotAvailable()
    {
        ScopedEnv path("PATH", fakeToolsPath({QStringLiteral("amd-smi/fake")}));
        ScopedEnv fault("FAKE_AMD_SMI_FAULT", "hang");
        AmdSmiSource source(1000);
        QVERIFY(!source.open(100));
        QVERIFY2(source.unavailableReason().contains(QLatin1String("amd-smi did not answer")),
                 qPrintable(source.unavailableReason()));
    }

    void nvmlLibraryAbsent()
    {
        NvmlSource source(QStringLiteral("libnvidia-ml-absent-for-lanebook-tests.so.1"));
        QVERIFY(!source.open(100));
        QVERIFY2(source.unavailableReason().contains(QLatin1String(
                     "libnvidia-ml-absent-for-lanebook-tests.so.1 could not be loaded")),
                 qPrintable(source.unavailableReason()));
        QVERIFY(
            source.unavailableReason().contains(QLatin1String("is the NVIDIA driver installed")));
    }

    void nvmlLibraryThatIsNotNvml()
    {
        NvmlSource source(QStringLiteral("libz.so.1"));
        QVERIFY(!source.open(100));
        QVERIFY2(source.unavailableReason().contains(QLatin1String("lacks nvmlInit")),
                 qPrintable(source.unavailableReason()));
    }

    void autoFallsBackToWhatIsThere()
    {
        TelemetrySourceOptions options;
        options.nvmlLibrary = QStringLiteral("libnvidia-ml-absent-for-lanebook-tests.so.1");
        options.sysfsRoot = tree("xe-arc-b580");
        ScopedEnv path("PATH", fakeToolsPath({}));
        Expected<std::unique_ptr<TelemetrySource>> source =
            openTelemetrySource({TelemetrySourceSpec::Kind::Auto, {}}, options, 100);
        QVERIFY2(source, qPrintable(source.error()));
        QCOMPARE((*source)->id(), QStringLiteral("sysfs"));

        ScopedEnv fake("FAKE_NVIDIA_SMI_CAPTURE", capture(kH200Capture).toLocal8Bit());
        ScopedEnv withNvidiaSmi("PATH", fakeToolsPath({QStringLiteral("fake-nvidia-smi")}));
        source = openTelemetrySource({TelemetrySourceSpec::Kind::Auto, {}}, options, 100);
        QVERIFY2(source, qPrintable(source.error()));
        QCOMPARE((*source)->id(), QStringLiteral("nvidia-smi")); // before sysfs
    }

    void autoWithNothingSaysWhyForEach()
    {
        TelemetrySourceOptions options;
        options.nvmlLibrary = QStringLiteral("libnvidia-ml-absent-for-lanebook-tests.so.1");
        options.sysfsRoot = QStringLiteral("/nonexistent-sysfs");
        ScopedEnv path("PATH", fakeToolsPath({}));
        const Expected<std::unique_ptr<TelemetrySource>> none =
            openTelemetrySource({TelemetrySourceSpec::Kind::Auto, {}}, options, 100);
        QVERIFY(!none);
        const QString &why = none.error();
        for (const char *part :
             {"nvml: ", "nvidia-smi: nvidia-smi is not on PATH",
              "amd-smi: neither amd-smi nor rocm-smi", "xpu-smi: xpu-smi is not on PATH",
              "sysfs: /nonexistent-sysfs/class/drm does not exist", "--source fake"})
            QVERIFY2(why.contains(QLatin1String(part)), qPrintable(why));
    }
};

QTEST_GUILESS_MAIN(VendorSourcesTest)
#include "tst_vendorsources.moc"
