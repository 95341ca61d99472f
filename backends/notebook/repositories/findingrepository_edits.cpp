// FindingRepository: a user's edit of a finding's text, and the edit session that keeps one
// history entry per session of typing rather than one per autosave.
#include "backends/notebook/repositories/findingrepository.h"

#include "backends/notebook/connection/notebookquery.h"
#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/findinglinkrows.h"
#include "backends/notebook/repositories/sqlvalues.h"
#include "models/findings/secretredaction.h"

namespace lanebook {

using sqlvalues::nowUtc;
using sqlvalues::textOrNull;

Expected<void> FindingRepository::updateField(qint64 findingId, FindingField field,
                                              const QString &text)
{
    // Read under the write lock: a verdict another process records meanwhile must be seen.
    std::optional<EditSession> session;
    bool edited = false;
    Expected<void> written =
        m_connection.write({}, [&](WriteTransaction &transaction) -> Expected<void> {
            const Expected<Finding> current = finding(findingId);
            if (!current)
                return unexpected(current.error());
            // What people type can hold a token ("HF_TOKEN=hf_..." in a reproduce note):
            // redacted as it is stored.
            const QString value =
                redactSecretsInText(field == FindingField::Analysis ? text : text.trimmed());
            if (field == FindingField::Title && value.isEmpty())
                return unexpected(NotebookTr::tr("a finding needs a title"));
            if (field == FindingField::Hypothesis && current->verdict)
                return unexpected(
                    NotebookTr::tr("finding %1 has a verdict: its hypothesis was written before "
                                   "the results and stays as written; put what you learned in "
                                   "the analysis")
                        .arg(findingId));
            const QString before = current->text(field);
            if (before == value)
                return {}; // nothing changes: committed empty
            const QString now = nowUtc();
            const QString column = findingFieldId(field); // the ids are the column names
            const bool firstHypothesis =
                field == FindingField::Hypothesis && current->hypothesis.isEmpty();
            NotebookQuery update(
                transaction.db(),
                QStringLiteral("UPDATE findings SET %1 = :value, updated_at = :now%2 WHERE id = "
                               ":id")
                    .arg(column,
                         firstHypothesis ? QStringLiteral(", hypothesis_at = :now2") : QString()));
            update
                .bind(QStringLiteral(":value"),
                      field == FindingField::Title ? QVariant(value) : textOrNull(value))
                .bind(QStringLiteral(":now"), now)
                .bind(QStringLiteral(":id"), findingId);
            if (firstHypothesis)
                update.bind(QStringLiteral(":now2"), now);
            if (Expected<void> done = update.exec(); !done)
                return done;
            Expected<std::optional<EditSession>> edit =
                writeFieldEdit(transaction.db(), findingId, column, before, value, now);
            if (!edit)
                return unexpected(edit.error());
            session = std::move(*edit);
            edited = true;
            return {};
        });
    if (!written)
        return written;
    if (edited)
        m_editSession = std::move(session); // only once the edit it names is committed
    return {};
}

// The history is read by people: the Findings tab autosaves a field at each pause in typing,
// and a paragraph typed in bursts must read as one change (the text before the session, the
// text after its last save), not as dozens. A session is this object's saves of one field of
// one finding, each within the window of the one before; any other edit of the finding in
// between (another field, a verdict, a link, another process) ends it, so the history never
// folds someone else's change into this one.
Expected<std::optional<FindingRepository::EditSession>>
FindingRepository::writeFieldEdit(QSqlDatabase &db, qint64 findingId, const QString &field,
                                  const QString &before, const QString &after,
                                  const QString &now) const
{
    const auto savedAt = std::chrono::steady_clock::now();
    const std::optional<EditSession> &last = m_editSession;
    if (last && last->notebookPath == m_connection.path() && last->findingId == findingId &&
        last->field == field && savedAt - last->savedAt < m_editSessionWindow) {
        // Inside the write transaction: no other edit can land between this check and the
        // update below.
        NotebookQuery newest(db, QStringLiteral("SELECT id, old_text FROM finding_edits WHERE "
                                                "finding_id = :finding ORDER BY id DESC LIMIT 1"));
        const Expected<std::optional<std::pair<qint64, QString>>> latest =
            newest.bind(QStringLiteral(":finding"), findingId).first([](const NotebookQuery &row) {
                return std::pair(row.integer(0), row.text(1)); // NULL reads as empty
            });
        if (!latest)
            return unexpected(latest.error());
        if (*latest && (*latest)->first == last->editId) {
            const QString sessionBefore = (*latest)->second;
            // Typed back to where the session began: no net change, no entry.
            const bool back = after == sessionBefore;
            NotebookQuery merge(db, back ? QStringLiteral("DELETE FROM finding_edits WHERE id = "
                                                          ":id")
                                         : QStringLiteral("UPDATE finding_edits SET new_text = "
                                                          ":new, edited_at = :now WHERE id = :id"));
            if (!back)
                merge.bind(QStringLiteral(":new"), textOrNull(after))
                    .bind(QStringLiteral(":now"), now);
            merge.bind(QStringLiteral(":id"), last->editId);
            if (Expected<void> done = merge.exec(); !done)
                return unexpected(done.error());
            if (back)
                return std::optional<EditSession>();
            return std::optional(
                EditSession{last->notebookPath, findingId, field, last->editId, savedAt});
        }
    }
    const Expected<qint64> editId =
        FindingLinkRows::writeEdit(db, findingId, field, before, after, now);
    if (!editId)
        return unexpected(editId.error());
    return std::optional(EditSession{m_connection.path(), findingId, field, *editId, savedAt});
}

} // namespace lanebook
