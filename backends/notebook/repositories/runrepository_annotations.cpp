// RunRepository: notes and tags on a run (annotations table). Status overrides are
// annotations of kind "status" too, written by setRunStatusOverride.
#include "backends/notebook/repositories/runrepository.h"

#include "backends/notebook/connection/notebookquery.h"
#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/sqlvalues.h"
#include "models/findings/secretredaction.h"

namespace lanebook {

namespace {

// A note or tag on the run, in the caller's write transaction: its id, or why not (a run the
// notebook does not have is named).
Expected<qint64> insertAnnotation(QSqlDatabase &db, qint64 runId, const QString &kind,
                                  const QString &text)
{
    NotebookQuery insert(db, QStringLiteral("INSERT INTO annotations(run_id, kind, text, "
                                            "created_at) SELECT id, :kind, :text, :created FROM "
                                            "runs WHERE id = :run"));
    if (Expected<void> done = insert.bind(QStringLiteral(":kind"), kind)
                                  .bind(QStringLiteral(":text"), text)
                                  .bind(QStringLiteral(":created"), sqlvalues::nowUtc())
                                  .bind(QStringLiteral(":run"), runId)
                                  .exec();
        !done)
        return unexpected(done.error());
    if (insert.rowsAffected() == 0)
        return unexpected(NotebookTr::tr("no run with id %1").arg(runId));
    return insert.lastInsertId();
}

} // namespace

Expected<qint64> RunRepository::addNote(qint64 runId, const QString &text)
{
    if (text.trimmed().isEmpty())
        return unexpected(NotebookTr::tr("a note needs text"));
    return m_connection.write({}, [&](WriteTransaction &transaction) -> Expected<qint64> {
        return insertAnnotation(transaction.db(), runId, QStringLiteral("note"),
                                redactSecretsInText(text.trimmed()));
    });
}

Expected<qint64> RunRepository::addTag(qint64 runId, const QString &tag)
{
    const QString word = tag.trimmed();
    if (word.isEmpty() || word.contains(u'\n'))
        return unexpected(NotebookTr::tr("a tag is one line of text, e.g. \"headline\""));
    return m_connection.write({}, [&](WriteTransaction &transaction) -> Expected<qint64> {
        NotebookQuery existing(transaction.db(),
                               QStringLiteral("SELECT id FROM annotations WHERE run_id = :run "
                                              "AND kind = 'tag' AND text = :text"));
        const Expected<std::optional<qint64>> found =
            existing.bind(QStringLiteral(":run"), runId)
                .bind(QStringLiteral(":text"), word)
                .first([](const NotebookQuery &row) { return row.integer(0); });
        if (found && *found)
            return **found; // tagged so already
        return insertAnnotation(transaction.db(), runId, QStringLiteral("tag"), word);
    });
}

Expected<void> RunRepository::removeTag(qint64 runId, const QString &tag)
{
    return m_connection.write({}, [&](WriteTransaction &transaction) -> Expected<void> {
        NotebookQuery remove(transaction.db(),
                             QStringLiteral("DELETE FROM annotations WHERE run_id = :run AND "
                                            "kind = 'tag' AND text = :text"));
        if (Expected<void> done = remove.bind(QStringLiteral(":run"), runId)
                                      .bind(QStringLiteral(":text"), tag.trimmed())
                                      .exec();
            !done)
            return done;
        if (remove.rowsAffected() == 0)
            return unexpected(
                NotebookTr::tr("run %1 has no tag \"%2\"").arg(runId).arg(tag.trimmed()));
        return {};
    });
}

Expected<std::vector<RunAnnotation>> RunRepository::annotations(qint64 runId) const
{
    NotebookQuery query(m_connection.database(),
                        QStringLiteral("SELECT id, kind, text, reason, created_at FROM "
                                       "annotations WHERE run_id = :run ORDER BY id"));
    return query.bind(QStringLiteral(":run"), runId).all([runId](const NotebookQuery &row) {
        RunAnnotation a;
        a.id = row.integer(0);
        a.runId = runId;
        a.kind = row.text(1);
        a.text = row.text(2);
        a.reason = row.text(3);
        a.createdAt = row.utcTime(4);
        return a;
    });
}

} // namespace lanebook
