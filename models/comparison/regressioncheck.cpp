#include "models/comparison/regressioncheck.h"

#include "models/comparison/comparisontr.h"
#include "models/text/numbertext.h"

#include <algorithm>

namespace lanebook {

namespace {

// An allowance as the user wrote it: "2%", "0.5%", "15%".
QString percentText(double percent)
{
    return QString::number(percent, 'g', 4) + u'%';
}

QString allowedText(double maxRegressionPercent)
{
    return percentText(maxRegressionPercent);
}

RegressionRow judgeRow(RegressionRow row, stats::MetricDirection direction,
                       double maxRegressionPercent, const QString &missingWhy)
{
    if (!row.deltaPercent) {
        row.outcome = RegressionOutcome::NoDelta;
        row.basis = RegressionBasis::None;
        row.reason = missingWhy.isEmpty() ? ComparisonTr::tr("No delta could be computed here.")
                                          : missingWhy;
        return row;
    }
    const double worse = worsePercent(*row.deltaPercent, direction);
    const QString delta = NumberText::signedPercent(row.deltaPercent);
    const QString allowed = allowedText(maxRegressionPercent);
    const bool hasInterval =
        row.ciLowPercent && row.ciHighPercent && row.verdict != stats::Verdict::NotEnoughData;
    if (hasInterval) {
        row.basis = RegressionBasis::Interval;
        const QString interval = NumberText::percentInterval(row.ciLowPercent, row.ciHighPercent);
        const bool beyondNoise = row.verdict == stats::Verdict::Slower;
        if (beyondNoise && worse > maxRegressionPercent) {
            row.outcome = RegressionOutcome::Regression;
            row.reason = ComparisonTr::tr("%1 %2 is worse than the noise band ±%3 and the "
                                          "allowed %4.")
                             .arg(delta, interval, percentText(row.thresholdPercent), allowed);
        } else if (beyondNoise) {
            row.outcome = RegressionOutcome::Pass;
            row.reason = ComparisonTr::tr("%1 %2 is a real loss, within the allowed %3.")
                             .arg(delta, interval, allowed);
        } else {
            row.outcome = RegressionOutcome::Pass;
            row.reason = ComparisonTr::tr("%1 %2: %3.")
                             .arg(delta, interval, stats::verdictText(row.verdict));
        }
        return row;
    }
    // No interval (too few pairs): the point estimate alone, against the larger of the
    // allowance and the decision threshold, so noise below the floor never fails a build.
    row.basis = RegressionBasis::PointEstimate;
    const double bound = std::max(maxRegressionPercent, row.thresholdPercent);
    if (worse > bound) {
        row.outcome = RegressionOutcome::Regression;
        row.reason = ComparisonTr::tr("%1 is worse than the allowed %2 (point estimate only: "
                                      "too few repeats for an interval).")
                         .arg(delta, percentText(bound));
    } else {
        row.outcome = RegressionOutcome::Pass;
        row.reason = ComparisonTr::tr("%1 is within the allowed %2 (point estimate only: too "
                                      "few repeats for an interval).")
                         .arg(delta, percentText(bound));
    }
    return row;
}

} // namespace

double worsePercent(double deltaPercent, stats::MetricDirection direction)
{
    return direction == stats::MetricDirection::HigherIsBetter ? -deltaPercent : deltaPercent;
}

bool MetricRegressionCheck::regressed() const
{
    return std::any_of(rows.begin(), rows.end(), [](const RegressionRow &row) {
        return row.outcome == RegressionOutcome::Regression;
    });
}

MetricRegressionCheck checkForRegression(const ComparisonReport &report,
                                         double maxRegressionPercent)
{
    MetricRegressionCheck check;
    check.metricName = report.metricName;
    check.direction = report.direction;
    check.maxRegressionPercent = maxRegressionPercent;
    for (const PointComparison &point : report.points) {
        RegressionRow row;
        row.where = point.point.label();
        row.baseline = point.controlMedian;
        row.candidate = point.candidateMedian;
        row.deltaPercent = point.deltaPercent;
        row.ciLowPercent = point.ciLowPercent;
        row.ciHighPercent = point.ciHighPercent;
        row.verdict = point.verdict;
        row.thresholdPercent = point.thresholdPercent;
        check.rows.push_back(judgeRow(row, report.direction, maxRegressionPercent, point.message));
    }
    // Several points: the pooled numbers too, since a small loss everywhere can be real
    // overall while no single point has the pairs to show it.
    if (report.points.size() > 1) {
        RegressionRow row;
        row.where = ComparisonTr::tr("all points");
        row.overall = true;
        row.deltaPercent = report.deltaPercent;
        row.ciLowPercent = report.ciLowPercent;
        row.ciHighPercent = report.ciHighPercent;
        row.verdict = report.verdict;
        row.thresholdPercent = report.thresholdPercent;
        check.rows.push_back(judgeRow(row, report.direction, maxRegressionPercent, report.message));
    }
    return check;
}

QString regressionOutcomeId(RegressionOutcome outcome)
{
    switch (outcome) {
    case RegressionOutcome::Pass:
        return QStringLiteral("pass");
    case RegressionOutcome::Regression:
        return QStringLiteral("regression");
    case RegressionOutcome::NoDelta:
        break;
    }
    return QStringLiteral("no-delta");
}

} // namespace lanebook
