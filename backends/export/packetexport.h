#pragma once

#include "backends/export/exportoutcome.h"

#include <QDateTime>
#include <QString>

namespace lanebook {

class NotebookStore;

// The result packet of a lane, written into DIR:
//   README.md               what the lane is, its runs by status, headline numbers, findings
//   reproduce.md            the source files (with sha256) and recipes to re-import and rerun
//   validity-gates.md       the validity gates and each run's stored outcome
//   bugs-failed-paths.md    negative, invalid and inconclusive findings as negative-result
//                           summaries, and the runs marked invalid or failed
//   data/<label>/summary.json   each run in the `show --json` shape, with gates and notes
// Secrets are redacted everywhere. An unknown lane is refused with the lanes there are.
struct PacketExportOptions
{
    QString generator;
    QDateTime generatedAt; // invalid: now
};

ExportOutcome exportLanePacket(const NotebookStore &store, const QString &lane,
                               const QString &outDir, const PacketExportOptions &options = {});

// A run label as a folder name: letters, digits, '-', '_', '.' kept; the rest '_'.
QString packetFolderName(const QString &label);

} // namespace lanebook
