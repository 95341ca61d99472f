// libFuzzer target: wave plan JSON, a file users write by hand, copy from colleagues and edit.
// Beyond "does not crash": a plan that parses must survive its own round trip (the notebook
// stores plans as wavePlanToJson writes them, and a stored plan that no longer reads back would
// strand its wave).
#include "models/waves/waveplanjson.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const lanebook::WavePlanParse parsed = lanebook::parseWavePlan(bytes, QStringLiteral("fuzz"));
    if (!parsed.plan)
        return 0;
    (void)lanebook::wavePlanWarnings(*parsed.plan);
    (void)lanebook::wavePlanToJsonRedacted(*parsed.plan);
    const std::string written = lanebook::wavePlanToJson(*parsed.plan).dump();
    const lanebook::WavePlanParse again =
        lanebook::parseWavePlan(QByteArray::fromStdString(written), QStringLiteral("fuzz"));
    if (!again.plan) {
        std::fprintf(stderr, "a parsed plan does not read back: %s\n%s\n",
                     qPrintable(again.errors.join(QStringLiteral("; "))), written.c_str());
        std::abort();
    }
    if (lanebook::wavePlanToJson(*again.plan).dump() != written) {
        std::fprintf(stderr, "a plan's round trip changes it:\n%s\n", written.c_str());
        std::abort();
    }
    return 0;
}
