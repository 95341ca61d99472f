// Many writers on one notebook, all real processes: a 20-step wave against two mock servers,
// three shells importing distinct result files one `lanebook-cli import` at a time, and one
// shell writing findings and annotations, all at once. Nothing may be lost or refused, every
// file lands exactly once, and no one ever reads "database is locked".
#include "backends/notebook/notebookstore.h"
#include "notebooklockholder.h"
#include "testutils.h"
#include "wavetestsupport.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace lanebook;
using namespace lanebook::test;

namespace {

constexpr int kImporters = 3;
constexpr int kFilesPerImporter = 25;
constexpr int kAnnotatorRounds = 15;

// True when no process holds the notebook's write lock now: a write transaction begins at
// once (and is rolled back).
bool nobodyWritesTo(const QString &path)
{
    const QString name = QStringLiteral("write-probe");
    bool free = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=0"));
        if (db.open()) {
            QSqlQuery query(db);
            free = query.exec(QStringLiteral("BEGIN IMMEDIATE"));
            if (free)
                query.exec(QStringLiteral("ROLLBACK"));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return free;
}

QString shellQuote(const QString &text)
{
    QString quoted = text;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

// A vLLM result whose content (so sha256) is its own: one run per file.
QByteArray distinctResult(int importer, int index)
{
    nlohmann::json result = {
        {"date", "20261201-100000"},
        {"backend", "vllm"},
        {"label", "stress-" + std::to_string(importer) + "-" + std::to_string(index)},
        {"model_id", "mock-model"},
        {"max_concurrency", 4},
        {"num_prompts", 100},
        {"duration", 10.0 + importer * 100 + index},
        {"completed", 100},
        {"failed", 0},
        {"total_input_tokens", 3200},
        {"total_output_tokens", 1600},
        {"request_throughput", 10.0},
        {"output_throughput", 160.0 + index}};
    return QByteArray::fromStdString(result.dump(2));
}

struct Shell
{
    std::unique_ptr<QProcess> process = std::make_unique<QProcess>();
    QString name;
};

} // namespace

class TestNotebookStress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void manyWritersLoseNothing();
    void aNotebookLockedMidWaveLosesNoRun();
};

void TestNotebookStress::manyWritersLoseNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString notebook = dir.filePath(QStringLiteral("shared.lanebook"));
    const QString cli = QStringLiteral(LANEBOOK_CLI_PATH);

    // One run first, for the annotator to write on.
    const QString seed = dir.filePath(QStringLiteral("seed.json"));
    {
        QFile out(seed);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(distinctResult(99, 0));
    }
    const CliResult first =
        runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("import"), seed});
    QVERIFY2(first.exitCode == 0, first.err.constData());

    std::vector<Shell> shells;
    for (int importer = 0; importer < kImporters; ++importer) {
        const QString folder = dir.filePath(QStringLiteral("import-%1").arg(importer));
        QVERIFY(QDir().mkpath(folder));
        for (int index = 0; index < kFilesPerImporter; ++index) {
            QFile out(QDir(folder).filePath(
                QStringLiteral("r%1.json").arg(index, 3, 10, QLatin1Char('0'))));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(distinctResult(importer, index));
        }
        Shell shell;
        shell.name = QStringLiteral("importer %1").arg(importer);
        shell.process->start(
            QStringLiteral("/bin/sh"),
            {QStringLiteral("-c"),
             QStringLiteral("for f in %1/*.json; do %2 --notebook %3 import \"$f\" >/dev/null || "
                            "echo \"FAILED $f\" >&2; done")
                 .arg(shellQuote(folder), shellQuote(cli), shellQuote(notebook))});
        shells.push_back(std::move(shell));
    }
    {
        Shell shell;
        shell.name = QStringLiteral("annotator");
        shell.process->start(
            QStringLiteral("/bin/sh"),
            {QStringLiteral("-c"),
             QStringLiteral(
                 "cli() { %1 --notebook %2 \"$@\" >/dev/null || echo \"FAILED $*\" >&2; }; "
                 "for i in $(seq 1 %3); do "
                 "cli finding new --title \"finding $i\" --hypothesis \"h $i\"; "
                 "cli finding edit 1 --analysis \"analysis $i\"; "
                 "cli annotate 1 --note \"note $i\" --tag \"tag$i\"; done")
                 .arg(shellQuote(cli), shellQuote(notebook))
                 .arg(kAnnotatorRounds)});
        shells.push_back(std::move(shell));
    }

    // 2 arms x 1 point x 10 repeats = 20 steps.
    nlohmann::json plan = twoArmPlan(mockConfig("slow", 1.0), mockConfig("fast", 0.5));
    plan["workload"]["concurrency"] = {2};
    plan["workload"]["requests"] = 4;
    plan["workload"]["output_tokens"] = 8;
    plan["repeats"] = 10;
    plan.erase("canaries");
    const QString planPath = writePlanFile(dir.filePath(QStringLiteral("plan.json")), plan);
    const CliResult wave =
        runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("--json"),
                QStringLiteral("wave"), QStringLiteral("run"), planPath,
                QStringLiteral("--pid-dir"), dir.filePath(QStringLiteral("pids"))},
               600000);
    for (Shell &shell : shells) {
        QVERIFY2(shell.process->waitForFinished(600000), qPrintable(shell.name));
        const QByteArray err = shell.process->readAllStandardError();
        QVERIFY2(shell.process->exitCode() == 0 && err.isEmpty(),
                 qPrintable(shell.name + QStringLiteral(": ") + QString::fromUtf8(err)));
    }
    QVERIFY2(wave.exitCode == 0, wave.err.constData());
    QVERIFY2(!wave.err.contains("locked") && !wave.out.contains("locked"), wave.err.constData());
    const nlohmann::json summary = nlohmann::json::parse(wave.out.toStdString(), nullptr, false);
    QVERIFY2(summary.is_object(), wave.out.constData());
    QCOMPARE(summary.value("recorded", -1), 20);
    QCOMPARE(summary.value("journaled", nlohmann::json::array()).size(), size_t(0));

    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    // Every file exactly once, every wave step once, nothing else.
    QCOMPARE(store.runs().count(), qint64(1 + kImporters * kFilesPerImporter + 20));
    QStringList sources;
    for (const Run &run : store.runs().list())
        sources << QFileInfo(run.source.path).absoluteFilePath();
    for (int importer = 0; importer < kImporters; ++importer) {
        for (int index = 0; index < kFilesPerImporter; ++index) {
            const QString file = QFileInfo(dir.filePath(QStringLiteral("import-%1/r%2.json")
                                                            .arg(importer)
                                                            .arg(index, 3, 10, QLatin1Char('0'))))
                                     .absoluteFilePath();
            QVERIFY2(sources.count(file) == 1, qPrintable(file));
        }
    }
    QCOMPARE(store.waves().placements(1).size(), size_t(20));
    QCOMPARE(store.waves().wave(1)->status, WaveStatus::Finished);
    QCOMPARE(int(store.findings().summaries().valueOr({}).size()), kAnnotatorRounds);
    int notes = 0;
    for (const RunAnnotation &annotation : store.runs().annotations(1).valueOr({}))
        notes += annotation.kind == QLatin1String("note");
    QCOMPARE(notes, kAnnotatorRounds);
    QCOMPARE(int(store.findings().edits(1).valueOr({}).size()) >= kAnnotatorRounds, true);
}

// Another process takes the notebook's lock in the middle of a wave and keeps it past the
// write deadline: the runs measured meanwhile go to the journal, the wave goes on and says
// so, and each of them is added exactly once, by the wave once the lock is gone or by the
// next open.
void TestNotebookStress::aNotebookLockedMidWaveLosesNoRun()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString notebook = dir.filePath(QStringLiteral("locked.lanebook"));
    QProcess wave;
    startWave(wave, notebook, dir.path(), 10.0, 5.0, 4);
    QVERIFY(wave.waitForStarted());
    QByteArray out;
    // Lock after the first recorded run, the wave held still (SIGSTOP) meanwhile, so that it
    // can neither write nor end before the lock is taken. Held inside a write of its own (the
    // lock is its), it goes on to the next step's start and is held there.
    QVERIFY(readWaveUntil(wave, out, "recorded run"));
    holdWave(wave, out);
    for (int held = 1; held < 4 && !nobodyWritesTo(notebook); ++held) {
        const QByteArray nextStep =
            QStringLiteral("[%1/8] repeat").arg(out.count("] repeat ") + 1).toUtf8();
        resumeWave(wave);
        QVERIFY(readWaveUntil(wave, out, nextStep));
        holdWave(wave, out);
    }
    QVERIFY2(nobodyWritesTo(notebook), out.constData());
    // 2 arms x 1 point x 4 repeats: the last step has not started, so a run goes to the
    // journal while the lock is held.
    QVERIFY2(!out.contains("[8/8]"), out.constData());
    NotebookLockHolder holder;
    QVERIFY(holder.hold(notebook));
    resumeWave(wave);
    (void)readWaveUntil(wave, out, "will be added the next time"); // checked below
    holder.release();
    QVERIFY2(wave.waitForFinished(180000), out.constData());
    out += wave.readAllStandardOutput();
    const QByteArray err = wave.readAllStandardError();
    QVERIFY2(out.contains("will be added the next time"), out.constData());
    QVERIFY2(!out.contains("database is locked") && !err.contains("database is locked"),
             QByteArray(out + err).constData());
    // 2 arms x 1 point x 4 repeats. The journaled ones join when the wave's next run goes
    // in, or, when the lock outlasted the wave's last run, at the next open: one or the other.
    const bool replayedByTheWave = out.contains("the notebook takes runs again");
    const CliResult runs = runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("runs")});
    QVERIFY2(runs.exitCode == 0, runs.err.constData());
    QVERIFY2(runs.err.contains("run journal") != replayedByTheWave,
             QByteArray(out + runs.err).constData());
    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    QCOMPARE(store.runs().count(), qint64(8));
    QCOMPARE(store.waves().placements(1).size(), size_t(8)); // placed in their wave, each once
    QVERIFY(!store.needsHousekeeping());
    const CliResult again =
        runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("runs")});
    QVERIFY(again.exitCode == 0);
    QCOMPARE(store.runs().count(), qint64(8));
}

QTEST_GUILESS_MAIN(TestNotebookStress)
#include "tst_notebookstress.moc"
