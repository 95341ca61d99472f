// `nvidia-smi --query-compute-apps` rows parsed by position, against the real captures'
// query-compute-apps sections (tests/data/nvidia-smi: H200 and H100 under load, an RTX 4080
// with its desktop compositor and two ffmpeg encoders), the way NvidiaSmiSource asks (fewer
// fields, noheader, nounits), and the answers that are not rows.
#include "models/tooloutput/nvidiasmicomputeapps.h"
#include "models/tooloutput/nvidiasmiquery.h"
#include "testutils.h"

#include <QFile>
#include <QTest>

using namespace lanebook;

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

NvidiaSmiCaptureSection appsSection(const QString &capture, const QString &state)
{
    QFile file(test::dataPath(QStringLiteral("nvidia-smi/") + capture));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    for (const NvidiaSmiCaptureSection &section : parseNvidiaSmiCapture(
             QString::fromUtf8(file.readAll()), NvidiaSmiCaptureQuery::ComputeApps)) {
        if (section.state == state)
            return section;
    }
    qFatal("no %s query-compute-apps section in %s", qPrintable(state), qPrintable(capture));
}

const QString kH200 = QStringLiteral("linux-x86_64__nvidia-h200__590.48.01.txt");
const QString kH100Mig = QStringLiteral("linux-x86_64__nvidia-h100-mig__590.48.01.txt");
const QString kRtx4080 =
    QStringLiteral("linux-x86_64__nvidia-geforce-rtx-4080-super__595.71.05.txt");
const QString kMaskedUuid = QStringLiteral("GPU-00000000-0000-0000-0000-000000000000");

} // namespace

class NvidiaSmiComputeAppsTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void h200UnderLoadHasThreeProcesses()
    {
        const NvidiaSmiCaptureSection load = appsSection(kH200, QStringLiteral("load"));
        // The capture asks for eight fields, with units: parsed by the positions it asked.
        QCOMPARE(load.fields.size(), 8);
        const auto byGpu = NvidiaSmiComputeApps(load.fields).parse(load.rows);
        QVERIFY2(byGpu, qPrintable(byGpu.error()));
        QCOMPARE(byGpu->size(), 1);
        const QList<GpuProcess> processes = byGpu->value(kMaskedUuid);
        QCOMPARE(processes.size(), 3);
        QCOMPARE(processes[0].pid, qint64(10291));
        QCOMPARE(processes[0].name, QStringLiteral("/root/tools/memhog"));
        QCOMPARE(processes[0].usedMemBytes, 2566 * kMiB);
        QCOMPARE(processes[2].pid, qint64(10309));
        QCOMPARE(processes[2].name, QStringLiteral("./gpu_burn"));
        QCOMPARE(processes[2].usedMemBytes, 28234 * kMiB);
    }

    void idleListsNoProcess()
    {
        for (const QString &capture : {kH200, kH100Mig}) {
            const NvidiaSmiCaptureSection idle = appsSection(capture, QStringLiteral("idle"));
            QVERIFY(idle.rows.isEmpty());
            const auto byGpu = NvidiaSmiComputeApps(idle.fields).parse(idle.rows);
            QVERIFY(byGpu); // an answer: none runs
            QVERIFY(byGpu->isEmpty());
        }
    }

    void consumerBoardWithAMissingSerial()
    {
        const NvidiaSmiCaptureSection load = appsSection(kRtx4080, QStringLiteral("load"));
        const auto byGpu = NvidiaSmiComputeApps(load.fields).parse(load.rows);
        QVERIFY(byGpu);
        const QList<GpuProcess> processes = byGpu->value(kMaskedUuid);
        QCOMPARE(processes.size(), 3);
        QCOMPARE(processes[1].name, QStringLiteral("ffmpeg")); // a bare name, not a path
        QCOMPARE(processes[1].pid, qint64(5022));
        QCOMPARE(processes[1].usedMemBytes, 503 * kMiB);
    }

    void theSourcesOwnQueryWithoutUnits()
    {
        // What NvidiaSmiSource asks for, as nvidia-smi answers with noheader,nounits (the H200
        // load rows, projected to those four columns).
        QCOMPARE(NvidiaSmiComputeApps::fields(),
                 QStringList({QStringLiteral("gpu_uuid"), QStringLiteral("pid"),
                              QStringLiteral("process_name"), QStringLiteral("used_gpu_memory")}));
        QVERIFY(NvidiaSmiComputeApps::arguments().contains(
            QStringLiteral("--format=csv,noheader,nounits")));
        const NvidiaSmiComputeApps apps;
        const auto byGpu = apps.parse({
            QStringLiteral("GPU-00000000-0000-0000-0000-000000000000, 10291, /root/tools/memhog, "
                           "2566"),
            QStringLiteral("GPU-00000000-0000-0000-0000-000000000001, 10309, ./gpu_burn, [N/A]"),
        });
        QVERIFY(byGpu);
        QCOMPARE(byGpu->size(), 2);
        QCOMPARE(byGpu->value(kMaskedUuid).at(0).usedMemBytes, 2566 * kMiB);
        // "[N/A]" (Windows WDDM): the memory is missing, never 0.
        const GpuProcess burn =
            byGpu->value(QStringLiteral("GPU-00000000-0000-0000-0000-000000000001")).at(0);
        QCOMPARE(burn.pid, qint64(10309));
        QVERIFY(!burn.usedMemBytes.has_value());
        // The header of --format=csv and an older driver's sentence are not rows.
        const auto none =
            apps.parse({QStringLiteral("gpu_uuid, pid, process_name, used_gpu_memory [MiB]"),
                        QStringLiteral("No running processes found")});
        QVERIFY(none);
        QVERIFY(none->isEmpty());
    }

    void aRowThatIsNotOneIsRefused()
    {
        const auto two = NvidiaSmiComputeApps().parse({QStringLiteral("GPU-1, 12")});
        QVERIFY(!two);
        QVERIFY2(two.error().contains(QLatin1String("2 values where 4")), qPrintable(two.error()));
        const auto noPid = NvidiaSmiComputeApps().parse({QStringLiteral("GPU-1, [N/A], x, 3")});
        QVERIFY(!noPid);
        QVERIFY2(noPid.error().contains(QLatin1String("without a pid")), qPrintable(noPid.error()));
    }
};

QTEST_GUILESS_MAIN(NvidiaSmiComputeAppsTest)
#include "tst_nvidiasmicomputeapps.moc"
