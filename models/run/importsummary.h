#pragma once

#include "models/run/runformat.h"

#include <QList>
#include <QString>
#include <QtGlobal>

#include <optional>

namespace lanebook {

// What one file of an import did to the notebook. Crosses from the writer thread to the
// GUI and the CLI, so it is a plain value.
struct FileImportOutcome
{
    QString path;
    std::optional<RunFormat> format;
    int runsAdded = 0;
    int runsAlreadyPresent = 0; // re-import of the same content adds nothing
    // Of those, runs whose values an older Lanebook masked, given back from the file in place.
    int runsRestored = 0;
    QString error; // empty on success; names the file and what is wrong
    // Found while walking a folder and claimed by no importer (a README, a script, a log):
    // passed over, not an error. A file named explicitly is never skipped, it fails.
    bool skipped = false;
    // Skipped because everything in it comes with this file or folder beside it (LLMPerf's
    // per-request file beside its summary), named or found.
    QString coveredBy;

    bool ok() const { return error.isEmpty(); }
};

struct ImportSummary
{
    QList<FileImportOutcome> files;
    bool cancelled = false;
    // The most parse work that was in flight at once (files being parsed or parsed and not
    // yet stored): bounded by bytes (NotebookWriter::importParseBudgetBytes), not by count.
    qint64 peakParseBytesInFlight = 0;
    int peakParseFilesInFlight = 0;

    int filesFailed() const;
    int filesSkipped() const; // not results; covered files are counted apart
    int filesCovered() const; // part of another file's run (FileImportOutcome::coveredBy)
    int runsAdded() const;
    int runsAlreadyPresent() const;
    int runsRestored() const;
};

} // namespace lanebook
