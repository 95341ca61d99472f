#pragma once

#include "models/findings/findingverdict.h"

#include <QColor>
#include <QPalette>
#include <QString>

#include <optional>

namespace lanebook::FindingStyle {

// How a verdict looks wherever a finding is listed: negative results stand out (they are
// kept, and they are the ones people forget), adopted ones read as settled. Colours are
// picked to read on light and dark palettes.
QColor verdictColor(std::optional<FindingVerdict> verdict, const QPalette &palette);
// "✗ negative", "✓ adopted", "? inconclusive", "⚠ invalid", "under test".
QString verdictBadge(std::optional<FindingVerdict> verdict);

} // namespace lanebook::FindingStyle
