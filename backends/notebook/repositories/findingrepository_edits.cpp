// FindingRepository: a user's edit of a finding's text, and the edit session that keeps one
// history entry per session of typing rather than one per autosave.
#include "backends/notebook/repositories/findingrepository.h"

#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/findinglinkrows.h"
#include "backends/notebook/repositories/sqlvalues.h"
#include "models/findings/secretredaction.h"

#include <QSqlError>
#include <QSqlQuery>

namespace lanebook {

using sqlvalues::nowUtc;
using sqlvalues::textOrNull;

bool FindingRepository::updateField(qint64 findingId, FindingField field, const QString &text)
{
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return false;
    }
    // Read under the write lock: a verdict another process records meanwhile must be seen.
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen())
        return m_connection.failWrite(*transaction);
    const std::optional<Finding> current = finding(findingId);
    if (!current)
        return false;
    // What people type can hold a token ("HF_TOKEN=hf_..." in a reproduce note): redacted
    // as it is stored.
    const QString value =
        redactSecretsInText(field == FindingField::Analysis ? text : text.trimmed());
    if (field == FindingField::Title && value.isEmpty()) {
        m_connection.fail(NotebookTr::tr("a finding needs a title"));
        return false;
    }
    if (field == FindingField::Hypothesis && current->verdict) {
        m_connection.fail(
            NotebookTr::tr(
                "finding %1 has a verdict: its hypothesis was written before the results and "
                "stays as written; put what you learned in the analysis")
                .arg(findingId));
        return false;
    }
    const QString before = current->text(field);
    if (before == value)
        return true;
    QSqlDatabase &db = transaction->db();
    const QString now = nowUtc();
    const QString column = findingFieldId(field); // the ids are the column names
    QSqlQuery update(db);
    QString sql = QStringLiteral("UPDATE findings SET %1 = ?, updated_at = ?").arg(column);
    if (field == FindingField::Hypothesis && current->hypothesis.isEmpty())
        sql += QStringLiteral(", hypothesis_at = ?");
    update.prepare(sql + QStringLiteral(" WHERE id = ?"));
    update.addBindValue(field == FindingField::Title ? QVariant(value) : textOrNull(value));
    update.addBindValue(now);
    if (field == FindingField::Hypothesis && current->hypothesis.isEmpty())
        update.addBindValue(now);
    update.addBindValue(findingId);
    QString error = update.exec() ? QString() : update.lastError().text();
    std::optional<EditSession> session;
    if (error.isEmpty())
        error = writeFieldEdit(db, findingId, column, before, value, now, session);
    if (!error.isEmpty()) {
        m_connection.fail(error);
        return false;
    }
    if (!transaction->commit())
        return m_connection.failWrite(*transaction);
    m_editSession = std::move(session); // only once the edit it names is committed
    return true;
}

// The history is read by people: the Findings tab autosaves a field at each pause in typing,
// and a paragraph typed in bursts must read as one change (the text before the session, the
// text after its last save), not as dozens. A session is this object's saves of one field of
// one finding, each within the window of the one before; any other edit of the finding in
// between (another field, a verdict, a link, another process) ends it, so the history never
// folds someone else's change into this one.
QString FindingRepository::writeFieldEdit(QSqlDatabase &db, qint64 findingId, const QString &field,
                                          const QString &before, const QString &after,
                                          const QString &now,
                                          std::optional<EditSession> &session) const
{
    const auto savedAt = std::chrono::steady_clock::now();
    const std::optional<EditSession> &last = m_editSession;
    if (last && last->notebookPath == m_connection.path() && last->findingId == findingId &&
        last->field == field && savedAt - last->savedAt < m_editSessionWindow) {
        // Inside the write transaction: no other edit can land between this check and the
        // update below.
        QSqlQuery newest(db);
        newest.prepare(QStringLiteral("SELECT id, old_text FROM finding_edits WHERE "
                                      "finding_id = ? ORDER BY id DESC LIMIT 1"));
        newest.addBindValue(findingId);
        if (!newest.exec())
            return newest.lastError().text();
        if (newest.next() && newest.value(0).toLongLong() == last->editId) {
            const QString sessionBefore = newest.value(1).toString(); // NULL reads as empty
            newest.finish();
            QSqlQuery merge(db);
            if (after == sessionBefore) {
                // Typed back to where the session began: no net change, no entry.
                merge.prepare(QStringLiteral("DELETE FROM finding_edits WHERE id = ?"));
            } else {
                merge.prepare(QStringLiteral(
                    "UPDATE finding_edits SET new_text = ?, edited_at = ? WHERE id = ?"));
                merge.addBindValue(textOrNull(after));
                merge.addBindValue(now);
            }
            merge.addBindValue(last->editId);
            if (!merge.exec())
                return merge.lastError().text();
            if (after != sessionBefore)
                session = EditSession{last->notebookPath, findingId, field, last->editId, savedAt};
            return {};
        }
    }
    qint64 editId = 0;
    QString error = FindingLinkRows::writeEdit(db, findingId, field, before, after, now, &editId);
    if (error.isEmpty())
        session = EditSession{m_connection.path(), findingId, field, editId, savedAt};
    return error;
}

} // namespace lanebook
