// sample_size: a delta inside the noise floor is no result, and a
// delta called with fewer repeats than it needs is "a coin flip with a decimal point".
#include "models/gates/comparisongates.h"

#include "models/gates/gatestr.h"
#include "models/statistics/hodgeslehmann.h"
#include "models/statistics/samplesizeplanner.h"
#include "models/statistics/summary.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace lanebook {

namespace {

std::vector<double> valuesOf(const std::vector<Run> &runs, const QString &metric)
{
    std::vector<double> values;
    for (const Run &run : runs) {
        if (const auto value = run.metricValue(metric); value && std::isfinite(*value))
            values.push_back(*value);
    }
    return values;
}

std::optional<double> spreadPercent(const std::vector<Run> &control,
                                    const std::vector<Run> &candidate, const QString &metric)
{
    if (control.size() == candidate.size() && control.size() >= 3) {
        std::vector<double> logRatios;
        for (size_t i = 0; i < control.size(); ++i) {
            const auto a = control[i].metricValue(metric);
            const auto b = candidate[i].metricValue(metric);
            if (a && b && *a > 0.0 && *b > 0.0 && std::isfinite(*a) && std::isfinite(*b))
                logRatios.push_back(std::log(*b / *a));
        }
        const stats::Summary d = stats::summarize(logRatios);
        if (d.n >= 3 && d.stddev)
            return 100.0 * *d.stddev / std::sqrt(2.0);
    }
    return stats::summarize(valuesOf(control, metric)).cvPercent;
}

QString percent(double value)
{
    return QString::number(value, 'f', std::fabs(value) < 10.0 ? 1 : 0);
}

QString signedPercent(double value)
{
    return (value >= 0.0 ? QStringLiteral("+") : QString()) + percent(value) + u'%';
}

// Draft tokens an acceptance-rate difference Δ needs at 95%: n ≈ p(1−p)·(1.96/Δ)². Empty when the
// arms do not both record acceptance rates and draft tokens, or when there is enough.
QString acceptanceShortfall(const std::vector<Run> &control, const std::vector<Run> &candidate,
                            std::vector<GateEvidence> &evidence)
{
    const std::vector<double> rateA = valuesOf(control, QStringLiteral("spec_acceptance_rate"));
    const std::vector<double> rateB = valuesOf(candidate, QStringLiteral("spec_acceptance_rate"));
    const std::vector<double> tokensA = valuesOf(control, QStringLiteral("spec_draft_tokens"));
    const std::vector<double> tokensB = valuesOf(candidate, QStringLiteral("spec_draft_tokens"));
    if (rateA.empty() || rateB.empty() || tokensA.empty() || tokensB.empty())
        return {};
    // Rates may be written as fractions or percentages.
    const auto fraction = [](double rate) { return rate > 1.0 ? rate / 100.0 : rate; };
    const double a = fraction(stats::medianOf(rateA));
    const double b = fraction(stats::medianOf(rateB));
    const double difference = std::fabs(b - a);
    const auto needed = stats::draftTokensForAcceptance((a + b) / 2.0, difference);
    if (!needed)
        return {};
    double haveA = 0.0;
    double haveB = 0.0;
    for (double t : tokensA)
        haveA += t;
    for (double t : tokensB)
        haveB += t;
    const double have = std::min(haveA, haveB);
    evidence.push_back({QStringLiteral("draft_tokens"), have});
    evidence.push_back({QStringLiteral("draft_tokens_needed"), double(*needed)});
    if (have >= double(*needed))
        return {};
    return GatesTr::tr("an acceptance difference of %1 points needs about %2 draft tokens per "
                       "arm and the arms have %3")
        .arg(100.0 * difference, 0, 'f', 1)
        .arg(*needed)
        .arg(have, 0, 'f', 0);
}

} // namespace

GateResult checkSampleSize(const std::vector<Run> &control, const std::vector<Run> &candidate,
                           const ComparisonGateContext &context)
{
    constexpr GateId gate = GateId::SampleSize;
    std::vector<GateEvidence> evidence;
    const QString acceptance = acceptanceShortfall(control, candidate, evidence);
    if (!context.paired) {
        if (!acceptance.isEmpty())
            return gateWarn(gate, GatesTr::tr("Too few draft tokens: %1.").arg(acceptance),
                            std::move(evidence));
        return gateMissingEvidence(gate,
                                   GatesTr::tr("No paired comparison was computed, so the "
                                               "delta cannot be held against the noise "
                                               "floor."),
                                   std::move(evidence));
    }
    const stats::PairedComparison &p = *context.paired;
    const double threshold = p.thresholdPercent;
    evidence.push_back({QStringLiteral("pairs"), double(p.pairs)});
    evidence.push_back({QStringLiteral("threshold_pct"), threshold});

    // The planner's pairs for the observed delta at the run-to-run spread.
    const std::optional<double> cv = context.cvPercent
                                         ? context.cvPercent
                                         : spreadPercent(control, candidate, context.metricName);
    std::optional<int> needed;
    if (cv && p.deltaPercent && std::fabs(*p.deltaPercent) > 0.0) {
        evidence.push_back({QStringLiteral("cv_pct"), *cv});
        needed = stats::planPairs(*cv, std::fabs(*p.deltaPercent)).pairs;
        if (needed)
            evidence.push_back({QStringLiteral("pairs_needed"), double(*needed)});
    }
    const QString neededText =
        needed ? GatesTr::tr("the planner asks for %1 pairs at this spread").arg(*needed)
               : GatesTr::tr("the exact interval needs at least %1 pairs")
                     .arg(stats::minimumPairsForInterval(0.95));

    if (p.verdict == stats::Verdict::NotEnoughData || !p.deltaPercent || !p.ciLowPercent ||
        !p.ciHighPercent)
        return gateFail(gate,
                        GatesTr::tr("%n pair(s) support no claim at all: %1.", nullptr, p.pairs)
                            .arg(neededText),
                        std::move(evidence));
    evidence.push_back({QStringLiteral("delta_pct"), *p.deltaPercent});
    evidence.push_back({QStringLiteral("ci_low_pct"), *p.ciLowPercent});
    evidence.push_back({QStringLiteral("ci_high_pct"), *p.ciHighPercent});
    const QString delta = signedPercent(*p.deltaPercent);
    const QString band = QStringLiteral("±") + percent(threshold) + u'%';

    if (p.verdict == stats::Verdict::WithinNoise) {
        if (std::fabs(*p.deltaPercent) <= threshold)
            return gateWarn(gate,
                            GatesTr::tr("The %1 delta is inside the %2 noise band: no win and no "
                                        "loss can be claimed.")
                                .arg(delta, band),
                            std::move(evidence));
        return gateWarn(
            gate,
            GatesTr::tr("The %1 delta is outside the %2 noise band but its interval "
                        "[%3, %4] reaches into it: %5 pairs are not enough, %6.")
                .arg(delta, band, signedPercent(*p.ciLowPercent), signedPercent(*p.ciHighPercent))
                .arg(p.pairs)
                .arg(neededText),
            std::move(evidence));
    }
    if (needed && p.pairs < *needed)
        return gateWarn(gate,
                        GatesTr::tr("The %1 delta was called with %2 pairs where %3; expect it "
                                    "to shrink on a rerun.")
                            .arg(delta)
                            .arg(p.pairs)
                            .arg(neededText),
                        std::move(evidence));
    if (!acceptance.isEmpty())
        return gateWarn(gate, GatesTr::tr("The delta stands, but %1.").arg(acceptance),
                        std::move(evidence));
    return gatePass(
        gate,
        GatesTr::tr("The %1 delta's interval [%2, %3] clears the %4 noise band with "
                    "%5 pairs.")
            .arg(delta, signedPercent(*p.ciLowPercent), signedPercent(*p.ciHighPercent), band)
            .arg(p.pairs),
        std::move(evidence));
}

} // namespace lanebook
