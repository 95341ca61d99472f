#include "widgets/common/labelwrap.h"

#include "widgets/common/charwidth.h"

#include <QLabel>

namespace lanebook::LabelWrap {

namespace {

// As narrow as a wrapped label may become: a few words of ordinary text a line.
constexpr int kMinimumChars = 12;

} // namespace

void wrapAtAnyWidth(QLabel *label)
{
    label->setWordWrap(true);
    // An explicit minimum width takes the place of the label's minimum size hint (its longest
    // word) in every layout it is in.
    label->setMinimumWidth(charWidthPx(label->fontMetrics()) * kMinimumChars + 2 * label->margin() +
                           2 * label->frameWidth());
}

} // namespace lanebook::LabelWrap
