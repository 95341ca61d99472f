#pragma once

#include <QCoreApplication>

namespace lanebook {

// The one translation context of models/loadgen/: messages of load specs, prompt sets and load
// results.
struct LoadGenModelTr
{
    Q_DECLARE_TR_FUNCTIONS(LoadGenModelTr)
};

} // namespace lanebook
