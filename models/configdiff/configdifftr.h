#pragma once

#include <QCoreApplication>

namespace lanebook {

// Translation context "ConfigDiff" for the config diff and its held-fixed variable names.
struct ConfigDiffTr
{
    Q_DECLARE_TR_FUNCTIONS(ConfigDiff)
};

} // namespace lanebook
