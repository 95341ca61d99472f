#pragma once

#include <QCoreApplication>

namespace lanebook {

// The one translation context of app/cli/: the command line's messages (lanebook-cli and its
// subcommands).
struct CliTr
{
    Q_DECLARE_TR_FUNCTIONS(CliTr)
};

} // namespace lanebook
