#include "models/gates/canarymatchers.h"

#include "models/gates/gatestr.h"

#include <QRegularExpression>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace lanebook::CanaryMatch {

namespace {

// The JSON a model wrapped in a Markdown fence.
QString unwrapped(const QString &output)
{
    QString text = output.trimmed();
    if (text.startsWith(QLatin1String("```"))) {
        const qsizetype firstLine = text.indexOf(QLatin1Char('\n'));
        text = firstLine < 0 ? QString() : text.mid(firstLine + 1);
        if (text.trimmed().endsWith(QLatin1String("```")))
            text = text.trimmed().chopped(3);
        text = text.trimmed();
    }
    return text;
}

// The signature of a broken chat template or of a model quantized past its cliff: a key
// written between backslashes where it belongs between double quotes.
bool hasBackslashKeys(const QString &text)
{
    static const QRegularExpression backslashKey(QStringLiteral("\\\\[A-Za-z_]\\w*\\\\"));
    return backslashKey.match(text).hasMatch();
}

// The object that names the called function ({"name", "arguments"}), found in an OpenAI
// tool_calls array, a {"function": ...} or {"tool_call": ...} wrapper, or a bare call.
const nlohmann::json *findCall(const nlohmann::json &value)
{
    if (value.is_array())
        return value.empty() ? nullptr : findCall(value.front());
    if (!value.is_object())
        return nullptr;
    if (value.contains("name"))
        return &value;
    for (const char *wrapper : {"function", "tool_call", "tool_calls"}) {
        if (const auto inner = value.find(wrapper); inner != value.end())
            return findCall(*inner);
    }
    return nullptr;
}

std::optional<double> asNumber(const QString &text)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok && std::isfinite(value) ? std::optional<double>(value) : std::nullopt;
}

QStringList words(const QString &text)
{
    return text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
}

QString quotedList(const QStringList &keys)
{
    QStringList quoted;
    for (const QString &key : keys)
        quoted << QStringLiteral("\"%1\"").arg(key);
    return quoted.join(QStringLiteral(", "));
}

} // namespace

QString normalizedAnswer(const QString &text)
{
    QString out = text.trimmed().toLower();
    static const QString kTrailing = QStringLiteral(".!?,;:");
    static const QString kWrapping = QStringLiteral("\"'`*");
    for (bool changed = true; changed && !out.isEmpty();) {
        changed = false;
        if (kTrailing.contains(out.back()) || kWrapping.contains(out.back())) {
            out.chop(1);
            changed = true;
        }
        if (!out.isEmpty() && kWrapping.contains(out.front())) {
            out.remove(0, 1);
            changed = true;
        }
        const QString trimmed = out.trimmed();
        changed = changed || trimmed.size() != out.size();
        out = trimmed;
    }
    return out;
}

bool answerMatches(const QString &output, const QString &expected)
{
    const QString answer = normalizedAnswer(output);
    const QString known = normalizedAnswer(expected);
    if (known.isEmpty())
        return answer.isEmpty();
    if (answer == known)
        return true;
    const auto answerNumber = asNumber(answer);
    const auto knownNumber = asNumber(known);
    if (answerNumber && knownNumber)
        return *answerNumber == *knownNumber;
    // "The answer is 42": the known answer closes the sentence, after a word boundary.
    if (!answer.endsWith(known))
        return false;
    const QChar before = answer.at(answer.size() - known.size() - 1);
    return !before.isLetterOrNumber();
}

QString toolCallProblem(const QString &output, const QString &toolName,
                        const QStringList &requiredKeys)
{
    const QString text = unwrapped(output);
    if (text.isEmpty())
        return GatesTr::tr("answered with nothing");
    nlohmann::json parsed = nlohmann::json::parse(text.toStdString(), nullptr, false);
    if (parsed.is_discarded()) {
        // A call written into the text (<tool_call>{...}</tool_call>): its outermost braces.
        if (hasBackslashKeys(text))
            return GatesTr::tr("writes keys as \\name\\ instead of \"name\", so the tool call "
                               "does not parse");
        const qsizetype open = text.indexOf(QLatin1Char('{'));
        const qsizetype close = text.lastIndexOf(QLatin1Char('}'));
        if (open < 0 || close < open)
            return GatesTr::tr("holds no tool call");
        parsed =
            nlohmann::json::parse(text.mid(open, close - open + 1).toStdString(), nullptr, false);
        if (parsed.is_discarded())
            return GatesTr::tr("has a tool call that does not parse as JSON");
    }
    const nlohmann::json *call = findCall(parsed);
    const nlohmann::json *name = call ? &call->at("name") : nullptr;
    if (!name || !name->is_string() || name->get<std::string>().empty())
        return GatesTr::tr("has a tool call without a function name");
    const QString called = QString::fromStdString(name->get<std::string>());
    if (!toolName.isEmpty() && called != toolName)
        return GatesTr::tr("calls %1 instead of %2").arg(called, toolName);

    // Arguments: OpenAI sends them as a JSON string; some templates as an object.
    nlohmann::json arguments;
    const auto found = call->find("arguments");
    const auto parameters = call->find("parameters");
    const nlohmann::json *raw = found != call->end()        ? &*found
                                : parameters != call->end() ? &*parameters
                                                            : nullptr;
    if (raw && raw->is_string() && !raw->get<std::string>().empty()) {
        const QString argumentText = QString::fromStdString(raw->get<std::string>());
        arguments = nlohmann::json::parse(raw->get<std::string>(), nullptr, false);
        if (arguments.is_discarded())
            return hasBackslashKeys(argumentText)
                       ? GatesTr::tr("writes the arguments' keys as \\name\\ instead of "
                                     "\"name\", so they do not parse: %1")
                             .arg(argumentText.left(80))
                       : GatesTr::tr("has arguments that do not parse as JSON: %1")
                             .arg(argumentText.left(80));
    } else if (raw) {
        arguments = *raw;
    }
    if (requiredKeys.isEmpty())
        return {};
    if (!arguments.is_object())
        return GatesTr::tr("calls %1 without a JSON object of arguments (needs %2)")
            .arg(called, quotedList(requiredKeys));
    QStringList missing;
    for (const QString &key : requiredKeys) {
        if (!arguments.contains(key.toStdString()))
            missing << key;
    }
    if (!missing.isEmpty())
        return GatesTr::tr("calls %1 without %n required argument(s): %2", nullptr,
                           static_cast<int>(missing.size()))
            .arg(called, quotedList(missing));
    return {};
}

double wordAgreement(const QString &a, const QString &b)
{
    const QStringList left = words(a);
    const QStringList right = words(b);
    const qsizetype longer = std::max(left.size(), right.size());
    if (longer == 0)
        return 1.0;
    qsizetype same = 0;
    for (qsizetype i = 0; i < std::min(left.size(), right.size()); ++i)
        same += left.at(i) == right.at(i) ? 1 : 0;
    return double(same) / double(longer);
}

QString problem(const CanaryOutput &canary)
{
    if (!canary.error.isEmpty())
        return GatesTr::tr("got no answer: %1").arg(canary.error);
    switch (canary.kind) {
    case CanaryKind::Json: {
        const QString text = unwrapped(canary.output);
        if (text.isEmpty())
            return GatesTr::tr("answered with nothing");
        if (nlohmann::json::parse(text.toStdString(), nullptr, false).is_discarded())
            return hasBackslashKeys(text)
                       ? GatesTr::tr("writes keys as \\name\\ instead of \"name\", so it is not "
                                     "valid JSON")
                       : GatesTr::tr("is not valid JSON");
        return {};
    }
    case CanaryKind::ToolCall:
        return toolCallProblem(canary.output, canary.toolName, canary.requiredKeys);
    case CanaryKind::Text:
        if (unwrapped(canary.output).isEmpty())
            return GatesTr::tr("answered with nothing");
        if (!canary.expected.isEmpty() && !canary.output.contains(canary.expected))
            return GatesTr::tr("does not contain the expected \"%1\"").arg(canary.expected);
        return {};
    case CanaryKind::ExactAnswer: {
        if (canary.probes.empty())
            return GatesTr::tr("has no probes");
        int wrong = 0;
        QString first;
        for (const CanaryProbeOutput &probe : canary.probes) {
            QString why;
            if (!probe.error.isEmpty())
                why = GatesTr::tr("got no answer to \"%1\": %2").arg(probe.prompt, probe.error);
            else if (!answerMatches(probe.output, probe.expected))
                why = GatesTr::tr("answered \"%1\" to \"%2\" (known answer: %3)")
                          .arg(probe.output.trimmed().left(60), probe.prompt, probe.expected);
            if (!why.isEmpty() && ++wrong == 1)
                first = why;
        }
        if (wrong == 0)
            return {};
        return wrong == 1 ? first
                          : GatesTr::tr("%1, and %2 more of %3 probes are wrong")
                                .arg(first)
                                .arg(wrong - 1)
                                .arg(canary.probes.size());
    }
    case CanaryKind::SameAsControl:
        if (canary.probes.empty())
            return GatesTr::tr("has no probes");
        for (const CanaryProbeOutput &probe : canary.probes) {
            if (!probe.error.isEmpty())
                return GatesTr::tr("got no answer to \"%1\": %2").arg(probe.prompt, probe.error);
        }
        return {};
    }
    return {};
}

std::optional<double> agreement(const CanaryOutput &candidate, const CanaryOutput &control)
{
    double sum = 0.0;
    int shared = 0;
    for (const CanaryProbeOutput &mine : candidate.probes) {
        const auto theirs =
            std::find_if(control.probes.begin(), control.probes.end(),
                         [&](const CanaryProbeOutput &p) { return p.prompt == mine.prompt; });
        if (theirs == control.probes.end())
            continue;
        sum += wordAgreement(mine.output, theirs->output);
        ++shared;
    }
    if (shared == 0)
        return std::nullopt;
    return sum / shared;
}

} // namespace lanebook::CanaryMatch
