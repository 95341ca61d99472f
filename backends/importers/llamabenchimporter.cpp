// PLACEHOLDER: replaced by the real LlamaBench importer.
#include "backends/importers/importerregistry.h"

namespace lanebook {

namespace {

class LlamaBenchImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::LlamaBench; }
    int detect(const ImportInput &) const override { return 0; }
    std::vector<Run> parse(const ImportInput &) const override { return {}; }
};

} // namespace

std::unique_ptr<Importer> makeLlamaBenchImporter()
{
    return std::make_unique<LlamaBenchImporter>();
}

} // namespace lanebook
