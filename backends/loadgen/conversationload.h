#pragma once

#include "models/base/expected.h"
#include "models/loadgen/conversation.h"
#include "models/loadgen/loadspec.h"
#include "models/loadgen/requestrecord.h"

#include <cstddef>
#include <string>
#include <vector>

namespace lanebook {

// The conversations of a multi-turn load (LoadSpec::isConversational): their scripts, one
// record per turn laid out conversation by conversation, and each turn's request body built
// when it is sent, from its history (the file's replies or the ones the server gave).
struct ConversationLoad
{
    std::vector<ConversationScript> scripts;
    std::vector<std::size_t> starts; // the first record of each conversation
    bool fileReplies = false;
    QString source; // "synthetic" or the file's name

    // A file's conversations (the first conversationCount in a seeded order, each first turn
    // behind its own nonce so that conversations share nothing) or synthetic ones; or why not,
    // naming the file.
    static Expected<ConversationLoad> prepare(const LoadSpec &spec);

    std::vector<RequestRecord> makeRecords(const LoadSpec &spec);
    // The body of a turn; sets the record's promptWords and historyWords.
    std::string bodyFor(const LoadSpec &spec, RequestRecord &record,
                        const std::vector<RequestRecord> &records) const;
};

} // namespace lanebook
