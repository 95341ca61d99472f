// libFuzzer target: Mooncake request traces (bench --trace), files users download and edit.
// Beyond "does not crash": a trace that parses is in time order from zero, implies no more
// cached tokens than its prompts hold, and every request's prompt has exactly its input length
// in words (checked for prompts up to 4,096 words, so one input stays quick).
#include "models/loadgen/requesttrace.h"
#include "models/loadgen/syntheticprompt.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

void fail(const char *what)
{
    std::fprintf(stderr, "%s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // The first byte picks the block size: Mooncake's 512, or a small one that lets short
    // lines describe several blocks.
    if (size == 0)
        return 0;
    const int blockTokens = data[0] % 2 == 0 ? 512 : 1 + data[0] % 32;
    const std::string_view text(reinterpret_cast<const char *>(data + 1), size - 1);
    const lanebook::Expected<lanebook::RequestTrace> trace =
        lanebook::RequestTrace::parseMooncake(text, blockTokens);
    if (!trace) {
        if (trace.error().isEmpty())
            fail("a refused trace says nothing");
        return 0;
    }
    double previous = 0.0;
    for (const lanebook::TraceRequest &request : trace->requests) {
        if (request.offsetS < previous || request.offsetS < 0.0)
            fail("requests out of time order");
        previous = request.offsetS;
        if (request.inputTokens > 4096)
            continue;
        if (lanebook::SyntheticPrompt::wordCount(lanebook::tracePrompt(request, blockTokens, 7)) !=
            request.inputTokens)
            fail("a prompt's words differ from its input length");
    }
    const lanebook::TraceReuse reuse = trace->impliedReuse();
    if (reuse.cachedTokens < 0.0 || reuse.cachedTokens > reuse.promptTokens)
        fail("more implied cached tokens than prompt tokens");
    (void)trace->meanRatePerS();
    return 0;
}
