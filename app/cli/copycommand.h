#pragma once

#include "app/cli/commandline.h"

namespace lanebook::cli {

// lanebook-cli push --to NOTEBOOK and pull --from NOTEBOOK (copycommand.cpp).
int pushCommand(CommandContext &context);
int pullCommand(CommandContext &context);

} // namespace lanebook::cli
