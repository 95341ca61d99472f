#include "models/findings/findingverdict.h"

#include <QCoreApplication>

namespace lanebook {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(FindingVerdict)
};

} // namespace

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
        return Tr::tr("adopted");
    case FindingVerdict::Negative:
        return Tr::tr("negative");
    case FindingVerdict::Inconclusive:
        return Tr::tr("inconclusive");
    case FindingVerdict::Invalid:
        return Tr::tr("invalid");
    }
    return Tr::tr("inconclusive");
}

} // namespace lanebook
