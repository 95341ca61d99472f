#pragma once

#include <QCoreApplication>

namespace lanebook {

// The one translation context of backends/launcher/: messages of starting, probing and stopping
// servers and experiments.
struct LauncherTr
{
    Q_DECLARE_TR_FUNCTIONS(LauncherTr)
};

} // namespace lanebook
