#include "completionplan.h"

#include "cannedanswer.h"
#include "mocktokenizer.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace {

// splitmix64: small, fast and well mixed; good enough to pick faults and jitter.
std::uint64_t splitmix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

double uniform01(std::uint64_t &state)
{
    return double(splitmix64(state) >> 11) * (1.0 / 9007199254740992.0);
}

// One independent decision per fault kind, so raising one rate does not reshuffle the others.
double faultDraw(std::uint64_t seed, std::uint64_t sequence, std::uint64_t salt)
{
    std::uint64_t state = seed ^ (sequence * 0xD1B54A32D192ED03ULL) ^ (salt << 56);
    splitmix64(state);
    return uniform01(state);
}

int countTokenIds(const nlohmann::json &array)
{
    int count = 0;
    for (const auto &item : array)
        count += item.is_number_integer() ? 1 : 0;
    return count;
}

bool messageContentWords(const nlohmann::json &content, int &words)
{
    if (content.is_null())
        return true;
    if (content.is_string()) {
        words += countWords(content.get_ref<const std::string &>());
        return true;
    }
    if (!content.is_array())
        return false;
    for (const auto &part : content) {
        if (part.is_object() && part.contains("text") && part["text"].is_string())
            words += countWords(part["text"].get_ref<const std::string &>());
    }
    return true;
}

// The request's prompt as the mock tokenizes it; the request was validated before.
TokenIds promptTokenIds(CompletionKind kind, const nlohmann::json &request)
{
    TokenIds ids;
    MockTokenizer::appendBos(ids);
    if (kind == CompletionKind::Chat) {
        for (const auto &message : request["messages"])
            MockTokenizer::appendChatMessage(ids, message);
        MockTokenizer::appendAssistantHeader(ids);
        return ids;
    }
    const auto &prompt = request["prompt"];
    if (prompt.is_string()) {
        MockTokenizer::appendWords(ids, prompt.get_ref<const std::string &>());
        return ids;
    }
    for (const auto &item : prompt) {
        if (item.is_string()) {
            MockTokenizer::appendWords(ids, item.get_ref<const std::string &>());
        } else if (item.is_number_integer()) {
            MockTokenizer::appendTokenId(ids, item.get<long long>());
        } else if (item.is_array()) {
            for (const auto &token : item) {
                if (token.is_number_integer())
                    MockTokenizer::appendTokenId(ids, token.get<long long>());
            }
        }
    }
    return ids;
}

CompletionPlanResult failure(int status, std::string type, std::string message)
{
    CompletionPlanResult result;
    result.errorStatus = status;
    result.errorType = std::move(type);
    result.errorMessage = std::move(message);
    return result;
}

} // namespace

int countWords(const std::string &text)
{
    int words = 0;
    bool inWord = false;
    for (const unsigned char c : text) {
        const bool space =
            c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
        if (!space && !inWord)
            ++words;
        inWord = !space;
    }
    return words;
}

const std::string &tokenText(int index)
{
    static const std::array<std::string, 16> words = {
        "lorem ",      "ipsum ", "dolor ",  "sit ", "amet ",    "consectetur ",
        "adipiscing ", "elit ",  "sed ",    "do ",  "eiusmod ", "tempor ",
        "incididunt ", "ut ",    "labore ", "et "};
    return words[std::size_t(index) % words.size()];
}

std::int64_t CompletionPlan::nextDelayNs(int index)
{
    double delayMs = index == 0 ? ttftMs : itlMs;
    if (jitterMs > 0.0)
        delayMs += (uniform01(rngState) * 2.0 - 1.0) * jitterMs;
    if (index == stallAtToken)
        delayMs += stallMs;
    if (delayMs < 0.0)
        delayMs = 0.0;
    return std::int64_t(std::llround(delayMs * 1e6));
}

CompletionPlanResult planCompletion(CompletionKind kind, const std::string &body,
                                    const MockOptions &options, std::uint64_t sequence,
                                    std::int64_t wallClockS)
{
    const nlohmann::json request = nlohmann::json::parse(body, nullptr, false);
    if (request.is_discarded() || !request.is_object())
        return failure(400, "BadRequestError", "request body is not a JSON object");

    if (request.contains("model")) {
        if (!request["model"].is_string())
            return failure(400, "BadRequestError", "'model' must be a string");
        const auto &model = request["model"].get_ref<const std::string &>();
        if (model != options.model)
            return failure(404, "NotFoundError", "The model `" + model + "` does not exist.");
    }

    CompletionPlan plan;
    plan.kind = kind;
    int promptWords = 0;
    if (kind == CompletionKind::Text) {
        if (!request.contains("prompt"))
            return failure(400, "BadRequestError", "'prompt' is required");
        const auto &prompt = request["prompt"];
        if (prompt.is_string()) {
            promptWords = countWords(prompt.get_ref<const std::string &>());
        } else if (prompt.is_array()) {
            // A list of token ids counts them; a list of strings counts their words.
            for (const auto &item : prompt) {
                if (item.is_string())
                    promptWords += countWords(item.get_ref<const std::string &>());
                else if (item.is_array())
                    promptWords += countTokenIds(item);
                else if (item.is_number_integer())
                    ++promptWords;
                else
                    return failure(400, "BadRequestError", "'prompt' has an invalid item");
            }
        } else {
            return failure(400, "BadRequestError", "'prompt' must be a string or a list");
        }
    } else {
        if (!request.contains("messages") || !request["messages"].is_array())
            return failure(400, "BadRequestError", "'messages' must be a list");
        for (const auto &message : request["messages"]) {
            if (!message.is_object())
                return failure(400, "BadRequestError", "each message must be an object");
            if (message.contains("content") &&
                !messageContentWords(message["content"], promptWords))
                return failure(400, "BadRequestError", "message 'content' must be text or parts");
        }
    }

    int maxTokens = 16; // OpenAI's documented default for /v1/completions
    for (const char *key : {"max_tokens", "max_completion_tokens"}) {
        if (!request.contains(key) || request[key].is_null())
            continue;
        if (!request[key].is_number_integer() || request[key].get<long long>() < 1 ||
            request[key].get<long long>() > 10'000'000)
            return failure(400, "BadRequestError",
                           std::string("'") + key + "' must be an integer from 1 to 10000000");
        maxTokens = int(request[key].get<long long>());
    }
    if (request.contains("stream") && !request["stream"].is_boolean())
        return failure(400, "BadRequestError", "'stream' must be a boolean");
    plan.stream = request.value("stream", false);
    if (request.contains("stream_options") && !request["stream_options"].is_null()) {
        const auto &streamOptions = request["stream_options"];
        if (!streamOptions.is_object())
            return failure(400, "BadRequestError", "'stream_options' must be an object");
        if (const auto usage = streamOptions.find("include_usage");
            usage != streamOptions.end() && !usage->is_null()) {
            // vLLM's pydantic model reads 0 and 1 as booleans too (lax mode); nothing else.
            if (usage->is_boolean())
                plan.includeUsage = usage->get<bool>();
            else if (usage->is_number_integer() &&
                     (usage->get<long long>() == 0 || usage->get<long long>() == 1))
                plan.includeUsage = usage->get<long long>() == 1;
            else
                return failure(400, "BadRequestError",
                               "'stream_options.include_usage' must be a boolean");
        }
    }
    // min_tokens and ignore_eos are accepted and need nothing: the mock never stops on its own
    // unless --early-eos-rate says so.

    plan.promptTokens = promptWords;
    if (options.noUsage)
        plan.includeUsage = false;
    plan.cachedTokens = std::min(options.cachedTokens, promptWords);
    if (options.prefixCacheBlockTokens > 0) {
        // What a real engine caches is tokens after its template: BOS and headers included.
        plan.promptTokenIds = promptTokenIds(kind, request);
        plan.promptTokens = int(plan.promptTokenIds.size());
    }
    plan.outputTokens = options.outputTokens.value_or(maxTokens);
    if (const CannedAnswer canned = cannedAnswer(kind, request, options, sequence); canned.any()) {
        // As long as the answer is, in the mock's word tokens, and done: finish_reason stop.
        plan.cannedContent = canned.content;
        plan.toolCallsJson = canned.toolCallsJson;
        plan.outputTokens =
            std::max(1, countWords(canned.content.empty() ? canned.toolCallsJson : canned.content));
        plan.stoppedEarly = true;
    }

    const std::uint64_t seed = options.seed;
    if (faultDraw(seed, sequence, 1) < options.http429Rate)
        plan.httpErrorStatus = 429;
    else if (faultDraw(seed, sequence, 2) < options.http500Rate)
        plan.httpErrorStatus = 500;

    std::uint64_t rng = seed ^ (sequence * 0x9E3779B97F4A7C15ULL);
    splitmix64(rng);
    if (faultDraw(seed, sequence, 3) < options.earlyEosRate && plan.outputTokens >= 2 &&
        plan.cannedContent.empty() && plan.toolCallsJson.empty()) {
        // Stop somewhere in [1, n-1] tokens, never at n: then it would look like "length".
        plan.outputTokens = 1 + int(splitmix64(rng) % std::uint64_t(plan.outputTokens - 1));
        plan.stoppedEarly = true;
    }
    const int middle = plan.outputTokens / 2;
    if (faultDraw(seed, sequence, 4) < options.resetRate)
        plan.resetAtToken = middle;
    if (faultDraw(seed, sequence, 5) < options.malformedRate)
        plan.malformedAtToken = middle;
    if (faultDraw(seed, sequence, 6) < options.stallRate)
        plan.stallAtToken = middle;

    char id[40];
    std::snprintf(id, sizeof id, "%s%016llx", kind == CompletionKind::Chat ? "chatcmpl-" : "cmpl-",
                  static_cast<unsigned long long>(splitmix64(rng)));
    plan.id = id;
    plan.createdS = wallClockS;
    plan.rngState = rng;
    plan.ttftMs = options.ttftMs;
    plan.itlMs = options.itlMs;
    plan.jitterMs = options.jitterMs;
    plan.stallMs = options.stallMs;

    CompletionPlanResult result;
    result.ok = true;
    result.plan = std::move(plan);
    return result;
}
