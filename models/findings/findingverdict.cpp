#include "models/findings/findingverdict.h"

#include "models/findings/findingstr.h"

namespace lanebook {

QString findingVerdictId(FindingVerdict verdict)
{
    switch (verdict) {
    case FindingVerdict::Adopted:
        return QStringLiteral("adopted");
    case FindingVerdict::Negative:
        return QStringLiteral("negative");
    case FindingVerdict::Inconclusive:
        return QStringLiteral("inconclusive");
    case FindingVerdict::Invalid:
        return QStringLiteral("invalid");
    }
    return QStringLiteral("inconclusive");
}

std::optional<FindingVerdict> findingVerdictFromId(const QString &id)
{
    for (FindingVerdict verdict : {FindingVerdict::Adopted, FindingVerdict::Negative,
                                   FindingVerdict::Inconclusive, FindingVerdict::Invalid}) {
        if (findingVerdictId(verdict) == id)
            return verdict;
    }
    return std::nullopt;
}

QString findingVerdictTitle(FindingVerdict verdict)
{
    switch (verdict) {
    case FindingVerdict::Adopted:
        return FindingsTr::tr("adopted");
    case FindingVerdict::Negative:
        return FindingsTr::tr("negative");
    case FindingVerdict::Inconclusive:
        return FindingsTr::tr("inconclusive");
    case FindingVerdict::Invalid:
        return FindingsTr::tr("invalid");
    }
    return FindingsTr::tr("inconclusive");
}

} // namespace lanebook
