#pragma once

#include <QCoreApplication>

namespace lanebook {

// The one translation context of models/frontier/: SLOs, attainment and goodput.
struct FrontierTr
{
    Q_DECLARE_TR_FUNCTIONS(FrontierTr)
};

} // namespace lanebook
