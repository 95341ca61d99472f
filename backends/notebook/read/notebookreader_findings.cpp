// NotebookReader: findings for the Findings tab, read on the thread pool with their own
// read-only connection (notebookreader.h).
#include "backends/export/findingsexport.h"
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/read/notebookreader.h"
#include "backends/notebook/read/readonpool.h"
#include "backends/threads/threadhandoff.h"
#include "models/findings/storytext.h"

namespace lanebook::NotebookReader {

QFuture<std::vector<FindingSummary>> findingSummaries(const QString &notebookPath,
                                                      const QString &lane, JobToken token)
{
    return readOnPool(
        notebookPath, std::move(token), [lane](NotebookStore &store, const JobToken &) {
            std::vector<FindingSummary> summaries = store.findings().summaries(lane).valueOr({});
            for (FindingSummary &summary : summaries)
                summary = findingForDisplay(std::move(summary));
            return summaries;
        });
}

QFuture<FindingDetails> findingDetails(const QString &notebookPath, qint64 findingId,
                                       JobToken token)
{
    return ThreadHandoff::runOnPool([notebookPath, findingId, token = std::move(token)] {
        FindingDetails details;
        details.finding.id = findingId;
        if (token.isCancelled())
            return details;
        NotebookStore store;
        if (!store.open(notebookPath, NotebookStore::Access::ReadOnly)) {
            details.error = store.lastError();
            return details;
        }
        Expected<Finding> finding = store.findings().finding(findingId);
        if (!finding) {
            details.error = finding.error();
            return details;
        }
        details.finding = findingForDisplay(std::move(*finding));
        details.edits = store.findings().edits(findingId).valueOr({});
        for (const auto *ids : {&details.finding.controlRunIds, &details.finding.candidateRunIds}) {
            for (qint64 id : *ids) {
                if (token.isCancelled())
                    return details; // superseded: not shown
                const std::optional<Run> run = store.runs().run(id);
                if (!run)
                    continue; // deleted meanwhile: finding() names deleted runs
                details.runLabels.insert(id, run->label);
                if (run->startedAt.isValid() &&
                    (!details.firstResultAt.isValid() || run->startedAt < details.firstResultAt))
                    details.firstResultAt = run->startedAt;
            }
        }
        for (qint64 id : details.finding.waveIds) {
            if (const auto wave = store.waves().wave(id))
                details.waveNames.insert(id, wave->name);
        }
        return details;
    });
}

QFuture<std::vector<RunAnnotation>> runAnnotations(const QString &notebookPath, qint64 runId,
                                                   JobToken token)
{
    return readOnPool(notebookPath, std::move(token),
                      [runId](NotebookStore &store, const JobToken &) {
                          // Unreadable: shown as none, as before.
                          return store.runs().annotations(runId).valueOr({});
                      });
}

QFuture<PreparedExport> findingsExport(const QString &notebookPath, const QString &markdownPath,
                                       const FindingsExportOptions &options, JobToken token)
{
    return ThreadHandoff::runOnPool(
        [notebookPath, markdownPath, options, token = std::move(token)] {
            PreparedExport result;
            if (token.isCancelled())
                return result;
            NotebookStore store;
            if (!store.open(notebookPath, NotebookStore::Access::ReadOnly)) {
                result.error = store.lastError();
                return result;
            }
            Expected<PreparedFindingsExport> prepared =
                prepareFindingsExport(store, markdownPath, options);
            if (prepared)
                result.prepared = std::make_shared<PreparedFindingsExport>(std::move(*prepared));
            else
                result.error = prepared.error();
            return result;
        });
}

} // namespace lanebook::NotebookReader
