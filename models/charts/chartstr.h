#pragma once

#include <QCoreApplication>

namespace lanebook {

// Translation context "Charts" for the chart builders' titles and empty-state messages: the
// library has no QObject, so a Tr struct stands in (as ComparisonTr does).
struct ChartsTr
{
    Q_DECLARE_TR_FUNCTIONS(Charts)
};

} // namespace lanebook
