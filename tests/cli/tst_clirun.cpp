// lanebook-cli run: any experiment becomes runs. Real shell scripts written into a temporary
// folder run through the real executable into a real notebook file: a sweep CSV and a
// llama-bench result become runs linked to the experiment's own run, which records argv,
// git revision, environment (secrets redacted, in argv too), exit code, output tails, wall
// time and the process tree's peak memory; a failing script is still recorded.
#include "backends/notebook/notebookstore.h"
#include "testutils.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct CliResult
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

CliResult runCli(const QString &workingDirectory, const QStringList &arguments,
                 const QStringList &environment = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &entry : environment)
        env.insert(entry.section(u'=', 0, 0), entry.section(u'=', 1));
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(workingDirectory);
    process.start(QStringLiteral(LANEBOOK_CLI_PATH), arguments);
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            process.readAllStandardOutput(), process.readAllStandardError()};
}

void writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    QVERIFY2(file.open(QIODevice::WriteOnly), qPrintable(path));
    file.write(content);
    file.close();
    QVERIFY(file.setPermissions(file.permissions() | QFileDevice::ExeOwner));
}

bool git(const QString &directory, const QStringList &arguments)
{
    QProcess process;
    process.setWorkingDirectory(directory);
    process.start(QStringLiteral("git"),
                  QStringList{QStringLiteral("-c"), QStringLiteral("user.name=Lanebook Test"),
                              QStringLiteral("-c"), QStringLiteral("user.email=test@example.org")} +
                      arguments);
    return process.waitForFinished(30000) && process.exitCode() == 0;
}

QJsonObject showRun(const QString &directory, const QString &notebook, qint64 id)
{
    const CliResult shown =
        runCli(directory, {QStringLiteral("--notebook"), notebook, QStringLiteral("--json"),
                           QStringLiteral("show"), QString::number(id)});
    if (shown.exitCode != 0)
        qWarning("show %lld: %s", id, shown.err.constData());
    return QJsonDocument::fromJson(shown.out).object();
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A BitForge-style sweep: one row per bit width; a known-format result copied in; a log that
// is no result; 64 MiB touched by a grandchild (dd's buffer), so the tree's peak is not the
// shell's own few megabytes; the secret it was given echoed to stderr.
const char kSweepScript[] = R"(#!/bin/sh
set -e
echo "sweeping bits 2,3,4 with args: $*"
dd if=/dev/zero of=/dev/null bs=64M count=1 2>/dev/null
cat > sweep.csv <<EOF
bits,model,perplexity,tok_s,ttft_ms,peak_vram_gb
2,qwen-7b,12.9,141.5,38.0,3.1
3,qwen-7b,7.4,128.2,40.5,3.9
4,qwen-7b,6.9,117.0,41.2,4.7
EOF
cp "$LLAMA_BENCH_FIXTURE" llama-bench.json
echo "progress log" > sweep.log
echo "token in use: $HF_TOKEN" >&2
)";

} // namespace

class TestCliRun : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString notebook() const { return m_dir.filePath(QStringLiteral("experiments.lanebook")); }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void sweepAndKnownFileBecomeLinkedRuns()
    {
        // The experiment's folder is a git repository with a committed script and a change.
        const QString work = m_dir.filePath(QStringLiteral("bitforge"));
        QVERIFY(QDir().mkpath(work));
        writeFile(work + QStringLiteral("/sweep.sh"), kSweepScript);
        writeFile(work + QStringLiteral("/README"), "v1\n");
        QVERIFY(git(work, {QStringLiteral("init"), QStringLiteral("-q")}));
        QVERIFY(git(work,
                    {QStringLiteral("add"), QStringLiteral("sweep.sh"), QStringLiteral("README")}));
        QVERIFY(git(work, {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"),
                           QStringLiteral("sweep")}));
        writeFile(work + QStringLiteral("/README"), "v2\n"); // uncommitted: dirty

        const QString argvSecret = QStringLiteral("sk-test4f8a1b2c3d4e5f60718293a4b5c6d7e8");
        const QString envSecret = QStringLiteral("hf_testAbCdEfGhIjKlMnOpQrStUvWxYz012345");
        const CliResult ran = runCli(work,
                                     {QStringLiteral("--notebook"),
                                      notebook(),
                                      QStringLiteral("--json"),
                                      QStringLiteral("run"),
                                      QStringLiteral("--label"),
                                      QStringLiteral("bitforge"),
                                      QStringLiteral("--lane"),
                                      QStringLiteral("qwen-quant"),
                                      QStringLiteral("--metric"),
                                      QStringLiteral("perplexity"),
                                      QStringLiteral("--metric"),
                                      QStringLiteral("gen_tok_per_s=tok_s"),
                                      QStringLiteral("--metric=mean_ttft_ms=ttft_ms"),
                                      QStringLiteral("--metric"),
                                      QStringLiteral("peak_vram_gb"),
                                      QStringLiteral("--"),
                                      QStringLiteral("sh"),
                                      QStringLiteral("sweep.sh"),
                                      QStringLiteral("--api-key"),
                                      argvSecret,
                                      QStringLiteral("--json")},
                                     {QStringLiteral("HF_TOKEN=") + envSecret,
                                      QStringLiteral("LANEBOOK_TEST_MARKER=visible"),
                                      QStringLiteral("LLAMA_BENCH_FIXTURE=") +
                                          lanebook::test::dataPath(QStringLiteral(
                                              "llama-bench/llama-bench_b5163_readme.json"))});
        QVERIFY2(ran.exitCode == 0, ran.err.constData());
        // Under --json the script's stdout goes to stderr; its own --json reached it untouched.
        QVERIFY2(ran.err.contains("with args: --api-key"), ran.err.constData());
        QVERIFY(ran.err.contains("--json"));

        const QJsonObject summary = QJsonDocument::fromJson(ran.out).object();
        const QJsonObject experiment = summary[QStringLiteral("run")].toObject();
        const qint64 experimentId = experiment[QStringLiteral("id")].toInteger();
        QVERIFY(experimentId > 0);
        QCOMPARE(experiment[QStringLiteral("label")].toString(), QStringLiteral("bitforge"));
        QCOMPARE(experiment[QStringLiteral("status")].toString(), QStringLiteral("unjudged"));

        // The experiment's run as stored.
        const QJsonObject stored = showRun(work, notebook(), experimentId);
        const QJsonObject config = stored[QStringLiteral("config")].toObject();
        const QJsonArray argv = config[QStringLiteral("argv")].toArray();
        QCOMPARE(argv.size(), 5);
        QCOMPARE(argv.at(0).toString(), QStringLiteral("sh"));
        QCOMPARE(argv.at(2).toString(), QStringLiteral("--api-key"));
        QVERIFY2(!argv.at(3).toString().contains(QLatin1String("sk-test")),
                 qPrintable(argv.at(3).toString()));
        QCOMPARE(argv.at(4).toString(), QStringLiteral("--json"));
        QCOMPARE(QDir(config[QStringLiteral("working_directory")].toString()).canonicalPath(),
                 QDir(work).canonicalPath());
        const QJsonObject gitState = config[QStringLiteral("git")].toObject();
        QCOMPARE(gitState[QStringLiteral("revision")].toString().size(), 40);
        QCOMPARE(gitState[QStringLiteral("dirty")].toBool(), true);
        QCOMPARE(gitState[QStringLiteral("changed_files")].toInt(), 1);

        const QJsonObject extra =
            stored[QStringLiteral("extra")].toObject()[QStringLiteral("experiment")].toObject();
        QCOMPARE(extra[QStringLiteral("exit_code")].toInt(), 0);
        const QString stdoutTail = extra[QStringLiteral("stdout_tail")].toString();
        const QString stderrTail = extra[QStringLiteral("stderr_tail")].toString();
        QVERIFY2(stdoutTail.startsWith(QLatin1String("sweeping bits 2,3,4")),
                 qPrintable(stdoutTail));
        QVERIFY2(stderrTail.startsWith(QLatin1String("token in use: ")), qPrintable(stderrTail));
        QVERIFY2(!stderrTail.contains(envSecret), qPrintable(stderrTail));
        QVERIFY2(!stdoutTail.contains(argvSecret), qPrintable(stdoutTail));
        const QJsonArray environment = extra[QStringLiteral("environment")].toArray();
        bool sawMarker = false;
        bool sawToken = false;
        for (const QJsonValue &entry : environment) {
            const QString text = entry.toString();
            sawMarker = sawMarker || text == QLatin1String("LANEBOOK_TEST_MARKER=visible");
            if (text.startsWith(QLatin1String("HF_TOKEN="))) {
                sawToken = true;
                QVERIFY2(!text.contains(envSecret), qPrintable(text));
            }
        }
        QVERIFY(sawMarker);
        QVERIFY(sawToken);
        // Wall time and the tree's peak memory: dd's 64 MiB buffer, in a grandchild.
        const QJsonObject metrics = stored[QStringLiteral("metrics")].toObject();
        QVERIFY(metrics[QStringLiteral("duration_s")].toDouble() > 0.0);
        QVERIFY2(metrics[QStringLiteral("peak_rss_bytes")].toDouble() >= 60.0 * 1024 * 1024,
                 qPrintable(QString::number(metrics[QStringLiteral("peak_rss_bytes")].toDouble())));
        QVERIFY(
            extra[QStringLiteral("peak_rss_method")].toString().contains(QLatin1String("wait4")));
        // It lists what it wrote: two results and a log that is none.
        QCOMPARE(extra[QStringLiteral("result_files")].toArray().size(), 3);

        // The sweep: one run per row, bits in the config, the metrics mapped.
        QMap<QString, QJsonObject> files;
        for (const QJsonValue &file : summary[QStringLiteral("result_files")].toArray())
            files.insert(QFileInfo(file[QStringLiteral("path")].toString()).fileName(),
                         file.toObject());
        QCOMPARE(files.size(), 3);
        QCOMPARE(files[QStringLiteral("sweep.csv")][QStringLiteral("kind")].toString(),
                 QStringLiteral("metric-table"));
        QCOMPARE(files[QStringLiteral("llama-bench.json")][QStringLiteral("format")].toString(),
                 QStringLiteral("llama-bench"));
        QCOMPARE(files[QStringLiteral("sweep.log")][QStringLiteral("kind")].toString(),
                 QStringLiteral("not-a-result"));
        const QJsonArray sweepIds =
            files[QStringLiteral("sweep.csv")][QStringLiteral("run_ids")].toArray();
        QCOMPARE(sweepIds.size(), 3);
        QMap<int, QJsonObject> byBits;
        for (const QJsonValue &id : sweepIds) {
            const QJsonObject run = showRun(work, notebook(), id.toInteger());
            byBits.insert(run[QStringLiteral("config")][QStringLiteral("bits")].toInt(), run);
        }
        QCOMPARE(byBits.keys(), (QList<int>{2, 3, 4}));
        const QJsonObject twoBit = byBits[2];
        QCOMPARE(twoBit[QStringLiteral("label")].toString(), QStringLiteral("bitforge bits=2"));
        QCOMPARE(twoBit[QStringLiteral("model")].toString(), QStringLiteral("qwen-7b"));
        QCOMPARE(twoBit[QStringLiteral("lane")].toString(), QStringLiteral("qwen-quant"));
        const QJsonObject twoBitMetrics = twoBit[QStringLiteral("metrics")].toObject();
        QCOMPARE(twoBitMetrics[QStringLiteral("perplexity")].toDouble(), 12.9);
        QCOMPARE(twoBitMetrics[QStringLiteral("gen_tok_per_s")].toDouble(), 141.5);
        QCOMPARE(twoBitMetrics[QStringLiteral("mean_ttft_ms")].toDouble(), 38.0);
        QCOMPARE(twoBitMetrics[QStringLiteral("peak_vram_gb")].toDouble(), 3.1);
        QVERIFY(!twoBit[QStringLiteral("config")].toObject().contains(QStringLiteral("tok_s")));
        QCOMPARE(twoBit[QStringLiteral("extra")][QStringLiteral("experiment_run_id")].toInteger(),
                 experimentId);
        QCOMPARE(byBits[4][QStringLiteral("metrics")][QStringLiteral("perplexity")].toDouble(),
                 6.9);

        // The known-format file: llama-bench's two tests, linked the same way.
        const QJsonArray benchIds =
            files[QStringLiteral("llama-bench.json")][QStringLiteral("run_ids")].toArray();
        QCOMPARE(benchIds.size(), 2);
        const QJsonObject bench = showRun(work, notebook(), benchIds.at(0).toInteger());
        QCOMPARE(bench[QStringLiteral("format")].toString(), QStringLiteral("llama-bench"));
        QCOMPARE(bench[QStringLiteral("extra")][QStringLiteral("experiment_run_id")].toInteger(),
                 experimentId);

        // Neither secret reached the notebook file or its write-ahead log.
        const QByteArray bytes =
            fileBytes(notebook()) + fileBytes(notebook() + QStringLiteral("-wal"));
        QVERIFY(!bytes.isEmpty());
        QVERIFY(!bytes.contains(argvSecret.toUtf8()));
        QVERIFY(!bytes.contains(envSecret.toUtf8()));
    }

    void aFailingScriptIsRecordedAsFailed()
    {
        const QString work = m_dir.filePath(QStringLiteral("failing"));
        QVERIFY(QDir().mkpath(work));
        writeFile(work + QStringLiteral("/fail.sh"),
                  "#!/bin/sh\necho 'loading model'\necho 'step 1 of 2'\n"
                  "echo 'RuntimeError: CUDA out of memory' >&2\nexit 3\n");
        const CliResult ran =
            runCli(work, {QStringLiteral("--notebook"), notebook(), QStringLiteral("run"),
                          QStringLiteral("--"), QStringLiteral("./fail.sh")});
        QCOMPARE(ran.exitCode, 1);
        // The script's output passed through as it ran.
        QVERIFY2(ran.out.contains("loading model"), ran.out.constData());
        QVERIFY2(ran.err.contains("CUDA out of memory"), ran.err.constData());
        QVERIFY2(ran.err.contains("exited with code 3"), ran.err.constData());
        QVERIFY2(ran.err.contains("wrote no file in"), ran.err.constData());

        const CliResult listed = runCli(
            work, {QStringLiteral("--notebook"), notebook(), QStringLiteral("--json"),
                   QStringLiteral("runs"), QStringLiteral("--filter"), QStringLiteral("fail.sh")});
        const QJsonArray runs = QJsonDocument::fromJson(listed.out).array();
        QCOMPARE(runs.size(), 1);
        const QJsonObject run =
            showRun(work, notebook(), runs.at(0)[QStringLiteral("id")].toInteger());
        QCOMPARE(run[QStringLiteral("label")].toString(), QStringLiteral("fail.sh"));
        QCOMPARE(run[QStringLiteral("status")].toString(), QStringLiteral("failed"));
        QVERIFY(run[QStringLiteral("status_reason")].toString().contains(QLatin1String("code 3")));
        const QJsonObject extra =
            run[QStringLiteral("extra")][QStringLiteral("experiment")].toObject();
        QCOMPARE(extra[QStringLiteral("exit_code")].toInt(), 3);
        QCOMPARE(extra[QStringLiteral("stdout_tail")].toString(),
                 QStringLiteral("loading model\nstep 1 of 2"));
        QCOMPARE(extra[QStringLiteral("stderr_tail")].toString(),
                 QStringLiteral("RuntimeError: CUDA out of memory"));
        // Outside a repository: the revision is unknown, and why; not an error.
        const QJsonObject gitState =
            run[QStringLiteral("config")][QStringLiteral("git")].toObject();
        QCOMPARE(gitState[QStringLiteral("revision")].toString(), QStringLiteral("unknown"));
        QVERIFY(!gitState[QStringLiteral("why")].toString().isEmpty());
    }

    void telemetryIsRecordedWhileItRuns()
    {
        const QString work = m_dir.filePath(QStringLiteral("telemetry"));
        QVERIFY(QDir().mkpath(work));
        const QString book = m_dir.filePath(QStringLiteral("telemetry.lanebook"));
        const CliResult ran =
            runCli(work, {QStringLiteral("--notebook"), book, QStringLiteral("--json"),
                          QStringLiteral("run"), QStringLiteral("--telemetry"),
                          QStringLiteral("fake"), QStringLiteral("--gpus"), QStringLiteral("1"),
                          QStringLiteral("--"), QStringLiteral("sleep"), QStringLiteral("1.5")});
        QVERIFY2(ran.exitCode == 0, ran.err.constData());
        const QJsonObject run =
            QJsonDocument::fromJson(ran.out).object()[QStringLiteral("run")].toObject();
        const QJsonObject metrics = run[QStringLiteral("metrics")].toObject();
        for (const char *metric : {"gpu_util_pct_mean", "power_w_mean", "sm_clock_mhz_min",
                                   "temperature_c_max", "duration_s", "peak_rss_bytes"})
            QVERIFY2(metrics.contains(QString::fromLatin1(metric)), metric);
        // The trace itself, of GPU 1 only, under the experiment's run.
        lanebook::NotebookStore store;
        QVERIFY(store.open(book, lanebook::NotebookStore::Access::ReadOnly));
        const lanebook::RunTelemetry trace =
            store.telemetry().ofRun(run[QStringLiteral("id")].toInteger()).valueOr({});
        QCOMPARE(trace.gpus.size(), size_t(1));
        QVERIFY(!trace.samples.empty());
    }

    void badInputIsNamed_data()
    {
        QTest::addColumn<QByteArray>("script");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QStringList>("said");
        const QStringList mapPpl{QStringLiteral("--metric"), QStringLiteral("perplexity=ppl")};
        QTest::newRow("unknown column")
            << QByteArray("#!/bin/sh\nprintf 'bits,perplexity\\n2,12.9\\n' > t.csv\n") << mapPpl
            << 1
            << QStringList{QStringLiteral("t.csv: line 1: no column \"ppl\" for --metric "
                                          "perplexity=ppl; the columns are: bits, perplexity")};
        QTest::newRow("empty csv") << QByteArray("#!/bin/sh\n: > t.csv\n") << mapPpl << 1
                                   << QStringList{QStringLiteral("t.csv: the file is empty")};
        QTest::newRow("header only")
            << QByteArray("#!/bin/sh\necho 'bits,ppl' > t.csv\n") << mapPpl << 1
            << QStringList{QStringLiteral("t.csv: line 1: a header with no rows after it")};
        QTest::newRow("not a number")
            << QByteArray("#!/bin/sh\nprintf 'bits,ppl\\n2,12.9\\n3,oops\\n' > t.csv\n") << mapPpl
            << 1
            << QStringList{
                   QStringLiteral("t.csv: line 3, column \"ppl\": \"oops\" is not a number")};
        QTest::newRow("jsonl key missing")
            << QByteArray("#!/bin/sh\necho '{\"bits\": 2, \"perplexity\": 12.9}' > t.jsonl\n")
            << mapPpl << 1
            << QStringList{QStringLiteral("t.jsonl: no line has a key \"ppl\" for --metric "
                                          "perplexity=ppl; the keys are: bits, perplexity")};
        QTest::newRow("writes nothing, --metric given")
            << QByteArray("#!/bin/sh\necho hello\n") << mapPpl << 1
            << QStringList{QStringLiteral("--metric was given but the command wrote no file in")};
        QTest::newRow("writes nothing")
            << QByteArray("#!/bin/sh\necho hello\n") << QStringList() << 0
            << QStringList{QStringLiteral("records the command alone")};
        QTest::newRow("a table without --metric")
            << QByteArray("#!/bin/sh\necho 'a,b' > t.csv\necho '1,2' >> t.csv\n") << QStringList()
            << 0 << QStringList{QStringLiteral("is a result Lanebook reads")};
        QTest::newRow("bad metric name")
            << QByteArray("#!/bin/sh\n")
            << QStringList{QStringLiteral("--metric"), QStringLiteral("Tok/s=x")} << 2
            << QStringList{QStringLiteral("\"Tok/s\" is not a metric name")};
        QTest::newRow("no command")
            << QByteArray("#!/bin/sh\n")
            << QStringList{QStringLiteral("--label"), QStringLiteral("x")} << 2
            << QStringList{QStringLiteral("name the command to run after --")};
        QTest::newRow("program not found")
            << QByteArray("#!/bin/sh\n")
            << QStringList{QStringLiteral("--"), QStringLiteral("no-such-program-xyz")} << 1
            << QStringList{QStringLiteral("cannot find the program \"no-such-program-xyz\"")};
    }

    void badInputIsNamed()
    {
        QFETCH(QByteArray, script);
        QFETCH(QStringList, options);
        QFETCH(int, exitCode);
        QFETCH(QStringList, said);
        static int folder = 0;
        const QString work = m_dir.filePath(QStringLiteral("bad%1").arg(++folder));
        QVERIFY(QDir().mkpath(work));
        writeFile(work + QStringLiteral("/s.sh"), script);
        QStringList arguments{QStringLiteral("--notebook"),
                              m_dir.filePath(QStringLiteral("bad.lanebook")),
                              QStringLiteral("run")};
        arguments << options;
        if (!options.contains(QStringLiteral("--")) && !options.contains(QStringLiteral("--label")))
            arguments << QStringLiteral("--") << QStringLiteral("./s.sh");
        const CliResult ran = runCli(work, arguments);
        QVERIFY2(
            ran.exitCode == exitCode,
            qPrintable(QStringLiteral("exit %1\n").arg(ran.exitCode) + QString::fromUtf8(ran.err)));
        for (const QString &text : said)
            QVERIFY2(QString::fromUtf8(ran.err).contains(text), ran.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliRun)
#include "tst_clirun.moc"
