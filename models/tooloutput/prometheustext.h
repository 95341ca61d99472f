#pragma once

// Prometheus text exposition format 0.0.4: what vLLM, llama-server, SGLang and
// dcgm-exporter serve at GET /metrics. Pure parsing, no I/O: the caller
// fetches the bytes.
//
// STABLE API, used by the load generator (vLLM counters before/after a run) and telemetry
// (dcgm-exporter). Keep it small; add, do not change:
//
//     const PrometheusParseResult parsed = parsePrometheusText(bytes);
//     for (const QString &error : parsed.errors) ...          // "line 12: …"; good lines kept
//     parsed.scrape.value(u"vllm:prompt_tokens_total", {{u"model_name", model}});
//     parsed.scrape.sum(u"vllm:request_success_total");        // over every label set
//     parsed.scrape.typeOf(u"vllm:time_to_first_token_seconds_bucket") == Histogram
//
// Label values are unescaped (\\ \" \n); +Inf, -Inf and NaN parse to their doubles; a
// timestamp (ms since the epoch) is kept when present.

#include <QHash>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace lanebook {

using PrometheusLabels = QList<QPair<QString, QString>>;

struct PrometheusSample
{
    QString name;            // the series name as written: x_bucket, x_sum, x_count, x_total…
    PrometheusLabels labels; // in exposition order
    double value = 0.0;
    std::optional<qint64> timestampMs;

    // The value of label `key`, or a null QString when the sample has no such label.
    QString label(const QString &key) const;
    // True when every (key, value) of `subset` is among the labels.
    bool hasLabels(const PrometheusLabels &subset) const;
};

enum class PrometheusType { Untyped, Counter, Gauge, Histogram, Summary };

struct PrometheusFamily
{
    QString name;
    PrometheusType type = PrometheusType::Untyped;
    QString help;
};

struct PrometheusScrape
{
    QList<PrometheusSample> samples;           // in file order
    QHash<QString, PrometheusFamily> families; // from # TYPE / # HELP, by family name

    // Samples named `name` whose labels contain `labelSubset`.
    QList<PrometheusSample> matching(const QString &name,
                                     const PrometheusLabels &labelSubset = {}) const;
    // The first matching sample's value; nullopt when none matches.
    std::optional<double> value(const QString &name,
                                const PrometheusLabels &labelSubset = {}) const;
    // The sum over all matching samples (e.g. every engine, every finished_reason);
    // nullopt when none matches.
    std::optional<double> sum(const QString &name, const PrometheusLabels &labelSubset = {}) const;
    // The declared type of the family a series belongs to: "x_bucket", "x_sum" and
    // "x_count" of a histogram x, "x_total" of a counter declared as x or x_total.
    PrometheusType typeOf(const QString &seriesName) const;
    // The family name a series belongs to (itself when no family claims it).
    QString familyOf(const QString &seriesName) const;
    // Cumulative (upper bound, count) buckets of histogram `familyName`, sorted by bound,
    // +Inf last, for the label set `labelSubset` (the le label is ignored in it).
    QList<QPair<double, double>> buckets(const QString &familyName,
                                         const PrometheusLabels &labelSubset = {}) const;
};

struct PrometheusParseResult
{
    PrometheusScrape scrape;
    QStringList errors; // one per rejected line, each naming the line: "line 7: …"
    bool ok() const { return errors.isEmpty(); }
};

PrometheusParseResult parsePrometheusText(const QByteArray &text);

} // namespace lanebook
