// The requests of a run that stand out (outlierflags.h) under its Requests section, and the
// run itself against its arm's repeats: how many, and each with the rule that flagged it.
// They stay in every number shown; the inspector only names them.
#include "widgets/runs/runinspector.h"

#include "models/comparison/outlierflags.h"
#include "widgets/common/metricformat.h"

#include <QColor>
#include <QTreeWidgetItem>

namespace lanebook {

namespace {

constexpr int kListedOutliers = 20;

} // namespace

void RunInspector::addRequestOutliers(QTreeWidgetItem *section, const Run &run)
{
    const std::vector<RequestOutlier> outliers = requestOutliers(run.samples);
    auto *item = new QTreeWidgetItem(
        section, {tr("Outliers"),
                  outliers.empty() ? tr("none: no request's TTFT or end-to-end latency stands out")
                                   : tr("%n request latency(ies) stand out; kept in every number",
                                        nullptr, int(outliers.size()))});
    item->setToolTip(1, tr("Modified z-score beyond 3.5, or outside the 1.5 IQR Tukey fences, "
                           "among the run's successful requests"));
    const QString ms = QStringLiteral("ms");
    for (size_t i = 0; i < outliers.size() && i < size_t(kListedOutliers); ++i) {
        const RequestOutlier &outlier = outliers[i];
        const QString what =
            outlier.metric == QLatin1String("ttft_ms") ? tr("TTFT") : tr("End-to-end");
        auto *line = new QTreeWidgetItem(
            item, {tr("Request %1 · %2").arg(outlier.requestIndex).arg(what),
                   tr("%1: %2").arg(MetricFormat::withUnit(outlier.valueMs, ms), outlier.reason)});
        line->setToolTip(1, line->text(1));
    }
    if (outliers.size() > size_t(kListedOutliers))
        new QTreeWidgetItem(
            item, {tr("and %n more", nullptr, int(outliers.size()) - kListedOutliers), {}});
}

void RunInspector::showAmongRepeats(qint64 runId, const RunAmongRepeats &among)
{
    if (runId != m_runId || runId == 0)
        return;
    addAmongRepeats(among);
    measureColumns();
}

void RunInspector::addAmongRepeats(const RunAmongRepeats &among)
{
    QTreeWidgetItem *section = addSection(tr("Among its repeats"));
    if (among.repeats < 3 || among.metrics.isEmpty()) {
        new QTreeWidgetItem(section,
                            {tr("Outlier"), tr("not judged: %n repeat(s) of its arm at this point, "
                                               "3 are needed",
                                               nullptr, among.repeats)});
        return;
    }
    if (among.outliers.empty()) {
        auto *item = new QTreeWidgetItem(
            section, {tr("Outlier"), tr("no: in line with the %n repeat(s) of its arm at this "
                                        "point (%1)",
                                        nullptr, among.repeats)
                                         .arg(among.metrics.join(QStringLiteral(", ")))});
        item->setToolTip(1, item->text(1));
        return;
    }
    for (const RepeatOutlier &outlier : among.outliers) {
        auto *item = new QTreeWidgetItem(
            section, {tr("Outlier · %1").arg(outlier.metric),
                      tr("%1 stands out: %2; kept in every number")
                          .arg(QString::number(outlier.value, 'g', 6), outlier.reason)});
        item->setForeground(1, QColor(0xd0, 0x39, 0x3b)); // the canaries' fail colour
        item->setToolTip(1, item->text(1));
    }
}

} // namespace lanebook
