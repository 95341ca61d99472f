#include "models/waves/waveplan.h"

namespace lanebook {

std::vector<WaveCanaryProbe> builtinExactAnswerProbes()
{
    // Short answers a model states without reasoning at any size; a model past its
    // quantization cliff gets the sums wrong before it loses fluency.
    return {
        {QStringLiteral("What is 17 + 25? Answer with the number only."), QStringLiteral("42")},
        {QStringLiteral("What is 9 * 8? Answer with the number only."), QStringLiteral("72")},
        {QStringLiteral("What is 100 - 37? Answer with the number only."), QStringLiteral("63")},
        {QStringLiteral("What is the capital of France? Answer with one word."),
         QStringLiteral("Paris")},
        {QStringLiteral("How many days are in a week? Answer with the number only."),
         QStringLiteral("7")},
        {QStringLiteral("What is the chemical symbol for gold? Answer with the symbol only."),
         QStringLiteral("Au")}};
}

std::vector<WaveCanaryProbe> builtinAgreementProbes()
{
    // Open enough that a changed model says something different, plain enough that the
    // same model at temperature 0 says the same thing every time.
    return {{QStringLiteral("Explain in two sentences what a hash table is."), {}},
            {QStringLiteral("Write a haiku about a lighthouse."), {}},
            {QStringLiteral("List the planets of the solar system in order from the sun."), {}},
            {QStringLiteral("Describe how to boil an egg in three steps."), {}},
            {QStringLiteral("Summarise the water cycle in one paragraph."), {}},
            {QStringLiteral("What does the HTTP status code 404 mean?"), {}},
            {QStringLiteral("Translate 'good morning, how are you?' into French."), {}},
            {QStringLiteral("Give three tips for writing readable code."), {}}};
}

std::vector<WaveCanaryProbe> WaveCanary::effectiveProbes() const
{
    if (!probes.empty())
        return probes;
    if (!prompt.isEmpty())
        return {{prompt, expected}};
    if (kind == CanaryKind::ExactAnswer)
        return builtinExactAnswerProbes();
    if (kind == CanaryKind::SameAsControl)
        return builtinAgreementProbes();
    return {};
}

namespace {

const nlohmann::json *firstFunction(const nlohmann::json &tools)
{
    if (!tools.is_array() || tools.empty() || !tools.front().is_object())
        return nullptr;
    const auto function = tools.front().find("function");
    return function != tools.front().end() && function->is_object() ? &*function : nullptr;
}

} // namespace

QStringList WaveCanary::effectiveRequiredKeys() const
{
    if (!requiredKeys.isEmpty())
        return requiredKeys;
    QStringList keys;
    if (const nlohmann::json *function = firstFunction(tools)) {
        const auto parameters = function->find("parameters");
        if (parameters == function->end() || !parameters->is_object())
            return keys;
        const auto required = parameters->find("required");
        if (required == parameters->end() || !required->is_array())
            return keys;
        for (const nlohmann::json &key : *required) {
            if (key.is_string())
                keys << QString::fromStdString(key.get<std::string>());
        }
    }
    return keys;
}

QString WaveCanary::toolName() const
{
    const nlohmann::json *function = firstFunction(tools);
    if (!function)
        return {};
    const auto name = function->find("name");
    return name != function->end() && name->is_string()
               ? QString::fromStdString(name->get<std::string>())
               : QString();
}

} // namespace lanebook
