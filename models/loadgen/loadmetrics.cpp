#include "models/loadgen/loadmetrics.h"

#include "models/run/metricvocabulary.h"
#include "models/statistics/summary.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace lanebook::LoadMetrics {

namespace {

void addLatency(Run &run, const QString &metric, std::vector<double> values)
{
    if (values.empty())
        return; // vLLM writes 0.0 here; a latency nobody measured is left out instead
    std::sort(values.begin(), values.end());
    const double mean = std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
    double squares = 0.0;
    for (double v : values)
        squares += (v - mean) * (v - mean);
    using MetricVocabulary::latencyName;
    run.setMetric(latencyName(QStringLiteral("mean"), metric), mean);
    run.setMetric(latencyName(QStringLiteral("median"), metric), stats::medianOfSorted(values));
    run.setMetric(latencyName(QStringLiteral("std"), metric),
                  std::sqrt(squares / double(values.size())));
    run.setMetric(latencyName(QStringLiteral("min"), metric), values.front());
    run.setMetric(latencyName(QStringLiteral("max"), metric), values.back());
    for (double p : percentiles())
        run.setMetric(MetricVocabulary::percentileLatencyName(p, metric),
                      stats::percentileOfSorted(values, p));
}

} // namespace

const std::vector<double> &percentiles()
{
    static const std::vector<double> list = {90.0, 95.0, 99.0, 99.9};
    return list;
}

void addTo(Run &run, double durationS)
{
    int completed = 0;
    int failed = 0;
    double inputTokens = 0.0;
    double outputTokens = 0.0;
    double cachedTokens = 0.0;
    bool anyCached = false;
    double hitCached = 0.0; // over requests that reported both cached and prompt tokens
    double hitPrompt = 0.0;
    std::vector<double> ttfts, tpots, itls, e2els;
    for (const RequestSample &s : run.samples) {
        if (s.cachedTokens) {
            anyCached = true;
            cachedTokens += *s.cachedTokens;
            if (s.inputTokens && *s.inputTokens > 0) {
                hitCached += *s.cachedTokens;
                hitPrompt += *s.inputTokens;
            }
        }
        if (!s.error.isEmpty()) {
            ++failed;
            continue;
        }
        ++completed;
        const int out = s.outputTokens.value_or(0);
        inputTokens += s.inputTokens.value_or(0);
        outputTokens += out;
        if (s.ttftMs)
            ttfts.push_back(*s.ttftMs);
        if (s.e2elMs)
            e2els.push_back(*s.e2elMs);
        if (s.ttftMs && s.e2elMs && out > 1)
            tpots.push_back((*s.e2elMs - *s.ttftMs) / double(out - 1));
        itls.insert(itls.end(), s.itlMs.begin(), s.itlMs.end());
    }
    run.setMetric(QStringLiteral("num_prompts"), double(run.samples.size()));
    run.setMetric(QStringLiteral("completed"), completed);
    run.setMetric(QStringLiteral("failed"), failed);
    if (durationS > 0.0) {
        run.setMetric(QStringLiteral("duration_s"), durationS);
        run.setMetric(QStringLiteral("requests_per_s"), completed / durationS);
        run.setMetric(QStringLiteral("output_tok_per_s"), outputTokens / durationS);
        run.setMetric(QStringLiteral("total_tok_per_s"), (inputTokens + outputTokens) / durationS);
    }
    if (completed > 0) {
        run.setMetric(QStringLiteral("input_tokens_mean"), inputTokens / completed);
        run.setMetric(QStringLiteral("output_tokens_mean"), outputTokens / completed);
    }
    if (anyCached)
        run.setMetric(QStringLiteral("cached_tokens"), cachedTokens);
    if (hitPrompt > 0.0)
        run.setMetric(QStringLiteral("prefix_cache_hit_pct"), 100.0 * hitCached / hitPrompt);
    addLatency(run, QStringLiteral("ttft"), std::move(ttfts));
    addLatency(run, QStringLiteral("tpot"), std::move(tpots));
    addLatency(run, QStringLiteral("itl"), std::move(itls));
    addLatency(run, QStringLiteral("e2el"), std::move(e2els));
}

} // namespace lanebook::LoadMetrics
