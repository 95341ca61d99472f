#include "backends/loadgen/conversationload.h"

#include "backends/loadgen/loadfile.h"
#include "backends/loadgen/loadgentr.h"
#include "models/loadgen/syntheticprompt.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace lanebook {

namespace {

// A file's conversations keep their keys apart from the synthetic ones of the same seed.
constexpr std::uint64_t kFileConversationKeyBase = 1ULL << 52;

} // namespace

Expected<ConversationLoad> ConversationLoad::prepare(const LoadSpec &spec)
{
    ConversationLoad load;
    load.fileReplies = spec.fileReplies;
    const int count = std::max(1, spec.conversationCount);
    if (!spec.multiTurnFile) {
        load.source = QStringLiteral("synthetic");
        for (int c = 0; c < count; ++c)
            load.scripts.push_back(syntheticConversation(std::max(1, spec.conversationTurns),
                                                         spec.inputTokens, spec.turnInputTokens,
                                                         spec.seed, std::uint64_t(c)));
        return load;
    }
    const Expected<QByteArray> bytes =
        readLoadFile(spec.promptFile, LoadGenTr::tr("%1: cannot read the prompt file: %2"));
    if (!bytes)
        return unexpected(bytes.error());
    Expected<std::vector<ConversationScript>> parsed =
        parseConversations(std::string_view(bytes->constData(), std::size_t(bytes->size())));
    if (!parsed)
        return unexpected(
            LoadGenTr::tr("%1: %2").arg(QDir::toNativeSeparators(spec.promptFile), parsed.error()));
    std::vector<std::size_t> order = seededOrder(parsed->size(), spec.seed);
    order.resize(std::min(order.size(), std::size_t(count)));
    for (std::size_t i = 0; i < order.size(); ++i) {
        ConversationScript script = std::move((*parsed)[order[i]]);
        script.userTurns.front() = SyntheticPrompt::withNonce(script.userTurns.front(), spec.seed,
                                                              kFileConversationKeyBase + i);
        load.scripts.push_back(std::move(script));
    }
    load.source = QFileInfo(spec.promptFile).fileName();
    return load;
}

std::vector<RequestRecord> ConversationLoad::makeRecords(const LoadSpec &spec)
{
    std::vector<RequestRecord> records;
    starts.clear();
    for (std::size_t c = 0; c < scripts.size(); ++c) {
        starts.push_back(records.size());
        const int turns = int(scripts[c].userTurns.size());
        for (int turn = 0; turn < turns; ++turn) {
            RequestRecord record;
            record.index = int(records.size());
            record.conversation = int(c);
            record.turn = turn;
            // The last turn's reply is carried nowhere.
            record.keepReply = !fileReplies && turn + 1 < turns;
            record.itlMs.reserve(std::size_t(std::clamp(spec.outputTokens, 0, 1 << 16)));
            records.push_back(std::move(record));
        }
    }
    return records;
}

std::string ConversationLoad::bodyFor(const LoadSpec &spec, RequestRecord &record,
                                      const std::vector<RequestRecord> &records) const
{
    const ConversationScript &script = scripts[std::size_t(record.conversation)];
    std::vector<std::string_view> replies;
    replies.reserve(std::size_t(record.turn));
    const std::size_t first = starts[std::size_t(record.conversation)];
    for (int i = 0; i < record.turn; ++i)
        replies.push_back(fileReplies ? std::string_view(script.fileReplies[std::size_t(i)])
                                      : std::string_view(records[first + std::size_t(i)].reply));
    const std::vector<ChatMessage> messages = turnMessages(script, record.turn, replies);
    int words = 0;
    for (const ChatMessage &message : messages)
        words += SyntheticPrompt::wordCount(message.text);
    record.historyWords = words - SyntheticPrompt::wordCount(messages.back().text);
    record.promptWords = words;
    return requestBody(spec, messages);
}

} // namespace lanebook
