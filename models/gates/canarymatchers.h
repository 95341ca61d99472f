#pragma once

#include "models/gates/rungatecontext.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace lanebook {

// How a canary's output is judged: the matchers behind the quality_canary gate, the wave's
// verdict at recording time, the inspector and the findings export. Pure functions.
namespace CanaryMatch {

// An answer as it is compared: trimmed, lower case, without surrounding quotes, asterisks
// or backticks and without trailing punctuation (". ! ? , ; :").
QString normalizedAnswer(const QString &text);

// Whether a model's answer is the known one, leniently: equal once normalized, equal as
// numbers ("42.0" is 42), or ending with it at a word boundary ("The answer is 42.").
bool answerMatches(const QString &output, const QString &expected);

// Why a tool call does not hold what was asked; empty when it does. `output` is the
// message's tool_calls as JSON (what the wave records), or text holding one call object.
// The call must name a function (`toolName` when given) and, when `requiredKeys` is not
// empty, carry arguments that parse as a JSON object holding every key.
QString toolCallProblem(const QString &output, const QString &toolName,
                        const QStringList &requiredKeys);

// Top-1 agreement at the word level: the share of word positions (over the longer output)
// where both outputs have the same word. 1 when both are empty.
double wordAgreement(const QString &a, const QString &b);

// Why the canary's output is broken, judged on its own; empty when it is fine. A
// same-as-control canary is judged against the control (agreement), so only a missing
// output is a problem here.
QString problem(const CanaryOutput &canary);

// The mean word agreement of a candidate's same-as-control outputs with the control's, probe
// by probe (matched by prompt); std::nullopt when they share no prompt.
std::optional<double> agreement(const CanaryOutput &candidate, const CanaryOutput &control);

} // namespace CanaryMatch

} // namespace lanebook
