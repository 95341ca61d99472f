#pragma once

// What the layout tests put in the window: the texts that once widened it (a run label of 200
// characters with no space, hyphen or slash to wrap at, a long notebook path, a long tag, wave
// name and telemetry source), and realistic content for every tab (runs, a comparison of an
// interleaved wave, eight GPUs of telemetry, charts, findings). Shared by tst_layoutfit,
// tst_layoutscreens and tst_layoutdialogs.
#include "comparisonfixture.h"
#include "livetelemetryfixture.h"
#include "models/charts/chartrun.h"
#include "models/comparison/comparisonsnapshot.h"
#include "models/findings/finding.h"
#include "models/findings/findingdetails.h"
#include "models/snapshotfixture.h"

namespace lanebook::test {

// `stem`, lengthened with `filler` to `length` characters, then `tail`: the tail tells the
// text apart from its neighbours. Underscores only, as tools write labels: nothing a line may
// break at.
inline QString longText(const QString &stem, const QString &filler, const QString &tail, int length)
{
    QString text = stem;
    while (text.size() + tail.size() < length)
        text += filler;
    return text.left(length - tail.size()) + tail;
}

inline QString longRunLabel()
{
    return longText(QStringLiteral("llama_3_1_405b_instruct_fp8_h100x8_tp8"),
                    QStringLiteral("_chunked_prefill_prefix_caching"), QStringLiteral("_c512_r3"),
                    200);
}

inline QString longPath()
{
    return longText(QStringLiteral("/srv/benchmarks/inference_team"),
                    QStringLiteral("/quarterly_capacity_planning_runs"),
                    QStringLiteral("/kv_cache.lanebook"), 220);
}

inline QString longModel()
{
    return longText(QStringLiteral("meta_llama/Llama_3_1_405B_Instruct"),
                    QStringLiteral("_FP8_dynamic"), QStringLiteral("_v2"), 120);
}

inline QString longTag()
{
    return longText(QStringLiteral("capacity_plan"), QStringLiteral("_q3_baseline"),
                    QStringLiteral("_keep"), 120);
}

inline QString longWaveName()
{
    return longText(QStringLiteral("glm5_nvfp4_vs_fp8"), QStringLiteral("_prefix_cache_sweep"),
                    QStringLiteral("_night2"), 150);
}

inline QString longTelemetrySource()
{
    return longText(QStringLiteral("prometheus:http://dcgm-exporter.gpu-cluster.internal:9400"),
                    QStringLiteral("/metrics_federated"), QStringLiteral("?node=7"), 160);
}

// The realistic snapshot with a long label, model and lane on its first run, and metric
// columns whose names are longer than the table's 24-character cap for a metric column.
inline RunTableSnapshot longSnapshot()
{
    RunTableSnapshot snapshot = realisticSnapshot();
    snapshot.notebookPath = longPath();
    snapshot.metricColumns = {QStringLiteral("requests_per_s"),
                              QStringLiteral("gen_tok_per_s_stddev"),
                              QStringLiteral("output_tokens_mean")};
    snapshot.availableMetrics = snapshot.metricColumns;
    RunTableSnapshot::Row &first = snapshot.rows.front();
    first.label = longRunLabel();
    first.model = longModel();
    first.lane = longText(QStringLiteral("Llama_3_1_405B_Instruct"), QStringLiteral("_H100x8"),
                          QStringLiteral("_tp8"), 120);
    return snapshot;
}

// Run 1 of longSnapshot() in full, as the inspector gets it.
inline Run longRun()
{
    Run run;
    run.id = 1;
    run.label = longRunLabel();
    run.format = RunFormat::VllmBench;
    run.model = longModel();
    run.workload = {{"concurrency", 512}, {"input_tokens", 1024}, {"output_tokens", 128}};
    run.config = {
        {"runtime", "vllm"},
        {"env", {{"VLLM_FLASHINFER_ALLREDUCE_FUSION_THRESHOLDS_MB_PER_WORLD_SIZE", "32"}}}};
    run.setMetric(QStringLiteral("output_tok_per_s"), 3120.0, QStringLiteral("output_throughput"));
    run.setMetric(QStringLiteral("completed"), 1000);
    run.setMetric(QStringLiteral("failed"), 0);
    run.source.path = longPath() + QStringLiteral(".results.json");
    return run;
}

inline RunAnnotation longTagOf(qint64 runId)
{
    RunAnnotation tag;
    tag.runId = runId;
    tag.kind = QStringLiteral("tag");
    tag.text = longTag();
    return tag;
}

// An interleaved wave at concurrency 64 and 256, three repeats, the candidate 8% faster; with
// long labels on its control runs when asked.
inline Arms armsOfAWave(bool longLabels)
{
    Arms arms = interleavedWave({64, 256}, 3, 1.08);
    numberRuns(arms);
    if (longLabels) {
        for (Run &run : arms.control)
            run.label = longRunLabel() + QString::number(run.id);
    }
    return arms;
}

// The comparison of the arms as the composition root answers the Compare tab's request (the
// metric it asked for: empty, the builder chooses).
inline ComparisonSnapshot comparisonOf(const Arms &arms, const QString &requestedMetric)
{
    ComparisonSnapshot snapshot;
    for (const Run &run : arms.control)
        snapshot.controlRunIds.push_back(run.id);
    for (const Run &run : arms.candidate)
        snapshot.candidateRunIds.push_back(run.id);
    snapshot.requestedMetric = requestedMetric;
    ComparisonRequest request;
    request.metricName = requestedMetric;
    snapshot.report = buildComparison(arms.control, arms.candidate, request);
    snapshot.metricsOnBothArms = metricsOnBothArms(arms.control, arms.candidate);
    return snapshot;
}

// The same wave's runs as the Charts tab gets them.
inline std::vector<ChartRun> chartRunsOfAWave()
{
    Arms arms = interleavedWave({1, 8, 64, 256}, 3, 1.08);
    numberRuns(arms);
    std::vector<Run> runs = arms.control;
    runs.insert(runs.end(), arms.candidate.begin(), arms.candidate.end());
    return chartRunsOf(runs);
}

inline std::vector<FindingSummary> findingSummaries()
{
    FindingSummary oea;
    oea.id = 1;
    oea.title = QStringLiteral("Opportunistic Expert Activation (OEA) on GLM-5-NVFP4");
    oea.lane = QStringLiteral("GLM-5-NVFP4 on RTX PRO 6000");
    oea.verdict = FindingVerdict::Negative;
    oea.verdictReason = QStringLiteral("-0.2% at every concurrency, inside the noise floor");
    oea.linkedRuns = 8;
    FindingSummary kv;
    kv.id = 2;
    kv.title = QStringLiteral("FP8 KV cache at 128k context");
    kv.verdict = FindingVerdict::Adopted;
    kv.linkedRuns = 12;
    FindingSummary open;
    open.id = 3;
    open.title = QStringLiteral("Piecewise CUDA graphs for the draft model");
    return {oea, kv, open};
}

inline FindingDetails findingDetails()
{
    FindingDetails d;
    d.finding.id = 1;
    d.finding.title = findingSummaries().front().title;
    d.finding.lane = findingSummaries().front().lane;
    d.finding.hypothesis = QStringLiteral(
        "Piggybacking tokens on experts already active in the batch cuts the unique experts "
        "read per layer, so decode at concurrency 64 and above reads fewer bytes per token.");
    d.finding.hypothesisAt = QDateTime(QDate(2026, 2, 14), QTime(9, 30), Qt::UTC);
    d.finding.prediction = QStringLiteral("+3% output tok/s at concurrency 256");
    d.finding.verdict = FindingVerdict::Negative;
    d.finding.verdictReason = findingSummaries().front().verdictReason;
    d.finding.analysisMarkdown = QStringLiteral(
        "| Concurrency | top-k (tok/s) | OEA (tok/s) | Delta |\n|---:|---:|---:|---:|\n"
        "| 64 | 218.7 | 218.3 | -0.2% |\n| 256 | 718.8 | 717.4 | -0.2% |\n\n"
        "Fewer unique experts did not make decode faster: the batch was compute-bound.");
    d.finding.controlRunIds = {11, 12};
    d.finding.candidateRunIds = {21, 22};
    d.runLabels.insert(11, QStringLiteral("glm5-topk-c64-r1"));
    d.runLabels.insert(12, QStringLiteral("glm5-topk-c256-r1"));
    d.runLabels.insert(21, QStringLiteral("glm5-oea-c64-r1"));
    d.runLabels.insert(22, longRunLabel());
    FindingEdit edit;
    edit.field = QStringLiteral("hypothesis");
    edit.newText = d.finding.hypothesis;
    edit.editedAt = d.finding.hypothesisAt;
    d.edits.push_back(edit);
    return d;
}

} // namespace lanebook::test
