// NotebookReader: findings for the Findings tab, read on the thread pool with their own
// read-only connection (notebookreader.h).
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/read/notebookreader.h"
#include "backends/notebook/repositories/qualitylinks.h"
#include "backends/threads/threadhandoff.h"

namespace lanebook::NotebookReader {

QFuture<std::vector<FindingSummary>> findingSummaries(const QString &notebookPath,
                                                      const QString &lane)
{
    return ThreadHandoff::runOnPool([notebookPath, lane] {
        NotebookStore store;
        if (!store.open(notebookPath, NotebookStore::Access::ReadOnly))
            return std::vector<FindingSummary>{};
        return store.findings().summaries(lane);
    });
}

QFuture<FindingDetails> findingDetails(const QString &notebookPath, qint64 findingId)
{
    return ThreadHandoff::runOnPool([notebookPath, findingId] {
        FindingDetails details;
        NotebookStore store;
        if (!store.open(notebookPath, NotebookStore::Access::ReadOnly)) {
            details.error = store.lastError();
            return details;
        }
        const std::optional<Finding> finding = store.findings().finding(findingId);
        if (!finding) {
            details.error = store.lastError();
            return details;
        }
        std::vector<Run> arms[2];
        for (int arm = 0; arm < 2; ++arm) {
            for (qint64 id : arm == 0 ? finding->controlRunIds : finding->candidateRunIds) {
                std::optional<Run> run = store.runs().run(id);
                if (!run)
                    continue; // deleted meanwhile: finding() names deleted runs
                run->samples = store.runs().requestSamples(id);
                arms[arm].push_back(std::move(*run));
            }
        }
        ComparisonRequest request;
        addLinkedQualityRuns(store, arms[0], arms[1], request);
        details.evidence =
            collectFindingEvidence(*finding, std::move(arms[0]), std::move(arms[1]), request);
        for (qint64 waveId : finding->waveIds) {
            const auto wave = store.waves().wave(waveId);
            details.evidence->waveNames.push_back(wave ? wave->name
                                                       : QStringLiteral("wave %1").arg(waveId));
        }
        details.edits = store.findings().edits(findingId);
        return details;
    });
}

QFuture<std::vector<RunAnnotation>> runAnnotations(const QString &notebookPath, qint64 runId)
{
    return ThreadHandoff::runOnPool([notebookPath, runId] {
        NotebookStore store;
        if (!store.open(notebookPath, NotebookStore::Access::ReadOnly))
            return std::vector<RunAnnotation>{};
        return store.runs().annotations(runId);
    });
}

} // namespace lanebook::NotebookReader
