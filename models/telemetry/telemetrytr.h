#pragma once

#include <QCoreApplication>

namespace lanebook {

// Translation context "Telemetry" for telemetry messages outside QObjects (parsers, sources).
struct TelemetryTr
{
    Q_DECLARE_TR_FUNCTIONS(Telemetry)
};

} // namespace lanebook
