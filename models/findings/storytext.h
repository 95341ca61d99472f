#pragma once

#include "models/findings/finding.h"

#include <QString>

namespace lanebook {

// The demo's story findings are stored in English whatever the language (so the same story is
// found again under every language; app/gui/demonotebook_findings.cpp) and shown in the
// user's language. Text a person typed has no translation and comes back as it is.
QString storyTextForDisplay(const QString &stored);

// The same over every text field of a finding, or of its summary.
Finding findingForDisplay(Finding finding);
FindingSummary findingForDisplay(FindingSummary summary);

} // namespace lanebook
