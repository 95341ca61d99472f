#pragma once

#include "models/run.h"
#include "models/runtablesnapshot.h"

#include <QFuture>
#include <QStringList>

#include <optional>

namespace lanebook {

// Reads for the GUI, off the GUI thread: each call runs on the global thread pool with
// its own read-only connection and delivers a value. Watch the future with a
// QFutureWatcher (or .then() with a context object) to get the result on the GUI thread.
namespace NotebookReader {

QFuture<RunTableSnapshot> runTableSnapshot(const QString &notebookPath,
                                           const QStringList &metricColumns);

struct RunDetails
{
    std::optional<Run> run; // with request samples
    QString error;
};

QFuture<RunDetails> runDetails(const QString &notebookPath, qint64 runId);

} // namespace NotebookReader

} // namespace lanebook
