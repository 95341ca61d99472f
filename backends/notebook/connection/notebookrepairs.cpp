#include "backends/notebook/connection/notebookrepairs.h"

#include "backends/notebook/copy/rowcopy.h"
#include "backends/notebook/notebooktr.h"
#include "backends/notebook/repositories/sqlvalues.h"
#include "models/run/sourcelocator.h"
#include "models/secrets/maskeddata.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <map>
#include <utility>
#include <vector>

namespace lanebook {

using sqlvalues::jsonOrEmpty;
using sqlvalues::nowUtc;

namespace {

struct SourcedRun
{
    qint64 id = 0;
    QString locator;
    QString label;
};

bool recordRepair(rowcopy::RowWriter &writer, const QString &kind, qint64 runId,
                  const nlohmann::json &detail)
{
    return writer
        .insert(QStringLiteral("notebook_repairs"),
                {QStringLiteral("kind"), QStringLiteral("run_id"), QStringLiteral("detail_json"),
                 QStringLiteral("repaired_at")},
                {kind, runId > 0 ? QVariant(runId) : QVariant(QMetaType::fromType<qint64>()),
                 QString::fromStdString(detail.dump()), nowUtc()})
        .has_value();
}

// A label Lanebook made from the locator ("vllm-bench-1a2b3c4d-Objekt-1") follows the
// locator back to English; a label the tool or the user gave is left alone.
QString labelWithLocator(const QString &label, const QString &stored, const QString &canonical)
{
    const auto dashed = [](const QString &text) {
        return text.simplified().replace(QLatin1Char(' '), QLatin1Char('-'));
    };
    const QString suffix = u'-' + dashed(stored);
    if (stored == canonical || !label.endsWith(suffix))
        return label;
    return label.left(label.size() - suffix.size()) + u'-' + dashed(canonical);
}

// Moves what hangs on run `from` to run `to`, then removes `from`.
bool mergeRunInto(rowcopy::RowWriter &writer, qint64 from, qint64 to)
{
    const QVariantList both{from, to};
    // A note or tag the kept run already has (the same import made both) is kept once.
    return writer.exec(QStringLiteral("DELETE FROM annotations WHERE run_id = ? AND EXISTS "
                                      "(SELECT 1 FROM annotations k WHERE k.run_id = ? AND "
                                      "k.kind = annotations.kind AND k.text = annotations.text)"),
                       both) &&
           writer.exec(QStringLiteral("UPDATE annotations SET run_id = ? WHERE run_id = ?"),
                       {to, from}) &&
           writer.exec(QStringLiteral("DELETE FROM finding_runs WHERE run_id = ? AND finding_id "
                                      "IN (SELECT finding_id FROM finding_runs WHERE run_id = ?)"),
                       both) &&
           writer.exec(QStringLiteral("UPDATE finding_runs SET run_id = ? WHERE run_id = ?"),
                       {to, from}) &&
           writer.exec(
               QStringLiteral("UPDATE lanes SET baseline_run_id = ? WHERE baseline_run_id = ?"),
               {to, from}) &&
           writer.exec(QStringLiteral("UPDATE journal_replays SET run_id = ? WHERE run_id = ?"),
                       {to, from}) &&
           // Judgements and telemetry move only where the kept run has none of its own.
           writer.exec(QStringLiteral("UPDATE gate_results SET run_id = ? WHERE run_id = ? AND "
                                      "NOT EXISTS (SELECT 1 FROM gate_results k WHERE "
                                      "k.run_id = ?)"),
                       {to, from, to}) &&
           writer.exec(QStringLiteral("UPDATE telemetry_samples SET run_id = ? WHERE run_id = ? "
                                      "AND NOT EXISTS (SELECT 1 FROM telemetry_samples k WHERE "
                                      "k.run_id = ?)"),
                       {to, from, to}) &&
           writer.exec(QStringLiteral("DELETE FROM gate_results WHERE run_id = ?"), {from}) &&
           writer.exec(QStringLiteral("DELETE FROM telemetry_samples WHERE run_id = ?"), {from}) &&
           writer.exec(QStringLiteral("DELETE FROM request_samples WHERE run_id = ?"), {from}) &&
           writer.exec(QStringLiteral("DELETE FROM run_metrics WHERE run_id = ?"), {from}) &&
           writer.exec(QStringLiteral("DELETE FROM runs WHERE id = ?"), {from});
}

} // namespace

Expected<void> mergeLocalizedDuplicateRuns(QSqlDatabase &db)
{
    const Expected<std::vector<QSqlRecord>> rows =
        rowcopy::readAll(db, QStringLiteral("SELECT r.id, r.source_id, r.source_locator, r.label, "
                                            "s.path FROM runs r JOIN sources s ON s.id = "
                                            "r.source_id ORDER BY r.id"));
    if (!rows)
        return unexpected(rows.error());
    // (source, locator in English) -> its runs, oldest first.
    std::map<std::pair<qint64, QString>, std::vector<SourcedRun>> groups;
    std::map<qint64, QString> paths;
    for (const QSqlRecord &row : *rows) {
        const qint64 source = row.value(1).toLongLong();
        const QString locator = row.value(2).toString();
        groups[{source, canonicalSourceLocator(locator)}].push_back(
            {row.value(0).toLongLong(), locator, row.value(3).toString()});
        paths[source] = row.value(4).toString();
    }
    rowcopy::RowWriter writer(db);
    for (const auto &[key, runs] : groups) {
        const QString &canonical = key.second;
        const SourcedRun &kept = runs.front();
        if (runs.size() == 1 && kept.locator == canonical)
            continue;
        nlohmann::json merged = nlohmann::json::array();
        for (size_t i = 1; i < runs.size(); ++i) {
            if (!mergeRunInto(writer, runs[i].id, kept.id))
                return unexpected(writer.error());
            merged.push_back(runs[i].id);
        }
        if (kept.locator != canonical &&
            !writer.exec(
                QStringLiteral("UPDATE runs SET source_locator = ?, label = ? WHERE id = ?"),
                {canonical, labelWithLocator(kept.label, kept.locator, canonical), kept.id}))
            return unexpected(writer.error());
        if (merged.empty())
            continue; // only the locator's language changed: nothing to tell
        const nlohmann::json detail = {{"merged_run_ids", merged},
                                       {"source", paths[key.first].toStdString()},
                                       {"locator", canonical.toStdString()}};
        if (!recordRepair(writer, QStringLiteral("merged_runs"), kept.id, detail))
            return unexpected(writer.error());
    }
    return {};
}

Expected<void> markMaskedRunData(QSqlDatabase &db)
{
    struct Damaged
    {
        qint64 runId = 0;
        QStringList paths;
        bool imported = false; // the source file can restore them
    };
    std::vector<Damaged> damaged;
    Expected<void> read = rowcopy::forEachRow(
        db,
        QStringLiteral("SELECT r.id, c.json, w.json, r.extra_json, r.source_id FROM runs r LEFT "
                       "JOIN configs c "
                       "ON c.id = r.config_id LEFT JOIN workloads w ON w.id = r.workload_id"),
        [&](const QSqlQuery &row) -> Expected<void> {
            QStringList paths =
                maskedDataPaths(jsonOrEmpty(row.value(1)), QStringLiteral("config"));
            paths << maskedDataPaths(jsonOrEmpty(row.value(2)), QStringLiteral("workload"));
            paths << maskedDataPaths(jsonOrEmpty(row.value(3)), QStringLiteral("extra"));
            if (!paths.isEmpty())
                damaged.push_back({row.value(0).toLongLong(), paths, !row.value(4).isNull()});
            return {};
        });
    if (!read)
        return read;
    rowcopy::RowWriter writer(db);
    for (const auto &[runId, paths, imported] : damaged) {
        for (const QString &path : paths) {
            if (!writer.insert(QStringLiteral("run_data_losses"),
                               {QStringLiteral("run_id"), QStringLiteral("key_path")},
                               {runId, path}))
                return unexpected(writer.error());
        }
        nlohmann::json keys = nlohmann::json::array();
        for (const QString &path : paths)
            keys.push_back(path.toStdString());
        const nlohmann::json detail = {{"key_paths", keys}, {"restorable", imported}};
        if (!recordRepair(writer, QStringLiteral("masked_data"), runId, detail))
            return unexpected(writer.error());
    }
    return {};
}

Expected<void> mergeFindingsInto(QSqlDatabase &db, qint64 kept, const std::vector<qint64> &copies)
{
    rowcopy::RowWriter writer(db);
    nlohmann::json merged = nlohmann::json::array();
    for (const qint64 copy : copies) {
        const QVariantList both{copy, kept};
        const bool ok =
            writer.exec(QStringLiteral("DELETE FROM finding_runs WHERE finding_id = ? AND run_id "
                                       "IN (SELECT run_id FROM finding_runs WHERE finding_id = ?)"),
                        both) &&
            writer.exec(
                QStringLiteral("UPDATE finding_runs SET finding_id = ? WHERE finding_id = ?"),
                {kept, copy}) &&
            writer.exec(
                QStringLiteral("DELETE FROM finding_waves WHERE finding_id = ? AND wave_id "
                               "IN (SELECT wave_id FROM finding_waves WHERE finding_id = ?)"),
                both) &&
            writer.exec(
                QStringLiteral("UPDATE finding_waves SET finding_id = ? WHERE finding_id = ?"),
                {kept, copy}) &&
            writer.exec(QStringLiteral("DELETE FROM finding_edits WHERE finding_id = ?"), {copy}) &&
            writer.exec(QStringLiteral("DELETE FROM findings WHERE id = ?"), {copy});
        if (!ok)
            return unexpected(writer.error());
        merged.push_back(copy);
    }
    const nlohmann::json detail = {{"kept_finding_id", kept}, {"merged_finding_ids", merged}};
    if (!recordRepair(writer, QStringLiteral("merged_findings"), 0, detail))
        return unexpected(writer.error());
    return {};
}

Expected<PendingRepairs> unreportedRepairs(const QSqlDatabase &db)
{
    const Expected<std::vector<QSqlRecord>> rows =
        rowcopy::readAll(db, QStringLiteral("SELECT id, kind, run_id, detail_json FROM "
                                            "notebook_repairs WHERE reported_at IS NULL ORDER BY "
                                            "id"));
    if (!rows)
        return unexpected(rows.error());
    PendingRepairs pending;
    QStringList &notes = pending.notes;
    for (const QSqlRecord &row : *rows) {
        pending.ids.push_back(row.value(0).toLongLong());
        const QString kind = row.value(1).toString();
        const qint64 runId = row.value(2).toLongLong();
        const nlohmann::json detail = jsonOrEmpty(row.value(3));
        if (kind == QLatin1String("merged_runs")) {
            QStringList ids;
            for (const auto &id : detail.value("merged_run_ids", nlohmann::json::array()))
                ids << QString::number(id.get<qint64>());
            notes << NotebookTr::tr("run %1 (%2, %3): merged with %n copy(ies) that importing the "
                                    "file under another language had added (%4); their notes, "
                                    "tags and finding links are on run %1 now",
                                    nullptr, int(ids.size()))
                         .arg(runId)
                         .arg(QString::fromStdString(detail.value("source", std::string())),
                              sourceLocatorText(
                                  QString::fromStdString(detail.value("locator", std::string()))),
                              ids.join(QStringLiteral(", ")));
        } else if (kind == QLatin1String("masked_data")) {
            QStringList keys;
            for (const auto &key : detail.value("key_paths", nlohmann::json::array()))
                keys << QString::fromStdString(key.get<std::string>());
            const QString lost = keys.join(QStringLiteral(", "));
            notes << (detail.value("restorable", false)
                          ? NotebookTr::tr("run %1: an older Lanebook masked values that are no "
                                           "secret (%2); they were lost. Importing the run's "
                                           "source file again restores them")
                                .arg(runId)
                                .arg(lost)
                          : NotebookTr::tr("run %1: an older Lanebook masked values that are no "
                                           "secret (%2); they were lost, and a measured run has "
                                           "no source file to restore them from")
                                .arg(runId)
                                .arg(lost));
        } else if (kind == QLatin1String("merged_findings")) {
            QStringList ids;
            for (const auto &id : detail.value("merged_finding_ids", nlohmann::json::array()))
                ids << QString::number(id.get<qint64>());
            notes << NotebookTr::tr("finding %1: merged with %n copy(ies) written under another "
                                    "language (%2); their links are on finding %1 now",
                                    nullptr, int(ids.size()))
                         .arg(detail.value("kept_finding_id", qint64(0)))
                         .arg(ids.join(QStringLiteral(", ")));
        }
    }
    return pending;
}

Expected<void> markRepairsReported(QSqlDatabase &db, const std::vector<qint64> &ids)
{
    if (ids.empty())
        return {};
    QSqlQuery mark(db);
    if (!mark.exec(QStringLiteral("UPDATE notebook_repairs SET reported_at = '%1' WHERE id IN (%2)")
                       .arg(nowUtc(), rowcopy::idList(ids))))
        return unexpected(mark.lastError().text());
    return {};
}

} // namespace lanebook
