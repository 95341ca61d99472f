#include "models/comparison/outlierflags.h"

#include "models/comparison/workloadpoint.h"
#include "models/statistics/outliers.h"
#include "models/statistics/summary.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <map>

namespace lanebook {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Outliers)
};

// Both rules' reasons for each flagged index, in index order.
std::map<int, QStringList> reasonsByIndex(const std::vector<double> &values)
{
    std::map<int, QStringList> reasons;
    for (const stats::OutlierFlag &flag : stats::flagOutliers(values))
        reasons[flag.index] << flag.reason;
    return reasons;
}

// Each latency's median over the successful requests, by RequestOutlier::metric: what the
// worst outlier is held against.
std::map<QString, double> latencyMedians(const std::vector<RequestSample> &samples)
{
    std::map<QString, std::vector<double>> values;
    for (const RequestSample &sample : samples) {
        if (!sample.error.isEmpty())
            continue;
        if (sample.ttftMs && std::isfinite(*sample.ttftMs))
            values[QStringLiteral("ttft_ms")].push_back(*sample.ttftMs);
        if (sample.e2elMs && std::isfinite(*sample.e2elMs))
            values[QStringLiteral("e2el_ms")].push_back(*sample.e2elMs);
    }
    std::map<QString, double> medians;
    for (const auto &[metric, list] : values)
        medians[metric] = stats::medianOf(list);
    return medians;
}

QString latencyWord(const QString &metric)
{
    return metric == QLatin1String("ttft_ms") ? Tr::tr("TTFT") : Tr::tr("end-to-end latency");
}

} // namespace

std::vector<RequestOutlier> requestOutliers(const std::vector<RequestSample> &samples)
{
    std::vector<RequestOutlier> out;
    const auto flag = [&](const char *metric, auto valueOf) {
        std::vector<double> values;
        std::vector<int> indices;
        for (const RequestSample &sample : samples) {
            const std::optional<double> value = valueOf(sample);
            // A failed request's latency measures the failure, not the server.
            if (!sample.error.isEmpty() || !value || !std::isfinite(*value))
                continue;
            values.push_back(*value);
            indices.push_back(sample.index);
        }
        for (const auto &[i, reasons] : reasonsByIndex(values))
            out.push_back({indices[size_t(i)], QString::fromLatin1(metric), values[size_t(i)],
                           reasons.join(QStringLiteral("; "))});
    };
    flag("ttft_ms", [](const RequestSample &s) { return s.ttftMs; });
    flag("e2el_ms", [](const RequestSample &s) { return s.e2elMs; });
    return out;
}

std::vector<RepeatOutlier> repeatOutliers(const std::vector<Run> &runs, const QString &metricName)
{
    // Runs at each point, by the first run's point (WorkloadPoint::matches, not exact keys:
    // measured means differ a little between repeats).
    std::vector<std::pair<WorkloadPoint, std::vector<const Run *>>> points;
    for (const Run &run : runs) {
        if (!run.metricValue(metricName))
            continue;
        const WorkloadPoint point = workloadPointOf(run);
        auto it = std::find_if(points.begin(), points.end(),
                               [&](const auto &p) { return p.first.matches(point); });
        if (it == points.end())
            points.push_back({point, {&run}});
        else
            it->second.push_back(&run);
    }
    std::map<const Run *, RepeatOutlier> flagged;
    for (const auto &[point, members] : points) {
        std::vector<double> values;
        for (const Run *run : members)
            values.push_back(*run->metricValue(metricName));
        for (const auto &[i, reasons] : reasonsByIndex(values)) {
            const Run *run = members[size_t(i)];
            flagged[run] = {run->id,
                            run->label,
                            point.label(),
                            metricName,
                            values[size_t(i)],
                            Tr::tr("%1 among %n repeat(s)", nullptr, int(values.size()))
                                .arg(reasons.join(QStringLiteral("; "))),
                            false};
        }
    }
    std::vector<RepeatOutlier> out;
    for (const Run &run : runs) {
        if (const auto it = flagged.find(&run); it != flagged.end())
            out.push_back(it->second);
    }
    return out;
}

QStringList repeatOutlierMetrics()
{
    return {QStringLiteral("output_tok_per_s"), QStringLiteral("median_ttft_ms"),
            QStringLiteral("median_e2el_ms")};
}

RunAmongRepeats runAmongRepeats(const Run &run, const std::vector<Run> &armRuns)
{
    RunAmongRepeats result;
    const WorkloadPoint point = workloadPointOf(run);
    std::vector<Run> atPoint{run};
    for (const Run &other : armRuns) {
        if (other.id != run.id && workloadPointOf(other).matches(point))
            atPoint.push_back(other);
    }
    result.repeats = int(atPoint.size());
    for (const QString &metric : repeatOutlierMetrics()) {
        if (!run.metricValue(metric))
            continue;
        result.metrics << metric;
        for (RepeatOutlier &outlier : repeatOutliers(atPoint, metric)) {
            if (outlier.runId == run.id)
                result.outliers.push_back(std::move(outlier));
        }
    }
    return result;
}

QString requestOutlierSummary(const Run &run)
{
    const std::vector<RequestOutlier> outliers = requestOutliers(run.samples);
    if (outliers.empty())
        return {};
    const std::map<QString, double> medians = latencyMedians(run.samples);
    const auto distance = [&medians](const RequestOutlier &o) {
        const auto median = medians.find(o.metric);
        if (median == medians.end() || !(median->second > 0.0) || !(o.valueMs > 0.0))
            return 0.0;
        return std::max(o.valueMs / median->second, median->second / o.valueMs);
    };
    const RequestOutlier &worst = *std::max_element(
        outliers.begin(), outliers.end(),
        [&distance](const auto &a, const auto &b) { return distance(a) < distance(b); });
    const auto median = medians.find(worst.metric);
    const QString name = run.label.isEmpty() ? QString::number(run.id) : run.label;
    return Tr::tr("Run %1: %n request latency(ies) stand out, the worst request %2's %3 at %4 "
                  "ms against a median of %5 ms; they are kept in its numbers.",
                  nullptr, int(outliers.size()))
        .arg(name)
        .arg(worst.requestIndex)
        .arg(latencyWord(worst.metric))
        .arg(worst.valueMs, 0, 'f', 1)
        .arg(median == medians.end() ? 0.0 : median->second, 0, 'f', 1);
}

QStringList requestOutlierDetails(const Run &run)
{
    QStringList lines;
    for (const RequestOutlier &o : requestOutliers(run.samples))
        lines << Tr::tr("request %1's %2 %3 ms (%4)")
                     .arg(o.requestIndex)
                     .arg(latencyWord(o.metric))
                     .arg(o.valueMs, 0, 'f', 1)
                     .arg(o.reason);
    return lines;
}

} // namespace lanebook
