#pragma once

#include "models/base/expected.h"
#include "models/gates/rungatecontext.h"
#include "models/loadgen/loadspec.h"
#include "models/waves/waveplan.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace lanebook {

// A canary's requests and the outputs read back from the server's answers. Greedy sampling
// (temperature 0) and no streaming: a canary is about what the model says, not how fast.
namespace CanaryExchange {

// Where the canary goes: a tool_call canary with tools to the chat endpoint (tools are a
// chat-completions feature), every other one to the workload's endpoint.
LoadEndpoint endpointFor(const WaveCanary &canary, LoadEndpoint workloadEndpoint);

// The request for one of the canary's prompts (the canary's own prompt, or one probe's).
std::string requestBody(const WaveCanary &canary, const QString &prompt, const QString &model,
                        LoadEndpoint endpoint);

// The generated text, or what the answer lacked. A tool-call answer's output is its
// tool_calls array as JSON.
Expected<QString> outputFromResponse(const std::string &body);

// The outputs to fill in for a canary: its name, kind and what it is judged by, and one
// probe per prompt for the kinds that ask several.
CanaryOutput emptyOutput(const WaveCanary &canary);

// One item of extra["canaries"] (the shape RunEvidence::canaryFromJson reads), with the
// verdict at recording time: "passed" and, when it failed, "problem" (CanaryMatch::problem;
// a same-as-control canary is judged against the control in the comparison, so it passes
// here when every prompt was answered).
nlohmann::json toJson(const CanaryOutput &canary);
nlohmann::json toJson(const std::vector<CanaryOutput> &outputs);

} // namespace CanaryExchange

} // namespace lanebook
