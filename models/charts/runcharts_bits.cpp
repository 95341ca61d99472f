// The bits chart: speed and quality against bits per weight, one speed series per model (and
// per GPU, when a model's speed was measured on several: speed on an M2 and on an RTX 3090 is
// not one curve), one quality series per model on the right axis; the 2-bit quality cliff is
// said under the chart.
#include "models/charts/chartscaling.h"
#include "models/charts/chartstr.h"
#include "models/charts/runcharts.h"
#include "models/charts/runchartsparts.h"
#include "models/run/metricvocabulary.h"

#include <QSet>
#include <QStringList>

#include <algorithm>
#include <map>
#include <set>

namespace lanebook::RunCharts::Parts {

namespace {

// "Perplexity rises 3.1x from 3 to 2 bits": the largest step between neighbouring bit widths,
// said when it is a cliff rather than a slope.
QString cliffNote(const ChartSeries &quality, const QString &metric)
{
    const bool higherIsBetter =
        MetricVocabulary::describe(metric).value_or(MetricVocabulary::Entry{}).higherIsBetter;
    double worst = 1.0;
    const ChartPoint *from = nullptr;
    const ChartPoint *to = nullptr;
    // Points are in ascending bits; fewer bits should cost quality, and a cliff costs a lot.
    for (size_t i = 1; i < quality.points.size(); ++i) {
        const ChartPoint &fewer = quality.points[i - 1];
        const ChartPoint &more = quality.points[i];
        if (fewer.y <= 0.0 || more.y <= 0.0)
            continue;
        const double factor = higherIsBetter ? more.y / fewer.y : fewer.y / more.y;
        if (factor > worst) {
            worst = factor;
            from = &more;
            to = &fewer;
        }
    }
    const double cliff = higherIsBetter ? 1.25 : 1.5;
    if (!from || worst < cliff)
        return {};
    return ChartsTr::tr("%1 worsens %2× from %3 to %4 bits per weight: the quality cliff.")
        .arg(metricAxisTitle(metric).section(QStringLiteral(" ("), 0, 0))
        .arg(worst, 0, 'f', 1)
        .arg(from->x)
        .arg(to->x);
}

QString shortTitle(const QString &metric)
{
    return metricAxisTitle(metric).section(QStringLiteral(" ("), 0, 0);
}

} // namespace

ChartData buildBits(const std::vector<ChartRun> &runs, const ChartOptions &options)
{
    ChartData data;
    data.kind = options.kind;
    data.title = chartKindTitle(options.kind);
    data.errorBars = options.errorBars;
    data.x.title = ChartsTr::tr("Bits per weight");
    data.x.unit = ChartsTr::tr("bits");

    auto firstWithBits = [&](const QStringList &order) {
        for (const QString &candidate : order) {
            const bool some = std::any_of(runs.begin(), runs.end(), [&](const ChartRun &run) {
                return isCounted(run, options) && run.bitsPerWeight &&
                       isFinite(run.metric(candidate));
            });
            if (some)
                return candidate;
        }
        return QString();
    };
    // Automatic: the first metric that runs of known bits have; else the first any run has,
    // so that the empty state can say the bits are what is missing.
    auto automatic = [&](const QStringList &present) {
        const QString withBits = firstWithBits(present);
        return withBits.isEmpty() ? present.value(0) : withBits;
    };
    // Single-stream decode speed first: serving throughput pools concurrencies into one point.
    QStringList speedPresent = throughputMetrics(runs);
    if (speedPresent.removeAll(QStringLiteral("gen_tok_per_s")) > 0)
        speedPresent.prepend(QStringLiteral("gen_tok_per_s"));
    const QString speedMetric =
        options.yMetric.isEmpty() ? automatic(speedPresent) : options.yMetric;
    const QString qualityMetric =
        options.qualityMetric.isEmpty() ? automatic(qualityMetrics(runs)) : options.qualityMetric;

    auto speedOf = [&](const ChartRun &run) {
        return speedMetric.isEmpty() ? std::nullopt : run.metric(speedMetric);
    };
    auto qualityOf = [&](const ChartRun &run) {
        return qualityMetric.isEmpty() ? std::nullopt : run.metric(qualityMetric);
    };
    // The GPUs each model's speed was measured on: more than one, and each is its own series.
    std::map<QString, QSet<QString>> gpusOf;
    for (const ChartRun &run : runs) {
        if (isCounted(run, options) && run.bitsPerWeight && isFinite(speedOf(run)))
            gpusOf[run.modelFamily].insert(run.gpu);
    }
    auto speedKey = [&gpusOf](const ChartRun &run) -> QString {
        if (gpusOf[run.modelFamily].size() < 2)
            return run.modelFamily;
        return run.modelFamily + QStringLiteral(" · ") +
               (run.gpu.isEmpty() ? ChartsTr::tr("GPU not recorded") : run.gpu);
    };

    std::set<QString> families;
    std::map<QString, std::map<QString, RepeatsByX>> speed; // family, then model (and GPU)
    std::map<QString, RepeatsByX> quality;
    int withoutBits = 0;
    int invalid = 0;
    for (const ChartRun &run : runs) {
        const auto s = speedOf(run);
        const auto q = qualityOf(run);
        if (!isFinite(s) && !isFinite(q))
            continue;
        if (isLeftOutAsInvalid(run, options) && run.bitsPerWeight)
            ++invalid;
        if (!isCounted(run, options))
            continue;
        if (!run.bitsPerWeight) {
            ++withoutBits;
            continue;
        }
        families.insert(run.modelFamily);
        if (isFinite(s))
            speed[run.modelFamily][speedKey(run)][*run.bitsPerWeight].push_back(
                {*s, run.id, &run.label});
        if (isFinite(q))
            quality[run.modelFamily][*run.bitsPerWeight].push_back({*q, run.id, &run.label});
    }
    if (speed.empty() && quality.empty()) {
        data.emptyMessage =
            withoutBits > 0
                ? ChartsTr::tr("%n run(s) have speed or quality numbers, but none records its "
                               "bits per weight (a quantization in its config or model name).",
                               nullptr, withoutBits)
                : ChartsTr::tr("No run with a known quantization has a speed or quality "
                               "metric. Import llama-bench and llama-perplexity runs of several "
                               "quantizations of one model.");
        return data;
    }
    data.y.title = speedMetric.isEmpty() ? QString() : metricAxisTitle(speedMetric);
    data.y.unit = MetricVocabulary::describe(speedMetric).value_or(MetricVocabulary::Entry{}).unit;
    data.y2.title = qualityMetric.isEmpty() ? QString() : metricAxisTitle(qualityMetric);
    data.y2.unit =
        MetricVocabulary::describe(qualityMetric).value_or(MetricVocabulary::Entry{}).unit;

    size_t speedSeries = 0;
    for (const auto &[family, byKey] : speed)
        speedSeries += byKey.size();
    // Names say the model only when there is more than one line of a kind to tell apart.
    const bool prefix = families.size() > 1 || speedSeries > 1;
    auto named = [prefix](const QString &who, const QString &what) {
        return prefix ? who + QStringLiteral(" — ") + what : what;
    };
    auto seriesOf = [&options](const RepeatsByX &byBits, const QString &name, AxisSide side) {
        ChartSeries s;
        s.name = name;
        s.side = side;
        s.dashed = side == AxisSide::Right;
        for (const auto &[bits, repeats] : byBits)
            s.points.push_back(ChartPoints::aggregate(bits, repeats, options.errorBars));
        return s;
    };
    QStringList notes;
    for (const QString &family : families) {
        if (const auto it = speed.find(family); it != speed.end()) {
            for (const auto &[key, byBits] : it->second)
                data.series.push_back(
                    seriesOf(byBits, named(key, shortTitle(speedMetric)), AxisSide::Left));
        }
        if (const auto it = quality.find(family); it != quality.end()) {
            ChartSeries s =
                seriesOf(it->second, named(family, shortTitle(qualityMetric)), AxisSide::Right);
            if (const QString note = cliffNote(s, qualityMetric); !note.isEmpty())
                notes << named(family, note);
            data.series.push_back(std::move(s));
        }
    }
    const ChartScaling::AxisFit fit = ChartScaling::fitLeftAxis(data, options.yScale);
    if (const QString note = leftOutNote(withoutBits, ChartsTr::tr("a known bit width"));
        !note.isEmpty())
        notes << note;
    if (const QString note = invalidNote(invalid); !note.isEmpty())
        notes << note;
    if (const QString note = ChartScaling::fitNote(fit, data.y.unit, options.yScale);
        !note.isEmpty())
        notes << note;
    data.note = notes.join(u' ');
    return data;
}

} // namespace lanebook::RunCharts::Parts
