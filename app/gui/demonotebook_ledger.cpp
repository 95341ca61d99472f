// What the demo's samples do not carry and the byte ledger needs: the active parameters and
// bits per weight of models whose numbers are published, so that the demo's runs of them are
// held against the ledger instead of all reading "no byte ledger". Added only where the file
// says nothing of its own, and each run says where the numbers came from (ledger_source).
#include "app/gui/demonotebook.h"

#include "backends/importers/importfile.h"
#include "models/ledger/byteledger.h"

#include <functional>

namespace lanebook::DemoNotebook {

namespace {

struct ModelFacts
{
    std::function<bool(const QString &model)> matches;
    double activeParams;
    std::optional<double> bitsPerWeight;   // none: the run's own quantization name says it
    std::optional<double> bandwidthGbPerS; // the host's, where the bandwidth table lacks it
    const char *source;
};

const std::vector<ModelFacts> &knownModels()
{
    static const std::vector<ModelFacts> facts{
        // The vLLM sample on one H200; its label says bf16. Non-embedding parameters: the
        // ledger errs toward fewer bytes, which only loosens its bound.
        {[](const QString &model) { return model == QLatin1String("Qwen/Qwen3-8B"); }, 6.95e9, 16.0,
         std::nullopt,
         "Qwen3-8B model card: 6.95B non-embedding parameters; bf16, as the run's label says"},
        // Seed 002's OEA runs (a reproduction, resources/demo/ORIGIN.md).
        {[](const QString &model) { return model == QLatin1String("GLM-5-NVFP4"); }, 40.0e9, 4.5,
         std::nullopt,
         "GLM-5 model card: 40B active of 744B parameters; NVFP4 is 4 bits per weight plus an "
         "8-bit scale per 16"},
        // Seed 000's quantization sweep (a reproduction): the model Flash-MoE ran, on an
        // Apple M3 Max, which the bandwidth table does not list.
        {[](const QString &model) { return model.startsWith(QLatin1String("qwen3moe 397B")); },
         17.0e9, std::nullopt, 400.0,
         "Qwen3.5-397B-A17B: 17B active parameters; bits from the file's quantization; "
         "Apple M3 Max: 400 GB/s unified memory"},
    };
    return facts;
}

} // namespace

void addLedgerFacts(ParsedFile &parsed)
{
    for (Run &run : parsed.runs) {
        for (const ModelFacts &facts : knownModels()) {
            if (!facts.matches(run.model))
                continue;
            nlohmann::json &config = run.config;
            if (config.contains("active_params") || config.contains("b_token_bytes"))
                break; // the file says it itself
            const std::optional<double> bits =
                facts.bitsPerWeight ? facts.bitsPerWeight : nominalBitsPerWeight(run.model);
            if (!bits)
                break; // the quantization is not told: no guess
            config["active_params"] = facts.activeParams;
            if (!bitsPerWeightFromConfig(config))
                config["bits_per_weight"] = *bits;
            if (facts.bandwidthGbPerS && !config.contains("gpu_bandwidth_gb_s"))
                config["gpu_bandwidth_gb_s"] = *facts.bandwidthGbPerS;
            config["ledger_source"] = facts.source;
            break;
        }
    }
}

} // namespace lanebook::DemoNotebook
