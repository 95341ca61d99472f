#include "models/findings/findingsmarkdown.h"

#include "models/findings/findingstr.h"

#include "models/comparison/comparisonclaim.h"
#include "models/findings/findingsformat.h"
#include "models/findings/markdowntext.h"
#include "models/findings/secretredaction.h"
#include "models/text/numbertext.h"

namespace lanebook {

namespace {

namespace F = FindingsFormat;
namespace N = NumberText;
namespace M = MarkdownText;

QString countsLine(const FindingsDocument &document)
{
    int counts[4] = {0, 0, 0, 0};
    int open = 0;
    for (const FindingEvidence &e : document.findings) {
        if (e.finding.verdict)
            ++counts[int(*e.finding.verdict)];
        else
            ++open;
    }
    QStringList parts;
    for (FindingVerdict v : {FindingVerdict::Adopted, FindingVerdict::Negative,
                             FindingVerdict::Inconclusive, FindingVerdict::Invalid})
        parts << QStringLiteral("%1 %2").arg(counts[int(v)]).arg(findingVerdictTitle(v));
    parts << FindingsTr::tr("%1 still under test").arg(open);
    return FindingsTr::tr("%n finding(s): %1.", nullptr, int(document.findings.size()))
        .arg(parts.join(QStringLiteral(", ")));
}

QString resultCell(const FindingEvidence &e)
{
    if (!e.comparison || !e.comparison->comparable)
        return FindingsTr::tr("no comparison");
    const ComparisonReport &r = *e.comparison;
    // The measured verdict, marked when the gates withhold it (comparisonclaim.h).
    return QStringLiteral("%1 %2 (%3) %4")
        .arg(F::metricName(r.metricName), N::signedPercent(r.deltaPercent),
             N::percentRange(r.ciLowPercent, r.ciHighPercent), M::tableCell(verdictCellText(r)));
}

QString summaryTable(const FindingsDocument &document)
{
    QList<QStringList> rows;
    int number = 0;
    for (const FindingEvidence &e : document.findings) {
        ++number;
        const Finding &f = e.finding;
        const QString anchor = M::headingAnchor(findingHeadingText(f, number));
        rows << QStringList{
            QString::number(number),
            QStringLiteral("[%1](#%2)").arg(M::tableCell(redactSecretsInText(f.title)), anchor),
            f.verdict ? QStringLiteral("**%1**").arg(findingVerdictTitle(*f.verdict))
                      : FindingsTr::tr("under test"),
            resultCell(e), M::tableCell(redactSecretsInText(f.verdictReason))};
    }
    return M::table({FindingsTr::tr("#"), FindingsTr::tr("Finding"), FindingsTr::tr("Verdict"),
                     FindingsTr::tr("Result (delta, CI, measured verdict)"),
                     FindingsTr::tr("Reason")},
                    rows);
}

} // namespace

QString renderFindingsMarkdown(const FindingsDocument &document)
{
    QString out = QStringLiteral("# ");
    out += document.scope.isEmpty() ? FindingsTr::tr("Findings")
                                    : FindingsTr::tr("Findings: %1")
                                          .arg(M::inlineText(redactSecretsInText(document.scope)));
    out += QStringLiteral("\n\n");
    QStringList origin;
    if (!document.generator.isEmpty())
        origin << FindingsTr::tr("Exported by %1").arg(M::inlineText(document.generator));
    if (!document.notebookName.isEmpty())
        origin << FindingsTr::tr("from the notebook %1").arg(M::codeSpan(document.notebookName));
    if (document.generatedAt.isValid())
        origin << FindingsTr::tr("on %1").arg(F::timestamp(document.generatedAt));
    if (!origin.isEmpty())
        out += u'_' + origin.join(u' ') + QStringLiteral("._\n\n");

    if (document.findings.empty()) {
        out += document.scope.isEmpty()
                   ? FindingsTr::tr("No findings are recorded in this notebook yet.")
                   : FindingsTr::tr("No findings are recorded for the lane %1.")
                         .arg(M::codeSpan(document.scope));
        out +=
            u' ' +
            FindingsTr::tr("Write one down before measuring: `lanebook-cli finding new --title T "
                           "--hypothesis H`, or the Findings tab.") +
            u'\n';
        return out;
    }
    out += countsLine(document) + u' ' +
           FindingsTr::tr("Negative results are kept: they say what not to try again.") +
           QStringLiteral("\n\n");
    if (!document.chartsUnavailable.isEmpty())
        out += u'_' + M::inlineText(document.chartsUnavailable) + QStringLiteral("_\n\n");
    out += QStringLiteral("## ") + FindingsTr::tr("Summary") + QStringLiteral("\n\n");
    out += summaryTable(document);
    int number = 0;
    for (const FindingEvidence &e : document.findings)
        out += u'\n' + renderFindingSection(e, ++number);
    return out;
}

} // namespace lanebook
