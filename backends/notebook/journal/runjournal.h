#pragma once

#include "models/base/expected.h"
#include "models/run/run.h"
#include "models/waves/waverecord.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace lanebook {

// Measured runs a notebook could not take in time (another process held the lock past the
// deadline, a read-only file, a full disk), kept beside it in <notebook>.pending/ until the
// next open by any Lanebook process replays them into it, exactly once (the notebook
// remembers each replayed entry's id: NotebookStore::replayJournal). One file per run,
// written whole (QSaveFile) with mode 0600, since configs can name the user's model paths.
class RunJournal
{
public:
    struct Entry
    {
        QString id;   // a UUID: the replay key
        QString file; // where it lies
        Run run;
        std::optional<WaveRunPlacement> placement; // a wave's run
    };

    explicit RunJournal(const QString &notebookPath);

    QString folder() const { return m_folder; }
    // Where the journal of a notebook (a file, or a postgresql:// address) is kept.
    static QString folderFor(const QString &notebookPath);
    // Keeps one run: its entry id, or a failure naming the file.
    Expected<QString> append(const Run &run,
                             const std::optional<WaveRunPlacement> &placement) const;
    // Entry files, oldest first (names start with the time written).
    QStringList files() const;
    // Reads one entry, or fails naming the file and the key.
    static Expected<Entry> read(const QString &file);
    // Removes a replayed entry's file, and the folder once it is empty.
    void remove(const Entry &entry) const;

private:
    QString m_folder;
};

} // namespace lanebook
