#include "backends/notebook/repositories/lanerepository.h"

#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/sqlvalues.h"
#include "models/frontier/sloattainment.h"

#include <QSqlError>
#include <QSqlQuery>

namespace lanebook {

using namespace sqlvalues;

namespace {

const QString kLaneColumns =
    QStringLiteral("SELECT l.id, l.name, l.model, l.quantization, l.hardware, l.slo_json, "
                   "(SELECT count(*) FROM runs r WHERE r.lane_id = l.id) FROM lanes l");

std::optional<Slo> sloFromColumn(const QVariant &value)
{
    if (value.isNull())
        return std::nullopt;
    const nlohmann::json object = jsonOrEmpty(value);
    if (!object.is_object() || object.empty())
        return std::nullopt;
    Expected<Slo> slo = Slo::fromJson(object);
    return slo ? std::optional<Slo>(*slo) : std::nullopt;
}

LaneRecord laneFromRow(const QSqlQuery &query)
{
    LaneRecord lane;
    lane.id = query.value(0).toLongLong();
    lane.name = query.value(1).toString();
    lane.model = query.value(2).toString();
    lane.quantization = query.value(3).toString();
    lane.hardware = query.value(4).toString();
    lane.slo = sloFromColumn(query.value(5));
    lane.runCount = query.value(6).toInt();
    return lane;
}

} // namespace

std::vector<LaneRecord> LaneRepository::list() const
{
    std::vector<LaneRecord> lanes;
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    if (!query.exec(kLaneColumns + QStringLiteral(" ORDER BY l.name"))) {
        m_connection.fail(
            NotebookTr::tr("the lanes could not be read: %1").arg(query.lastError().text()));
        return lanes;
    }
    while (query.next())
        lanes.push_back(laneFromRow(query));
    return lanes;
}

std::optional<LaneRecord> LaneRepository::lane(const QString &name) const
{
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(kLaneColumns + QStringLiteral(" WHERE l.name = ?"));
    query.addBindValue(name);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return laneFromRow(query);
}

std::optional<Slo> LaneRepository::slo(const QString &name) const
{
    if (name.isEmpty())
        return std::nullopt;
    // The SLO alone: a lane's run count would cost a count over its runs, at every bench and
    // compare.
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT slo_json FROM lanes WHERE name = ?"));
    query.addBindValue(name);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return sloFromColumn(query.value(0));
}

QHash<QString, Slo> LaneRepository::slos() const
{
    QHash<QString, Slo> slos;
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    if (!query.exec(
            QStringLiteral("SELECT name, slo_json FROM lanes WHERE slo_json IS NOT NULL"))) {
        m_connection.fail(
            NotebookTr::tr("the lanes could not be read: %1").arg(query.lastError().text()));
        return slos;
    }
    while (query.next()) {
        if (const std::optional<Slo> slo = sloFromColumn(query.value(1)))
            slos.insert(query.value(0).toString(), *slo);
    }
    return slos;
}

Expected<LaneRecord> LaneRepository::setSlo(const QString &name, const std::optional<Slo> &slo,
                                            bool create)
{
    if (m_connection.isReadOnly() || !m_connection.isOpen())
        return unexpected(NotebookTr::tr("the notebook is not open for writing"));
    if (name.trimmed().isEmpty())
        return unexpected(NotebookTr::tr("a lane needs a name"));
    if (!create && !lane(name)) {
        QStringList names;
        for (const LaneRecord &known : list())
            names << known.name;
        return unexpected(
            names.isEmpty()
                ? NotebookTr::tr("the notebook has no lane \"%1\" and no lanes yet; a lane is "
                                 "made by its first run or wave, or say --create")
                      .arg(name)
                : NotebookTr::tr("the notebook has no lane \"%1\"; its lanes are: %2 (or say "
                                 "--create to make it)")
                      .arg(name, names.join(QStringLiteral(", "))));
    }
    const auto transaction = m_connection.beginWrite();
    if (!transaction->isOpen()) {
        m_connection.failWrite(*transaction, NotebookTr::tr("lane %1").arg(name));
        return unexpected(m_connection.lastError());
    }
    Run named;
    named.lane = name;
    const qint64 laneId = m_connection.laneIdFor(named);
    if (laneId == 0)
        return unexpected(NotebookTr::tr("lane %1: %2").arg(name, m_connection.lastError()));
    QSqlQuery update(transaction->db());
    update.prepare(QStringLiteral("UPDATE lanes SET slo_json = ? WHERE id = ?"));
    update.addBindValue(slo ? QVariant(QString::fromStdString(slo->toJson().dump())) : nullText());
    update.addBindValue(laneId);
    if (!update.exec()) {
        m_connection.failStatement(
            update.lastError(), NotebookTr::tr("lane %1: %2").arg(name, update.lastError().text()));
        return unexpected(m_connection.lastError());
    }
    if (!transaction->commit()) {
        m_connection.failWrite(*transaction, NotebookTr::tr("lane %1").arg(name));
        return unexpected(m_connection.lastError());
    }
    std::optional<LaneRecord> stored = lane(name);
    if (!stored)
        return unexpected(NotebookTr::tr("lane %1 was set but could not be read back").arg(name));
    return *stored;
}

QString judgeAgainstLaneSlo(const LaneRepository &lanes, std::vector<Run> (&arms)[2])
{
    std::optional<Slo> common;
    QStringList names;
    for (const std::vector<Run> &arm : arms) {
        for (const Run &run : arm) {
            const QString lane = defaultLaneName(run);
            if (names.contains(lane))
                continue;
            const std::optional<Slo> slo = lanes.slo(lane);
            if (!slo || (common && *common != *slo))
                return {};
            common = slo;
            names << lane;
        }
    }
    if (!common)
        return {};
    int judged = 0;
    int kept = 0; // without samples, judged against another SLO or none
    for (std::vector<Run> &arm : arms) {
        judged += SloJudge::rejudge(arm, *common);
        for (const Run &run : arm)
            kept += SloJudge::storedSlo(run) != common ? 1 : 0;
    }
    QString text =
        NotebookTr::tr("Judged against the SLO of lane %1: %2 (%n run(s) judged again from "
                       "their requests).",
                       nullptr, judged)
            .arg(names.join(QStringLiteral(", ")), common->toText());
    if (kept > 0)
        text += u' ' + NotebookTr::tr("%n run(s) without request samples keep the SLO they were "
                                      "stored with.",
                                      nullptr, kept);
    return text;
}

} // namespace lanebook
