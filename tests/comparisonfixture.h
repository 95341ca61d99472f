#pragma once

// Planted comparisons for the comparison builder and the CLI: interleaved A/B waves with a
// known effect, A/A waves, and the broken cases (missing metric, no shared point, zeros).
#include "models/comparison/comparisonreport.h"
#include "models/run/run.h"

#include <QDateTime>
#include <QList>

#include <nlohmann/json.hpp>

#include <vector>

namespace lanebook::test {

// The ids of runs, in order: what a page's setArms() takes.
inline QList<qint64> idsOf(const std::vector<Run> &runs)
{
    QList<qint64> ids;
    for (const Run &run : runs)
        ids << run.id;
    return ids;
}

inline const QDateTime kWaveStart = QDateTime(QDate(2026, 7, 2), QTime(23, 0), Qt::UTC);

inline nlohmann::json controlConfig()
{
    return {{"runtime", "vllm"},
            {"runtime_version", "0.9.1"},
            {"gpu", "NVIDIA H200"},
            {"quantization", "fp8"}};
}

inline nlohmann::json candidateConfig()
{
    nlohmann::json config = controlConfig();
    config["quantization"] = "nvfp4";
    return config;
}

// Run-to-run wander of about +-1%, the same every time (no random numbers in tests).
inline double wander(int i)
{
    static const double kWander[] = {0.004, -0.009, 0.007, -0.002, 0.010, -0.006, 0.001, -0.004};
    return kWander[i % 8];
}

inline Run servingRun(const QString &label, const nlohmann::json &config, int concurrency,
                      double tokPerS, int minute)
{
    Run run;
    run.label = label;
    run.format = RunFormat::VllmBench;
    run.model = QStringLiteral("llama-70b");
    run.config = config;
    run.workload = {{"concurrency", concurrency},
                    {"input_tokens", 1024},
                    {"output_tokens", 128},
                    {"request_rate", "inf"}};
    run.startedAt = kWaveStart.addSecs(60 * minute);
    run.setMetric(QStringLiteral("output_tok_per_s"), tokPerS);
    run.setMetric(QStringLiteral("median_ttft_ms"), 100000.0 / tokPerS);
    run.setMetric(QStringLiteral("completed"), 200);
    run.setMetric(QStringLiteral("failed"), 0);
    return run;
}

struct Arms
{
    std::vector<Run> control;
    std::vector<Run> candidate;
};

// An interleaved wave: at each concurrency, `repeats` slots of A then B, the slot recorded in
// extra (wave, repeat). The candidate is `ratio` times the control, with its own small wander.
inline Arms interleavedWave(const std::vector<int> &concurrencies, int repeats, double ratio,
                            bool sameRecipe = false)
{
    Arms arms;
    int minute = 0;
    for (int c : concurrencies) {
        const double base = 20.0 * c;
        for (int r = 0; r < repeats; ++r) {
            const double a = base * (1.0 + wander(r));
            const double b = a * ratio * (1.0 + wander(r + 3) / 3.0);
            Run control = servingRun(QStringLiteral("a-c%1-r%2").arg(c).arg(r), controlConfig(), c,
                                     a, minute++);
            Run candidate =
                servingRun(QStringLiteral("b-c%1-r%2").arg(c).arg(r),
                           sameRecipe ? controlConfig() : candidateConfig(), c, b, minute++);
            for (Run *run : {&control, &candidate}) {
                run->extra["wave"] = "w1";
                run->extra["repeat"] = r;
            }
            arms.control.push_back(std::move(control));
            arms.candidate.push_back(std::move(candidate));
        }
    }
    return arms;
}

// Gives every run a distinct id, as a notebook would (control first).
inline void numberRuns(Arms &arms)
{
    qint64 id = 1;
    for (std::vector<Run> *arm : {&arms.control, &arms.candidate}) {
        for (Run &run : *arm)
            run.id = id++;
    }
}

// All control runs, then all candidate runs, the candidate `ratio` times faster: arms that were
// never interleaved, so the interleaving gate fails whatever the delta.
inline Arms blockedArms(double ratio)
{
    Arms arms;
    for (int i = 0; i < 6; ++i) {
        arms.control.push_back(servingRun(QStringLiteral("a%1").arg(i), controlConfig(), 64,
                                          1280.0 * (1.0 + wander(i)), i));
        arms.candidate.push_back(servingRun(QStringLiteral("b%1").arg(i), candidateConfig(), 64,
                                            1280.0 * ratio * (1.0 + wander(i + 2)), 100 + i));
    }
    numberRuns(arms);
    return arms;
}

// The same report as if every gate had its evidence and passed: a comparison whose verdict
// counts (the fixture's runs carry no telemetry, canaries or byte ledger).
inline void passAllGates(ComparisonReport &report)
{
    for (GateResult &gate : report.judgement.gates) {
        gate.outcome = GateOutcome::Pass;
        gate.notApplicableKind = NotApplicableKind::DoesNotApply;
    }
    report.judgement.suggestion = suggestStatus(report.judgement.gates);
}

} // namespace lanebook::test
