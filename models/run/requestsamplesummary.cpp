#include "models/run/requestsamplesummary.h"

#include "models/statistics/summary.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace lanebook {

namespace {

RequestSampleSummary::Latency latencyOf(std::vector<double> &values)
{
    RequestSampleSummary::Latency latency;
    latency.count = static_cast<int>(values.size());
    latency.medianMs = percentileOf(values, 50.0);
    latency.p90Ms = percentileOf(values, 90.0);
    latency.p99Ms = percentileOf(values, 99.0);
    return latency;
}

} // namespace

double percentileOf(std::vector<double> &values, double percentile)
{
    if (values.empty())
        return std::numeric_limits<double>::quiet_NaN();
    std::sort(values.begin(), values.end());
    return stats::percentileOfSorted(values, percentile);
}

RequestSampleSummary RequestSampleSummary::of(const std::vector<RequestSample> &samples)
{
    RequestSampleSummary summary;
    summary.requests = static_cast<int>(samples.size());
    std::vector<double> ttft;
    std::vector<double> e2el;
    for (const RequestSample &sample : samples) {
        if (!sample.error.isEmpty())
            ++summary.failed;
        if (sample.ttftMs && std::isfinite(*sample.ttftMs))
            ttft.push_back(*sample.ttftMs);
        if (sample.e2elMs && std::isfinite(*sample.e2elMs))
            e2el.push_back(*sample.e2elMs);
    }
    summary.ttft = latencyOf(ttft);
    summary.e2el = latencyOf(e2el);
    return summary;
}

} // namespace lanebook
