// Outliers flagged with their reason and never dropped: requests of a run that stand out,
// repeats of an arm that stand out at their workload point, and the comparison naming them in
// its notes while its medians still include them.
#include "models/comparison/comparisonreport.h"
#include "models/comparison/outlierflags.h"

#include <QtTest>

using namespace lanebook;

namespace {

RequestSample sample(int index, double ttftMs, double e2elMs, const QString &error = {})
{
    RequestSample s;
    s.index = index;
    s.ttftMs = ttftMs;
    s.e2elMs = e2elMs;
    s.error = error;
    return s;
}

Run repeat(qint64 id, int concurrency, double tokPerS, int repeatIndex)
{
    Run run;
    run.id = id;
    run.label = QStringLiteral("run-%1").arg(id);
    run.workload = {{"concurrency", concurrency}, {"input_tokens", 512}, {"output_tokens", 64}};
    run.extra = {{"wave", "1"}, {"repeat", repeatIndex}};
    run.startedAt = QDateTime(QDate(2026, 12, 1), QTime(10, 0), Qt::UTC).addSecs(id * 60);
    run.setMetric(QStringLiteral("output_tok_per_s"), tokPerS);
    return run;
}

} // namespace

class TestOutlierFlags : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void flagsTheRequestThatStandsOut()
    {
        std::vector<RequestSample> samples;
        for (int i = 0; i < 12; ++i)
            samples.push_back(sample(i, 50.0 + i % 3, 500.0 + i % 5));
        samples[4].ttftMs = 2000.0; // a slow first token
        samples.push_back(sample(12, 9000.0, 9000.0, QStringLiteral("timeout"))); // not judged
        const std::vector<RequestOutlier> flagged = requestOutliers(samples);
        QCOMPARE(flagged.size(), size_t(1));
        QCOMPARE(flagged[0].requestIndex, 4);
        QCOMPARE(flagged[0].metric, QStringLiteral("ttft_ms"));
        QCOMPARE(flagged[0].valueMs, 2000.0);
        // Both rules flagged it, and both are said.
        QVERIFY2(flagged[0].reason.contains(QStringLiteral("z-score")) &&
                     flagged[0].reason.contains(QStringLiteral("Tukey")),
                 qPrintable(flagged[0].reason));
        QVERIFY(requestOutliers({sample(0, 1, 1), sample(1, 100, 100)}).empty()); // too few
    }

    void flagsTheRepeatThatStandsOutAtItsPoint()
    {
        // Concurrency 1: one slow repeat among five; concurrency 8: all alike.
        std::vector<Run> runs{repeat(1, 1, 100, 0), repeat(2, 1, 101, 1),   repeat(3, 1, 60, 2),
                              repeat(4, 1, 99, 3),  repeat(5, 1, 100.5, 4), repeat(6, 8, 60, 0),
                              repeat(7, 8, 61, 1),  repeat(8, 8, 60.5, 2)};
        const std::vector<RepeatOutlier> flagged =
            repeatOutliers(runs, QStringLiteral("output_tok_per_s"));
        QCOMPARE(flagged.size(), size_t(1));
        QCOMPARE(flagged[0].runId, qint64(3));
        QCOMPARE(flagged[0].value, 60.0);
        QVERIFY2(flagged[0].point.contains(QStringLiteral("concurrency 1")),
                 qPrintable(flagged[0].point));
        QVERIFY2(flagged[0].reason.contains(QStringLiteral("among 5 repeat")),
                 qPrintable(flagged[0].reason));
    }

    void comparisonNamesOutliersAndKeepsThem()
    {
        std::vector<Run> control;
        std::vector<Run> candidate;
        const double controlValues[] = {100, 101, 60, 99, 100.5, 100.2};
        for (int i = 0; i < 6; ++i) {
            control.push_back(repeat(1 + 2 * i, 1, controlValues[i], i));
            candidate.push_back(repeat(2 + 2 * i, 1, 110 + 0.1 * i, i));
        }
        ComparisonRequest request;
        request.metricName = QStringLiteral("output_tok_per_s");
        const ComparisonReport report = buildComparison(control, candidate, request);
        QVERIFY2(report.comparable, qPrintable(report.message));
        QCOMPARE(report.points.size(), size_t(1));
        const PointComparison &point = report.points.front();
        QCOMPARE(point.outliers.size(), size_t(1));
        QCOMPARE(point.outliers[0].runId, qint64(5));
        QCOMPARE(point.controlRunIds.size(), size_t(6)); // still in the pairs
        // The median of all six control values, the outlier included.
        QCOMPARE(*point.controlMedian, 100.1);
        bool named = false;
        for (const QString &note : report.notes)
            named = named || (note.contains(QStringLiteral("run-5")) &&
                              note.contains(QStringLiteral("kept in the numbers")));
        QVERIFY2(named, qPrintable(report.notes.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestOutlierFlags)
#include "tst_outlierflags.moc"
