// validateWavePlan: what must hold before a wave may start (refused plans start nothing).
#include "models/waves/waveplanjson.h"

#include "models/secrets/secretreference.h"
#include "models/text/numbertext.h"
#include "models/waves/serverport.h"
#include "models/waves/waveschedule.h"
#include "models/waves/wavestr.h"

#include <QSet>
#include <QUrl>

#include <algorithm>

namespace lanebook {

namespace {

// A search that has not converged in 64 probes has a budget problem, not a bracket one.
constexpr int kMaxSearchProbes = 64;

QString quoted(const QString &text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
}

bool isHttpUrl(const QString &text)
{
    const QUrl url(text, QUrl::StrictMode);
    return url.isValid() && !url.host().isEmpty() &&
           (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"));
}

void checkConfigs(const WavePlan &plan, QStringList &errors)
{
    if (plan.configs.empty())
        errors << WavesTr::tr("configs: the plan has no config");
    QSet<QString> names;
    for (size_t i = 0; i < plan.configs.size(); ++i) {
        const ServerConfig &config = plan.configs[i];
        const QString path = QStringLiteral("configs[%1]").arg(i);
        if (config.name.trimmed().isEmpty())
            errors << WavesTr::tr("%1.name: a config needs a name").arg(path);
        else if (names.contains(config.name))
            errors
                << WavesTr::tr("%1.name: a second config named %2").arg(path, quoted(config.name));
        names.insert(config.name);
        if (config.argv.isEmpty() || config.argv.first().trimmed().isEmpty())
            errors << WavesTr::tr("%1.argv: the command that starts the server is empty").arg(path);
        if (!isHttpUrl(config.baseUrl))
            errors << WavesTr::tr("%1.base_url: %2 is not an http:// or https:// URL")
                          .arg(path, quoted(config.baseUrl));
        if (!config.healthUrl.isEmpty() && !isHttpUrl(config.healthUrl))
            errors << WavesTr::tr("%1.health_url: %2 is not an http:// or https:// URL")
                          .arg(path, quoted(config.healthUrl));
        // One address, one port: a health address on the port the server picks beside a
        // fixed base_url (or the other way round) would probe one port and load another.
        if (!config.healthUrl.isEmpty() && ServerPort::isPickedByServer(config.baseUrl) !=
                                               ServerPort::isPickedByServer(config.healthUrl))
            errors << WavesTr::tr("%1.health_url: %2 and base_url %3 must both name port 0 (the "
                                  "server picks its port) or neither")
                          .arg(path, quoted(config.healthUrl), quoted(config.baseUrl));
        if (config.model.trimmed().isEmpty())
            errors << WavesTr::tr("%1.model: the served model name is empty").arg(path);
        // Plans built in code (the GUI's planner) pass here without the JSON reader.
        for (auto it = config.secretEnvironment.begin(); it != config.secretEnvironment.end();
             ++it) {
            if (const Expected<void> named = checkSecretName(it.value()); !named)
                errors << QStringLiteral("%1.env.%2.secret: %3").arg(path, it.key(), named.error());
            if (config.environment.contains(it.key()))
                errors << WavesTr::tr("%1.env.%2: both a value and a secret").arg(path, it.key());
        }
    }
}

void checkArms(const WavePlan &plan, QStringList &errors)
{
    if (plan.arms.empty())
        errors << WavesTr::tr("arms: the plan has no arm");
    const QList<int> available = plan.availableGpus();
    QSet<QString> names;
    for (size_t i = 0; i < plan.arms.size(); ++i) {
        const WaveArm &arm = plan.arms[i];
        const QString path = QStringLiteral("arms[%1]").arg(i);
        if (arm.name.trimmed().isEmpty())
            errors << WavesTr::tr("%1.name: an arm needs a name").arg(path);
        else if (names.contains(arm.name))
            errors << WavesTr::tr("%1.name: a second arm named %2").arg(path, quoted(arm.name));
        names.insert(arm.name);
        if (!plan.config(arm.config))
            errors << WavesTr::tr("%1.config: no config named %2").arg(path, quoted(arm.config));
        for (qsizetype g = 0; g < arm.gpus.size(); ++g) {
            const int gpu = arm.gpus.at(g);
            if (!available.contains(gpu))
                errors << WavesTr::tr("%1.gpus[%2]: GPU %3 is not one of this wave's GPUs (%4)")
                              .arg(path)
                              .arg(g)
                              .arg(gpu)
                              .arg(NumberText::gpuList(available));
            else if (arm.gpus.indexOf(gpu) != g)
                errors
                    << WavesTr::tr("%1.gpus[%2]: GPU %3 is listed twice").arg(path).arg(g).arg(gpu);
        }
    }
    for (qsizetype g = 0; g < plan.gpus.size(); ++g) {
        if (plan.gpus.indexOf(plan.gpus.at(g)) != g)
            errors << WavesTr::tr("gpus[%1]: GPU %2 is listed twice").arg(g).arg(plan.gpus.at(g));
    }
    if (plan.swapGpus && plan.arms.size() < 2)
        errors << WavesTr::tr("swap_gpus: there is no second arm to trade GPUs with");
}

// Side by side, the arms of a slot run at once: they cannot share a GPU or an address.
void checkSideBySide(const WavePlan &plan, QStringList &errors)
{
    if (plan.execution != WaveExecutionMode::SideBySide)
        return;
    for (int repeat = 0; repeat < std::min(plan.repeats, 2); ++repeat) {
        for (size_t a = 0; a < plan.arms.size(); ++a) {
            for (size_t b = a + 1; b < plan.arms.size(); ++b) {
                const QList<int> gpusA = armGpusInRepeat(plan, int(a), repeat);
                const QList<int> gpusB = armGpusInRepeat(plan, int(b), repeat);
                for (const int gpu : gpusA) {
                    if (gpusB.contains(gpu)) {
                        errors << WavesTr::tr("arms[%1].gpus: GPU %2 is also arm %3's, and side "
                                              "by side the arms run at the same time")
                                      .arg(b)
                                      .arg(gpu)
                                      .arg(quoted(plan.arms[a].name));
                        break;
                    }
                }
                const ServerConfig *configA = plan.configOfArm(plan.arms[a]);
                const ServerConfig *configB = plan.configOfArm(plan.arms[b]);
                // Two servers that pick their ports never share an address.
                if (repeat == 0 && configA && configB && configA->baseUrl == configB->baseUrl &&
                    !configA->serverPicksPort())
                    errors << WavesTr::tr("arms[%1].config: its server answers at %2 like arm "
                                          "%3's, and side by side both run at once")
                                  .arg(b)
                                  .arg(configB->baseUrl, quoted(plan.arms[a].name));
            }
        }
    }
}

void checkWorkload(const WavePlan &plan, QStringList &errors)
{
    const WaveWorkload &w = plan.workload;
    if (w.concurrency.empty())
        errors << WavesTr::tr("workload.concurrency: the list is empty");
    if (w.contextTokens.empty())
        errors << WavesTr::tr("workload.context_tokens: the list is empty");
    if (w.requests.empty())
        errors << WavesTr::tr("workload.requests: the list is empty");
    else if (w.requests.size() != 1 && w.requests.size() != w.concurrency.size())
        errors << WavesTr::tr("workload.requests: %1 counts for %2 concurrency values; give one "
                              "count, or one per concurrency value")
                      .arg(w.requests.size())
                      .arg(w.concurrency.size());
    const auto positive = [&errors](const std::vector<int> &list, const char *key) {
        for (size_t i = 0; i < list.size(); ++i) {
            if (list[i] < 1)
                errors << WavesTr::tr("workload.%1[%2]: %3 is below 1")
                              .arg(QString::fromLatin1(key))
                              .arg(i)
                              .arg(list[i]);
        }
    };
    positive(w.concurrency, "concurrency");
    positive(w.contextTokens, "context_tokens");
    positive(w.requests, "requests");
    if (w.outputTokens < 1)
        errors << WavesTr::tr("workload.output_tokens: %1 is below 1").arg(w.outputTokens);
    if (w.warmupRequests < 0)
        errors << WavesTr::tr("workload.warmup_requests: %1 is below 0").arg(w.warmupRequests);
    if (plan.repeats < 1)
        errors << WavesTr::tr("repeats: %1 is below 1").arg(plan.repeats);
    const int kinds = (w.turns > 0 ? 1 : 0) + (w.traceFile.isEmpty() ? 0 : 1) +
                      (w.sharedSystemPromptTokens > 0 ? 1 : 0);
    if (kinds > 1)
        errors << WavesTr::tr("workload: turns, trace and shared_system_prompt_tokens are kinds "
                              "of traffic; choose one");
    if (w.turns > 0 && !w.promptFile.isEmpty())
        errors << WavesTr::tr("workload.turns: synthetic conversations need no prompt_file");
    if (!w.traceFile.isEmpty() && !w.promptFile.isEmpty())
        errors << WavesTr::tr("workload.trace: a trace brings its own prompts; leave out "
                              "prompt_file");
    for (std::size_t i = 0; i < w.contextTokens.size(); ++i) {
        if (w.sharedSystemPromptTokens > 0 && w.sharedSystemPromptTokens >= w.contextTokens[i])
            errors << WavesTr::tr("workload.shared_system_prompt_tokens: %1 is not shorter than "
                                  "context_tokens[%2] (%3)")
                          .arg(w.sharedSystemPromptTokens)
                          .arg(i)
                          .arg(w.contextTokens[i]);
    }
    if (plan.search && (w.turns > 0 || !w.traceFile.isEmpty()))
        errors << WavesTr::tr("search: the max-load search varies a closed loop's concurrency; "
                              "conversations and traces set their own load");
}

// A search starts each arm at the workload's one concurrency and judges probes by the SLO.
void checkSearch(const WavePlan &plan, QStringList &errors)
{
    if (!plan.search)
        return;
    const WaveLoadSearch &search = *plan.search;
    if (!plan.slo)
        errors << WavesTr::tr("search: a search for the highest load under an SLO needs the "
                              "plan's \"slo\"");
    if (plan.workload.concurrency.size() != 1)
        errors << WavesTr::tr("workload.concurrency: a search starts from one concurrency; "
                              "give one value, not %1")
                      .arg(plan.workload.concurrency.size());
    if (search.targetAttainmentPct <= 0.0 || search.targetAttainmentPct > 100.0)
        errors << WavesTr::tr("search.target_attainment_pct: %1 is not a percentage above 0")
                      .arg(search.targetAttainmentPct);
    if (search.resolutionPct <= 0.0 || search.resolutionPct >= 100.0)
        errors << WavesTr::tr("search.resolution_pct: %1 is not between 0 and 100")
                      .arg(search.resolutionPct);
    if (search.maxProbes < 1 || search.maxProbes > kMaxSearchProbes)
        errors << WavesTr::tr("search.max_probes: %1 is not between 1 and %2")
                      .arg(search.maxProbes)
                      .arg(kMaxSearchProbes);
}

void checkCanaries(const WavePlan &plan, QStringList &errors)
{
    QSet<QString> names;
    for (size_t i = 0; i < plan.canaries.size(); ++i) {
        const WaveCanary &canary = plan.canaries[i];
        const QString path = QStringLiteral("canaries[%1]").arg(i);
        if (canary.name.trimmed().isEmpty())
            errors << WavesTr::tr("%1.name: a canary needs a name").arg(path);
        else if (names.contains(canary.name))
            errors
                << WavesTr::tr("%1.name: a second canary named %2").arg(path, quoted(canary.name));
        names.insert(canary.name);
        const bool builtinProbes =
            canary.kind == CanaryKind::ExactAnswer || canary.kind == CanaryKind::SameAsControl;
        if (canary.prompt.isEmpty() && !builtinProbes)
            errors << WavesTr::tr("%1.prompt: the prompt is empty").arg(path);
        for (size_t p = 0; p < canary.probes.size(); ++p) {
            if (canary.probes[p].prompt.isEmpty())
                errors << WavesTr::tr("%1.probes[%2].prompt: the prompt is empty").arg(path).arg(p);
            if (canary.kind == CanaryKind::ExactAnswer && canary.probes[p].expected.isEmpty())
                errors << WavesTr::tr("%1.probes[%2].expected: an exact-answer probe needs its "
                                      "known answer")
                              .arg(path)
                              .arg(p);
        }
        if (canary.kind == CanaryKind::ExactAnswer && !canary.prompt.isEmpty() &&
            canary.expected.isEmpty())
            errors << WavesTr::tr("%1.expected: an exact-answer canary needs its known answer")
                          .arg(path);
        if (!canary.probes.empty() && !builtinProbes)
            errors << WavesTr::tr("%1.probes: only exact_answer and same_as_control canaries "
                                  "ask several prompts")
                          .arg(path);
        if (!canary.tools.empty() && canary.kind != CanaryKind::ToolCall)
            errors << WavesTr::tr("%1.tools: only a tool_call canary sends tools").arg(path);
        if (canary.kind == CanaryKind::ToolCall && !canary.tools.empty() &&
            canary.toolName().isEmpty())
            errors << WavesTr::tr("%1.tools[0]: a tool needs {\"type\": \"function\", "
                                  "\"function\": {\"name\": ...}}")
                          .arg(path);
        if (canary.kind == CanaryKind::SameAsControl &&
            (canary.minAgreement <= 0.0 || canary.minAgreement > 1.0))
            errors << WavesTr::tr("%1.min_agreement: %2 is not a share above 0 and at most 1")
                          .arg(path)
                          .arg(canary.minAgreement);
        if (canary.kind == CanaryKind::Text && canary.expected.isEmpty())
            errors << WavesTr::tr("%1.expected: a text canary needs the text its output must "
                                  "contain")
                          .arg(path);
        if (canary.maxTokens < 1)
            errors << WavesTr::tr("%1.max_tokens: %2 is below 1").arg(path).arg(canary.maxTokens);
    }
}

} // namespace

QStringList validateWavePlan(const WavePlan &plan)
{
    QStringList errors;
    if (plan.name.trimmed().isEmpty())
        errors << WavesTr::tr("name: the wave needs a name");
    checkConfigs(plan, errors);
    checkArms(plan, errors);
    checkWorkload(plan, errors);
    checkSearch(plan, errors);
    checkCanaries(plan, errors);
    errors << checkQualitySteps(plan.quality);
    if (errors.isEmpty())
        checkSideBySide(plan, errors);
    return errors;
}

QStringList wavePlanWarnings(const WavePlan &plan)
{
    QStringList warnings;
    const auto hasRole = [&plan](ArmRole role) {
        return std::any_of(plan.arms.begin(), plan.arms.end(),
                           [role](const WaveArm &arm) { return arm.role == role; });
    };
    const int minimum = minimumPairsForVerdict();
    if (hasRole(ArmRole::Control) && hasRole(ArmRole::Candidate) && plan.repeats < minimum)
        warnings << WavesTr::tr("repeats: %1 pairs cannot reach a verdict: an exact 95 % "
                                "interval needs at least %2, so the comparison will say \"not "
                                "enough data\" whatever the arms do")
                        .arg(plan.repeats)
                        .arg(minimum);
    return warnings;
}

QStringList checkPlanGpusPresent(const WavePlan &plan, const QList<int> &machineGpus,
                                 const QString &source)
{
    QStringList errors;
    if (machineGpus.isEmpty())
        return errors;
    const auto absent = [&](const QString &path, const QList<int> &gpus) {
        for (qsizetype g = 0; g < gpus.size(); ++g) {
            if (!machineGpus.contains(gpus.at(g)))
                errors << WavesTr::tr("%1[%2]: GPU %3 is not on this machine (%4 reports GPUs %5)")
                              .arg(path)
                              .arg(g)
                              .arg(gpus.at(g))
                              .arg(source, NumberText::gpuList(machineGpus));
        }
    };
    absent(QStringLiteral("gpus"), plan.gpus);
    for (size_t i = 0; i < plan.arms.size(); ++i)
        absent(QStringLiteral("arms[%1].gpus").arg(i), plan.arms[i].gpus);
    return errors;
}

} // namespace lanebook
