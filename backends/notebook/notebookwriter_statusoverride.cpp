// NotebookWriter: a run's status override from Annotate… (Runs table, inspector), delegated to
// JudgementRepository::setStatusOverride in the writer's thread.
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/notebookwriter.h"

#include <QCoreApplication>

namespace lanebook {

void NotebookWriter::setRunStatusOverride(qint64 runId, RunStatus status, const QString &reason)
{
    if (!m_store) {
        Q_EMIT writeFailed(QCoreApplication::translate("NotebookWriter", "no notebook is open"));
        return;
    }
    if (!m_store->judgements().setStatusOverride(runId, status, reason)) {
        Q_EMIT writeFailed(m_store->lastError());
        return;
    }
    Q_EMIT runAnnotated(runId);
    // The status is a column of the Runs table: readers take a fresh snapshot.
    Q_EMIT notebookChanged(m_store->path(), m_store->runs().count());
}

} // namespace lanebook
