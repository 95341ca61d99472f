#include "backends/notebook/repositories/rowidentity.h"

#include "backends/notebook/connection/notebookrepairs.h"
#include "models/run/statusreason.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSysInfo>
#include <QUuid>

#include <nlohmann/json.hpp>

#include <utility>
#include <vector>

namespace lanebook {

QString newRowUuid()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QString localHostName()
{
    const QString name = QSysInfo::machineHostName();
    return name.isEmpty() ? QStringLiteral("localhost") : name;
}

Expected<void> assignMissingUuids(QSqlDatabase &db, const QString &table)
{
    // Ids first, then the updates: SQLite may not update a table a live SELECT still reads.
    std::vector<qint64> ids;
    {
        QSqlQuery select(db);
        select.setForwardOnly(true);
        if (!select.exec(QStringLiteral("SELECT id FROM %1 WHERE uuid IS NULL").arg(table)))
            return unexpected(select.lastError().text());
        while (select.next())
            ids.push_back(select.value(0).toLongLong());
    }
    QSqlQuery update(db);
    if (!update.prepare(QStringLiteral("UPDATE %1 SET uuid = ? WHERE id = ?").arg(table)))
        return unexpected(update.lastError().text());
    for (const qint64 id : ids) {
        update.bindValue(0, newRowUuid());
        update.bindValue(1, id);
        if (!update.exec())
            return unexpected(update.lastError().text());
    }
    return {};
}

namespace {

// A wave recorded before version 8 ran where its runner says (runner_json's "host").
Expected<void> assignWaveHostsFromRunner(QSqlDatabase &db)
{
    std::vector<std::pair<qint64, QString>> hosts;
    {
        QSqlQuery select(db);
        select.setForwardOnly(true);
        if (!select.exec(QStringLiteral("SELECT id, runner_json FROM waves WHERE host IS NULL AND "
                                        "runner_json IS NOT NULL")))
            return unexpected(select.lastError().text());
        while (select.next()) {
            const nlohmann::json runner =
                nlohmann::json::parse(select.value(1).toString().toStdString(), nullptr, false);
            if (runner.is_object() && runner.contains("host") && runner["host"].is_string())
                hosts.emplace_back(select.value(0).toLongLong(),
                                   QString::fromStdString(runner["host"].get<std::string>()));
        }
    }
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE waves SET host = ? WHERE id = ?"));
    for (const auto &[id, host] : hosts) {
        update.bindValue(0, host);
        update.bindValue(1, id);
        if (!update.exec())
            return unexpected(update.lastError().text());
    }
    return {};
}

// Status reasons an older Lanebook stored translated, rewritten in English (version 12).
Expected<void> canonicaliseStatusReasons(QSqlDatabase &db)
{
    std::vector<std::pair<qint64, QString>> rewritten;
    {
        QSqlQuery select(db);
        select.setForwardOnly(true);
        if (!select.exec(QStringLiteral("SELECT id, status_reason FROM runs WHERE status_reason "
                                        "IS NOT NULL")))
            return unexpected(select.lastError().text());
        while (select.next()) {
            const QString stored = select.value(1).toString();
            if (QString english = canonicalStatusReason(stored); english != stored)
                rewritten.emplace_back(select.value(0).toLongLong(), std::move(english));
        }
    }
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE runs SET status_reason = ? WHERE id = ?"));
    for (const auto &[id, reason] : rewritten) {
        update.bindValue(0, reason);
        update.bindValue(1, id);
        if (!update.exec())
            return unexpected(update.lastError().text());
    }
    return {};
}

} // namespace

Expected<void> completeMigration(QSqlDatabase &db, int version)
{
    if (version == 12)
        return canonicaliseStatusReasons(db);
    if (version == 10) {
        if (Expected<void> merged = mergeLocalizedDuplicateRuns(db); !merged)
            return merged;
        return markMaskedRunData(db);
    }
    if (version != 8)
        return {};
    for (const QString &table :
         {QStringLiteral("runs"), QStringLiteral("waves"), QStringLiteral("findings")}) {
        if (Expected<void> assigned = assignMissingUuids(db, table); !assigned)
            return assigned;
    }
    return assignWaveHostsFromRunner(db);
}

} // namespace lanebook
