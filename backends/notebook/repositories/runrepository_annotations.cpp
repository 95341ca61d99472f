// RunRepository: notes and tags on a run (annotations table). Status overrides are
// annotations of kind "status" too, written by setRunStatusOverride.
#include "backends/notebook/repositories/runrepository.h"

#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/sqlvalues.h"
#include "models/findings/secretredaction.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTimeZone>

namespace lanebook {

std::optional<qint64> RunRepository::addNote(qint64 runId, const QString &text)
{
    if (text.trimmed().isEmpty()) {
        m_connection.fail(NotebookTr::tr("a note needs text"));
        return std::nullopt;
    }
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return std::nullopt;
    }
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen()) {
        m_connection.failWrite(*transaction);
        return std::nullopt;
    }
    QSqlDatabase &db = transaction->db();
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO annotations(run_id, kind, text, created_at) "
                                  "SELECT id, 'note', ?, ? FROM runs WHERE id = ?"));
    insert.addBindValue(redactSecretsInText(text.trimmed()));
    insert.addBindValue(sqlvalues::nowUtc());
    insert.addBindValue(runId);
    if (!insert.exec()) {
        m_connection.fail(insert.lastError().text());
        return std::nullopt;
    }
    if (insert.numRowsAffected() == 0) {
        m_connection.fail(NotebookTr::tr("no run with id %1").arg(runId));
        return std::nullopt;
    }
    const qint64 id = insert.lastInsertId().toLongLong();
    if (!transaction->commit()) {
        m_connection.failWrite(*transaction);
        return std::nullopt;
    }
    return id;
}

std::optional<qint64> RunRepository::addTag(qint64 runId, const QString &tag)
{
    const QString word = tag.trimmed();
    if (word.isEmpty() || word.contains(u'\n')) {
        m_connection.fail(NotebookTr::tr("a tag is one line of text, e.g. \"headline\""));
        return std::nullopt;
    }
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return std::nullopt;
    }
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen()) {
        m_connection.failWrite(*transaction);
        return std::nullopt;
    }
    QSqlDatabase &db = transaction->db();
    QSqlQuery existing(db);
    existing.prepare(QStringLiteral(
        "SELECT id FROM annotations WHERE run_id = ? AND kind = 'tag' AND text = ?"));
    existing.addBindValue(runId);
    existing.addBindValue(word);
    if (existing.exec() && existing.next())
        return existing.value(0).toLongLong();
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO annotations(run_id, kind, text, created_at) "
                                  "SELECT id, 'tag', ?, ? FROM runs WHERE id = ?"));
    insert.addBindValue(word);
    insert.addBindValue(sqlvalues::nowUtc());
    insert.addBindValue(runId);
    if (!insert.exec()) {
        m_connection.fail(insert.lastError().text());
        return std::nullopt;
    }
    if (insert.numRowsAffected() == 0) {
        m_connection.fail(NotebookTr::tr("no run with id %1").arg(runId));
        return std::nullopt;
    }
    const qint64 id = insert.lastInsertId().toLongLong();
    if (!transaction->commit()) {
        m_connection.failWrite(*transaction);
        return std::nullopt;
    }
    return id;
}

bool RunRepository::removeTag(qint64 runId, const QString &tag)
{
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return false;
    }
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen())
        return m_connection.failWrite(*transaction);
    QSqlQuery remove(transaction->db());
    remove.prepare(
        QStringLiteral("DELETE FROM annotations WHERE run_id = ? AND kind = 'tag' AND text = ?"));
    remove.addBindValue(runId);
    remove.addBindValue(tag.trimmed());
    if (!remove.exec()) {
        m_connection.fail(remove.lastError().text());
        return false;
    }
    if (remove.numRowsAffected() == 0) {
        m_connection.fail(NotebookTr::tr("run %1 has no tag \"%2\"").arg(runId).arg(tag.trimmed()));
        return false;
    }
    if (!transaction->commit())
        return m_connection.failWrite(*transaction);
    return true;
}

std::vector<RunAnnotation> RunRepository::annotations(qint64 runId) const
{
    std::vector<RunAnnotation> list;
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, kind, text, reason, created_at FROM annotations "
                                 "WHERE run_id = ? ORDER BY id"));
    query.addBindValue(runId);
    if (!query.exec()) {
        m_connection.fail(query.lastError().text());
        return list;
    }
    while (query.next()) {
        RunAnnotation a;
        a.id = query.value(0).toLongLong();
        a.runId = runId;
        a.kind = query.value(1).toString();
        a.text = query.value(2).toString();
        a.reason = query.value(3).toString();
        a.createdAt = QDateTime::fromString(query.value(4).toString(), Qt::ISODateWithMs);
        a.createdAt.setTimeSpec(Qt::UTC);
        list.push_back(std::move(a));
    }
    return list;
}

} // namespace lanebook
