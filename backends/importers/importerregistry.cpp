#include "backends/importers/importerregistry.h"

namespace lanebook {

const std::vector<std::unique_ptr<Importer>> &allImporters()
{
    static const std::vector<std::unique_ptr<Importer>> importers = [] {
        std::vector<std::unique_ptr<Importer>> list;
        list.push_back(makeVllmBenchImporter());
        list.push_back(makeSglangBenchImporter());
        list.push_back(makeLlamaBenchImporter());
        list.push_back(makeAiPerfImporter());
        list.push_back(makeGenaiPerfImporter());
        list.push_back(makeGuideLlmImporter());
        list.push_back(makeLmEvalImporter());
        list.push_back(makeLlamaPerplexityImporter());
        list.push_back(makeLlmPerfImporter());
        list.push_back(makeInferencePerfImporter());
        list.push_back(makeGenaiBenchImporter());
        list.push_back(makeTrtllmBenchImporter());
        list.push_back(makeLlmdReportImporter());
        return list;
    }();
    return importers;
}

const Importer *detectImporter(const ImportInput &input)
{
    const Importer *best = nullptr;
    int bestScore = 0;
    for (const auto &importer : allImporters()) {
        const int score = importer->detect(input);
        if (score > bestScore) {
            best = importer.get();
            bestScore = score;
        }
    }
    return best;
}

} // namespace lanebook
