#pragma once

// A findings document built from synthetic runs (values chosen here, shaped like vLLM bench
// results), with every hazard a user can type: pipes, headings, list markers, backticks, an
// unclosed code fence, and planted secrets. Shared by the findings markdown tests.
#include "models/findings/findingevidence.h"

#include <QStringList>

namespace lanebook::test {

inline const QStringList &plantedSecrets()
{
    static const QStringList secrets{QStringLiteral("hf_PlantedSecretValue1234567890"),
                                     QStringLiteral("sk-plantedOpenAiKey0123456789"),
                                     QStringLiteral("planted-db-password-42")};
    return secrets;
}

inline Run servingRun(qint64 id, const QString &arm, int concurrency, double tokPerS,
                      const QDateTime &startedAt)
{
    Run run;
    run.id = id;
    run.label = QStringLiteral("glm5-%1-c%2-r%3").arg(arm).arg(concurrency).arg(id);
    run.format = RunFormat::VllmBench;
    run.model = QStringLiteral("GLM-5-NVFP4");
    run.lane = QStringLiteral("GLM-5-NVFP4 on RTX PRO 6000");
    run.startedAt = startedAt;
    run.config = {{"runtime", "vllm"},
                  {"runtime_version", "0.11.0"},
                  {"gpu", "NVIDIA H200"},
                  {"label", "glm5-nvfp4-" + arm.toStdString()},
                  {"moe_routing", arm == QLatin1String("oea") ? "oea" : "topk"},
                  {"HF_TOKEN", plantedSecrets().at(0).toStdString()},
                  {"argv", nlohmann::json::array({"vllm", "serve", "GLM-5-NVFP4", "--api-key",
                                                  plantedSecrets().at(1).toStdString()})}};
    // Only the candidate's recipe records its bytes per token: the control's block shows the
    // hole, the candidate's the ledger's bound.
    if (arm == QLatin1String("oea"))
        run.config["b_token_bytes"] = 15.81e9;
    run.workload = {{"concurrency", concurrency},
                    {"request_rate", "inf"},
                    {"input_tokens", 1024},
                    {"output_tokens", 128}};
    run.setMetric(QStringLiteral("output_tok_per_s"), tokPerS, QStringLiteral("output_throughput"));
    run.source.path = QStringLiteral("/results/%1.json").arg(run.label);
    run.source.sha256 = QString(64, u'a');
    run.source.locator = QStringLiteral("object 1");
    return run;
}

// Six interleaved repeats (control, candidate, control, ...) at concurrency 64 and 256.
inline void oeaArms(std::vector<Run> &control, std::vector<Run> &candidate)
{
    const QDateTime start(QDate(2026, 2, 14), QTime(10, 0), Qt::UTC);
    const double base[2] = {218.74, 718.83};
    const double jitter[6] = {0.0, 0.4, -0.3, 0.2, -0.1, 0.3};
    qint64 id = 1;
    int minute = 0;
    for (int point = 0; point < 2; ++point) {
        const int concurrency = point == 0 ? 64 : 256;
        for (int r = 0; r < 6; ++r) {
            const double a = base[point] * (1.0 + jitter[r] / 100.0);
            control.push_back(servingRun(id++, QStringLiteral("topk"), concurrency, a,
                                         start.addSecs(60 * minute++)));
            candidate.push_back(servingRun(id++, QStringLiteral("oea"), concurrency,
                                           a * (1.0 - 0.002 - jitter[5 - r] / 1000.0),
                                           start.addSecs(60 * minute++)));
        }
    }
}

inline FindingsDocument hazardousDocument()
{
    FindingsDocument document;
    document.notebookName = QStringLiteral("lab.lanebook");
    document.generator = QStringLiteral("Lanebook 0.1.0");
    document.generatedAt = QDateTime(QDate(2026, 3, 1), QTime(12, 0), Qt::UTC);

    Finding oea;
    oea.id = 1;
    oea.title = QStringLiteral("OEA | piggyback *experts*");
    oea.lane = QStringLiteral("GLM-5-NVFP4 on RTX PRO 6000");
    oea.hypothesis = QStringLiteral("# not a heading\n- not a list\n1. not an item\n"
                                    "Fewer unique experts per layer | higher tok/s");
    oea.hypothesisAt = QDateTime(QDate(2026, 2, 14), QTime(9, 30), Qt::UTC);
    oea.prediction = QStringLiteral("+3% at concurrency 256; HF_TOKEN=%1 leaked here")
                         .arg(plantedSecrets().at(0));
    oea.verdict = FindingVerdict::Negative;
    oea.verdictReason = QStringLiteral("within noise | no gain");
    oea.analysisMarkdown = QStringLiteral("# Why\nRandom prompts route *uniformly*.\n\n"
                                          "| a | b |\n|---|---|\n| 1 | 2 |\n\n"
                                          "db_password: %1\n\n```python\nunclosed = True\n")
                               .arg(plantedSecrets().at(2));
    oea.rulesOut = QStringLiteral("Piggybacking on uniform routing.");
    oea.nextSteps = QStringLiteral("Natural prompts, `hot` experts.");
    oea.updatedAt = document.generatedAt;
    std::vector<Run> control;
    std::vector<Run> candidate;
    oeaArms(control, candidate);
    for (const Run &run : control)
        oea.controlRunIds.push_back(run.id);
    for (const Run &run : candidate)
        oea.candidateRunIds.push_back(run.id);
    oea.deletedRuns.push_back({99, QStringLiteral("candidate"), QStringLiteral("glm5-oea-lost")});
    document.findings.push_back(collectFindingEvidence(oea, control, candidate));

    Finding open;
    open.id = 2;
    open.title = QStringLiteral("Bigger `max_num_seqs`");
    open.hypothesis = QStringLiteral("More sequences per step raise tok/s at 1024.");
    open.hypothesisAt = QDateTime(QDate(2026, 2, 20), QTime(8, 0), Qt::UTC);
    open.updatedAt = open.hypothesisAt;
    document.findings.push_back(collectFindingEvidence(open, {}, {}));

    Finding oneArm;
    oneArm.id = 3;
    oneArm.title = QStringLiteral("FP8 KV cache");
    oneArm.verdict = FindingVerdict::Inconclusive;
    oneArm.verdictReason = QStringLiteral("candidate runs were deleted");
    oneArm.updatedAt = open.hypothesisAt;
    oneArm.deletedRuns.push_back({42, QStringLiteral("candidate"), QStringLiteral("kv-fp8-c64")});
    std::vector<Run> oneControl{control.front()};
    oneArm.controlRunIds = {control.front().id};
    document.findings.push_back(collectFindingEvidence(oneArm, oneControl, {}));
    return document;
}

} // namespace lanebook::test
