#pragma once

#include "models/frontier/slo.h"

#include <QString>

#include <optional>

namespace lanebook {

// A lane as the notebook keeps it (DESIGN.md §2: model x quantization x hardware, with its
// quality promise and baseline). Lanes are made by their first run or wave; what a person sets
// on one afterwards is its SLO, the bar its runs are judged against when a command or a wave
// plan names none.
struct LaneRecord
{
    qint64 id = 0;
    QString name;
    QString model;
    QString quantization;
    QString hardware;
    std::optional<Slo> slo;
    int runCount = 0;
};

} // namespace lanebook
