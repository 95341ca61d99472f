#pragma once

#include "models/ledger/gpubandwidthtable.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace lanebook {

// The byte ledger: decode is memory-bound, so a decode step can go no faster
// than the bytes it must read divided by the memory bandwidth, and
//     predicted tok/s = BW_peak x 0.92 / B_token.
// 0.92 is the share of peak bandwidth the best kernels reach; a measurement above the
// prediction is not an optimization but a bug (layers skipped, a no-op fallback).
//
// Decode at concurrency c. One step of one model replica reads the active weights W once for
// all c sequences it serves, and each sequence's own KV cache, K bytes per token of context x
// ctx tokens. It produces tau tokens per sequence (tau = 1 without speculation; with it, the
// mean accepted length). So
//     step bytes          = W + c K ctx
//     step time          >= step bytes / (0.92 BW)
//     per-sequence tok/s <= tau 0.92 BW / (W + c K ctx)
//     aggregate tok/s    <= c x that = 0.92 BW / B_token,   B_token = (W / c + K ctx) / tau,
// B_token being the bytes read per decoded token once the weight read is shared by the batch.
// (The per-sequence bound at c = 1 is the familiar BW x 0.92 / (W + K ctx); the expression
// BW x 0.92 / (W / c + K ctx) is the aggregate one.) With R data-parallel replicas, each
// replica serves c / R sequences (at least one) with its own GPUs' bandwidth.
//
// Every estimate made here errs toward reading fewer bytes, which raises the prediction, so a
// measurement above it stays proof of a bug: MoE models at c > 1 read the union of the
// experts their tokens route to, which is at least the active set; the drafter's own reads,
// activations and the growth of the context during decode are left out; unknown KV bytes
// count as zero; nominal bits per weight ignore the higher-precision tensors of mixed quants.

constexpr double kLedgerEfficiency = 0.92;

// Where the weight bytes came from, from firmest to weakest.
enum class WeightBytesSource {
    None,
    Given,      // b_token_bytes / b_token_gb / active_weight_bytes
    Parameters, // active_params x bits_per_weight / 8
    FileSize,   // llama-bench model_size: counts embeddings and every expert, so it can
                // overstate B_token and the prediction it gives is no firm bound
};

// Bytes a decode step reads, from a run's config. Keys read (synonyms in byteledger.cpp):
//  weights:  b_token_bytes | b_token_gb | active_weight_bytes, else active_params (count) |
//            active_params_b (billions) x bits_per_weight, else x the nominal bits of
//            quantization / quant / quant_method / weight_dtype / file_type / dtype;
//            else model_size (bytes, llama-bench) for a model that does not look MoE.
//  KV cache: kv_bytes_per_token, else num_layers x num_kv_heads x head_dim x
//            (K bytes + V bytes per element), the element size from kv_dtype_bytes or the
//            dtype names in kv_cache_dtype / kv_dtype / type_k, type_v / cache_type_k, _v.
struct DecodeBytes
{
    std::optional<double> weightBytes;
    WeightBytesSource weightSource = WeightBytesSource::None;
    std::optional<double> bitsPerWeight;
    std::optional<double> kvBytesPerToken; // std::nullopt: not counted (see above)
    QString weightNote;                    // how W was obtained, or which keys would give it
};

DecodeBytes decodeBytesFromConfig(const nlohmann::json &config);

// Nominal bits per weight of a quantization or dtype name ("nvfp4" 4.5, "Q4_K - Medium" 4,
// "fp8" 8, "bfloat16" 16); the lower end of what the name allows.
std::optional<double> nominalBitsPerWeight(const QString &quantization);
// bits_per_weight (or bpw, bits, w_bits, wbits), else the nominal bits of the quantization keys;
// std::nullopt if unknown.
std::optional<double> bitsPerWeightFromConfig(const nlohmann::json &config);
// Bytes per KV element of a cache dtype name ("f16" 2, "fp8_e4m3" 1, "q8_0" 34/32).
std::optional<double> kvBytesPerElement(const QString &dtype);

// Peak bandwidth available to the run: per-GPU bandwidth (config gpu_bandwidth_bytes_per_s |
// gpu_bandwidth_gb_s, else the table's entry for config gpu / gpu_name; "2x NAME" and comma
// lists count GPUs), GPUs per replica (tp x pp from tp / tp_size / tensor_parallel_size and
// pp / pipeline_parallel_size, else the GPUs listed, else gpu_count / dp), replicas (dp /
// dp_size / data_parallel_size). Counting pipeline stages and layer-split GPUs as if they
// read in parallel overstates the bandwidth, which again only loosens the bound.
struct LedgerBandwidth
{
    std::optional<double> perGpuBytesPerS;
    int gpusPerReplica = 1;
    int replicas = 1;
    QString gpuName; // as the config wrote it
    QString source;  // table entry and its source, or "config"
    QString missing; // why there is no bandwidth

    double replicaBytesPerS() const { return perGpuBytesPerS.value_or(0.0) * gpusPerReplica; }
};

LedgerBandwidth bandwidthFromConfig(const nlohmann::json &config, const GpuBandwidthTable &table);

// The decode point: context in the KV cache, sequences decoded together, tokens accepted per
// sequence per step, data-parallel replicas.
struct DecodePoint
{
    double contextTokens = 0.0;
    double concurrency = 1.0;
    double tokensPerStep = 1.0;
    int replicas = 1;
};

struct LedgerPrediction
{
    double bTokenBytes = 0.0;        // (W / c_r + K ctx) / tau
    double aggregateTokPerS = 0.0;   // 0.92 BW_total / B_token
    double perSequenceTokPerS = 0.0; // tau 0.92 BW_replica / (W + c_r K ctx)
};

// bandwidthBytesPerS: one replica's GPUs together. kvBytesPerToken may be 0.
LedgerPrediction predictDecode(double weightBytes, double kvBytesPerToken,
                               double replicaBandwidthBytesPerS, const DecodePoint &point);

// Share of peak bandwidth a measured rate implies: B_token x tok/s / BW, in percent.
double achievedBandwidthPercent(double bTokenBytes, double tokPerS, double bandwidthBytesPerS);

} // namespace lanebook
