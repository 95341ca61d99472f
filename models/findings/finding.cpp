#include "models/findings/finding.h"

#include "models/findings/findingstr.h"

namespace lanebook {

const std::vector<FindingField> &allFindingFields()
{
    static const std::vector<FindingField> fields{
        FindingField::Title,         FindingField::Hypothesis, FindingField::Prediction,
        FindingField::VerdictReason, FindingField::Analysis,   FindingField::RulesOut,
        FindingField::NextSteps};
    return fields;
}

QString findingFieldId(FindingField field)
{
    switch (field) {
    case FindingField::Title:
        return QStringLiteral("title");
    case FindingField::Hypothesis:
        return QStringLiteral("hypothesis");
    case FindingField::Prediction:
        return QStringLiteral("prediction");
    case FindingField::VerdictReason:
        return QStringLiteral("verdict_reason");
    case FindingField::Analysis:
        return QStringLiteral("analysis_md");
    case FindingField::RulesOut:
        return QStringLiteral("rules_out");
    case FindingField::NextSteps:
        return QStringLiteral("next_steps");
    }
    return QStringLiteral("title");
}

std::optional<FindingField> findingFieldFromId(const QString &id)
{
    for (FindingField field : allFindingFields()) {
        if (findingFieldId(field) == id)
            return field;
    }
    // The CLI and the Findings tab may say "analysis" and "next".
    if (id == QLatin1String("analysis"))
        return FindingField::Analysis;
    if (id == QLatin1String("next"))
        return FindingField::NextSteps;
    return std::nullopt;
}

QString findingFieldTitle(FindingField field)
{
    switch (field) {
    case FindingField::Title:
        return FindingsTr::tr("Title");
    case FindingField::Hypothesis:
        return FindingsTr::tr("Hypothesis");
    case FindingField::Prediction:
        return FindingsTr::tr("Prediction");
    case FindingField::VerdictReason:
        return FindingsTr::tr("Reason for the verdict");
    case FindingField::Analysis:
        return FindingsTr::tr("Analysis");
    case FindingField::RulesOut:
        return FindingsTr::tr("Rules out");
    case FindingField::NextSteps:
        return FindingsTr::tr("Next");
    }
    return {};
}

QString Finding::text(FindingField field) const
{
    switch (field) {
    case FindingField::Title:
        return title;
    case FindingField::Hypothesis:
        return hypothesis;
    case FindingField::Prediction:
        return prediction;
    case FindingField::VerdictReason:
        return verdictReason;
    case FindingField::Analysis:
        return analysisMarkdown;
    case FindingField::RulesOut:
        return rulesOut;
    case FindingField::NextSteps:
        return nextSteps;
    }
    return {};
}

void Finding::setText(FindingField field, const QString &text)
{
    switch (field) {
    case FindingField::Title:
        title = text;
        break;
    case FindingField::Hypothesis:
        hypothesis = text;
        break;
    case FindingField::Prediction:
        prediction = text;
        break;
    case FindingField::VerdictReason:
        verdictReason = text;
        break;
    case FindingField::Analysis:
        analysisMarkdown = text;
        break;
    case FindingField::RulesOut:
        rulesOut = text;
        break;
    case FindingField::NextSteps:
        nextSteps = text;
        break;
    }
}

} // namespace lanebook
