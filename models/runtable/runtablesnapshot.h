#pragma once

#include "models/run/runformat.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <limits>
#include <memory>
#include <vector>

namespace lanebook {

// Rows of a RunTableSnapshot (indexes into its rows) ordered by one key.
struct SortedRows
{
    std::vector<int> ascending;         // rows that have the key, ascending, ties in id order
    std::vector<char> tiedWithPrevious; // per position in `ascending`: same key as the one before
    std::vector<int> missing;           // rows without the key, in id order
};

// Each row's model and lane as a rank among the distinct values, its start in ms and its
// lowered label (as the filter matches it), and the formats present: what the Runs table,
// its filter and the notebook tree look rows up by instead of hashing a million strings on
// the GUI thread.
struct RunTableIndex
{
    static constexpr qint64 kMissingTimeMs = std::numeric_limits<qint64>::min();

    QStringList models;               // distinct, sorted case-insensitively, "" left out
    QStringList lanes;                // likewise
    std::vector<int> modelRanks;      // per row: index into models; -1 none, or not read
    std::vector<int> laneRanks;       // per row: index into lanes; -1 none, or not read
    std::vector<qint64> startedMs;    // per row: ms since epoch, kMissingTimeMs none
    std::vector<QString> lowerLabels; // per row
    QList<RunFormat> formats;         // present among the rows read, by id
};

// The notebook's runs as the Runs table and the notebook tree show them: identity columns
// plus the values of the chosen metric columns. Built by a reader thread, handed to the
// GUI whole; the GUI never queries the database.
struct RunTableSnapshot
{
    struct Row
    {
        qint64 id = 0;
        QString label;
        RunFormat format = RunFormat::Lanebook;
        QString model;
        QString lane;
        RunStatus status = RunStatus::Unjudged;
        QDateTime startedAt;
        // One per metricColumns entry; NaN = missing. Empty while metricsPending (all missing).
        std::vector<double> metricValues;
    };

    QString notebookPath;
    // Set by the read of the run columns and kept by the read of the metric columns that
    // completes it, so a view can tell "the same runs, now with metrics" from a new table.
    quint64 runColumnsId = 0;
    // The run columns are read; the metric columns follow in a second read (every value is
    // missing until then). A large notebook paints its table before its metrics arrive.
    bool metricsPending = false;
    // A first screenful: the first `headRows` rows are read whole, the others carry only their
    // ids (every other column empty, not yet read) until the next read replaces the snapshot.
    // A notebook of a million runs paints this in a fraction of the whole read's time.
    bool headOnly = false;
    size_t headRows = 0;
    QStringList metricColumns;    // vocabulary names, in column order
    QStringList availableMetrics; // every metric name some run in the notebook has
    std::vector<Row> rows;        // ordered by id
    // What the table, its filter and the tree look rows up by, built off the GUI thread
    // with the run columns (indexRuns()); null until then (the table builds its own).
    std::shared_ptr<const RunTableIndex> index;
    // Built off the GUI thread with the metric columns (presort()): the rows in order of
    // label, start and each metric column. A sort by any column is then one sequential pass
    // on the GUI thread. Until presorted is set the table sorts by itself: at a million
    // runs, near a second per click.
    bool presorted = false;
    SortedRows labelOrder;
    SortedRows startedOrder;
    std::vector<SortedRows> metricOrders; // one per metric column

    static double missing() { return std::numeric_limits<double>::quiet_NaN(); }
    // The rows read whole: all of them, unless this is a first screenful.
    size_t readRows() const { return headOnly ? std::min(headRows, rows.size()) : rows.size(); }
    bool isRead(size_t row) const { return !headOnly || row < headRows; }
};

// The index of the rows read (every row past a first screenful counts as having no model,
// lane, start or label).
RunTableIndex indexRuns(const RunTableSnapshot &snapshot);
// Sets index when it is null, fills the orders above and sets presorted (the metric columns
// must be read).
void presort(RunTableSnapshot &snapshot);

} // namespace lanebook
