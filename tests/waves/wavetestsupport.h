#pragma once

// Helpers for the wave tests: plans whose arms launch the real lanebook-mock-server
// (LANEBOOK_MOCK_SERVER_PATH) at different speeds, each on the port it picks, and the real
// lanebook-cli (LANEBOOK_CLI_PATH).

#include "backends/launcher/pidrecord.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStringList>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <csignal>
#include <vector>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace lanebook::test {

// True when something accepts connections on the loopback port.
inline bool somethingListensOn(int port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = htons(quint16(port));
    const bool connected =
        ::connect(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) == 0;
    ::close(fd);
    return connected;
}

// A config that launches the mock server on `port`, `itlMs` between tokens, plus `extraArgs`.
// Port 0: the server picks its own, and the wave reads it from its log.
inline nlohmann::json mockConfigOnPort(const std::string &name, int port, double itlMs,
                                       const QStringList &extraArgs = {})
{
    nlohmann::json argv = {LANEBOOK_MOCK_SERVER_PATH, "--port", std::to_string(port), "--itl-ms",
                           std::to_string(itlMs)};
    for (const QString &arg : extraArgs)
        argv.push_back(arg.toStdString());
    const std::string url = "http://127.0.0.1:" + std::to_string(port);
    return {{"name", name},
            {"argv", argv},
            {"base_url", url},
            {"model", "mock-model"},
            {"ready_timeout_s", 20},
            {"expected_startup_s", 0.2},
            {"recipe", {{"runtime", "lanebook-mock"}, {"runtime_version", "1"}}}};
}

// A config whose mock server picks its own port (base_url http://127.0.0.1:0, --port 0).
inline nlohmann::json mockConfig(const std::string &name, double itlMs,
                                 const QStringList &extraArgs = {})
{
    return mockConfigOnPort(name, 0, itlMs, extraArgs);
}

// The port a run was measured against (its config.url, where its server answered); 0 when
// the run names none.
inline int measuredPort(const nlohmann::json &runConfig)
{
    return QUrl(QString::fromStdString(runConfig.value("url", std::string()))).port(0);
}

// The ports the wave's servers said they picked, one per fresh server in the order they
// started, from the notes of a wave ("The server of arm A (slow) picked its port: it answers
// at http://127.0.0.1:PORT."), as `wave run` prints them. (A port can come round again for a
// later server once an earlier one has stopped.)
inline std::vector<int> pickedPorts(const QString &notes)
{
    static const QRegularExpression picked(
        QStringLiteral("picked its port: it answers at http://127\\.0\\.0\\.1:(\\d+)"));
    std::vector<int> ports;
    for (auto it = picked.globalMatch(notes); it.hasNext();)
        ports.push_back(it.next().captured(1).toInt());
    return ports;
}

// Arm A ("slow", control, GPU 0) against arm B ("fast", candidate, GPU 1).
inline nlohmann::json twoArmPlan(const nlohmann::json &slow, const nlohmann::json &fast)
{
    return {{"name", "mock-ab"},
            {"gpus", {0, 1}},
            {"configs", {slow, fast}},
            {"arms",
             {{{"name", "A"}, {"config", slow["name"]}, {"role", "control"}, {"gpus", {0}}},
              {{"name", "B"}, {"config", fast["name"]}, {"role", "candidate"}, {"gpus", {1}}}}},
            {"workload",
             {{"concurrency", {1, 4}},
              {"context_tokens", {32}},
              {"output_tokens", 16},
              {"requests", 8}}},
            {"repeats", 3},
            {"canaries",
             {{{"name", "json-object"},
               {"kind", "json"},
               {"prompt", "Reply in JSON"},
               {"max_tokens", 4}}}}};
}

// The PID of the server the launcher recorded for an arm, named as the runner names it:
// "B (fast)" for arm B with config fast. 0 when none.
inline qint64 recordedServerPid(const QString &pidDirectory, const QString &armAndConfig)
{
    const QDir directory(pidDirectory);
    for (const QString &file : directory.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile in(directory.filePath(file));
        if (!in.open(QIODevice::ReadOnly))
            continue;
        const auto record = PidRecord::fromJson(in.readAll());
        if (record && record->name == QStringLiteral("arm ") + armAndConfig)
            return record->pid;
    }
    return 0;
}

// Writes a plan as JSON to `path` (qFatal when it cannot: every caller needs the file) and
// returns the path.
inline QString writePlanFile(const QString &path, const nlohmann::json &plan)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(QByteArray::fromStdString(plan.dump(2)));
    return path;
}

// `lanebook-cli wave run` on a notebook, in the background: two mock-server arms (tokens
// slowItlMs and fastItlMs apart), 4 requests at concurrency 2 per step, `repeats` A,B pairs,
// no canaries; plan and pid files in `folder`. A short write deadline sends a run the notebook
// cannot take to the journal at once; what happens after the first step is the test's to
// disturb.
inline void startWave(QProcess &wave, const QString &notebook, const QString &folder,
                      double slowItlMs, double fastItlMs, int repeats)
{
    nlohmann::json plan = twoArmPlan(mockConfig("slow", slowItlMs), mockConfig("fast", fastItlMs));
    plan["workload"]["concurrency"] = {2};
    plan["workload"]["requests"] = 4;
    plan["repeats"] = repeats;
    plan.erase("canaries");
    const QDir dir(folder);
    const QString planPath = writePlanFile(dir.filePath(QStringLiteral("plan.json")), plan);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANEBOOK_WRITE_DEADLINE_MS"), QStringLiteral("400"));
    wave.setProcessEnvironment(env);
    wave.start(QStringLiteral(LANEBOOK_CLI_PATH),
               {QStringLiteral("--notebook"), notebook, QStringLiteral("wave"),
                QStringLiteral("run"), planPath, QStringLiteral("--pid-dir"),
                dir.filePath(QStringLiteral("pids"))});
}

// Reads a running wave's output into `out` until it holds `text`, the wave ends or two
// minutes pass. On a miss the whole output is printed (QVERIFY2 cuts its message short).
inline bool readWaveUntil(QProcess &wave, QByteArray &out, const QByteArray &text)
{
    QElapsedTimer waited;
    waited.start();
    while (!out.contains(text) && waited.elapsed() < 120000 && wave.state() == QProcess::Running) {
        wave.waitForReadyRead(100);
        out += wave.readAllStandardOutput();
    }
    out += wave.readAllStandardOutput();
    if (out.contains(text))
        return true;
    qWarning("waited for \"%s\" in:\n%s\n%s", text.constData(), out.constData(),
             wave.readAllStandardError().constData());
    return false;
}

// Holds a running wave still (SIGSTOP) and reads into `out` what it had printed by then, so
// that a test disturbs the notebook at a moment the wave cannot move past, and can tell from
// `out` which moment that is. resumeWave() lets it go on.
inline void holdWave(QProcess &wave, QByteArray &out)
{
    if (wave.state() == QProcess::NotRunning) // processId() 0 would stop our own group
        return;
    ::kill(pid_t(wave.processId()), SIGSTOP);
    out += wave.readAllStandardOutput();
    while (wave.waitForReadyRead(50))
        out += wave.readAllStandardOutput();
}

inline void resumeWave(QProcess &wave)
{
    if (wave.state() != QProcess::NotRunning)
        ::kill(pid_t(wave.processId()), SIGCONT);
}

struct CliResult
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline CliResult runCli(const QStringList &arguments, int timeoutMs = 120000)
{
    QProcess process;
    process.start(QStringLiteral(LANEBOOK_CLI_PATH), arguments);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return {-1, process.readAllStandardOutput(), process.readAllStandardError()};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            process.readAllStandardOutput(), process.readAllStandardError()};
}

} // namespace lanebook::test
