#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace lanebook::stats {

// Descriptive summary of one metric over runs: the headline is the median with
// its IQR. Percentiles interpolate linearly between order statistics, numpy's default, so
// they match what benchmark tools print for the same values.
struct Summary
{
    int n = 0;                // finite values summarized
    int skippedNonFinite = 0; // NaN or infinite values left out, reported rather than hidden
    double median = 0.0;
    double p25 = 0.0;
    double p75 = 0.0;
    double iqr = 0.0; // p75 - p25
    double mean = 0.0;
    double min = 0.0;
    double max = 0.0;
    double p90 = 0.0;
    double p99 = 0.0;
    std::optional<double> stddev;    // sample (ddof = 1); needs two values
    std::optional<double> cvPercent; // stddev / mean; needs two values and a positive mean
    QString message;                 // why the summary, or part of it, is unavailable

    bool isAvailable() const { return n > 0; }
};

Summary summarize(const std::vector<double> &values);

// The p-th percentile (0..100) of sorted values, numpy's "linear" method. Values must be
// sorted and non-empty.
double percentileOfSorted(const std::vector<double> &sorted, double percentile);
double medianOfSorted(const std::vector<double> &sorted);
// Median of unsorted values (copies); NaN for none.
double medianOf(std::vector<double> values);

} // namespace lanebook::stats
