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

bool assignMissingUuids(QSqlDatabase &db, const QString &table, QString *error)
{
    // Ids first, then the updates: SQLite may not update a table a live SELECT still reads.
    std::vector<qint64> ids;
    {
        QSqlQuery select(db);
        select.setForwardOnly(true);
        if (!select.exec(QStringLiteral("SELECT id FROM %1 WHERE uuid IS NULL").arg(table))) {
            *error = select.lastError().text();
            return false;
        }
        while (select.next())
            ids.push_back(select.value(0).toLongLong());
    }
    QSqlQuery update(db);
    if (!update.prepare(QStringLiteral("UPDATE %1 SET uuid = ? WHERE id = ?").arg(table))) {
        *error = update.lastError().text();
        return false;
    }
    for (const qint64 id : ids) {
        update.bindValue(0, newRowUuid());
        update.bindValue(1, id);
        if (!update.exec()) {
            *error = update.lastError().text();
            return false;
        }
    }
    return true;
}

namespace {

// A wave recorded before version 8 ran where its runner says (runner_json's "host").
bool assignWaveHostsFromRunner(QSqlDatabase &db, QString *error)
{
    std::vector<std::pair<qint64, QString>> hosts;
    {
        QSqlQuery select(db);
        select.setForwardOnly(true);
        if (!select.exec(QStringLiteral("SELECT id, runner_json FROM waves WHERE host IS NULL AND "
                                        "runner_json IS NOT NULL"))) {
            *error = select.lastError().text();
            return false;
        }
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
        if (!update.exec()) {
            *error = update.lastError().text();
            return false;
        }
    }
    return true;
}

// Status reasons an older Lanebook stored translated, rewritten in English (version 12).
bool canonicaliseStatusReasons(QSqlDatabase &db, QString *error)
{
    std::vector<std::pair<qint64, QString>> rewritten;
    {
        QSqlQuery select(db);
        select.setForwardOnly(true);
        if (!select.exec(QStringLiteral("SELECT id, status_reason FROM runs WHERE status_reason "
                                        "IS NOT NULL"))) {
            *error = select.lastError().text();
            return false;
        }
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
        if (!update.exec()) {
            *error = update.lastError().text();
            return false;
        }
    }
    return true;
}

} // namespace

bool completeMigration(QSqlDatabase &db, int version, QString *error)
{
    if (version == 12)
        return canonicaliseStatusReasons(db, error);
    if (version == 10)
        return mergeLocalizedDuplicateRuns(db, error) && markMaskedRunData(db, error);
    if (version != 8)
        return true;
    for (const QString &table :
         {QStringLiteral("runs"), QStringLiteral("waves"), QStringLiteral("findings")}) {
        if (!assignMissingUuids(db, table, error))
            return false;
    }
    return assignWaveHostsFromRunner(db, error);
}

} // namespace lanebook
