#include "models/charts/runcharts.h"

#include "models/charts/chartpoints.h"
#include "models/charts/chartscaling.h"
#include "models/charts/chartstr.h"
#include "models/charts/runchartsparts.h"
#include "models/frontier/pareto.h"
#include "models/run/metricvocabulary.h"

#include <QCollator>
#include <QRegularExpression>
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
    // A key's distinct values: a short list compared in place (most keys hold one to a few
    // values across thousands of runs, as shared strings), a set once there are many.
    struct KeyValues
    {
        qsizetype present = 0; // runs that have the key
        std::vector<QString> few;
        QSet<QString> many;

        void add(const QString &value)
        {
            if (!many.isEmpty()) {
                many.insert(value);
                return;
            }
            if (std::find(few.begin(), few.end(), value) != few.end())
                return;
            few.push_back(value);
            if (few.size() > 16) {
                for (const QString &known : few)
                    many.insert(known);
                few.clear();
            }
        }
        qsizetype distinct() const
        {
            return many.isEmpty() ? static_cast<qsizetype>(few.size()) : many.size();
        }
    };
    QHash<QString, KeyValues> values;
    for (const ChartRun *run : runs) {
        for (auto it = run->configValues.constBegin(); it != run->configValues.constEnd(); ++it) {
            KeyValues &key = values[it.key()];
            ++key.present;
            key.add(it.value());
        }
    }
    QStringList keys;
    for (auto it = values.constBegin(); it != values.constEnd(); ++it) {
        const qsizetype distinct = it.value().distinct();
        const bool missingSomewhere = it.value().present < static_cast<qsizetype>(runs.size());
        if (!ignored.contains(it.key()) && (distinct >= 2 || (distinct == 1 && missingSomewhere)) &&
            distinct < static_cast<qsizetype>(runs.size()))
            keys << it.key();
    }
    keys.sort();
    return keys.mid(0, 3);
}

// Per model: the keys that vary among its runs.
QHash<QString, QStringList> varyingConfigKeys(const std::vector<const ChartRun *> &runs)
{
    QHash<QString, std::vector<const ChartRun *>> byModel;
    for (const ChartRun *run : runs)
        byModel[run->model].push_back(run);
    QHash<QString, QStringList> keys;
    for (auto it = byModel.constBegin(); it != byModel.constEnd(); ++it)
        keys.insert(it.key(), varyingConfigKeysOf(it.value()));
    return keys;
}

// "key=value" of the config keys that name series, each written once per chart: a chart of
// 100,000 runs names a few hundred configs, not 100,000.
class ConfigParts
{
public:
    QString of(const QString &key, const QString &value)
    {
        auto byKey = std::find_if(m_parts.begin(), m_parts.end(),
                                  [&key](const auto &known) { return known.first == key; });
        if (byKey == m_parts.end())
            byKey = m_parts.insert(m_parts.end(), {key, {}});
        std::vector<std::pair<QString, QString>> &values = byKey->second;
        for (const auto &[known, part] : values) {
            if (known == value)
                return part;
        }
        QString part = key + u'=' + value;
        if (values.size() < kMaxValuesPerKey)
            values.emplace_back(value, part);
        return part;
    }

private:
    static constexpr size_t kMaxValuesPerKey = 64; // beyond: written each time
    std::vector<std::pair<QString, std::vector<std::pair<QString, QString>>>> m_parts;
};

QString configSeriesName(const ChartRun &run, const QHash<QString, QStringList> &varyingKeys,
                         bool prefixModel, ConfigParts &parts)
{
    static const QStringList noKeys;
    const auto varying = varyingKeys.constFind(run.model);
    const QStringList &keys = varying == varyingKeys.constEnd() ? noKeys : *varying;
    const QString model = run.model.isEmpty() ? run.configName : run.model;
    QString name;
    // The user's own name for a config (vLLM --label) says it best.
    const auto label = keys.contains(QStringLiteral("label"))
                           ? run.configValues.constFind(QStringLiteral("label"))
                           : run.configValues.constEnd();
    if (label != run.configValues.constEnd()) {
        name = *label;
    } else {
        for (const QString &key : keys) {
            const auto value = run.configValues.constFind(key);
            if (value == run.configValues.constEnd())
                continue;
            if (name.isEmpty())
                name = parts.of(key, *value);
            else
                name += QStringLiteral(", ") + parts.of(key, *value);
        }
    }
    if (name.isEmpty())
        return prefixModel ? run.configName : model;
    return prefixModel ? model + QStringLiteral(" · ") + name : name;
}

QString seriesNameOf(const ChartRun &run, SeriesGrouping grouping, bool prefixFamily,
                     const QHash<QString, QStringList> &varyingKeys, ConfigParts &parts)
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
        return configSeriesName(run, varyingKeys, prefixFamily, parts);
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

// A plotted run: its point, and what its series may be split by, read from the run in one
// visit. A chart of 100,000 runs does not fit in the cache: each look at a run's metrics or
// strings is a miss, so the builder reads each run once and then works from these.
struct Plotted
{
    const ChartRun *run;
    double x;
    double y;
    QString concurrency; // the split's text, on the context axis only (else empty)
    QString rate;        // the split's text
    int base = -1;       // the series' base name, as an index into the chart's bases
};

// What tells a series' runs apart, in words: translated once per chart, and each concurrency
// and rate written once, since a chart of 100,000 runs asks for them 100,000 times.
class SplitTexts
{
public:
    // The texts a run's point carries (concurrency on the context axis, rate on both).
    void fill(Plotted &point, bool byContext)
    {
        const ChartRun &run = *point.run;
        if (byContext) {
            const auto c = run.metric(QStringLiteral("concurrency"));
            if (!isFinite(c)) {
                point.concurrency = m_noConcurrency;
            } else {
                auto known = m_concurrency.constFind(*c);
                if (known == m_concurrency.constEnd())
                    known = m_concurrency.insert(
                        *c, ChartsTr::tr("concurrency %1").arg(ChartScaling::plainNumber(*c)));
                point.concurrency = *known;
            }
        }
        // As WorkloadPoint places a run: the workload's rate, else the one the tool measured.
        QString rate = run.requestRate;
        if (rate.isEmpty()) {
            if (const auto measured = run.metric(QStringLiteral("request_rate_per_s"));
                measured && !std::isnan(*measured))
                rate = ChartScaling::plainNumber(*measured);
        }
        auto known = m_rate.constFind(rate);
        if (known == m_rate.constEnd())
            known = m_rate.insert(rate, rateText(rate));
        point.rate = *known;
    }

    // The run's own strings are compared as they are; the texts only name a series.
    static bool same(const Plotted &a, const Plotted &b, Split split)
    {
        switch (split) {
        case Split::Model:
            return a.run->model == b.run->model;
        case Split::Lane:
            return a.run->lane == b.run->lane;
        case Split::Gpu:
            return a.run->gpu == b.run->gpu;
        case Split::Concurrency:
            return a.concurrency == b.concurrency;
        case Split::RequestRate:
            return a.rate == b.rate;
        }
        return true;
    }

    QString of(const Plotted &point, Split split) const
    {
        const ChartRun &run = *point.run;
        switch (split) {
        case Split::Model:
            return run.model.isEmpty() ? m_noModel : run.model;
        case Split::Lane:
            return run.lane.isEmpty() ? m_noLane : run.lane;
        case Split::Gpu:
            return run.gpu.isEmpty() ? m_noGpu : run.gpu;
        case Split::Concurrency:
            return point.concurrency;
        case Split::RequestRate:
            return point.rate;
        }
        return {};
    }

private:
    static QString rateText(const QString &rate)
    {
        if (rate.isEmpty())
            return ChartsTr::tr("rate not recorded");
        if (rate == QLatin1String("inf"))
            return ChartsTr::tr("rate inf");
        bool number = false;
        rate.toDouble(&number);
        return number ? ChartsTr::tr("rate %1/s").arg(rate) : ChartsTr::tr("rate %1").arg(rate);
    }

    const QString m_noModel = ChartsTr::tr("model not recorded");
    const QString m_noLane = ChartsTr::tr("no lane");
    const QString m_noGpu = ChartsTr::tr("GPU not recorded");
    const QString m_noConcurrency = ChartsTr::tr("concurrency not recorded");
    QHash<double, QString> m_concurrency;
    QHash<QString, QString> m_rate;
};

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

    std::vector<Plotted> plotted;
    std::vector<const ChartRun *> counted;
    SplitTexts texts;
    // More than one model family: series names start with the family.
    const QString *firstFamily = nullptr;
    bool prefixFamily = false;
    int leftOut = 0;
    int invalid = 0;
    for (const ChartRun &run : runs) {
        const auto x = xOf(run);
        const auto y = run.metric(yMetric);
        if (Parts::isLeftOutAsInvalid(run, options) && isFinite(x) && isFinite(y))
            ++invalid;
        if (!isCounted(run, options))
            continue;
        if (!isFinite(x) || !isFinite(y) || *x <= 0.0) {
            ++leftOut;
            continue;
        }
        if (!firstFamily)
            firstFamily = &run.modelFamily;
        else if (!prefixFamily && run.modelFamily != *firstFamily)
            prefixFamily = true;
        plotted.push_back({&run, *x, *y, {}, {}});
        texts.fill(plotted.back(), byContext);
        counted.push_back(&run);
    }
    const QHash<QString, QStringList> varyingKeys = options.grouping == SeriesGrouping::Config
                                                        ? varyingConfigKeys(counted)
                                                        : QHash<QString, QStringList>();
    // A series whose runs differ in one of the splits is split by it and named by what differs,
    // so that no line joins an H200 point to an RTX 4080 one.
    const std::vector<Split> splits = splitsFor(options);
    ConfigParts configParts;
    // Per base name: its first point, and whether another point of it differs in each split
    // (a comparison of the runs' own strings, where a set of them would hash every run's).
    struct Base
    {
        QString name;
        const Plotted *first;
        std::vector<bool> differs;
    };
    QHash<QString, int> baseOfName;
    std::vector<Base> bases;
    for (Plotted &point : plotted) {
        QString name =
            seriesNameOf(*point.run, options.grouping, prefixFamily, varyingKeys, configParts);
        auto known = baseOfName.constFind(name);
        if (known == baseOfName.constEnd()) {
            known = baseOfName.insert(name, static_cast<int>(bases.size()));
            bases.push_back({std::move(name), &point, std::vector<bool>(splits.size(), false)});
        } else {
            Base &base = bases[static_cast<size_t>(*known)];
            for (size_t i = 0; i < splits.size(); ++i) {
                if (!base.differs[i] && !SplitTexts::same(*base.first, point, splits[i]))
                    base.differs[i] = true;
            }
        }
        point.base = *known;
    }
    // Each series named once: a point finds its series by its base and the ids of the split
    // texts that differ there (a chart of 100,000 runs has a few hundred series).
    std::map<QString, RepeatsByX> grouped;
    std::vector<QHash<QString, int>> textIds(splits.size());
    std::map<std::vector<int>, RepeatsByX *> seriesOfKey;
    std::vector<int> key;
    for (const Plotted &point : plotted) {
        const Base &base = bases[static_cast<size_t>(point.base)];
        key.assign(1, point.base);
        for (size_t i = 0; i < splits.size(); ++i) {
            if (!base.differs[i])
                continue;
            QHash<QString, int> &ids = textIds[i];
            const QString text = texts.of(point, splits[i]);
            auto id = ids.constFind(text);
            if (id == ids.constEnd())
                id = ids.insert(text, static_cast<int>(ids.size()));
            key.push_back(*id);
        }
        auto series = seriesOfKey.find(key);
        if (series == seriesOfKey.end()) {
            QString name = base.name;
            for (size_t i = 0; i < splits.size(); ++i) {
                if (base.differs[i])
                    name += QStringLiteral(" · ") + texts.of(point, splits[i]);
            }
            series = seriesOfKey.emplace(key, &grouped[name]).first;
        }
        (*series->second)[point.x].push_back({point.y, point.run->id, &point.run->label});
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
    std::vector<const ChartRun *> counted;
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
        counted.push_back(&run);
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
    ConfigParts configParts;
    for (const ChartRun *run : counted)
        grouped[seriesNameOf(*run, options.grouping, families.size() > 1, varyingKeys, configParts)]
            .push_back(run);
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

// A conversation's median TTFT at each turn (median_ttft_ms_turnN), one series per grouping
// (a wave's arms differ by config): where a prefix cache pays, later turns start sooner than
// the first. Repeats of a series fold into one point per turn, with their spread.
ChartData buildTtftByTurn(const std::vector<ChartRun> &runs, const ChartOptions &options)
{
    static const QRegularExpression turnMetric(QStringLiteral("^median_ttft_ms_turn(\\d+)$"));
    ChartData data;
    data.kind = options.kind;
    data.title = chartKindTitle(options.kind);
    data.x.title = ChartsTr::tr("Turn");
    data.y.title = ChartsTr::tr("TTFT, median (ms)");
    data.y.unit = QStringLiteral("ms");
    std::vector<const ChartRun *> counted;
    int invalid = 0;
    QSet<QString> families;
    for (const ChartRun &run : runs) {
        const bool conversational = isFinite(run.metric(QStringLiteral("median_ttft_ms_turn1")));
        if (Parts::isLeftOutAsInvalid(run, options)) {
            invalid += conversational ? 1 : 0;
            continue;
        }
        if (!conversational || !isCounted(run, options))
            continue;
        families.insert(run.modelFamily);
        counted.push_back(&run);
    }
    if (counted.empty()) {
        data.emptyMessage =
            ChartsTr::tr("No run sent multi-turn conversations: lanebook-cli bench --turns, or a "
                         "wave whose workload has turns, records TTFT by turn.");
        return data;
    }
    const QHash<QString, QStringList> varyingKeys = options.grouping == SeriesGrouping::Config
                                                        ? varyingConfigKeys(counted)
                                                        : QHash<QString, QStringList>{};
    std::map<QString, Parts::RepeatsByX> grouped;
    ConfigParts configParts;
    for (const ChartRun *run : counted) {
        Parts::RepeatsByX &byTurn = grouped[seriesNameOf(
            *run, options.grouping, families.size() > 1, varyingKeys, configParts)];
        for (auto it = run->metrics.cbegin(); it != run->metrics.cend(); ++it) {
            const auto match = turnMetric.match(it.key());
            if (match.hasMatch() && std::isfinite(it.value()))
                byTurn[match.captured(1).toDouble()].push_back({it.value(), run->id, &run->label});
        }
    }
    data.series = Parts::seriesFrom(grouped, options.errorBars);
    data.note = Parts::invalidNote(invalid);
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
    case ChartKind::TtftByTurn:
        return buildTtftByTurn(runs, options);
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
    // A conversation's TTFT by turn (TTFT by conversation turn).
    const bool turn = name.startsWith(QLatin1String("median_ttft_ms_turn")) && name.size() <= 24;
    return task || turn || axes.contains(name) || throughputOrder().contains(name) ||
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
