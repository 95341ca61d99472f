#include "backends/notebook/connection/sqlitestatement.h"
#include "backends/notebook/connection/sqliteapi.h"

#include <QSqlDriver>
#include <QVariant>

#include <atomic>

namespace lanebook {

namespace {

constexpr int kSqliteRow = 100;
constexpr int kSqliteDone = 101;
constexpr int kSqliteNull = 5;

std::atomic_bool g_enabled{true};

} // namespace

void SqliteStatement::setEnabled(bool enabled)
{
    g_enabled = enabled;
}

bool SqliteStatement::isUsable(const QSqlDatabase &db)
{
    return g_enabled && SqliteApi::of(db);
}

SqliteStatement::~SqliteStatement()
{
    if (m_stmt)
        m_api->finalize(m_stmt);
}

bool SqliteStatement::prepare(const QSqlDatabase &db, const QByteArray &sql)
{
    if (!isUsable(db)) {
        m_error = QStringLiteral("no direct SQLite access on this connection");
        return false;
    }
    m_api = SqliteApi::of(db);
    m_db = SqliteApi::handleOf(db);
    if (m_api->prepare(m_db, sql.constData(), int(sql.size()), &m_stmt, nullptr) != 0) {
        m_error = QString::fromUtf8(m_api->errmsg(m_db));
        m_stmt = nullptr;
        return false;
    }
    return true;
}

void SqliteStatement::bindInt64(int index, qint64 value)
{
    m_api->bindInt64(m_stmt, index, value);
}

void SqliteStatement::bindDouble(int index, double value)
{
    m_api->bindDouble(m_stmt, index, value);
}

void SqliteStatement::bindNull(int index)
{
    m_api->bindNull(m_stmt, index);
}

bool SqliteStatement::execute()
{
    const int rc = m_api->step(m_stmt);
    m_api->reset(m_stmt);
    if (rc != kSqliteDone) {
        m_error = QString::fromUtf8(m_api->errmsg(m_db));
        return false;
    }
    return true;
}

bool SqliteStatement::next()
{
    const int rc = m_api->step(m_stmt);
    if (rc == kSqliteRow)
        return true;
    if (rc != kSqliteDone)
        m_error = QString::fromUtf8(m_api->errmsg(m_db));
    return false;
}

bool SqliteStatement::isNull(int column) const
{
    return m_api->columnType(m_stmt, column) == kSqliteNull;
}

qint64 SqliteStatement::int64(int column) const
{
    return m_api->columnInt64(m_stmt, column);
}

double SqliteStatement::real(int column) const
{
    return m_api->columnDouble(m_stmt, column);
}

QString SqliteStatement::text(int column) const
{
    const auto *bytes = reinterpret_cast<const char *>(m_api->columnText(m_stmt, column));
    return bytes ? QString::fromUtf8(bytes, m_api->columnBytes(m_stmt, column)) : QString();
}

QByteArrayView SqliteStatement::utf8(int column) const
{
    const auto *bytes = reinterpret_cast<const char *>(m_api->columnText(m_stmt, column));
    return bytes ? QByteArrayView(bytes, m_api->columnBytes(m_stmt, column)) : QByteArrayView();
}

} // namespace lanebook
