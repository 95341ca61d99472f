#include "backends/notebook/repositories/lanerepository.h"

#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/sqlvalues.h"
#include "models/frontier/sloattainment.h"

#include "backends/notebook/connection/notebookquery.h"

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

LaneRecord laneFromRow(const NotebookQuery &row)
{
    LaneRecord lane;
    lane.id = row.integer(0);
    lane.name = row.text(1);
    lane.model = row.text(2);
    lane.quantization = row.text(3);
    lane.hardware = row.text(4);
    lane.slo = sloFromColumn(row.value(5));
    lane.runCount = int(row.integer(6));
    return lane;
}

} // namespace

std::vector<LaneRecord> LaneRepository::list() const
{
    Expected<std::vector<LaneRecord>> lanes =
        NotebookQuery(m_connection.database(), kLaneColumns + QStringLiteral(" ORDER BY l.name"))
            .all(laneFromRow);
    if (!lanes) {
        m_connection.fail(NotebookTr::tr("the lanes could not be read: %1").arg(lanes.error()));
        return {};
    }
    return std::move(*lanes);
}

std::optional<LaneRecord> LaneRepository::lane(const QString &name) const
{
    NotebookQuery query(m_connection.database(),
                        kLaneColumns + QStringLiteral(" WHERE l.name = :name"));
    const Expected<std::optional<LaneRecord>> lane =
        query.bind(QStringLiteral(":name"), name).first(laneFromRow);
    return lane ? *lane : std::nullopt;
}

std::optional<Slo> LaneRepository::slo(const QString &name) const
{
    if (name.isEmpty())
        return std::nullopt;
    // The SLO alone: a lane's run count would cost a count over its runs, at every bench and
    // compare.
    NotebookQuery query(m_connection.database(),
                        QStringLiteral("SELECT slo_json FROM lanes WHERE name = :name"));
    const Expected<std::optional<std::optional<Slo>>> slo =
        query.bind(QStringLiteral(":name"), name).first([](const NotebookQuery &row) {
            return sloFromColumn(row.value(0));
        });
    return slo && *slo ? **slo : std::nullopt;
}

QHash<QString, Slo> LaneRepository::slos() const
{
    QHash<QString, Slo> slos;
    const Expected<std::vector<std::pair<QString, std::optional<Slo>>>> rows =
        NotebookQuery(m_connection.database(),
                      QStringLiteral("SELECT name, slo_json FROM lanes WHERE slo_json IS NOT NULL"))
            .all([](const NotebookQuery &row) {
                return std::pair(row.text(0), sloFromColumn(row.value(1)));
            });
    if (!rows) {
        m_connection.fail(NotebookTr::tr("the lanes could not be read: %1").arg(rows.error()));
        return slos;
    }
    for (const auto &[name, slo] : *rows) {
        if (slo)
            slos.insert(name, *slo);
    }
    return slos;
}

Expected<LaneRecord> LaneRepository::setSlo(const QString &name, const std::optional<Slo> &slo,
                                            bool create)
{
    if (m_connection.isReadOnly() || !m_connection.isOpen()) // before the lane is looked for
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
    const Expected<void> written = m_connection.write(
        NotebookTr::tr("lane %1").arg(name), [&](WriteTransaction &transaction) -> Expected<void> {
            Run named;
            named.lane = name;
            const Expected<qint64> laneId = m_connection.laneIdFor(named);
            if (!laneId)
                return unexpected(NotebookTr::tr("lane %1: %2").arg(name, laneId.error()));
            NotebookQuery update(transaction.db(),
                                 QStringLiteral("UPDATE lanes SET slo_json = :slo WHERE id = :id"));
            update
                .bind(QStringLiteral(":slo"),
                      slo ? QVariant(QString::fromStdString(slo->toJson().dump())) : nullText())
                .bind(QStringLiteral(":id"), *laneId);
            if (Expected<void> done = update.exec(); !done) {
                m_connection.failStatement(update.sqlError(),
                                           NotebookTr::tr("lane %1: %2").arg(name, done.error()));
                return unexpected(m_connection.lastError());
            }
            return {};
        });
    if (!written)
        return unexpected(written.error());
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
