#include "backends/notebook/notebookwriter.h"

#include "backends/importers/importfile.h"
#include "backends/notebook/notebookchangewatcher.h"
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/repositories/importjudging.h"
#include "backends/threads/threadhandoff.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <deque>

namespace lanebook {

namespace {

// A parsed file holds several times its size in memory until it is stored, so the parse work
// in flight is bounded by bytes, not by a count of files: eight 500 MB exports in one folder
// are parsed one after another, a folder of small files still fills the pool.
constexpr qint64 kDefaultParseBudgetBytes = qint64(256) << 20;

struct ParseInFlight
{
    qint64 bytes = 0;
    QFuture<ParsedFile> parsed;
};

} // namespace

qint64 NotebookWriter::importParseBudgetBytes()
{
    bool ok = false;
    const qint64 mib = qEnvironmentVariableIntValue("LANEBOOK_IMPORT_BUDGET_MB", &ok);
    return ok && mib > 0 ? mib << 20 : kDefaultParseBudgetBytes;
}

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
    m_changeWatcher.reset();
    m_store = std::move(store);
    Q_EMIT notebookOpened(path, m_store->runs().count());
    // Runs, waves and findings that other processes record show up without a refresh.
    m_changeWatcher = std::make_unique<NotebookChangeWatcher>(*m_store);
    connect(m_changeWatcher.get(), &NotebookChangeWatcher::changedElsewhere, this, [this, path] {
        Q_EMIT notebookChanged(path, m_store->runs().count());
        Q_EMIT notebookChangedElsewhere(path);
    });
    m_changeWatcher->start();
    const QStringList repairs = m_store->repairNotes();
    for (const QString &note : m_store->housekeepingNotes()) {
        if (!repairs.contains(note))
            Q_EMIT notebookNotice(note);
    }
    if (!repairs.isEmpty())
        Q_EMIT notebookRepaired(path, repairs);
    m_store->markRepairsSaid();
}

void NotebookWriter::closeNotebook()
{
    m_changeWatcher.reset();
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
            outcome.error =
                QCoreApplication::translate("NotebookWriter", "%1: no notebook is open").arg(file);
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
    // Parses run on the pool, in file order, while this thread stores the oldest one done; a
    // file larger than the whole budget is parsed alone.
    const qint64 budget = importParseBudgetBytes();
    std::deque<ParseInFlight> inFlight;
    qint64 bytesInFlight = 0;
    qsizetype next = 0;
    const auto startParses = [&] {
        while (next < files.size() && !m_cancel) {
            const qint64 bytes = std::max<qint64>(QFileInfo(files[next]).size(), 1);
            if (!inFlight.empty() && bytesInFlight + bytes > budget)
                return;
            inFlight.push_back({bytes, ThreadHandoff::runOnPool([file = files[next]] {
                                    return parseImportFile(file);
                                })});
            bytesInFlight += bytes;
            ++next;
            summary.peakParseBytesInFlight =
                std::max(summary.peakParseBytesInFlight, bytesInFlight);
            summary.peakParseFilesInFlight =
                std::max(summary.peakParseFilesInFlight, static_cast<int>(inFlight.size()));
        }
    };
    int done = 0;
    bool changedSinceSignal = false;
    startParses();
    while (!inFlight.empty()) {
        ParseInFlight oldest = inFlight.front();
        const ParsedFile file = ThreadHandoff::resultOf(oldest.parsed);
        if (m_cancel) {
            summary.cancelled = true;
            for (ParseInFlight &parse : inFlight)
                parse.parsed.waitForFinished(); // a parse cannot be stopped; its result is dropped
            break;
        }
        if ((file.unrecognized && !namedFiles.contains(file.path)) || !file.coveredBy.isEmpty()) {
            FileImportOutcome skipped;
            skipped.path = file.path;
            skipped.format = file.format;
            skipped.skipped = true;
            skipped.coveredBy = file.coveredBy;
            summary.files << skipped;
        } else {
            summary.files << m_store->runs().storeParsedFile(file);
            if (summary.files.constLast().runsAdded > 0) {
                judgeImportedRuns(*m_store, file);
                changedSinceSignal = true;
            }
        }
        inFlight.pop_front();
        bytesInFlight -= oldest.bytes;
        startParses();
        ++done;
        Q_EMIT importProgress(jobId, done, static_cast<int>(files.size()), file.path);
        // The views re-read the notebook on this signal: at most once per budget's worth.
        if (changedSinceSignal && (inFlight.empty() || done % 8 == 0)) {
            Q_EMIT notebookChanged(m_store->path(), m_store->runs().count());
            changedSinceSignal = false;
        }
    }
    if (m_cancel && !summary.cancelled && next < files.size())
        summary.cancelled = true;
    if (changedSinceSignal)
        Q_EMIT notebookChanged(m_store->path(), m_store->runs().count());
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
    const Expected<qint64> findingId = m_store->findings().recordVerdict(record);
    if (findingId)
        Q_EMIT verdictRecorded(*findingId, record);
    else
        Q_EMIT verdictFailed(record, findingId.error());
}

} // namespace lanebook
