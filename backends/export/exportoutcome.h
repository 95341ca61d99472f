#pragma once

#include "models/base/expected.h"

#include <QString>
#include <QStringList>

namespace lanebook {

// What an export wrote, or why it wrote nothing. Files are written whole (QSaveFile): a
// failed export leaves no half-written file behind, and never touches the notebook.
struct ExportOutcome
{
    bool ok = false;
    QString error;        // names the file or the thing missing, and what to do
    QStringList files;    // every file written, in order
    QStringList warnings; // written, but something is missing (a chart, a deleted run)
    int items = 0;        // findings, runs or packet runs exported
};

// Writes `bytes` to `path` atomically (creating its folder), or fails naming the path.
Expected<void> writeExportFile(const QString &path, const QByteArray &bytes);

} // namespace lanebook
