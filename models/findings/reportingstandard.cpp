#include "models/findings/reportingstandard.h"

#include "models/configdiff/configkeys.h"
#include "models/findings/secretredaction.h"
#include "models/gates/runjudgement.h"
#include "models/statistics/summary.h"

#include <QStringList>

#include <cmath>

namespace lanebook {

namespace {

using ConfigKeys::number;
using ConfigKeys::string;

QString num(double value, int decimals = 2)
{
    if (!std::isfinite(value))
        return value > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    QString text = QString::number(value, 'f', decimals);
    if (text.contains(u'.')) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(u'.'))
            text.chop(1);
    }
    return text;
}

// One "key: value" line; value empty means not recorded.
class Block
{
public:
    void section(const QString &title)
    {
        m_lines << QStringLiteral("# ─── %1 %2").arg(title, QString(52 - title.size(), u'─'));
    }
    void field(const QString &key, const std::optional<QString> &value, bool required = false)
    {
        const QString k = key + u':';
        if (value && !value->trimmed().isEmpty()) {
            m_lines << k.leftJustified(std::max<qsizetype>(20, k.size() + 1)) +
                           redactSecretsInText(value->simplified());
            return;
        }
        m_lines << k.leftJustified(std::max<qsizetype>(20, k.size() + 1)) +
                       (required ? QStringLiteral("~  # REQUIRED, not recorded")
                                 : QStringLiteral("~  # not recorded"));
    }
    void field(const QString &key, const std::optional<double> &value, bool required = false,
               int decimals = 2)
    {
        field(key, value ? std::optional<QString>(num(*value, decimals)) : std::nullopt, required);
    }
    QString text() const { return m_lines.join(u'\n') + u'\n'; }

private:
    QStringList m_lines;
};

// The first value any run of the configuration records under these keys.
std::optional<QString> configText(const std::vector<Run> &runs,
                                  std::initializer_list<std::string_view> keys)
{
    for (const Run &run : runs) {
        if (auto value = string(run.config, keys))
            return value;
    }
    return std::nullopt;
}

std::optional<double> configNumber(const std::vector<Run> &runs,
                                   std::initializer_list<std::string_view> keys)
{
    for (const Run &run : runs) {
        if (auto value = number(run.config, keys))
            return value;
    }
    return std::nullopt;
}

std::optional<QString> workloadText(const std::vector<Run> &runs,
                                    std::initializer_list<std::string_view> keys)
{
    for (const Run &run : runs) {
        if (auto value = string(run.workload, keys))
            return value;
    }
    return std::nullopt;
}

std::optional<double> metricMedian(const std::vector<Run> &runs, const QString &name)
{
    std::vector<double> values;
    for (const Run &run : runs) {
        if (auto value = run.metricValue(name))
            values.push_back(*value);
    }
    if (values.empty())
        return std::nullopt;
    return stats::medianOf(values);
}

std::optional<double> metricMin(const std::vector<Run> &runs, const QString &name)
{
    std::optional<double> low;
    for (const Run &run : runs) {
        if (auto value = run.metricValue(name))
            low = low ? std::min(*low, *value) : *value;
    }
    return low;
}

std::optional<double> metricMax(const std::vector<Run> &runs, const QString &name)
{
    std::optional<double> high;
    for (const Run &run : runs) {
        if (auto value = run.metricValue(name))
            high = high ? std::max(*high, *value) : *value;
    }
    return high;
}

std::optional<QString> pointValue(const std::optional<WorkloadPoint> &point, const QString &name)
{
    if (!point)
        return std::nullopt;
    for (const PointVariable &v : point->variables) {
        if (v.name == name)
            return v.value.is_string() ? QString::fromStdString(v.value.get<std::string>())
                                       : QString::fromStdString(v.value.dump());
    }
    return std::nullopt;
}

} // namespace

QString reportingStandardBlock(const QString &configName, const std::vector<Run> &allRuns,
                               const QString &metricName, const std::optional<WorkloadPoint> &point)
{
    std::vector<Run> runs;
    for (const Run &run : allRuns) {
        if (!point || workloadPointOf(run).matches(*point))
            runs.push_back(run);
    }
    if (runs.empty())
        runs = allRuns;

    // The ledger's prediction for this configuration, as its gate computed it.
    std::optional<double> predicted;
    std::optional<double> bTokenBytes;
    std::optional<double> achievedPct;
    for (const Run &run : runs) {
        for (const GateResult &gate : judgeRun(run).gates) {
            if (gate.gate != GateId::LedgerBound)
                continue;
            predicted = gate.evidenceValue(QStringLiteral("predicted_tok_per_s"));
            bTokenBytes = gate.evidenceValue(QStringLiteral("b_token_bytes"));
            achievedPct = gate.evidenceValue(QStringLiteral("achieved_bandwidth_pct"));
        }
        if (predicted)
            break;
    }

    Block block;
    block.section(QStringLiteral("identity"));
    block.field(QStringLiteral("config_name"), std::optional<QString>(configName));
    block.field(QStringLiteral("git_commit"),
                configText(runs, {"git_commit", "build_commit", "commit"}));
    block.field(QStringLiteral("quant_manifest"),
                configText(runs, {"quant_manifest", "quant_manifest_sha256"}));
    block.section(QStringLiteral("the model"));
    block.field(QStringLiteral("model"),
                runs.empty() ? std::nullopt : std::optional<QString>(runs.front().model));
    block.field(QStringLiteral("quantization"),
                configText(runs, {"quantization", "quant", "file_type", "dtype"}));
    block.field(QStringLiteral("allocation"), configText(runs, {"allocation", "quant_allocation"}));
    block.field(QStringLiteral("kv_dtype"), configText(runs, {"kv_cache_dtype", "kv_dtype"}));
    block.field(QStringLiteral("B_token_GB"),
                bTokenBytes ? std::optional<double>(*bTokenBytes / 1e9) : std::nullopt, true);
    const auto checkpointBytes = configNumber(runs, {"checkpoint_bytes", "model_size"});
    block.field(QStringLiteral("checkpoint_GB"),
                checkpointBytes ? std::optional<double>(*checkpointBytes / 1e9) : std::nullopt);
    block.section(QStringLiteral("the environment"));
    block.field(QStringLiteral("gpu"), configText(runs, {"gpu", "gpu_name", "gpu_info"}));
    block.field(QStringLiteral("driver / cuda"),
                configText(runs, {"driver", "driver_version", "cuda", "cuda_version"}));
    {
        auto runtime = configText(runs, {"runtime", "backend", "client"});
        if (runtime) {
            if (auto version = configText(runs, {"runtime_version", "build_number", "version"}))
                runtime = *runtime + u' ' + *version;
        }
        block.field(QStringLiteral("runtime"), runtime);
    }
    block.field(QStringLiteral("sm_clock_MHz"),
                configNumber(runs, {"sm_clock_mhz", "locked_sm_clock_mhz"}).has_value()
                    ? configNumber(runs, {"sm_clock_mhz", "locked_sm_clock_mhz"})
                    : metricMin(runs, QStringLiteral("sm_clock_mhz_min")),
                false, 0);
    block.field(QStringLiteral("mem_clock_MHz"),
                configNumber(runs, {"mem_clock_mhz", "locked_mem_clock_mhz"}), false, 0);
    block.field(QStringLiteral("temp_steady_C"),
                metricMax(runs, QStringLiteral("temperature_c_max")), false, 0);
    block.section(QStringLiteral("the workload"));
    {
        std::optional<QString> context = pointValue(point, QStringLiteral("input_tokens"));
        if (!context) {
            if (auto tokens = metricMedian(runs, QStringLiteral("context_tokens")))
                context = num(*tokens, 0);
            else if (auto mean = metricMedian(runs, QStringLiteral("input_tokens_mean")))
                context = num(*mean, 0) + QStringLiteral("  # measured mean input");
            else if (auto depth = pointValue(point, QStringLiteral("n_prompt")))
                context = *depth + QStringLiteral("  # llama-bench n_prompt");
        }
        block.field(QStringLiteral("context_length"), context, true);
    }
    {
        std::optional<QString> batch = pointValue(point, QStringLiteral("concurrency"));
        if (!batch) {
            if (auto c = metricMedian(runs, QStringLiteral("concurrency")))
                batch = num(*c, 0);
        }
        block.field(QStringLiteral("batch_size"), batch);
    }
    const auto depth =
        configNumber(runs, {"num_speculative_tokens", "speculative_config.num_speculative_tokens",
                            "draft_depth", "draft_max", "spec_k"});
    const bool speculative = depth || metricMedian(runs, QStringLiteral("spec_acceptance_rate"));
    if (speculative)
        block.field(QStringLiteral("draft_depth_K"), depth, true, 0);
    else
        block.field(QStringLiteral("draft_depth_K"), std::optional<QString>(QStringLiteral(
                                                         "0  # no speculative decoding recorded")));
    block.field(QStringLiteral("drafter"),
                configText(runs, {"drafter", "speculative_config.model", "speculative_model",
                                  "draft_model", "model_draft"}));
    {
        const auto temperature = workloadText(runs, {"temperature", "sampling.temperature"});
        const auto topP = workloadText(runs, {"top_p", "sampling.top_p"});
        std::optional<QString> sampling;
        if (temperature || topP)
            sampling = QStringLiteral("{temperature: %1, top_p: %2}")
                           .arg(temperature.value_or(QStringLiteral("~")),
                                topP.value_or(QStringLiteral("~")));
        block.field(QStringLiteral("sampling"), sampling);
    }
    block.field(QStringLiteral("prompt_set"),
                workloadText(runs, {"prompt_set_sha256", "prompt_set", "dataset", "dataset_name"}));
    if (speculative)
        block.field(QStringLiteral("n_draft_tokens"),
                    metricMedian(runs, QStringLiteral("spec_draft_tokens")), true, 0);
    block.section(QStringLiteral("results"));
    std::vector<double> values;
    for (const Run &run : runs) {
        if (auto value = run.metricValue(metricName); value && std::isfinite(*value))
            values.push_back(*value);
    }
    const stats::Summary summary = stats::summarize(values);
    const QString metricKey = metricName.isEmpty() ? QStringLiteral("tok_s") : metricName;
    block.field(metricKey + QStringLiteral("_median"),
                summary.isAvailable() ? std::optional<double>(summary.median) : std::nullopt);
    block.field(metricKey + QStringLiteral("_iqr"),
                summary.isAvailable()
                    ? std::optional<QString>(QStringLiteral("[%1, %2]  # n = %3")
                                                 .arg(num(summary.p25), num(summary.p75))
                                                 .arg(summary.n))
                    : std::nullopt);
    block.field(QStringLiteral("predicted_tok_s"), predicted);
    if (speculative) {
        block.field(QStringLiteral("acceptance_tau"),
                    metricMedian(runs, QStringLiteral("spec_acceptance_length")), false, 3);
        block.field(QStringLiteral("alpha"),
                    metricMedian(runs, QStringLiteral("spec_acceptance_rate")), false, 3);
    }
    block.field(QStringLiteral("mean_kl"), metricMedian(allRuns, QStringLiteral("kl_mean")), false,
                4);
    block.field(QStringLiteral("p99_kl"), metricMedian(allRuns, QStringLiteral("kl_p99")), false,
                4);
    block.field(QStringLiteral("top1_agreement"),
                metricMedian(allRuns, QStringLiteral("top1_agreement")), false, 4);
    block.field(QStringLiteral("perplexity"), metricMedian(allRuns, QStringLiteral("perplexity")),
                false, 4);
    block.field(QStringLiteral("achieved_BW_pct"), achievedPct, false, 1);
    return block.text();
}

} // namespace lanebook
