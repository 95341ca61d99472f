#pragma once

#include <QCoreApplication>

namespace lanebook {

// The one translation context of backends/export/: the exports' messages (CSV, JSON, lane packets).
struct ExportTr
{
    Q_DECLARE_TR_FUNCTIONS(ExportTr)
};

} // namespace lanebook
