// A config that names a secret ({"secret": "hf"}) against real processes: the launched
// server's environment holds the value, while the notebook (its run config, its stored plan,
// its file and WAL) holds only the reference. A secret that resolves nowhere refuses the wave
// before a server starts or a wave is recorded, in the runner and in `lanebook-cli wave run`.
#include "wavetestsupport.h"

#include "backends/notebook/notebookstore.h"
#include "backends/waves/waveexecution.h"
#include "models/waves/waveplanjson.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

const QByteArray kSecretValue = "hf_wave_secret_value_93KqZ";

// One arm whose server is the mock server started through `sh`, which first writes its
// whole environment to `environmentFile`.
nlohmann::json secretPlan(const QString &environmentFile)
{
    nlohmann::json config = mockConfig("with-token", 1.0);
    nlohmann::json argv = {"/bin/sh", "-c", "env > \"$0\"; exec \"$@\"",
                           environmentFile.toStdString()};
    for (const auto &word : config["argv"])
        argv.push_back(word);
    config["argv"] = argv;
    config["env"] = {{"HF_TOKEN", {{"secret", "hf"}}}, {"MODE", "plain"}};
    return {
        {"name", "secret-wave"},
        {"configs", {config}},
        {"arms", {{{"name", "A"}, {"config", "with-token"}, {"role", "control"}, {"gpus", {0}}}}},
        {"workload",
         {{"concurrency", {1}}, {"context_tokens", {16}}, {"output_tokens", 4}, {"requests", 2}}},
        {"repeats", 1}};
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestWaveSecrets : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void init()
    {
        // No keychain here (no session bus): the environment variable is the only source.
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        qputenv("XDG_RUNTIME_DIR", m_dir.path().toLocal8Bit());
        qunsetenv("LANEBOOK_SECRET_HF");
    }

    void serverGetsTheValueNotebookKeepsTheReference()
    {
        qputenv("LANEBOOK_SECRET_HF", kSecretValue);
        const QString environmentFile = path(QStringLiteral("server-env.txt"));
        const WavePlanParse parsed = wavePlanFromJson(secretPlan(environmentFile));
        QVERIFY2(parsed.plan, qPrintable(parsed.errors.join(u'\n')));
        const QString notebook = path(QStringLiteral("secrets.lanebook"));
        WaveControl control;
        const WaveOutcome outcome = executeWave(*parsed.plan, notebook, control, {},
                                                WaveOptions{path(QStringLiteral("servers"))});
        qunsetenv("LANEBOOK_SECRET_HF");
        QVERIFY2(outcome.errors.isEmpty(), qPrintable(outcome.errors.join(u'\n')));
        QCOMPARE(outcome.status, WaveStatus::Finished);
        QCOMPARE(outcome.count(WaveStepOutcome::Recorded), 1);

        // The server saw the value under the name it reads, and not Lanebook's own variable.
        const QList<QByteArray> lines = fileBytes(environmentFile).split('\n');
        QVERIFY2(lines.contains("HF_TOKEN=" + kSecretValue), "HF_TOKEN missing from the server");
        QVERIFY(lines.contains("MODE=plain"));
        for (const QByteArray &line : lines)
            QVERIFY2(!line.startsWith("LANEBOOK_SECRET_"), line.constData());

        NotebookStore store;
        QVERIFY2(store.open(notebook, NotebookStore::Access::ReadOnly),
                 qPrintable(store.lastError()));
        const auto run = store.runs().run(outcome.steps.front().runId);
        QVERIFY(run);
        QVERIFY(run->config["env"]["HF_TOKEN"] == nlohmann::json({{"secret", "hf"}}));
        const auto wave = store.waves().wave(outcome.waveId);
        QVERIFY(wave);
        QVERIFY(wave->plan["configs"][0]["env"]["HF_TOKEN"] == nlohmann::json({{"secret", "hf"}}));
        store.close();

        // Nowhere in the notebook's bytes: the database and its write-ahead log.
        for (const QString &file : QStringList{notebook, notebook + QStringLiteral("-wal")})
            QVERIFY2(!fileBytes(file).contains(kSecretValue), qPrintable(file));
    }

    void unresolvedSecretRefusesTheWaveBeforeAnythingStarts()
    {
        const QString environmentFile = path(QStringLiteral("never-written.txt"));
        const WavePlanParse parsed = wavePlanFromJson(secretPlan(environmentFile));
        QVERIFY(parsed.plan);
        const QString notebook = path(QStringLiteral("refused.lanebook"));
        WaveControl control;
        const WaveOutcome outcome = executeWave(*parsed.plan, notebook, control, {},
                                                WaveOptions{path(QStringLiteral("servers"))});
        QCOMPARE(outcome.status, WaveStatus::Failed);
        QCOMPARE(outcome.waveId, qint64(0));
        QCOMPARE(outcome.errors.size(), 1);
        const QString &error = outcome.errors.first();
        QVERIFY2(error.startsWith(QStringLiteral("configs[0].env.HF_TOKEN: HF_TOKEN names the "
                                                 "secret \"hf\", which resolves nowhere")),
                 qPrintable(error));
        QVERIFY(error.contains(QStringLiteral("LANEBOOK_SECRET_HF")));
        QVERIFY(error.contains(QStringLiteral("lanebook-cli secret set hf")));
        QVERIFY(!QFile::exists(environmentFile)); // the server never started
        QVERIFY(!QFile::exists(notebook));        // nor was the wave recorded

        const QString planFile =
            writePlanFile(path(QStringLiteral("plan.json")), secretPlan(environmentFile));
        const CliResult cli = runCli({QStringLiteral("--notebook"), notebook,
                                      QStringLiteral("wave"), QStringLiteral("run"), planFile});
        QCOMPARE(cli.exitCode, 1);
        QVERIFY2(cli.err.contains("HF_TOKEN names the secret \"hf\", which resolves nowhere"),
                 cli.err.constData());
        QVERIFY(cli.err.contains("nothing was started"));
        QVERIFY(!QFile::exists(environmentFile));
    }
};

QTEST_GUILESS_MAIN(TestWaveSecrets)
#include "tst_wavesecrets.moc"
