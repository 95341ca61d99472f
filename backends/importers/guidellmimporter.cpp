// PLACEHOLDER: replaced by the real GuideLlm importer.
#include "backends/importers/importerregistry.h"

namespace lanebook {

namespace {

class GuideLlmImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::GuideLlm; }
    int detect(const ImportInput &) const override { return 0; }
    std::vector<Run> parse(const ImportInput &) const override { return {}; }
};

} // namespace

std::unique_ptr<Importer> makeGuideLlmImporter()
{
    return std::make_unique<GuideLlmImporter>();
}

} // namespace lanebook
