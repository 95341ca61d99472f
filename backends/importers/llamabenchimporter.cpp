#include "backends/importers/importerregistry.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/llamabenchrow.h"
#include "backends/importers/llamabenchtable.h"

namespace lanebook {

namespace {

// llama.cpp `llama-bench` output in any of its five formats. One run per
// test; the field set changes between builds, so everything is keyed on field names.
class LlamaBenchImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::LlamaBench; }

    int detect(const ImportInput &input) const override
    {
        // The first test object or the header is near the top; the markdown table may follow
        // a page of loader output when stderr was captured too.
        const QByteArray head = input.content.left(1024 * 1024);
        if (LenientJson::looksLikeJson(head)) {
            const QByteArray first = head.left(64 * 1024);
            const bool fields = first.contains("\"build_commit\"") &&
                                first.contains("\"n_prompt\"") &&
                                (first.contains("\"avg_ts\"") || first.contains("\"avg_ns\""));
            return fields ? 95 : 0;
        }
        if (LlamaBench::looksLikeSql(head))
            return 95;
        if (LlamaBench::looksLikeCsv(head))
            return 95;
        if (LlamaBench::looksLikeMarkdown(head))
            return 90;
        return 0;
    }

    std::vector<Run> parse(const ImportInput &input) const override
    {
        std::vector<LlamaBench::Row> rows;
        const QByteArray head = input.content.left(1024 * 1024);
        if (LenientJson::looksLikeJson(head))
            rows = jsonRows(input.content);
        else if (LlamaBench::looksLikeSql(head))
            rows = LlamaBench::parseSql(input.content);
        else if (LlamaBench::looksLikeCsv(head))
            rows = LlamaBench::parseCsv(input.content);
        else if (LlamaBench::looksLikeMarkdown(head))
            rows = LlamaBench::parseMarkdown(input.content);
        else
            throw ImportFailure(
                ImportersTr::tr("not llama-bench output in a format it writes (json, jsonl, "
                                "csv, md, sql)"));
        std::vector<Run> runs;
        runs.reserve(rows.size());
        for (const LlamaBench::Row &row : rows)
            runs.push_back(LlamaBench::runFromRow(row));
        return runs;
    }

private:
    // `-o json` is one array ("object N"); `-o jsonl` one object per line ("line N").
    static std::vector<LlamaBench::Row> jsonRows(const QByteArray &content)
    {
        const std::vector<LenientJson::Part> parts = LenientJson::parseDocumentOrLines(content);
        std::vector<LlamaBench::Row> rows;
        if (parts.size() == 1 && parts.front().value.is_array()) {
            const nlohmann::json &array = parts.front().value;
            for (size_t i = 0; i < array.size(); ++i) {
                const QString where = QStringLiteral("object %1").arg(i + 1);
                if (!array[i].is_object())
                    throw ImportFailure(ImportersTr::tr("%1: expected a JSON object").arg(where));
                rows.push_back({array[i], where});
            }
            return rows;
        }
        for (const LenientJson::Part &part : parts) {
            const QString where = parts.size() == 1 ? QStringLiteral("object 1")
                                                    : QStringLiteral("line %1").arg(part.line);
            if (!part.value.is_object())
                throw ImportFailure(ImportersTr::tr("%1: expected a JSON object").arg(where));
            rows.push_back({part.value, where});
        }
        return rows;
    }
};

} // namespace

std::unique_ptr<Importer> makeLlamaBenchImporter()
{
    return std::make_unique<LlamaBenchImporter>();
}

} // namespace lanebook
