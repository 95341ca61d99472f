#include "widgets/comparison/comparisontext.h"

#include "models/comparison/comparisonclaim.h"
#include "models/run/metricvocabulary.h"
#include "models/text/numbertext.h"
#include "widgets/common/metricformat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace lanebook::ComparisonText {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ComparisonText)
};

const QColor kGreen(0x2e, 0x9d, 0x4a);
const QColor kRed(0xd0, 0x39, 0x3b);
const QColor kAmber(0xd9, 0x8e, 0x04);

// Between the text and the window colour: quieter than text, still readable (the disabled
// text colour is too faint for a verdict).
QColor grey(const QPalette &palette)
{
    const QColor text = palette.color(QPalette::WindowText);
    const QColor window = palette.color(QPalette::Window);
    auto mix = [](int a, int b) { return (a * 55 + b * 45) / 100; };
    return QColor(mix(text.red(), window.red()), mix(text.green(), window.green()),
                  mix(text.blue(), window.blue()));
}

// On screen every figure takes the locale's decimal mark ("±1,0%" in German); NumberText's
// rules decide the digits (MetricFormat::localized).
QString percentPlain(double percent)
{
    return QLocale().toString(percent, 'f', std::fabs(percent) < 10.0 ? 1 : 0);
}

QString signedPercent(const std::optional<double> &percent)
{
    return MetricFormat::localized(NumberText::signedPercent(percent));
}

QString confidencePercent(double confidence)
{
    return QLocale().toString(confidence * 100.0, 'g', 3);
}

} // namespace

QString verdictTitle(stats::Verdict verdict)
{
    switch (verdict) {
    case stats::Verdict::Faster:
        return Tr::tr("Faster");
    case stats::Verdict::Slower:
        return Tr::tr("Slower");
    case stats::Verdict::WithinNoise:
        return Tr::tr("Within noise");
    case stats::Verdict::NotEnoughData:
        break;
    }
    return Tr::tr("Not enough data");
}

QColor verdictColor(stats::Verdict verdict, const QPalette &palette)
{
    switch (verdict) {
    case stats::Verdict::Faster:
        return kGreen;
    case stats::Verdict::Slower:
        return kRed;
    case stats::Verdict::WithinNoise:
        return grey(palette);
    case stats::Verdict::NotEnoughData:
        break;
    }
    return kAmber;
}

QColor gateColor(const GateResult &gate, const QPalette &palette)
{
    switch (gate.outcome) {
    case GateOutcome::Fail:
        return kRed;
    case GateOutcome::Warn:
        return kAmber;
    case GateOutcome::Pass:
        return kGreen;
    case GateOutcome::NotApplicable:
        break;
    }
    return grey(palette);
}

QColor statusColor(RunStatus status, const QPalette &palette)
{
    switch (status) {
    case RunStatus::Invalid:
    case RunStatus::Failed:
        return kRed;
    case RunStatus::Diagnostic:
        return kAmber;
    case RunStatus::Valid:
    case RunStatus::Promoted:
        return kGreen;
    case RunStatus::Inconclusive: // no evidence recorded, not a problem found
        return grey(palette);
    case RunStatus::Unjudged:
    case RunStatus::SupportOnly:
        break;
    }
    return palette.color(QPalette::WindowText);
}

int gateSeverityRank(const GateResult &gate)
{
    switch (gate.outcome) {
    case GateOutcome::Fail:
        return 0;
    case GateOutcome::Warn:
        return 1;
    case GateOutcome::Pass:
        return 3;
    case GateOutcome::NotApplicable:
        break;
    }
    return gate.missingEvidence() ? 2 : 4;
}

std::vector<GateResult> worstFirst(std::vector<GateResult> gates)
{
    std::stable_sort(gates.begin(), gates.end(), [](const GateResult &a, const GateResult &b) {
        return gateSeverityRank(a) < gateSeverityRank(b);
    });
    return gates;
}

QColor tint(const QColor &color, const QPalette &palette, double amount)
{
    const QColor base = palette.color(QPalette::Base);
    auto mix = [amount](int a, int b) {
        return static_cast<int>(std::lround(a + (b - a) * amount));
    };
    return QColor(mix(base.red(), color.red()), mix(base.green(), color.green()),
                  mix(base.blue(), color.blue()));
}

QString headline(const ComparisonReport &report)
{
    if (!report.comparable)
        return Tr::tr("These runs cannot be compared");
    if (claimStanding(report) == ClaimStanding::DoesNotCount)
        return MetricFormat::localized(doesNotCountSentence(report));
    const QString delta = signedPercent(report.deltaPercent);
    switch (report.verdict) {
    case stats::Verdict::Faster:
        return Tr::tr("Candidate (B) is faster: %1 %2")
            .arg(delta, MetricVocabulary::displayName(report.metricName));
    case stats::Verdict::Slower:
        return Tr::tr("Candidate (B) is slower: %1 %2")
            .arg(delta, MetricVocabulary::displayName(report.metricName));
    case stats::Verdict::WithinNoise:
        return Tr::tr("Within noise: %1 %2")
            .arg(delta, MetricVocabulary::displayName(report.metricName));
    case stats::Verdict::NotEnoughData:
        break;
    }
    return report.deltaPercent ? Tr::tr("Not enough data to call it: %1 %2 so far")
                                     .arg(delta, MetricVocabulary::displayName(report.metricName))
                               : Tr::tr("Not enough data to call it");
}

QColor bannerColor(const ComparisonReport &report, const QPalette &palette)
{
    // A missing comparison is not a neutral state: it is as red as a regression.
    if (!report.comparable)
        return verdictColor(stats::Verdict::Slower, palette);
    if (claimStanding(report) == ClaimStanding::DoesNotCount)
        return verdictColor(stats::Verdict::NotEnoughData, palette);
    return verdictColor(report.verdict, palette);
}

bool headlineIsColoured(const ComparisonReport &report)
{
    if (!report.comparable)
        return true;
    const ClaimStanding standing = claimStanding(report);
    return standing == ClaimStanding::NoVerdict ||
           (standing == ClaimStanding::Counts && report.verdict != stats::Verdict::WithinNoise);
}

QString detail(const ComparisonReport &report)
{
    QStringList parts;
    if (report.ciLowPercent && report.ciHighPercent)
        parts << Tr::tr("%1% CI %2")
                     .arg(confidencePercent(report.confidence),
                          MetricFormat::localized(NumberText::percentInterval(
                              report.ciLowPercent, report.ciHighPercent)));
    if (report.pValue) {
        const QString p = MetricFormat::localized(NumberText::pValue(report.pValue));
        parts << (p.startsWith(u'<') ? Tr::tr("p %1").arg(p) : Tr::tr("p = %1").arg(p));
    }
    if (report.overallMethod != OverallMethod::None) {
        parts << (report.pairs ? Tr::tr("%n pair(s), paired", nullptr, *report.pairs)
                               : Tr::tr("unpaired: not drift-controlled"));
        if (report.points.size() > 1)
            parts << overallMethodText(report.overallMethod);
        parts << Tr::tr("called only outside ±%1%").arg(percentPlain(report.thresholdPercent));
    }
    if (!report.metricName.isEmpty()) {
        const QString direction = report.direction == stats::MetricDirection::HigherIsBetter
                                      ? Tr::tr("higher is better")
                                      : Tr::tr("lower is better");
        parts << (report.metricChosenAutomatically
                      ? Tr::tr("%1, %2 (chosen from the runs)")
                            .arg(MetricVocabulary::displayName(report.metricName), direction)
                      : Tr::tr("%1, %2").arg(MetricVocabulary::displayName(report.metricName),
                                             direction));
    }
    return parts.join(QStringLiteral(" · "));
}

QString statistics(const ComparisonReport &report)
{
    QStringList parts;
    if (report.noiseFloorPercent)
        parts << Tr::tr("Noise floor ±%1% (A/A spread, from %2)")
                     .arg(percentPlain(*report.noiseFloorPercent), report.noiseFloorSource);
    else
        parts << Tr::tr("Noise floor %1 (until then the 1% minimum applies)")
                     .arg(noiseFloorUnknownText());
    parts << Tr::tr("decision threshold ±%1%").arg(percentPlain(report.thresholdPercent));
    if (report.detectableEffectPercent) {
        QString effect = Tr::tr("smallest effect this data could detect: %1%")
                             .arg(percentPlain(*report.detectableEffectPercent));
        if (report.cvPercent)
            effect += Tr::tr(" (run-to-run spread %1%)").arg(percentPlain(*report.cvPercent));
        parts << effect;
    } else {
        parts << Tr::tr("smallest detectable effect unknown: it needs repeats on both arms");
    }
    return parts.join(QStringLiteral(" · "));
}

} // namespace lanebook::ComparisonText
