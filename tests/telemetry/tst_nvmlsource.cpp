// NvmlSource through a stand-in libnvidia-ml (tests/telemetry/fakenvml.cpp, dlopen'ed like the
// driver's): the PCIe link now and at most, the processes on each GPU (NVML's two-call process
// query, a process NVML cannot name or size, a GPU that cannot list them), metrics the
// library lacks left missing, and the process query asked once a second, not at every tick.
#include "backends/telemetry/nvmlsource.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <dlfcn.h>

using namespace lanebook;

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

int processQueries()
{
    // The library NvmlSource loaded, the same handle again (RTLD_NOLOAD: never a second copy).
    void *handle = dlopen(LANEBOOK_FAKE_NVML_PATH, RTLD_NOW | RTLD_NOLOAD);
    if (!handle)
        qFatal("the fake NVML is not loaded");
    auto *count = reinterpret_cast<int (*)()>(dlsym(handle, "fakeNvmlProcessQueries"));
    const int queries = count ? count() : -1;
    dlclose(handle);
    return queries;
}

} // namespace

class NvmlSourceTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pcieLinkAndProcessesPerGpu()
    {
        NvmlSource source(QStringLiteral(LANEBOOK_FAKE_NVML_PATH));
        QVERIFY2(source.open(100), qPrintable(source.unavailableReason()));
        const TelemetryBatch batch = source.read(100);
        QVERIFY2(batch.error.isEmpty(), qPrintable(batch.error));
        QCOMPARE(batch.gpus.size(), std::size_t(3));
        QCOMPARE(batch.gpus[0].name, QStringLiteral("NVIDIA H200"));
        QCOMPARE(batch.gpus[0].driver, QStringLiteral("590.48.01"));

        // GPU 0 rests at Gen 1 of Gen 5; three processes, with their names and memory.
        const GpuSample &rest = batch.samples.at(0);
        QCOMPARE(rest.pcieGen, 1);
        QCOMPARE(rest.pcieGenMax, 5);
        QCOMPARE(rest.pcieWidth, 16);
        QCOMPARE(rest.pcieWidthMax, 16);
        QVERIFY(rest.processes.has_value());
        QCOMPARE(rest.processes->size(), qsizetype(3));
        QCOMPARE(rest.processes->at(0).pid, qint64(5010291));
        QCOMPARE(rest.processes->at(0).name, QStringLiteral("/root/tools/memhog"));
        QCOMPARE(rest.processes->at(0).usedMemBytes, 2566 * kMiB);
        QCOMPARE(rest.processes->at(2).name, QStringLiteral("./gpu_burn"));
        QCOMPARE(rest.processes->at(2).usedMemBytes, 28234 * kMiB);
        // What the library does not export is missing, never 0.
        QVERIFY(!rest.utilPct && !rest.powerW && !rest.temperatureC);

        // GPU 1: no PCIe reading; a process NVML neither names nor sizes (this test itself):
        // named from /proc, its memory missing.
        const GpuSample &virtualGpu = batch.samples.at(1);
        QVERIFY(!virtualGpu.pcieGen && !virtualGpu.pcieGenMax);
        QVERIFY(!virtualGpu.pcieWidth && !virtualGpu.pcieWidthMax);
        QVERIFY(virtualGpu.processes.has_value());
        QCOMPARE(virtualGpu.processes->size(), qsizetype(1));
        const GpuProcess self = virtualGpu.processes->at(0);
        QCOMPARE(self.pid, QCoreApplication::applicationPid());
        QFile comm(QStringLiteral("/proc/self/comm"));
        QVERIFY(comm.open(QIODevice::ReadOnly));
        QCOMPARE(self.name, QString::fromLocal8Bit(comm.readAll()).trimmed());
        QVERIFY(!self.usedMemBytes.has_value());

        // GPU 2 cannot list its processes: not listed (nullopt), not "none".
        const GpuSample &l40s = batch.samples.at(2);
        QCOMPARE(l40s.pcieGen, 4);
        QCOMPARE(l40s.pcieGenMax, 4);
        QVERIFY(!l40s.processes.has_value());
    }

    void processesAreAskedOnceASecondNotEveryTick()
    {
        NvmlSource source(QStringLiteral(LANEBOOK_FAKE_NVML_PATH));
        QVERIFY2(source.open(100), qPrintable(source.unavailableReason()));
        const int before = processQueries();
        QElapsedTimer elapsed;
        elapsed.start();
        const TelemetryBatch first = source.read(100);
        QCOMPARE(processQueries(), before + 3); // one query per GPU
        // Four more ticks at once: the lists of the first tick, without asking again.
        for (int tick = 0; tick < 4; ++tick) {
            const TelemetryBatch next = source.read(100);
            QVERIFY(next.samples.at(0).processes.has_value());
        }
        // No time tolerance: however slow the machine, the source asks at most once per GPU for
        // each second begun since the first tick (a query per tick would be 15).
        const int queries = processQueries() - before;
        const int secondsBegun = int(elapsed.elapsed() / 1000) + 1;
        QVERIFY2(queries <= 3 * secondsBegun, qPrintable(QString::number(queries)));
        if (secondsBegun == 1)
            QCOMPARE(queries, 3);
    }
};

QTEST_GUILESS_MAIN(NvmlSourceTest)
#include "tst_nvmlsource.moc"
