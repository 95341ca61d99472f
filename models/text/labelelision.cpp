#include "models/text/labelelision.h"

#include <QRegularExpression>

namespace lanebook {

namespace {

constexpr QChar kEllipsis = QChar(0x2026);

// The stem kept, then the ellipsis; the stem shortened from its middle until it fits.
QString elideMiddle(const QString &text, int availableWidth, const TextWidth &width)
{
    if (width(text) <= availableWidth)
        return text;
    // Keep more of the end than of the start: the start is the model, which the lane and
    // the Model column already name; the end is the setting that changed (c64, tg128).
    for (qsizetype kept = text.size() - 1; kept > 0; --kept) {
        const qsizetype head = kept / 3;
        const QString candidate = text.left(head) + kEllipsis + text.right(kept - head);
        if (width(candidate) <= availableWidth)
            return candidate;
    }
    return QString(kEllipsis);
}

} // namespace

QString withoutTrailingTimestamp(const QString &label)
{
    // A date and time in ISO basic form, Z optional, after a separator: what the importers
    // and the load generator append to a label.
    static const QRegularExpression timestamp(QStringLiteral("[-_ ]\\d{8}T\\d{4,6}(\\.\\d+)?Z?$"));
    const QRegularExpressionMatch match = timestamp.match(label);
    return match.hasMatch() && match.capturedStart() > 0 ? label.left(match.capturedStart())
                                                         : label;
}

QString elideRunLabel(const QString &label, int availableWidth, const TextWidth &width)
{
    if (width(label) <= availableWidth)
        return label;
    const QString stem = withoutTrailingTimestamp(label);
    if (stem.size() == label.size())
        return elideMiddle(label, availableWidth, width);
    // The separator stays, so "…-c64-…" still reads as a label that goes on.
    const QString withSeparator = label.left(stem.size() + 1);
    if (width(withSeparator + kEllipsis) <= availableWidth)
        return withSeparator + kEllipsis;
    return elideMiddle(stem + kEllipsis, availableWidth, width);
}

} // namespace lanebook
