// kill -9 of a real `lanebook-cli wave run` against mock servers and of a real folder import,
// ten trials each, into one notebook per kind so that damage would accumulate. Each trial names
// the moment it kills at and waits for that moment's marker instead of sleeping: a line the
// wave prints, the requests its arm's server has answered, the runs an import has added. After
// the kill it asserts that the kill landed there, from what the victim had printed and what the
// notebook holds; a kill that landed elsewhere (a busy machine let the victim run on) is still
// checked as a crash, and the trial tries again with a new victim, three times at most. After
// every kill: SQLite's integrity check passes, every run the killed process said it recorded is
// there, no file is half imported, and the next open by any Lanebook process (here
// `lanebook-cli runs`) marks the killed wave interrupted, holding the runs it recorded.
#include "backends/loadgen/httpget.h"
#include "backends/notebook/notebookstore.h"
#include "wavetestsupport.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <algorithm>
#include <csignal>
#include <functional>
#include <optional>

using namespace lanebook;
using namespace lanebook::test;

namespace {

constexpr int kAttempts = 3; // victims per trial, each killed and checked
constexpr int kRunsPerFile = 3;
constexpr int kFilesPerFolder = 40;

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

// The runs a notebook holds now, read while another process writes it (WAL: a reader sees the
// last commit); 0 before the notebook or its tables exist.
qint64 runCount(const QString &path)
{
    if (!QFile::exists(path))
        return 0;
    const QString name = QStringLiteral("count-%1").arg(QRandomGenerator::global()->generate());
    qint64 count = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(QStringLiteral("SELECT COUNT(*) FROM runs")) && query.next())
                count = query.value(0).toLongLong();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return count;
}

// The requests a mock server has answered to their end (vllm:request_success_total, all finish
// reasons); nullopt when it does not answer.
std::optional<int> requestsServed(const QString &baseUrl)
{
    const HttpResult scrape = httpGet(baseUrl + QStringLiteral("/metrics"), {}, 1.0, 2.0);
    if (!scrape.ok())
        return std::nullopt;
    double served = 0.0;
    for (const QByteArray &line : QByteArray::fromStdString(scrape.body).split('\n')) {
        if (line.startsWith("vllm:request_success_total{"))
            served += line.mid(line.lastIndexOf(' ') + 1).toDouble();
    }
    return int(served);
}

// A `lanebook-cli` run under trial: its stdout read as it comes, held still (SIGSTOP) or killed
// (SIGKILL) when the trial says. Killed, if still running, when it goes.
class Victim
{
public:
    explicit Victim(const QStringList &arguments)
    {
        m_process.start(QStringLiteral(LANEBOOK_CLI_PATH), arguments);
        m_process.waitForStarted();
    }
    ~Victim()
    {
        if (m_process.state() != QProcess::NotRunning) {
            ::kill(pid_t(m_process.processId()), SIGKILL);
            m_process.waitForFinished(30000);
        }
    }
    Victim(const Victim &) = delete;
    Victim &operator=(const Victim &) = delete;

    // Reads stdout until `reached` holds, the victim ends or a minute passes; `reached` is
    // asked again at least every 5 ms, so it may poll something else too.
    bool readUntil(const std::function<bool(const QByteArray &)> &reached)
    {
        const QDeadlineTimer deadline(60000);
        while (!reached(m_out)) {
            if (m_process.state() == QProcess::NotRunning || deadline.hasExpired())
                return false;
            m_process.waitForReadyRead(5);
            m_out += m_process.readAllStandardOutput();
        }
        return true;
    }
    // Holds it still; what it had printed by then is read.
    void stop()
    {
        if (m_process.state() != QProcess::NotRunning) // processId() 0 would be our own group
            ::kill(pid_t(m_process.processId()), SIGSTOP);
        m_out += m_process.readAllStandardOutput();
        while (m_process.waitForReadyRead(50))
            m_out += m_process.readAllStandardOutput();
    }
    void kill()
    {
        if (m_process.state() != QProcess::NotRunning)
            ::kill(pid_t(m_process.processId()), SIGKILL);
        m_process.waitForFinished(30000);
        m_out += m_process.readAllStandardOutput();
    }
    const QByteArray &output() const { return m_out; }

private:
    QProcess m_process;
    QByteArray m_out;
};

// What a wave under trial had printed: the steps it started (their arms in order), where each
// arm's server last said it answers (a server that picks its port), and the runs it said it
// recorded.
struct WaveSaid
{
    QStringList armOfStep; // [k - 1]: arm of step k
    QHash<QString, QString> serverOfArm;
    QList<qint64> recorded;

    explicit WaveSaid(const QByteArray &out)
    {
        static const QRegularExpression started(
            QStringLiteral("^\\[(\\d+)/\\d+\\] repeat \\d+, .*: arm (\\S+) \\("));
        static const QRegularExpression answers(QStringLiteral(
            "The server of arm (\\S+) .* picked its port: it answers at (http://[0-9.]+:\\d+)"));
        static const QRegularExpression said(QStringLiteral("recorded run (\\d+) "));
        for (const QByteArray &bytes : out.split('\n')) {
            const QString line = QString::fromUtf8(bytes);
            if (const QRegularExpressionMatch step = started.match(line); step.hasMatch())
                armOfStep << step.captured(2);
            else if (const QRegularExpressionMatch server = answers.match(line); server.hasMatch())
                serverOfArm.insert(server.captured(1), server.captured(2));
            else if (const QRegularExpressionMatch run = said.match(line); run.hasMatch())
                recorded << run.captured(1).toLongLong();
        }
    }
};

// Where a wave trial kills: before the wave exists, once step k has started (its server
// starting or its load running) but before its run is recorded, in the middle of step k's
// load (its server has answered some of the step's requests, not all), or once step k's run is
// recorded and said, before step k+1's is.
enum class WaveMoment { BeforeItsWave, StepStarted, StepMidLoad, StepRecorded };

struct WaveTrial
{
    WaveMoment moment;
    int step; // 1-based; 0 for BeforeItsWave
};

QString describe(const WaveTrial &trial)
{
    switch (trial.moment) {
    case WaveMoment::BeforeItsWave:
        return QStringLiteral("before its wave exists");
    case WaveMoment::StepStarted:
        return QStringLiteral("once step %1 started, before its run is recorded").arg(trial.step);
    case WaveMoment::StepMidLoad:
        return QStringLiteral("in the middle of step %1's load").arg(trial.step);
    case WaveMoment::StepRecorded:
        return QStringLiteral("once step %1's run is recorded, before step %2's")
            .arg(trial.step)
            .arg(trial.step + 1);
    }
    return {};
}

// One notebook sees every moment, at early steps and late ones; a start killed before its
// wave twice, the second time beside the waves the first trials left interrupted.
constexpr WaveTrial kWaveTrials[] = {{WaveMoment::BeforeItsWave, 0}, {WaveMoment::StepStarted, 1},
                                     {WaveMoment::StepMidLoad, 1},   {WaveMoment::StepRecorded, 1},
                                     {WaveMoment::StepStarted, 2},   {WaveMoment::StepMidLoad, 3},
                                     {WaveMoment::StepRecorded, 4},  {WaveMoment::BeforeItsWave, 0},
                                     {WaveMoment::StepMidLoad, 6},   {WaveMoment::StepRecorded, 7}};

// One file of the vLLM --append-result shape: several result objects, one per line, their
// numbers this file's own (so each file's content, and sha256, is distinct).
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

// An import trial kills before the first file of its folder lands, or once at least `files`
// of its folder's files have landed (and not all: a folder holds kFilesPerFolder).
struct ImportTrial
{
    int files; // 0: before its first file
};

constexpr ImportTrial kImportTrials[] = {{0}, {1}, {3}, {0}, {8}, {2}, {12}, {5}, {0}, {10}};

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
    nlohmann::json plan = twoArmPlan(mockConfig("slow", 2.0), mockConfig("fast", 1.0));
    plan["workload"]["concurrency"] = {2};
    plan["workload"]["requests"] = 8;
    plan["repeats"] = 4;
    plan.erase("canaries");
    // A first token 100 ms after each request: a step's load is four rounds of at least
    // 100 + 15 x ITL ms, so that a trial has time to see its marker and act before the step
    // moves on (the server cannot be faster than this; a busy machine only makes it slower).
    for (nlohmann::json &config : plan["configs"]) {
        config["argv"].push_back("--ttft-ms");
        config["argv"].push_back("100");
    }
    const int requests = plan["workload"]["requests"].get<int>();
    const int concurrency = plan["workload"]["concurrency"][0].get<int>();
    // Where the server of the step a wave last started answers: the address the wave said the
    // arm's server picked, or the config's own when it names a port.
    const auto serverOfLastStep = [&plan](const WaveSaid &said) {
        if (said.armOfStep.isEmpty())
            return QString();
        const QString arm = said.armOfStep.last();
        if (said.serverOfArm.contains(arm))
            return said.serverOfArm.value(arm);
        const nlohmann::json &config = plan["configs"][arm == QLatin1String("A") ? 0 : 1];
        const QString url = QString::fromStdString(config.value("base_url", std::string()));
        return QUrl(url).port(0) > 0 ? url : QString();
    };
    const QString planPath = writePlanFile(dir.filePath(QStringLiteral("plan.json")), plan);
    const QStringList arguments{QStringLiteral("--notebook"),
                                notebook,
                                QStringLiteral("wave"),
                                QStringLiteral("run"),
                                planPath,
                                QStringLiteral("--pid-dir"),
                                pids};
    QList<qint64> recordedIds;
    int trialNumber = 0;
    for (const WaveTrial &trial : kWaveTrials) {
        ++trialNumber;
        QStringList landings;
        bool landed = false;
        for (int attempt = 0; attempt < kAttempts && !landed; ++attempt) {
            qint64 lastWaveBefore = 0;
            if (QFile::exists(notebook)) {
                NotebookStore before;
                QVERIFY(before.open(notebook, NotebookStore::Access::ReadOnly));
                for (const WaveRecord &wave : before.waves().list())
                    lastWaveBefore = std::max(lastWaveBefore, wave.id);
            }
            Victim wave(arguments);
            std::optional<int> servedAtKill;
            switch (trial.moment) {
            case WaveMoment::BeforeItsWave:
                break; // at once: the CLI has not opened the notebook yet
            case WaveMoment::StepStarted:
                (void)wave.readUntil([&trial](const QByteArray &out) {
                    return WaveSaid(out).armOfStep.size() >= trial.step;
                });
                break;
            case WaveMoment::StepRecorded:
                (void)wave.readUntil([&trial](const QByteArray &out) {
                    return WaveSaid(out).recorded.size() >= trial.step;
                });
                break;
            case WaveMoment::StepMidLoad: {
                // The step's server has answered some of its requests and not all; the frozen
                // wave cannot send another, so what the server has answered once it is held
                // says whether the load was still running.
                (void)wave.readUntil([&](const QByteArray &out) {
                    const WaveSaid said(out);
                    if (said.recorded.size() >= trial.step)
                        return true; // gone past it: the landing check says so
                    if (said.armOfStep.size() != trial.step)
                        return false;
                    // Some answered, and so few that the ones in flight when the wave is held
                    // cannot make them all.
                    const QString server = serverOfLastStep(said);
                    if (server.isEmpty())
                        return false;
                    const std::optional<int> served = requestsServed(server);
                    return served && *served >= 1 && *served + concurrency < requests;
                });
                wave.stop();
                const WaveSaid said(wave.output());
                if (said.armOfStep.size() == trial.step && !serverOfLastStep(said).isEmpty())
                    servedAtKill = requestsServed(serverOfLastStep(said));
                break;
            }
            }
            wave.kill();
            const WaveSaid said(wave.output());
            recordedIds << said.recorded;

            // The crash, wherever it landed.
            std::optional<WaveRecord> killed;
            qsizetype placed = 0;
            if (QFile::exists(notebook)) {
                QCOMPARE(integrityCheck(notebook), QStringLiteral("ok"));
                // The next open of any kind finds the wave that was left running.
                const CliResult runs =
                    runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("runs")});
                QVERIFY2(runs.exitCode == 0, runs.err.constData());
                NotebookStore store;
                QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
                for (const WaveRecord &record : store.waves().list()) {
                    QVERIFY2(record.status != WaveStatus::Running,
                             qPrintable(QStringLiteral("trial %1: wave %2 still running")
                                            .arg(trialNumber)
                                            .arg(record.id)));
                    if (record.id > lastWaveBefore)
                        killed = record;
                }
                for (const qint64 id : recordedIds)
                    QVERIFY2(store.runs().run(id).has_value(),
                             qPrintable(QStringLiteral("run %1 lost").arg(id)));
                if (killed) {
                    placed = qsizetype(store.waves().placements(killed->id).size());
                    QCOMPARE(killed->status, WaveStatus::Interrupted);
                    // Marked with the runs it holds, and it holds each run it said it recorded.
                    QCOMPARE(killed->summary.value("recorded", qsizetype(-1)), placed);
                    QVERIFY2(placed >= said.recorded.size(), wave.output().constData());
                }
            }

            // Where it landed.
            const qsizetype started = said.armOfStep.size();
            const qsizetype recorded = said.recorded.size();
            const QString where =
                !killed
                    ? QStringLiteral("before its wave existed")
                    : QStringLiteral("wave %1: %2 step(s) started, %3 run(s) said, %4 held, "
                                     "the last step's server had answered %5 of %6 requests")
                          .arg(killed->id)
                          .arg(started)
                          .arg(recorded)
                          .arg(placed)
                          .arg(servedAtKill ? QString::number(*servedAtKill) : QStringLiteral("?"))
                          .arg(requests);
            switch (trial.moment) {
            case WaveMoment::BeforeItsWave:
                landed = !killed;
                break;
            case WaveMoment::StepStarted:
                landed = killed && started == trial.step && recorded == trial.step - 1 &&
                         placed == trial.step - 1;
                break;
            case WaveMoment::StepMidLoad:
                landed = killed && started == trial.step && recorded == trial.step - 1 &&
                         placed == trial.step - 1 && servedAtKill && *servedAtKill >= 1 &&
                         *servedAtKill < requests;
                break;
            case WaveMoment::StepRecorded:
                landed = killed && recorded == trial.step && placed == trial.step;
                break;
            }
            landings << where;
            if (!landed)
                qWarning("trial %d missed its moment; the wave had printed:\n%s", trialNumber,
                         wave.output().constData());
        }
        QVERIFY2(landed,
                 qPrintable(QStringLiteral("trial %1, to kill %2, landed: %3")
                                .arg(trialNumber)
                                .arg(describe(trial), landings.join(QStringLiteral("; ")))));
    }
    QVERIFY(!recordedIds.isEmpty());
}

void TestCrashTrials::killedImports()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString notebook = dir.filePath(QStringLiteral("imports.lanebook"));
    QStringList folders;
    int files = 0;
    // A folder of its own for each victim, so that every trial has files left to land.
    const auto newFolder = [&]() -> QString {
        const QString folder = dir.filePath(QStringLiteral("results-%1").arg(folders.size()));
        if (!QDir().mkpath(folder))
            return {};
        for (int file = 0; file < kFilesPerFolder; ++file, ++files) {
            QFile out(QDir(folder).filePath(
                QStringLiteral("result-%1.jsonl").arg(file, 3, 10, QLatin1Char('0'))));
            if (!out.open(QIODevice::WriteOnly))
                return {};
            out.write(appendedResults(files));
        }
        folders << folder;
        return folder;
    };
    int trialNumber = 0;
    for (const ImportTrial &trial : kImportTrials) {
        ++trialNumber;
        QStringList landings;
        bool landed = false;
        for (int attempt = 0; attempt < kAttempts && !landed; ++attempt) {
            const QString folder = newFolder();
            QVERIFY(!folder.isEmpty());
            const qint64 before = runCount(notebook);
            const qint64 wanted = before + qint64(trial.files) * kRunsPerFile;
            {
                Victim importer(
                    {QStringLiteral("--notebook"), notebook, QStringLiteral("import"), folder});
                // Before its first file: at once, while the CLI starts. Otherwise once the
                // notebook holds the runs of `files` of its files (polled, not slept on).
                if (trial.files > 0)
                    (void)importer.readUntil(
                        [&](const QByteArray &) { return runCount(notebook) >= wanted; });
                importer.kill();
            }
            const qint64 after = runCount(notebook);
            if (QFile::exists(notebook)) {
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
                                            .arg(trialNumber)
                                            .arg(it.value())));
            }
            // Where it landed: before its first file, or with some of its files in, not all.
            landed = trial.files == 0 ? after == before
                                      : after >= wanted &&
                                            after < before + qint64(kFilesPerFolder) * kRunsPerFile;
            landings << QStringLiteral("%1 of its %2 files in")
                            .arg((after - before) / kRunsPerFile)
                            .arg(kFilesPerFolder);
        }
        QVERIFY2(landed,
                 qPrintable(QStringLiteral("trial %1, to kill %2, landed: %3")
                                .arg(trialNumber)
                                .arg(trial.files == 0
                                         ? QStringLiteral("before its first file")
                                         : QStringLiteral("with at least %1 of its %2 files in, "
                                                          "not all")
                                               .arg(trial.files)
                                               .arg(kFilesPerFolder),
                                     landings.join(QStringLiteral("; ")))));
    }
    // Finished without a kill: every file exactly once, whatever the trials left.
    const CliResult last = runCli(
        QStringList{QStringLiteral("--notebook"), notebook, QStringLiteral("import")} + folders);
    QVERIFY2(last.exitCode == 0, last.err.constData());
    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    QCOMPARE(store.runs().count(), qint64(files) * kRunsPerFile);
}

QTEST_GUILESS_MAIN(TestCrashTrials)
#include "tst_crashtrials.moc"
