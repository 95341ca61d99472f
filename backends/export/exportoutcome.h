#pragma once

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

// Writes `bytes` to `path` atomically (creating its folder); false with *error naming the
// path otherwise.
bool writeExportFile(const QString &path, const QByteArray &bytes, QString *error);

} // namespace lanebook
