// libFuzzer target: a run journal entry's run record (a file beside the notebook that anyone
// with the folder can write) read back before it is replayed into the notebook.
#include "models/run/jsonnesting.h"
#include "models/run/runrecordjson.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    if (lanebook::jsonNestingTooDeepAt(text) >= 0)
        return 0;
    const nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
    if (json.is_discarded())
        return 0;
    (void)lanebook::runRecordFromJson(json);
    return 0;
}
