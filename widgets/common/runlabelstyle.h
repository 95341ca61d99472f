#pragma once

#include "models/run/runformat.h"

#include <QColor>
#include <QIcon>
#include <QString>

class QStyleOptionViewItem;

namespace lanebook {

// How a run's label looks wherever a list shows it (the Runs table, the notebook tree).
namespace RunLabelStyle {

// A mark for the run's status, drawn before the label and in the Status column: a shape as
// well as a colour, so that statuses are told apart without colour vision. The gates suggest
// inconclusive only when no gate found a problem and some lacked their evidence, so "nothing
// was recorded to judge by" is marked apart from "a gate found a problem". Unjudged: a thin
// ring; no evidence (inconclusive): a grey dashed ring, empty as the evidence is; valid and
// promoted: a green disc; support only: a blue disc; a gate warned (diagnostic): an amber
// triangle; a gate failed (invalid): a red-orange diamond; the run failed: a red square.
// Colours of middle lightness read on light and dark palettes alike.
QColor statusColor(RunStatus status);
QIcon statusMark(RunStatus status);

// One or two sentences on what the status means for the run, for a tooltip, with the run's
// own status reason after it when there is one (for inconclusive, what to record).
QString statusToolTip(RunStatus status, const QString &reason = {});

// Shortens option->text to the cell's width with elideRunLabel (the shared start time goes
// before the middle that tells runs apart). Call in initStyleOption after the decoration is
// set; without a cell rectangle (size hints) the text is left whole.
void fitLabel(QStyleOptionViewItem *option);

} // namespace RunLabelStyle

} // namespace lanebook
