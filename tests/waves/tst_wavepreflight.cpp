// Preflight and the example plan, against the real machine: a
// missing or non-executable program, a loopback port held by a real listening socket, a base
// URL answered by a real lanebook-mock-server child, each refused before the notebook is
// touched; a server that picks its port has nothing to check; and the planner's example run end
// to end against two real mock-server children, each on the port it picked.
#include "closedport.h"
#include "mockserverprocess.h"
#include "wavetestsupport.h"

#include "backends/notebook/notebookstore.h"
#include "backends/waves/waveexecution.h"
#include "backends/waves/wavepreflight.h"
#include "models/waves/exampleplans.h"
#include "models/waves/waveplanjson.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

using namespace lanebook;
using namespace lanebook::test;

namespace {

WavePlan planFrom(const nlohmann::json &json)
{
    const WavePlanParse parsed = wavePlanFromJson(json);
    if (!parsed.plan)
        qFatal("test plan refused: %s", qPrintable(parsed.errors.join(u'\n')));
    return *parsed.plan;
}

// A real socket listening on a loopback port that never answers HTTP: the port is taken.
class ListeningSocket
{
public:
    ListeningSocket()
    {
        m_fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof(address);
        if (::bind(m_fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) == 0 &&
            ::listen(m_fd, 4) == 0 &&
            ::getsockname(m_fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
            m_port = ntohs(address.sin_port);
    }
    ~ListeningSocket() { ::close(m_fd); }
    ListeningSocket(const ListeningSocket &) = delete;
    ListeningSocket &operator=(const ListeningSocket &) = delete;
    int port() const { return m_port; }

private:
    int m_fd = -1;
    int m_port = 0;
};

} // namespace

class TestWavePreflight : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_notebooks = 0;
    QString newNotebook()
    {
        return m_dir.filePath(QStringLiteral("wave-%1.lanebook").arg(++m_notebooks));
    }
    QString pidDirectory() const
    {
        return m_dir.filePath(QStringLiteral("servers-") +
                              QString::fromLatin1(QTest::currentTestFunction()));
    }
    // Runs the plan through executeWave; the refusal must come before the notebook exists.
    QStringList refusalsWithNothingWritten(const WavePlan &plan)
    {
        const QString notebook = newNotebook();
        WaveControl control;
        int stepsStarted = 0;
        WaveObserver observer;
        observer.stepStarted = [&](const WaveStep &) { ++stepsStarted; };
        const WaveOutcome outcome =
            executeWave(plan, notebook, control, observer, WaveOptions{pidDirectory()});
        if (outcome.status != WaveStatus::Failed || outcome.waveId != 0 || stepsStarted != 0 ||
            QFile::exists(notebook))
            return {QStringLiteral("NOT REFUSED BEFORE IT STARTED")};
        return outcome.errors;
    }

private Q_SLOTS:
    void missingProgramIsRefused();
    void nonExecutableProgramIsRefused();
    void occupiedPortIsRefused();
    void answeringBaseUrlIsRefused();
    void freePlanPassesPreflight();
    void examplePlanCanReachAVerdict();
    void exampleWaveRunsEndToEnd();
};

void TestWavePreflight::missingProgramIsRefused()
{
    nlohmann::json json = twoArmPlan(mockConfig("slow", 1.0), mockConfig("vllm-arm", 1.0));
    json["configs"][1]["argv"][0] = "lanebook-no-such-engine";
    const QStringList errors = refusalsWithNothingWritten(planFrom(json));
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.first(),
             QStringLiteral("arms[1] \"B\": configs[1].argv[0]: cannot find the program "
                            "lanebook-no-such-engine on the PATH; install it, or give its full "
                            "path in argv[0]"));
}

void TestWavePreflight::nonExecutableProgramIsRefused()
{
    const QString script = m_dir.filePath(QStringLiteral("not-executable.sh"));
    QFile file(script);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("#!/bin/sh\nexit 0\n");
    file.close();
    QVERIFY(file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner));
    nlohmann::json json = twoArmPlan(mockConfig("slow", 1.0), mockConfig("fast", 1.0));
    json["configs"][0]["argv"][0] = script.toStdString();
    const QStringList errors = refusalsWithNothingWritten(planFrom(json));
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().startsWith(QStringLiteral("arms[0] \"A\": configs[0].argv[0]: the "
                                                      "program ") +
                                       script + QStringLiteral(" is not an executable file")),
             qPrintable(errors.first()));
}

void TestWavePreflight::occupiedPortIsRefused()
{
    const ListeningSocket holder;
    QVERIFY(holder.port() > 0);
    const nlohmann::json json =
        twoArmPlan(mockConfig("slow", 1.0), mockConfigOnPort("fast", holder.port(), 1.0));
    const QStringList errors = refusalsWithNothingWritten(planFrom(json));
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.first(), QStringLiteral("arms[1] \"B\": configs[1].base_url: port %1 on "
                                            "127.0.0.1 is already in use, so the server could "
                                            "not listen there; stop what holds it, or give the "
                                            "arm another port")
                                 .arg(holder.port()));
}

void TestWavePreflight::answeringBaseUrlIsRefused()
{
    // Another server already answers where arm A's would: its numbers would be measured.
    MockServerProcess other;
    QVERIFY2(other.start(), qPrintable(other.errorString()));
    const int port = other.baseUrl().port();
    const nlohmann::json json =
        twoArmPlan(mockConfigOnPort("slow", port, 1.0), mockConfig("fast", 1.0));
    const QStringList errors = refusalsWithNothingWritten(planFrom(json));
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().startsWith(
                 QStringLiteral("arms[0] \"A\": configs[0].base_url: http://127.0.0.1:%1 already "
                                "answers (HTTP/1.1 200")
                     .arg(port)),
             qPrintable(errors.first()));
    QVERIFY2(errors.first().contains(QStringLiteral("another server would be measured")),
             qPrintable(errors.first()));
}

void TestWavePreflight::freePlanPassesPreflight()
{
    // A port where nothing listens (held, so that nothing can start to), and a server that
    // picks its port: nothing stands in either's way.
    const ClosedPort nobody;
    QVERIFY(nobody.port() > 0);
    nlohmann::json json =
        twoArmPlan(mockConfigOnPort("slow", nobody.port(), 1.0), mockConfig("fast", 1.0));
    QCOMPARE(preflightWavePlan(planFrom(json)), QStringList());
    // Arms on another machine are that machine's business.
    json["configs"][1]["argv"][0] = "lanebook-no-such-engine";
    json["configs"][1]["ssh_host"] = "gpu-box";
    QCOMPARE(preflightWavePlan(planFrom(json)), QStringList());
}

void TestWavePreflight::examplePlanCanReachAVerdict()
{
    const WavePlan example = mockExampleWavePlan(QStringLiteral(LANEBOOK_MOCK_SERVER_PATH));
    QCOMPARE(validateWavePlan(example), QStringList());
    QCOMPARE(example.repeats, 6); // the exact 95 % interval's minimum at the planner's defaults
    QCOMPARE(wavePlanWarnings(example), QStringList());
    WavePlan threeRepeats = example;
    threeRepeats.repeats = 3;
    QCOMPARE(wavePlanWarnings(threeRepeats).size(), 1);
    QVERIFY2(wavePlanWarnings(threeRepeats)
                 .first()
                 .startsWith(QStringLiteral("repeats: 3 pairs cannot reach a verdict")),
             qPrintable(wavePlanWarnings(threeRepeats).first()));
    // A plan file without "repeats" gets the same default.
    nlohmann::json json = wavePlanToJson(example);
    json.erase("repeats");
    QCOMPARE(planFrom(json).repeats, 6);
}

void TestWavePreflight::exampleWaveRunsEndToEnd()
{
    // Each arm's server picks its port (base port 0).
    const WavePlan plan = mockExampleWavePlan(QStringLiteral(LANEBOOK_MOCK_SERVER_PATH), 0);
    const QString notebook = newNotebook();
    WaveControl control;
    QStringList notes;
    WaveObserver observer;
    observer.noted = [&](const QString &message) { notes << message; };
    const WaveOutcome outcome =
        executeWave(plan, notebook, control, observer, WaveOptions{pidDirectory()});
    QVERIFY2(outcome.status == WaveStatus::Finished, qPrintable(outcome.errors.join(u'\n')));
    NotebookStore store;
    QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
    QStringList failures;
    for (const WaveStepFailure &failure : store.waves().stepFailures(outcome.waveId))
        failures << failure.reason;
    QVERIFY2(outcome.count(WaveStepOutcome::Recorded) == 12, qPrintable(failures.join(u'\n')));
    QVERIFY(notes.filter(QStringLiteral("cannot reach a verdict")).isEmpty());

    const std::vector<WaveRunPlacement> placements = store.waves().placements(outcome.waveId);
    QCOMPARE(placements.size(), size_t(12));
    std::set<int> ports; // where the runs were measured: the ports the servers picked
    QStringList args{QStringLiteral("--notebook"), notebook, QStringLiteral("--json"),
                     QStringLiteral("compare"), QStringLiteral("--control")};
    for (const WaveRunPlacement &p : placements) {
        if (p.role == ArmRole::Control)
            args << QString::number(p.runId);
    }
    args << QStringLiteral("--candidate");
    for (const WaveRunPlacement &p : placements) {
        if (p.role == ArmRole::Candidate)
            args << QString::number(p.runId);
        const auto run = store.runs().run(p.runId);
        QVERIFY(run);
        QCOMPARE(run->lane, QStringLiteral("demo-mock"));
    }
    for (const WaveRunPlacement &p : placements) {
        const auto run = store.runs().run(p.runId);
        QVERIFY(run && measuredPort(run->config) > 0);
        ports.insert(measuredPort(run->config));
    }
    const CliResult compared = runCli(args);
    QVERIFY2(compared.exitCode == 0, QByteArray(compared.err + compared.out).constData());
    const nlohmann::json report = nlohmann::json::parse(compared.out.toStdString());
    QCOMPARE(report.value("n_pairs", 0), 6);
    QCOMPARE(report.value("paired", false), true);
    QCOMPARE(report.value("verdict", std::string()), std::string("faster"));
    // The newcomer's first comparison passes the gates a wave is built for: repeats in
    // separate processes, interleaved, and only the declared variable changed.
    for (const nlohmann::json &gate : report.at("gates")) {
        const std::string id = gate.value("gate", std::string());
        if (id == "interleaving" || id == "one_variable")
            QVERIFY2(gate.value("outcome", std::string()) == "pass", gate.dump().c_str());
    }
    for (const int port : ports) // every server was stopped
        QVERIFY2(!somethingListensOn(port), qPrintable(QString::number(port)));
}

QTEST_GUILESS_MAIN(TestWavePreflight)
#include "tst_wavepreflight.moc"
