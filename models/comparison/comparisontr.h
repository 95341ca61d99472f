#pragma once

#include <QCoreApplication>

namespace lanebook {

// Translation context "Comparison" for the comparison builder's messages and labels: the
// library has no QObject, so a Tr struct stands in (as GatesTr and StatisticsTr do).
struct ComparisonTr
{
    Q_DECLARE_TR_FUNCTIONS(Comparison)
};

} // namespace lanebook
