#include "widgets/findings/findingstyle.h"

#include <QCoreApplication>

namespace lanebook::FindingStyle {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(FindingStyle)
};

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

} // namespace

QColor verdictColor(std::optional<FindingVerdict> verdict, const QPalette &palette)
{
    const bool dark = isDark(palette);
    if (!verdict)
        return palette.color(QPalette::Text);
    switch (*verdict) {
    case FindingVerdict::Negative:
        return dark ? QColor(255, 120, 110) : QColor(178, 34, 34);
    case FindingVerdict::Adopted:
        return dark ? QColor(120, 220, 130) : QColor(27, 120, 45);
    case FindingVerdict::Invalid:
        return dark ? QColor(255, 190, 90) : QColor(170, 100, 0);
    case FindingVerdict::Inconclusive:
        return palette.color(QPalette::PlaceholderText);
    }
    return palette.color(QPalette::Text);
}

QString verdictBadge(std::optional<FindingVerdict> verdict)
{
    if (!verdict)
        return Tr::tr("under test");
    switch (*verdict) {
    case FindingVerdict::Negative:
        return QStringLiteral("✗ ") + findingVerdictTitle(*verdict);
    case FindingVerdict::Adopted:
        return QStringLiteral("✓ ") + findingVerdictTitle(*verdict);
    case FindingVerdict::Invalid:
        return QStringLiteral("⚠ ") + findingVerdictTitle(*verdict);
    case FindingVerdict::Inconclusive:
        return QStringLiteral("? ") + findingVerdictTitle(*verdict);
    }
    return {};
}

} // namespace lanebook::FindingStyle
