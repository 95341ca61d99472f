#include "models/run/metricvocabulary.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace lanebook::MetricVocabulary {

namespace {

QList<Entry> buildEntries()
{
    QList<Entry> list;
    auto add = [&list](const char *name, Group group, const char *unit, bool higherIsBetter) {
        list.append(Entry{QString::fromLatin1(name), group, QString::fromLatin1(unit),
                          higherIsBetter});
    };
    add("output_tok_per_s", Group::Throughput, "tok/s", true);
    add("total_tok_per_s", Group::Throughput, "tok/s", true);
    add("requests_per_s", Group::Throughput, "req/s", true);
    add("goodput_requests_per_s", Group::Throughput, "req/s", true);
    for (const char *metric : {"ttft", "tpot", "itl", "e2el"}) {
        for (const char *stat : {"mean", "median", "std", "p90", "p99"}) {
            list.append(Entry{latencyName(QString::fromLatin1(stat), QString::fromLatin1(metric)),
                              Group::Latency, QStringLiteral("ms"), false});
        }
    }
    add("concurrency", Group::Workload, "", true);
    add("request_rate_per_s", Group::Workload, "req/s", true);
    add("num_prompts", Group::Workload, "", true);
    add("completed", Group::Workload, "", true);
    add("failed", Group::Workload, "", false);
    add("duration_s", Group::Workload, "s", false);
    add("input_tokens_mean", Group::Workload, "tok", true);
    add("output_tokens_mean", Group::Workload, "tok", true);
    add("context_tokens", Group::Workload, "tok", true);
    add("prompt_tok_per_s", Group::Micro, "tok/s", true);
    add("prompt_tok_per_s_stddev", Group::Micro, "tok/s", false);
    add("gen_tok_per_s", Group::Micro, "tok/s", true);
    add("gen_tok_per_s_stddev", Group::Micro, "tok/s", false);
    add("n_prompt", Group::Micro, "tok", true);
    add("n_gen", Group::Micro, "tok", true);
    add("n_depth", Group::Micro, "tok", true);
    add("perplexity", Group::Quality, "", false);
    add("perplexity_stderr", Group::Quality, "", false);
    add("kl_mean", Group::Quality, "", false);
    add("kl_p99", Group::Quality, "", false);
    add("top1_agreement", Group::Quality, "%", true);
    add("spec_acceptance_rate", Group::Speculative, "%", true);
    add("spec_acceptance_length", Group::Speculative, "tok", true);
    add("spec_draft_tokens", Group::Speculative, "tok", true);
    add("gpu_util_pct_mean", Group::Telemetry, "%", true);
    add("power_w_mean", Group::Telemetry, "W", false);
    add("sm_clock_mhz_min", Group::Telemetry, "MHz", true);
    add("temperature_c_max", Group::Telemetry, "°C", false);
    add("memory_used_bytes_max", Group::Telemetry, "B", false);
    return list;
}

} // namespace

const QList<Entry> &entries()
{
    static const QList<Entry> list = buildEntries();
    return list;
}

std::optional<Entry> describe(const QString &name)
{
    for (const Entry &entry : entries()) {
        if (entry.name == name)
            return entry;
    }
    static const QRegularExpression latency(
        QStringLiteral("^(mean|median|std|min|max|p\\d+(?:\\.\\d+)?)_(ttft|tpot|itl|e2el)_ms$"));
    if (latency.match(name).hasMatch())
        return Entry{name, Group::Latency, QStringLiteral("ms"), false};
    // lm-eval quality: `<task>.<metric>`; stderr columns are not better when higher.
    static const QRegularExpression task(QStringLiteral("^[A-Za-z0-9_\\-:]+\\.[A-Za-z0-9_,\\-]+$"));
    if (task.match(name).hasMatch())
        return Entry{name, Group::Quality, QString(), !name.contains(QLatin1String("stderr"))};
    return std::nullopt;
}

QString percentileWord(double percentile)
{
    // Whole numbers print without a point; only those a long long holds (fuzzing found a
    // "p5e74" key, whose cast was undefined behaviour).
    if (std::floor(percentile) == percentile && std::abs(percentile) < 1e15)
        return QString::number(static_cast<long long>(percentile));
    return QString::number(percentile, 'g', 6);
}

QString latencyName(const QString &stat, const QString &metric)
{
    return stat + QLatin1Char('_') + metric + QStringLiteral("_ms");
}

QString percentileLatencyName(double percentile, const QString &metric)
{
    return latencyName(QLatin1Char('p') + percentileWord(percentile), metric);
}

QString groupTitle(Group group)
{
    switch (group) {
    case Group::Throughput:
        return QCoreApplication::translate("MetricVocabulary", "Throughput");
    case Group::Latency:
        return QCoreApplication::translate("MetricVocabulary", "Latency");
    case Group::Workload:
        return QCoreApplication::translate("MetricVocabulary", "Workload");
    case Group::Micro:
        return QCoreApplication::translate("MetricVocabulary", "Micro-benchmark");
    case Group::Quality:
        return QCoreApplication::translate("MetricVocabulary", "Quality");
    case Group::Speculative:
        return QCoreApplication::translate("MetricVocabulary", "Speculative decoding");
    case Group::Telemetry:
        return QCoreApplication::translate("MetricVocabulary", "Telemetry");
    case Group::Other:
        break;
    }
    return QCoreApplication::translate("MetricVocabulary", "Other");
}

} // namespace lanebook::MetricVocabulary
