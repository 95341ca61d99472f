#include "backends/importers/guidellmbenchmark.h"
#include "backends/importers/importerregistry.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/lenientjson.h"

namespace lanebook {

namespace {

using LenientJson::member;

// GuideLLM `benchmarks.json`, every schema generation. One run per benchmark
// ("benchmark N", counted from 0 like the file's run_index).
class GuideLlmImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::GuideLlm; }

    int detect(const ImportInput &input) const override
    {
        if (!LenientJson::looksLikeJson(input.content))
            return 0;
        // Report headers and the first benchmark are small; per-request lists come later.
        const QByteArray head = input.content.left(1024 * 1024);
        if (head.contains("\"generative_benchmark\""))
            return 95;
        if (head.contains("\"guidellm_version\"") && head.contains("\"benchmarks\""))
            return 90;
        // Re-saved with sorted keys, "type_" and "metadata" come last; the metrics of the first
        // benchmark (status summaries of these names) still come early.
        if (head.contains("\"benchmarks\"") && head.contains("\"request_concurrency\"") &&
            head.contains("\"time_to_first_token_ms\"") && head.contains("\"request_totals\""))
            return 85;
        return 0;
    }

    std::vector<Run> parse(const ImportInput &input) const override
    {
        const std::vector<LenientJson::Part> parts =
            LenientJson::parseDocumentOrLines(input.content);
        if (parts.size() != 1 || !parts.front().value.is_object())
            throw ImportFailure(
                ImportersTr::tr("line %1: expected one JSON object (a GuideLLM report)")
                    .arg(parts.size() > 1 ? parts[1].line : 1));
        const nlohmann::json &report = parts.front().value;
        const nlohmann::json &benchmarks = member(report, "benchmarks");
        if (!benchmarks.is_array())
            throw ImportFailure(ImportersTr::tr("no \"benchmarks\" list at the top level"));

        const GuideLlm::ReportContext context = reportContext(report);
        std::vector<Run> runs;
        runs.reserve(benchmarks.size());
        for (size_t i = 0; i < benchmarks.size(); ++i)
            runs.push_back(GuideLlm::runFromBenchmark(benchmarks[i], static_cast<int>(i), context));
        return runs;
    }

private:
    static GuideLlm::ReportContext reportContext(const nlohmann::json &report)
    {
        GuideLlm::ReportContext context;
        const nlohmann::json &metadata = member(report, "metadata");
        const auto version = LenientJson::numberAt(metadata, "version", QStringLiteral("metadata"));
        context.guidellmVersion =
            LenientJson::stringAt(metadata, "guidellm_version", QStringLiteral("metadata"))
                .value_or(QString());
        const nlohmann::json &benchmarks = member(report, "benchmarks");
        const bool firstHasConfig = benchmarks.is_array() && !benchmarks.empty() &&
                                    benchmarks.front().is_object() &&
                                    benchmarks.front().contains("config");
        // metadata.version says which; v0.4.0 wrote no metadata but already the v1 shape.
        if (version && *version >= 2)
            context.schema = GuideLlm::Schema::V2;
        else if ((version && *version >= 1) || firstHasConfig)
            context.schema = GuideLlm::Schema::V1;
        else
            context.schema = GuideLlm::Schema::Legacy;

        const nlohmann::json &spec = member(member(report, "config"), "spec");
        const nlohmann::json &args = member(report, "args");
        if (spec.is_object()) {
            const nlohmann::json &backend = member(spec, "backend");
            context.model =
                LenientJson::stringAt(backend, "model", QStringLiteral("config › spec › backend"))
                    .value_or(QString());
            context.target =
                LenientJson::stringAt(backend, "target", QStringLiteral("config › spec › backend"))
                    .value_or(QString());
            context.data = member(spec, "data");
            if (const nlohmann::json &labels =
                    member(member(member(report, "config"), "metadata"), "labels");
                labels.is_object())
                context.labels = labels;
        } else if (args.is_object()) {
            context.model =
                LenientJson::stringAt(args, "model", QStringLiteral("args")).value_or(QString());
            context.target =
                LenientJson::stringAt(args, "target", QStringLiteral("args")).value_or(QString());
            context.data = member(args, "data");
            if (const nlohmann::json &kind = member(args, "backend"); kind.is_string())
                context.backendKind = QString::fromStdString(kind.get<std::string>());
        }
        return context;
    }
};

} // namespace

std::unique_ptr<Importer> makeGuideLlmImporter()
{
    return std::make_unique<GuideLlmImporter>();
}

} // namespace lanebook
