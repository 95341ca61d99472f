// Benchmark (label bench): SLO attainment and goodput of a run of 100,000 requests (each with
// 64 inter-token gaps) against reading the same run's samples back from the notebook, in the
// same run. FAILS when judging takes more than kJudgeToRead of the read (the target:
// under 50 ms, a ratio to reading the samples of at most 0.5). The figures are checked against
// a count that sorts every request's gaps, so a fast wrong answer fails too.
// LANEBOOK_BENCH_SMOKE=1: 20,000 requests (both sides are linear in the requests).
#include "backends/notebook/notebookstore.h"
#include "benchsize.h"
#include "models/frontier/sloattainment.h"
#include "models/run/requestsamplesummary.h"

#include "testutils.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <random>

using namespace lanebook;

namespace {

constexpr double kJudgeToRead = 0.5;
constexpr int kGapsPerRequest = 64;

Run makeRun(int requests)
{
    std::mt19937 random(2026);
    std::lognormal_distribution<double> ttftMs(std::log(150.0), 0.5);
    std::lognormal_distribution<float> gapMs(std::log(20.0f), 0.4f);
    Run run;
    run.label = QStringLiteral("slo-bench");
    run.model = QStringLiteral("m");
    run.samples.reserve(size_t(requests));
    for (int i = 0; i < requests; ++i) {
        RequestSample s;
        s.index = i;
        s.sendTimeS = i * 0.01;
        s.ttftMs = ttftMs(random);
        s.itlMs.resize(kGapsPerRequest);
        double sum = 0.0;
        for (float &gap : s.itlMs) {
            gap = gapMs(random);
            sum += gap;
        }
        s.e2elMs = *s.ttftMs + sum;
        s.inputTokens = 512;
        s.outputTokens = kGapsPerRequest + 1;
        if (i % 500 == 0)
            s.error = QStringLiteral("HTTP 500");
        run.samples.push_back(std::move(s));
    }
    run.setMetric(QStringLiteral("duration_s"), requests * 0.01 + 5.0);
    return run;
}

// The same count the slow way: every request's gaps sorted for its p99.
int metBySorting(const std::vector<RequestSample> &samples, const Slo &slo)
{
    int met = 0;
    for (const RequestSample &s : samples) {
        if (!s.error.isEmpty())
            continue;
        std::vector<double> gaps(s.itlMs.begin(), s.itlMs.end());
        const double tpot = (*s.e2elMs - *s.ttftMs) / (*s.outputTokens - 1);
        if (*s.ttftMs <= *slo.ttftMs && tpot <= *slo.tpotMs &&
            percentileOf(gaps, 99.0) <= *slo.itlMs && *s.e2elMs <= *slo.e2eMs)
            ++met;
    }
    return met;
}

double medianOf(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

class SloBench : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void attainmentOfManyRequests()
    {
        const int requests = test::benchSize(100000, 20000);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        NotebookStore store;
        QVERIFY2(store.open(dir.filePath(QStringLiteral("bench.lanebook"))),
                 qPrintable(store.lastError()));
        const Expected<qint64> id = store.runs().insertRun(makeRun(requests));
        LANEBOOK_VERIFY_EXPECTED(id);

        std::vector<double> readMs;
        std::vector<RequestSample> samples;
        for (int round = 0; round < 3; ++round) {
            QElapsedTimer timer;
            timer.start();
            samples = store.runs().requestSamples(*id);
            readMs.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        QCOMPARE(int(samples.size()), requests);

        const Slo slo = *Slo::fromText(QStringLiteral("ttft_ms=250,tpot_ms=22,itl_ms=45,"
                                                      "e2e_ms=1700"));
        std::vector<double> judgeMs;
        SloAttainment counted;
        for (int round = 0; round < 5; ++round) {
            QElapsedTimer timer;
            timer.start();
            counted = SloJudge::attainment(samples, slo, 1005.0);
            judgeMs.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        const int expectedMet = metBySorting(samples, slo);
        QCOMPARE(counted.met, expectedMet);
        QCOMPARE(counted.failed, requests / 500);
        // A mix, or the bounds test nothing.
        QVERIFY2(counted.met > requests / 10 && counted.met < requests * 9 / 10,
                 qPrintable(QString::number(counted.met)));

        const double read = medianOf(readMs);
        const double judge = medianOf(judgeMs);
        const double ratio = judge / read;
        qInfo("SLO attainment of %d requests (%d gaps each, medians): reading the samples "
              "%.1f ms; judging them %.1f ms (%.1f %% met); ratio %.3f (target <= %.1f; issue: "
              "< 50 ms at 100,000)",
              requests, kGapsPerRequest, read, judge, counted.attainmentPercent(), ratio,
              kJudgeToRead);
        QVERIFY2(ratio <= kJudgeToRead,
                 qPrintable(QStringLiteral("judging took %1 of the read; target <= %2")
                                .arg(ratio)
                                .arg(kJudgeToRead)));
    }
};

QTEST_GUILESS_MAIN(SloBench)
#include "tst_slobench.moc"
