// The inspector's quick look at request samples, and the secret-key rule used to redact
// config values.
#include "models/run/requestsamplesummary.h"
#include "models/secrets/secretkeys.h"

#include <QtTest>

#include <cmath>

using namespace lanebook;

class TestRequestSampleSummary : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void percentilesInterpolate();
    void summaryCountsFailuresAndSkipsMissing();
    void secretKeys_data();
    void secretKeys();
};

void TestRequestSampleSummary::percentilesInterpolate()
{
    std::vector<double> values{4, 1, 3, 2, 5};
    QCOMPARE(percentileOf(values, 50), 3.0);
    QCOMPARE(percentileOf(values, 90), 4.6); // numpy.percentile([1..5], 90)
    QCOMPARE(percentileOf(values, 0), 1.0);
    QCOMPARE(percentileOf(values, 100), 5.0);
    std::vector<double> none;
    QVERIFY(std::isnan(percentileOf(none, 50)));
}

void TestRequestSampleSummary::summaryCountsFailuresAndSkipsMissing()
{
    std::vector<RequestSample> samples(4);
    samples[0].ttftMs = 10;
    samples[0].e2elMs = 100;
    samples[1].ttftMs = 20;
    samples[1].e2elMs = 300;
    samples[2].error = QStringLiteral("HTTP 500");
    samples[3].ttftMs = 30;
    const auto summary = RequestSampleSummary::of(samples);
    QCOMPARE(summary.requests, 4);
    QCOMPARE(summary.failed, 1);
    QCOMPARE(summary.ttft.count, 3);
    QCOMPARE(summary.ttft.medianMs, 20.0);
    QCOMPARE(summary.e2el.count, 2);
    QCOMPARE(summary.e2el.medianMs, 200.0);
    QCOMPARE(summary.e2el.p99Ms, 298.0);
}

void TestRequestSampleSummary::secretKeys_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("secret");
    QTest::newRow("hf token") << QStringLiteral("HF_TOKEN") << true;
    QTest::newRow("api key") << QStringLiteral("OPENAI_API_KEY") << true;
    QTest::newRow("aws") << QStringLiteral("AWS_SECRET_ACCESS_KEY") << true;
    QTest::newRow("password") << QStringLiteral("db-password") << true;
    QTest::newRow("authorization") << QStringLiteral("Authorization") << true;
    QTest::newRow("max tokens") << QStringLiteral("max_tokens") << false;
    QTest::newRow("ledger B_token") << QStringLiteral("B_token") << false;
    QTest::newRow("b_token_bytes") << QStringLiteral("b_token_bytes") << false;
    QTest::newRow("kv bytes per token") << QStringLiteral("kv_bytes_per_token") << false;
    QTest::newRow("vllm token ids") << QStringLiteral("prompt_token_ids") << false;
    QTest::newRow("hf-token option") << QStringLiteral("hf-token") << true;
    QTest::newRow("auth token") << QStringLiteral("AUTH_TOKEN") << true;
    QTest::newRow("tokenizer") << QStringLiteral("tokenizer") << false;
    QTest::newRow("kv cache") << QStringLiteral("key_cache_dtype") << false;
    QTest::newRow("model") << QStringLiteral("model") << false;
}

void TestRequestSampleSummary::secretKeys()
{
    QFETCH(QString, key);
    QFETCH(bool, secret);
    QCOMPARE(isSecretKey(key), secret);
}

QTEST_GUILESS_MAIN(TestRequestSampleSummary)
#include "tst_requestsamplesummary.moc"
