// The CI regression rule (models/comparison/regressioncheck): a row fails only beyond both the
// noise band and the allowance; without an interval the point estimate decides against the
// larger of the two; direction decides which side is worse; several points add the pooled row.
#include "models/comparison/regressioncheck.h"

#include <QtTest>

using namespace lanebook;

namespace {

PointComparison point(double delta, std::optional<double> low, std::optional<double> high,
                      stats::Verdict verdict, double threshold = 1.0)
{
    PointComparison p;
    p.point.variables.push_back({QStringLiteral("concurrency"), 4, false});
    p.controlMedian = 100.0;
    p.candidateMedian = 100.0 * (1.0 + delta / 100.0);
    p.deltaPercent = delta;
    p.ciLowPercent = low;
    p.ciHighPercent = high;
    p.verdict = verdict;
    p.thresholdPercent = threshold;
    return p;
}

ComparisonReport report(std::vector<PointComparison> points,
                        stats::MetricDirection direction = stats::MetricDirection::HigherIsBetter)
{
    ComparisonReport r;
    r.metricName = QStringLiteral("output_tok_per_s");
    r.direction = direction;
    r.points = std::move(points);
    r.comparable = true;
    return r;
}

} // namespace

class TestRegressionCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void beyondNoiseAndAllowanceIsARegression()
    {
        const auto check =
            checkForRegression(report({point(-10.0, -11.0, -9.5, stats::Verdict::Slower)}), 2.0);
        QCOMPARE(check.rows.size(), size_t(1));
        QVERIFY(check.regressed());
        QCOMPARE(check.rows[0].basis, RegressionBasis::Interval);
        QVERIFY2(check.rows[0].reason.contains(QStringLiteral("allowed 2%")),
                 qPrintable(check.rows[0].reason));
    }

    void realLossWithinAllowancePasses()
    {
        const auto check =
            checkForRegression(report({point(-1.5, -1.9, -1.2, stats::Verdict::Slower)}), 2.0);
        QVERIFY(!check.regressed());
        QCOMPARE(check.rows[0].outcome, RegressionOutcome::Pass);
    }

    // A big point delta whose interval reaches into the noise band is not called.
    void intervalInsideTheBandPasses()
    {
        const auto check =
            checkForRegression(report({point(-3.0, -6.0, -0.5, stats::Verdict::WithinNoise)}), 2.0);
        QVERIFY(!check.regressed());
    }

    void lowerIsBetterTurnsTheSides()
    {
        // +20% TTFT is slower (worse): a regression; -20% is faster: a pass.
        QVERIFY(checkForRegression(report({point(20.0, 19.0, 21.0, stats::Verdict::Slower)},
                                          stats::MetricDirection::LowerIsBetter),
                                   2.0)
                    .regressed());
        QVERIFY(!checkForRegression(report({point(-20.0, -21.0, -19.0, stats::Verdict::Faster)},
                                           stats::MetricDirection::LowerIsBetter),
                                    2.0)
                     .regressed());
        QCOMPARE(worsePercent(20.0, stats::MetricDirection::LowerIsBetter), 20.0);
        QCOMPARE(worsePercent(20.0, stats::MetricDirection::HigherIsBetter), -20.0);
    }

    // One run per arm: no interval. The point estimate decides against max(allowance,
    // decision threshold), so a noise floor above the allowance is respected.
    void pointEstimateWithoutAnInterval()
    {
        auto check = checkForRegression(
            report({point(-10.0, std::nullopt, std::nullopt, stats::Verdict::NotEnoughData)}), 2.0);
        QVERIFY(check.regressed());
        QCOMPARE(check.rows[0].basis, RegressionBasis::PointEstimate);
        QVERIFY(check.rows[0].reason.contains(QStringLiteral("point estimate only")));

        check = checkForRegression(
            report({point(-3.0, std::nullopt, std::nullopt, stats::Verdict::NotEnoughData, 4.0)}),
            2.0);
        QVERIFY(!check.regressed());
        QVERIFY2(check.rows[0].reason.contains(QStringLiteral("allowed 4%")),
                 qPrintable(check.rows[0].reason));
    }

    void noDeltaIsNotAPass()
    {
        PointComparison p = point(0.0, std::nullopt, std::nullopt, stats::Verdict::NotEnoughData);
        p.deltaPercent.reset();
        p.message = QStringLiteral("a run's value is zero");
        const auto check = checkForRegression(report({p}), 2.0);
        QCOMPARE(check.rows[0].outcome, RegressionOutcome::NoDelta);
        QCOMPARE(check.rows[0].reason, QStringLiteral("a run's value is zero"));
        QVERIFY(!check.regressed());
    }

    // Several points: a row each, then the pooled row, which can fail on its own.
    void severalPointsAddThePooledRow()
    {
        ComparisonReport r = report({point(-1.5, -4.0, 1.0, stats::Verdict::WithinNoise),
                                     point(-1.8, -4.5, 0.5, stats::Verdict::WithinNoise)});
        r.deltaPercent = -3.0;
        r.ciLowPercent = -3.6;
        r.ciHighPercent = -2.4;
        r.verdict = stats::Verdict::Slower;
        const auto check = checkForRegression(r, 2.0);
        QCOMPARE(check.rows.size(), size_t(3));
        QVERIFY(check.rows[2].overall);
        QCOMPARE(check.rows[0].outcome, RegressionOutcome::Pass);
        QCOMPARE(check.rows[2].outcome, RegressionOutcome::Regression);
        QVERIFY(check.regressed());
    }
};

QTEST_GUILESS_MAIN(TestRegressionCheck)
#include "tst_regressioncheck.moc"
