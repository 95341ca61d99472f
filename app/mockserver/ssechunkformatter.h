#pragma once

// Writes the bodies of completion responses in vLLM's exact shape: SSE
// events for streaming, one JSON object otherwise. Chunks are built by string concatenation
// rather than through nlohmann::json because at 1,024 streams this is the hot path.

#include "completionplan.h"

#include <cstdint>
#include <string>

class SseChunkFormatter
{
public:
    SseChunkFormatter(const CompletionPlan &plan, const std::string &model, bool sendStamps,
                      std::int64_t receivedNs);

    // Each append* adds one complete "data: …\n\n" event to `out`.
    void appendRole(std::string &out, std::int64_t sentNs) const; // chat only
    void appendToken(std::string &out, int index, std::int64_t sentNs) const;
    void appendFinish(std::string &out, std::int64_t sentNs) const;
    void appendUsage(std::string &out, int generatedTokens, std::int64_t sentNs) const;
    void appendMalformed(std::string &out) const;
    static void appendDone(std::string &out);

    // The whole non-streaming body; `malformed` cuts it short so it is not valid JSON.
    std::string fullResponse(bool malformed, std::int64_t sentNs) const;

private:
    std::string usageJson(int generatedTokens) const;
    std::string stamps(std::int64_t sentNs) const;
    const char *finishReason() const;

    const CompletionPlan &m_plan;
    std::string m_prefix; // {"id":…,"object":…,"created":…,"model":…,
    bool m_sendStamps;
    std::int64_t m_receivedNs;
};
