#include "backends/notebook/notebookwriter.h"

#include "backends/importers/importfile.h"
#include "backends/notebook/importjudging.h"
#include "backends/notebook/notebookstore.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>
#include <QtConcurrent>

namespace lanebook {

namespace {

// Files are parsed this many at a time on the pool while the writer stores the previous
// batch's results; a batch bounds the memory held by parsed-but-unwritten runs.
constexpr int kParseBatchFiles = 8;

} // namespace

NotebookWriter::NotebookWriter(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<lanebook::ImportSummary>();
    qRegisterMetaType<lanebook::VerdictRecord>();
}

NotebookWriter::~NotebookWriter() = default;

void NotebookWriter::requestCancel()
{
    m_cancel = true;
}

void NotebookWriter::openNotebook(const QString &path)
{
    auto store = std::make_unique<NotebookStore>();
    if (!store->open(path, NotebookStore::Access::ReadWrite)) {
        Q_EMIT notebookFailed(path, store->lastError());
        return;
    }
    m_store = std::move(store);
    Q_EMIT notebookOpened(path, m_store->runs().count());
    for (const QString &note : m_store->housekeepingNotes())
        Q_EMIT notebookNotice(note);
}

void NotebookWriter::closeNotebook()
{
    m_store.reset();
}

void NotebookWriter::importPaths(quint64 jobId, const QStringList &paths)
{
    m_cancel = false;
    ImportSummary summary;
    const QStringList files = expandImportPaths(paths);
    Q_EMIT importStarted(jobId, static_cast<int>(files.size()));
    if (!m_store) {
        for (const QString &file : files) {
            FileImportOutcome outcome;
            outcome.path = file;
            outcome.error = QCoreApplication::translate("NotebookWriter",
                                                        "%1: no notebook is open")
                                .arg(file);
            summary.files << outcome;
        }
        Q_EMIT importFinished(jobId, summary);
        return;
    }
    // Files named one by one must import or fail; files found by walking a folder may
    // simply not be results (READMEs, scripts, logs) and are skipped.
    QSet<QString> namedFiles;
    for (const QString &path : paths) {
        if (!QFileInfo(path).isDir())
            namedFiles.insert(path);
    }
    int done = 0;
    for (qsizetype start = 0; start < files.size(); start += kParseBatchFiles) {
        if (m_cancel) {
            summary.cancelled = true;
            break;
        }
        const QStringList batch = files.mid(start, kParseBatchFiles);
        const QList<ParsedFile> parsed = QtConcurrent::blockingMapped(batch, parseImportFile);
        for (const ParsedFile &file : parsed) {
            if (file.unrecognized && !namedFiles.contains(file.path)) {
                FileImportOutcome skipped;
                skipped.path = file.path;
                skipped.skipped = true;
                summary.files << skipped;
            } else {
                summary.files << m_store->runs().storeParsedFile(file);
                if (summary.files.constLast().runsAdded > 0)
                    judgeImportedRuns(*m_store, file);
            }
            ++done;
            Q_EMIT importProgress(jobId, done, static_cast<int>(files.size()), file.path);
        }
        if (summary.runsAdded() > 0)
            Q_EMIT notebookChanged(m_store->path(), m_store->runs().count());
    }
    Q_EMIT importFinished(jobId, summary);
}

void NotebookWriter::saveComparisonGates(const QString &comparisonKey,
                                         const std::vector<GateResult> &gates)
{
    if (!m_store)
        return; // the notebook was closed meanwhile: its comparison goes with it
    if (!m_store->judgements().saveComparisonGates(comparisonKey, gates))
        Q_EMIT writeFailed(QCoreApplication::translate("NotebookWriter",
                                                       "The comparison's gates were not stored: %1")
                               .arg(m_store->lastError()));
}

void NotebookWriter::recordVerdict(const VerdictRecord &record)
{
    if (!m_store) {
        Q_EMIT verdictFailed(record,
                             QCoreApplication::translate("NotebookWriter", "no notebook is open"));
        return;
    }
    const std::optional<qint64> findingId = m_store->findings().recordVerdict(record);
    if (findingId)
        Q_EMIT verdictRecorded(*findingId, record);
    else
        Q_EMIT verdictFailed(record, m_store->lastError());
}

} // namespace lanebook
