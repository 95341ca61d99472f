#include "backends/notebook/copy/rowcopy.h"

#include <QSqlError>
#include <QSqlRecord>

namespace lanebook::rowcopy {

Expected<std::vector<QSqlRecord>> readAll(const QSqlDatabase &db, const QString &sql,
                                          const QVariantList &bindings)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.prepare(sql))
        return unexpected(query.lastError().text());
    for (qsizetype i = 0; i < bindings.size(); ++i)
        query.bindValue(int(i), bindings.at(i));
    if (!query.exec())
        return unexpected(query.lastError().text());
    std::vector<QSqlRecord> rows;
    while (query.next())
        rows.push_back(query.record());
    return rows;
}

Expected<void> forEachRow(const QSqlDatabase &db, const QString &sql,
                          const std::function<Expected<void>(const QSqlQuery &)> &body)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(sql))
        return unexpected(query.lastError().text());
    while (query.next()) {
        if (Expected<void> done = body(query); !done)
            return done;
    }
    if (query.lastError().isValid())
        return unexpected(query.lastError().text());
    return {};
}

QString idList(const std::vector<qint64> &ids)
{
    QStringList parts;
    parts.reserve(qsizetype(ids.size()));
    for (const qint64 id : ids)
        parts << QString::number(id);
    return parts.join(QLatin1Char(','));
}

QSqlQuery &RowWriter::prepared(const QString &sql)
{
    auto [it, added] = m_statements.try_emplace(sql, m_db);
    if (added && !it->second.prepare(sql))
        m_error = it->second.lastError().text();
    return it->second;
}

std::optional<qint64> RowWriter::insert(const QString &table, const QStringList &columns,
                                        const QVariantList &values)
{
    QStringList marks;
    for (qsizetype i = 0; i < columns.size(); ++i)
        marks << QStringLiteral("?");
    const QString sql =
        QStringLiteral("INSERT INTO %1(%2) VALUES (%3)")
            .arg(table, columns.join(QLatin1Char(',')), marks.join(QLatin1Char(',')));
    QSqlQuery &query = prepared(sql);
    for (qsizetype i = 0; i < values.size(); ++i)
        query.bindValue(int(i), values.at(i));
    if (!query.exec()) {
        m_error = QStringLiteral("%1: %2").arg(table, query.lastError().text());
        return std::nullopt;
    }
    return query.lastInsertId().toLongLong();
}

bool RowWriter::exec(const QString &sql, const QVariantList &values)
{
    QSqlQuery &query = prepared(sql);
    for (qsizetype i = 0; i < values.size(); ++i)
        query.bindValue(int(i), values.at(i));
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

std::optional<qint64> RowWriter::findId(const QString &sql, const QVariantList &values)
{
    m_error.clear();
    QSqlQuery &query = prepared(sql);
    for (qsizetype i = 0; i < values.size(); ++i)
        query.bindValue(int(i), values.at(i));
    if (!query.exec()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    std::optional<qint64> id;
    if (query.next())
        id = query.value(0).toLongLong();
    query.finish();
    return id;
}

std::optional<qint64> RowWriter::findOrInsert(QHash<QString, qint64> &cache,
                                              const QString &cacheKey, const QString &table,
                                              const QStringList &keyColumns,
                                              const QVariantList &keyValues,
                                              const QStringList &otherColumns,
                                              const QVariantList &otherValues)
{
    if (const auto it = cache.constFind(cacheKey); it != cache.constEnd())
        return *it;
    QStringList conditions;
    for (const QString &column : keyColumns)
        conditions << column + QStringLiteral(" = ?");
    std::optional<qint64> id = findId(QStringLiteral("SELECT id FROM %1 WHERE %2")
                                          .arg(table, conditions.join(QStringLiteral(" AND "))),
                                      keyValues);
    if (!id && !m_error.isEmpty())
        return std::nullopt;
    if (!id)
        id = insert(table, keyColumns + otherColumns, keyValues + otherValues);
    if (id)
        cache.insert(cacheKey, *id);
    return id;
}

BlockInserter::BlockInserter(const QSqlDatabase &db, const QString &table,
                             const QStringList &columns, int rowsPerStatement)
    : m_db(db)
    , m_table(table)
    , m_columns(columns)
    , m_rowsPerStatement(rowsPerStatement)
    , m_block(m_db)
{
    if (!m_block.prepare(insertSql(m_rowsPerStatement))) {
        m_sqlError = m_block.lastError();
        m_error = QStringLiteral("%1: %2").arg(m_table, m_sqlError.text());
    }
}

QString BlockInserter::insertSql(int rows) const
{
    QStringList marks;
    for (qsizetype i = 0; i < m_columns.size(); ++i)
        marks << QStringLiteral("?");
    const QString row = QLatin1Char('(') + marks.join(QLatin1Char(',')) + QLatin1Char(')');
    QStringList values;
    for (int i = 0; i < rows; ++i)
        values << row;
    return QStringLiteral("INSERT INTO %1(%2) VALUES %3")
        .arg(m_table, m_columns.join(QLatin1Char(',')), values.join(QLatin1Char(',')));
}

bool BlockInserter::add(const QVariantList &row)
{
    if (!m_error.isEmpty())
        return false;
    m_pending += row;
    if (m_pending.size() < qsizetype(m_rowsPerStatement) * m_columns.size())
        return true;
    return write(m_rowsPerStatement);
}

bool BlockInserter::finish()
{
    if (!m_error.isEmpty())
        return false;
    const int rows = int(m_pending.size() / m_columns.size());
    return rows == 0 || write(rows);
}

bool BlockInserter::write(int rows)
{
    QSqlQuery tail(m_db);
    QSqlQuery &query = rows == m_rowsPerStatement ? m_block : tail;
    if (&query == &tail && !tail.prepare(insertSql(rows))) {
        m_sqlError = tail.lastError();
        m_error = QStringLiteral("%1: %2").arg(m_table, m_sqlError.text());
        return false;
    }
    for (qsizetype i = 0; i < m_pending.size(); ++i)
        query.bindValue(int(i), m_pending.at(i));
    if (!query.exec()) {
        m_sqlError = query.lastError();
        m_error = QStringLiteral("%1: %2").arg(m_table, m_sqlError.text());
        return false;
    }
    m_rowsWritten += rows;
    m_pending.clear();
    return true;
}

} // namespace lanebook::rowcopy
