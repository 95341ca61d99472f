// PLACEHOLDER: replaced by the real LlamaPerplexity importer.
#include "backends/importers/importerregistry.h"

namespace lanebook {

namespace {

class LlamaPerplexityImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::LlamaPerplexity; }
    int detect(const ImportInput &) const override { return 0; }
    std::vector<Run> parse(const ImportInput &) const override { return {}; }
};

} // namespace

std::unique_ptr<Importer> makeLlamaPerplexityImporter()
{
    return std::make_unique<LlamaPerplexityImporter>();
}

} // namespace lanebook
