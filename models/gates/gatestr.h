#pragma once

#include <QCoreApplication>

namespace lanebook {

// Translation context "Gates" for the gates' reasons: the library has no QObject, so a Tr
// struct stands in (Qt Creator's perfprofilertr.h pattern).
struct GatesTr
{
    Q_DECLARE_TR_FUNCTIONS(Gates)
};

} // namespace lanebook
