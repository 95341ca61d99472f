#include "models/comparison/workloadpoint.h"

#include "models/comparison/comparisontr.h"
#include "models/configdiff/configkeys.h"
#include "models/configdiff/heldfixedvariable.h"
#include "models/gates/runevidence.h"

#include <QRegularExpression>
#include <QStringList>

#include <cmath>
#include <initializer_list>

namespace lanebook {

namespace {

using ConfigKeys::number;

std::optional<double> firstFinite(const nlohmann::json &object,
                                  std::initializer_list<std::string_view> keys)
{
    for (std::string_view key : keys) {
        if (const auto value = number(object, {key}); value && std::isfinite(*value))
            return value;
    }
    return std::nullopt;
}

bool isLlamaBench(const Run &run)
{
    return run.format == RunFormat::LlamaBench ||
           (run.workload.contains("n_gen") && run.workload.contains("n_prompt"));
}

// SGLang writes random_input_len whatever the dataset; it only means something for the
// random datasets.
bool isRandomDataset(const Run &run)
{
    const QString dataset =
        ConfigKeys::string(run.workload, {"dataset", "dataset_name"}).value_or(QString()).toLower();
    return dataset.isEmpty() || dataset.startsWith(QLatin1String("random"));
}

// GuideLLM's synthetic data config: "prompt_tokens=256,output_tokens=128" or an object.
std::optional<double> guidellmPromptTokens(const Run &run)
{
    const auto it = run.workload.find("data");
    if (it == run.workload.end())
        return std::nullopt;
    const nlohmann::json &data = it->is_array() && !it->empty() ? it->front() : *it;
    if (data.is_object())
        return number(data, {"prompt_tokens"});
    if (!data.is_string())
        return std::nullopt;
    static const QRegularExpression pattern(
        QStringLiteral("prompt_tokens\"?\\s*[=:]\\s*\"?(\\d+(?:\\.\\d+)?)"));
    const auto match = pattern.match(QString::fromStdString(data.get<std::string>()));
    return match.hasMatch() ? std::optional<double>(match.captured(1).toDouble()) : std::nullopt;
}

// A request rate as the point records it: a number, "inf", or the tool's word ("trace").
std::optional<nlohmann::json> requestRate(const Run &run)
{
    for (const char *key : {"request_rate", "rate", "request_rate_per_s"}) {
        const nlohmann::json *value = ConfigKeys::find(run.workload, key);
        if (!value || value->is_null())
            continue;
        if (const auto rate = ConfigKeys::toNumber(*value)) {
            if (std::isinf(*rate))
                return nlohmann::json("inf");
            return nlohmann::json(*rate);
        }
        if (value->is_string())
            return nlohmann::json(QString::fromStdString(value->get<std::string>())
                                      .trimmed()
                                      .toLower()
                                      .toStdString());
        // GuideLLM sweeps write a list of rates; the list itself is the point.
        return *value;
    }
    if (const auto rate = run.metricValue(QStringLiteral("request_rate_per_s"))) {
        if (std::isinf(*rate))
            return nlohmann::json("inf");
        return nlohmann::json(*rate);
    }
    return std::nullopt;
}

bool valuesMatch(const PointVariable &a, const PointVariable &b)
{
    if (a.name != b.name || a.measured != b.measured)
        return false;
    if (!a.measured || !a.value.is_number() || !b.value.is_number())
        return a.value == b.value;
    const double x = a.value.get<double>();
    const double y = b.value.get<double>();
    const double scale = std::max(std::fabs(x), std::fabs(y));
    return scale == 0.0 || std::fabs(x - y) <= kMeasuredMeanTolerance * scale;
}

QString numberText(const nlohmann::json &value)
{
    if (value.is_number()) {
        const double v = value.get<double>();
        if (v == std::floor(v) && std::fabs(v) < 1e15)
            return QString::number(static_cast<qint64>(v));
        return QString::number(v, 'g', 4);
    }
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    return QString::fromStdString(value.dump());
}

// 0 numbers, 1 "inf", 2 other text, 3 anything else.
int rankOf(const nlohmann::json &value)
{
    if (value.is_number())
        return 0;
    if (value.is_string())
        return value.get<std::string>() == "inf" ? 1 : 2;
    return 3;
}

} // namespace

WorkloadPoint workloadPointOf(const Run &run)
{
    WorkloadPoint point;
    auto add = [&point](const char *name, nlohmann::json value, bool measured = false) {
        point.variables.push_back({QString::fromLatin1(name), std::move(value), measured});
    };
    const bool llama = isLlamaBench(run);
    if (!llama) {
        if (const auto c = firstFinite(run.workload, {"concurrency", "max_concurrency", "streams"}))
            add("concurrency", *c);
        else if (const auto m = run.metricValue(QStringLiteral("concurrency"));
                 m && std::isfinite(*m))
            add("concurrency", *m);
        if (auto rate = requestRate(run))
            add("request_rate", std::move(*rate));
        if (const auto strategy = ConfigKeys::string(run.workload, {"strategy"}))
            add("strategy", strategy->toLower().toStdString());

        std::optional<double> input =
            firstFinite(run.workload, {"context_tokens", "context_length", "input_tokens",
                                       "input_len", "isl", "prompt_tokens"});
        if (!input && isRandomDataset(run))
            input = firstFinite(run.workload, {"random_input_len"});
        if (!input)
            input = guidellmPromptTokens(run);
        if (input) {
            add("input_tokens", *input);
        } else if (const auto mean = firstFinite(run.workload, {"input_tokens_mean"})) {
            add("input_tokens", *mean, true);
        } else if (const auto metric = run.metricValue(QStringLiteral("input_tokens_mean"));
                   metric && std::isfinite(*metric)) {
            add("input_tokens", *metric, true);
        }
        if (const auto output = RunEvidence::requestedOutputTokens(run)) {
            add("output_tokens", output->maxTokens);
            if (!output->isFixed())
                add("output_tokens_min", output->minTokens);
        }
        return point;
    }
    const auto prompt = firstFinite(run.workload, {"n_prompt"});
    const auto gen = firstFinite(run.workload, {"n_gen"});
    add("n_prompt", prompt.value_or(0.0));
    add("n_gen", gen.value_or(0.0));
    add("n_depth", firstFinite(run.workload, {"n_depth"}).value_or(0.0));
    return point;
}

bool WorkloadPoint::matches(const WorkloadPoint &other) const
{
    if (variables.size() != other.variables.size())
        return false;
    for (size_t i = 0; i < variables.size(); ++i) {
        if (!valuesMatch(variables[i], other.variables[i]))
            return false;
    }
    return true;
}

QString WorkloadPoint::label() const
{
    if (variables.empty())
        return ComparisonTr::tr("no workload recorded");
    QStringList parts;
    const PointVariable *outputMin = nullptr;
    for (const PointVariable &v : variables) {
        if (v.name == QLatin1String("output_tokens_min"))
            outputMin = &v;
    }
    for (const PointVariable &v : variables) {
        const QString value = (v.measured ? QStringLiteral("≈") : QString()) + numberText(v.value);
        if (v.name == QLatin1String("concurrency"))
            parts << ComparisonTr::tr("concurrency %1").arg(value);
        else if (v.name == QLatin1String("request_rate"))
            parts << (v.value == nlohmann::json("inf") ? ComparisonTr::tr("rate inf")
                                                       : ComparisonTr::tr("rate %1/s").arg(value));
        else if (v.name == QLatin1String("strategy"))
            parts << value;
        else if (v.name == QLatin1String("input_tokens"))
            parts << ComparisonTr::tr("input %1 tok").arg(value);
        else if (v.name == QLatin1String("output_tokens"))
            parts << ComparisonTr::tr("output %1 tok")
                         .arg(outputMin ? numberText(outputMin->value) + u'-' + value : value);
        else if (v.name == QLatin1String("output_tokens_min"))
            continue;
        else if (v.name == QLatin1String("n_prompt"))
            parts << ComparisonTr::tr("pp %1").arg(value);
        else if (v.name == QLatin1String("n_gen"))
            parts << ComparisonTr::tr("tg %1").arg(value);
        else if (v.name == QLatin1String("n_depth"))
            parts << ComparisonTr::tr("depth %1").arg(value);
        else
            parts << v.name + u' ' + value;
    }
    return parts.join(QStringLiteral(", "));
}

nlohmann::json WorkloadPoint::toJson() const
{
    nlohmann::json object = nlohmann::json::object();
    for (const PointVariable &v : variables) {
        const std::string key = v.name.toStdString() + (v.measured ? "_mean" : "");
        object[key] = v.value;
    }
    return object;
}

bool WorkloadPoint::lessThan(const WorkloadPoint &other) const
{
    const size_t n = std::min(variables.size(), other.variables.size());
    for (size_t i = 0; i < n; ++i) {
        const PointVariable &a = variables[i];
        const PointVariable &b = other.variables[i];
        if (a.name != b.name)
            return a.name < b.name;
        const int ra = rankOf(a.value);
        const int rb = rankOf(b.value);
        if (ra != rb)
            return ra < rb;
        if (ra == 0) {
            const double x = a.value.get<double>();
            const double y = b.value.get<double>();
            if (x != y)
                return x < y;
        } else if (a.value != b.value) {
            return a.value.dump() < b.value.dump();
        }
    }
    return variables.size() < other.variables.size();
}

RepeatSlot repeatSlotOf(const Run &run)
{
    RepeatSlot slot;
    for (const nlohmann::json *object : {&run.extra, &run.workload}) {
        const auto repeat = number(*object, {"repeat", "repeat_index", "slot"});
        if (!repeat || !std::isfinite(*repeat) || *repeat < 0)
            continue;
        slot.repeat = static_cast<qint64>(*repeat);
        slot.wave = ConfigKeys::string(*object, {"wave", "wave_id"}).value_or(QString());
        return slot;
    }
    return slot;
}

} // namespace lanebook
