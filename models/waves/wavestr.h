#pragma once

#include <QCoreApplication>

namespace lanebook {

// Translation context "Waves" for plan errors, schedule text and runner messages outside
// QObjects (as GatesTr and ComparisonTr do for theirs).
struct WavesTr
{
    Q_DECLARE_TR_FUNCTIONS(Waves)
};

} // namespace lanebook
