#include "backends/notebook/read/notebookreader.h"

#include "backends/notebook/notebookstore.h"
#include "backends/notebook/read/readonpool.h"
#include "backends/notebook/repositories/armrepeats.h"
#include "backends/notebook/repositories/qualitylinks.h"
#include "backends/threads/sidebyside.h"
#include "backends/threads/threadhandoff.h"

#include <QCoreApplication>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <iterator>
#include <limits>

namespace lanebook::NotebookReader {

namespace {

// Below this many runs one read (~0.3 s at 100,000 on SQLite) is quicker to the eye than a
// table that fills in.
std::atomic<int> g_twoStepTableRuns{200000};
// From this many runs, a notebook opened afresh first paints a screenful (the runs with the
// lowest ids, in the table's unsorted order) and the rest by id alone: at a million runs the
// whole read of the run columns is seconds on two cores, this a small fraction of one.
std::atomic<int> g_headFirstTableRuns{200000};
// Rows of that first screenful: a tall window shows about a hundred.
std::atomic<int> g_headRows{500};

// Metric values of the runs `previous` already showed, matched by id (both are in id order).
void carryMetricsOver(RunTableSnapshot &snapshot, const RunTableSnapshot &previous)
{
    if (previous.metricColumns != snapshot.metricColumns || previous.metricsPending)
        return;
    auto old = previous.rows.begin();
    for (RunTableSnapshot::Row &row : snapshot.rows) {
        while (old != previous.rows.end() && old->id < row.id)
            ++old;
        if (old == previous.rows.end())
            break;
        if (old->id == row.id)
            row.metricValues = old->metricValues;
    }
}

// A large table is read by several connections at once, each its own range of ids, one on
// this thread and the others on threads of their own (runSideBySide, not the pool, whose threads
// the other reads of an opening notebook hold). Ranges are consecutive, so the rows joined in
// order are in id order.
RunTableSnapshot readTableRuns(NotebookStore &store, const QString &location,
                               const QStringList &metricColumns, qint64 lastId)
{
    constexpr qint64 kParallelFromRuns = 100000;
    const int parts =
        lastId < kParallelFromRuns ? 1 : std::clamp(QThread::idealThreadCount(), 1, 4);
    if (parts == 1)
        return store.runs().tableRuns(metricColumns);
    const qint64 step = lastId / parts + 1;
    std::vector<RunTableSnapshot> partSnapshots(static_cast<size_t>(parts));
    runSideBySide(size_t(parts), [&](size_t part) {
        const qint64 after = qint64(part) * step;
        const qint64 upTo =
            int(part) == parts - 1 ? std::numeric_limits<qint64>::max() : after + step;
        if (part == 0) { // this thread: the store already open
            partSnapshots[0] = store.runs().tableRuns(metricColumns, 0, step);
            return;
        }
        NotebookStore reader;
        if (reader.open(location, NotebookStore::Access::ReadOnly))
            partSnapshots[part] = reader.runs().tableRuns(metricColumns, after, upTo);
    });
    RunTableSnapshot snapshot = std::move(partSnapshots[0]);
    for (size_t part = 1; part < partSnapshots.size(); ++part) {
        std::vector<RunTableSnapshot::Row> &rows = partSnapshots[part].rows;
        snapshot.rows.insert(snapshot.rows.end(), std::make_move_iterator(rows.begin()),
                             std::make_move_iterator(rows.end()));
    }
    return snapshot;
}

} // namespace

int twoStepTableRuns()
{
    return g_twoStepTableRuns.load();
}

void setTwoStepTableRuns(int runs)
{
    g_twoStepTableRuns.store(runs);
}

int headFirstTableRuns()
{
    return g_headFirstTableRuns.load();
}

void setHeadFirstTableRuns(int runs, int headRows)
{
    g_headFirstTableRuns.store(runs);
    g_headRows.store(headRows);
}

QFuture<RunTableSnapshot> runTableSnapshot(const QString &notebookPath,
                                           const QStringList &metricColumns,
                                           std::shared_ptr<const RunTableSnapshot> previous,
                                           JobToken token)
{
    return ThreadHandoff::runOnPool(
        [notebookPath, metricColumns, previous = std::move(previous), token = std::move(token)] {
            NotebookStore store;
            if (token.isCancelled() || !store.open(notebookPath, NotebookStore::Access::ReadOnly)) {
                RunTableSnapshot empty;
                empty.notebookPath = notebookPath;
                empty.metricColumns = metricColumns;
                return empty;
            }
            // A table already shown stays up while the next read runs: no first screenful then.
            const bool shown = previous && previous->notebookPath == notebookPath;
            const qint64 lastId = store.runs().lastRunId();
            if (!shown && lastId >= headFirstTableRuns()) {
                RunTableSnapshot head = store.runs().tableHead(metricColumns, g_headRows.load());
                head.notebookPath = notebookPath;
                head.index = std::make_shared<const RunTableIndex>(indexRuns(head));
                return head;
            }
            RunTableSnapshot snapshot = readTableRuns(store, notebookPath, metricColumns, lastId);
            // Here, not on the GUI thread: at a million runs a third of a second of hashing.
            snapshot.index = std::make_shared<const RunTableIndex>(indexRuns(snapshot));
            if (token.isCancelled())
                return snapshot; // superseded: not shown
            if (snapshot.rows.size() < static_cast<size_t>(twoStepTableRuns())) {
                store.runs().fillTableMetrics(snapshot);
                presort(snapshot);
            } else if (previous && previous->notebookPath == snapshot.notebookPath)
                carryMetricsOver(snapshot, *previous);
            return snapshot;
        });
}

QFuture<RunTableSnapshot> runTableMetrics(const QString &notebookPath,
                                          std::shared_ptr<const RunTableSnapshot> runs,
                                          JobToken token)
{
    return ThreadHandoff::runOnPool(
        [notebookPath, runs = std::move(runs), token = std::move(token)] {
            if (token.isCancelled())
                return RunTableSnapshot{};
            RunTableSnapshot snapshot = *runs; // the rows' texts are shared, not copied
            NotebookStore store;
            if (store.open(notebookPath, NotebookStore::Access::ReadOnly))
                store.runs().fillTableMetrics(snapshot);
            else
                snapshot.metricsPending = false; // nothing more will come; the cells stay empty
            presort(snapshot);
            return snapshot;
        });
}

QFuture<RunDetails> runDetails(const QString &notebookPath, qint64 runId, JobToken token)
{
    return ThreadHandoff::runOnPool([notebookPath, runId, token = std::move(token)] {
        RunDetails details;
        if (token.isCancelled())
            return details;
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
        if (token.isCancelled())
            return details;
        if (const std::vector<Run> arm = armRunsOf(store, *details.run); !arm.empty())
            details.amongRepeats = runAmongRepeats(*details.run, arm);
        details.gates = store.judgements().runGates(runId);
        if (details.gates.empty()) // never judged (an older notebook): judged now, not stored
            details.gates = judgeRun(*details.run).gates;
        return details;
    });
}

QFuture<ComparisonSnapshot> comparison(const QString &notebookPath,
                                       const std::vector<qint64> &controlRunIds,
                                       const std::vector<qint64> &candidateRunIds,
                                       const QString &metricName, JobToken token)
{
    return ThreadHandoff::runOnPool(
        [notebookPath, controlRunIds, candidateRunIds, metricName, token = std::move(token)] {
            ComparisonSnapshot snapshot;
            snapshot.controlRunIds = controlRunIds;
            snapshot.candidateRunIds = candidateRunIds;
            snapshot.requestedMetric = metricName;
            if (token.isCancelled())
                return snapshot;
            NotebookStore store;
            if (!store.open(notebookPath, NotebookStore::Access::ReadOnly)) {
                snapshot.error = store.lastError();
                return snapshot;
            }
            std::vector<Run> arms[2];
            for (int arm = 0; arm < 2; ++arm) {
                for (qint64 id : arm == 0 ? controlRunIds : candidateRunIds) {
                    if (token.isCancelled())
                        return snapshot; // superseded: not shown
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
            // The runs' lane's SLO judges them when they all share one, as the CLI's compare does.
            const QString laneSlo = judgeAgainstLaneSlo(store.lanes(), arms);
            ComparisonRequest request;
            request.metricName = metricName;
            addLinkedQualityRuns(store, arms[0], arms[1], request);
            snapshot.report = buildComparison(arms[0], arms[1], request);
            if (!laneSlo.isEmpty())
                snapshot.report.notes.prepend(laneSlo);
            snapshot.metricsOnBothArms = metricsOnBothArms(arms[0], arms[1]);
            return snapshot;
        });
}

QFuture<std::vector<FindingRef>> findings(const QString &notebookPath, JobToken token)
{
    return readOnPool(notebookPath, std::move(token), [](NotebookStore &store, const JobToken &) {
        return store.findings().refs().valueOr({}); // unreadable: none to pick, as before
    });
}

} // namespace lanebook::NotebookReader
