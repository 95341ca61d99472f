#include "models/findings/storytext.h"

#include <QCoreApplication>

namespace lanebook {

QString storyTextForDisplay(const QString &stored)
{
    if (stored.isEmpty())
        return stored;
    // The story's texts are the DemoNotebook context's sources; no other text matches one.
    const QByteArray source = stored.toUtf8();
    return QCoreApplication::translate("DemoNotebook", source.constData());
}

Finding findingForDisplay(Finding finding)
{
    for (QString *text :
         {&finding.title, &finding.hypothesis, &finding.hypothesisSource, &finding.prediction,
          &finding.verdictReason, &finding.analysisMarkdown, &finding.rulesOut, &finding.nextSteps})
        *text = storyTextForDisplay(*text);
    return finding;
}

FindingSummary findingForDisplay(FindingSummary summary)
{
    summary.title = storyTextForDisplay(summary.title);
    summary.verdictReason = storyTextForDisplay(summary.verdictReason);
    return summary;
}

} // namespace lanebook
