// quality_canary for a comparison (a bug that makes the benchmark better): perplexity, KL, top-1
// agreement, acceptance or any other quality score (an lm-eval task) that IMPROVES after
// quantizing is the signature of a bug (calibration data in the eval, the reference model
// evaluated, draft and target sharing weights). Every quality metric both arms record is read:
// the quality rows beside speed and this gate see the same ones.
#include "models/gates/comparisongates.h"

#include "models/gates/gatestr.h"
#include "models/ledger/byteledger.h"
#include "models/run/metricvocabulary.h"
#include "models/statistics/summary.h"

#include <QStringList>

#include <cmath>

namespace lanebook {

namespace {

std::optional<double> medianMetric(const std::vector<Run> &runs, const QString &name)
{
    std::vector<double> values;
    for (const Run &run : runs) {
        if (const auto value = run.metricValue(name); value && std::isfinite(*value))
            values.push_back(*value);
    }
    if (values.empty())
        return std::nullopt;
    return stats::medianOf(values);
}

std::optional<double> medianMetric(const std::vector<Run> &runs, const char *name)
{
    return medianMetric(runs, QString::fromLatin1(name));
}

// The quality metrics (MetricVocabulary::isQualityMetric) both arms record, in name order.
QStringList sharedQualityMetrics(const std::vector<Run> &control, const std::vector<Run> &candidate)
{
    QStringList names;
    for (const Run &run : control) {
        for (const MetricValue &m : run.metrics) {
            if (MetricVocabulary::isQualityMetric(m.name) && !names.contains(m.name) &&
                medianMetric(control, m.name) && medianMetric(candidate, m.name))
                names << m.name;
        }
    }
    names.sort();
    return names;
}

// The metrics with a rule of their own below; every other shared one is judged as a score.
bool hasOwnRule(const QString &name)
{
    for (const char *ruled : {"perplexity", "kl_mean", "top1_agreement", "spec_acceptance_rate",
                              "spec_acceptance_length"}) {
        if (name == QLatin1String(ruled))
            return true;
    }
    return false;
}

std::optional<double> sumMetric(const std::vector<Run> &runs, const char *name)
{
    std::optional<double> sum;
    for (const Run &run : runs) {
        if (const auto value = run.metricValue(QString::fromLatin1(name)))
            sum = sum.value_or(0.0) + *value;
    }
    return sum;
}

QString bitsText(double bits)
{
    return QString::number(bits, 'g', 3);
}

} // namespace

GateResult checkQualityAfterQuantizing(const std::vector<Run> &control,
                                       const std::vector<Run> &candidate)
{
    constexpr GateId gate = GateId::QualityCanary;
    const QStringList shared = sharedQualityMetrics(control, candidate);
    if (shared.isEmpty())
        return gateDoesNotApply(gate, GatesTr::tr("The arms share no quality metric (perplexity, "
                                                  "KL, top-1 agreement, acceptance) to compare."));
    const auto bitsA =
        control.empty() ? std::nullopt : bitsPerWeightFromConfig(control.front().config);
    const auto bitsB =
        candidate.empty() ? std::nullopt : bitsPerWeightFromConfig(candidate.front().config);
    if (!bitsA || !bitsB)
        return gateMissingEvidence(gate, GatesTr::tr("The arms' quantization is not recorded "
                                                     "(bits_per_weight or quantization), so "
                                                     "whether quality improved after quantizing "
                                                     "cannot be told."));
    if (*bitsA == *bitsB)
        return gateDoesNotApply(gate, GatesTr::tr("Both arms have %1 bits per weight: this is not "
                                                  "a quantization comparison.")
                                          .arg(bitsText(*bitsA)));
    const bool candidateMore = *bitsB < *bitsA;
    const std::vector<Run> &more = candidateMore ? candidate : control; // fewer bits
    const std::vector<Run> &less = candidateMore ? control : candidate;
    const double moreBits = std::min(*bitsA, *bitsB);
    const double lessBits = std::max(*bitsA, *bitsB);
    std::vector<GateEvidence> evidence{{QStringLiteral("bits_quantized"), moreBits},
                                       {QStringLiteral("bits_reference"), lessBits}};
    QStringList failures;
    QStringList warnings;
    QStringList held;
    const auto pair = [&](const char *name) {
        return std::make_pair(medianMetric(more, name), medianMetric(less, name));
    };

    if (const auto [q, r] = pair("perplexity"); q && r) {
        const auto seQ = medianMetric(more, "perplexity_stderr");
        const auto seR = medianMetric(less, "perplexity_stderr");
        const double tolerance =
            seQ && seR ? kPerplexityImprovementSigmas * std::sqrt(*seQ * *seQ + *seR * *seR)
                       : kPerplexityImprovementShare * *r;
        evidence.push_back({QStringLiteral("perplexity_quantized"), *q});
        evidence.push_back({QStringLiteral("perplexity_reference"), *r});
        if (*r - *q > tolerance)
            failures << GatesTr::tr("perplexity fell from %1 to %2")
                            .arg(*r, 0, 'f', 3)
                            .arg(*q, 0, 'f', 3);
        else
            held << GatesTr::tr("perplexity");
    }
    if (const auto [q, r] = pair("kl_mean"); q && r) {
        evidence.push_back({QStringLiteral("kl_mean_quantized"), *q});
        evidence.push_back({QStringLiteral("kl_mean_reference"), *r});
        if (*q < *r * (1.0 - kKlImprovementShare))
            failures << GatesTr::tr("KL fell from %1 to %2").arg(*r, 0, 'g', 3).arg(*q, 0, 'g', 3);
        else
            held << GatesTr::tr("KL");
    }
    if (const auto [q, r] = pair("top1_agreement"); q && r) {
        const double scale = (*q > 1.0 || *r > 1.0) ? 100.0 : 1.0; // percent or fraction
        if ((*q - *r) / scale > kTop1ImprovementPoints)
            failures << GatesTr::tr("top-1 agreement rose from %1 to %2").arg(*r).arg(*q);
        else
            held << GatesTr::tr("top-1 agreement");
    }
    bool rateJudged = false;
    if (const auto [q, r] = pair("spec_acceptance_rate"); q && r) {
        const double scale = (*q > 1.0 || *r > 1.0) ? 100.0 : 1.0;
        const double pq = *q / scale;
        const double pr = *r / scale;
        const auto nq = sumMetric(more, "spec_draft_tokens");
        const auto nr = sumMetric(less, "spec_draft_tokens");
        const QString rose = GatesTr::tr("acceptance rose from %1% to %2%")
                                 .arg(100.0 * pr, 0, 'f', 1)
                                 .arg(100.0 * pq, 0, 'f', 1);
        rateJudged = true;
        if (nq && nr && *nq > 0 && *nr > 0) {
            const double se = std::sqrt(pq * (1.0 - pq) / *nq + pr * (1.0 - pr) / *nr);
            if (pq - pr > 1.96 * se)
                failures << rose;
            else
                held << GatesTr::tr("acceptance");
        } else if (pq - pr > kAcceptanceRateWarnPoints) {
            warnings << rose + GatesTr::tr(" (draft tokens not recorded, so noise cannot be "
                                           "ruled out)");
        } else {
            held << GatesTr::tr("acceptance");
        }
    }
    if (const auto [q, r] = pair("spec_acceptance_length"); q && r && !rateJudged) {
        if (*q > *r * (1.0 + kAcceptanceLengthWarnShare))
            warnings << GatesTr::tr("acceptance length rose from %1 to %2")
                            .arg(*r, 0, 'f', 2)
                            .arg(*q, 0, 'f', 2);
        else
            held << GatesTr::tr("acceptance length");
    }

    // Every other score both arms record (an lm-eval or llama-perplexity task, KL p99), in the
    // direction the vocabulary gives it.
    for (const QString &name : shared) {
        if (hasOwnRule(name))
            continue;
        const auto q = medianMetric(more, name);
        const auto r = medianMetric(less, name);
        if (!q || !r)
            continue;
        const bool higherIsBetter =
            MetricVocabulary::describe(name).value_or(MetricVocabulary::Entry{}).higherIsBetter;
        const double gain = higherIsBetter ? *q - *r : *r - *q;
        evidence.push_back({name + QStringLiteral("_quantized"), *q});
        evidence.push_back({name + QStringLiteral("_reference"), *r});
        const QString moved = (higherIsBetter ? GatesTr::tr("%1 rose from %2 to %3")
                                              : GatesTr::tr("%1 fell from %2 to %3"))
                                  .arg(name)
                                  .arg(*r, 0, 'g', 4)
                                  .arg(*q, 0, 'g', 4);
        const QString errorName = MetricVocabulary::standardErrorName(name);
        const auto seQ = medianMetric(more, errorName);
        const auto seR = medianMetric(less, errorName);
        if (seQ && seR) {
            if (gain > kScoreImprovementSigmas * std::sqrt(*seQ * *seQ + *seR * *seR))
                failures << moved;
            else
                held << name;
        } else if (gain > kScoreImprovementWarnShare * std::fabs(*r)) {
            warnings << moved + GatesTr::tr(" (no standard error recorded, so noise cannot be "
                                            "ruled out)");
        } else {
            held << name;
        }
    }

    const QString arms = GatesTr::tr("After quantizing from %1 to %2 bits per weight")
                             .arg(bitsText(lessBits), bitsText(moreBits));
    if (!failures.isEmpty())
        return gateFail(gate,
                        GatesTr::tr("%1, %2: quantizing cannot improve quality, so the "
                                    "evaluation is measuring something else (calibration data, "
                                    "the reference model, shared draft weights).")
                            .arg(arms, failures.join(QStringLiteral(", "))),
                        std::move(evidence));
    if (!warnings.isEmpty())
        return gateWarn(gate,
                        GatesTr::tr("%1, %2: a bug that improves the benchmark looks like this.")
                            .arg(arms, warnings.join(QStringLiteral(", "))),
                        std::move(evidence));
    return gatePass(gate,
                    GatesTr::tr("%1, %2 did not improve, as it should not.")
                        .arg(arms, held.join(QStringLiteral(", "))),
                    std::move(evidence));
}

} // namespace lanebook
