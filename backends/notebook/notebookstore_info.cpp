// NotebookStore: facts about the notebook itself (notebook_info) and the repairs the program
// makes outside a migration (the demo's findings written again in another language).
#include "backends/notebook/notebookstore.h"

#include "backends/notebook/connection/notebookrepairs.h"
#include "backends/notebook/connection/sqldialect.h"
#include "backends/notebook/notebooktr.h"

#include <QSqlError>
#include <QSqlQuery>

namespace lanebook {

std::optional<QString> NotebookStore::info(const QString &key) const
{
    QSqlQuery query(m_connection.database());
    query.prepare(QStringLiteral("SELECT value FROM notebook_info WHERE key = ?"));
    query.addBindValue(key);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return query.value(0).toString();
}

std::unique_ptr<WriteTransaction> NotebookStore::beginOwnWrite()
{
    if (m_connection.isReadOnly() || !m_connection.isOpen()) {
        m_connection.fail(NotebookTr::tr("the notebook is not open for writing"));
        return nullptr;
    }
    auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen()) {
        m_connection.failWrite(*transaction);
        return nullptr;
    }
    return transaction;
}

bool NotebookStore::setInfo(const QString &key, const QString &value)
{
    const auto transaction = beginOwnWrite();
    if (!transaction)
        return false;
    QSqlQuery query(transaction->db());
    query.prepare(SqlDialect::of(transaction->db())
                      .insertOrReplace(QStringLiteral("notebook_info"), {QStringLiteral("key")},
                                       {QStringLiteral("value")}));
    query.addBindValue(key);
    query.addBindValue(value);
    if (!query.exec()) {
        m_connection.fail(query.lastError().text());
        return false;
    }
    if (!transaction->commit())
        return m_connection.failWrite(*transaction);
    return true;
}

bool NotebookStore::mergeFindings(qint64 kept, const std::vector<qint64> &copies)
{
    if (copies.empty())
        return true;
    const auto transaction = beginOwnWrite();
    if (!transaction)
        return false;
    if (const Expected<void> merged = mergeFindingsInto(transaction->db(), kept, copies); !merged) {
        m_connection.fail(merged.error());
        return false;
    }
    if (!transaction->commit())
        return m_connection.failWrite(*transaction);
    return true;
}

} // namespace lanebook
