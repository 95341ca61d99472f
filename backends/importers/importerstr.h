#pragma once

#include <QCoreApplication>

namespace lanebook {

// The one translation context of backends/importers/: messages of the result-file importers (which
// file, line or key was refused, and why).
struct ImportersTr
{
    Q_DECLARE_TR_FUNCTIONS(ImportersTr)
};

} // namespace lanebook
