#include "app/cli/wavetext.h"

#include "app/cli/clitr.h"

#include "models/statistics/summary.h"
#include "models/text/numbertext.h"
#include "models/waves/wavesearch.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <map>

namespace lanebook::cli::WaveText {

namespace {

QString gpusText(const QList<int> &gpus)
{
    if (gpus.isEmpty())
        return CliTr::tr("no GPU pinned");
    return CliTr::tr("GPU %1").arg(NumberText::gpuList(gpus));
}

QString pointText(const WavePoint &point)
{
    return CliTr::tr("concurrency %1, input %2 tok, output %3 tok, %4 requests")
        .arg(point.concurrency)
        .arg(point.contextTokens)
        .arg(point.outputTokens)
        .arg(point.requests);
}

QString verdictText(const std::string &verdict, const QString &candidate, const QString &control)
{
    if (verdict == "higher")
        return CliTr::tr("%1 holds a higher load than %2").arg(candidate, control);
    if (verdict == "lower")
        return CliTr::tr("%1 holds a lower load than %2").arg(candidate, control);
    if (verdict == "within_resolution")
        return CliTr::tr("no difference beyond the search's resolution");
    if (verdict == "inconclusive")
        return CliTr::tr("inconclusive: the interval is too wide to decide");
    return CliTr::tr("not enough data");
}

// The searches of a searching wave (WaveOutcome::search): each arm's maximum per repeat, then
// the paired comparison of the maxima.
QString searchSummary(const WavePlan &plan, const nlohmann::json &search)
{
    QString text = CliTr::tr("Highest concurrency under %1 for %2 % of requests (resolution %3 "
                             "%):\n")
                       .arg(plan.slo ? plan.slo->toText() : QString())
                       .arg(search.value("target_attainment_pct", 0.0))
                       .arg(search.value("resolution_pct", 0.0));
    for (const nlohmann::json &arm : search.value("arms", nlohmann::json::array())) {
        const nlohmann::json &maximum = arm["max_concurrency_under_slo"];
        text +=
            CliTr::tr("  %1 (%2), input %3 tok, repeat %4: %5 (%6, %n probe(s))\n", nullptr,
                      int(arm.value("probes", nlohmann::json::array()).size()))
                .arg(QString::fromStdString(arm.value("arm", std::string())),
                     QString::fromStdString(arm.value("role", std::string())))
                .arg(arm.value("context_tokens", 0))
                .arg(arm.value("repeat", 0))
                .arg(maximum.is_number() ? QString::number(maximum.get<int>()) : CliTr::tr("none"),
                     ArmLoadSearch::endText(
                         QString::fromStdString(arm.value("end", std::string()))));
    }
    for (const nlohmann::json &c : search.value("comparisons", nlohmann::json::array())) {
        const QString control = QString::fromStdString(c.value("control", std::string()));
        const QString candidate = QString::fromStdString(c.value("candidate", std::string()));
        const auto percent = [&c](const char *key) -> std::optional<double> {
            return c[key].is_number() ? std::optional(c[key].get<double>()) : std::nullopt;
        };
        QString delta = NumberText::signedPercent(percent("delta_pct"));
        if (percent("ci_low_pct") && percent("ci_high_pct"))
            delta +=
                u' ' + NumberText::percentInterval(percent("ci_low_pct"), percent("ci_high_pct"));
        text += CliTr::tr("  %1 against %2, input %3 tok: %4 over %n pair(s): %5\n", nullptr,
                          c.value("pairs", 0))
                    .arg(candidate, control)
                    .arg(c.value("context_tokens", 0))
                    .arg(delta, verdictText(c.value("verdict", std::string()), candidate, control));
        if (const int dropped = c.value("dropped_repeats", 0); dropped > 0)
            text += CliTr::tr("    %n repeat(s) left out: a search there ended without a "
                              "maximum\n",
                              nullptr, dropped);
    }
    return text;
}

} // namespace

QString schedule(const WavePlan &plan, const std::vector<WaveStep> &steps)
{
    if (plan.search) {
        // Its probes are decided as it runs: what it does, and the most it can take.
        QString text =
            CliTr::tr("Wave %1: %2 arms, %3 workload points, %4 repeats; each arm "
                      "searches for its highest concurrency under %5 for %6 % of "
                      "requests, to %7 %, from concurrency %8, in at most %9 probes\n")
                .arg(plan.name)
                .arg(plan.arms.size())
                .arg(plan.workload.points().size())
                .arg(plan.repeats)
                .arg(plan.slo ? plan.slo->toText() : QString())
                .arg(plan.search->targetAttainmentPct)
                .arg(plan.search->resolutionPct)
                .arg(plan.workload.concurrency.empty() ? 0 : plan.workload.concurrency[0])
                .arg(plan.search->maxProbes);
        text +=
            CliTr::tr("Each round, one probe per arm still searching: %1; %2, restart %3\n")
                .arg(scheduleOrderText(std::vector<WaveStep>(
                         steps.begin(),
                         steps.begin() + std::min<std::ptrdiff_t>(std::ptrdiff_t(plan.arms.size()),
                                                                  std::ptrdiff_t(steps.size())))),
                     waveExecutionModeId(plan.execution), serverRestartPolicyId(plan.restart));
        text += CliTr::tr("At most %1 runs, %2 (from each config's expected startup and tok/s "
                          "per stream, every probe at the starting concurrency)\n")
                    .arg(steps.size())
                    .arg(NumberText::duration(estimatedWaveDurationS(steps)));
        return text;
    }
    QString text = CliTr::tr("Wave %1: %2 arms, %3 workload points, %4 repeats, %5 runs; order %6, "
                             "%7, restart %8\n")
                       .arg(plan.name)
                       .arg(plan.arms.size())
                       .arg(plan.workload.points().size())
                       .arg(plan.repeats)
                       .arg(steps.size())
                       .arg(armOrderPolicyId(plan.order), waveExecutionModeId(plan.execution),
                            serverRestartPolicyId(plan.restart));
    text += CliTr::tr("Order: %1\n").arg(scheduleOrderText(steps));
    for (const WaveStep &step : steps) {
        text += QStringLiteral("  %1  r%2 slot %3  %4 (%5)  %6  %7%8  ~%9\n")
                    .arg(step.index + 1, 3)
                    .arg(step.repeat)
                    .arg(step.slot)
                    .arg(step.arm, armRoleId(step.role), pointText(step.point), gpusText(step.gpus),
                         step.startsServer ? CliTr::tr(", starts its server") : QString(),
                         NumberText::duration(step.estimatedDurationS));
    }
    text += CliTr::tr("Estimated duration: %1 (from each config's expected startup and tok/s per "
                      "stream)\n")
                .arg(NumberText::duration(estimatedWaveDurationS(steps)));
    return text;
}

QString stepStarted(const WaveStep &step, int stepCount)
{
    if (step.probe > 0)
        return CliTr::tr("[%1] repeat %2, probe %3 of arm %4 (%5): %6 on %7\n")
            .arg(step.index + 1)
            .arg(step.repeat)
            .arg(step.probe)
            .arg(step.arm, armRoleId(step.role), pointText(step.point), gpusText(step.gpus));
    return CliTr::tr("[%1/%2] repeat %3, %4: arm %5 (%6) on %7\n")
        .arg(step.index + 1)
        .arg(stepCount)
        .arg(step.repeat)
        .arg(pointText(step.point), step.arm, armRoleId(step.role), gpusText(step.gpus));
}

QString stepFinished(const WaveStepResult &result)
{
    switch (result.outcome) {
    case WaveStepOutcome::Recorded: {
        QString line = CliTr::tr("    recorded run %1 (%2): %3 of %4 requests completed")
                           .arg(result.runId)
                           .arg(result.runLabel)
                           .arg(result.completedRequests)
                           .arg(result.completedRequests + result.failedRequests);
        if (result.outputTokPerS)
            line += CliTr::tr(", %1 output tok/s")
                        .arg(NumberText::threeSignificant(*result.outputTokPerS));
        if (result.medianTtftMs)
            line += CliTr::tr(", median TTFT %1 ms")
                        .arg(NumberText::milliseconds(*result.medianTtftMs));
        if (!result.message.isEmpty())
            line += QStringLiteral(" (") + result.message + u')';
        return line + u'\n';
    }
    case WaveStepOutcome::Failed:
        return result.runId > 0 ? CliTr::tr("    FAILED: %1 (recorded as run %2)\n")
                                      .arg(result.message)
                                      .arg(result.runId)
                                : CliTr::tr("    FAILED: %1\n").arg(result.message);
    case WaveStepOutcome::Skipped:
        return CliTr::tr("    skipped: %1\n").arg(result.message);
    case WaveStepOutcome::NotRun:
        return CliTr::tr("    not run: %1\n").arg(result.message);
    }
    return {};
}

QString summary(const WavePlan &plan, const WaveOutcome &outcome)
{
    QString text = CliTr::tr("\nWave %1 (id %2): %3. %4 runs recorded, %5 failed, %6 skipped, %7 "
                             "not run.\n")
                       .arg(plan.name)
                       .arg(outcome.waveId)
                       .arg(waveStatusId(outcome.status))
                       .arg(outcome.count(WaveStepOutcome::Recorded))
                       .arg(outcome.count(WaveStepOutcome::Failed))
                       .arg(outcome.count(WaveStepOutcome::Skipped))
                       .arg(outcome.count(WaveStepOutcome::NotRun));
    // A search's runs are probes at loads each arm chose: its maxima are the headline.
    if (outcome.search) {
        text += searchSummary(plan, *outcome.search);
        for (const QString &error : outcome.errors)
            text += CliTr::tr("  error: %1\n").arg(error);
        return text;
    }
    // Median output tok/s per (point, arm): the headline is a median.
    std::map<std::pair<int, int>, std::vector<double>> values;
    for (const WaveStepResult &result : outcome.steps) {
        if (result.outcome == WaveStepOutcome::Recorded && result.outputTokPerS)
            values[{result.step.pointIndex, result.step.armIndex}].push_back(*result.outputTokPerS);
    }
    const std::vector<WavePoint> points = plan.workload.points();
    if (!values.empty())
        text += CliTr::tr("Median output tok/s over the recorded repeats:\n");
    for (size_t p = 0; p < points.size(); ++p) {
        QStringList cells;
        for (size_t a = 0; a < plan.arms.size(); ++a) {
            const auto it = values.find({int(p), int(a)});
            if (it == values.end())
                continue;
            const stats::Summary s = stats::summarize(it->second);
            cells << CliTr::tr("%1 %2 (IQR %3, n=%4)")
                         .arg(plan.arms[a].name, NumberText::threeSignificant(s.median),
                              NumberText::threeSignificant(s.iqr))
                         .arg(s.n);
        }
        if (!cells.isEmpty())
            text += QStringLiteral("  %1: %2\n")
                        .arg(pointText(points[p]), cells.join(QStringLiteral("; ")));
    }
    if (!outcome.quality.empty())
        text += CliTr::tr("Quality steps (their runs stand beside the arms' speed runs; compare "
                          "shows them):\n");
    for (const QualityStepResult &step : outcome.quality)
        text += step.succeeded ? CliTr::tr("  %1 %2 (server start %3): %4\n")
                                     .arg(step.arm, step.step)
                                     .arg(step.serverLaunch)
                                     .arg(step.message)
                               : CliTr::tr("  %1 %2 (server start %3): failed, see the errors\n")
                                     .arg(step.arm, step.step)
                                     .arg(step.serverLaunch);
    for (const QString &error : outcome.errors)
        text += CliTr::tr("  error: %1\n").arg(error);

    // The command that compares the arms, when there is one control and one candidate.
    const auto armsIn = [&plan](ArmRole role) {
        return std::count_if(plan.arms.begin(), plan.arms.end(),
                             [role](const WaveArm &arm) { return arm.role == role; });
    };
    if (armsIn(ArmRole::Control) != 1 || armsIn(ArmRole::Candidate) != 1)
        return text;
    QStringList control;
    QStringList candidate;
    int inJournal = 0;
    for (const WaveStepResult &result : outcome.steps) {
        if (result.outcome != WaveStepOutcome::Recorded)
            continue;
        if (result.runId == 0) { // kept in the run journal: no id until it is added
            ++inJournal;
            continue;
        }
        (result.step.role == ArmRole::Control ? control : candidate)
            << QString::number(result.runId);
    }
    if (!control.isEmpty() && !candidate.isEmpty())
        text += CliTr::tr("Compare the arms: lanebook-cli compare --control %1 --candidate %2\n")
                    .arg(control.join(u' '), candidate.join(u' '));
    if (inJournal > 0)
        text += CliTr::tr("  %n run(s) kept in the run journal are not in that list: they get "
                          "their ids when the notebook next opens\n",
                          nullptr, inJournal);
    return text;
}

} // namespace lanebook::cli::WaveText
