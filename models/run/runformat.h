#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace lanebook {

// The tools whose output becomes runs. The ids are part of the CLI's JSON.
enum class RunFormat {
    VllmBench,
    SglangBench,
    LlamaBench,
    AiPerf,
    GenaiPerf,
    GuideLlm,
    LmEval,
    LlamaPerplexity,
    LlmPerf,
    InferencePerf,
    GenaiBench,
    TrtllmBench,
    LlmdReport,
    Lanebook, // last: the loops over every format end here
};

QString runFormatId(RunFormat format);
std::optional<RunFormat> runFormatFromId(const QString &id);
QStringList allRunFormatIds();

// Result statuses (promoted, valid, diagnostic, invalid, support-only, inconclusive), plus
// "unjudged" for a run no gate has looked at yet and "failed" for a run that did not complete.
enum class RunStatus {
    Unjudged,
    Promoted,
    Valid,
    Diagnostic,
    Invalid,
    SupportOnly,
    Inconclusive,
    Failed,
};

QString runStatusId(RunStatus status);
std::optional<RunStatus> runStatusFromId(const QString &id);
QStringList allRunStatusIds();

} // namespace lanebook
