#pragma once

#include "backends/importers/importer.h"

#include <memory>
#include <optional>
#include <vector>

namespace lanebook {

// One factory per format; each lives beside its importer.
std::unique_ptr<Importer> makeVllmBenchImporter();
std::unique_ptr<Importer> makeSglangBenchImporter();
std::unique_ptr<Importer> makeLlamaBenchImporter();
std::unique_ptr<Importer> makeAiPerfImporter();
std::unique_ptr<Importer> makeGenaiPerfImporter();
std::unique_ptr<Importer> makeGuideLlmImporter();
std::unique_ptr<Importer> makeLmEvalImporter();
std::unique_ptr<Importer> makeLlamaPerplexityImporter();
std::unique_ptr<Importer> makeLlmPerfImporter();
std::unique_ptr<Importer> makeInferencePerfImporter();
std::unique_ptr<Importer> makeGenaiBenchImporter();
std::unique_ptr<Importer> makeTrtllmBenchImporter();
std::unique_ptr<Importer> makeLlmdReportImporter();

// Every importer, built once. Thread-safe to use from any thread.
const std::vector<std::unique_ptr<Importer>> &allImporters();

// The importer whose detect() scores highest (> 0), or nullptr when none claims the bytes.
const Importer *detectImporter(const ImportInput &input);

} // namespace lanebook
