#pragma once

#include "models/run/runformat.h"

#include <QColor>
#include <QIcon>

class QStyleOptionViewItem;

namespace lanebook {

// How a run's label looks wherever a list shows it (the Runs table, the notebook tree).
namespace RunLabelStyle {

// A coloured mark for the run's status, drawn before the label: a failed or invalid run is
// not a plain empty row. Unjudged runs get a hollow ring, so that every row keeps the same
// indent. Colours of middle lightness read on light and dark palettes alike.
QColor statusColor(RunStatus status);
QIcon statusMark(RunStatus status);

// Shortens option->text to the cell's width with elideRunLabel (the shared start time goes
// before the middle that tells runs apart). Call in initStyleOption after the decoration is
// set; without a cell rectangle (size hints) the text is left whole.
void fitLabel(QStyleOptionViewItem *option);

} // namespace RunLabelStyle

} // namespace lanebook
