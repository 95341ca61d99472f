// Wave plans from and to JSON; the semantic checks are in waveplancheck.cpp.
#include "models/waves/waveplanjson.h"
#include "models/run/jsonnesting.h"

#include "models/secrets/secretkeys.h"
#include "models/secrets/secretreference.h"
#include "models/waves/wavestr.h"

#include <cmath>
#include <initializer_list>
#include <limits>

namespace lanebook {

namespace {

using nlohmann::json;

QString quoted(const QString &text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
}

QString typeName(const json &value)
{
    return QString::fromLatin1(value.type_name());
}

// Reads typed members and collects every problem under its key path, so one pass over a
// bad plan reports all of them at once.
class PlanReader
{
public:
    QStringList errors;

    void error(const QString &path, const QString &message)
    {
        errors << path + QStringLiteral(": ") + message;
    }

    static QString child(const QString &path, const char *key)
    {
        return path.isEmpty() ? QString::fromLatin1(key)
                              : path + QLatin1Char('.') + QString::fromLatin1(key);
    }

    static QString index(const QString &path, size_t i)
    {
        return path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
    }

    // Unknown keys are refused: a misspelt "repeat" must not silently run the default.
    // Keys starting with '_' and "notes" are the user's comments.
    void checkKeys(const json &object, const QString &path,
                   std::initializer_list<const char *> known)
    {
        for (auto it = object.begin(); it != object.end(); ++it) {
            const std::string &key = it.key();
            if (key.empty() || key.front() == '_' || key == "notes")
                continue;
            bool found = false;
            for (const char *k : known)
                found = found || key == k;
            if (!found)
                error(child(path, key.c_str()), WavesTr::tr("unknown key"));
        }
    }

    const json *member(const json &object, const char *key, const QString &path, bool required)
    {
        const auto it = object.find(key);
        if (it == object.end() || it->is_null()) {
            if (required)
                error(child(path, key), WavesTr::tr("missing"));
            return nullptr;
        }
        return &*it;
    }

    std::optional<QString> string(const json &object, const char *key, const QString &path,
                                  bool required = false)
    {
        const json *value = member(object, key, path, required);
        if (!value)
            return std::nullopt;
        if (!value->is_string()) {
            error(child(path, key),
                  WavesTr::tr("expected a string, found %1").arg(typeName(*value)));
            return std::nullopt;
        }
        return QString::fromStdString(value->get<std::string>());
    }

    std::optional<double> number(const json &value, const QString &path, double minimum)
    {
        if (!value.is_number()) {
            error(path, WavesTr::tr("expected a number, found %1").arg(typeName(value)));
            return std::nullopt;
        }
        const double x = value.get<double>();
        if (!std::isfinite(x) || x < minimum) {
            error(path, WavesTr::tr("%1 is out of range (at least %2)").arg(x).arg(minimum));
            return std::nullopt;
        }
        return x;
    }

    std::optional<double> number(const json &object, const char *key, const QString &path,
                                 double minimum)
    {
        const json *value = member(object, key, path, false);
        return value ? number(*value, child(path, key), minimum) : std::nullopt;
    }

    std::optional<int> integer(const json &value, const QString &path, int minimum)
    {
        const auto x = number(value, path, minimum);
        if (!x)
            return std::nullopt;
        if (*x != std::floor(*x) || *x > std::numeric_limits<int>::max()) {
            error(path, WavesTr::tr("expected a whole number, found %1").arg(*x));
            return std::nullopt;
        }
        return int(*x);
    }

    std::optional<int> integer(const json &object, const char *key, const QString &path,
                               int minimum, bool required = false)
    {
        const json *value = member(object, key, path, required);
        return value ? integer(*value, child(path, key), minimum) : std::nullopt;
    }

    std::optional<bool> boolean(const json &object, const char *key, const QString &path)
    {
        const json *value = member(object, key, path, false);
        if (!value)
            return std::nullopt;
        if (!value->is_boolean()) {
            error(child(path, key),
                  WavesTr::tr("expected true or false, found %1").arg(typeName(*value)));
            return std::nullopt;
        }
        return value->get<bool>();
    }

    // A list of whole numbers; a single number stands for a list of one.
    std::optional<std::vector<int>> integers(const json &object, const char *key,
                                             const QString &path, int minimum, bool required)
    {
        const json *value = member(object, key, path, required);
        if (!value)
            return std::nullopt;
        const QString at = child(path, key);
        if (value->is_number()) {
            const auto x = integer(*value, at, minimum);
            return x ? std::optional(std::vector<int>{*x}) : std::nullopt;
        }
        if (!value->is_array()) {
            error(at, WavesTr::tr("expected a list of numbers, found %1").arg(typeName(*value)));
            return std::nullopt;
        }
        if (value->empty()) {
            error(at, WavesTr::tr("the list is empty"));
            return std::nullopt;
        }
        std::vector<int> list;
        bool ok = true;
        for (size_t i = 0; i < value->size(); ++i) {
            const auto x = integer((*value)[i], index(at, i), minimum);
            ok = ok && x.has_value();
            if (x)
                list.push_back(*x);
        }
        return ok ? std::optional(list) : std::nullopt;
    }

    const json *objectMember(const json &object, const char *key, const QString &path,
                             bool required)
    {
        const json *value = member(object, key, path, required);
        if (value && !value->is_object()) {
            error(child(path, key),
                  WavesTr::tr("expected an object, found %1").arg(typeName(*value)));
            return nullptr;
        }
        return value;
    }

    const json *arrayMember(const json &object, const char *key, const QString &path, bool required)
    {
        const json *value = member(object, key, path, required);
        if (value && !value->is_array()) {
            error(child(path, key), WavesTr::tr("expected a list, found %1").arg(typeName(*value)));
            return nullptr;
        }
        return value;
    }

    template <typename Enum>
    void enumeration(const json &object, const char *key, const QString &path, Enum &target,
                     std::optional<Enum> (*fromId)(const QString &), const QStringList &ids)
    {
        const auto text = string(object, key, path);
        if (!text)
            return;
        if (const auto value = fromId(*text)) {
            target = *value;
            return;
        }
        error(
            child(path, key),
            WavesTr::tr("%1 is not one of %2").arg(quoted(*text), ids.join(QStringLiteral(", "))));
    }
};

ServerConfig readConfig(PlanReader &reader, const json &object, const QString &path)
{
    ServerConfig config;
    reader.checkKeys(object, path,
                     {"name", "argv", "env", "base_url", "health_url", "model", "ssh_host",
                      "working_directory", "ready_timeout_s", "expected_startup_s",
                      "expected_tok_per_s_per_stream", "recipe"});
    config.name = reader.string(object, "name", path, true).value_or(QString());
    if (const json *argv = reader.arrayMember(object, "argv", path, true)) {
        for (size_t i = 0; i < argv->size(); ++i) {
            if ((*argv)[i].is_string())
                config.argv << QString::fromStdString((*argv)[i].get<std::string>());
            else
                reader.error(PlanReader::index(PlanReader::child(path, "argv"), i),
                             WavesTr::tr("expected a string, found %1").arg(typeName((*argv)[i])));
        }
    }
    if (const json *env = reader.objectMember(object, "env", path, false)) {
        for (auto it = env->begin(); it != env->end(); ++it) {
            const QString key = QString::fromStdString(it.key());
            const QString keyPath = PlanReader::child(path, "env") + QLatin1Char('.') + key;
            if (it->is_string())
                config.environment.insert(key, QString::fromStdString(it->get<std::string>()));
            else if (it->is_number() || it->is_boolean())
                config.environment.insert(key, QString::fromStdString(it->dump()));
            else if (const auto name = secretReferenceName(*it))
                config.secretEnvironment.insert(key, *name);
            else
                reader.errors << checkSecretReference(*it, keyPath).error();
        }
    }
    config.baseUrl = reader.string(object, "base_url", path, true).value_or(QString());
    config.healthUrl = reader.string(object, "health_url", path).value_or(QString());
    config.model = reader.string(object, "model", path, true).value_or(QString());
    config.sshHost = reader.string(object, "ssh_host", path).value_or(QString());
    config.workingDirectory = reader.string(object, "working_directory", path).value_or(QString());
    config.readyTimeoutS = reader.number(object, "ready_timeout_s", path, 0.001).value_or(600.0);
    config.expectedStartupS = reader.number(object, "expected_startup_s", path, 0.0).value_or(60.0);
    config.expectedTokPerSPerStream =
        reader.number(object, "expected_tok_per_s_per_stream", path, 0.001).value_or(30.0);
    if (const json *recipe = reader.objectMember(object, "recipe", path, false))
        config.recipe = *recipe;
    return config;
}

WaveArm readArm(PlanReader &reader, const json &object, const QString &path)
{
    WaveArm arm;
    reader.checkKeys(object, path, {"name", "config", "role", "gpus"});
    arm.name = reader.string(object, "name", path, true).value_or(QString());
    arm.config = reader.string(object, "config", path, true).value_or(QString());
    if (!object.contains("role")) {
        reader.error(PlanReader::child(path, "role"),
                     WavesTr::tr("missing (control or candidate)"));
    } else {
        reader.enumeration(object, "role", path, arm.role, &armRoleFromId,
                           {armRoleId(ArmRole::Control), armRoleId(ArmRole::Candidate)});
    }
    if (const auto gpus = reader.integers(object, "gpus", path, 0, false))
        arm.gpus = QList<int>(gpus->begin(), gpus->end());
    return arm;
}

WaveWorkload readWorkload(PlanReader &reader, const json &object, const QString &path)
{
    WaveWorkload workload;
    reader.checkKeys(object, path,
                     {"endpoint", "concurrency", "context_tokens", "output_tokens", "requests",
                      "warmup_requests", "prompt_file", "seed", "ignore_eos", "turns",
                      "turn_input_tokens", "think_time_ms", "conversations", "trace",
                      "trace_speedup", "trace_block_tokens", "shared_system_prompt_tokens"});
    reader.enumeration(
        object, "endpoint", path, workload.endpoint, &loadEndpointFromId,
        {loadEndpointId(LoadEndpoint::Completions), loadEndpointId(LoadEndpoint::ChatCompletions)});
    if (auto list = reader.integers(object, "concurrency", path, 1, true))
        workload.concurrency = *list;
    if (auto list = reader.integers(object, "context_tokens", path, 1, false))
        workload.contextTokens = *list;
    workload.outputTokens = reader.integer(object, "output_tokens", path, 1).value_or(128);
    if (auto list = reader.integers(object, "requests", path, 1, false))
        workload.requests = *list;
    workload.warmupRequests = reader.integer(object, "warmup_requests", path, 0).value_or(0);
    workload.promptFile = reader.string(object, "prompt_file", path).value_or(QString());
    workload.seed = quint64(reader.integer(object, "seed", path, 0).value_or(0));
    workload.ignoreEos = reader.boolean(object, "ignore_eos", path).value_or(true);
    workload.turns = int(reader.integer(object, "turns", path, 1).value_or(0));
    workload.turnInputTokens =
        int(reader.integer(object, "turn_input_tokens", path, 1).value_or(64));
    workload.thinkTimeMs = reader.number(object, "think_time_ms", path, 0.0).value_or(0.0);
    workload.conversations = int(reader.integer(object, "conversations", path, 1).value_or(16));
    workload.traceFile = reader.string(object, "trace", path).value_or(QString());
    workload.traceSpeedup = reader.number(object, "trace_speedup", path, 1e-6).value_or(1.0);
    workload.traceBlockTokens =
        int(reader.integer(object, "trace_block_tokens", path, 1).value_or(512));
    workload.sharedSystemPromptTokens =
        int(reader.integer(object, "shared_system_prompt_tokens", path, 1).value_or(0));
    return workload;
}

std::vector<WaveCanaryProbe> readCanaryProbes(PlanReader &reader, const json &list,
                                              const QString &path)
{
    std::vector<WaveCanaryProbe> probes;
    for (size_t i = 0; i < list.size(); ++i) {
        const QString at = PlanReader::index(path, i);
        if (!list[i].is_object()) {
            reader.error(at, WavesTr::tr("expected an object, found %1").arg(typeName(list[i])));
            continue;
        }
        reader.checkKeys(list[i], at, {"prompt", "expected"});
        probes.push_back({reader.string(list[i], "prompt", at, true).value_or(QString()),
                          reader.string(list[i], "expected", at).value_or(QString())});
    }
    return probes;
}

WaveCanary readCanary(PlanReader &reader, const json &object, const QString &path)
{
    WaveCanary canary;
    reader.checkKeys(object, path,
                     {"name", "kind", "prompt", "expected", "max_tokens", "tools", "required_keys",
                      "probes", "min_agreement"});
    canary.name = reader.string(object, "name", path, true).value_or(QString());
    reader.enumeration(object, "kind", path, canary.kind, &canaryKindFromId,
                       {canaryKindId(CanaryKind::Json), canaryKindId(CanaryKind::ToolCall),
                        canaryKindId(CanaryKind::Text), canaryKindId(CanaryKind::ExactAnswer),
                        canaryKindId(CanaryKind::SameAsControl)});
    // Exact-answer and same-as-control canaries may leave the prompts to the built-in set.
    const bool builtinProbes =
        canary.kind == CanaryKind::ExactAnswer || canary.kind == CanaryKind::SameAsControl;
    const bool hasProbes = object.contains("probes");
    canary.prompt = reader.string(object, "prompt", path, !builtinProbes).value_or(QString());
    canary.expected = reader.string(object, "expected", path).value_or(QString());
    canary.maxTokens = reader.integer(object, "max_tokens", path, 1).value_or(64);
    if (const json *tools = reader.arrayMember(object, "tools", path, false))
        canary.tools = *tools;
    if (const json *keys = reader.arrayMember(object, "required_keys", path, false)) {
        for (size_t i = 0; i < keys->size(); ++i) {
            if ((*keys)[i].is_string())
                canary.requiredKeys << QString::fromStdString((*keys)[i].get<std::string>());
            else
                reader.error(PlanReader::index(PlanReader::child(path, "required_keys"), i),
                             WavesTr::tr("expected a string, found %1").arg(typeName((*keys)[i])));
        }
    }
    if (const json *probes = reader.arrayMember(object, "probes", path, false))
        canary.probes = readCanaryProbes(reader, *probes, PlanReader::child(path, "probes"));
    if (hasProbes && !canary.prompt.isEmpty())
        reader.error(PlanReader::child(path, "prompt"),
                     WavesTr::tr("give either a prompt or probes, not both"));
    canary.minAgreement = reader.number(object, "min_agreement", path, 0.0).value_or(0.9);
    return canary;
}

json toJson(const QString &text)
{
    return text.toStdString();
}

json intList(const auto &list)
{
    json array = json::array();
    for (const int x : list)
        array.push_back(x);
    return array;
}

// Only what the canary's kind reads beyond the common keys, so a plan written back reads the
// same and a json canary's plan stays as short as it was.
json canaryToJson(const WaveCanary &canary)
{
    json out = {{"name", toJson(canary.name)},
                {"kind", toJson(canaryKindId(canary.kind))},
                {"max_tokens", canary.maxTokens}};
    if (!canary.prompt.isEmpty())
        out["prompt"] = toJson(canary.prompt);
    if (!canary.prompt.isEmpty() || !canary.expected.isEmpty())
        out["expected"] = toJson(canary.expected);
    if (!canary.tools.empty())
        out["tools"] = canary.tools;
    if (!canary.requiredKeys.isEmpty()) {
        json keys = json::array();
        for (const QString &key : canary.requiredKeys)
            keys.push_back(toJson(key));
        out["required_keys"] = keys;
    }
    if (!canary.probes.empty()) {
        json probes = json::array();
        for (const WaveCanaryProbe &probe : canary.probes) {
            json item = {{"prompt", toJson(probe.prompt)}};
            if (!probe.expected.isEmpty())
                item["expected"] = toJson(probe.expected);
            probes.push_back(item);
        }
        out["probes"] = probes;
    }
    if (canary.kind == CanaryKind::SameAsControl || canary.minAgreement != 0.9)
        out["min_agreement"] = canary.minAgreement;
    return out;
}

json variableToJson(const WaveVariable &variable)
{
    if (variable.keys.size() == 1 && variable.name == variable.keys.front())
        return toJson(variable.name);
    json keys = json::array();
    for (const QString &key : variable.keys)
        keys.push_back(toJson(key));
    return {{"name", toJson(variable.name)}, {"keys", keys}};
}

json planToJson(const WavePlan &plan, bool redact)
{
    json configs = json::array();
    for (const ServerConfig &config : plan.configs) {
        json argv = json::array();
        for (const QString &arg : config.argv)
            argv.push_back(toJson(arg));
        json env = json::object();
        for (auto it = config.environment.begin(); it != config.environment.end(); ++it)
            env[it.key().toStdString()] =
                toJson(redact && isSecretText(it.key(), it.value()) ? redactedValue() : it.value());
        // A reference is a name, not a value: kept as it is, redacted or not.
        for (auto it = config.secretEnvironment.begin(); it != config.secretEnvironment.end(); ++it)
            env[it.key().toStdString()] = secretReferenceJson(it.value());
        configs.push_back({{"name", toJson(config.name)},
                           {"argv", argv},
                           {"env", env},
                           {"base_url", toJson(config.baseUrl)},
                           {"health_url", toJson(config.healthUrl)},
                           {"model", toJson(config.model)},
                           {"ssh_host", toJson(config.sshHost)},
                           {"working_directory", toJson(config.workingDirectory)},
                           {"ready_timeout_s", config.readyTimeoutS},
                           {"expected_startup_s", config.expectedStartupS},
                           {"expected_tok_per_s_per_stream", config.expectedTokPerSPerStream},
                           {"recipe", config.recipe}});
    }
    // An empty GPU list is written by leaving the key out: the reader refuses an empty list
    // (it would be a typo in a hand-written plan), and a written plan must read back.
    json arms = json::array();
    for (const WaveArm &arm : plan.arms) {
        json armJson = {{"name", toJson(arm.name)},
                        {"config", toJson(arm.config)},
                        {"role", toJson(armRoleId(arm.role))}};
        if (!arm.gpus.isEmpty())
            armJson["gpus"] = intList(arm.gpus);
        arms.push_back(std::move(armJson));
    }
    const WaveWorkload &w = plan.workload;
    json workload = {{"endpoint", toJson(loadEndpointId(w.endpoint))},
                     {"concurrency", intList(w.concurrency)},
                     {"context_tokens", intList(w.contextTokens)},
                     {"output_tokens", w.outputTokens},
                     {"requests", intList(w.requests)},
                     {"warmup_requests", w.warmupRequests},
                     {"prompt_file", toJson(w.promptFile)},
                     {"seed", w.seed},
                     {"ignore_eos", w.ignoreEos}};
    // The traffic kinds are written only when set: a plan without them reads as before.
    if (w.turns > 0) {
        workload["turns"] = w.turns;
        workload["turn_input_tokens"] = w.turnInputTokens;
        workload["think_time_ms"] = w.thinkTimeMs;
        workload["conversations"] = w.conversations;
    }
    if (!w.traceFile.isEmpty()) {
        workload["trace"] = toJson(w.traceFile);
        workload["trace_speedup"] = w.traceSpeedup;
        workload["trace_block_tokens"] = w.traceBlockTokens;
    }
    if (w.sharedSystemPromptTokens > 0)
        workload["shared_system_prompt_tokens"] = w.sharedSystemPromptTokens;
    json canaries = json::array();
    for (const WaveCanary &canary : plan.canaries)
        canaries.push_back(canaryToJson(canary));
    json planJson = {
        {"name", toJson(plan.name)},
        {"lane", toJson(plan.lane)},
        {"configs", configs},
        {"arms", arms},
        {"workload", workload},
        {"repeats", plan.repeats},
        {"order", toJson(armOrderPolicyId(plan.order))},
        {"swap_gpus", plan.swapGpus},
        {"execution", toJson(waveExecutionModeId(plan.execution))},
        {"canaries", canaries},
        {"restart", toJson(serverRestartPolicyId(plan.restart))},
        {"on_arm_failure", toJson(armFailurePolicyId(plan.onArmFailure))},
        {"prefix_cache_reset", toJson(prefixCacheResetPolicyId(plan.prefixCacheReset))}};
    if (!plan.gpus.isEmpty())
        planJson["gpus"] = intList(plan.gpus);
    if (!plan.variable.isEmpty())
        planJson["variable"] = variableToJson(plan.variable);
    if (plan.slo)
        planJson["slo"] = plan.slo->toJson();
    if (plan.search)
        planJson["search"] = {{"target_attainment_pct", plan.search->targetAttainmentPct},
                              {"resolution_pct", plan.search->resolutionPct},
                              {"max_probes", plan.search->maxProbes}};
    if (!plan.quality.empty()) {
        json quality = json::array();
        for (const WaveQualityStep &step : plan.quality)
            quality.push_back(qualityStepToJson(step));
        planJson["quality"] = quality;
    }
    return planJson;
}

// "variable": a key, a list of keys, or {"name", "keys"}; each key a non-empty string.
WaveVariable readVariable(PlanReader &reader, const json &value, const QString &path)
{
    WaveVariable variable;
    const auto readKeys = [&](const json &list, const QString &listPath) {
        if (!list.is_array() || list.empty()) {
            reader.error(listPath, WavesTr::tr("expected a non-empty list of setting names, "
                                               "found %1")
                                       .arg(typeName(list)));
            return;
        }
        for (size_t i = 0; i < list.size(); ++i) {
            if (list[i].is_string() && !list[i].get<std::string>().empty())
                variable.keys << QString::fromStdString(list[i].get<std::string>());
            else if (list[i].is_string())
                reader.error(PlanReader::index(listPath, i),
                             WavesTr::tr("empty: name the setting under test"));
            else
                reader.error(PlanReader::index(listPath, i),
                             WavesTr::tr("expected a setting name (a config key, an argv flag "
                                         "or a held-fixed group such as \"quantization\"), "
                                         "found %1")
                                 .arg(typeName(list[i])));
        }
    };
    if (value.is_string()) {
        if (value.get<std::string>().empty())
            reader.error(path, WavesTr::tr("empty: name the setting under test"));
        else
            variable.keys << QString::fromStdString(value.get<std::string>());
    } else if (value.is_array()) {
        readKeys(value, path);
    } else if (value.is_object()) {
        reader.checkKeys(value, path, {"name", "keys"});
        variable.name = reader.string(value, "name", path).value_or(QString());
        if (const json *keys = reader.member(value, "keys", path, true))
            readKeys(*keys, PlanReader::child(path, "keys"));
    } else {
        reader.error(path, WavesTr::tr("expected a setting name, a list of them or "
                                       "{\"name\", \"keys\"}, found %1")
                               .arg(typeName(value)));
    }
    if (variable.name.isEmpty())
        variable.name = variable.keys.join(QStringLiteral(" + "));
    return variable;
}

WaveLoadSearch readSearch(PlanReader &reader, const json &object, const QString &path)
{
    reader.checkKeys(object, path, {"target_attainment_pct", "resolution_pct", "max_probes"});
    WaveLoadSearch search;
    search.targetAttainmentPct =
        reader.number(object, "target_attainment_pct", path, 0.0).value_or(99.0);
    search.resolutionPct = reader.number(object, "resolution_pct", path, 0.0).value_or(5.0);
    search.maxProbes = reader.integer(object, "max_probes", path, 1).value_or(8);
    return search;
}

} // namespace

WavePlanParse parseWavePlan(const QByteArray &text, const QString &defaultName,
                            const LaneSloLookup &laneSlo)
{
    if (const qsizetype at =
            jsonNestingTooDeepAt(std::string_view(text.constData(), size_t(text.size())));
        at >= 0) {
        WavePlanParse result;
        result.errors << WavesTr::tr("the plan nests deeper than %1 levels at byte %2")
                             .arg(kMaxJsonNesting)
                             .arg(at);
        return result;
    }
    json object;
    try {
        object = json::parse(text.constBegin(), text.constEnd());
    } catch (const json::parse_error &e) {
        WavePlanParse result;
        result.errors << WavesTr::tr("the plan is not valid JSON (byte %1): %2")
                             .arg(qulonglong(e.byte))
                             .arg(QString::fromUtf8(e.what()));
        return result;
    } catch (const json::out_of_range &e) { // a number no double holds
        WavePlanParse result;
        result.errors << WavesTr::tr("the plan holds a number too large to read: %1")
                             .arg(QString::fromUtf8(e.what()));
        return result;
    }
    return wavePlanFromJson(object, defaultName, laneSlo);
}

WavePlanParse wavePlanFromJson(const json &object, const QString &defaultName,
                               const LaneSloLookup &laneSlo)
{
    WavePlanParse result;
    if (!object.is_object()) {
        result.errors
            << WavesTr::tr("the plan must be a JSON object, found %1").arg(typeName(object));
        return result;
    }
    PlanReader reader;
    const QString root;
    reader.checkKeys(object, root,
                     {"name", "lane", "gpus", "configs", "arms", "workload", "repeats", "order",
                      "swap_gpus", "execution", "canaries", "quality", "restart", "on_arm_failure",
                      "prefix_cache_reset", "variable", "slo", "search"});
    WavePlan plan;
    plan.name = reader.string(object, "name", root).value_or(defaultName);
    plan.lane = reader.string(object, "lane", root).value_or(QString());
    if (const auto gpus = reader.integers(object, "gpus", root, 0, false))
        plan.gpus = QList<int>(gpus->begin(), gpus->end());
    if (const json *configs = reader.arrayMember(object, "configs", root, true)) {
        for (size_t i = 0; i < configs->size(); ++i) {
            const QString path = PlanReader::index(QStringLiteral("configs"), i);
            if ((*configs)[i].is_object())
                plan.configs.push_back(readConfig(reader, (*configs)[i], path));
            else
                reader.error(
                    path, WavesTr::tr("expected an object, found %1").arg(typeName((*configs)[i])));
        }
    }
    if (const json *arms = reader.arrayMember(object, "arms", root, true)) {
        for (size_t i = 0; i < arms->size(); ++i) {
            const QString path = PlanReader::index(QStringLiteral("arms"), i);
            if ((*arms)[i].is_object())
                plan.arms.push_back(readArm(reader, (*arms)[i], path));
            else
                reader.error(path,
                             WavesTr::tr("expected an object, found %1").arg(typeName((*arms)[i])));
        }
    }
    if (const json *workload = reader.objectMember(object, "workload", root, true))
        plan.workload = readWorkload(reader, *workload, QStringLiteral("workload"));
    plan.repeats = reader.integer(object, "repeats", root, 1).value_or(defaultWaveRepeats());
    reader.enumeration(object, "order", root, plan.order, &armOrderPolicyFromId,
                       {armOrderPolicyId(ArmOrderPolicy::Interleaved),
                        armOrderPolicyId(ArmOrderPolicy::Counterbalanced)});
    plan.swapGpus = reader.boolean(object, "swap_gpus", root).value_or(false);
    reader.enumeration(object, "execution", root, plan.execution, &waveExecutionModeFromId,
                       {waveExecutionModeId(WaveExecutionMode::Alternate),
                        waveExecutionModeId(WaveExecutionMode::SideBySide)});
    if (const json *canaries = reader.arrayMember(object, "canaries", root, false)) {
        for (size_t i = 0; i < canaries->size(); ++i) {
            const QString path = PlanReader::index(QStringLiteral("canaries"), i);
            if ((*canaries)[i].is_object())
                plan.canaries.push_back(readCanary(reader, (*canaries)[i], path));
            else
                reader.error(
                    path,
                    WavesTr::tr("expected an object, found %1").arg(typeName((*canaries)[i])));
        }
    }
    if (const json *quality = reader.arrayMember(object, "quality", root, false)) {
        for (size_t i = 0; i < quality->size(); ++i) {
            if (auto step = qualityStepFromJson(
                    (*quality)[i], PlanReader::index(QStringLiteral("quality"), i), reader.errors))
                plan.quality.push_back(std::move(*step));
        }
    }
    reader.enumeration(object, "restart", root, plan.restart, &serverRestartPolicyFromId,
                       {serverRestartPolicyId(ServerRestartPolicy::PerRepeat),
                        serverRestartPolicyId(ServerRestartPolicy::PerRun),
                        serverRestartPolicyId(ServerRestartPolicy::Once)});
    reader.enumeration(object, "on_arm_failure", root, plan.onArmFailure, &armFailurePolicyFromId,
                       {armFailurePolicyId(ArmFailurePolicy::Continue),
                        armFailurePolicyId(ArmFailurePolicy::Stop)});
    reader.enumeration(object, "prefix_cache_reset", root, plan.prefixCacheReset,
                       &prefixCacheResetPolicyFromId,
                       {prefixCacheResetPolicyId(PrefixCacheResetPolicy::IfSupported),
                        prefixCacheResetPolicyId(PrefixCacheResetPolicy::Required),
                        prefixCacheResetPolicyId(PrefixCacheResetPolicy::Never)});
    if (const json *variable = reader.member(object, "variable", root, false))
        plan.variable = readVariable(reader, *variable, QStringLiteral("variable"));
    if (const json *slo = reader.member(object, "slo", root, false)) {
        Expected<Slo> bounds = Slo::fromJson(*slo);
        if (bounds)
            plan.slo = *bounds;
        else
            reader.error(QStringLiteral("slo"), bounds.error());
    }
    if (const json *search = reader.objectMember(object, "search", root, false))
        plan.search = readSearch(reader, *search, QStringLiteral("search"));
    // The plan's own "slo" wins; without one, the lane's bar is the plan's.
    if (!plan.slo && laneSlo && !plan.lane.isEmpty()) {
        plan.slo = laneSlo(plan.lane);
        plan.sloFromLane = plan.slo.has_value();
    }

    result.errors = reader.errors;
    // Semantic checks only on a plan whose shape is right: "no config named X" after a
    // config failed to parse would be noise.
    if (result.errors.isEmpty())
        result.errors = validateWavePlan(plan);
    if (result.errors.isEmpty())
        result.plan = std::move(plan);
    return result;
}

json wavePlanToJson(const WavePlan &plan)
{
    return planToJson(plan, false);
}

json wavePlanToJsonRedacted(const WavePlan &plan)
{
    return planToJson(plan, true);
}

} // namespace lanebook
