// lanebook-cli bench end to end: the real executable against the real mock server, recorded
// in a real notebook file.
#include "mockserverprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
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
    env.remove(QStringLiteral("OPENAI_API_KEY"));
    for (const QString &entry : environment)
        env.insert(entry.section(QLatin1Char('='), 0, 0), entry.section(QLatin1Char('='), 1));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(LANEBOOK_CLI_PATH), arguments);
    if (!process.waitForFinished(120000))
        return {};
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

QJsonObject parseObject(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    return doc.object();
}

} // namespace

class TestCliBench : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString notebook() const { return m_dir.filePath(QStringLiteral("bench.lanebook")); }

private Q_SLOTS:
    void benchRecordsARunWithSamples()
    {
        lanebook::test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--ttft-ms"), QStringLiteral("5"),
                                            QStringLiteral("--itl-ms"), QStringLiteral("1")});
        const QString secret = QStringLiteral("sk-lanebook-test-secret-4711");
        const CliResult bench =
            runCli({QStringLiteral("--notebook"),      notebook(),
                    QStringLiteral("--json"),          QStringLiteral("bench"),
                    QStringLiteral("--url"),           server.baseUrlString(),
                    QStringLiteral("--model"),         QStringLiteral("mock-model"),
                    QStringLiteral("--endpoint"),      QStringLiteral("chat"),
                    QStringLiteral("--concurrency"),   QStringLiteral("4"),
                    QStringLiteral("--requests"),      QStringLiteral("20"),
                    QStringLiteral("--input-tokens"),  QStringLiteral("64"),
                    QStringLiteral("--output-tokens"), QStringLiteral("8"),
                    QStringLiteral("--warmup"),        QStringLiteral("2"),
                    QStringLiteral("--seed"),          QStringLiteral("3"),
                    QStringLiteral("--label"),         QStringLiteral("bench-e2e")},
                   {QStringLiteral("OPENAI_API_KEY=") + secret});
        QVERIFY2(bench.exitCode == 0, bench.err.constData());
        const QJsonObject run = parseObject(bench.out);
        QCOMPARE(run.value(QStringLiteral("label")).toString(), QStringLiteral("bench-e2e"));
        QCOMPARE(run.value(QStringLiteral("format")).toString(), QStringLiteral("lanebook"));
        QCOMPARE(run.value(QStringLiteral("model")).toString(), QStringLiteral("mock-model"));
        QVERIFY(run.value(QStringLiteral("id")).toInteger() > 0);
        QCOMPARE(run.value(QStringLiteral("request_samples")).toInt(), 20);
        const QJsonObject metrics = run.value(QStringLiteral("metrics")).toObject();
        QCOMPARE(metrics.value(QStringLiteral("completed")).toDouble(), 20.0);
        QCOMPARE(metrics.value(QStringLiteral("failed")).toDouble(), 0.0);
        QCOMPARE(metrics.value(QStringLiteral("input_tokens_mean")).toDouble(), 64.0);
        QCOMPARE(metrics.value(QStringLiteral("request_rate_per_s")).toString(),
                 QStringLiteral("inf"));
        for (const char *name :
             {"output_tok_per_s", "median_ttft_ms", "p99_itl_ms", "mean_tpot_ms", "median_e2el_ms"})
            QVERIFY2(metrics.value(QLatin1String(name)).toDouble() > 0.0, name);
        const QJsonObject workload = run.value(QStringLiteral("workload")).toObject();
        QCOMPARE(workload.value(QStringLiteral("concurrency")).toInt(), 4);
        QCOMPARE(workload.value(QStringLiteral("output_tokens")).toInt(), 8);
        QCOMPARE(run.value(QStringLiteral("config"))
                     .toObject()
                     .value(QStringLiteral("endpoint"))
                     .toString(),
                 QStringLiteral("chat"));

        // The notebook holds it, samples included, and `show --json` prints the same run.
        const CliResult show =
            runCli({QStringLiteral("--notebook"), notebook(), QStringLiteral("--json"),
                    QStringLiteral("show"), QStringLiteral("bench-e2e")});
        QVERIFY2(show.exitCode == 0, show.err.constData());
        const QJsonObject shown = parseObject(show.out);
        QCOMPARE(shown.value(QStringLiteral("request_samples")).toInt(), 20);
        QCOMPARE(shown.value(QStringLiteral("metrics"))
                     .toObject()
                     .value(QStringLiteral("completed"))
                     .toDouble(),
                 20.0);
        QCOMPARE(shown.value(QStringLiteral("id")), run.value(QStringLiteral("id")));

        // The API key was sent, never stored.
        QFile file(notebook());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(!file.readAll().contains(secret.toUtf8()));
        QFile wal(notebook() + QStringLiteral("-wal"));
        if (wal.open(QIODevice::ReadOnly))
            QVERIFY(!wal.readAll().contains(secret.toUtf8()));
    }

    void textOutput()
    {
        lanebook::test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {});
        const CliResult bench = runCli(
            {QStringLiteral("--notebook"), notebook(), QStringLiteral("bench"),
             QStringLiteral("--url"), server.baseUrlString() + QStringLiteral("/v1"),
             QStringLiteral("--model"), QStringLiteral("mock-model"),
             QStringLiteral("--concurrency"), QStringLiteral("2"), QStringLiteral("--requests"),
             QStringLiteral("4"), QStringLiteral("--input-tokens"), QStringLiteral("8"),
             QStringLiteral("--output-tokens"), QStringLiteral("4"),
             QStringLiteral("--request-rate"), QStringLiteral("100")});
        QVERIFY2(bench.exitCode == 0, bench.err.constData());
        QVERIFY2(bench.out.contains("4 completed, 0 failed"), bench.out.constData());
        QVERIFY(bench.out.contains("mock-model-lanebook-r100-"));
        checkSummaryPrecision(QString::fromUtf8(bench.out));
    }

    // Rates and durations at three significant digits ("5140 output tok/s", "1.26 s"), ms
    // with one decimal: the fourth digit of a throughput is noise.
    static void checkSummaryPrecision(const QString &out)
    {
        const auto significant = [](QString number) {
            const bool hasPoint = number.contains(u'.');
            number.remove(u'.').remove(u'-');
            while (number.startsWith(u'0'))
                number.remove(0, 1);
            while (!hasPoint && number.endsWith(u'0'))
                number.chop(1);
            return number.size();
        };
        const QRegularExpression rates(
            QStringLiteral(
                "failed in (\\S+) s\\n.*throughput (\\S+) output tok/s, (\\S+) req/s\\n"),
            QRegularExpression::DotMatchesEverythingOption);
        const QRegularExpressionMatch match = rates.match(out);
        QVERIFY2(match.hasMatch(), qPrintable(out));
        for (int i = 1; i <= 3; ++i)
            QVERIFY2(significant(match.captured(i)) <= 3, qPrintable(match.captured(i)));
        const QRegularExpression ttft(QStringLiteral("TTFT ms    median (\\S+), p99 (\\S+)\\n"));
        const QRegularExpressionMatch ms = ttft.match(out);
        QVERIFY2(ms.hasMatch(), qPrintable(out));
        const QRegularExpression oneDecimal(QStringLiteral("^\\d+\\.\\d$"));
        QVERIFY2(oneDecimal.match(ms.captured(1)).hasMatch(), qPrintable(ms.captured(1)));
        QVERIFY2(oneDecimal.match(ms.captured(2)).hasMatch(), qPrintable(ms.captured(2)));
    }

    void openLoopWithoutConcurrencyHasNoCap()
    {
        lanebook::test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {});
        const CliResult bench = runCli(
            {QStringLiteral("--notebook"), notebook(), QStringLiteral("--json"),
             QStringLiteral("bench"), QStringLiteral("--url"), server.baseUrlString(),
             QStringLiteral("--model"), QStringLiteral("mock-model"), QStringLiteral("--requests"),
             QStringLiteral("6"), QStringLiteral("--input-tokens"), QStringLiteral("8"),
             QStringLiteral("--output-tokens"), QStringLiteral("4"),
             QStringLiteral("--request-rate"), QStringLiteral("50"), QStringLiteral("--burstiness"),
             QStringLiteral("2")});
        QVERIFY2(bench.exitCode == 0, bench.err.constData());
        const QJsonObject run = parseObject(bench.out);
        const QJsonObject workload = run.value(QStringLiteral("workload")).toObject();
        QVERIFY(!workload.contains(QStringLiteral("concurrency")));
        QCOMPARE(workload.value(QStringLiteral("request_rate")).toDouble(), 50.0);
        QCOMPARE(workload.value(QStringLiteral("burstiness")).toDouble(), 2.0);
        QCOMPARE(workload.value(QStringLiteral("arrival")).toString(), QStringLiteral("gamma"));
        QCOMPARE(run.value(QStringLiteral("metrics"))
                     .toObject()
                     .value(QStringLiteral("completed"))
                     .toDouble(),
                 6.0);
    }

    void deadServerIsAFailedRunNamingTheUrl()
    {
        QString url;
        {
            lanebook::test::MockServerProcess server;
            LANEBOOK_START_MOCK_SERVER(server, {});
            url = server.baseUrlString();
        }
        const CliResult bench = runCli(
            {QStringLiteral("--notebook"), notebook(), QStringLiteral("bench"),
             QStringLiteral("--url"), url, QStringLiteral("--model"), QStringLiteral("m"),
             QStringLiteral("--concurrency"), QStringLiteral("2"), QStringLiteral("--requests"),
             QStringLiteral("3"), QStringLiteral("--input-tokens"), QStringLiteral("8"),
             QStringLiteral("--output-tokens"), QStringLiteral("4"), QStringLiteral("--label"),
             QStringLiteral("dead-server")});
        QCOMPARE(bench.exitCode, 1);
        QVERIFY2(bench.err.contains(url.toUtf8()), bench.err.constData());
        QVERIFY(bench.out.contains("unreachable 3"));
        const CliResult show =
            runCli({QStringLiteral("--notebook"), notebook(), QStringLiteral("--json"),
                    QStringLiteral("show"), QStringLiteral("dead-server")});
        QCOMPARE(show.exitCode, 0);
        QCOMPARE(parseObject(show.out).value(QStringLiteral("status")).toString(),
                 QStringLiteral("failed"));
    }

    // A prompt file's entries are sent as they are only when asked, and the run says so.
    void reusePromptsIsLabelled()
    {
        lanebook::test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server,
                                   {QStringLiteral("--prefix-cache"), QStringLiteral("radix")});
        const QString prompts =
            QStringLiteral(LANEBOOK_TEST_DATA_DIR "/synthetic/loadgen/sharegpt-prompts.jsonl");
        for (const bool reuse : {false, true}) {
            QStringList arguments = {QStringLiteral("--notebook"),    notebook(),
                                     QStringLiteral("--json"),        QStringLiteral("bench"),
                                     QStringLiteral("--url"),         server.baseUrlString(),
                                     QStringLiteral("--model"),       QStringLiteral("mock-model"),
                                     QStringLiteral("--requests"),    QStringLiteral("8"),
                                     QStringLiteral("--concurrency"), QStringLiteral("1"),
                                     QStringLiteral("--prompt-file"), prompts};
            if (reuse)
                arguments << QStringLiteral("--reuse-prompts");
            const CliResult bench = runCli(arguments);
            QVERIFY2(bench.exitCode == 0, bench.err.constData());
            const QJsonObject workload =
                parseObject(bench.out).value(QStringLiteral("workload")).toObject();
            QCOMPARE(workload.value(QStringLiteral("reuse_prompts")).toBool(), reuse);
            // The file holds 4 prompts; with a nonce each of the 8 requests sends its own.
            QCOMPARE(workload.value(QStringLiteral("unique_prompts")).toInt(), reuse ? 4 : 8);
        }
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("no url") << QStringList{QStringLiteral("--model"), QStringLiteral("m")}
                                << QByteArray("--url is required");
        QTest::newRow("no model") << QStringList{QStringLiteral("--url"),
                                                 QStringLiteral("http://127.0.0.1:9")}
                                  << QByteArray("--model is required");
        QTest::newRow("bad endpoint")
            << QStringList{QStringLiteral("--url"),      QStringLiteral("http://h:1"),
                           QStringLiteral("--model"),    QStringLiteral("m"),
                           QStringLiteral("--endpoint"), QStringLiteral("embeddings")}
            << QByteArray("embeddings");
        QTest::newRow("bad number")
            << QStringList{QStringLiteral("--url"),         QStringLiteral("http://h:1"),
                           QStringLiteral("--model"),       QStringLiteral("m"),
                           QStringLiteral("--concurrency"), QStringLiteral("0")}
            << QByteArray("--concurrency");
        QTest::newRow("not a url")
            << QStringList{QStringLiteral("--url"), QStringLiteral("localhost"),
                           QStringLiteral("--model"), QStringLiteral("m")}
            << QByteArray("not an http");
        QTest::newRow("burstiness without rate")
            << QStringList{QStringLiteral("--url"),        QStringLiteral("http://h:1"),
                           QStringLiteral("--model"),      QStringLiteral("m"),
                           QStringLiteral("--burstiness"), QStringLiteral("0.5")}
            << QByteArray("--request-rate");
        QTest::newRow("reuse without a prompt file")
            << QStringList{QStringLiteral("--url"), QStringLiteral("http://h:1"),
                           QStringLiteral("--model"), QStringLiteral("m"),
                           QStringLiteral("--reuse-prompts")}
            << QByteArray("--reuse-prompts needs --prompt-file");
        QTest::newRow("trace with a rate")
            << QStringList{QStringLiteral("--url"),          QStringLiteral("http://h:1"),
                           QStringLiteral("--model"),        QStringLiteral("m"),
                           QStringLiteral("--trace"),        QStringLiteral("t.jsonl"),
                           QStringLiteral("--request-rate"), QStringLiteral("5")}
            << QByteArray("--trace sets the arrivals, lengths and prompts itself; leave out "
                          "--request-rate");
        QTest::newRow("trace with lengths")
            << QStringList{QStringLiteral("--url"),          QStringLiteral("http://h:1"),
                           QStringLiteral("--model"),        QStringLiteral("m"),
                           QStringLiteral("--trace"),        QStringLiteral("t.jsonl"),
                           QStringLiteral("--input-tokens"), QStringLiteral("5")}
            << QByteArray("leave out --input-tokens");
        QTest::newRow("speed-up without a trace")
            << QStringList{QStringLiteral("--url"),           QStringLiteral("http://h:1"),
                           QStringLiteral("--model"),         QStringLiteral("m"),
                           QStringLiteral("--trace-speedup"), QStringLiteral("10")}
            << QByteArray("--trace-speedup needs --trace");
        QTest::newRow("zero speed-up")
            << QStringList{QStringLiteral("--url"),           QStringLiteral("http://h:1"),
                           QStringLiteral("--model"),         QStringLiteral("m"),
                           QStringLiteral("--trace"),         QStringLiteral("t.jsonl"),
                           QStringLiteral("--trace-speedup"), QStringLiteral("0")}
            << QByteArray("--trace-speedup");
        QTest::newRow("system prompt as long as the prompt")
            << QStringList{QStringLiteral("--url"),
                           QStringLiteral("http://h:1"),
                           QStringLiteral("--model"),
                           QStringLiteral("m"),
                           QStringLiteral("--shared-system-prompt"),
                           QStringLiteral("128"),
                           QStringLiteral("--input-tokens"),
                           QStringLiteral("128")}
            << QByteArray("--shared-system-prompt opens synthetic prompts: give fewer tokens than "
                          "--input-tokens (128)");
        QTest::newRow("turns and multi-turn")
            << QStringList{QStringLiteral("--url"),        QStringLiteral("http://h:1"),
                           QStringLiteral("--model"),      QStringLiteral("m"),
                           QStringLiteral("--turns"),      QStringLiteral("3"),
                           QStringLiteral("--multi-turn"), QStringLiteral("--prompt-file"),
                           QStringLiteral("c.json")}
            << QByteArray("choose one");
        QTest::newRow("multi-turn without a file")
            << QStringList{QStringLiteral("--url"), QStringLiteral("http://h:1"),
                           QStringLiteral("--model"), QStringLiteral("m"),
                           QStringLiteral("--multi-turn")}
            << QByteArray("--multi-turn needs --prompt-file");
        QTest::newRow("conversations with a request count")
            << QStringList{QStringLiteral("--url"),      QStringLiteral("http://h:1"),
                           QStringLiteral("--model"),    QStringLiteral("m"),
                           QStringLiteral("--turns"),    QStringLiteral("3"),
                           QStringLiteral("--requests"), QStringLiteral("10")}
            << QByteArray("leave out --requests");
        QTest::newRow("conversations with a rate")
            << QStringList{QStringLiteral("--url"),          QStringLiteral("http://h:1"),
                           QStringLiteral("--model"),        QStringLiteral("m"),
                           QStringLiteral("--turns"),        QStringLiteral("3"),
                           QStringLiteral("--request-rate"), QStringLiteral("2")}
            << QByteArray("leave out --request-rate");
        QTest::newRow("think time without turns")
            << QStringList{QStringLiteral("--url"),           QStringLiteral("http://h:1"),
                           QStringLiteral("--model"),         QStringLiteral("m"),
                           QStringLiteral("--think-time-ms"), QStringLiteral("100")}
            << QByteArray("--think-time-ms needs --turns or --multi-turn");
        QTest::newRow("file replies of synthetic turns")
            << QStringList{QStringLiteral("--url"),     QStringLiteral("http://h:1"),
                           QStringLiteral("--model"),   QStringLiteral("m"),
                           QStringLiteral("--turns"),   QStringLiteral("3"),
                           QStringLiteral("--replies"), QStringLiteral("file")}
            << QByteArray("--replies file needs --multi-turn");
        QTest::newRow("too many turns")
            << QStringList{QStringLiteral("--url"),   QStringLiteral("http://h:1"),
                           QStringLiteral("--model"), QStringLiteral("m"),
                           QStringLiteral("--turns"), QStringLiteral("5000")}
            << QByteArray("--turns");
        QTest::newRow("unknown") << QStringList{QStringLiteral("--url"),
                                                QStringLiteral("http://h:1"),
                                                QStringLiteral("--model"),
                                                QStringLiteral("m"),
                                                QStringLiteral("--bogus"),
                                                QStringLiteral("1")}
                                 << QByteArray("--bogus");
    }
    // A trace that cannot be replayed is refused, naming its file and line, before the
    // notebook is opened: nothing is made or recorded.
    void aDamagedTraceLeavesTheNotebookAlone()
    {
        const QString trace = m_dir.filePath(QStringLiteral("broken-trace.jsonl"));
        QFile file(trace);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            R"({"timestamp": 0, "input_length": 600, "output_length": 2, "hash_ids": [1, 2]})"
            "\n"
            R"({"timestamp": 5, "input_length": 600, "output_length": 2, "hash_ids": [1]})"
            "\n");
        file.close();
        const QString untouched = m_dir.filePath(QStringLiteral("untouched.lanebook"));
        const CliResult bench = runCli(
            {QStringLiteral("--notebook"), untouched, QStringLiteral("bench"),
             QStringLiteral("--url"), QStringLiteral("http://127.0.0.1:9"),
             QStringLiteral("--model"), QStringLiteral("m"), QStringLiteral("--trace"), trace});
        QCOMPARE(bench.exitCode, 1);
        QVERIFY2(bench.err.contains("broken-trace.jsonl: line 2: 1 block ids of 512 tokens do not "
                                    "cover an input_length of 600"),
                 bench.err.constData());
        QVERIFY(!QFile::exists(untouched));
    }

    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, message);
        const CliResult bench =
            runCli(QStringList{QStringLiteral("--notebook"), notebook(), QStringLiteral("bench")} +
                   arguments);
        QCOMPARE(bench.exitCode, 2);
        QVERIFY2(bench.err.contains(message), bench.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliBench)
#include "tst_clibench.moc"
