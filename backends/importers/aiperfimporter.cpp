// PLACEHOLDER: replaced by the real AiPerf importer.
#include "backends/importers/importerregistry.h"

namespace lanebook {

namespace {

class AiPerfImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::AiPerf; }
    int detect(const ImportInput &) const override { return 0; }
    std::vector<Run> parse(const ImportInput &) const override { return {}; }
};

} // namespace

std::unique_ptr<Importer> makeAiPerfImporter()
{
    return std::make_unique<AiPerfImporter>();
}

} // namespace lanebook
