// PLACEHOLDER: replaced by the real GenaiPerf importer.
#include "backends/importers/importerregistry.h"

namespace lanebook {

namespace {

class GenaiPerfImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::GenaiPerf; }
    int detect(const ImportInput &) const override { return 0; }
    std::vector<Run> parse(const ImportInput &) const override { return {}; }
};

} // namespace

std::unique_ptr<Importer> makeGenaiPerfImporter()
{
    return std::make_unique<GenaiPerfImporter>();
}

} // namespace lanebook
