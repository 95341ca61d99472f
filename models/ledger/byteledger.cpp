#include "models/ledger/byteledger.h"

#include "models/configdiff/configkeys.h"
#include "models/ledger/ledgertr.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <utility>

namespace lanebook {

namespace {

using ConfigKeys::number;
using ConfigKeys::string;

// Substring -> nominal bits, first hit wins, so the longer names come before the parts they
// contain ("w4a16" before "16", "mxfp4" before "fp4", "iq4" before "q4"). GPTQ and AWQ are
// taken as 4-bit, their common use; an 8-bit GPTQ then counts fewer bytes, which the bound
// tolerates.
constexpr std::pair<const char *, double> kBitsBySubstring[] = {
    {"mxfp4", 4.25},   {"nvfp4", 4.5},    {"modelopt_fp4", 4.5}, {"fp4", 4.25},  {"w4a16", 4.0},
    {"w4a8", 4.0},     {"w8a8", 8.0},     {"w8a16", 8.0},        {"awq", 4.0},   {"gptq", 4.0},
    {"int4", 4.0},     {"int8", 8.0},     {"fp8", 8.0},          {"iq1", 1.5},   {"iq2", 2.0},
    {"iq3", 3.0},      {"iq4", 4.0},      {"q2", 2.0},           {"q3", 3.0},    {"q4", 4.0},
    {"q5", 5.0},       {"q6", 6.0},       {"q8", 8.0},           {"bf16", 16.0}, {"bfloat16", 16.0},
    {"fp16", 16.0},    {"float16", 16.0}, {"f16", 16.0},         {"half", 16.0}, {"fp32", 32.0},
    {"float32", 32.0}, {"f32", 32.0},
};

// llama.cpp block formats store a scale with each block of 32 (q8_0: 32 bytes + 2).
constexpr std::pair<const char *, double> kKvBytes[] = {
    {"q8_0", 34.0 / 32.0}, {"q5_1", 24.0 / 32.0}, {"q5_0", 22.0 / 32.0},
    {"q4_1", 20.0 / 32.0}, {"q4_0", 18.0 / 32.0}, {"iq4_nl", 18.0 / 32.0},
    {"fp8", 1.0},          {"f8", 1.0},           {"int8", 1.0},
    {"bf16", 2.0},         {"bfloat16", 2.0},     {"fp16", 2.0},
    {"float16", 2.0},      {"f16", 2.0},          {"half", 2.0},
    {"fp32", 4.0},         {"float32", 4.0},      {"f32", 4.0},
};

bool looksMoe(const nlohmann::json &config)
{
    if (number(config, {"n_cpu_moe", "num_experts", "expert_count", "num_local_experts",
                        "n_routed_experts"}))
        return true;
    static const QRegularExpression moeWords(
        QStringLiteral(
            "moe|mixtral|\\b\\d+(\\.\\d+)?b[.\\-_ ]?a\\d+(\\.\\d+)?b\\b|\\ba\\d+(\\.\\d+)?b\\b"),
        QRegularExpression::CaseInsensitiveOption);
    for (const auto key : {"model_type", "model_filename", "model_name", "model"}) {
        if (const auto text = string(config, {key}); text && moeWords.match(*text).hasMatch())
            return true;
    }
    return false;
}

std::optional<double> kvElementBytesFor(const nlohmann::json &config,
                                        std::initializer_list<std::string_view> keys)
{
    const auto name = string(config, keys);
    if (!name)
        return std::nullopt;
    if (name->compare(QLatin1String("auto"), Qt::CaseInsensitive) == 0) {
        // vLLM's "auto" stores the cache in the model dtype.
        if (const auto dtype = string(config, {"dtype"}))
            return kvBytesPerElement(*dtype);
        return std::nullopt;
    }
    return kvBytesPerElement(*name);
}

std::optional<double> kvBytesPerTokenFromConfig(const nlohmann::json &config)
{
    if (const auto given = number(config, {"kv_bytes_per_token"}); given && *given >= 0.0)
        return given;
    const auto layers = number(config, {"num_layers", "num_hidden_layers", "n_layers", "n_layer",
                                        "layers", "block_count"});
    const auto heads = number(
        config, {"num_kv_heads", "num_key_value_heads", "n_head_kv", "kv_heads", "head_count_kv"});
    const auto headDim = number(config, {"head_dim", "head_size", "kv_head_dim"});
    if (!layers || !heads || !headDim || *layers <= 0 || *heads <= 0 || *headDim <= 0)
        return std::nullopt;
    std::optional<double> k = number(config, {"kv_dtype_bytes"});
    std::optional<double> v = k;
    if (!k) {
        k = kvElementBytesFor(config, {"type_k", "cache_type_k", "kv_cache_dtype", "kv_dtype"});
        v = kvElementBytesFor(config, {"type_v", "cache_type_v", "kv_cache_dtype", "kv_dtype"});
    }
    if (!k || !v)
        return std::nullopt;
    return *layers * *heads * *headDim * (*k + *v);
}

struct GpuList
{
    QString firstName;
    int count = 0;
};

// "NVIDIA H100 80GB HBM3", "2x NVIDIA H100", "NVIDIA RTX 4090, NVIDIA RTX 4090".
GpuList parseGpuList(const QString &text)
{
    static const QRegularExpression counted(QStringLiteral("^\\s*(\\d+)\\s*[x\u00d7]\\s*(.+)$"),
                                            QRegularExpression::CaseInsensitiveOption);
    GpuList list;
    for (const QString &part :
         text.split(QRegularExpression(QStringLiteral("[,;]")), Qt::SkipEmptyParts)) {
        QString name = part.trimmed();
        int count = 1;
        if (const auto match = counted.match(name); match.hasMatch()) {
            count = std::max(1, match.captured(1).toInt());
            name = match.captured(2).trimmed();
        }
        if (name.isEmpty())
            continue;
        if (list.firstName.isEmpty())
            list.firstName = name;
        list.count += count;
    }
    return list;
}

int positiveInt(std::optional<double> value)
{
    // More than a million GPUs is a typo, not a cluster.
    return value && std::isfinite(*value) && *value >= 1.0 && *value <= 1e6
               ? static_cast<int>(std::lround(*value))
               : 0;
}

} // namespace

std::optional<double> nominalBitsPerWeight(const QString &quantization)
{
    const QString text = quantization.toLower();
    for (const auto &[needle, bits] : kBitsBySubstring) {
        if (text.contains(QLatin1String(needle)))
            return bits;
    }
    return std::nullopt;
}

std::optional<double> bitsPerWeightFromConfig(const nlohmann::json &config)
{
    // "bits" and "w_bits" as a quantization sweep's own table names the swept width (GPTQ's
    // quantize_config says "bits" too).
    if (const auto bits = number(config, {"bits_per_weight", "bpw", "bits", "w_bits", "wbits"});
        bits && *bits > 0.0)
        return bits;
    // The quantization names the weights; dtype only when nothing is quantized.
    for (const auto key :
         {"quantization", "quant", "quant_method", "weight_dtype", "file_type", "dtype"}) {
        if (const auto name = string(config, {key})) {
            if (const auto bits = nominalBitsPerWeight(*name))
                return bits;
        }
    }
    return std::nullopt;
}

std::optional<double> kvBytesPerElement(const QString &dtype)
{
    const QString text = dtype.toLower();
    for (const auto &[needle, bytes] : kKvBytes) {
        if (text.contains(QLatin1String(needle)))
            return bytes;
    }
    return std::nullopt;
}

DecodeBytes decodeBytesFromConfig(const nlohmann::json &config)
{
    DecodeBytes bytes;
    bytes.bitsPerWeight = bitsPerWeightFromConfig(config);
    bytes.kvBytesPerToken = kvBytesPerTokenFromConfig(config);
    if (const auto given = number(config, {"b_token_bytes", "active_weight_bytes"});
        given && *given > 0.0) {
        bytes.weightBytes = given;
        bytes.weightSource = WeightBytesSource::Given;
        bytes.weightNote = LedgerTr::tr("B_token given in the config");
        return bytes;
    }
    if (const auto gb = number(config, {"b_token_gb"}); gb && *gb > 0.0) {
        bytes.weightBytes = *gb * 1e9;
        bytes.weightSource = WeightBytesSource::Given;
        bytes.weightNote = LedgerTr::tr("B_token given in the config");
        return bytes;
    }
    std::optional<double> params =
        number(config, {"active_params", "active_parameters", "n_active_params"});
    if (!params) {
        if (const auto billions = number(config, {"active_params_b"}))
            params = *billions * 1e9;
    }
    if (params && *params > 0.0 && bytes.bitsPerWeight) {
        bytes.weightBytes = *params * *bytes.bitsPerWeight / 8.0;
        bytes.weightSource = WeightBytesSource::Parameters;
        bytes.weightNote = LedgerTr::tr("%1 active parameters at %2 bits per weight")
                               .arg(*params, 0, 'g', 4)
                               .arg(*bytes.bitsPerWeight, 0, 'g', 4);
        return bytes;
    }
    const auto fileSize = number(config, {"model_size"});
    if (fileSize && *fileSize > 0.0 && !looksMoe(config)) {
        bytes.weightBytes = fileSize;
        bytes.weightSource = WeightBytesSource::FileSize;
        bytes.weightNote = LedgerTr::tr("the model file size, which also counts the embedding "
                                        "table that decode does not read");
        return bytes;
    }
    if (params && *params > 0.0)
        bytes.weightNote = LedgerTr::tr("active_params is set but the bits per weight are "
                                        "unknown: add bits_per_weight");
    else if (fileSize)
        bytes.weightNote = LedgerTr::tr("the model looks mixture-of-experts, so its file size "
                                        "says nothing about the bytes one token reads: add "
                                        "active_params and bits_per_weight");
    else
        bytes.weightNote = LedgerTr::tr("no B_token: add b_token_bytes, or active_params and "
                                        "bits_per_weight, to the config");
    return bytes;
}

LedgerBandwidth bandwidthFromConfig(const nlohmann::json &config, const GpuBandwidthTable &table)
{
    LedgerBandwidth bandwidth;
    const int tp =
        positiveInt(number(config, {"tp", "tp_size", "tensor_parallel_size", "tensor_parallel"}));
    const int pp = positiveInt(number(config, {"pp", "pp_size", "pipeline_parallel_size"}));
    const int dp = positiveInt(number(config, {"dp", "dp_size", "data_parallel_size"}));
    const int total = positiveInt(number(config, {"gpu_count", "num_gpus", "n_gpus"}));
    bandwidth.replicas = std::max(dp, 1);

    const GpuList list = parseGpuList(string(config, {"gpu", "gpu_name"}).value_or(QString()));
    bandwidth.gpuName = list.firstName;
    if (tp > 0 || pp > 0)
        bandwidth.gpusPerReplica = std::max(tp, 1) * std::max(pp, 1);
    else if (list.count > 1)
        bandwidth.gpusPerReplica = std::max(1, list.count / bandwidth.replicas);
    else if (total > 0)
        bandwidth.gpusPerReplica = std::max(1, total / bandwidth.replicas);

    if (const auto given = number(config, {"gpu_bandwidth_bytes_per_s"}); given && *given > 0.0) {
        bandwidth.perGpuBytesPerS = given;
        bandwidth.source = LedgerTr::tr("gpu_bandwidth_bytes_per_s in the config");
        return bandwidth;
    }
    if (const auto gbs = number(config, {"gpu_bandwidth_gb_s"}); gbs && *gbs > 0.0) {
        bandwidth.perGpuBytesPerS = *gbs * 1e9;
        bandwidth.source = LedgerTr::tr("gpu_bandwidth_gb_s in the config");
        return bandwidth;
    }
    if (list.firstName.isEmpty()) {
        bandwidth.missing = LedgerTr::tr("the config names no GPU (gpu)");
        return bandwidth;
    }
    const std::optional<GpuBandwidth> gpu = table.lookup(list.firstName);
    if (!gpu) {
        bandwidth.missing =
            LedgerTr::tr("GPU \"%1\" is not in the bandwidth table; add it").arg(list.firstName);
        return bandwidth;
    }
    bandwidth.perGpuBytesPerS = gpu->bandwidthBytesPerS;
    bandwidth.source = gpu->name + QStringLiteral(": ") + gpu->source;
    return bandwidth;
}

LedgerPrediction predictDecode(double weightBytes, double kvBytesPerToken,
                               double replicaBandwidthBytesPerS, const DecodePoint &point)
{
    LedgerPrediction prediction;
    const int replicas = std::max(point.replicas, 1);
    const double sequences = std::max(point.concurrency, 1.0);
    // A replica decodes at least one sequence; with fewer sequences than replicas some idle.
    const double perReplica = std::max(sequences / replicas, 1.0);
    const double tau = std::max(point.tokensPerStep, 1.0);
    const double kvPerSequence =
        std::max(kvBytesPerToken, 0.0) * std::max(point.contextTokens, 0.0);
    const double stepBytes = weightBytes + perReplica * kvPerSequence;
    if (!(stepBytes > 0.0) || !(replicaBandwidthBytesPerS > 0.0))
        return prediction;
    const double usable = kLedgerEfficiency * replicaBandwidthBytesPerS;
    prediction.bTokenBytes = (weightBytes / perReplica + kvPerSequence) / tau;
    prediction.perSequenceTokPerS = tau * usable / stepBytes;
    prediction.aggregateTokPerS = prediction.perSequenceTokPerS * sequences;
    return prediction;
}

double achievedBandwidthPercent(double bTokenBytes, double tokPerS, double bandwidthBytesPerS)
{
    if (!(bandwidthBytesPerS > 0.0))
        return 0.0;
    return 100.0 * bTokenBytes * tokPerS / bandwidthBytesPerS;
}

} // namespace lanebook
