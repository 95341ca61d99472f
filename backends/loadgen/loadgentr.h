#pragma once

#include <QCoreApplication>

namespace lanebook {

// The one translation context of backends/loadgen/: messages of the load generator and its HTTP
// client.
struct LoadGenTr
{
    Q_DECLARE_TR_FUNCTIONS(LoadGenTr)
};

} // namespace lanebook
