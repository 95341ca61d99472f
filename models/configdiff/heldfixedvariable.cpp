#include "models/configdiff/heldfixedvariable.h"

#include "models/configdiff/configdifftr.h"

#include <QStringList>

#include <array>
#include <utility>
#include <vector>

namespace lanebook {

namespace {

using V = HeldFixedVariable;

// Leaf key names, normalised (lower case, '_'), as vLLM / SGLang / llama.cpp / AIPerf /
// GuideLLM results and our importers write them, plus the obvious hand-written synonyms.
// `n_ctx` is llama-perplexity's chunk length, i.e. its context. `model_filename` and
// `model_type` are not here: they name the model, and a quantization comparison changes them
// by design (the quantization keys carry that variable).
struct KeyGroup
{
    V variable;
    std::vector<const char *> keys;
};

const std::array<KeyGroup, 11> &keyGroups()
{
    static const std::array<KeyGroup, 11> groups{{
        {V::Runtime,
         {"runtime", "runtime_version", "engine", "engine_version", "server", "server_version",
          "vllm_version", "sglang_version", "trtllm_version", "llama_cpp_version", "build_commit",
          "build_number", "backend", "backends", "git_commit"}},
        {V::Hardware, {"gpu", "gpu_name", "gpu_model", "hardware"}},
        {V::Context,
         {"context", "context_tokens", "context_length", "ctx", "ctx_len", "input_tokens",
          "input_len", "input_length", "isl", "random_input_len", "random_range_ratio",
          "prompt_tokens", "prompt_len", "n_prompt", "n_depth", "depth", "n_ctx",
          "input_tokens_mean"}},
        {V::Concurrency,
         {"concurrency", "max_concurrency", "request_rate", "rate", "streams", "strategy",
          "batch_size", "max_batch_size", "n_seq", "max_num_seqs", "num_concurrent"}},
        {V::OutputLength,
         {"output_tokens", "output_len", "output_length", "osl", "random_output_len",
          "sharegpt_output_len", "max_tokens", "max_output_tokens", "max_new_tokens", "n_gen",
          "ignore_eos"}},
        {V::Sampling,
         {"sampling", "sampling_params", "temperature", "top_p", "top_k", "min_p",
          "repetition_penalty", "presence_penalty", "frequency_penalty", "seed", "do_sample"}},
        {V::PromptSet,
         {"prompt_set", "prompt_set_hash", "prompt_hash", "prompts_hash", "prompts_sha256",
          "dataset", "dataset_name", "dataset_path", "data", "prompts", "prompt_file",
          "random_prefix_len"}},
        {V::Drafter,
         {"drafter", "draft_model", "model_draft", "speculative_model", "speculative_draft_model",
          "speculative_draft_model_path", "speculative_algorithm", "speculative_method",
          "spec_method", "speculative_config"}},
        {V::DraftDepth,
         {"k", "draft_k", "draft_depth", "draft_depth_k", "num_speculative_tokens",
          "speculative_num_draft_tokens", "speculative_num_steps", "speculative_eagle_topk",
          "draft_max", "draft_min", "n_draft", "spec_k", "draft_tokens"}},
        {V::Quantization,
         {"quantization", "quant", "quant_method", "quant_allocation", "quant_manifest",
          "allocation", "dtype", "weight_dtype", "bits_per_weight", "kv_cache_dtype", "kv_dtype",
          "cache_type_k", "cache_type_v", "type_k", "type_v", "file_type", "kv"}},
        {V::Clocks,
         {"clocks_locked", "locked_sm_clock_mhz", "locked_mem_clock_mhz", "sm_clock_mhz",
          "mem_clock_mhz", "power_limit_w", "lock_gpu_clocks", "lock_memory_clocks"}},
    }};
    return groups;
}

std::optional<V> variableOfKey(const QString &key)
{
    for (const KeyGroup &group : keyGroups()) {
        for (const char *name : group.keys) {
            if (key == QLatin1String(name))
                return group.variable;
        }
    }
    return std::nullopt;
}

constexpr std::pair<V, const char *> kIds[] = {
    {V::Runtime, "runtime"},
    {V::Hardware, "hardware"},
    {V::Context, "context"},
    {V::Concurrency, "concurrency"},
    {V::OutputLength, "output_length"},
    {V::Sampling, "sampling"},
    {V::PromptSet, "prompt_set"},
    {V::Drafter, "drafter"},
    {V::DraftDepth, "draft_depth"},
    {V::Quantization, "quantization"},
    {V::Clocks, "clocks"},
};

} // namespace

std::optional<HeldFixedVariable> heldFixedVariableOf(const QString &keyPath)
{
    QStringList parts = keyPath.split(QLatin1Char('.'), Qt::SkipEmptyParts);
    // Leaf first, then the enclosing objects from the innermost out.
    for (qsizetype i = parts.size() - 1; i >= 0; --i) {
        QString key = parts[i].toLower();
        while (key.startsWith(QLatin1Char('-'))) // an argv flag: "--max-num-seqs"
            key.remove(0, 1);
        key.replace(QLatin1Char('-'), QLatin1Char('_'));
        if (const auto variable = variableOfKey(key))
            return variable;
    }
    return std::nullopt;
}

QString heldFixedVariableId(HeldFixedVariable variable)
{
    for (const auto &[value, id] : kIds) {
        if (value == variable)
            return QString::fromLatin1(id);
    }
    return {};
}

QString heldFixedVariableTitle(HeldFixedVariable variable)
{
    switch (variable) {
    case V::Runtime:
        return ConfigDiffTr::tr("runtime/version");
    case V::Hardware:
        return ConfigDiffTr::tr("GPU model");
    case V::Context:
        return ConfigDiffTr::tr("context length");
    case V::Concurrency:
        return ConfigDiffTr::tr("concurrency");
    case V::OutputLength:
        return ConfigDiffTr::tr("output length");
    case V::Sampling:
        return ConfigDiffTr::tr("sampling");
    case V::PromptSet:
        return ConfigDiffTr::tr("prompt set");
    case V::Drafter:
        return ConfigDiffTr::tr("drafter");
    case V::DraftDepth:
        return ConfigDiffTr::tr("draft depth K");
    case V::Quantization:
        return ConfigDiffTr::tr("quantization");
    case V::Clocks:
        return ConfigDiffTr::tr("clocks");
    }
    return {};
}

bool isMeasuredMeanKey(const QString &leafKey)
{
    return leafKey.endsWith(QLatin1String("_mean"));
}

bool isBookkeepingKey(const QString &leafKey)
{
    for (const char *key : {"label", "tag", "date", "url", "target", "pid", "server_pid",
                            "process_id", "run_id", "started_at"}) {
        if (leafKey == QLatin1String(key))
            return true;
    }
    return false;
}

} // namespace lanebook
