#include "backends/notebook/read/rowreader.h"

#include <QSqlError>
#include <QVariant>

namespace lanebook {

namespace {
// Past this many distinct values a column is not worth interning by linear search; the
// values are converted per row as any other text.
constexpr size_t kMaxInterned = 64;
} // namespace

QString TextInterner::intern(QByteArrayView utf8)
{
    // Rows often repeat the previous row's value: try it first.
    if (m_last < m_values.size() && QByteArrayView(m_values[m_last].first) == utf8)
        return m_values[m_last].second;
    for (size_t i = 0; i < m_values.size(); ++i) {
        if (QByteArrayView(m_values[i].first) == utf8) {
            m_last = i;
            return m_values[i].second;
        }
    }
    QString value = QString::fromUtf8(utf8);
    if (m_values.size() < kMaxInterned) {
        m_values.emplace_back(utf8.toByteArray(), value);
        m_last = m_values.size() - 1;
    }
    return value;
}

RowReader::RowReader(const QSqlDatabase &db, const QString &sql)
    : m_query(db)
{
    if (SqliteStatement::isUsable(db)) {
        m_path = Path::Sqlite;
        m_ok = m_statement.prepare(db, sql.toUtf8());
    } else if (PgCursor::isUsable(db)) {
        m_path = Path::Postgres;
        m_ok = m_cursor.open(db, sql);
    } else {
        m_query.setForwardOnly(true);
        m_ok = m_query.exec(sql);
    }
}

QString RowReader::error() const
{
    switch (m_path) {
    case Path::Sqlite:
        return m_statement.error();
    case Path::Postgres:
        return m_cursor.error();
    case Path::QtSql:
        break;
    }
    return m_query.lastError().text();
}

bool RowReader::next()
{
    if (!m_ok)
        return false;
    switch (m_path) {
    case Path::Sqlite:
        return m_statement.next();
    case Path::Postgres:
        return m_cursor.next();
    case Path::QtSql:
        break;
    }
    return m_query.next();
}

bool RowReader::isNull(int column) const
{
    switch (m_path) {
    case Path::Sqlite:
        return m_statement.isNull(column);
    case Path::Postgres:
        return m_cursor.isNull(column);
    case Path::QtSql:
        break;
    }
    return m_query.isNull(column);
}

qint64 RowReader::int64(int column) const
{
    switch (m_path) {
    case Path::Sqlite:
        return m_statement.int64(column);
    case Path::Postgres:
        return m_cursor.int64(column);
    case Path::QtSql:
        break;
    }
    return m_query.value(column).toLongLong();
}

double RowReader::real(int column) const
{
    switch (m_path) {
    case Path::Sqlite:
        return m_statement.real(column);
    case Path::Postgres:
        return m_cursor.real(column);
    case Path::QtSql:
        break;
    }
    return m_query.value(column).toDouble();
}

QString RowReader::text(int column) const
{
    switch (m_path) {
    case Path::Sqlite:
        return m_statement.text(column);
    case Path::Postgres:
        return m_cursor.text(column);
    case Path::QtSql:
        break;
    }
    return m_query.value(column).toString();
}

QString RowReader::text(int column, TextInterner &interner) const
{
    switch (m_path) {
    case Path::Sqlite:
        return m_statement.isNull(column) ? QString() : interner.intern(m_statement.utf8(column));
    case Path::Postgres:
        return m_cursor.isNull(column) ? QString() : interner.intern(m_cursor.utf8(column));
    case Path::QtSql:
        break;
    }
    const QVariant value = m_query.value(column);
    return value.isNull() ? QString() : interner.intern(value.toString().toUtf8());
}

QByteArrayView RowReader::utf8(int column) const
{
    switch (m_path) {
    case Path::Sqlite:
        return m_statement.utf8(column);
    case Path::Postgres:
        return m_cursor.utf8(column);
    case Path::QtSql:
        break;
    }
    m_utf8 = m_query.value(column).toString().toUtf8();
    return m_utf8;
}

} // namespace lanebook
