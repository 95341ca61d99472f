#pragma once

#include "models/run/runformat.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <limits>
#include <vector>

namespace lanebook {

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
    // Built off the GUI thread with the metric columns (presort()): each row's label lowered,
    // as the filter matches it, and the rows (indexes into `rows`) in ascending order of
    // label, start and each metric column, rows without a value left out, ties in id order.
    // A sort by any column is then one pass on the GUI thread. Until presorted is set the
    // table sorts by itself: at a million runs, near a second per click.
    bool presorted = false;
    std::vector<QString> lowerLabels;
    std::vector<int> labelOrder;
    std::vector<int> startedOrder;
    std::vector<std::vector<int>> metricOrders; // one per metric column

    static double missing() { return std::numeric_limits<double>::quiet_NaN(); }
    // The rows read whole: all of them, unless this is a first screenful.
    size_t readRows() const { return headOnly ? std::min(headRows, rows.size()) : rows.size(); }
    bool isRead(size_t row) const { return !headOnly || row < headRows; }
};

// Fills lowerLabels and the orders above and sets presorted (the metric columns must be read).
void presort(RunTableSnapshot &snapshot);

} // namespace lanebook
