// FindingRepository: the verdict on a finding, recorded in one action.
// The findings editor builds on these rows; negative and invalid verdicts are kept.
#include "backends/notebook/repositories/findingrepository.h"

#include "backends/notebook/connection/notebookquery.h"
#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/rowidentity.h"
#include "backends/notebook/repositories/runrepository.h"
#include "backends/notebook/repositories/sqlvalues.h"
#include "models/findings/secretredaction.h"

#include "backends/notebook/repositories/findinglinkrows.h"

#include <QSet>

namespace lanebook {

using sqlvalues::nowUtc;
using sqlvalues::textOrNull;

namespace {

// What is wrong with a record before anything is written, if anything.
Expected<void> checkRecord(const VerdictRecord &record)
{
    if (record.reason.trimmed().isEmpty())
        return unexpected(
            NotebookTr::tr("a verdict needs a reason: say what the comparison showed"));
    if (!record.findingId && record.title.trimmed().isEmpty())
        return unexpected(NotebookTr::tr("a new finding needs a title"));
    QSet<qint64> control(record.controlRunIds.begin(), record.controlRunIds.end());
    for (qint64 id : record.candidateRunIds) {
        if (control.contains(id))
            return unexpected(
                NotebookTr::tr("run %1 is linked as both control and candidate; link it to one arm")
                    .arg(id));
    }
    return {};
}

} // namespace

Expected<qint64> FindingRepository::recordVerdict(const VerdictRecord &record)
{
    m_editSession.reset(); // an edit after a verdict is a new history entry
    if (const Expected<void> storable = checkRecord(record); !storable)
        return unexpected(storable.error());
    return m_connection.write({}, [&](WriteTransaction &transaction) {
        return recordVerdictIn(transaction.db(), record);
    });
}

Expected<qint64> FindingRepository::recordVerdictIn(QSqlDatabase &db, const VerdictRecord &record)
{
    const QString now = nowUtc();

    // Every linked run must exist: name the missing one rather than a foreign-key error.
    NotebookQuery exists(db, QStringLiteral("SELECT 1 FROM runs WHERE id = :run"));
    for (const std::vector<qint64> *arm : {&record.controlRunIds, &record.candidateRunIds}) {
        for (qint64 id : *arm) {
            const Expected<std::optional<bool>> found =
                exists.bind(QStringLiteral(":run"), id).first([](const NotebookQuery &) {
                    return true;
                });
            if (!found || !*found)
                return unexpected(NotebookTr::tr("no run with id %1").arg(id));
        }
    }

    struct Verdict
    {
        QString verdict;
        QString reason;
        QString metric;
    };
    qint64 findingId = 0;
    Verdict old;
    if (record.findingId) {
        NotebookQuery current(db, QStringLiteral("SELECT verdict, verdict_reason, verdict_metric "
                                                 "FROM findings WHERE id = :id"));
        const Expected<std::optional<Verdict>> found =
            current.bind(QStringLiteral(":id"), *record.findingId)
                .first([](const NotebookQuery &row) {
                    return Verdict{row.text(0), row.text(1), row.text(2)};
                });
        if (!found || !*found)
            return unexpected(NotebookTr::tr("no finding with id %1").arg(*record.findingId));
        findingId = *record.findingId;
        old = **found;
    } else {
        NotebookQuery insert(db, QStringLiteral("INSERT INTO findings(title, lane_id, hypothesis, "
                                                "hypothesis_at, created_at, updated_at, uuid) "
                                                "VALUES (:title, (SELECT lane_id FROM runs WHERE "
                                                "id = :run), :hypothesis, :hypothesis_at, :now, "
                                                ":now2, :uuid)"));
        const std::vector<qint64> &first =
            record.controlRunIds.empty() ? record.candidateRunIds : record.controlRunIds;
        insert.bind(QStringLiteral(":title"), redactSecretsInText(record.title.trimmed()))
            .bind(QStringLiteral(":run"),
                  first.empty() ? QVariant(QMetaType::fromType<qint64>()) : QVariant(first.front()))
            .bind(QStringLiteral(":hypothesis"),
                  textOrNull(redactSecretsInText(record.hypothesis.trimmed())))
            .bind(QStringLiteral(":hypothesis_at"), record.hypothesis.trimmed().isEmpty()
                                                        ? QVariant(QMetaType::fromType<QString>())
                                                        : QVariant(now))
            .bind(QStringLiteral(":now"), now)
            .bind(QStringLiteral(":now2"), now)
            .bind(QStringLiteral(":uuid"), newRowUuid());
        if (Expected<void> done = insert.exec(); !done)
            return unexpected(done.error());
        findingId = insert.lastInsertId();
    }

    if (const Expected<void> linked = FindingLinkRows::linkRuns(db, findingId, record.controlRunIds,
                                                                record.candidateRunIds, now);
        !linked)
        return unexpected(linked.error());

    const QString verdict = findingVerdictId(record.verdict);
    const QString reason = redactSecretsInText(record.reason.trimmed());
    // A verdict recorded without naming its metric keeps the one named before.
    const QString metric =
        record.metricName.trimmed().isEmpty() ? old.metric : record.metricName.trimmed();
    NotebookQuery update(db, QStringLiteral("UPDATE findings SET verdict = :verdict, "
                                            "verdict_reason = :reason, verdict_metric = :metric, "
                                            "updated_at = :now WHERE id = :id"));
    update.bind(QStringLiteral(":verdict"), verdict)
        .bind(QStringLiteral(":reason"), reason)
        .bind(QStringLiteral(":metric"), textOrNull(metric))
        .bind(QStringLiteral(":now"), now)
        .bind(QStringLiteral(":id"), findingId);
    if (Expected<void> done = update.exec(); !done)
        return unexpected(done.error());

    // The history of a verdict is part of the record: an edit row per changed field.
    for (const auto &[field, before, after] :
         {std::tuple{QStringLiteral("verdict"), old.verdict, verdict},
          std::tuple{QStringLiteral("verdict_reason"), old.reason, reason},
          std::tuple{QStringLiteral("verdict_metric"), old.metric, metric}}) {
        if (before == after)
            continue;
        if (const Expected<qint64> edit =
                FindingLinkRows::writeEdit(db, findingId, field, before, after, now);
            !edit)
            return unexpected(edit.error());
    }
    return findingId;
}

namespace {

// The runs a finding links, by role.
Expected<void> readLinkedRuns(const QSqlDatabase &db, qint64 findingId,
                              std::vector<qint64> &controlRunIds,
                              std::vector<qint64> &candidateRunIds)
{
    NotebookQuery runs(db, QStringLiteral("SELECT run_id, role FROM finding_runs WHERE "
                                          "finding_id = :finding ORDER BY run_id"));
    const Expected<std::vector<std::pair<qint64, QString>>> links =
        runs.bind(QStringLiteral(":finding"), findingId).all([](const NotebookQuery &row) {
            return std::pair(row.integer(0), row.text(1));
        });
    if (!links)
        return unexpected(links.error());
    for (const auto &[id, role] : *links)
        (role == QLatin1String("control") ? controlRunIds : candidateRunIds).push_back(id);
    return {};
}

} // namespace

Expected<VerdictRecord> FindingRepository::verdictRecord(qint64 findingId) const
{
    QSqlDatabase db = m_connection.database();
    NotebookQuery query(db, QStringLiteral("SELECT title, hypothesis, verdict, verdict_reason, "
                                           "verdict_metric FROM findings WHERE id = :id"));
    struct Row
    {
        VerdictRecord record;
        std::optional<FindingVerdict> verdict;
    };
    const Expected<std::optional<Row>> found =
        query.bind(QStringLiteral(":id"), findingId).first([findingId](const NotebookQuery &row) {
            Row r;
            r.record.findingId = findingId;
            r.record.title = row.text(0);
            r.record.hypothesis = row.text(1);
            r.verdict = findingVerdictFromId(row.text(2));
            r.record.reason = row.text(3);
            r.record.metricName = row.text(4);
            return r;
        });
    if (!found || !*found)
        return unexpected(NotebookTr::tr("no finding with id %1").arg(findingId));
    if (!(*found)->verdict)
        return unexpected(NotebookTr::tr("finding %1 has no verdict yet").arg(findingId));
    VerdictRecord record = (*found)->record;
    record.verdict = *(*found)->verdict;
    // Links that could not be read leave the arms empty, as before.
    (void)readLinkedRuns(db, findingId, record.controlRunIds, record.candidateRunIds);
    return record;
}

Expected<std::vector<FindingRef>> FindingRepository::refs() const
{
    NotebookQuery query(m_connection.database(),
                        QStringLiteral("SELECT id, title, verdict FROM findings ORDER BY id DESC"));
    return query.all([](const NotebookQuery &row) {
        FindingRef finding;
        finding.id = row.integer(0);
        finding.title = row.text(1);
        finding.verdict = findingVerdictFromId(row.text(2));
        return finding;
    });
}

// --- Findings in full: create, load, list, edit (the Findings tab, `finding new|verdict`).

Expected<qint64> FindingRepository::create(const NewFinding &finding)
{
    m_editSession.reset();
    if (finding.title.trimmed().isEmpty())
        return unexpected(NotebookTr::tr("a new finding needs a title"));
    return m_connection.write({}, [&](WriteTransaction &transaction) -> Expected<qint64> {
        QSqlDatabase &db = transaction.db();
        QVariant laneId(QMetaType::fromType<qint64>());
        if (!finding.lane.trimmed().isEmpty()) {
            NotebookQuery lane(db, QStringLiteral("SELECT id FROM lanes WHERE name = :name"));
            const Expected<std::optional<qint64>> found =
                lane.bind(QStringLiteral(":name"), finding.lane.trimmed())
                    .first([](const NotebookQuery &row) { return row.integer(0); });
            if (!found || !*found) {
                const QStringList known = RunRepository(m_connection).laneNames();
                return unexpected(
                    known.isEmpty()
                        ? NotebookTr::tr("no lane named \"%1\": the notebook has no lanes yet "
                                         "(import runs first)")
                              .arg(finding.lane)
                        : NotebookTr::tr("no lane named \"%1\"; lanes: %2")
                              .arg(finding.lane, known.join(QStringLiteral(", "))));
            }
            laneId = **found;
        }
        const QString now = nowUtc();
        const QString hypothesis = redactSecretsInText(finding.hypothesis.trimmed());
        NotebookQuery insert(db, QStringLiteral("INSERT INTO findings(title, lane_id, hypothesis, "
                                                "hypothesis_at, hypothesis_source, prediction, "
                                                "created_at, updated_at, uuid) VALUES (:title, "
                                                ":lane, :hypothesis, :hypothesis_at, :source, "
                                                ":prediction, :now, :now2, :uuid)"));
        insert.bind(QStringLiteral(":title"), redactSecretsInText(finding.title.trimmed()))
            .bind(QStringLiteral(":lane"), laneId)
            .bind(QStringLiteral(":hypothesis"), textOrNull(hypothesis))
            .bind(QStringLiteral(":hypothesis_at"),
                  hypothesis.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(now))
            .bind(QStringLiteral(":source"),
                  textOrNull(redactSecretsInText(finding.hypothesisSource.trimmed())))
            .bind(QStringLiteral(":prediction"),
                  textOrNull(redactSecretsInText(finding.prediction.trimmed())))
            .bind(QStringLiteral(":now"), now)
            .bind(QStringLiteral(":now2"), now)
            .bind(QStringLiteral(":uuid"), newRowUuid());
        if (Expected<void> done = insert.exec(); !done)
            return unexpected(done.error());
        return insert.lastInsertId();
    });
}

Expected<Finding> FindingRepository::finding(qint64 findingId) const
{
    QSqlDatabase db = m_connection.database();
    NotebookQuery query(
        db, QStringLiteral("SELECT f.title, l.name, f.hypothesis, f.hypothesis_at, f.prediction, "
                           "f.verdict, f.verdict_reason, f.analysis_md, f.rules_out, "
                           "f.next_steps, f.created_at, f.updated_at, f.hypothesis_source, "
                           "f.verdict_metric FROM findings f LEFT JOIN lanes l ON l.id = "
                           "f.lane_id WHERE f.id = :id"));
    const Expected<std::optional<Finding>> found =
        query.bind(QStringLiteral(":id"), findingId).first([findingId](const NotebookQuery &row) {
            Finding f;
            f.id = findingId;
            f.title = row.text(0);
            f.lane = row.text(1);
            f.hypothesis = row.text(2);
            f.hypothesisAt = row.utcTime(3);
            f.prediction = row.text(4);
            f.verdict = findingVerdictFromId(row.text(5));
            f.verdictReason = row.text(6);
            f.analysisMarkdown = row.text(7);
            f.rulesOut = row.text(8);
            f.nextSteps = row.text(9);
            f.createdAt = row.utcTime(10);
            f.updatedAt = row.utcTime(11);
            f.hypothesisSource = row.text(12);
            f.verdictMetric = row.text(13);
            return f;
        });
    if (!found || !*found)
        return unexpected(NotebookTr::tr("no finding with id %1").arg(findingId));
    Finding f = **found;

    // Links and history that could not be read leave those lists empty, as before.
    (void)readLinkedRuns(db, findingId, f.controlRunIds, f.candidateRunIds);
    QSet<qint64> linked;
    for (const auto *arm : {&f.controlRunIds, &f.candidateRunIds})
        linked.unite(QSet<qint64>(arm->begin(), arm->end()));
    NotebookQuery waves(db, QStringLiteral("SELECT wave_id FROM finding_waves WHERE finding_id = "
                                           ":finding ORDER BY wave_id"));
    f.waveIds = waves.bind(QStringLiteral(":finding"), findingId)
                    .all([](const NotebookQuery &row) { return row.integer(0); })
                    .valueOr({});

    // Runs linked (by the edit history) and never unlinked that are gone from finding_runs:
    // deleted from the notebook, whose cascade took the link with them.
    std::vector<FindingRunLink> history;
    for (const FindingEdit &edit : edits(findingId).valueOr({})) {
        const bool link = edit.field == QLatin1String("link_run");
        const bool unlink = edit.field == QLatin1String("unlink_run");
        if (!link && !unlink)
            continue;
        const QString text = link ? edit.newText : edit.oldText;
        FindingRunLink entry{text.section(u':', 1, 1).toLongLong(), text.section(u':', 0, 0),
                             text.section(u':', 2)};
        std::erase_if(history, [&](const FindingRunLink &l) { return l.runId == entry.runId; });
        if (link)
            history.push_back(entry);
    }
    NotebookQuery exists(db, QStringLiteral("SELECT 1 FROM runs WHERE id = :run"));
    for (const FindingRunLink &entry : history) {
        if (linked.contains(entry.runId))
            continue;
        const Expected<std::optional<bool>> present =
            exists.bind(QStringLiteral(":run"), entry.runId).first([](const NotebookQuery &) {
                return true;
            });
        if (!present || !*present)
            f.deletedRuns.push_back(entry);
    }
    return f;
}

Expected<std::vector<FindingSummary>> FindingRepository::summaries(const QString &lane) const
{
    NotebookQuery query(
        m_connection.database(),
        QStringLiteral("SELECT f.id, f.title, l.name, f.verdict, f.verdict_reason, f.updated_at, "
                       "(SELECT count(*) FROM finding_runs r WHERE r.finding_id = f.id) "
                       "FROM findings f LEFT JOIN lanes l ON l.id = f.lane_id ") +
            (lane.isEmpty() ? QString() : QStringLiteral("WHERE l.name = :lane ")) +
            QStringLiteral("ORDER BY f.id"));
    if (!lane.isEmpty())
        query.bind(QStringLiteral(":lane"), lane);
    return query.all([](const NotebookQuery &row) {
        FindingSummary s;
        s.id = row.integer(0);
        s.title = row.text(1);
        s.lane = row.text(2);
        s.verdict = findingVerdictFromId(row.text(3));
        s.verdictReason = row.text(4);
        s.updatedAt = row.utcTime(5);
        s.linkedRuns = int(row.integer(6));
        return s;
    });
}

Expected<qint64> FindingRepository::resolve(const QString &idOrTitle) const
{
    QSqlDatabase db = m_connection.database();
    bool isNumber = false;
    const qint64 id = idOrTitle.toLongLong(&isNumber);
    if (isNumber) {
        NotebookQuery byId(db, QStringLiteral("SELECT id FROM findings WHERE id = :id"));
        const Expected<std::optional<qint64>> found =
            byId.bind(QStringLiteral(":id"), id).first([](const NotebookQuery &row) {
                return row.integer(0);
            });
        if (found && *found)
            return **found;
    }
    NotebookQuery byTitle(db, QStringLiteral("SELECT id FROM findings WHERE title = :title"));
    const std::vector<qint64> matches =
        byTitle.bind(QStringLiteral(":title"), idOrTitle)
            .all([](const NotebookQuery &row) { return row.integer(0); })
            .valueOr({});
    if (matches.size() == 1)
        return matches.front();
    return unexpected(matches.empty()
                          ? NotebookTr::tr("no finding with id or title \"%1\"").arg(idOrTitle)
                          : NotebookTr::tr("%1 findings are titled \"%2\"; name one by id")
                                .arg(matches.size())
                                .arg(idOrTitle));
}

Expected<void> FindingRepository::setVerdict(qint64 findingId, FindingVerdict verdict,
                                             const QString &reason, const QString &metricName)
{
    VerdictRecord record;
    record.findingId = findingId;
    record.verdict = verdict;
    record.reason = reason;
    record.metricName = metricName;
    if (const Expected<qint64> recorded = recordVerdict(record); !recorded)
        return unexpected(recorded.error());
    return {};
}

} // namespace lanebook
