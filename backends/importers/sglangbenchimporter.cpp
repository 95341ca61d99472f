// PLACEHOLDER: replaced by the real SglangBench importer.
#include "backends/importers/importerregistry.h"

namespace lanebook {

namespace {

class SglangBenchImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::SglangBench; }
    int detect(const ImportInput &) const override { return 0; }
    std::vector<Run> parse(const ImportInput &) const override { return {}; }
};

} // namespace

std::unique_ptr<Importer> makeSglangBenchImporter()
{
    return std::make_unique<SglangBenchImporter>();
}

} // namespace lanebook
