// kill -9 at random moments (delays drawn from a fixed seed) of a real `lanebook-cli wave run`
// against mock servers and of a real folder import, ten trials each, into one notebook per
// kind so that damage would accumulate. After every kill: SQLite's integrity check passes,
// every run the killed process said it recorded is there, no file is half imported, and the
// next open by any Lanebook process (here `lanebook-cli runs`) marks the killed wave
// interrupted.
#include "backends/notebook/notebookstore.h"
#include "wavetestsupport.h"

#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace lanebook;
using namespace lanebook::test;

namespace {

constexpr int kTrials = 10;
constexpr int kRunsPerFile = 3;

QString integrityCheck(const QString &path)
{
    const QString name = QStringLiteral("integrity-%1").arg(QRandomGenerator::global()->generate());
    QString answer;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(QStringLiteral("PRAGMA integrity_check")) && query.next())
                answer = query.value(0).toString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return answer;
}

// Starts the CLI, kills it with SIGKILL after delayMs, returns what it printed.
QByteArray runAndKill(const QStringList &arguments, int delayMs)
{
    QProcess process;
    process.start(QStringLiteral(LANEBOOK_CLI_PATH), arguments);
    process.waitForStarted();
    QTest::qWait(delayMs); // stdout is read meanwhile
    if (process.state() != QProcess::NotRunning)
        ::kill(pid_t(process.processId()), SIGKILL);
    process.waitForFinished(30000);
    return process.readAllStandardOutput();
}

// One file of the vLLM --append-result shape: several result objects, one per line.
QByteArray appendedResults(int file)
{
    QByteArray bytes;
    for (int i = 0; i < kRunsPerFile; ++i) {
        const nlohmann::json result = {{"date", "20261201-10000" + std::to_string(i)},
                                       {"backend", "vllm"},
                                       {"model_id", "mock-model"},
                                       {"max_concurrency", 1 << i},
                                       {"num_prompts", 50},
                                       {"duration", 5.0 + file + 0.1 * i},
                                       {"completed", 50},
                                       {"failed", 0},
                                       {"total_input_tokens", 1600},
                                       {"total_output_tokens", 800},
                                       {"request_throughput", 10.0},
                                       {"output_throughput", 100.0 + file}};
        bytes += QByteArray::fromStdString(result.dump()) + '\n';
    }
    return bytes;
}

} // namespace

class TestCrashTrials : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void killedWaves();
    void killedImports();
};

void TestCrashTrials::killedWaves()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString notebook = dir.filePath(QStringLiteral("waves.lanebook"));
    const QString pids = dir.filePath(QStringLiteral("pids"));
    nlohmann::json plan =
        twoArmPlan(mockConfig("slow", freePort(), 2.0), mockConfig("fast", freePort(), 1.0));
    plan["workload"]["concurrency"] = {2};
    plan["workload"]["requests"] = 6;
    plan["repeats"] = 4;
    plan.erase("canaries");
    const QString planPath = writePlanFile(dir.filePath(QStringLiteral("plan.json")), plan);
    QRandomGenerator delays(20261201); // fixed seed: the same moments every run
    static const QRegularExpression recorded(QStringLiteral("recorded run (\\d+) "));
    QList<qint64> recordedIds;
    for (int trial = 0; trial < kTrials; ++trial) {
        const int delayMs = int(delays.bounded(300, 4000));
        const QByteArray out =
            runAndKill({QStringLiteral("--notebook"), notebook, QStringLiteral("wave"),
                        QStringLiteral("run"), planPath, QStringLiteral("--pid-dir"), pids},
                       delayMs);
        for (auto it = recorded.globalMatch(QString::fromUtf8(out)); it.hasNext();)
            recordedIds << it.next().captured(1).toLongLong();
        if (!QFile::exists(notebook))
            continue; // killed before the notebook was created
        QCOMPARE(integrityCheck(notebook), QStringLiteral("ok"));
        // The next open of any kind finds the wave that was left running.
        const CliResult runs =
            runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("runs")});
        QVERIFY2(runs.exitCode == 0, runs.err.constData());
        NotebookStore store;
        QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
        for (const WaveRecord &wave : store.waves().list())
            QVERIFY2(wave.status != WaveStatus::Running,
                     qPrintable(QStringLiteral("trial %1 (%2 ms): wave %3 still running")
                                    .arg(trial)
                                    .arg(delayMs)
                                    .arg(wave.id)));
        for (const qint64 id : recordedIds)
            QVERIFY2(store.runs().run(id).has_value(),
                     qPrintable(QStringLiteral("run %1 lost").arg(id)));
    }
    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    int interrupted = 0;
    for (const WaveRecord &wave : store.waves().list())
        interrupted += wave.status == WaveStatus::Interrupted;
    QVERIFY2(interrupted > 0, "no trial killed a wave mid-way: the delays test nothing");
    QVERIFY(!recordedIds.isEmpty());
}

void TestCrashTrials::killedImports()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString notebook = dir.filePath(QStringLiteral("imports.lanebook"));
    const QString folder = dir.filePath(QStringLiteral("results"));
    QVERIFY(QDir().mkpath(folder));
    constexpr int kFiles = 60;
    for (int file = 0; file < kFiles; ++file) {
        QFile out(QDir(folder).filePath(
            QStringLiteral("result-%1.jsonl").arg(file, 3, 10, QLatin1Char('0'))));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(appendedResults(file));
    }
    QRandomGenerator delays(4242);
    for (int trial = 0; trial < kTrials; ++trial) {
        const int delayMs = int(delays.bounded(40, 900));
        runAndKill({QStringLiteral("--notebook"), notebook, QStringLiteral("import"), folder},
                   delayMs);
        if (!QFile::exists(notebook))
            continue;
        QCOMPARE(integrityCheck(notebook), QStringLiteral("ok"));
        NotebookStore store;
        QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
        // All or nothing per file: every source that landed has all its runs.
        QHash<QString, int> runsPerSource;
        for (const Run &run : store.runs().list())
            ++runsPerSource[run.source.sha256];
        for (auto it = runsPerSource.cbegin(); it != runsPerSource.cend(); ++it)
            QVERIFY2(it.value() == kRunsPerFile,
                     qPrintable(QStringLiteral("trial %1: a file half imported (%2 runs)")
                                    .arg(trial)
                                    .arg(it.value())));
    }
    // Finished without a kill: every file exactly once, whatever the trials left.
    const CliResult last =
        runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("import"), folder});
    QVERIFY2(last.exitCode == 0, last.err.constData());
    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    QCOMPARE(store.runs().count(), qint64(kFiles * kRunsPerFile));
}

QTEST_GUILESS_MAIN(TestCrashTrials)
#include "tst_crashtrials.moc"
