// The run's validity gates in the inspector: one row per gate, worst first, the outcome in the
// words the Compare tab and the findings export use ("fail", "no evidence", ...) before the
// reason, coloured as the Compare tab colours them; the numbers a gate rests on in its tooltip.
#include "widgets/runs/runinspector.h"

#include "widgets/common/metricformat.h"
#include "widgets/comparison/comparisontext.h"

#include <QTreeWidget>
#include <QTreeWidgetItem>

#include <algorithm>

namespace lanebook {

void RunInspector::showGates(qint64 runId, const std::vector<GateResult> &gates)
{
    if (runId != m_runId || runId == 0)
        return;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        if (m_tree->topLevelItem(i)->data(0, Qt::UserRole).toString() == QLatin1String("gates"))
            delete m_tree->takeTopLevelItem(i--); // an earlier answer for the same run
    }
    // Right under the run's identity, whose Status row the gates explain.
    auto *section = new QTreeWidgetItem({tr("Gates")});
    section->setData(0, Qt::UserRole, QStringLiteral("gates"));
    m_tree->insertTopLevelItem(std::min(1, m_tree->topLevelItemCount()), section);
    QFont font = section->font(0);
    font.setBold(true);
    section->setFont(0, font);
    section->setFirstColumnSpanned(true);

    const std::vector<GateResult> ordered = ComparisonText::worstFirst(gates);
    for (const GateResult &gate : ordered) {
        const QString value = tr("%1: %2").arg(gateOutcomeTitle(gate), gate.reason);
        auto *item = new QTreeWidgetItem(section, {gateTitle(gate.gate), value});
        item->setToolTip(0, gateId(gate.gate));
        QStringList evidence;
        for (const GateEvidence &number : gate.evidence)
            evidence << QStringLiteral("%1 = %2").arg(number.name,
                                                      MetricFormat::number(number.value));
        item->setToolTip(
            1, evidence.isEmpty() ? value : value + QStringLiteral("\n\n") + evidence.join(u'\n'));
        // The word says it; the colour only helps the eye find the fails and warnings.
        if (gate.outcome == GateOutcome::Fail || gate.outcome == GateOutcome::Warn)
            item->setForeground(1, ComparisonText::gateColor(gate, palette()));
    }
    if (ordered.empty())
        new QTreeWidgetItem(section, {tr("None"), tr("no gate has judged this run")});
    section->setExpanded(true);
    measureColumns();
}

} // namespace lanebook
