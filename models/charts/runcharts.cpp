#include "models/charts/runcharts.h"

#include "models/charts/chartpoints.h"
#include "models/charts/chartscaling.h"
#include "models/charts/chartstr.h"
#include "models/charts/runchartsparts.h"
#include "models/frontier/pareto.h"
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

using Parts::isCounted;
using Parts::isFinite;
using Parts::RepeatsByX;

// What may tell the runs of one series apart, in the order a series name lists it.
enum class Split { Model, Lane, Gpu, Concurrency, RequestRate };

QString splitText(const ChartRun &run, Split split)
{
    switch (split) {
    case Split::Model:
        return run.model.isEmpty() ? ChartsTr::tr("model not recorded") : run.model;
    case Split::Lane:
        return run.lane.isEmpty() ? ChartsTr::tr("no lane") : run.lane;
    case Split::Gpu:
        return run.gpu.isEmpty() ? ChartsTr::tr("GPU not recorded") : run.gpu;
    case Split::Concurrency:
        if (const auto c = run.metric(QStringLiteral("concurrency")); isFinite(c))
            return ChartsTr::tr("concurrency %1").arg(ChartScaling::plainNumber(*c));
        return ChartsTr::tr("concurrency not recorded");
    case Split::RequestRate: {
        // As WorkloadPoint places a run: the workload's rate, else the one the tool measured.
        QString rate = run.requestRate;
        if (const auto measured = run.metric(QStringLiteral("request_rate_per_s"));
            rate.isEmpty() && measured && !std::isnan(*measured))
            rate = ChartScaling::plainNumber(*measured);
        if (rate.isEmpty())
            return ChartsTr::tr("rate not recorded");
        if (rate == QLatin1String("inf"))
            return ChartsTr::tr("rate inf");
        bool number = false;
        rate.toDouble(&number);
        return number ? ChartsTr::tr("rate %1/s").arg(rate) : ChartsTr::tr("rate %1").arg(rate);
    }
    }
    return {};
}

// A series stands for one thing measured under one condition. On the context axis that
// condition includes the concurrency (a run at 64 requests in flight and one at 1 are two
// curves, not a zig-zag), on both axes the request rate, the model, the lane and the GPU.
std::vector<Split> splitsFor(const ChartOptions &options)
{
    std::vector<Split> splits;
    if (options.grouping != SeriesGrouping::Model)
        splits.push_back(Split::Model);
    if (options.grouping != SeriesGrouping::Lane)
        splits.push_back(Split::Lane);
    splits.push_back(Split::Gpu);
    if (options.kind == ChartKind::ThroughputVsContext)
        splits.push_back(Split::Concurrency);
    splits.push_back(Split::RequestRate);
    return splits;
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

    auto plotted = [&](const ChartRun &run) {
        const auto x = xOf(run);
        return isCounted(run, options) && isFinite(x) && isFinite(run.metric(yMetric)) && *x > 0.0;
    };
    QSet<QString> families;
    std::vector<ChartRun> counted;
    for (const ChartRun &run : runs) {
        if (plotted(run)) {
            families.insert(run.modelFamily);
            counted.push_back(run);
        }
    }
    const bool prefixFamily = families.size() > 1;
    const QHash<QString, QStringList> varyingKeys = options.grouping == SeriesGrouping::Config
                                                        ? varyingConfigKeys(counted)
                                                        : QHash<QString, QStringList>();
    // A series whose runs differ in one of the splits is split by it and named by what differs,
    // so that no line joins an H200 point to an RTX 4080 one.
    const std::vector<Split> splits = splitsFor(options);
    QHash<QString, std::vector<QSet<QString>>> splitValues; // by base name
    for (const ChartRun &run : counted) {
        std::vector<QSet<QString>> &values =
            splitValues[seriesNameOf(run, options.grouping, prefixFamily, varyingKeys)];
        values.resize(splits.size());
        for (size_t i = 0; i < splits.size(); ++i)
            values[i].insert(splitText(run, splits[i]));
    }
    std::map<QString, RepeatsByX> grouped;
    int leftOut = 0;
    int invalid = 0;
    for (const ChartRun &run : runs) {
        if (Parts::isLeftOutAsInvalid(run, options) && isFinite(xOf(run)) &&
            isFinite(run.metric(yMetric)))
            ++invalid;
        if (!isCounted(run, options))
            continue;
        if (!plotted(run)) {
            ++leftOut;
            continue;
        }
        const QString base = seriesNameOf(run, options.grouping, prefixFamily, varyingKeys);
        QString name = base;
        const std::vector<QSet<QString>> &values = splitValues[base];
        for (size_t i = 0; i < splits.size(); ++i) {
            if (values[i].size() > 1)
                name += QStringLiteral(" · ") + splitText(run, splits[i]);
        }
        grouped[name][*xOf(run)].push_back({*run.metric(yMetric), run.id, run.label});
    }
    data.series = Parts::seriesFrom(grouped, options.errorBars);
    const ChartScaling::AxisFit fit = ChartScaling::fitLeftAxis(data, options.yScale);
    Parts::decimate(data, options.plotWidthPx);
    if (data.series.empty()) {
        data.emptyMessage = ChartsTr::tr("No run has both %1 and %2. Choose another metric, or "
                                         "import runs that record both.")
                                .arg(xName, MetricVocabulary::displayName(yMetric));
        return data;
    }
    QStringList notes{
        Parts::leftOutNote(
            leftOut, ChartsTr::tr("%1 or %2").arg(xName, MetricVocabulary::displayName(yMetric))),
        Parts::invalidNote(invalid), ChartScaling::fitNote(fit, data.y.unit, options.yScale)};
    notes.removeAll(QString());
    data.note = notes.join(u' ');
    return data;
}

// Output tok/s per GPU against per user, one colour per series (the grouping): each series'
// frontier joined, the points it dominates faded in the same colour. Every run is its own
// point (a frontier is drawn through runs, not through medians of repeats).
ChartData buildFrontier(const std::vector<ChartRun> &runs, const ChartOptions &options)
{
    const QString xMetric = QStringLiteral("output_tok_per_s_per_gpu");
    const QString yMetric = QStringLiteral("output_tok_per_s_per_user");
    ChartData data;
    data.kind = options.kind;
    data.title = chartKindTitle(options.kind);
    data.x.title = metricAxisTitle(xMetric);
    data.x.unit = QStringLiteral("tok/s");
    data.y.title = metricAxisTitle(yMetric);
    data.y.unit = QStringLiteral("tok/s");
    std::vector<ChartRun> counted;
    int leftOut = 0;
    int invalid = 0;
    QSet<QString> families;
    for (const ChartRun &run : runs) {
        const bool both = isFinite(run.metric(xMetric)) && isFinite(run.metric(yMetric));
        if (Parts::isLeftOutAsInvalid(run, options)) {
            invalid += both ? 1 : 0; // counted only where it would have been drawn
            continue;
        }
        if (!isCounted(run, options))
            continue;
        if (!both) {
            ++leftOut;
            continue;
        }
        families.insert(run.modelFamily);
        counted.push_back(run);
    }
    if (counted.empty()) {
        data.emptyMessage =
            ChartsTr::tr("No run records both output tok/s per GPU and per user. trtllm-bench "
                         "writes them; Lanebook's own runs get them when their GPUs are known "
                         "(a wave arm's GPUs, lanebook-cli bench --gpus).");
        return data;
    }
    const QHash<QString, QStringList> varyingKeys = options.grouping == SeriesGrouping::Config
                                                        ? varyingConfigKeys(counted)
                                                        : QHash<QString, QStringList>{};
    std::map<QString, std::vector<const ChartRun *>> grouped;
    for (const ChartRun &run : counted)
        grouped[seriesNameOf(run, options.grouping, families.size() > 1, varyingKeys)].push_back(
            &run);
    int dominatedCount = 0;
    std::vector<ChartSeries> faded;
    for (const auto &[name, members] : grouped) {
        std::vector<FrontierPoint> points;
        points.reserve(members.size());
        for (const ChartRun *run : members)
            points.push_back({*run->metric(xMetric), *run->metric(yMetric)});
        const FrontierSplit split = splitFrontier(points);
        // An init-capture: clang cannot capture the structured binding itself.
        const auto pointOf = [&points, &group = members](std::size_t i) {
            ChartPoint point;
            point.x = points[i].x;
            point.y = points[i].y;
            point.runId = group[i]->id;
            point.runLabel = group[i]->label;
            return point;
        };
        ChartSeries frontier;
        frontier.name = name;
        frontier.style = SeriesStyle::LineWithMarkers;
        for (const std::size_t i : split.frontier)
            frontier.points.push_back(pointOf(i));
        ChartSeries dominated;
        dominated.name = ChartsTr::tr("%1 (dominated)").arg(name);
        dominated.style = SeriesStyle::Scatter;
        dominated.dimmed = true;
        dominated.colourOf = int(data.series.size());
        for (const std::size_t i : split.dominated)
            dominated.points.push_back(pointOf(i));
        dominatedCount += int(dominated.points.size());
        data.series.push_back(std::move(frontier));
        if (!dominated.points.empty())
            faded.push_back(std::move(dominated));
    }
    // Faded points after every frontier, so that no frontier is drawn under them.
    for (ChartSeries &series : faded)
        data.series.push_back(std::move(series));
    QStringList notes{
        dominatedCount > 0
            ? ChartsTr::tr("Faded points are dominated: another run of their series serves more "
                           "per GPU and more per user.")
            : QString(),
        Parts::leftOutNote(leftOut, ChartsTr::tr("output tok/s per GPU or per user")),
        Parts::invalidNote(invalid)};
    notes.removeAll(QString());
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
        return Parts::buildBits(runs, options);
    case ChartKind::ThroughputFrontier:
        return buildFrontier(runs, options);
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
    // The axes, and the measured request rate that keeps runs at other rates apart.
    static const QSet<QString> axes{
        QStringLiteral("concurrency"), QStringLiteral("context_tokens"),
        QStringLiteral("input_tokens_mean"), QStringLiteral("n_prompt"), QStringLiteral("n_depth"),
        QStringLiteral("n_gen"), QStringLiteral("request_rate_per_s"),
        // The frontier's axes.
        QStringLiteral("output_tok_per_s_per_gpu"), QStringLiteral("output_tok_per_s_per_user")};
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
