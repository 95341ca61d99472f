#pragma once

// Helpers for the wave tests: free loopback ports, plans whose arms launch the real
// lanebook-mock-server (LANEBOOK_MOCK_SERVER_PATH) at different speeds, and the real
// lanebook-cli (LANEBOOK_CLI_PATH).

#include "backends/launcher/pidrecord.h"
#include "freeport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStringList>

#include <nlohmann/json.hpp>

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

// Two consecutive free loopback ports (the example plan's arms take basePort and the next).
inline int freePortPair()
{
    for (int attempt = 0; attempt < 50; ++attempt) {
        const int port = freePort();
        if (port > 0 && port < 65535 && !somethingListensOn(port + 1))
            return port;
    }
    return 0;
}

// A config that launches the mock server on `port`, `itlMs` between tokens, plus `extraArgs`.
inline nlohmann::json mockConfig(const std::string &name, int port, double itlMs,
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
        const auto record = PidRecord::fromJson(in.readAll(), nullptr);
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
    nlohmann::json plan = twoArmPlan(mockConfig("slow", freePort(), slowItlMs),
                                     mockConfig("fast", freePort(), fastItlMs));
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
