#pragma once

#include "backends/notebook/connection/notebookconnection.h"

#include <QHash>
#include <QSqlRecord>
#include <QString>
#include <QVariant>

#include <functional>
#include <optional>
#include <vector>

namespace lanebook {

namespace rowcopy {
class RowWriter;
}

// What one copy added to the target notebook, and what it found already there.
struct NotebookCopySummary
{
    qint64 runsInSource = 0;
    qint64 runsAdded = 0;
    qint64 runsAlreadyThere = 0; // the same run (its UUID) is in the target
    // The same result file and entry, imported into both notebooks separately (so under two
    // UUIDs): one run, not two; its notes, tags and finding links go to the target's run.
    qint64 runsSameSourceFile = 0;
    qint64 requestSamplesAdded = 0;
    qint64 telemetrySamplesAdded = 0;
    qint64 gateResultsAdded = 0;
    // Runs the target had, judged again in the source since (their gates computed later):
    // their gates replaced, and their status unless a person overrode it there.
    qint64 runsJudgedAgain = 0;
    qint64 annotationsAdded = 0;
    qint64 wavesAdded = 0;
    qint64 wavesUpdated = 0; // a wave that ended since an earlier copy: its status and summary
    qint64 wavesAlreadyThere = 0;
    qint64 findingsAdded = 0;
    qint64 findingsUpdated = 0; // edited since an earlier copy: its text, verdict and edits
    qint64 findingsAlreadyThere = 0;
    qint64 findingLinksAdded = 0; // runs and waves a finding links, in the target
    int batchesCommitted = 0;

    bool addedNothing() const
    {
        return runsAdded == 0 && runsJudgedAgain == 0 && annotationsAdded == 0 && wavesAdded == 0 &&
               wavesUpdated == 0 && findingsAdded == 0 && findingsUpdated == 0 &&
               findingLinksAdded == 0;
    }
};

// Copies one notebook's runs (with their metrics, request samples, telemetry traces, gate
// results, notes and tags), waves and findings (with their edits and links) into another, on
// either database (SQLite file or PostgreSQL server, either direction). Rows are matched by
// their UUID, so copying again adds nothing and a finding's links follow its runs; a run
// imported from the same result file into both notebooks is matched by the file's sha256 and
// entry instead, so it is never doubled. Additive: nothing in the target is removed.
//
// Runs go in batches, each batch one write transaction of the target, so an interrupted copy
// keeps the batches it committed and the next copy adds only the rest. Waves go before the
// runs that belong to them, findings after. Both connections belong to the calling thread.
//
//   NotebookCopy copy;
//   if (!copy.open(localPath, QStringLiteral("postgresql://me@db.lab/team"))) ... copy.error()
//   const auto summary = copy.run();
class NotebookCopy
{
public:
    struct Progress
    {
        qint64 runsDone = 0; // runs of the source checked so far
        qint64 runsInSource = 0;
        qint64 runsAdded = 0;
    };

    NotebookCopy() = default;
    NotebookCopy(const NotebookCopy &) = delete;
    NotebookCopy &operator=(const NotebookCopy &) = delete;

    // Opens the source for reading and the target for writing (an empty database or a new
    // file becomes a notebook; an older one is upgraded). A notebook of a newer schema, one
    // that cannot be reached, or the source named twice is refused before anything is written:
    // false with error() naming it.
    bool open(const QString &from, const QString &to);

    void setRunsPerBatch(int runs) { m_runsPerBatch = runs > 0 ? runs : 1; }
    // Called after each committed batch of runs.
    void setProgressCallback(std::function<void(const Progress &)> callback)
    {
        m_progress = std::move(callback);
    }

    // Copies everything (after open()); nullopt with error() when a batch was refused (the
    // batches before it stay, and copying again resumes).
    std::optional<NotebookCopySummary> run();
    QString error() const { return m_error; }

private:
    bool loadSourceLanes();
    // The target's lane of the source's lane id (NULL stays NULL), added by name when absent.
    std::optional<QVariant> targetLane(rowcopy::RowWriter &writer, const QVariant &sourceLane);
    bool copyWaves(); // notebookcopy.cpp
    // One batch of runs after afterId (notebookcopy_runs.cpp); done when it was the last.
    struct Batch;
    bool copyRunBatch(qint64 afterId, qint64 &lastId, bool &done);
    // Finds each run of the batch in the target (UUID, else result file and entry) or adds it.
    bool placeRuns(rowcopy::RowWriter &writer, const std::vector<QSqlRecord> &runs, Batch &batch);
    std::optional<qint64> insertRun(rowcopy::RowWriter &writer, const QSqlRecord &run,
                                    const QVariant &sourceFile);
    // Metrics, request samples, telemetry and gate results of the runs the batch added.
    bool copyRunChildren(QSqlDatabase &db, rowcopy::RowWriter &writer, const Batch &batch);
    // Gates and status of each run the target had that the source judged again since.
    bool copyJudgements(rowcopy::RowWriter &writer, const Batch &batch);
    // Notes, tags and statuses of every run of the batch that the target lacks.
    bool copyAnnotations(QSqlDatabase &db, rowcopy::RowWriter &writer, const Batch &batch);
    bool copyFindings(); // notebookcopy_findings.cpp
    // Sets error() to "what: why"; returns false for the caller's return statement.
    bool fail(const QString &what, const QString &why);

    NotebookConnection m_from;
    NotebookConnection m_to;
    int m_runsPerBatch = 500;
    std::function<void(const Progress &)> m_progress;
    NotebookCopySummary m_summary;
    qint64 m_runsDone = 0;
    QString m_error;
    QHash<qint64, QSqlRecord> m_sourceLanes;
    // Source row id -> target row id, for what later rows refer to.
    QHash<qint64, qint64> m_waveIds;
    QHash<qint64, qint64> m_runIds;
    // Target ids of rows matched by content (committed, so valid across batches).
    QHash<QString, qint64> m_laneIds;     // by name
    QHash<QString, qint64> m_configIds;   // by content hash
    QHash<QString, qint64> m_workloadIds; // by content hash
    QHash<QString, qint64> m_sourceIds;   // by sha256
    QHash<QString, qint64> m_metricIds;   // by name
    QHash<QString, qint64> m_gpuIds;      // by host + '\n' + uuid
};

} // namespace lanebook
