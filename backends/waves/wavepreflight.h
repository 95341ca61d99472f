#pragma once

#include "models/waves/waveplan.h"

#include <QStringList>

namespace lanebook {

// What the machine says about a valid plan before anything starts: for each
// arm whose server runs on this machine, its program must be found and executable, and its
// base URL's port must be free: a port already in use would fail the server's start, and a
// base URL that already answers HTTP would have another server measured in its place. Each
// refusal names the arm and the key path. Arms on an ssh host are not checked here (their
// machine is not this one). Blocks for at most about a second per occupied address; called
// on the wave's thread before the notebook is opened, so a refused plan writes nothing.
QStringList preflightWavePlan(const WavePlan &plan);

} // namespace lanebook
