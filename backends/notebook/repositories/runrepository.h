#pragma once

#include "backends/importers/importfile.h"
#include "backends/notebook/connection/notebookconnection.h"
#include "models/base/expected.h"
#include "models/findings/finding.h"
#include "models/run/importsummary.h"
#include "models/run/run.h"
#include "models/runtable/runtablesnapshot.h"

#include <QStringList>
#include <QVariant>

#include <limits>
#include <optional>
#include <vector>

class QSqlQuery;

namespace lanebook {

struct ChartRun;

// Runs (notebook aggregate: runs with their config, workload, metrics, request samples,
// source file, notes and tags). Writes: runrepository_writes.cpp and
// runrepository_annotations.cpp; reads: runrepository_reads.cpp. Each write is one
// transaction of the shared connection and answers with why not when refused (the reads: still
// nullopt with lastError(), until they become Expected too).
class RunRepository
{
public:
    explicit RunRepository(NotebookConnection &connection)
        : m_connection(connection)
    {}

    // Stores every run of one parsed file in one transaction: all or nothing. Runs already
    // present (same content hash and locator) are counted, not added again; one whose values an
    // older Lanebook masked (dataLosses) gets them back from the file, in place.
    FileImportOutcome storeParsedFile(const ParsedFile &file);
    // Stores one run recorded by Lanebook itself (no source file). Returns its id.
    // A run Lanebook measured goes through NotebookStore::recordMeasuredRun instead, which
    // keeps it in the run journal when the notebook cannot take it.
    Expected<qint64> insertRun(const Run &run);
    // What a run's rows hold that needs no database, worked out before the write transaction
    // begins so that the notebook's lock is held for the writes alone: the config and workload
    // redacted, in canonical form and hashed; the texts redacted; the request samples'
    // inter-token latencies packed. Secrets are redacted as they are stored, not only on
    // export: an API key in an argv, an env value, a URL or a tool's echoed config never
    // reaches the file or its WAL.
    struct PreparedRun
    {
        struct Document
        {
            QString hash; // SHA-256 of json
            QString json; // canonical: nlohmann's objects keep their keys sorted
            QVariant runtime;
            QVariant runtimeVersion;
        };
        std::optional<Document> config;
        std::optional<Document> workload;
        QVariant extraJson;
        QString label;
        QVariant statusReason;
        QString locator;
        std::vector<QVariant> sampleItl;    // per request sample: float32 little-endian, or NULL
        std::vector<QVariant> sampleErrors; // per request sample: redacted, or NULL
    };
    static PreparedRun prepareRun(const Run &run);
    // The rows of one run, inside the caller's open write transaction (waves and the
    // journal's replay add their own rows in the same transaction); `prepared` is
    // prepareRun(run). Without it, the run is prepared inside the transaction.
    // The new run's id, or why not (a full disk also sets the connection's lastWriteRefusal()).
    Expected<qint64> insertRunRows(const Run &run, const PreparedRun &prepared,
                                   std::optional<qint64> sourceId);

    qint64 count() const;
    // The Runs table in two reads (runrepository_table.cpp): the run columns, every metric
    // missing and metricsPending set; then the metric columns into that snapshot. A table of
    // a million runs paints after the first. tableSnapshot() does both.
    // afterId and upToId bound the runs read (several connections read a large table in
    // parallel, each its own range of ids).
    RunTableSnapshot tableRuns(const QStringList &metricColumns, qint64 afterId = 0,
                               qint64 upToId = std::numeric_limits<qint64>::max()) const;
    // A first screenful of a large table (RunTableSnapshot::headOnly): the first `headRows`
    // runs by id read whole, every other run by its id alone (one read of the id index).
    RunTableSnapshot tableHead(const QStringList &metricColumns, int headRows) const;
    // The highest run id (0 for no runs): one look at the end of the table.
    qint64 lastRunId() const;
    void fillTableMetrics(RunTableSnapshot &snapshot) const;
    RunTableSnapshot tableSnapshot(const QStringList &metricColumns) const;
    QStringList metricNames() const;
    QStringList laneNames() const;
    // A run in full (config, workload, metrics, source), without its request samples.
    std::optional<Run> run(qint64 id) const;
    std::vector<RequestSample> requestSamples(qint64 runId) const;
    // Resolves a run by id, or by exact label; nullopt with lastError() when neither
    // matches or the label is ambiguous.
    std::optional<qint64> resolve(const QString &idOrLabel) const;
    // Every run in full, ordered by id; filterText matches label, model, format or lane.
    std::vector<Run> list(const QString &filterText = {}) const;
    // Every run as the charts see it, read narrowly (runrepository_charts.cpp): a run's own
    // columns and only the metrics a chart uses; configs and workloads parsed once each.
    std::vector<ChartRun> chartRuns() const;

    // Notes and tags on a run (runrepository_annotations.cpp). A tag is kept once per run;
    // adding it again returns the existing id. Status overrides: JudgementRepository.
    Expected<qint64> addNote(qint64 runId, const QString &text);
    Expected<qint64> addTag(qint64 runId, const QString &tag);
    Expected<void> removeTag(qint64 runId, const QString &tag);
    Expected<std::vector<RunAnnotation>> annotations(qint64 runId) const; // oldest first
    // The key paths whose values an older Lanebook masked although they were no secret
    // ("workload.timeouts_s.first_token"; notebookrepairs.h): lost until the file is imported
    // again. Empty for an intact run.
    QStringList dataLosses(qint64 runId) const;

private:
    Expected<qint64> contentId(const char *table, const PreparedRun::Document &document);
    // A run's config and workload (content-addressed rows, written when new) and extra,
    // redacted as stored, as the values the runs table's columns take (NULL when absent).
    struct StoredDocuments
    {
        QVariant configId;
        QVariant workloadId;
        QVariant extraJson;
    };
    Expected<StoredDocuments> storeDocuments(const PreparedRun &prepared);
    // The GPU trace an imported run came with (Run::telemetry), inside the caller's write
    // transaction; why not when refused.
    Expected<void> storeTrace(QSqlDatabase &db, const Run &run, qint64 runId);
    // Inside storeParsedFile's transaction: run runId, already present, gets run's config,
    // workload and extra when it has data losses. True when restored.
    Expected<bool> restoreLostData(const Run &run, qint64 runId);
    Run runFromCurrentRow(const QSqlQuery &query) const;
    void loadMetrics(Run &run) const;

    NotebookConnection &m_connection;
};

} // namespace lanebook
