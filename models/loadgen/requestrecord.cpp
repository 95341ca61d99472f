#include "models/loadgen/requestrecord.h"

namespace lanebook {

namespace {

double msBetween(std::int64_t fromNs, std::int64_t toNs)
{
    return static_cast<double>(toNs - fromNs) / 1e6;
}

} // namespace

bool RequestRecord::applyChunk(const StreamChunk &chunk, std::int64_t nowNs)
{
    if (ended())
        return false;
    switch (chunk.kind) {
    case StreamChunk::Kind::Done:
        sawDone = true;
        return false;
    case StreamChunk::Kind::Malformed:
        end(RequestOutcome::MalformedStream, nowNs, chunk.error);
        return false;
    case StreamChunk::Kind::Data:
        break;
    }
    if (chunk.hasChoices) {
        if (firstChunkNs == 0) {
            firstChunkNs = nowNs;
            mockFirstSentNs = chunk.mockSentNs;
        }
        if (chunk.hasContent) {
            if (lastContentNs != 0)
                itlMs.push_back(static_cast<float>(msBetween(lastContentNs, nowNs)));
            lastContentNs = nowNs;
            ++contentChunks;
            if (keepReply)
                reply += chunk.contentText;
        }
        lastChunkNs = nowNs;
        ++choiceChunks;
        if (!chunk.finishReason.empty())
            finishReason = chunk.finishReason;
    }
    if (chunk.mockReceivedNs && !mockReceivedNs)
        mockReceivedNs = chunk.mockReceivedNs;
    // The last usage seen is the final one (some servers send running counts).
    if (chunk.promptTokens)
        promptTokens = chunk.promptTokens;
    if (chunk.completionTokens)
        completionTokens = chunk.completionTokens;
    if (chunk.cachedTokens)
        cachedTokens = chunk.cachedTokens;
    else if (chunk.timingsCacheN && !cachedTokens)
        cachedTokens = chunk.timingsCacheN;
    if (chunk.timingsDraftN)
        draftTokens = chunk.timingsDraftN;
    if (chunk.timingsDraftAccepted)
        draftAccepted = chunk.timingsDraftAccepted;
    if (!chunk.error.empty()) {
        end(RequestOutcome::ServerError, nowNs, "server error in stream: " + chunk.error);
        return false;
    }
    return true;
}

void RequestRecord::end(RequestOutcome why, std::int64_t nowNs, std::string message)
{
    if (ended())
        return;
    outcome = why;
    endNs = nowNs;
    error = std::move(message);
    if (why != RequestOutcome::Completed && error.empty())
        error = requestOutcomeId(why).toStdString();
}

std::optional<int> RequestRecord::outputTokens() const
{
    if (completionTokens)
        return completionTokens;
    if (contentChunks > 0)
        return contentChunks;
    return std::nullopt;
}

std::optional<int> RequestRecord::inputTokens() const
{
    if (promptTokens)
        return promptTokens;
    if (promptWords > 0)
        return promptWords;
    return std::nullopt;
}

RequestSample RequestRecord::toSample(std::int64_t runStartNs) const
{
    RequestSample sample;
    sample.index = index;
    if (sendNs > 0)
        sample.sendTimeS = static_cast<double>(sendNs - runStartNs) / 1e9;
    if (firstChunkNs > 0)
        sample.ttftMs = msBetween(sendNs, firstChunkNs);
    if (succeeded() && lastChunkNs > 0)
        sample.e2elMs = msBetween(sendNs, lastChunkNs);
    sample.inputTokens = inputTokens();
    if (succeeded())
        sample.outputTokens = outputTokens();
    sample.cachedTokens = cachedTokens;
    sample.itlMs = itlMs;
    sample.finishReason = QString::fromStdString(finishReason);
    if (!succeeded())
        sample.error =
            QString::fromStdString(error.empty() ? requestOutcomeId(outcome).toStdString() : error);
    return sample;
}

} // namespace lanebook
