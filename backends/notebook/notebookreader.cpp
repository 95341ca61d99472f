#include "backends/notebook/notebookreader.h"

#include "backends/notebook/armrepeats.h"
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/qualitylinks.h"

#include <QCoreApplication>
#include <QtConcurrent>

namespace lanebook::NotebookReader {

QFuture<RunTableSnapshot> runTableSnapshot(const QString &notebookPath,
                                           const QStringList &metricColumns)
{
    return QtConcurrent::run([notebookPath, metricColumns] {
        NotebookStore store;
        if (!store.open(notebookPath, NotebookStore::Access::ReadOnly)) {
            RunTableSnapshot empty;
            empty.notebookPath = notebookPath;
            empty.metricColumns = metricColumns;
            return empty;
        }
        return store.runs().tableSnapshot(metricColumns);
    });
}

QFuture<RunDetails> runDetails(const QString &notebookPath, qint64 runId)
{
    return QtConcurrent::run([notebookPath, runId] {
        RunDetails details;
        NotebookStore store;
        if (!store.open(notebookPath, NotebookStore::Access::ReadOnly)) {
            details.error = store.lastError();
            return details;
        }
        details.run = store.runs().run(runId);
        if (!details.run) {
            details.error = store.lastError();
            return details;
        }
        details.run->samples = store.runs().requestSamples(runId);
        if (const std::vector<Run> arm = armRunsOf(store, *details.run); !arm.empty())
            details.amongRepeats = runAmongRepeats(*details.run, arm);
        return details;
    });
}

QFuture<ComparisonSnapshot> comparison(const QString &notebookPath,
                                       const std::vector<qint64> &controlRunIds,
                                       const std::vector<qint64> &candidateRunIds,
                                       const QString &metricName)
{
    return QtConcurrent::run([notebookPath, controlRunIds, candidateRunIds, metricName] {
        ComparisonSnapshot snapshot;
        snapshot.controlRunIds = controlRunIds;
        snapshot.candidateRunIds = candidateRunIds;
        snapshot.requestedMetric = metricName;
        NotebookStore store;
        if (!store.open(notebookPath, NotebookStore::Access::ReadOnly)) {
            snapshot.error = store.lastError();
            return snapshot;
        }
        std::vector<Run> arms[2];
        for (int arm = 0; arm < 2; ++arm) {
            for (qint64 id : arm == 0 ? controlRunIds : candidateRunIds) {
                std::optional<Run> run = store.runs().run(id);
                if (!run) {
                    snapshot.error = QCoreApplication::translate("NotebookReader",
                                                                 "Run %1 could not be read: %2")
                                         .arg(id)
                                         .arg(store.lastError());
                    return snapshot;
                }
                run->samples = store.runs().requestSamples(id);
                arms[arm].push_back(std::move(*run));
            }
        }
        ComparisonRequest request;
        request.metricName = metricName;
        addLinkedQualityRuns(store, arms[0], arms[1], request);
        snapshot.report = buildComparison(arms[0], arms[1], request);
        snapshot.metricsOnBothArms = metricsOnBothArms(arms[0], arms[1]);
        return snapshot;
    });
}

QFuture<std::vector<FindingRef>> findings(const QString &notebookPath)
{
    return QtConcurrent::run([notebookPath] {
        NotebookStore store;
        if (!store.open(notebookPath, NotebookStore::Access::ReadOnly))
            return std::vector<FindingRef>{};
        return store.findings().refs();
    });
}

} // namespace lanebook::NotebookReader
