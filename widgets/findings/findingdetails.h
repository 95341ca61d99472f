#pragma once

#include "models/findings/finding.h"

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
    QString error;                    // set when the finding could not be read
};

} // namespace lanebook
