#pragma once

#include <QCoreApplication>

namespace lanebook {

// The one translation context of backends/notebook/: the notebook store's messages (SQLite and
// PostgreSQL, journal, copies).
struct NotebookTr
{
    Q_DECLARE_TR_FUNCTIONS(NotebookTr)
};

} // namespace lanebook
