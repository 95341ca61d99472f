#pragma once

#include "models/findings/finding.h"

#include <QDateTime>
#include <QHash>
#include <QString>

#include <vector>

namespace lanebook {

// A finding as the Findings tab's editor shows it: the finding in full, its edit history
// (oldest first), and the names of what it links to, read together off the GUI thread.
struct FindingDetails
{
    Finding finding;
    std::vector<FindingEdit> edits;
    QHash<qint64, QString> runLabels; // linked run id -> label
    QHash<qint64, QString> waveNames; // linked wave id -> name
    // When the earliest linked run started (invalid: none linked, or no start recorded):
    // whether the hypothesis predates the results is a fact to show, not to assume.
    QDateTime firstResultAt;
    QString error; // set when the finding could not be read
};

} // namespace lanebook
