// NotebookReader: the Charts tab's reads, the inspector's telemetry and the tree's lane SLOs,
// on the thread pool with their own read-only connection (notebookreader.h).
#include "backends/notebook/read/notebookreader.h"
#include "backends/notebook/read/readonpool.h"

namespace lanebook::NotebookReader {

QFuture<std::vector<ChartRun>> chartRuns(const QString &notebookPath, JobToken token)
{
    return readOnPool(notebookPath, std::move(token), [](NotebookStore &store, const JobToken &) {
        return store.runs().chartRuns();
    });
}

QFuture<std::vector<Run>> runsWithSamples(const QString &notebookPath, const QList<qint64> &runIds,
                                          JobToken token)
{
    return readOnPool(notebookPath, std::move(token),
                      [runIds](NotebookStore &store, const JobToken &token) {
                          std::vector<Run> runs;
                          for (qint64 id : runIds) {
                              if (token.isCancelled())
                                  return std::vector<Run>{}; // superseded: not shown
                              if (std::optional<Run> run = store.runs().run(id)) {
                                  run->samples = store.runs().requestSamples(id);
                                  runs.push_back(std::move(*run));
                              }
                          }
                          return runs;
                      });
}

QFuture<RunWithTelemetry> runWithTelemetry(const QString &notebookPath, qint64 runId,
                                           JobToken token)
{
    return readOnPool(notebookPath, std::move(token),
                      [runId](NotebookStore &store, const JobToken &token) {
                          RunWithTelemetry read;
                          if (std::optional<Run> run = store.runs().run(runId)) {
                              read.run = std::move(*run);
                              read.run.samples = store.runs().requestSamples(runId);
                              if (!token.isCancelled())
                                  read.trace = store.telemetry().ofRun(runId).valueOr({});
                          }
                          return read;
                      });
}

QFuture<RunTelemetry> telemetryOfRun(const QString &notebookPath, qint64 runId, JobToken token)
{
    return readOnPool(notebookPath, std::move(token),
                      [runId](NotebookStore &store, const JobToken &) {
                          // A trace that could not be read is shown as none, as before.
                          return store.telemetry().ofRun(runId).valueOr({});
                      });
}

QFuture<QHash<QString, Slo>> laneSlos(const QString &notebookPath, JobToken token)
{
    return readOnPool(notebookPath, std::move(token),
                      [](NotebookStore &store, const JobToken &) { return store.lanes().slos(); });
}

} // namespace lanebook::NotebookReader
