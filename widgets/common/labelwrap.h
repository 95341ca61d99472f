#pragma once

class QLabel;

namespace lanebook {

// Labels whose text can hold a long unbroken word: a run label, a tag, a file name, a URL.
namespace LabelWrap {

// Wraps the label's text where lines may break (spaces, hyphens, after a slash) and lets the
// label narrow past its longest word. A wrapped QLabel is never narrower than its longest
// word, and a run label such as "llama_3_1_405b_…_c512_r3" is one word: one in a message set
// the minimum width of the page, of the dock, and of the main window. Here the rest of such a
// word is cut off at the label's edge instead (a wider window shows it), and the label asks
// for a few characters of width at least.
void wrapAtAnyWidth(QLabel *label);

} // namespace LabelWrap

} // namespace lanebook
