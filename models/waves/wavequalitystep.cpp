#include "models/waves/wavequalitystep.h"

#include "models/waves/wavestr.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace lanebook {

namespace {

using nlohmann::json;

const QStringList &knownPlaceholders()
{
    static const QStringList names{QStringLiteral("base_url"), QStringLiteral("model"),
                                   QStringLiteral("gpus"),     QStringLiteral("out_dir"),
                                   QStringLiteral("arm"),      QStringLiteral("config")};
    return names;
}

const QRegularExpression &placeholderPattern()
{
    static const QRegularExpression pattern(QStringLiteral("\\{([A-Za-z_]+)\\}"));
    return pattern;
}

QString typeName(const json &value)
{
    return QString::fromLatin1(value.type_name());
}

} // namespace

QStringList WaveQualityStep::effectiveArgv() const
{
    if (!argv.isEmpty() || kind != QualityStepKind::LmEval)
        return argv;
    // The arm's own server, as lm-evaluation-harness reaches an OpenAI-compatible one.
    QStringList out{QStringLiteral("lm_eval"),
                    QStringLiteral("--model"),
                    QStringLiteral("local-completions"),
                    QStringLiteral("--model_args"),
                    QStringLiteral("model={model},base_url={base_url}/v1/completions,"
                                   "num_concurrent=1,max_retries=3,tokenized_requests=False"),
                    QStringLiteral("--tasks"),
                    tasks,
                    QStringLiteral("--output_path"),
                    QStringLiteral("{out_dir}")};
    if (limit)
        out << QStringLiteral("--limit") << QString::number(*limit);
    return out;
}

QStringList expandQualityArgv(const QStringList &argv, const QualityStepPlaceholders &values)
{
    QStringList gpus;
    for (const int gpu : values.gpus)
        gpus << QString::number(gpu);
    const QString filled[] = {values.baseUrl, values.model, gpus.join(QLatin1Char(',')),
                              values.outDir,  values.arm,   values.config};
    QStringList out;
    for (QString argument : argv) {
        for (qsizetype i = 0; i < knownPlaceholders().size(); ++i)
            argument.replace(u'{' + knownPlaceholders().at(i) + u'}', filled[i]);
        out << argument;
    }
    return out;
}

QStringList unknownQualityPlaceholders(const QString &argument)
{
    QStringList unknown;
    auto it = placeholderPattern().globalMatch(argument);
    while (it.hasNext()) {
        const QString name = it.next().captured(1);
        if (!knownPlaceholders().contains(name))
            unknown << u'{' + name + u'}';
    }
    return unknown;
}

QString qualityStepKindId(QualityStepKind kind)
{
    switch (kind) {
    case QualityStepKind::Perplexity:
        return QStringLiteral("perplexity");
    case QualityStepKind::LmEval:
        return QStringLiteral("lm_eval");
    case QualityStepKind::Command:
        break;
    }
    return QStringLiteral("command");
}

std::optional<QualityStepKind> qualityStepKindFromId(const QString &id)
{
    for (const QualityStepKind kind :
         {QualityStepKind::Perplexity, QualityStepKind::LmEval, QualityStepKind::Command}) {
        if (qualityStepKindId(kind) == id)
            return kind;
    }
    return std::nullopt;
}

QString qualityStepScheduleId(QualityStepSchedule when)
{
    return when == QualityStepSchedule::PerArm ? QStringLiteral("per_arm")
                                               : QStringLiteral("per_server_start");
}

std::optional<QualityStepSchedule> qualityStepScheduleFromId(const QString &id)
{
    for (const QualityStepSchedule when :
         {QualityStepSchedule::PerServerStart, QualityStepSchedule::PerArm}) {
        if (qualityStepScheduleId(when) == id)
            return when;
    }
    return std::nullopt;
}

std::optional<WaveQualityStep> qualityStepFromJson(const json &object, const QString &path,
                                                   QStringList &errors)
{
    const qsizetype before = errors.size();
    const auto at = [&](const char *key) -> QString {
        return path + u'.' + QString::fromLatin1(key);
    };
    if (!object.is_object()) {
        errors << WavesTr::tr("%1: expected an object, found %2").arg(path, typeName(object));
        return std::nullopt;
    }
    static const char *const kKeys[] = {"name", "kind",  "argv", "timeout_s",
                                        "when", "tasks", "limit"};
    for (auto it = object.begin(); it != object.end(); ++it) {
        const std::string &key = it.key();
        if (key.empty() || key.front() == '_' || key == "notes")
            continue;
        if (std::find(std::begin(kKeys), std::end(kKeys), key) == std::end(kKeys))
            errors << WavesTr::tr("%1.%2: unknown key").arg(path, QString::fromStdString(key));
    }
    const auto text = [&](const char *key) -> std::optional<QString> {
        const auto it = object.find(key);
        if (it == object.end() || it->is_null())
            return std::nullopt;
        if (!it->is_string()) {
            errors << WavesTr::tr("%1: expected a string, found %2").arg(at(key), typeName(*it));
            return std::nullopt;
        }
        return QString::fromStdString(it->get<std::string>());
    };
    WaveQualityStep step;
    step.name = text("name").value_or(QString());
    if (const auto kind = text("kind")) {
        if (const auto value = qualityStepKindFromId(*kind))
            step.kind = *value;
        else
            errors << WavesTr::tr("%1: \"%2\" is not one of perplexity, lm_eval, command")
                          .arg(at("kind"), *kind);
    }
    if (const auto when = text("when")) {
        if (const auto value = qualityStepScheduleFromId(*when))
            step.when = *value;
        else
            errors << WavesTr::tr("%1: \"%2\" is not one of per_server_start, per_arm")
                          .arg(at("when"), *when);
    }
    step.tasks = text("tasks").value_or(QString());
    if (const auto it = object.find("argv"); it != object.end() && !it->is_null()) {
        if (!it->is_array()) {
            errors << WavesTr::tr("%1: expected a list of strings (never a shell string), "
                                  "found %2")
                          .arg(at("argv"), typeName(*it));
        } else {
            for (size_t i = 0; i < it->size(); ++i) {
                if ((*it)[i].is_string())
                    step.argv << QString::fromStdString((*it)[i].get<std::string>());
                else
                    errors << WavesTr::tr("%1[%2]: expected a string, found %3")
                                  .arg(at("argv"))
                                  .arg(i)
                                  .arg(typeName((*it)[i]));
            }
        }
    }
    if (const auto it = object.find("timeout_s"); it != object.end() && !it->is_null()) {
        if (it->is_number() && std::isfinite(it->get<double>()) && it->get<double>() > 0.0)
            step.timeoutS = it->get<double>();
        else
            errors << WavesTr::tr("%1: expected a number of seconds above 0, found %2")
                          .arg(at("timeout_s"), QString::fromStdString(it->dump()));
    }
    if (const auto it = object.find("limit"); it != object.end() && !it->is_null()) {
        if (it->is_number_integer() && it->get<long long>() >= 1 &&
            it->get<long long>() <= std::numeric_limits<int>::max())
            step.limit = int(it->get<long long>());
        else
            errors << WavesTr::tr("%1: expected a whole number of at least 1, found %2")
                          .arg(at("limit"), QString::fromStdString(it->dump()));
    }
    if (errors.size() > before)
        return std::nullopt;
    return step;
}

json qualityStepToJson(const WaveQualityStep &step)
{
    json argv = json::array();
    for (const QString &argument : step.argv)
        argv.push_back(argument.toStdString());
    json out = {{"name", step.name.toStdString()},
                {"kind", qualityStepKindId(step.kind).toStdString()},
                {"argv", argv},
                {"timeout_s", step.timeoutS},
                {"when", qualityStepScheduleId(step.when).toStdString()}};
    if (!step.tasks.isEmpty())
        out["tasks"] = step.tasks.toStdString();
    if (step.limit)
        out["limit"] = *step.limit;
    return out;
}

QStringList checkQualitySteps(const std::vector<WaveQualityStep> &steps)
{
    QStringList errors;
    QSet<QString> names;
    for (size_t i = 0; i < steps.size(); ++i) {
        const WaveQualityStep &step = steps[i];
        const QString path = QStringLiteral("quality[%1]").arg(i);
        if (step.name.trimmed().isEmpty())
            errors << WavesTr::tr("%1.name: a quality step needs a name (its runs and files "
                                  "are named after it)")
                          .arg(path);
        else if (names.contains(step.name))
            errors
                << WavesTr::tr("%1.name: a second quality step named \"%2\"").arg(path, step.name);
        names.insert(step.name);
        if (!step.name.isEmpty() &&
            !QRegularExpression(QStringLiteral("^[A-Za-z0-9._-]+$")).match(step.name).hasMatch())
            errors << WavesTr::tr("%1.name: \"%2\" names a folder and a file; use letters, "
                                  "digits, '.', '_' and '-'")
                          .arg(path, step.name);
        if (step.kind == QualityStepKind::LmEval && step.argv.isEmpty() &&
            step.tasks.trimmed().isEmpty())
            errors << WavesTr::tr("%1.tasks: an lm_eval step without argv needs the tasks to "
                                  "run (e.g. \"arc_challenge\")")
                          .arg(path);
        const QStringList argv = step.effectiveArgv();
        if (argv.isEmpty() || argv.first().trimmed().isEmpty())
            errors << WavesTr::tr("%1.argv: the command is empty").arg(path);
        for (qsizetype a = 0; a < argv.size(); ++a) {
            const QStringList unknown = unknownQualityPlaceholders(argv.at(a));
            if (!unknown.isEmpty())
                errors << WavesTr::tr("%1.argv[%2]: unknown placeholder %3 (known: {base_url}, "
                                      "{model}, {gpus}, {out_dir}, {arm}, {config})")
                              .arg(path)
                              .arg(a)
                              .arg(unknown.join(QStringLiteral(", ")));
        }
    }
    return errors;
}

} // namespace lanebook
