#pragma once

#include "models/importsummary.h"

#include <QObject>
#include <QStringList>

#include <atomic>
#include <memory>

namespace lanebook {

class NotebookStore;

// The one writer of a notebook (DESIGN.md §4). Lives in its own QThread, moved there by
// the composition root; owns the write connection, which it opens in that thread. Every
// slot is meant to be invoked through a queued connection; results come back as signals
// carrying values. Import parses files on the global thread pool and writes one
// transaction per file, so a bad file never half-lands and the others still do.
class NotebookWriter : public QObject
{
    Q_OBJECT
public:
    explicit NotebookWriter(QObject *parent = nullptr);
    ~NotebookWriter() override;

    // Thread-safe: asks a running import to stop after the file it is on.
    void requestCancel();

public Q_SLOTS:
    void openNotebook(const QString &path);
    void closeNotebook();
    void importPaths(quint64 jobId, const QStringList &paths);

Q_SIGNALS:
    void notebookOpened(const QString &path, qint64 runCount);
    void notebookFailed(const QString &path, const QString &error);
    void importStarted(quint64 jobId, int fileCount);
    void importProgress(quint64 jobId, int filesDone, int fileCount, const QString &currentPath);
    void importFinished(quint64 jobId, const lanebook::ImportSummary &summary);
    // After any commit: readers should take a fresh snapshot.
    void notebookChanged(const QString &path, qint64 runCount);

private:
    std::unique_ptr<NotebookStore> m_store;
    std::atomic_bool m_cancel{false};
};

} // namespace lanebook

Q_DECLARE_METATYPE(lanebook::ImportSummary)
