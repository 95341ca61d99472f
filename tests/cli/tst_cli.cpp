// lanebook-cli end to end: the real executable on a real notebook file.
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

CliResult runCli(const QStringList &arguments, const QStringList &environment = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &entry : environment)
        env.insert(entry.section(QLatin1Char('='), 0, 0), entry.section(QLatin1Char('='), 1));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(LANEBOOK_CLI_PATH), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

QString data(const char *relative)
{
    return lanebook::test::dataPath(QString::fromLatin1(relative));
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// A whole PNG file: one grey pixel.
constexpr char kOnePixelPngHex[] =
    "89504e470d0a1a0a0000000d49484452000000010000000108000000003a7e9b55"
    "0000000a49444154789c636000000002000148afa4710000000049454e44ae426082";

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString notebook() const { return m_dir.filePath(QStringLiteral("cli.lanebook")); }

private Q_SLOTS:
    void importRunsShowRoundTrip()
    {
        const CliResult imported = runCli(
            {QStringLiteral("--notebook"), notebook(), QStringLiteral("import"), data("vllm-bench"),
             data("sglang"), data("llama-bench/llama-bench_b5163_readme.json")});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        // One line per file and a total line.
        QCOMPARE(imported.out.count("\nok ") + (imported.out.startsWith("ok ") ? 1 : 0), 5);

        const CliResult runs = runCli({QStringLiteral("--notebook"), notebook(),
                                       QStringLiteral("runs"), QStringLiteral("--json")});
        QCOMPARE(runs.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument list = QJsonDocument::fromJson(runs.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QVERIFY(list.isArray());
        const QJsonArray array = list.array();
        QVERIFY(array.size() >= 2 + 2 + 2);
        QStringList formats;
        for (const QJsonValue &value : array) {
            const QJsonObject run = value.toObject();
            for (const char *key : {"id", "label", "format", "model", "status", "started_at",
                                    "config", "workload", "metrics", "source"})
                QVERIFY2(run.contains(QLatin1String(key)), key);
            QVERIFY(run.value(QStringLiteral("metrics")).isObject());
            QVERIFY(run.value(QStringLiteral("source"))
                        .toObject()
                        .value(QStringLiteral("sha256"))
                        .toString()
                        .size() == 64);
            formats << run.value(QStringLiteral("format")).toString();
        }
        QVERIFY(formats.contains(QStringLiteral("vllm-bench")));
        QVERIFY(formats.contains(QStringLiteral("sglang-bench")));
        QVERIFY(formats.contains(QStringLiteral("llama-bench")));

        // SGLang's request_rate Infinity comes out as the string "inf", never a bogus number.
        bool sawInfinity = false;
        for (const QJsonValue &value : array) {
            const QJsonObject metrics =
                value.toObject().value(QStringLiteral("metrics")).toObject();
            if (metrics.value(QStringLiteral("request_rate_per_s")).toString() ==
                QLatin1String("inf"))
                sawInfinity = true;
        }
        QVERIFY(sawInfinity);

        const QJsonObject first = array.first().toObject();
        const QString id = QString::number(first.value(QStringLiteral("id")).toInteger());
        const CliResult shown = runCli({QStringLiteral("--notebook"), notebook(),
                                        QStringLiteral("--json"), QStringLiteral("show"), id});
        QCOMPARE(shown.exitCode, 0);
        const QJsonObject one = QJsonDocument::fromJson(shown.out).object();
        QCOMPARE(one.value(QStringLiteral("label")), first.value(QStringLiteral("label")));
        QCOMPARE(one.value(QStringLiteral("metrics")), first.value(QStringLiteral("metrics")));

        // By label too, and in text form.
        const CliResult byLabel =
            runCli({QStringLiteral("--notebook"), notebook(), QStringLiteral("show"),
                    first.value(QStringLiteral("label")).toString()});
        QCOMPARE(byLabel.exitCode, 0);
        QVERIFY(byLabel.out.contains(first.value(QStringLiteral("label")).toString().toUtf8()));
    }

    void reimportAddsNothing()
    {
        const QStringList args{QStringLiteral("--notebook"), notebook(), QStringLiteral("--json"),
                               QStringLiteral("import"), data("sglang")};
        runCli(args);
        const CliResult again = runCli(args);
        QCOMPARE(again.exitCode, 0);
        const QJsonArray files = QJsonDocument::fromJson(again.out).array();
        QCOMPARE(files.size(), 2);
        for (const QJsonValue &file : files) {
            QCOMPARE(file.toObject().value(QStringLiteral("runs_added")).toInt(), 0);
            QVERIFY(file.toObject().value(QStringLiteral("runs_already_present")).toInt() > 0);
        }
    }

    void badFilesFailWithTheirNamesAndTheRestLands()
    {
        QTemporaryDir dir;
        const QString notebookPath = dir.filePath(QStringLiteral("bad.lanebook"));
        const QString empty = dir.filePath(QStringLiteral("empty.json"));
        const QString truncated = dir.filePath(QStringLiteral("truncated.json"));
        QFile(empty).open(QIODevice::WriteOnly);
        QFile source(
            data("vllm-bench/openai-chat-infqps-concurrency4-Qwen3-8B-20261103-141522.json"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QFile cut(truncated);
        QVERIFY(cut.open(QIODevice::WriteOnly));
        cut.write(source.readAll().left(700));
        cut.close();

        const CliResult result =
            runCli({QStringLiteral("--notebook"), notebookPath, QStringLiteral("import"), empty,
                    truncated, data("lm-eval/arc_challenge-v2.0-res_legacy.json")});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(empty.toUtf8()), result.err.constData());
        QVERIFY(result.err.contains(truncated.toUtf8()));
        QVERIFY(result.err.contains("empty"));
        const CliResult runs = runCli({QStringLiteral("--notebook"), notebookPath,
                                       QStringLiteral("--json"), QStringLiteral("runs")});
        const QJsonArray array = QJsonDocument::fromJson(runs.out).array();
        QCOMPARE(array.size(), 1); // the good file landed, the bad ones left nothing
        QCOMPARE(array.first().toObject().value(QStringLiteral("format")).toString(),
                 QStringLiteral("lm-eval"));
    }

    // A folder holds more than results. Its README (this one names what llama-perplexity
    // prints, so that importer claims it and fails on it) and a picture are passed over, not
    // failures; named on their own, they still fail.
    void folderImportSkipsWhatIsPlainlyNotAResult()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("results"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile::copy(
            data("vllm-bench/openai-chat-infqps-concurrency4-Qwen3-8B-20261103-141522.json"),
            folder + QStringLiteral("/qwen3-c4.json")));
        const QString readme = folder + QStringLiteral("/README.md");
        QVERIFY(writeFile(readme, "# Quantisation sweep\n\nThe `llama-perplexity --hellaswag` "
                                  "logs print hellaswag_score lines as they go; the numbers "
                                  "are in the notebook.\n"));
        const QString chart = folder + QStringLiteral("/chart.png");
        QVERIFY(writeFile(chart, QByteArray::fromHex(kOnePixelPngHex)));
        const QString notebookPath = dir.filePath(QStringLiteral("folder.lanebook"));

        const CliResult json = runCli({QStringLiteral("--notebook"), notebookPath,
                                       QStringLiteral("--json"), QStringLiteral("import"), folder});
        QVERIFY2(json.exitCode == 0, json.err.constData());
        int imported = 0;
        int skipped = 0;
        int failed = 0;
        for (const QJsonValue &value : QJsonDocument::fromJson(json.out).array()) {
            const QJsonObject file = value.toObject();
            if (!file.value(QStringLiteral("ok")).toBool())
                ++failed;
            else if (file.value(QStringLiteral("skipped")).toBool())
                ++skipped;
            else if (file.value(QStringLiteral("runs_added")).toInt() > 0)
                ++imported;
        }
        QCOMPARE(imported, 1);
        QCOMPARE(skipped, 2);
        QCOMPARE(failed, 0);

        const CliResult text =
            runCli({QStringLiteral("--notebook"), notebookPath, QStringLiteral("import"), folder});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(!text.err.contains("FAILED"), text.err.constData());
        QVERIFY2(text.out.contains(", 2 skipped\n"), text.out.constData());
        for (const char *name : {"README.md", "chart.png"}) {
            const QByteArray line = "skipped " + QFile::encodeName(folder) + '/' + name;
            QVERIFY2(text.out.contains(line), text.out.constData());
        }

        for (const QString &named : {readme, chart}) {
            const CliResult alone = runCli(
                {QStringLiteral("--notebook"), notebookPath, QStringLiteral("import"), named});
            QCOMPARE(alone.exitCode, 1);
            QVERIFY2(alone.err.contains(named.toUtf8()), alone.err.constData());
        }
    }

    void usageErrorsExitTwo()
    {
        QCOMPARE(runCli({}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("frobnicate")}).exitCode, 2);
        QCOMPARE(
            runCli({QStringLiteral("--notebook"), notebook(), QStringLiteral("import")}).exitCode,
            2);
        QCOMPARE(
            runCli({QStringLiteral("--notebook"), notebook(), QStringLiteral("show")}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("--notebook")}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("--help")}).exitCode, 0);
    }

    void unknownRunAndMissingNotebookFail()
    {
        const CliResult missing =
            runCli({QStringLiteral("--notebook"), m_dir.filePath(QStringLiteral("nope.lanebook")),
                    QStringLiteral("runs")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("nope.lanebook"));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("nope.lanebook"))));
        const CliResult unknown = runCli({QStringLiteral("--notebook"), notebook(),
                                          QStringLiteral("show"), QStringLiteral("no-such-label")});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY(unknown.err.contains("no-such-label"));
    }

    void environmentVariableNamesTheDefaultNotebook()
    {
        const QString path = m_dir.filePath(QStringLiteral("env.lanebook"));
        const CliResult imported = runCli({QStringLiteral("import"), data("sglang")},
                                          {QStringLiteral("LANEBOOK_NOTEBOOK=") + path});
        QCOMPARE(imported.exitCode, 0);
        QVERIFY(QFile::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
