#pragma once

#include <QCoreApplication>

namespace lanebook::stats {

// Translation context "Statistics" for the messages this library returns: it has no
// QObject, so a Tr struct stands in (Qt Creator's perfprofilertr.h pattern; lupdate reads
// StatisticsTr::tr calls).
struct StatisticsTr
{
    Q_DECLARE_TR_FUNCTIONS(Statistics)
};

} // namespace lanebook::stats
