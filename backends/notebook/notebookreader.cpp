#include "backends/notebook/notebookreader.h"

#include "backends/notebook/notebookstore.h"

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
        return store.runTableSnapshot(metricColumns);
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
        details.run = store.run(runId);
        if (!details.run) {
            details.error = store.lastError();
            return details;
        }
        details.run->samples = store.requestSamples(runId);
        return details;
    });
}

} // namespace lanebook::NotebookReader
