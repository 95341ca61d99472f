#pragma once

#include <QLatin1String>
#include <QString>
#include <QStringList>

#include <optional>

namespace lanebook {

// The one metric vocabulary; units are in the names. Importers map onto these names so that runs
// from different tools sort, filter, plot and compare together.
namespace MetricVocabulary {

enum class Group { Throughput, Latency, Workload, Micro, Quality, Speculative, Telemetry, Other };

struct Entry
{
    QString name;
    Group group;
    QString unit; // "tok/s", "ms", "req/s", "" for dimensionless
    bool higherIsBetter;
};

// The fixed names, in the order a column chooser offers them. Latency statistics are
// listed for the common percentiles; any pNN (p99.9 too) is also a valid name.
const QList<Entry> &entries();

// Describes any vocabulary name, including pNN latency names and `<task>.<metric>`
// quality names; std::nullopt for a name outside the vocabulary.
std::optional<Entry> describe(const QString &name);

// "p99.9" style percentile word as vLLM writes it: 99 -> "99", 99.9 -> "99.9".
QString percentileWord(double percentile);

// `{stat}_{metric}_ms`, e.g. latencyName(u"p", 99, u"ttft") -> "p99_ttft_ms".
QString latencyName(const QString &stat, const QString &metric);
QString percentileLatencyName(double percentile, const QString &metric);

QString groupTitle(Group group);

// A metric of the model's output (perplexity, KL, top-1 agreement, an lm-eval or
// llama-perplexity task score) or of speculative decoding's acceptance: the vocabulary's quality
// and speculative groups, their standard errors and the draft-token count left out. The quality
// rows beside speed and the quality gate read the same ones.
bool isQualityMetric(const QString &name);

// The prefix cache's figures a comparison shows beside speed: the hit rate and a
// conversation's median TTFT at each turn (what a cache change moves).
bool isPrefixCacheMetric(const QString &name);
// The standard error a run records beside a quality metric: `perplexity_stderr`,
// `hellaswag.acc_stderr`, `gsm8k.exact_match_stderr,strict-match` (lm-eval's filter stays last).
QString standardErrorName(const QString &name);

// The name people read, with its unit: "Output tok/s", "TTFT p99 (ms)", "ITL mean (ms)".
// Fixed names for the vocabulary; derived for names made of known parts (a `mean_`,
// `median_`, `std_`, `min_`, `max_` or `pNN_` statistic, a `_ms` or `_tok_per_s` unit);
// any other name (an lm-eval `<task>.<metric>`, a custom metric) is returned as it is.
// Translated in the "MetricVocabulary" context; the id itself belongs in a tooltip.
QString displayName(const QString &name);

// A key that orders names by meaning when compared as strings: vocabulary group, then the
// vocabulary's order, a latency's statistics as mean, median, std, min, max and then the
// percentiles in numeric order (p1, p10, p25, p50, p90, p99, p99.9); names outside the
// vocabulary last in their group, by id.
QString sortKey(const QString &name);
// Sorts names by sortKey().
void sortByMeaning(QStringList &names);

} // namespace MetricVocabulary

// The vocabulary's names for code that asks for one metric by name, so that a typo is a
// compile error rather than a silently missing value. A QLatin1String converts to the
// QString that Run::metricValue() takes.
namespace MetricId {

inline constexpr QLatin1String kOutputTokPerS{"output_tok_per_s"};
inline constexpr QLatin1String kTotalTokPerS{"total_tok_per_s"};
inline constexpr QLatin1String kRequestsPerS{"requests_per_s"};
inline constexpr QLatin1String kGenTokPerS{"gen_tok_per_s"};
inline constexpr QLatin1String kPromptTokPerS{"prompt_tok_per_s"};
inline constexpr QLatin1String kCompleted{"completed"};
inline constexpr QLatin1String kFailed{"failed"};
inline constexpr QLatin1String kDurationS{"duration_s"};
inline constexpr QLatin1String kMedianTtftMs{"median_ttft_ms"};
inline constexpr QLatin1String kP99TtftMs{"p99_ttft_ms"};
inline constexpr QLatin1String kMedianTpotMs{"median_tpot_ms"};
inline constexpr QLatin1String kP99TpotMs{"p99_tpot_ms"};
inline constexpr QLatin1String kMedianItlMs{"median_itl_ms"};
inline constexpr QLatin1String kP99ItlMs{"p99_itl_ms"};
inline constexpr QLatin1String kPerplexity{"perplexity"};
inline constexpr QLatin1String kKlMean{"kl_mean"};
inline constexpr QLatin1String kGpuUtilPctMean{"gpu_util_pct_mean"};
inline constexpr QLatin1String kPowerWMean{"power_w_mean"};
inline constexpr QLatin1String kSmClockMhzMin{"sm_clock_mhz_min"};
inline constexpr QLatin1String kTemperatureCMax{"temperature_c_max"};

} // namespace MetricId

} // namespace lanebook
