#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace lanebook {

// The one metric vocabulary of DESIGN.md §3.1. Importers map onto these names so that runs
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

} // namespace MetricVocabulary

} // namespace lanebook
