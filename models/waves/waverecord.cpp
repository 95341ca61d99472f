#include "models/waves/waverecord.h"
#include "models/findings/secretredaction.h"

#include <algorithm>

namespace lanebook {

namespace {

nlohmann::json optionalNumber(const std::optional<double> &value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

} // namespace

QString waveStatusId(WaveStatus status)
{
    switch (status) {
    case WaveStatus::Planned:
        return QStringLiteral("planned");
    case WaveStatus::Running:
        return QStringLiteral("running");
    case WaveStatus::Finished:
        return QStringLiteral("finished");
    case WaveStatus::Failed:
        return QStringLiteral("failed");
    case WaveStatus::Aborted:
        return QStringLiteral("aborted");
    case WaveStatus::Interrupted:
        return QStringLiteral("interrupted");
    }
    return {};
}

std::optional<WaveStatus> waveStatusFromId(const QString &id)
{
    for (const WaveStatus status :
         {WaveStatus::Planned, WaveStatus::Running, WaveStatus::Finished, WaveStatus::Failed,
          WaveStatus::Aborted, WaveStatus::Interrupted}) {
        if (waveStatusId(status) == id)
            return status;
    }
    return std::nullopt;
}

QString waveStepOutcomeId(WaveStepOutcome outcome)
{
    switch (outcome) {
    case WaveStepOutcome::Recorded:
        return QStringLiteral("recorded");
    case WaveStepOutcome::Failed:
        return QStringLiteral("failed");
    case WaveStepOutcome::Skipped:
        return QStringLiteral("skipped");
    case WaveStepOutcome::NotRun:
        return QStringLiteral("not-run");
    }
    return {};
}

int WaveOutcome::count(WaveStepOutcome outcome) const
{
    return int(std::count_if(steps.begin(), steps.end(),
                             [outcome](const WaveStepResult &r) { return r.outcome == outcome; }));
}

nlohmann::json waveStepResultToJson(const WaveStepResult &result)
{
    nlohmann::json gpus = nlohmann::json::array();
    for (const int gpu : result.step.gpus)
        gpus.push_back(gpu);
    return {{"step", result.step.index},
            {"repeat", result.step.repeat},
            {"slot", result.step.slot},
            {"arm", result.step.arm.toStdString()},
            {"role", armRoleId(result.step.role).toStdString()},
            {"concurrency", result.step.point.concurrency},
            {"context_tokens", result.step.point.contextTokens},
            {"gpus", gpus},
            {"probe", result.step.probe > 0 ? nlohmann::json(result.step.probe) : nlohmann::json()},
            {"outcome", waveStepOutcomeId(result.outcome).toStdString()},
            {"run_id", result.runId > 0 ? nlohmann::json(result.runId) : nlohmann::json(nullptr)},
            {"label", result.runLabel.toStdString()},
            {"output_tok_per_s", optionalNumber(result.outputTokPerS)},
            {"median_ttft_ms", optionalNumber(result.medianTtftMs)},
            {"completed", result.completedRequests},
            {"failed", result.failedRequests},
            {"message", redactSecretsInText(result.message).toStdString()}};
}

nlohmann::json WaveOutcome::toJson() const
{
    nlohmann::json list = nlohmann::json::array();
    for (const WaveStepResult &result : steps)
        list.push_back(waveStepResultToJson(result));
    nlohmann::json errorList = nlohmann::json::array();
    for (const QString &error : errors)
        errorList.push_back(redactSecretsInText(error).toStdString()); // may quote a server log
    nlohmann::json journaledList = nlohmann::json::array();
    for (const QString &entry : journaled)
        journaledList.push_back(entry.toStdString());
    nlohmann::json qualityList = nlohmann::json::array();
    for (const QualityStepResult &q : quality) {
        nlohmann::json ids = nlohmann::json::array();
        for (const qint64 id : q.runIds)
            ids.push_back(id);
        qualityList.push_back({{"arm", q.arm.toStdString()},
                               {"step", q.step.toStdString()},
                               {"server_launch", q.serverLaunch},
                               {"outcome", q.succeeded ? "recorded" : "failed"},
                               {"run_ids", ids},
                               {"format", q.format.toStdString()},
                               {"message", redactSecretsInText(q.message).toStdString()}});
    }
    nlohmann::json summary = {
        {"wave_id", waveId > 0 ? nlohmann::json(waveId) : nlohmann::json(nullptr)},
        {"status", waveStatusId(status).toStdString()},
        {"steps_planned", steps.size()},
        {"recorded", count(WaveStepOutcome::Recorded)},
        {"failed", count(WaveStepOutcome::Failed)},
        {"skipped", count(WaveStepOutcome::Skipped)},
        {"not_run", count(WaveStepOutcome::NotRun)},
        {"errors", errorList},
        {"journaled", journaledList},
        {"quality", qualityList},
        {"steps", list}};
    if (search)
        summary["max_load_search"] = *search;
    return summary;
}

} // namespace lanebook
