// libFuzzer target: the mock server's HTTP request parser and its completion planner on
// whatever a client sends (pipelined requests, bodies of any JSON shape), with the prefix-cache
// emulation's tokenizer and cache on too.
#include "completionplan.h"
#include "httprequestparser.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    std::string_view buffer(reinterpret_cast<const char *>(data), size);
    HttpRequestParser parser;
    MockOptions options;
    MockOptions caching;
    caching.prefixCacheBlockTokens = 4;
    PrefixCache cache(caching.prefixCacheBlockTokens);
    std::uint64_t sequence = 0;
    for (int requests = 0; requests < 16 && !buffer.empty(); ++requests) {
        HttpRequest request;
        std::size_t consumed = 0;
        const auto status = parser.parse(buffer, request, consumed);
        if (status != HttpRequestParser::Status::Complete || consumed == 0)
            break;
        for (const auto kind : {CompletionKind::Text, CompletionKind::Chat}) {
            (void)planCompletion(kind, request.body, options, ++sequence, 0);
            const CompletionPlanResult planned =
                planCompletion(kind, request.body, caching, ++sequence, 0);
            if (planned.ok) {
                (void)cache.cachedTokens(planned.plan.promptTokenIds);
                cache.insert(planned.plan.promptTokenIds);
            }
        }
        buffer.remove_prefix(consumed);
    }
    return 0;
}
