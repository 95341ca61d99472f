#pragma once

#include "models/run/runformat.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

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
        std::vector<double> metricValues; // one per metricColumns entry; NaN = missing
    };

    QString notebookPath;
    QStringList metricColumns;    // vocabulary names, in column order
    QStringList availableMetrics; // every metric name some run in the notebook has
    std::vector<Row> rows;        // ordered by id

    static double missing() { return std::numeric_limits<double>::quiet_NaN(); }
};

} // namespace lanebook
