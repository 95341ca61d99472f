// libFuzzer target: one importer (LANEBOOK_FUZZ_IMPORTER, its index in allImporters()) on
// hostile bytes. detect() and parse() may refuse with ImportFailure; any other exception,
// crash, leak or undefined behaviour is a finding.
#include "backends/importers/importer.h"
#include "backends/importers/importerregistry.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const lanebook::Importer &importer = *lanebook::allImporters().at(LANEBOOK_FUZZ_IMPORTER);
    lanebook::ImportInput input;
    input.path = QStringLiteral("fuzz.input");
    input.content = QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
    if (importer.detect(input) <= 0)
        return 0;
    try {
        (void)importer.parse(input);
    } catch (const lanebook::ImportFailure &) {
    }
    return 0;
}
