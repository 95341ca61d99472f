#include "backends/importers/importerregistry.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/importlabel.h"
#include "backends/importers/lenientjson.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace lanebook {

namespace {

using LenientJson::member;

bool isPresent(const nlohmann::json &value)
{
    return !value.is_null();
}

// The model a results file is about: model_name when the harness wrote it, else the
// checkpoint in model_args ("pretrained=Qwen/Qwen3-8B,dtype=bfloat16", or a dict in newer
// versions), else the harness's model type.
QString modelOf(const nlohmann::json &results)
{
    QString name = LenientJson::stringAt(results, "model_name", QStringLiteral("model_name"))
                       .value_or(QString());
    if (!name.isEmpty())
        return name;
    const nlohmann::json &config = member(results, "config");
    const nlohmann::json &args = member(config, "model_args");
    static const char *const keys[] = {"pretrained", "model", "engine", "path"};
    if (args.is_string()) {
        const QStringList pairs = QString::fromStdString(args.get<std::string>()).split(u',');
        for (const char *key : keys) {
            for (const QString &pair : pairs) {
                const qsizetype eq = pair.indexOf(u'=');
                if (eq > 0 && pair.left(eq).trimmed() == QLatin1String(key))
                    return pair.mid(eq + 1).trimmed();
            }
        }
    } else if (args.is_object()) {
        for (const char *key : keys) {
            if (const auto value =
                    LenientJson::stringAt(args, key, QStringLiteral("config › model_args")))
                return *value;
        }
    }
    return LenientJson::stringAt(config, "model", QStringLiteral("config")).value_or(QString());
}

// lm-evaluation-harness results: the legacy (< 0.4) `{"results":
// {task: {metric: value}}, "versions": ...}` and the current results_*.json with
// "metric,filter" keys and groups. One run per file, locator "results".
//
// Metric names: `<task>.<metric>` when the filter is "none" (or the file is legacy), and
// `<task>.<metric>,<filter>` otherwise, e.g. `gsm8k.exact_match,strict-match`; the stderr of
// each is `<task>.<metric>_stderr[,<filter>]`. The comma is the harness's own spelling, so
// a name reads back to its key. Stderr "N/A" is left out.
class LmEvalImporter final : public Importer
{
public:
    RunFormat format() const override { return RunFormat::LmEval; }

    int detect(const ImportInput &input) const override
    {
        if (!LenientJson::looksLikeJson(input.content))
            return 0;
        // The harness writes "results" first; files of other tools never have it near the top.
        // A file re-saved with sorted keys starts with "configs" (task configs, can be long).
        const QByteArray head = input.content.left(64 * 1024);
        const bool harnessKeys = head.contains("\"versions\"") || head.contains("\"n-shot\"") ||
                                 head.contains("\"lm_eval_version\"") ||
                                 head.contains("\"higher_is_better\"") ||
                                 head.contains("_stderr,") || head.contains(",none\"");
        if (!head.contains("\"results\"") && !harnessKeys && !head.contains("\"configs\""))
            return 0;
        nlohmann::json document;
        try {
            const std::vector<LenientJson::Part> parts =
                LenientJson::parseDocumentOrLines(input.content);
            if (parts.size() != 1)
                return 0;
            document = parts.front().value;
        } catch (const ImportFailure &) {
            // Truncated: still ours when the harness's keys show, so parse() can say where.
            return harnessKeys ? 60 : 0;
        }
        // An llm-d Benchmark Report also has "results": beside its "version" and its "run" or
        // "scenario", which the harness never writes.
        if (document.contains("version") &&
            (document.contains("run") || document.contains("scenario")))
            return 0;
        const nlohmann::json &results = member(document, "results");
        if (!results.is_object() || results.empty())
            return 0;
        for (const auto &task : results) {
            if (!task.is_object())
                return 0;
        }
        const bool marked = document.contains("versions") || document.contains("n-shot") ||
                            document.contains("lm_eval_version") || document.contains("config") ||
                            document.contains("higher_is_better");
        return marked ? 90 : 50;
    }

    std::vector<Run> parse(const ImportInput &input) const override
    {
        const std::vector<LenientJson::Part> parts =
            LenientJson::parseDocumentOrLines(input.content);
        if (parts.size() != 1 || !parts.front().value.is_object())
            throw ImportFailure(
                ImportersTr::tr("line %1: expected one JSON object (an lm-eval results file)")
                    .arg(parts.size() > 1 ? parts[1].line : 1));
        const nlohmann::json &document = parts.front().value;
        const nlohmann::json &results = member(document, "results");
        if (!results.is_object())
            throw ImportFailure(ImportersTr::tr("no \"results\" object at the top level"));
        const nlohmann::json &groups = member(document, "groups");

        Run run;
        run.source.locator = QStringLiteral("results");
        const bool modern = hasFilteredKeys(results) || hasFilteredKeys(groups);
        addSection(run, results, "results", modern);
        if (groups.is_object())
            addSection(run, groups, "groups", modern);

        run.model = modelOf(document);
        const nlohmann::json &date = member(document, "date");
        if (date.is_number()) {
            run.startedAt = QDateTime::fromMSecsSinceEpoch(
                static_cast<qint64>(std::llround(date.get<double>() * 1000.0)), Qt::UTC);
        } else if (date.is_string()) {
            run.startedAt =
                QDateTime::fromString(QString::fromStdString(date.get<std::string>()), Qt::ISODate)
                    .toUTC();
        } else if (!date.is_null()) {
            throw ImportFailure(ImportersTr::tr("key \"date\" should be a Unix time but is %1")
                                    .arg(QString::fromUtf8(date.type_name())));
        }
        // A string in the harness's output; a number in some re-exports.
        const nlohmann::json &evalTime = member(document, "total_evaluation_time_seconds");
        if (evalTime.is_string() || evalTime.is_number()) {
            bool ok = evalTime.is_number();
            const double seconds =
                ok ? evalTime.get<double>()
                   : QString::fromStdString(evalTime.get<std::string>()).toDouble(&ok);
            if (ok)
                run.setMetric(QStringLiteral("duration_s"), seconds,
                              QStringLiteral("total_evaluation_time_seconds"));
        }

        fillConfig(run, document);
        const QStringList groupNames = groupNamesOf(document);
        QStringList tasks;
        for (auto it = results.begin(); it != results.end(); ++it) {
            const QString task = QString::fromStdString(it.key());
            if (!groupNames.contains(task))
                tasks << task;
        }
        run.workload["tasks"] = nlohmann::json::array();
        for (const QString &task : tasks)
            run.workload["tasks"].push_back(task.toStdString());
        if (!groupNames.isEmpty()) {
            run.workload["groups"] = nlohmann::json::array();
            for (const QString &group : groupNames)
                run.workload["groups"].push_back(group.toStdString());
        }
        if (const nlohmann::json &limit = member(member(document, "config"), "limit");
            isPresent(limit))
            run.workload["limit"] = limit;
        if (const nlohmann::json &samples = member(document, "n-samples"); isPresent(samples))
            run.workload["n_samples"] = samples;

        for (const char *key :
             {"versions", "higher_is_better", "group_subtasks", "model_source",
              "model_name_sanitized", "upper_git_hash", "start_time", "end_time"}) {
            if (const nlohmann::json &value = member(document, key); isPresent(value))
                run.extra[key] = value;
        }

        // The label names what was asked for: the tasks and groups no group contains.
        QStringList named;
        for (const QString &name : tasks + groupNames) {
            if (!isSubtask(document, name) && !named.contains(name))
                named << name;
        }
        named.sort();
        QString tasksWord = named.mid(0, 2).join(u'+');
        if (named.size() > 2)
            tasksWord += QStringLiteral("+%1").arg(named.size() - 2);
        run.label = ImportLabel::join({ImportLabel::modelWord(run.model), QStringLiteral("lm-eval"),
                                       tasksWord, ImportLabel::timestamp(run.startedAt)});
        return {run};
    }

private:
    static bool hasFilteredKeys(const nlohmann::json &section)
    {
        if (!section.is_object())
            return false;
        for (const auto &task : section) {
            if (!task.is_object())
                continue;
            for (auto it = task.begin(); it != task.end(); ++it) {
                if (it.key().find(',') != std::string::npos)
                    return true;
            }
        }
        return false;
    }

    static void addSection(Run &run, const nlohmann::json &section, const char *sectionName,
                           bool modern)
    {
        for (auto task = section.begin(); task != section.end(); ++task) {
            const QString taskName = QString::fromStdString(task.key());
            const QString where =
                QString::fromLatin1(sectionName) + QStringLiteral(" › ") + taskName;
            if (!task->is_object())
                throw ImportFailure(
                    ImportersTr::tr("%1: expected an object of metrics").arg(where));
            for (auto it = task->begin(); it != task->end(); ++it) {
                const QString key = QString::fromStdString(it.key());
                if (key == QLatin1String("alias"))
                    continue;
                const qsizetype comma = key.lastIndexOf(u',');
                // In a current file every metric is "metric,filter"; other keys ("samples",
                // "name") describe the task.
                if (modern && comma < 0)
                    continue;
                const nlohmann::json &value = it.value();
                if (value.is_null() || (value.is_string() && value.get<std::string>() == "N/A"))
                    continue;
                const std::optional<double> number = LenientJson::number(value);
                if (!number)
                    throw ImportFailure(
                        ImportersTr::tr("%1: key \"%2\" should be a number but is %3")
                            .arg(where, key, QString::fromUtf8(value.type_name())));
                const QString metric = comma < 0 ? key : key.left(comma);
                const QString filter = comma < 0 ? QString() : key.mid(comma + 1);
                QString name = taskName + u'.' + metric;
                if (!filter.isEmpty() && filter != QLatin1String("none"))
                    name += u',' + filter;
                run.setMetric(name, *number,
                              QString::fromLatin1(sectionName) + u'.' + taskName + u'.' + key);
            }
        }
    }

    static bool isSubtask(const nlohmann::json &document, const QString &name)
    {
        const nlohmann::json &subtasks = member(document, "group_subtasks");
        if (!subtasks.is_object())
            return false;
        const std::string key = name.toStdString();
        for (const auto &list : subtasks) {
            if (list.is_array() && std::find(list.begin(), list.end(), key) != list.end())
                return true;
        }
        return false;
    }

    // Groups are the keys of "groups", and of "group_subtasks" that have subtasks.
    static QStringList groupNamesOf(const nlohmann::json &document)
    {
        QStringList names;
        const nlohmann::json &groups = member(document, "groups");
        if (groups.is_object()) {
            for (auto it = groups.begin(); it != groups.end(); ++it)
                names << QString::fromStdString(it.key());
        }
        const nlohmann::json &subtasks = member(document, "group_subtasks");
        if (subtasks.is_object()) {
            for (auto it = subtasks.begin(); it != subtasks.end(); ++it) {
                const QString name = QString::fromStdString(it.key());
                if (it->is_array() && !it->empty() && !names.contains(name))
                    names << name;
            }
        }
        return names;
    }

    static void fillConfig(Run &run, const nlohmann::json &document)
    {
        nlohmann::json &config = run.config;
        config["harness"] = "lm-eval";
        for (const char *key :
             {"lm_eval_version", "git_hash", "transformers_version", "chat_template_sha",
              "system_instruction_sha", "fewshot_as_multiturn"}) {
            if (const nlohmann::json &value = member(document, key); isPresent(value))
                config[key] = value;
        }
        const nlohmann::json &harness = member(document, "config");
        if (const nlohmann::json &type = member(harness, "model"); isPresent(type))
            config["model_type"] = type;
        for (const char *key :
             {"model_args", "batch_size", "device", "model_dtype", "model_revision", "model_sha",
              "model_num_parameters", "gen_kwargs", "bootstrap_iters", "random_seed", "numpy_seed",
              "torch_seed", "fewshot_seed"}) {
            if (const nlohmann::json &value = member(harness, key); isPresent(value))
                config[key] = value;
        }
        if (const nlohmann::json &shots = member(document, "n-shot"); shots.is_object())
            config["num_fewshot"] = shots;
    }
};

} // namespace

std::unique_ptr<Importer> makeLmEvalImporter()
{
    return std::make_unique<LmEvalImporter>();
}

} // namespace lanebook
