#pragma once

#include <QString>

namespace lanebook {

// The notebook a command uses when none is named: $LANEBOOK_NOTEBOOK, else the default
// notebook in the user's data folder (shared by the GUI and the CLI).
QString defaultNotebookPath();

} // namespace lanebook
