// Benchmark (label bench): concurrent writer processes on one notebook. Each writer is this
// binary run again as a child (LANEBOOK_BENCH_WRITER set) that records measured runs (20
// metrics, 64 request samples each) as fast as it can, timing every commit. Reported: runs
// committed per second with 1, 2 and 4 writers, and each writer's commit latency.
// Targets, measured in this run: with 4 writers the notebook commits at least half as many
// runs per second as one writer alone (the lock is handed over, not fought over), and the
// 99th-percentile commit latency while three other writers are busy stays under 250 ms.
// LANEBOOK_BENCH_SMOKE=1: 50 runs per writer (see runsPerWriter()).
#include "backends/notebook/notebookstore.h"
#include "benchsize.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <cstdio>

using namespace lanebook;

namespace {

// Smoke: a third of the runs. Every writer still commits for the whole of a wave (they start
// together on the go file and each writes as fast as it can), so the throughput ratio and the
// latency percentile still see the lock handed over between writers, on 200 commits with four
// writers instead of 600. The children read the same environment, so they agree.
int runsPerWriter()
{
    return lanebook::test::benchSize(150, 50);
}

Run benchRun(int writer, int index)
{
    Run run;
    run.label = QStringLiteral("w%1-r%2").arg(writer).arg(index);
    run.model = QStringLiteral("mock-model");
    run.config = {{"runtime", "lanebook-mock"},
                  {"argv", {"mock", "--port", std::to_string(index)}}};
    run.workload = {{"concurrency", 4}, {"output_tokens", 128}};
    for (int m = 0; m < 20; ++m)
        run.setMetric(QStringLiteral("bench_metric_%1").arg(m), index * 1.5 + m);
    for (int i = 0; i < 64; ++i) {
        RequestSample s;
        s.index = i;
        s.ttftMs = 20.0 + i;
        s.e2elMs = 200.0 + i;
        s.outputTokens = 128;
        s.itlMs.assign(127, 1.5f);
        run.samples.push_back(s);
    }
    return run;
}

// The child: waits for the go file, writes, prints one commit latency (ms) per line.
int writerMain()
{
    const QStringList args = qEnvironmentVariable("LANEBOOK_BENCH_WRITER").split(u'|');
    if (args.size() != 3)
        return 2;
    const QString notebook = args[0];
    const QString goFile = args[1];
    const int writer = args[2].toInt();
    NotebookStore store;
    if (!store.open(notebook)) {
        std::fprintf(stderr, "%s\n", qPrintable(store.lastError()));
        return 1;
    }
    std::vector<Run> runs;
    for (int i = 0; i < runsPerWriter(); ++i)
        runs.push_back(benchRun(writer, i));
    while (!QFile::exists(goFile))
        QThread::msleep(1);
    for (const Run &run : runs) {
        QElapsedTimer commit;
        commit.start();
        if (!store.runs().insertRun(run)) {
            std::fprintf(stderr, "%s\n", qPrintable(store.lastError()));
            return 1;
        }
        std::printf("%.3f\n", double(commit.nsecsElapsed()) / 1e6);
    }
    return 0;
}

struct Wave
{
    double runsPerS = 0;
    std::vector<double> latenciesMs;
};

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const double rank = p / 100.0 * double(values.size() - 1);
    const auto low = size_t(rank);
    const size_t high = std::min(low + 1, values.size() - 1);
    return values[low] + (values[high] - values[low]) * (rank - double(low));
}

} // namespace

class TestConcurrentWritersBench : public QObject
{
    Q_OBJECT

private:
    Wave runWriters(int writers)
    {
        QTemporaryDir dir;
        const QString notebook = dir.filePath(QStringLiteral("nb.lanebook"));
        {
            NotebookStore store;
            if (!store.open(notebook))
                qFatal("%s", qPrintable(store.lastError()));
        }
        const QString go = dir.filePath(QStringLiteral("go"));
        std::vector<std::unique_ptr<QProcess>> children;
        for (int w = 0; w < writers; ++w) {
            auto child = std::make_unique<QProcess>();
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("LANEBOOK_BENCH_WRITER"),
                       QStringLiteral("%1|%2|%3").arg(notebook, go).arg(w));
            child->setProcessEnvironment(env);
            child->start(QCoreApplication::applicationFilePath(), {});
            children.push_back(std::move(child));
        }
        for (auto &child : children)
            child->waitForStarted();
        QThread::msleep(300); // every writer has opened the notebook and built its runs
        QElapsedTimer wall;
        wall.start();
        QFile(go).open(QIODevice::WriteOnly);
        Wave wave;
        for (auto &child : children) {
            if (!child->waitForFinished(600000) || child->exitCode() != 0)
                qFatal("writer failed: %s", child->readAllStandardError().constData());
            for (const QByteArray &line : child->readAllStandardOutput().split('\n'))
                if (!line.isEmpty())
                    wave.latenciesMs.push_back(line.toDouble());
        }
        wave.runsPerS = double(writers * runsPerWriter()) / (double(wall.nsecsElapsed()) / 1e9);
        NotebookStore check;
        check.open(notebook, NotebookStore::Access::ReadOnly);
        if (check.runs().count() != writers * runsPerWriter())
            qFatal("runs lost: %lld of %d", check.runs().count(), writers * runsPerWriter());
        return wave;
    }

private Q_SLOTS:
    void concurrentWriters()
    {
        const Wave one = runWriters(1);
        const Wave two = runWriters(2);
        const Wave four = runWriters(4);
        for (const auto &[writers, wave] : {std::pair{1, &one}, {2, &two}, {4, &four}})
            qInfo("%d writer(s): %.0f runs/s committed; commit latency p50 %.1f ms, p99 %.1f ms, "
                  "max %.1f ms",
                  writers, wave->runsPerS, percentile(wave->latenciesMs, 50),
                  percentile(wave->latenciesMs, 99),
                  *std::max_element(wave->latenciesMs.begin(), wave->latenciesMs.end()));
        const double ratio = four.runsPerS / one.runsPerS;
        qInfo("4 writers / 1 writer throughput: %.2f (target >= 0.5)", ratio);
        QVERIFY2(ratio >= 0.5, "4 writers commit less than half as fast as one");
        QVERIFY2(percentile(four.latenciesMs, 99) < 250.0,
                 "p99 commit latency with three other writers busy is 250 ms or more");
    }
};

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsSet("LANEBOOK_BENCH_WRITER")) {
        QCoreApplication app(argc, argv);
        return writerMain();
    }
    QCoreApplication app(argc, argv);
    TestConcurrentWritersBench test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_concurrentwritersbench.moc"
