// libFuzzer target: one importer (LANEBOOK_FUZZ_IMPORTER, its index in allImporters()) on
// hostile bytes. detect() and parse() may refuse with ImportFailure; any other exception,
// crash, leak or undefined behaviour is a finding. Bytes holding the separator "\n\0\n" are a
// file and, after it, what lies beside it: handed to parse() as each of the companions the
// importer asks for (AIPerf's GPU trace, time slices and steady state; LLMPerf's requests).
#include "backends/importers/importer.h"
#include "backends/importers/importerregistry.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const lanebook::Importer &importer = *lanebook::allImporters().at(LANEBOOK_FUZZ_IMPORTER);
    lanebook::ImportInput input;
    input.path = QStringLiteral("fuzz.input");
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype separator = bytes.indexOf(QByteArray("\n\0\n", 3));
    input.content = separator < 0 ? bytes : bytes.left(separator);
    if (importer.detect(input) <= 0)
        return 0;
    if (separator >= 0) {
        const QByteArray beside = bytes.mid(separator + 3);
        for (const QString &path : importer.companionPaths(input))
            input.companions.emplace_back(path, beside);
    }
    try {
        (void)importer.parse(input);
    } catch (const lanebook::ImportFailure &) {
    }
    return 0;
}
