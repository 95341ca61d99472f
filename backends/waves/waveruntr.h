#pragma once

#include <QCoreApplication>

namespace lanebook {

// The one translation context of backends/waves/: messages of the wave runner, its preflight and
// its arms' servers.
struct WaveRunTr
{
    Q_DECLARE_TR_FUNCTIONS(WaveRunTr)
};

} // namespace lanebook
