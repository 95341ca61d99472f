#pragma once

#include "models/comparison/regressioncheck.h"
#include "models/gates/gateresult.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <vector>

namespace lanebook::cli {

// What `lanebook-cli check` found, and its three renderings: the terminal's lines, a JUnit
// XML a CI system shows as test results (one testcase per metric and per gate), and a
// markdown summary (a CI job's step summary or a merge-request comment).

struct CheckedGate
{
    GateResult result;
    bool blocking = false;
};

struct CheckResult
{
    QStringList baselineRuns; // labels, in the order resolved
    QStringList candidateRuns;
    double maxRegressionPercent = 0.0;
    // Set when the arms cannot be compared (exit 2): which side lacks what.
    QString notComparable;
    std::vector<MetricRegressionCheck> metrics;
    std::vector<CheckedGate> gates; // worst per gate over every metric's comparison
    QStringList notes;              // runs or points left out, and why

    int regressions() const;
    int blockingFailures() const;
    // 0 no regression beyond the noise and the allowance, 1 a regression or a blocking gate
    // failed, 2 not comparable.
    int exitCode() const;
};

QString checkText(const CheckResult &result);
QString checkMarkdown(const CheckResult &result);
QByteArray checkJUnitXml(const CheckResult &result);
nlohmann::json checkToJson(const CheckResult &result);

} // namespace lanebook::cli
