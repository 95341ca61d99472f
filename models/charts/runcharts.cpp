#include "models/charts/runcharts.h"

#include "models/charts/chartpoints.h"
#include "models/charts/chartstr.h"
#include "models/run/metricvocabulary.h"

#include <QCollator>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>

namespace lanebook::RunCharts {

namespace {

const QStringList &throughputOrder()
{
    static const QStringList order{
        QStringLiteral("output_tok_per_s"),      QStringLiteral("gen_tok_per_s"),
        QStringLiteral("total_tok_per_s"),       QStringLiteral("prompt_tok_per_s"),
        QStringLiteral("pp_tg_tok_per_s"),       QStringLiteral("requests_per_s"),
        QStringLiteral("goodput_requests_per_s")};
    return order;
}

const QStringList &qualityOrder()
{
    static const QStringList order{QStringLiteral("perplexity"), QStringLiteral("kl_mean"),
                                   QStringLiteral("kl_p99"), QStringLiteral("top1_agreement")};
    return order;
}

constexpr double kOutlierFactor = kOutlierFactorForLogY;

bool isCounted(const ChartRun &run, const ChartOptions &options)
{
    if (run.status == RunStatus::Failed)
        return false;
    if (!options.modelFamily.isEmpty() && run.modelFamily != options.modelFamily)
        return false;
    return options.includeInvalid || run.status != RunStatus::Invalid;
}

bool isFinite(std::optional<double> value)
{
    return value && std::isfinite(*value);
}

QString unknownQuantization()
{
    return ChartsTr::tr("quantization not recorded");
}

// Config keys whose values tell one model's configs apart: more than one value, but not a
// value per run (a timestamp or a path would make every run its own series).
QStringList varyingConfigKeysOf(const std::vector<const ChartRun *> &runs)
{
    static const QSet<QString> ignored{
        QStringLiteral("date"),           QStringLiteral("started_at"),
        QStringLiteral("timestamp"),      QStringLiteral("seed"),
        QStringLiteral("build_commit"),   QStringLiteral("build_number"),
        QStringLiteral("model_filename"), QStringLiteral("path"),
        QStringLiteral("result_file")};
    QHash<QString, QSet<QString>> values;
    for (const ChartRun *run : runs) {
        for (auto it = run->configValues.constBegin(); it != run->configValues.constEnd(); ++it)
            values[it.key()].insert(it.value());
    }
    QStringList keys;
    for (auto it = values.constBegin(); it != values.constEnd(); ++it) {
        const qsizetype distinct = it.value().size();
        const bool missingSomewhere = std::any_of(runs.begin(), runs.end(), [&](const ChartRun *r) {
            return !r->configValues.contains(it.key());
        });
        if (!ignored.contains(it.key()) && (distinct >= 2 || (distinct == 1 && missingSomewhere)) &&
            distinct < static_cast<qsizetype>(runs.size()))
            keys << it.key();
    }
    keys.sort();
    return keys.mid(0, 3);
}

// Per model: the keys that vary among its runs.
QHash<QString, QStringList> varyingConfigKeys(const std::vector<ChartRun> &runs)
{
    QHash<QString, std::vector<const ChartRun *>> byModel;
    for (const ChartRun &run : runs)
        byModel[run.model].push_back(&run);
    QHash<QString, QStringList> keys;
    for (auto it = byModel.constBegin(); it != byModel.constEnd(); ++it)
        keys.insert(it.key(), varyingConfigKeysOf(it.value()));
    return keys;
}

QString configSeriesName(const ChartRun &run, const QHash<QString, QStringList> &varyingKeys,
                         bool prefixModel)
{
    const QStringList keys = varyingKeys.value(run.model);
    const QString model = run.model.isEmpty() ? run.configName : run.model;
    QString name;
    // The user's own name for a config (vLLM --label) says it best.
    if (keys.contains(QStringLiteral("label")) &&
        run.configValues.contains(QStringLiteral("label"))) {
        name = run.configValues.value(QStringLiteral("label"));
    } else {
        QStringList parts;
        for (const QString &key : keys) {
            if (run.configValues.contains(key))
                parts << key + u'=' + run.configValues.value(key);
        }
        name = parts.join(QStringLiteral(", "));
    }
    if (name.isEmpty())
        return prefixModel ? run.configName : model;
    return prefixModel ? model + QStringLiteral(" · ") + name : name;
}

QString seriesNameOf(const ChartRun &run, SeriesGrouping grouping, bool prefixFamily,
                     const QHash<QString, QStringList> &varyingKeys)
{
    switch (grouping) {
    case SeriesGrouping::Quantization: {
        QString quantization = run.quantization;
        if (quantization.isEmpty() && run.bitsPerWeight)
            quantization = ChartsTr::tr("%1 bit").arg(*run.bitsPerWeight);
        // Unknown quantization: the model names the series better than "unknown" would.
        if (quantization.isEmpty())
            return run.modelFamily.isEmpty() ? unknownQuantization() : run.modelFamily;
        return prefixFamily && !run.modelFamily.isEmpty()
                   ? run.modelFamily + QStringLiteral(" · ") + quantization
                   : quantization;
    }
    case SeriesGrouping::Config:
        return configSeriesName(run, varyingKeys, prefixFamily);
    case SeriesGrouping::Model:
        return run.model.isEmpty() ? ChartsTr::tr("model not recorded") : run.model;
    case SeriesGrouping::Lane:
        return run.lane.isEmpty() ? ChartsTr::tr("no lane") : run.lane;
    }
    return {};
}

using RepeatsByX = std::map<double, std::vector<ChartPoints::Repeat>>;

// Series in a stable, human order: "Q2_K" before "Q10" (numeric collation).
std::vector<ChartSeries> seriesFrom(const std::map<QString, RepeatsByX> &grouped,
                                    const ChartOptions &options, AxisScale xScale)
{
    std::vector<ChartSeries> series;
    for (const auto &[name, byX] : grouped) {
        ChartSeries s;
        s.name = name;
        std::vector<ChartPoint> points;
        for (const auto &[x, repeats] : byX)
            points.push_back(ChartPoints::aggregate(x, repeats, options.errorBars));
        s.points = ChartPoints::decimate(points, options.plotWidthPx, xScale);
        if (!s.points.empty())
            series.push_back(std::move(s));
    }
    QCollator collator;
    collator.setNumericMode(true);
    std::stable_sort(series.begin(), series.end(),
                     [&collator](const ChartSeries &a, const ChartSeries &b) {
                         return collator.compare(a.name, b.name) < 0;
                     });
    return series;
}

QString leftOutNote(int leftOut, const QString &what)
{
    return leftOut > 0 ? ChartsTr::tr("%n run(s) without %1 left out.", nullptr, leftOut).arg(what)
                       : QString();
}

// A point orders of magnitude above the others sets a linear scale alone and flattens the
// rest to zero: said under the chart, never silently.
QString outlierNote(const ChartData &data, bool logY)
{
    std::vector<double> ys;
    const ChartPoint *top = nullptr;
    for (const ChartSeries &s : data.series) {
        for (const ChartPoint &p : s.points) {
            ys.push_back(p.y);
            if (!top || p.y > top->y)
                top = &p;
        }
    }
    if (ys.size() < 3 || !top)
        return {};
    std::nth_element(ys.begin(), ys.begin() + static_cast<long>(ys.size() / 2), ys.end());
    const double median = ys[ys.size() / 2];
    if (median <= 0.0 || top->y < kOutlierFactor * median)
        return {};
    const QString who = top->runLabel.isEmpty() ? QString() : top->runLabel + u' ';
    return logY ? ChartsTr::tr("%1is %2× the median point: the y axis is logarithmic so that "
                               "the others show.")
                      .arg(who)
                      .arg(std::round(top->y / median))
                : ChartsTr::tr("%1is %2× the median point and sets the scale alone: tick Log Y "
                               "to see the others.")
                      .arg(who)
                      .arg(std::round(top->y / median));
}

ChartData buildThroughput(const std::vector<ChartRun> &runs, const ChartOptions &options)
{
    const bool byContext = options.kind == ChartKind::ThroughputVsContext;
    ChartData data;
    data.kind = options.kind;
    data.title = chartKindTitle(options.kind);
    data.errorBars = options.errorBars;
    data.x.title =
        byContext ? ChartsTr::tr("Context length (tokens)") : ChartsTr::tr("Concurrency");
    data.x.unit = byContext ? ChartsTr::tr("tokens") : QString();
    data.x.scale = AxisScale::Log2;
    auto xOf = [byContext](const ChartRun &run) {
        return byContext ? contextTokensOf(run) : run.metric(QStringLiteral("concurrency"));
    };

    QString yMetric = options.yMetric;
    if (yMetric.isEmpty()) {
        for (const QString &candidate : throughputOrder()) {
            const bool some = std::any_of(runs.begin(), runs.end(), [&](const ChartRun &run) {
                return isCounted(run, options) && isFinite(xOf(run)) &&
                       isFinite(run.metric(candidate));
            });
            if (some) {
                yMetric = candidate;
                break;
            }
        }
    }
    const QString xName =
        byContext ? ChartsTr::tr("a context length") : ChartsTr::tr("a concurrency");
    if (yMetric.isEmpty()) {
        data.emptyMessage =
            ChartsTr::tr("No run has both %1 and a throughput metric. Import serving runs "
                         "(vLLM, SGLang, AIPerf, GuideLLM) or llama-bench tests that vary it.")
                .arg(xName);
        return data;
    }
    data.y.title = metricAxisTitle(yMetric);
    data.y.unit = MetricVocabulary::describe(yMetric).value_or(MetricVocabulary::Entry{}).unit;
    data.y.scale = options.logY ? AxisScale::Log10 : AxisScale::Linear;

    QSet<QString> families;
    for (const ChartRun &run : runs) {
        if (isCounted(run, options) && xOf(run) && run.metric(yMetric))
            families.insert(run.modelFamily);
    }
    const bool prefixFamily = families.size() > 1;
    std::vector<ChartRun> counted;
    for (const ChartRun &run : runs) {
        if (isCounted(run, options) && xOf(run) && run.metric(yMetric))
            counted.push_back(run);
    }
    const QHash<QString, QStringList> varyingKeys = options.grouping == SeriesGrouping::Config
                                                        ? varyingConfigKeys(counted)
                                                        : QHash<QString, QStringList>();
    auto plotted = [&](const ChartRun &run) {
        const auto x = xOf(run);
        const auto y = run.metric(yMetric);
        return isCounted(run, options) && isFinite(x) && isFinite(y) && *x > 0.0 &&
               !(options.logY && *y <= 0.0);
    };
    // Runs of another lane or GPU measure another thing: a series whose runs span several
    // gets split, so that no line joins an H200 point to an RTX 4080 one.
    QHash<QString, QSet<QString>> lanesOf;
    QHash<QString, QSet<QString>> gpusOf;
    for (const ChartRun &run : runs) {
        if (!plotted(run))
            continue;
        const QString base = seriesNameOf(run, options.grouping, prefixFamily, varyingKeys);
        lanesOf[base].insert(run.lane);
        gpusOf[base].insert(run.gpu);
    }
    std::map<QString, RepeatsByX> grouped;
    int leftOut = 0;
    for (const ChartRun &run : runs) {
        if (!isCounted(run, options))
            continue;
        if (!plotted(run)) {
            ++leftOut;
            continue;
        }
        QString name = seriesNameOf(run, options.grouping, prefixFamily, varyingKeys);
        const bool splitLane =
            options.grouping != SeriesGrouping::Lane && lanesOf.value(name).size() > 1;
        const bool splitGpu = gpusOf.value(name).size() > 1;
        if (splitLane)
            name +=
                QStringLiteral(" · ") + (run.lane.isEmpty() ? ChartsTr::tr("no lane") : run.lane);
        if (splitGpu)
            name += QStringLiteral(" · ") +
                    (run.gpu.isEmpty() ? ChartsTr::tr("GPU not recorded") : run.gpu);
        grouped[name][*xOf(run)].push_back({*run.metric(yMetric), run.id, run.label});
    }
    data.series = seriesFrom(grouped, options, data.x.scale);
    if (data.series.empty()) {
        data.emptyMessage = ChartsTr::tr("No run has both %1 and %2. Choose another metric, or "
                                         "import runs that record both.")
                                .arg(xName, yMetric);
        return data;
    }
    data.note = leftOutNote(leftOut, ChartsTr::tr("%1 or %2").arg(xName, yMetric));
    if (const QString outlier = outlierNote(data, options.logY); !outlier.isEmpty())
        data.note = data.note.isEmpty() ? outlier : data.note + u' ' + outlier;
    return data;
}

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

    QSet<QString> families;
    std::map<QString, RepeatsByX> speed;
    std::map<QString, RepeatsByX> quality;
    int withoutBits = 0;
    for (const ChartRun &run : runs) {
        if (!isCounted(run, options))
            continue;
        const auto s = speedMetric.isEmpty() ? std::nullopt : run.metric(speedMetric);
        const auto q = qualityMetric.isEmpty() ? std::nullopt : run.metric(qualityMetric);
        if (!isFinite(s) && !isFinite(q))
            continue;
        if (!run.bitsPerWeight) {
            ++withoutBits;
            continue;
        }
        families.insert(run.modelFamily);
        if (isFinite(s))
            speed[run.modelFamily][*run.bitsPerWeight].push_back({*s, run.id, run.label});
        if (isFinite(q))
            quality[run.modelFamily][*run.bitsPerWeight].push_back({*q, run.id, run.label});
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
    data.y.scale = options.logY ? AxisScale::Log10 : AxisScale::Linear;
    data.y2.title = qualityMetric.isEmpty() ? QString() : metricAxisTitle(qualityMetric);
    data.y2.unit =
        MetricVocabulary::describe(qualityMetric).value_or(MetricVocabulary::Entry{}).unit;

    const bool prefix = families.size() > 1;
    auto named = [prefix](const QString &family, const QString &what) {
        return prefix ? family + QStringLiteral(" — ") + what : what;
    };
    QStringList notes;
    for (const QString &family : families) {
        const auto addSeries = [&](const std::map<QString, RepeatsByX> &grouped,
                                   const QString &metric, AxisSide side) {
            const auto it = grouped.find(family);
            if (it == grouped.end())
                return;
            ChartSeries s;
            s.name = named(family, metricAxisTitle(metric).section(QStringLiteral(" ("), 0, 0));
            s.side = side;
            s.dashed = side == AxisSide::Right;
            for (const auto &[bits, repeats] : it->second)
                s.points.push_back(ChartPoints::aggregate(bits, repeats, options.errorBars));
            if (side == AxisSide::Right) {
                if (const QString note = cliffNote(s, metric); !note.isEmpty())
                    notes << named(family, note);
            }
            data.series.push_back(std::move(s));
        };
        addSeries(speed, speedMetric, AxisSide::Left);
        addSeries(quality, qualityMetric, AxisSide::Right);
    }
    if (const QString note = leftOutNote(withoutBits, ChartsTr::tr("a known bit width"));
        !note.isEmpty())
        notes << note;
    data.note = notes.join(u' ');
    return data;
}

} // namespace

ChartData build(const std::vector<ChartRun> &runs, const ChartOptions &options)
{
    switch (options.kind) {
    case ChartKind::ThroughputVsContext:
    case ChartKind::ThroughputVsConcurrency:
        return buildThroughput(runs, options);
    case ChartKind::SpeedQualityVsBits:
        return buildBits(runs, options);
    default:
        break;
    }
    ChartData data;
    data.kind = options.kind;
    data.title = chartKindTitle(options.kind);
    data.emptyMessage =
        ChartsTr::tr("This chart is drawn from chosen runs, not the whole notebook.");
    return data;
}

bool isChartedMetric(const QString &name)
{
    static const QSet<QString> axes{
        QStringLiteral("concurrency"),       QStringLiteral("context_tokens"),
        QStringLiteral("input_tokens_mean"), QStringLiteral("n_prompt"),
        QStringLiteral("n_depth"),           QStringLiteral("n_gen")};
    // lm-eval task metrics, as qualityMetrics() offers them.
    const bool task =
        name.contains(u'.') && !name.endsWith(QLatin1String("_stderr")) && !name.startsWith(u'p');
    return task || axes.contains(name) || throughputOrder().contains(name) ||
           qualityOrder().contains(name);
}

QStringList modelFamilies(const std::vector<ChartRun> &runs)
{
    QSet<QString> families;
    for (const ChartRun &run : runs) {
        if (!run.modelFamily.isEmpty())
            families.insert(run.modelFamily);
    }
    QStringList list(families.begin(), families.end());
    QCollator collator;
    collator.setNumericMode(true);
    std::sort(list.begin(), list.end(), [&collator](const QString &a, const QString &b) {
        return collator.compare(a, b) < 0;
    });
    return list;
}

QStringList throughputMetrics(const std::vector<ChartRun> &runs)
{
    QStringList present;
    for (const QString &name : throughputOrder()) {
        if (std::any_of(runs.begin(), runs.end(),
                        [&name](const ChartRun &run) { return run.metrics.contains(name); }))
            present << name;
    }
    return present;
}

QStringList qualityMetrics(const std::vector<ChartRun> &runs)
{
    QStringList present;
    for (const QString &name : qualityOrder()) {
        if (std::any_of(runs.begin(), runs.end(),
                        [&name](const ChartRun &run) { return run.metrics.contains(name); }))
            present << name;
    }
    // lm-eval task metrics: "<task>.<metric>", e.g. arc_challenge.acc.
    QSet<QString> tasks;
    for (const ChartRun &run : runs) {
        for (auto it = run.metrics.constBegin(); it != run.metrics.constEnd(); ++it) {
            if (it.key().contains(u'.') && !it.key().endsWith(QLatin1String("_stderr")) &&
                !it.key().startsWith(u'p'))
                tasks.insert(it.key());
        }
    }
    QStringList taskList(tasks.begin(), tasks.end());
    taskList.sort();
    return present + taskList;
}

std::optional<double> contextTokensOf(const ChartRun &run)
{
    if (const auto context = run.metric(QStringLiteral("context_tokens")))
        return context;
    if (const auto input = run.metric(QStringLiteral("input_tokens_mean")))
        return input;
    const auto prompt = run.metric(QStringLiteral("n_prompt"));
    const auto depth = run.metric(QStringLiteral("n_depth"));
    const auto gen = run.metric(QStringLiteral("n_gen"));
    if (!prompt && !depth && !gen)
        return std::nullopt;
    const double total = prompt.value_or(0.0) + depth.value_or(0.0) + gen.value_or(0.0);
    return total > 0.0 ? std::optional<double>(total) : std::nullopt;
}

QString metricAxisTitle(const QString &metricName)
{
    // The names the Runs table and the inspector use; llama-bench's combined pp+tg speed is
    // the charts' own.
    if (metricName == QLatin1String("pp_tg_tok_per_s"))
        return ChartsTr::tr("Prompt + generation tok/s");
    return MetricVocabulary::displayName(metricName);
}

} // namespace lanebook::RunCharts
