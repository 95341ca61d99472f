// PLACEHOLDER: replaced by the real LmEval importer.
#include "backends/importers/importerregistry.h"

namespace lanebook {

namespace {

class LmEvalImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::LmEval; }
    int detect(const ImportInput &) const override { return 0; }
    std::vector<Run> parse(const ImportInput &) const override { return {}; }
};

} // namespace

std::unique_ptr<Importer> makeLmEvalImporter()
{
    return std::make_unique<LmEvalImporter>();
}

} // namespace lanebook
