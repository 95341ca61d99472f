#include "models/run/metricvocabulary.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace lanebook::MetricVocabulary {

namespace {

// median_ttft_ms_turn2, p99_ttft_ms_turn5: TTFT by a conversation's turn position.
const QRegularExpression &turnTtftPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral("^(median|p99)_ttft_ms_turn([1-9][0-9]{0,3})$"));
    return pattern;
}

QList<Entry> buildEntries()
{
    QList<Entry> list;
    auto add = [&list](const char *name, Group group, const char *unit, bool higherIsBetter) {
        list.append(
            Entry{QString::fromLatin1(name), group, QString::fromUtf8(unit), higherIsBetter});
    };
    add("output_tok_per_s", Group::Throughput, "tok/s", true);
    // The two axes of the throughput frontier (trtllm-bench, InferenceMAX): the system's output
    // shared by the GPUs it ran on, and the rate one user sees.
    add("output_tok_per_s_per_gpu", Group::Throughput, "tok/s", true);
    add("output_tok_per_s_per_user", Group::Throughput, "tok/s", true);
    add("total_tok_per_s", Group::Throughput, "tok/s", true);
    // Over the run's steady window only (models/frontier/steadystate.h).
    add("output_tok_per_s_steady", Group::Throughput, "tok/s", true);
    add("requests_per_s_steady", Group::Throughput, "req/s", true);
    add("requests_per_s", Group::Throughput, "req/s", true);
    // A tool's own goodput, by that tool's SLO (vLLM's --goodput, AIPerf's, inference-perf's).
    add("goodput_requests_per_s", Group::Throughput, "req/s", true);
    // Lanebook's, counted from the run's samples against the SLO stored with it
    // (models/frontier/sloattainment.h): the share of requests sent that met it, and what met it
    // per second of the measured window.
    add("slo_attainment_pct", Group::Throughput, "%", true);
    add("goodput_req_per_s", Group::Throughput, "req/s", true);
    add("goodput_tok_per_s", Group::Throughput, "tok/s", true);
    for (const char *metric : {"ttft", "tpot", "itl", "e2el"}) {
        for (const char *stat : {"mean", "median", "std", "p90", "p99"}) {
            list.append(Entry{latencyName(QString::fromLatin1(stat), QString::fromLatin1(metric)),
                              Group::Latency, QStringLiteral("ms"), false});
        }
    }
    add("concurrency", Group::Workload, "", true);
    add("request_rate_per_s", Group::Workload, "req/s", true);
    // What an open-loop client managed to send (inference-perf's achieved_rate): below the
    // rate asked for, the load was not the one named.
    add("achieved_request_rate_per_s", Group::Workload, "req/s", true);
    add("num_prompts", Group::Workload, "", true);
    add("completed", Group::Workload, "", true);
    add("failed", Group::Workload, "", false);
    // Requests whose output length missed the one asked for, by the tool's own tolerance
    // (AIPerf's osl_mismatch_count: off by more than 5 % or 50 tokens).
    add("output_length_mismatches", Group::Workload, "", false);
    add("duration_s", Group::Workload, "s", false);
    add("input_tokens_mean", Group::Workload, "tok", true);
    add("output_tokens_mean", Group::Workload, "tok", true);
    add("context_tokens", Group::Workload, "tok", true);
    // Prompt tokens the server took from its prefix cache, of those it was sent (requests that
    // reported both): what a cache change or a trace's reuse moves.
    add("prefix_cache_hit_pct", Group::Workload, "%", true);
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
    // From the GPUs' energy counters or integrated power over the run (runtelemetry.h).
    add("energy_j", Group::Telemetry, "J", false);
    add("energy_j_per_output_token", Group::Telemetry, "J/tok", false);
    add("output_tok_per_s_per_w", Group::Telemetry, "tok/s/W", true);
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
    // A conversation's TTFT by turn position (models/loadgen/loadrun.cpp).
    if (turnTtftPattern().match(name).hasMatch())
        return Entry{name, Group::Latency, QStringLiteral("ms"), false};
    // lm-eval quality: `<task>.<metric>`; stderr columns are not better when higher.
    static const QRegularExpression task(QStringLiteral("^[A-Za-z0-9_\\-:]+\\.[A-Za-z0-9_,\\-]+$"));
    if (task.match(name).hasMatch())
        return Entry{name, Group::Quality, QString(), !name.contains(QLatin1String("stderr"))};
    return std::nullopt;
}

bool isQualityMetric(const QString &name)
{
    if (name.contains(QLatin1String("stderr")) || name == QLatin1String("spec_draft_tokens"))
        return false;
    const auto entry = describe(name);
    return entry && (entry->group == Group::Quality || entry->group == Group::Speculative);
}

bool isPrefixCacheMetric(const QString &name)
{
    if (name == QLatin1String("prefix_cache_hit_pct"))
        return true;
    const auto turn = turnTtftPattern().match(name);
    return turn.hasMatch() && turn.captured(1) == QLatin1String("median");
}

QString standardErrorName(const QString &name)
{
    const qsizetype comma = name.indexOf(u',');
    if (comma < 0)
        return name + QStringLiteral("_stderr");
    return name.left(comma) + QStringLiteral("_stderr") + name.mid(comma);
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

namespace {

constexpr const char *kContext = "MetricVocabulary";

QString tr(const char *text)
{
    return QCoreApplication::translate(kContext, text);
}

// Names people read for the vocabulary's fixed metrics; latency statistics are derived.
const std::map<QString, const char *> &fixedNames()
{
    static const std::map<QString, const char *> names{
        {QStringLiteral("output_tok_per_s"), QT_TRANSLATE_NOOP("MetricVocabulary", "Output tok/s")},
        {QStringLiteral("output_tok_per_s_per_gpu"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Output tok/s per GPU")},
        {QStringLiteral("output_tok_per_s_per_user"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Output tok/s per user")},
        {QStringLiteral("total_tok_per_s"), QT_TRANSLATE_NOOP("MetricVocabulary", "Total tok/s")},
        {QStringLiteral("output_tok_per_s_steady"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Output tok/s, steady window")},
        {QStringLiteral("requests_per_s_steady"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Request throughput, steady window (req/s)")},
        {QStringLiteral("requests_per_s"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Request throughput (req/s)")},
        {QStringLiteral("goodput_requests_per_s"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Goodput by the tool's SLO (req/s)")},
        {QStringLiteral("slo_attainment_pct"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "SLO attainment (%)")},
        {QStringLiteral("goodput_req_per_s"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Goodput under SLO (req/s)")},
        {QStringLiteral("goodput_tok_per_s"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Goodput under SLO (tok/s)")},
        {QStringLiteral("concurrency"), QT_TRANSLATE_NOOP("MetricVocabulary", "Concurrency")},
        {QStringLiteral("prefix_cache_hit_pct"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Prefix-cache hit rate (%)")},
        {QStringLiteral("request_rate_per_s"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Request rate (req/s)")},
        {QStringLiteral("achieved_request_rate_per_s"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Achieved request rate (req/s)")},
        {QStringLiteral("num_prompts"), QT_TRANSLATE_NOOP("MetricVocabulary", "Prompts")},
        {QStringLiteral("completed"), QT_TRANSLATE_NOOP("MetricVocabulary", "Completed requests")},
        {QStringLiteral("failed"), QT_TRANSLATE_NOOP("MetricVocabulary", "Failed requests")},
        {QStringLiteral("output_length_mismatches"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Output length mismatches (requests)")},
        {QStringLiteral("duration_s"), QT_TRANSLATE_NOOP("MetricVocabulary", "Duration (s)")},
        {QStringLiteral("input_tokens_mean"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Input length mean (tok)")},
        {QStringLiteral("output_tokens_mean"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Output length mean (tok)")},
        {QStringLiteral("context_tokens"), QT_TRANSLATE_NOOP("MetricVocabulary", "Context (tok)")},
        {QStringLiteral("prompt_tok_per_s"), QT_TRANSLATE_NOOP("MetricVocabulary", "Prompt tok/s")},
        {QStringLiteral("prompt_tok_per_s_stddev"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Prompt tok/s std dev")},
        {QStringLiteral("gen_tok_per_s"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Generation tok/s")},
        {QStringLiteral("gen_tok_per_s_stddev"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Generation tok/s std dev")},
        {QStringLiteral("n_prompt"), QT_TRANSLATE_NOOP("MetricVocabulary", "Prompt length (tok)")},
        {QStringLiteral("n_gen"), QT_TRANSLATE_NOOP("MetricVocabulary", "Generated length (tok)")},
        {QStringLiteral("n_depth"), QT_TRANSLATE_NOOP("MetricVocabulary", "Context depth (tok)")},
        {QStringLiteral("perplexity"), QT_TRANSLATE_NOOP("MetricVocabulary", "Perplexity")},
        {QStringLiteral("perplexity_stderr"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Perplexity std error")},
        {QStringLiteral("kl_mean"), QT_TRANSLATE_NOOP("MetricVocabulary", "KL divergence mean")},
        {QStringLiteral("kl_p99"), QT_TRANSLATE_NOOP("MetricVocabulary", "KL divergence p99")},
        {QStringLiteral("top1_agreement"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Top-1 agreement (%)")},
        {QStringLiteral("spec_acceptance_rate"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Draft acceptance rate (%)")},
        {QStringLiteral("spec_acceptance_length"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Acceptance length (tok)")},
        {QStringLiteral("spec_draft_tokens"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Draft tokens (tok)")},
        {QStringLiteral("gpu_util_pct_mean"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "GPU utilization mean (%)")},
        {QStringLiteral("power_w_mean"), QT_TRANSLATE_NOOP("MetricVocabulary", "Power mean (W)")},
        {QStringLiteral("sm_clock_mhz_min"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "SM clock min (MHz)")},
        {QStringLiteral("temperature_c_max"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Temperature max (°C)")},
        {QStringLiteral("memory_used_bytes_max"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Memory used max (B)")},
        {QStringLiteral("energy_j"), QT_TRANSLATE_NOOP("MetricVocabulary", "GPU energy (J)")},
        {QStringLiteral("energy_j_per_output_token"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Energy per output token (J/tok)")},
        {QStringLiteral("output_tok_per_s_per_w"),
         QT_TRANSLATE_NOOP("MetricVocabulary", "Output tok/s per watt (tok/s/W)")},
    };
    return names;
}

// `{stat}_{rest}`: the statistic a derived name leads with.
const QRegularExpression &statPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral("^(mean|median|std|min|max|p(\\d+(?:\\.\\d+)?))_(.+)$"));
    return pattern;
}

const QStringList &latencyMetrics()
{
    static const QStringList metrics{QStringLiteral("ttft"), QStringLiteral("tpot"),
                                     QStringLiteral("itl"), QStringLiteral("e2el")};
    return metrics;
}

const QStringList &namedStats()
{
    static const QStringList stats{QStringLiteral("mean"), QStringLiteral("median"),
                                   QStringLiteral("std"), QStringLiteral("min"),
                                   QStringLiteral("max")};
    return stats;
}

// QCoreApplication::translate with its literals, not tr(QT_TRANSLATE_NOOP(...)): lupdate does
// not look inside a call of this file's own tr(), and these words were never translated.
QString statWord(const QString &stat)
{
    if (stat == QLatin1String("mean"))
        return QCoreApplication::translate("MetricVocabulary", "mean");
    if (stat == QLatin1String("median"))
        return QCoreApplication::translate("MetricVocabulary", "median");
    if (stat == QLatin1String("std"))
        return QCoreApplication::translate("MetricVocabulary", "std dev");
    if (stat == QLatin1String("min"))
        return QCoreApplication::translate("MetricVocabulary", "min");
    if (stat == QLatin1String("max"))
        return QCoreApplication::translate("MetricVocabulary", "max");
    return stat; // "p99", "p99.9": written as engineers write them
}

// What a derived name measures: the latency acronyms as vLLM prints them, anything else
// with spaces for underscores and a capital first letter.
QString subjectWord(const QString &subject)
{
    if (subject == QLatin1String("e2el"))
        return QCoreApplication::translate("MetricVocabulary", "E2E latency");
    if (latencyMetrics().contains(subject))
        return subject.toUpper();
    QString words = subject;
    words.replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!words.isEmpty())
        words[0] = words.at(0).toUpper();
    return words;
}

QString derivedName(const QString &name)
{
    enum class Unit { None, Ms, TokPerS };
    Unit unit = Unit::None;
    QString rest = name;
    if (rest.endsWith(QLatin1String("_tok_per_s"))) {
        unit = Unit::TokPerS;
        rest.chop(10);
    } else if (rest.endsWith(QLatin1String("_ms"))) {
        unit = Unit::Ms;
        rest.chop(3);
    }
    QString stat;
    if (const auto match = statPattern().match(rest); match.hasMatch()) {
        stat = statWord(match.captured(1));
        rest = match.captured(3);
    }
    if (rest.isEmpty() || (unit == Unit::None && stat.isEmpty()))
        return name;
    QString text = subjectWord(rest);
    if (!stat.isEmpty()) {
        //: A metric and its statistic, e.g. "TTFT p99", "ITL mean"
        text = QCoreApplication::translate("MetricVocabulary", "%1 %2").arg(text, stat);
    }
    switch (unit) {
    case Unit::Ms:
        //: A metric in milliseconds, e.g. "TTFT p99 (ms)"
        return QCoreApplication::translate("MetricVocabulary", "%1 (ms)").arg(text);
    case Unit::TokPerS:
        //: A speed in tokens per second, e.g. "Draft tok/s"
        return QCoreApplication::translate("MetricVocabulary", "%1 tok/s").arg(text);
    case Unit::None:
        break;
    }
    return text;
}

} // namespace

QString displayName(const QString &name)
{
    const auto &names = fixedNames();
    if (const auto it = names.find(name); it != names.end())
        return tr(it->second);
    if (const auto turn = turnTtftPattern().match(name); turn.hasMatch()) {
        //: A conversation's time to first token at one turn, e.g. "TTFT median, turn 2 (ms)"
        return QCoreApplication::translate("MetricVocabulary", "TTFT %1, turn %2 (ms)")
            .arg(statWord(turn.captured(1)), turn.captured(2));
    }
    return derivedName(name);
}

QString sortKey(const QString &name)
{
    const auto entry = describe(name);
    const int group = static_cast<int>(entry ? entry->group : Group::Other);
    const QList<Entry> &list = entries();
    auto positionOf = [&list](const QString &id) -> int {
        const auto it = std::find_if(list.cbegin(), list.cend(),
                                     [&id](const Entry &e) { return e.name == id; });
        return it == list.cend() ? 9999 : static_cast<int>(it - list.cbegin());
    };
    int position = 9999;
    int statRank = 0;
    double percentile = 0;
    // A latency statistic sorts with the first of its metric's statistics in the list.
    const QString bare = name.endsWith(QLatin1String("_ms")) ? name.chopped(3) : QString();
    const auto match = statPattern().match(bare);
    if (entry && entry->group == Group::Latency && match.hasMatch()) {
        position = positionOf(latencyName(namedStats().first(), match.captured(3)));
        const int named = static_cast<int>(namedStats().indexOf(match.captured(1)));
        statRank = named >= 0 ? named : static_cast<int>(namedStats().size());
        percentile = named >= 0 ? 0 : std::clamp(match.captured(2).toDouble(), 0.0, 1e6);
    } else {
        position = positionOf(name);
    }
    return QStringLiteral("%1 %2 %3 %4 %5")
        .arg(group, 2, 10, QLatin1Char('0'))
        .arg(position, 4, 10, QLatin1Char('0'))
        .arg(statRank, 2, 10, QLatin1Char('0'))
        .arg(QString::number(percentile, 'f', 6).rightJustified(16, QLatin1Char('0')), name);
}

void sortByMeaning(QStringList &names)
{
    QList<std::pair<QString, QString>> keyed;
    keyed.reserve(names.size());
    for (const QString &name : names)
        keyed.append({sortKey(name), name});
    std::sort(keyed.begin(), keyed.end());
    for (qsizetype i = 0; i < keyed.size(); ++i)
        names[i] = keyed.at(i).second;
}

} // namespace lanebook::MetricVocabulary
