// NotebookWriter: the Findings tab's writes (findings, their links, run annotations) and the
// notebook tree's (a lane's SLO), each delegated to NotebookStore in the writer's thread,
// answered with a signal.
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/notebookwriter.h"

#include <QCoreApplication>

namespace lanebook {

namespace {

QString noNotebook()
{
    return QCoreApplication::translate("NotebookWriter", "no notebook is open");
}

} // namespace

// Every finding write has the same shape: refuse without a notebook, report the store's
// message on refusal, announce the change on success. (Signals are public: the helper may
// emit them.)
template <typename Write>
void findingWrite(NotebookWriter *writer, NotebookStore *store, qint64 findingId, Write write)
{
    if (!store) {
        Q_EMIT writer->writeFailed(noNotebook());
        return;
    }
    if (const Expected<void> written = write(*store); !written) {
        Q_EMIT writer->writeFailed(written.error());
        return;
    }
    Q_EMIT writer->findingChanged(findingId);
}

void NotebookWriter::createFinding(const NewFinding &finding)
{
    if (!m_store) {
        Q_EMIT writeFailed(noNotebook());
        return;
    }
    const Expected<qint64> id = m_store->findings().create(finding);
    if (!id) {
        Q_EMIT writeFailed(id.error());
        return;
    }
    Q_EMIT findingCreated(*id, finding);
    Q_EMIT findingChanged(*id);
}

void NotebookWriter::updateFindingField(qint64 findingId, FindingField field, const QString &text)
{
    findingWrite(this, m_store.get(), findingId, [&](NotebookStore &s) {
        return s.findings().updateField(findingId, field, text);
    });
}

void NotebookWriter::setFindingVerdict(qint64 findingId, FindingVerdict verdict,
                                       const QString &reason)
{
    findingWrite(this, m_store.get(), findingId, [&](NotebookStore &s) {
        return s.findings().setVerdict(findingId, verdict, reason);
    });
}

void NotebookWriter::linkFindingRuns(qint64 findingId, const std::vector<qint64> &controlRunIds,
                                     const std::vector<qint64> &candidateRunIds)
{
    findingWrite(this, m_store.get(), findingId, [&](NotebookStore &s) {
        return s.findings().linkRuns(findingId, controlRunIds, candidateRunIds);
    });
}

void NotebookWriter::unlinkFindingRuns(qint64 findingId, const std::vector<qint64> &runIds)
{
    findingWrite(this, m_store.get(), findingId,
                 [&](NotebookStore &s) { return s.findings().unlinkRuns(findingId, runIds); });
}

void NotebookWriter::linkFindingWave(qint64 findingId, qint64 waveId)
{
    findingWrite(this, m_store.get(), findingId,
                 [&](NotebookStore &s) { return s.findings().linkWave(findingId, waveId); });
}

void NotebookWriter::unlinkFindingWave(qint64 findingId, qint64 waveId)
{
    findingWrite(this, m_store.get(), findingId,
                 [&](NotebookStore &s) { return s.findings().unlinkWave(findingId, waveId); });
}

void NotebookWriter::addRunNote(qint64 runId, const QString &text)
{
    if (!m_store) {
        Q_EMIT writeFailed(noNotebook());
        return;
    }
    if (const Expected<qint64> added = m_store->runs().addNote(runId, text); !added) {
        Q_EMIT writeFailed(added.error());
        return;
    }
    Q_EMIT runAnnotated(runId);
}

void NotebookWriter::addRunTag(qint64 runId, const QString &tag)
{
    if (!m_store) {
        Q_EMIT writeFailed(noNotebook());
        return;
    }
    if (const Expected<qint64> added = m_store->runs().addTag(runId, tag); !added) {
        Q_EMIT writeFailed(added.error());
        return;
    }
    Q_EMIT runAnnotated(runId);
}

void NotebookWriter::setLaneSlo(const QString &lane, const std::optional<Slo> &slo)
{
    if (!m_store) {
        Q_EMIT writeFailed(noNotebook());
        return;
    }
    const Expected<LaneRecord> stored = m_store->lanes().setSlo(lane, slo, true);
    if (!stored) {
        Q_EMIT writeFailed(stored.error());
        return;
    }
    Q_EMIT laneChanged(stored->name);
}

void NotebookWriter::removeRunTag(qint64 runId, const QString &tag)
{
    if (!m_store) {
        Q_EMIT writeFailed(noNotebook());
        return;
    }
    if (const Expected<void> removed = m_store->runs().removeTag(runId, tag); !removed) {
        Q_EMIT writeFailed(removed.error());
        return;
    }
    Q_EMIT runAnnotated(runId);
}

} // namespace lanebook
