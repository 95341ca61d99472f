#include "backends/notebook/connection/notebookquery.h"

namespace lanebook {

NotebookQuery::NotebookQuery(const QSqlDatabase &db, const QString &sql)
    : m_query(db)
{
    m_query.setForwardOnly(true);
    m_prepared = m_query.prepare(sql);
}

NotebookQuery &NotebookQuery::bind(const QString &name, const QVariant &value)
{
    m_query.bindValue(name, value);
    return *this;
}

Expected<void> NotebookQuery::exec()
{
    if (!m_prepared || !m_query.exec())
        return unexpected(m_query.lastError().text());
    return {};
}

std::optional<double> NotebookQuery::real(int column) const
{
    const QVariant value = m_query.value(column);
    if (value.isNull())
        return std::nullopt;
    bool ok = false;
    const double number = value.toDouble(&ok);
    return ok ? std::optional(number) : std::nullopt;
}

nlohmann::json NotebookQuery::json(int column) const
{
    const QVariant value = m_query.value(column);
    if (value.isNull())
        return nlohmann::json::object();
    nlohmann::json parsed = nlohmann::json::parse(value.toString().toStdString(), nullptr, false);
    return parsed.is_discarded() ? nlohmann::json::object() : parsed;
}

QDateTime NotebookQuery::utcTime(int column) const
{
    const QVariant value = m_query.value(column);
    if (value.isNull())
        return {};
    QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    if (time.isValid())
        time.setTimeSpec(Qt::UTC);
    return time;
}

} // namespace lanebook
