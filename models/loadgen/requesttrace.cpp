#include "models/loadgen/requesttrace.h"

#include "models/loadgen/loadgentr.h"
#include "models/loadgen/syntheticprompt.h"
#include "models/run/jsonnesting.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <set>
#include <unordered_map>

namespace lanebook {

namespace {

// Trace blocks draw their words apart from the synthetic prompts of the same seed.
constexpr std::uint64_t kTraceBlockSalt = 0x7472616365ULL; // "trace"

// Whole words two prompts share from their start.
int commonWords(std::string_view a, std::string_view b)
{
    const auto isSpace = [](char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r'; };
    std::size_t common = 0;
    while (common < a.size() && common < b.size() && a[common] == b[common])
        ++common;
    // A word cut short by the difference is not shared.
    const bool aEnds = common == a.size() || isSpace(a[common]);
    const bool bEnds = common == b.size() || isSpace(b[common]);
    std::size_t end = common;
    if (!(aEnds && bEnds)) {
        while (end > 0 && !isSpace(a[end - 1]))
            --end;
    }
    return SyntheticPrompt::wordCount(a.substr(0, end));
}

Unexpected traceLineError(int line, const QString &why)
{
    return unexpected(LoadGenModelTr::tr("line %1: %2").arg(line).arg(why));
}

// A whole number in [minimum, maximum] under `key`, or why not.
QString readCount(const nlohmann::json &object, const char *key, std::int64_t minimum,
                  std::int64_t maximum, std::int64_t &out)
{
    const auto it = object.find(key);
    if (it == object.end())
        return LoadGenModelTr::tr("\"%1\" is missing").arg(QLatin1String(key));
    const bool whole =
        it->is_number_integer() ||
        (it->is_number_float() && std::floor(it->get<double>()) == it->get<double>() &&
         std::abs(it->get<double>()) < 9e15);
    if (!whole)
        return LoadGenModelTr::tr("\"%1\" is not a whole number").arg(QLatin1String(key));
    const std::int64_t value =
        it->is_number_float() ? std::int64_t(it->get<double>()) : it->get<std::int64_t>();
    if (it->is_number_unsigned() && it->get<std::uint64_t>() > std::uint64_t(maximum))
        return LoadGenModelTr::tr("\"%1\" is %2, more than %3")
            .arg(QLatin1String(key))
            .arg(it->get<std::uint64_t>())
            .arg(maximum);
    if (value < minimum || value > maximum)
        return LoadGenModelTr::tr("\"%1\" is %2, outside %3..%4")
            .arg(QLatin1String(key))
            .arg(value)
            .arg(minimum)
            .arg(maximum);
    out = value;
    return {};
}

// AIPerf's literal prompt: {"timestamp": ms, "text_input": "...", "output_length": N}, sent as it
// is (its words are its length); without output_length the spec's output length applies.
Expected<TraceRequest> readTextRequest(const nlohmann::json &object, const nlohmann::json &text,
                                       TraceRequest request)
{
    const int line = request.line;
    if (object.contains("hash_ids"))
        return traceLineError(line, LoadGenModelTr::tr("both \"text_input\" and \"hash_ids\": a "
                                                       "line gives its prompt one way"));
    if (!text.is_string() || text.get_ref<const std::string &>().empty())
        return traceLineError(line, LoadGenModelTr::tr("\"text_input\" is not a prompt (a "
                                                       "non-empty string)"));
    request.textInput = text.get<std::string>();
    request.inputTokens = SyntheticPrompt::wordCount(request.textInput);
    if (request.inputTokens < 1 || request.inputTokens > RequestTrace::kMaxInputTokens)
        return traceLineError(line, LoadGenModelTr::tr("\"text_input\" has %1 words, outside "
                                                       "1..%2")
                                        .arg(request.inputTokens)
                                        .arg(RequestTrace::kMaxInputTokens));
    if (object.contains("output_length")) {
        std::int64_t output = 0;
        if (QString why =
                readCount(object, "output_length", 1, RequestTrace::kMaxOutputTokens, output);
            !why.isEmpty())
            return traceLineError(line, why);
        request.outputTokens = int(output);
    }
    return request;
}

Expected<TraceRequest> readRequest(std::string_view text, int line, int blockTokens)
{
    if (jsonNestingTooDeepAt(text) >= 0)
        return traceLineError(line, LoadGenModelTr::tr("nests deeper than a trace line does"));
    const nlohmann::json object = nlohmann::json::parse(text, nullptr, false);
    if (object.is_discarded())
        return traceLineError(line, LoadGenModelTr::tr("not valid JSON"));
    if (!object.is_object())
        return traceLineError(line, LoadGenModelTr::tr("expected a JSON object with "
                                                       "\"timestamp\", \"input_length\", "
                                                       "\"output_length\" and \"hash_ids\""));
    TraceRequest request;
    request.line = line;
    const auto timestamp = object.find("timestamp");
    if ((timestamp == object.end() || timestamp->is_null()) && object.contains("delay"))
        return traceLineError(
            line, LoadGenModelTr::tr("no \"timestamp\", only a \"delay\": AIPerf's session turns "
                                     "(sent a delay after the turn before) are not replayed; "
                                     "give every line a timestamp, or send conversations with "
                                     "--turns or --multi-turn"));
    if (timestamp == object.end() || !timestamp->is_number())
        return traceLineError(line, LoadGenModelTr::tr("\"timestamp\" (milliseconds) is missing "
                                                       "or not a number"));
    const double ms = timestamp->get<double>();
    if (!std::isfinite(ms) || ms < 0.0 || ms / 1000.0 > RequestTrace::kMaxOffsetS)
        return traceLineError(line, LoadGenModelTr::tr("\"timestamp\" %1 ms is not between 0 "
                                                       "and 30 days")
                                        .arg(ms, 0, 'g', 12));
    request.offsetS = ms / 1000.0;
    for (const char *key : {"messages", "payload"}) {
        if (object.contains(key))
            return traceLineError(line, LoadGenModelTr::tr("\"%1\" lines (AIPerf's) are not "
                                                           "replayed: give \"hash_ids\" or "
                                                           "\"text_input\"")
                                            .arg(QLatin1String(key)));
    }
    if (const auto text = object.find("text_input"); text != object.end())
        return readTextRequest(object, *text, std::move(request));
    std::int64_t input = 0;
    std::int64_t output = 0;
    if (QString why = readCount(object, "input_length", 1, RequestTrace::kMaxInputTokens, input);
        !why.isEmpty())
        return traceLineError(line, why);
    if (QString why = readCount(object, "output_length", 1, RequestTrace::kMaxOutputTokens, output);
        !why.isEmpty())
        return traceLineError(line, why);
    request.inputTokens = int(input);
    request.outputTokens = int(output);
    const auto ids = object.find("hash_ids");
    if (ids == object.end() || !ids->is_array())
        return traceLineError(line, LoadGenModelTr::tr("\"hash_ids\" is missing or not a list "
                                                       "of block ids"));
    request.blockIds.reserve(ids->size());
    for (const nlohmann::json &id : *ids) {
        if (!id.is_number_integer() ||
            (id.is_number_integer() && !id.is_number_unsigned() && id.get<std::int64_t>() < 0))
            return traceLineError(line, LoadGenModelTr::tr("\"hash_ids\" holds %1, not a block "
                                                           "id (a whole number from 0)")
                                            .arg(QString::fromStdString(id.dump())));
        request.blockIds.push_back(id.get<std::uint64_t>());
    }
    // The ids cover the prompt: every block full but the last, which holds 1..blockTokens.
    const std::int64_t blocks = std::int64_t(request.blockIds.size());
    if (blocks == 0 || (blocks - 1) * blockTokens >= input || blocks * blockTokens < input)
        return traceLineError(
            line, LoadGenModelTr::tr("%1 block ids of %2 tokens do not cover an input_length of "
                                     "%3 (it needs %4): is the block size right "
                                     "(--trace-block-tokens)?")
                      .arg(blocks)
                      .arg(blockTokens)
                      .arg(input)
                      .arg((input + blockTokens - 1) / blockTokens));
    return request;
}

} // namespace

Expected<RequestTrace> RequestTrace::parseMooncake(std::string_view text, int blockTokens)
{
    if (blockTokens < 1)
        return unexpected(LoadGenModelTr::tr("the block size must be at least one token"));
    RequestTrace trace;
    trace.blockTokens = blockTokens;
    int line = 0;
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view lineText = text.substr(pos, end - pos);
        ++line;
        pos = end + 1;
        if (lineText.find_first_not_of(" \t\r") == std::string_view::npos)
            continue;
        Expected<TraceRequest> request = readRequest(lineText, line, blockTokens);
        if (!request)
            return unexpected(request.error());
        trace.requests.push_back(std::move(*request));
    }
    if (trace.requests.empty())
        return unexpected(LoadGenModelTr::tr("no requests: a Mooncake trace has one JSON object "
                                             "a line"));
    const auto earlier = [](const TraceRequest &a, const TraceRequest &b) {
        return a.offsetS < b.offsetS;
    };
    if (!std::is_sorted(trace.requests.begin(), trace.requests.end(), earlier)) {
        std::stable_sort(trace.requests.begin(), trace.requests.end(), earlier);
        trace.reordered = true;
    }
    const double first = trace.requests.front().offsetS;
    for (TraceRequest &request : trace.requests)
        request.offsetS -= first;
    return trace;
}

TraceReuse RequestTrace::impliedReuse() const
{
    // A trie of the block-id sequences sent so far: a request reuses the depth it reaches.
    std::vector<std::unordered_map<std::uint64_t, std::uint32_t>> children(1);
    TraceReuse reuse;
    std::set<std::string_view> texts; // the literal prompts sent so far, sorted
    for (const TraceRequest &request : requests) {
        if (!request.textInput.empty()) {
            // A literal prompt shares the whole words it has in common with an earlier one;
            // the longest such is with a neighbour of its place in sorted order.
            const std::string_view prompt = request.textInput;
            int shared = 0;
            const auto next = texts.lower_bound(prompt);
            if (next != texts.end())
                shared = commonWords(prompt, *next);
            if (next != texts.begin())
                shared = std::max(shared, commonWords(prompt, *std::prev(next)));
            const double tokens = std::min(shared, request.inputTokens - 1);
            reuse.cachedTokens += tokens;
            reuse.promptTokens += request.inputTokens;
            reuse.reusingRequests += tokens > 0.0 ? 1 : 0;
            texts.insert(prompt);
            continue;
        }
        std::uint32_t node = 0;
        std::size_t shared = 0;
        bool matching = true;
        for (const std::uint64_t id : request.blockIds) {
            const auto found = children[node].find(id);
            if (matching && found != children[node].end()) {
                node = found->second;
                ++shared;
                continue;
            }
            matching = false;
            const auto next = std::uint32_t(children.size());
            children[node].emplace(id, next);
            children.emplace_back();
            node = next;
        }
        const double tokens = shared == request.blockIds.size() ? double(request.inputTokens - 1)
                                                                : double(shared) * blockTokens;
        reuse.cachedTokens += tokens;
        reuse.promptTokens += request.inputTokens;
        reuse.reusingRequests += tokens > 0.0 ? 1 : 0;
    }
    return reuse;
}

double RequestTrace::meanRatePerS() const
{
    if (requests.size() < 2 || !(requests.back().offsetS > 0.0))
        return 0.0;
    return double(requests.size() - 1) / requests.back().offsetS;
}

std::string tracePrompt(const TraceRequest &request, int blockTokens, std::uint64_t seed)
{
    if (!request.textInput.empty())
        return request.textInput;
    std::string text;
    text.reserve(std::size_t(request.inputTokens) * 6);
    int left = request.inputTokens;
    for (const std::uint64_t id : request.blockIds) {
        const int words = std::min(left, blockTokens);
        if (words <= 0)
            break;
        if (!text.empty())
            text.push_back(' ');
        text.append(SyntheticPrompt::build(words, seed ^ kTraceBlockSalt, id));
        left -= words;
    }
    return text;
}

} // namespace lanebook
