#pragma once

#include <QString>

#include <functional>

namespace lanebook {

// Run labels such as "GLM-5-NVFP4-vllm-c64-20260214T123000Z" differ in the middle (the
// concurrency) and end in a start time that every run of a sweep shares to the minute. An
// ordinary middle elision keeps both ends and hides what tells the runs apart; this one gives
// up the trailing timestamp first ("GLM-5-NVFP4-vllm-c64-…"), and only then the middle.
// Pure: the caller measures text (QFontMetrics::horizontalAdvance in a view).
using TextWidth = std::function<int(const QString &)>;
QString elideRunLabel(const QString &label, int availableWidth, const TextWidth &width);

// The label without its trailing start time ("…-20260214T123000Z", "_20250424T115850"), or
// the label itself when it has none.
QString withoutTrailingTimestamp(const QString &label);

} // namespace lanebook
