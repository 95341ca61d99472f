#pragma once

#include "models/run/run.h"

#include <QString>

#include <optional>
#include <vector>

namespace lanebook {

// The outcome of reading one file: its runs, or one message that names the file and says
// what is wrong. Nothing is written to a notebook here.
struct ParsedFile
{
    QString path;
    QString sha256;
    qint64 sizeBytes = 0;
    std::optional<RunFormat> format;
    std::vector<Run> runs;
    QString error; // empty on success
    // Not a result at all, as opposed to a broken one: text no importer claims, an image, an
    // archive, a markdown document. A folder import skips such a file. One named on its own
    // is taken as read: error says why it fails (a markdown document may even hold runs).
    bool unrecognized = false;
    // Everything the file holds comes with this file or folder beside it (LLMPerf's
    // per-request file beside its summary): nothing is added, and error says so.
    QString coveredBy;

    bool ok() const { return error.isEmpty(); }
};

// Files larger than this are refused before they are read: no benchmark result is this
// big, and reading one would take the machine's memory.
inline constexpr qint64 kMaxImportFileBytes = qint64(1) << 30; // 1 GiB

// Reads, hashes, detects and parses one file. Safe to call from any thread.
ParsedFile parseImportFile(const QString &path);

// The files an import of these paths covers: files as given, folders walked recursively
// (hidden files and the vLLM `.pytorch.json` twins skipped), in a stable order.
QStringList expandImportPaths(const QStringList &paths);

} // namespace lanebook
