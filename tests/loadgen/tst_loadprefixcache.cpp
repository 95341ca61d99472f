// Prompts that share nothing: the load generator against the real mock server with
// each prefix-cache emulation (radix as llama.cpp and SGLang, blocks:16 as vLLM). Fresh
// prompts, synthetic or from a file, share at most the fixed head every request has (BOS and,
// on chat, the template's opening tokens) and pass the fresh-response gate; the same bench
// with a prompt file's entries reused trips it.
#include "backends/loadgen/loadgenerator.h"
#include "httpclientundertest.h"
#include "loadtestsupport.h"
#include "mockserverprocess.h"
#include "models/gates/rungates.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace lanebook;

namespace {

LoadSpec specFor(const test::MockServerProcess &server, LoadEndpoint endpoint)
{
    LoadSpec spec;
    spec.baseUrl = server.baseUrlString();
    spec.model = QStringLiteral("mock-model");
    spec.endpoint = endpoint;
    spec.httpClient = test::httpClientUnderTest();
    spec.concurrency = 4;
    spec.requestCount = 24;
    spec.warmupRequests = 2;
    spec.inputTokens = 64;
    spec.outputTokens = 4;
    spec.seed = 12;
    spec.connectTimeoutS = 5;
    spec.firstTokenTimeoutS = 30;
    spec.totalTimeoutS = 60;
    return spec;
}

// Three prompts of 40 words, long enough for whole 16-token blocks to repeat.
QString writePromptFile(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("prompts.jsonl"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    for (int p = 0; p < 3; ++p) {
        QStringList words;
        for (int i = 0; i < 40; ++i)
            words << QStringLiteral("topic%1word%2").arg(p).arg(i);
        file.write(QByteArray(R"({"prompt": ")") + words.join(QLatin1Char(' ')).toUtf8() + "\"}\n");
    }
    return path;
}

int maxCached(const Run &run)
{
    int most = -1;
    for (const RequestSample &s : run.samples)
        most = std::max(most, s.cachedTokens.value_or(-1));
    return most;
}

QByteArray describe(const Run &run, const GateResult &gate)
{
    return (gateOutcomeId(gate.outcome) + QStringLiteral(": ") + gate.reason +
            QStringLiteral(" | run: ") + run.statusReason)
        .toUtf8();
}

} // namespace

class TestLoadPrefixCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void freshPromptsShareAtMostTheHead_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("endpoint");
        QTest::addColumn<bool>("fromFile");
        QTest::addColumn<int>("headTokens"); // what every request may have cached
        for (const bool fromFile : {false, true}) {
            const char *source = fromFile ? "prompt file" : "synthetic";
            QTest::addRow("radix, completions, %s", source)
                << QStringLiteral("radix") << int(LoadEndpoint::Completions) << fromFile << 1;
            QTest::addRow("radix, chat, %s", source)
                << QStringLiteral("radix") << int(LoadEndpoint::ChatCompletions) << fromFile << 4;
            // vLLM reuses whole 16-token blocks only: a 4-token head is no hit.
            QTest::addRow("blocks:16, chat, %s", source)
                << QStringLiteral("blocks:16") << int(LoadEndpoint::ChatCompletions) << fromFile
                << 0;
        }
    }

    void freshPromptsShareAtMostTheHead()
    {
        QFETCH(QString, mode);
        QFETCH(int, endpoint);
        QFETCH(bool, fromFile);
        QFETCH(int, headTokens);
        QTemporaryDir dir;
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--prefix-cache"), mode});
        LoadSpec spec = specFor(server, LoadEndpoint(endpoint));
        if (fromFile)
            spec.promptFile = writePromptFile(dir); // 3 entries for 24 requests
        const Run result = test::run(spec);
        QCOMPARE(test::metric(result, "completed"), 24.0);
        QVERIFY2(maxCached(result) >= 0 && maxCached(result) <= headTokens,
                 qPrintable(QString::number(maxCached(result))));
        QVERIFY(result.workload["reuse_prompts"] == false);
        QVERIFY(result.workload["unique_prompts"] == 24);
        const GateResult gate = checkFreshResponse(result);
        QVERIFY2(gate.outcome == GateOutcome::Pass, describe(result, gate).constData());
        qInfo("%s: cached tokens %.0f in all, at most %d a request; %s", qPrintable(mode),
              test::metric(result, "cached_tokens"), maxCached(result), qPrintable(gate.reason));
    }

    void reusedPromptsTripTheGate_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("endpoint");
        QTest::newRow("radix, chat")
            << QStringLiteral("radix") << int(LoadEndpoint::ChatCompletions);
        QTest::newRow("radix, completions")
            << QStringLiteral("radix") << int(LoadEndpoint::Completions);
        QTest::newRow("blocks:16, completions")
            << QStringLiteral("blocks:16") << int(LoadEndpoint::Completions);
    }

    void reusedPromptsTripTheGate()
    {
        QFETCH(QString, mode);
        QFETCH(int, endpoint);
        QTemporaryDir dir;
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {QStringLiteral("--prefix-cache"), mode});
        LoadSpec spec = specFor(server, LoadEndpoint(endpoint));
        spec.promptFile = writePromptFile(dir);
        spec.reusePrompts = true;
        const Run result = test::run(spec);
        QCOMPARE(test::metric(result, "completed"), 24.0);
        QVERIFY(result.workload["reuse_prompts"] == true);
        QVERIFY(result.workload["unique_prompts"] == 3);
        // 41 tokens with BOS (completions): the same prompt again reuses 40, or 32 in blocks.
        QVERIFY2(maxCached(result) >= 32, qPrintable(QString::number(maxCached(result))));
        const GateResult gate = checkFreshResponse(result);
        QVERIFY2(gate.outcome == GateOutcome::Fail, describe(result, gate).constData());
        QVERIFY2(gate.reason.contains(QLatin1String("reused prompts: a prefix-cache experiment")),
                 qPrintable(gate.reason));
        QVERIFY(*gate.evidenceValue(QStringLiteral("reusing_requests")) > 0.0);
        qInfo("%s: cached tokens %.0f in all, at most %d a request; %s", qPrintable(mode),
              test::metric(result, "cached_tokens"), maxCached(result), qPrintable(gate.reason));
    }

    void syntheticPromptsCannotBeReused()
    {
        test::MockServerProcess server;
        LANEBOOK_START_MOCK_SERVER(server, {});
        LoadSpec spec = specFor(server, LoadEndpoint::Completions);
        spec.reusePrompts = true;
        const Run result = test::run(spec);
        QCOMPARE(result.status, RunStatus::Failed);
        QVERIFY2(result.statusReason.contains(QLatin1String("needs a prompt file")),
                 qPrintable(result.statusReason));
    }
};

QTEST_GUILESS_MAIN(TestLoadPrefixCache)
#include "tst_loadprefixcache.moc"
