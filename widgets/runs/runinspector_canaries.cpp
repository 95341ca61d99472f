// The run's canaries in the inspector: each canary's verdict on one line (the problem when it
// failed), and under it what the model said, prompt by prompt with the known answers, so a
// failing canary can be read without opening the raw JSON.
#include "widgets/runs/runinspector.h"

#include "models/gates/canarymatchers.h"
#include "models/gates/runevidence.h"

#include <QBrush>
#include <QColor>
#include <QTreeWidgetItem>

namespace lanebook {

namespace {

// The compare view's colours for pass and fail, so a verdict reads the same everywhere.
const QColor kPassColor(0x2e, 0x9d, 0x4a);
const QColor kFailColor(0xd0, 0x39, 0x3b);

QString kindTitle(CanaryKind kind)
{
    switch (kind) {
    case CanaryKind::Json:
        return RunInspector::tr("JSON");
    case CanaryKind::ToolCall:
        return RunInspector::tr("tool call");
    case CanaryKind::Text:
        return RunInspector::tr("text");
    case CanaryKind::ExactAnswer:
        return RunInspector::tr("exact answers");
    case CanaryKind::SameAsControl:
        return RunInspector::tr("same output as the control");
    }
    return {};
}

// Long outputs on one line; the tooltip has all of it.
QString oneLine(const QString &text)
{
    QString line = text.simplified();
    return line.size() > 160 ? line.left(159) + QChar(0x2026) : line;
}

QTreeWidgetItem *addLine(QTreeWidgetItem *parent, const QString &name, const QString &value,
                         const QString &toolTip = {})
{
    auto *item = new QTreeWidgetItem(parent, {name, value});
    item->setToolTip(0, name);
    item->setToolTip(1, toolTip.isEmpty() ? value : toolTip);
    return item;
}

void markVerdict(QTreeWidgetItem *item, bool passed)
{
    item->setForeground(1, passed ? kPassColor : kFailColor);
}

} // namespace

void RunInspector::addCanaries(const Run &run)
{
    const std::vector<CanaryOutput> canaries = RunEvidence::canaries(run, {});
    if (canaries.empty())
        return;
    QTreeWidgetItem *section = addSection(tr("Canaries"));
    for (const CanaryOutput &canary : canaries) {
        const QString problem = CanaryMatch::problem(canary);
        QString verdict;
        if (!problem.isEmpty())
            verdict = tr("fails: %1").arg(problem);
        else if (canary.kind == CanaryKind::SameAsControl)
            verdict = tr("answered: agreement is judged against the control in a comparison "
                         "(at least %1% of words)")
                          .arg(canary.minAgreement * 100.0, 0, 'g', 3);
        else
            verdict = tr("passes");
        QTreeWidgetItem *item =
            addLine(section, tr("%1 (%2)").arg(canary.name, kindTitle(canary.kind)), verdict);
        markVerdict(item, problem.isEmpty());
        if (!canary.requiredKeys.isEmpty() || !canary.toolName.isEmpty())
            addLine(item, tr("Must call"),
                    tr("%1 with %2")
                        .arg(canary.toolName.isEmpty() ? tr("any function") : canary.toolName,
                             canary.requiredKeys.isEmpty()
                                 ? tr("any arguments")
                                 : canary.requiredKeys.join(QStringLiteral(", "))));
        if (!canary.expected.isEmpty() && canary.probes.empty())
            addLine(item, tr("Expected"), canary.expected);
        if (canary.probes.empty()) {
            addLine(item, tr("Output"),
                    canary.error.isEmpty() ? oneLine(canary.output)
                                           : tr("no answer: %1").arg(canary.error),
                    canary.error.isEmpty() ? canary.output : canary.error);
            continue;
        }
        for (const CanaryProbeOutput &probe : canary.probes) {
            QString said = probe.error.isEmpty() ? oneLine(probe.output)
                                                 : tr("no answer: %1").arg(probe.error);
            QTreeWidgetItem *line = addLine(item, oneLine(probe.prompt), said,
                                            probe.error.isEmpty() ? probe.output : probe.error);
            if (canary.kind == CanaryKind::ExactAnswer) {
                const bool right = probe.error.isEmpty() &&
                                   CanaryMatch::answerMatches(probe.output, probe.expected);
                line->setText(1,
                              right ? said : tr("%1 (known answer: %2)").arg(said, probe.expected));
                markVerdict(line, right);
            }
        }
    }
}

} // namespace lanebook
