// PLACEHOLDER: replaced by the real VllmBench importer.
#include "backends/importers/importerregistry.h"

namespace lanebook {

namespace {

class VllmBenchImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::VllmBench; }
    int detect(const ImportInput &) const override { return 0; }
    std::vector<Run> parse(const ImportInput &) const override { return {}; }
};

} // namespace

std::unique_ptr<Importer> makeVllmBenchImporter()
{
    return std::make_unique<VllmBenchImporter>();
}

} // namespace lanebook
