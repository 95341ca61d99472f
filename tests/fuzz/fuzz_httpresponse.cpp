// libFuzzer target: the load generator's HTTP/1.1 response reader and the SSE stream behind
// it, fed the bytes in two pieces split where the first byte says, then the end of input.
// Every event goes through the chunk decoder (the hot-path JSON scanner).
#include "models/loadgen/httpresponsereader.h"
#include "models/loadgen/ssestream.h"
#include "models/loadgen/streamchunk.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const std::string_view all(reinterpret_cast<const char *>(data) + 1, size - 1);
    const std::size_t split = all.empty() ? 0 : data[0] % (all.size() + 1);
    lanebook::HttpResponseReader reader;
    lanebook::SseStream events;
    std::size_t chunks = 0;
    const auto onBody = [&](std::string_view body) {
        events.feed(body, [&](std::string_view event) {
            (void)lanebook::parseStreamChunk(event);
            ++chunks;
        });
    };
    std::string_view rest = all.substr(0, split);
    while (!rest.empty() && !reader.complete() && !reader.failed()) {
        const std::size_t used = reader.feed(rest, onBody);
        rest.remove_prefix(used);
        if (used == 0)
            break;
        if (reader.complete() && reader.keepAlive())
            reader.reset(); // the next response on a kept-alive connection
    }
    rest = all.substr(split);
    while (!rest.empty() && !reader.complete() && !reader.failed()) {
        const std::size_t used = reader.feed(rest, onBody);
        rest.remove_prefix(used);
        if (used == 0)
            break;
    }
    reader.endOfInput();
    return int(chunks & 0);
}
