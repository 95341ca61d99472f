// The run journal's record of a run: every field comes back as it went (samples, optional
// values, +/-inf metrics), and hostile or broken records are refused naming the key. Also the
// nesting guard every outside JSON passes first.
#include "models/run/jsonnesting.h"
#include "models/run/metricvocabulary.h"
#include "models/run/runrecordjson.h"

#include <QTest>

#include <limits>

using namespace lanebook;

class TestRunRecordJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip()
    {
        Run run;
        run.label = QStringLiteral("wave-A-r0");
        run.format = RunFormat::VllmBench;
        run.model = QStringLiteral("Qwen/Qwen3-8B");
        run.lane = QStringLiteral("lane x");
        run.status = RunStatus::Invalid;
        run.statusReason = QStringLiteral("output length");
        run.startedAt = QDateTime(QDate(2026, 12, 1), QTime(9, 8, 7, 654), Qt::UTC);
        run.config = {{"argv", {"vllm", "serve"}}, {"tp", 2}};
        run.workload = {{"concurrency", 8}, {"ignore_eos", true}};
        run.extra = {{"http_client", "lanebook"}, {"nested", {{"a", nullptr}}}};
        run.source = {QStringLiteral("/r.json"), QStringLiteral("ab12"), QStringLiteral("line 3"),
                      77};
        run.setMetric(QStringLiteral("output_tok_per_s"), 123.25,
                      QStringLiteral("output_throughput"));
        run.setMetric(QStringLiteral("request_rate_per_s"),
                      std::numeric_limits<double>::infinity());
        run.setMetric(QStringLiteral("low"), -std::numeric_limits<double>::infinity());
        RequestSample full;
        full.index = 4;
        full.sendTimeS = 0.5;
        full.ttftMs = 12.5;
        full.e2elMs = 99.0;
        full.inputTokens = 32;
        full.outputTokens = 16;
        full.cachedTokens = 0;
        full.itlMs = {1.5f, 2.25f};
        full.finishReason = QStringLiteral("length");
        RequestSample failed;
        failed.index = 5;
        failed.error = QStringLiteral("HTTP 500");
        run.samples = {full, failed};

        const Expected<Run> back =
            runRecordFromJson(nlohmann::json::parse(runRecordToJson(run).dump()));
        QVERIFY2(back, qPrintable(back.error()));
        QCOMPARE(back->label, run.label);
        QCOMPARE(back->format, run.format);
        QCOMPARE(back->model, run.model);
        QCOMPARE(back->lane, run.lane);
        QCOMPARE(back->status, run.status);
        QCOMPARE(back->statusReason, run.statusReason);
        QCOMPARE(back->startedAt, run.startedAt);
        QVERIFY(back->config == run.config);
        QVERIFY(back->workload == run.workload);
        QVERIFY(back->extra == run.extra);
        QCOMPARE(back->source, run.source);
        QCOMPARE(back->metrics, run.metrics);
        QCOMPARE(back->samples, run.samples);
    }

    void brokenRecordsNameTheKey_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("key");
        QTest::newRow("not an object") << QByteArray("[1]") << QStringLiteral("object");
        QTest::newRow("label a number")
            << QByteArray(R"({"label":5,"format":"lanebook","status":"unjudged"})")
            << QStringLiteral("label");
        QTest::newRow("unknown format")
            << QByteArray(R"({"format":"nope","status":"unjudged"})") << QStringLiteral("format");
        QTest::newRow("metrics not a list")
            << QByteArray(R"({"format":"lanebook","status":"unjudged","metrics":{}})")
            << QStringLiteral("metrics");
        QTest::newRow("metric without value")
            << QByteArray(R"({"format":"lanebook","status":"unjudged","metrics":[{"name":"x"}]})")
            << QStringLiteral("metrics[0]");
        QTest::newRow("metric value text")
            << QByteArray(
                   R"({"format":"lanebook","status":"unjudged","metrics":[{"name":"x","value":"fast"}]})")
            << QStringLiteral("metrics[0]");
        QTest::newRow("sample ttft text")
            << QByteArray(
                   R"({"format":"lanebook","status":"unjudged","samples":[{"ttft_ms":"1"}]})")
            << QStringLiteral("samples[0].ttft_ms");
        QTest::newRow("itl not numbers")
            << QByteArray(
                   R"({"format":"lanebook","status":"unjudged","samples":[{"itl_ms":[1,"x"]}]})")
            << QStringLiteral("samples[0].itl_ms");
        QTest::newRow("source size text")
            << QByteArray(
                   R"({"format":"lanebook","status":"unjudged","source":{"size_bytes":"7"}})")
            << QStringLiteral("source.size_bytes");
    }
    void brokenRecordsNameTheKey()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, key);
        const Expected<Run> refused = runRecordFromJson(nlohmann::json::parse(json.toStdString()));
        QVERIFY(!refused);
        QVERIFY2(refused.error().contains(key), qPrintable(refused.error()));
    }

    // Found by fuzz_importer_genai_perf: a "p5e74" percentile key was cast to long long.
    void hugePercentileNamesAreText()
    {
        QCOMPARE(MetricVocabulary::percentileLatencyName(99, QStringLiteral("ttft")),
                 QStringLiteral("p99_ttft_ms"));
        QCOMPARE(MetricVocabulary::percentileLatencyName(99.9, QStringLiteral("ttft")),
                 QStringLiteral("p99.9_ttft_ms"));
        QVERIFY(MetricVocabulary::percentileLatencyName(5.44444e74, QStringLiteral("ttft"))
                    .contains(QLatin1String("e+74")));
    }

    void nestingGuard()
    {
        const std::string deep = std::string(300, '[') + std::string(300, ']');
        QCOMPARE(jsonNestingTooDeepAt(deep), qsizetype(kMaxJsonNesting));
        const std::string fine = std::string(256, '{') + std::string(256, '}');
        QCOMPARE(jsonNestingTooDeepAt(fine), qsizetype(-1));
        // Brackets inside strings, escaped quotes included, do not count.
        const std::string quoted =
            "{\"a\":\"" + std::string(400, '[') + "\\\"" + std::string(400, '{') + "\"}";
        QCOMPARE(jsonNestingTooDeepAt(quoted), qsizetype(-1));
        // Closing more than was opened never goes below zero.
        QCOMPARE(jsonNestingTooDeepAt("]]]]{}"), qsizetype(-1));
    }
};

QTEST_GUILESS_MAIN(TestRunRecordJson)
#include "tst_runrecordjson.moc"
