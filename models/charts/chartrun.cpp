#include "models/charts/chartrun.h"

#include "models/charts/chartscaling.h"
#include "models/comparison/workloadpoint.h"
#include "models/configdiff/configkeys.h"
#include "models/ledger/byteledger.h"

#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace lanebook {

namespace {

QString configText(const nlohmann::json &config, const char *key)
{
    const auto it = config.find(key);
    if (it == config.end())
        return {};
    if (it->is_string())
        return QString::fromStdString(it->get<std::string>()).trimmed();
    if (it->is_number())
        return QString::number(it->get<double>());
    return {};
}

const QRegularExpression &quantizationWordPattern()
{
    // GGUF types (Q4_0, Q4_K_M, IQ2_XXS, TQ1_0), float widths, and serving quantizations.
    static const QRegularExpression pattern(
        QStringLiteral(
            "(?<![A-Za-z0-9])(I?Q[1-8](?:_[A-Z0-9]+)*(?:\\s+-\\s+(?:Medium|Small|Large))?|"
            "TQ[12]_[0-9]|BF16|F16|F32|"
            "FP4|FP6|FP8|NVFP4|MXFP4|INT4|INT8|W4A16|W8A8|W4A8|AWQ|GPTQ|EXL2|"
            "[0-9](?:\\.[0-9]+)?\\s?bpw)(?![A-Za-z0-9])"),
        QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

QString quantizationOf(const Run &run)
{
    for (const char *key : {"quantization", "quant", "quant_method", "weight_dtype", "file_type"}) {
        if (QString text = configText(run.config, key); !text.isEmpty())
            return text;
    }
    QString fromType = quantizationWordOf(configText(run.config, "model_type"));
    if (!fromType.isEmpty())
        return fromType;
    QString fromModel = quantizationWordOf(run.model);
    if (!fromModel.isEmpty())
        return fromModel;
    return configText(run.config, "dtype");
}

std::optional<double> bitsOf(const Run &run, const QString &quantization)
{
    if (const auto bits = bitsPerWeightFromConfig(run.config))
        return bits;
    if (!quantization.isEmpty()) {
        if (const auto bits = nominalBitsPerWeight(quantization))
            return bits;
    }
    return std::nullopt;
}

QString familyOf(const QString &model)
{
    QString family = model;
    family.remove(quantizationWordPattern());
    family.replace(QRegularExpression(QStringLiteral("[-_. ]{2,}")), QStringLiteral(" "));
    family = family.trimmed();
    while (!family.isEmpty() && QStringLiteral("-_.").contains(family.back()))
        family.chop(1);
    return family.isEmpty() ? model : family;
}

QString configNameOf(const Run &run, const QString &quantization)
{
    QStringList parts;
    parts << (run.model.isEmpty() ? run.label : run.model);
    const QString runtime = configText(run.config, "runtime");
    const QString version = configText(run.config, "runtime_version");
    if (!runtime.isEmpty())
        parts << (version.isEmpty() ? runtime : runtime + u' ' + version);
    if (!quantization.isEmpty() && !parts.first().contains(quantization, Qt::CaseInsensitive))
        parts << quantization;
    for (const char *key : {"tensor_parallel_size", "tp", "tp_size"}) {
        if (const QString tp = configText(run.config, key); !tp.isEmpty() && tp != u'1') {
            parts << QStringLiteral("TP") + tp;
            break;
        }
    }
    if (const QString drafter = configText(run.config, "drafter"); !drafter.isEmpty())
        parts << QStringLiteral("spec ") + drafter;
    return parts.join(QStringLiteral(" · "));
}

// The keys WorkloadPoint reads a rate from (workloadpoint.cpp), in its order.
QString requestRateOf(const nlohmann::json &workload)
{
    for (const char *key : {"request_rate", "rate", "request_rate_per_s"}) {
        const nlohmann::json *value = ConfigKeys::find(workload, key);
        if (!value || value->is_null())
            continue;
        if (const auto rate = ConfigKeys::toNumber(*value))
            return std::isinf(*rate) ? QStringLiteral("inf") : ChartScaling::plainNumber(*rate);
        if (value->is_string())
            return QString::fromStdString(value->get<std::string>()).trimmed().toLower();
        return QString::fromStdString(value->dump()); // a GuideLLM sweep's list of rates
    }
    return {};
}

} // namespace

std::optional<double> ChartRun::metric(const QString &name) const
{
    const auto it = metrics.constFind(name);
    if (it == metrics.constEnd())
        return std::nullopt;
    return *it;
}

ChartRun ChartRun::fromRun(const Run &run)
{
    ChartRun chartRun;
    chartRun.id = run.id;
    chartRun.label = run.label;
    chartRun.model = run.model;
    chartRun.modelFamily = familyOf(run.model);
    chartRun.lane = run.lane;
    for (const char *key : {"gpu", "gpu_name", "gpu_model"}) {
        if (QString gpu = configText(run.config, key); !gpu.isEmpty()) {
            chartRun.gpu = gpu;
            break;
        }
    }
    chartRun.format = run.format;
    chartRun.status = run.status;
    chartRun.quantization = quantizationOf(run);
    chartRun.bitsPerWeight = bitsOf(run, chartRun.quantization);
    chartRun.configName = configNameOf(run, chartRun.quantization);
    chartRun.requestRate = requestRateOf(run.workload);
    for (auto it = run.config.begin(); it != run.config.end(); ++it) {
        if (it->is_string() || it->is_number() || it->is_boolean()) {
            const QString text = it->is_string() ? QString::fromStdString(it->get<std::string>())
                                                 : QString::fromStdString(it->dump());
            chartRun.configValues.insert(QString::fromStdString(it.key()), text);
        }
    }
    chartRun.metrics.reserve(static_cast<qsizetype>(run.metrics.size()));
    for (const MetricValue &metric : run.metrics)
        chartRun.metrics.insert(metric.name, metric.value);
    // The workload as asked (SGLang's max_concurrency, a requested input length) places runs
    // that record no such metric, the same way the Compare tab places them.
    const WorkloadPoint point = workloadPointOf(run);
    for (const PointVariable &variable : point.variables) {
        if (!variable.value.is_number())
            continue;
        const double value = variable.value.get<double>();
        if (variable.name == QLatin1String("concurrency"))
            chartRun.metrics.insert(QStringLiteral("concurrency"), value);
        else if (variable.name == QLatin1String("input_tokens") && !variable.measured &&
                 !chartRun.metrics.contains(QStringLiteral("context_tokens")))
            chartRun.metrics.insert(QStringLiteral("context_tokens"), value);
    }
    return chartRun;
}

ChartRun ChartRun::fromShared(const ChartRun &shared, qint64 id, const QString &label,
                              const QString &lane, RunStatus status,
                              QHash<QString, double> ownMetrics)
{
    ChartRun chartRun = shared;
    chartRun.id = id;
    chartRun.label = label;
    chartRun.lane = lane;
    chartRun.status = status;
    // shared.metrics hold only what the workload says (it was built without metrics): the
    // same precedence as fromRun, where the asked concurrency wins and an asked input length
    // stands in only for a missing context_tokens.
    const QString concurrency = QStringLiteral("concurrency");
    const QString context = QStringLiteral("context_tokens");
    if (const auto c = shared.metric(concurrency))
        ownMetrics.insert(concurrency, *c);
    if (const auto x = shared.metric(context); x && !ownMetrics.contains(context))
        ownMetrics.insert(context, *x);
    chartRun.metrics = std::move(ownMetrics);
    return chartRun;
}

std::vector<ChartRun> chartRunsOf(const std::vector<Run> &runs)
{
    std::vector<ChartRun> chartRuns;
    chartRuns.reserve(runs.size());
    for (const Run &run : runs)
        chartRuns.push_back(ChartRun::fromRun(run));
    return chartRuns;
}

QString quantizationWordOf(const QString &modelName)
{
    const auto match = quantizationWordPattern().match(modelName);
    return match.hasMatch() ? match.captured(1) : QString();
}

} // namespace lanebook
