// The notebook store against real SQLite files: schema, migrations, refusal of newer
// notebooks, round trips, idempotent import, all-or-nothing files. The same functions run on
// PostgreSQL in the _postgresql CTest entry (notebookbackend.h).
#include "backends/notebook/connection/sqldialect.h"
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/repositories/rowidentity.h"
#include "notebookbackend.h"

#include "testutils.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <cmath>
#include <limits>

using namespace lanebook;

namespace {

Run makeRun(const QString &label, double outputTokPerS)
{
    Run run;
    run.label = label;
    run.format = RunFormat::VllmBench;
    run.model = QStringLiteral("Qwen/Qwen3-8B");
    run.startedAt = QDateTime(QDate(2026, 11, 3), QTime(14, 15, 22), Qt::UTC);
    run.config = {{"runtime", "vllm"}, {"gpu", "H200"}};
    run.workload = {{"concurrency", 4}, {"request_rate", "inf"}};
    run.setMetric(QStringLiteral("output_tok_per_s"), outputTokPerS,
                  QStringLiteral("output_throughput"));
    run.setMetric(QStringLiteral("request_rate_per_s"), std::numeric_limits<double>::infinity(),
                  QStringLiteral("request_rate"));
    run.setMetric(QStringLiteral("p99.9_ttft_ms"), 160.25, QStringLiteral("p99.9_ttft_ms"));
    return run;
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// Runs raw SQL on a notebook file outside the store, as another program would.
void rawExec(const QString &path, const QStringList &statements)
{
    const QString name = QStringLiteral("raw-%1").arg(QRandomGenerator::global()->generate());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        for (const QString &sql : statements) {
            QSqlQuery query(db);
            QVERIFY2(query.exec(sql), qPrintable(sql));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

QVariant rawValue(const QString &path, const QString &sql);

// Whether one statement succeeds on a notebook, run outside the store.
bool rawExecSucceeds(const QString &path, const QString &sql)
{
    const QString name = QStringLiteral("rawx-%1").arg(QRandomGenerator::global()->generate());
    bool ok = false;
    {
        QSqlDatabase db = test::addRawConnection(path, name);
        if (db.open()) {
            QSqlQuery query(db);
            ok = query.exec(sql);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

QVariant rawValue(const QString &path, const QString &sql)
{
    if (test::isServerLocation(path))
        return test::postgresServer().value(test::databaseOf(path), sql);
    const QString name = QStringLiteral("rawv-%1").arg(QRandomGenerator::global()->generate());
    QVariant value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(sql) && query.next())
                value = query.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

ParsedFile parsedFile(const QString &path, std::vector<Run> runs)
{
    ParsedFile file;
    file.path = path;
    file.sha256 = QString::fromLatin1(
        QCryptographicHash::hash(path.toUtf8(), QCryptographicHash::Sha256).toHex());
    file.sizeBytes = 1234;
    file.format = RunFormat::VllmBench;
    for (qsizetype i = 0; i < qsizetype(runs.size()); ++i) {
        runs[size_t(i)].source.locator = QStringLiteral("object %1").arg(i);
        runs[size_t(i)].source.sha256 = file.sha256;
    }
    file.runs = std::move(runs);
    return file;
}

// A notebook at an older schema version, as that Lanebook left it: the shipped migrations
// 0001..version in the database's own words, the version recorded, then `rows` (raw SQL).
void buildNotebookAtVersion(const QString &location, int version, const QStringList &rows)
{
    const QString name = QStringLiteral("old-%1").arg(QRandomGenerator::global()->generate());
    {
        QSqlDatabase db = test::addRawConnection(location, name);
        QVERIFY(db.open());
        const SqlDialect dialect = SqlDialect::of(db);
        QStringList statements;
        const QDir dir(QStringLiteral(":/lanebook/migrations"));
        for (const QString &file :
             dir.entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name)) {
            if (file.section(QLatin1Char('_'), 0, 0).toInt() > version)
                break;
            QFile migration(dir.filePath(file));
            QVERIFY(migration.open(QIODevice::ReadOnly));
            for (const QString &chunk :
                 QString::fromUtf8(migration.readAll()).split(QStringLiteral("\n;;"))) {
                QString code;
                for (const QString &line : chunk.split(QLatin1Char('\n'))) {
                    if (!line.trimmed().startsWith(QLatin1String("--")))
                        code += line + QLatin1Char('\n');
                }
                if (!code.trimmed().isEmpty())
                    statements << dialect.schemaStatement(code);
            }
        }
        statements << dialect.setSchemaVersion(version) << rows;
        for (const QString &sql : statements) {
            QSqlQuery query(db);
            QVERIFY2(query.exec(sql),
                     qPrintable(sql + QStringLiteral(": ") + query.lastError().text()));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

bool looksLikeUuid(const QString &text)
{
    static const QRegularExpression form(
        QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"));
    return form.match(text).hasMatch();
}

} // namespace

class TestNotebookStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void createsWalNotebookAtCurrentSchema()
    {
        LANEBOOK_SQLITE_FILE_ONLY();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/folder/nb.lanebook"));
        NotebookStore store;
        QVERIFY2(store.open(path), qPrintable(store.lastError()));
        QCOMPARE(store.schemaVersion(), NotebookStore::currentSchemaVersion());
        QVERIFY(NotebookStore::currentSchemaVersion() >= 2);
        store.close();
        QCOMPARE(rawValue(path, QStringLiteral("PRAGMA journal_mode")).toString(),
                 QStringLiteral("wal"));
        for (const char *table : {"lanes", "configs", "workloads", "runs", "run_metrics",
                                  "request_samples", "telemetry_samples", "waves", "findings",
                                  "annotations", "gate_results", "notebook_info"}) {
            QCOMPARE(rawValue(path, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE "
                                                   "type = 'table' AND name = '%1'")
                                        .arg(QLatin1String(table)))
                         .toInt(),
                     1);
        }
    }

    void roundTripsARunWithSamples()
    {
        QTemporaryDir dir;
        const QString path = test::notebookAt(dir, QStringLiteral("nb.lanebook"));
        NotebookStore store;
        QVERIFY(store.open(path));
        Run run = makeRun(QStringLiteral("qwen3-8b-c4"), 613.9);
        RequestSample ok;
        ok.index = 0;
        ok.ttftMs = 88.5;
        ok.e2elMs = 1200.0;
        ok.inputTokens = 1024;
        ok.outputTokens = 128;
        ok.itlMs = {41.5f, 42.25f, 40.0f};
        RequestSample failed;
        failed.index = 1;
        failed.error = QStringLiteral("Traceback: connection reset");
        run.samples = {ok, failed};
        const Expected<qint64> id = store.runs().insertRun(run);
        LANEBOOK_VERIFY_EXPECTED(id);

        const auto back = store.runs().run(*id);
        QVERIFY(back);
        QCOMPARE(back->label, run.label);
        QCOMPARE(back->format, RunFormat::VllmBench);
        QCOMPARE(back->model, run.model);
        QCOMPARE(back->lane, QStringLiteral("Qwen3-8B · H200"));
        QCOMPARE(back->startedAt, run.startedAt);
        QVERIFY2(back->config == run.config, back->config.dump().c_str());
        QVERIFY2(back->workload == run.workload, back->workload.dump().c_str());
        QCOMPARE(back->metricValue(QStringLiteral("output_tok_per_s")).value(), 613.9);
        QVERIFY(std::isinf(back->metricValue(QStringLiteral("request_rate_per_s")).value()));
        QCOMPARE(back->metric(QStringLiteral("p99.9_ttft_ms"))->originalKey,
                 QStringLiteral("p99.9_ttft_ms"));

        const auto samples = store.runs().requestSamples(*id);
        QCOMPARE(samples.size(), size_t(2));
        QVERIFY(samples[0] == ok);
        QVERIFY(samples[1] == failed);
        QVERIFY(!samples[1].ttftMs.has_value()); // missing stays missing, never 0
    }

    void snapshotCarriesChosenColumnsAndMissingValues()
    {
        QTemporaryDir dir;
        NotebookStore store;
        QVERIFY(store.open(test::notebookAt(dir, QStringLiteral("nb.lanebook"))));
        QVERIFY(store.runs().insertRun(makeRun(QStringLiteral("a"), 100.0)));
        Run quality;
        quality.label = QStringLiteral("ppl");
        quality.format = RunFormat::LlamaPerplexity;
        quality.setMetric(QStringLiteral("perplexity"), 5.9012);
        QVERIFY(store.runs().insertRun(quality));
        const RunTableSnapshot snapshot = store.runs().tableSnapshot(
            {QStringLiteral("output_tok_per_s"), QStringLiteral("perplexity")});
        QCOMPARE(snapshot.rows.size(), size_t(2));
        QCOMPARE(snapshot.rows[0].metricValues[0], 100.0);
        QVERIFY(std::isnan(snapshot.rows[0].metricValues[1]));
        QVERIFY(std::isnan(snapshot.rows[1].metricValues[0]));
        QCOMPARE(snapshot.rows[1].metricValues[1], 5.9012);
        QVERIFY(snapshot.availableMetrics.contains(QStringLiteral("perplexity")));
        QCOMPARE(snapshot.rows[1].lane, QStringLiteral("unknown model"));
    }

    // A large notebook opened afresh paints a first screenful: the first runs whole, as the
    // whole read gives them, and every other run by its id, in id order.
    void firstScreenfulHasEveryIdAndTheFirstRunsWhole()
    {
        QTemporaryDir dir;
        const QString path = test::notebookAt(dir, QStringLiteral("head.lanebook"));
        NotebookStore store;
        QVERIFY(store.open(path));
        const QStringList columns = {QStringLiteral("output_tok_per_s")};
        const RunTableSnapshot none = store.runs().tableHead(columns, 3);
        QVERIFY(none.rows.empty());
        QCOMPARE(none.headRows, size_t(0));
        for (int i = 0; i < 7; ++i)
            QVERIFY(store.runs().insertRun(makeRun(QStringLiteral("r%1").arg(i), 100.0 + i)));
        const RunTableSnapshot whole = store.runs().tableSnapshot(columns);
        const RunTableSnapshot head = store.runs().tableHead(columns, 3);
        QVERIFY2(store.lastError().isEmpty(), qPrintable(store.lastError()));
        QVERIFY(head.headOnly);
        QVERIFY(head.metricsPending);
        QCOMPARE(head.headRows, size_t(3));
        QCOMPARE(head.rows.size(), whole.rows.size());
        for (size_t r = 0; r < head.rows.size(); ++r) {
            QCOMPARE(head.rows[r].id, whole.rows[r].id);
            QCOMPARE(head.isRead(r), r < 3);
            QCOMPARE(head.rows[r].label, r < 3 ? whole.rows[r].label : QString());
            QCOMPARE(head.rows[r].lane, r < 3 ? whole.rows[r].lane : QString());
            QVERIFY(head.rows[r].metricValues.empty());
        }
        // Fewer runs than a screenful: all of them read whole.
        const RunTableSnapshot small = store.runs().tableHead(columns, 50);
        QCOMPARE(small.rows.size(), size_t(7));
        QCOMPARE(small.headRows, size_t(7));
        QCOMPARE(small.readRows(), size_t(7));
        QCOMPARE(small.rows.back().label, whole.rows.back().label);

        // A run deleted past the screenful (by another program): the ids are read, not
        // counted from the bounds, and the deleted one is not among them.
        QVERIFY(rawExecSucceeds(path, QStringLiteral("DELETE FROM runs WHERE id = 5")));
        const RunTableSnapshot gap = store.runs().tableHead(columns, 3);
        QVERIFY2(store.lastError().isEmpty(), qPrintable(store.lastError()));
        std::vector<qint64> ids;
        for (const auto &row : gap.rows)
            ids.push_back(row.id);
        QCOMPARE(ids, (std::vector<qint64>{1, 2, 3, 4, 6, 7}));
        QCOMPARE(gap.headRows, size_t(3));
        QVERIFY(gap.rows[3].label.isEmpty());
    }

    // A large notebook's table comes in two reads (run columns, then metric columns); they
    // must give exactly what one read gives, and a run added between them waits for the next.
    void tableInTwoReadsAgreesWithOneRead()
    {
        QTemporaryDir dir;
        const QString path = test::notebookAt(dir, QStringLiteral("nb.lanebook"));
        NotebookStore store;
        QVERIFY(store.open(path));
        for (int i = 0; i < 5; ++i)
            QVERIFY(store.runs().insertRun(makeRun(QStringLiteral("r%1").arg(i), 100.0 + i)));
        Run quality;
        quality.label = QStringLiteral("ppl · 中文");
        quality.format = RunFormat::LlamaPerplexity;
        quality.setMetric(QStringLiteral("perplexity"), 5.9012);
        QVERIFY(store.runs().insertRun(quality));
        const QStringList columns = {
            QStringLiteral("perplexity"), QStringLiteral("output_tok_per_s"),
            QStringLiteral("no_run_has_this"), QStringLiteral("request_rate_per_s")};
        const RunTableSnapshot once = store.runs().tableSnapshot(columns);
        RunTableSnapshot twice = store.runs().tableRuns(columns);
        QVERIFY(twice.metricsPending);
        QVERIFY(twice.runColumnsId != 0);
        QCOMPARE(twice.rows.size(), size_t(6));
        for (const auto &row : twice.rows)
            QVERIFY(row.metricValues.empty()); // all missing until the second read
        const quint64 id = twice.runColumnsId;
        QVERIFY(store.runs().insertRun(makeRun(QStringLiteral("late"), 7.0)));
        store.runs().fillTableMetrics(twice);
        QVERIFY(!twice.metricsPending);
        QCOMPARE(twice.runColumnsId, id);
        QCOMPARE(twice.rows.size(), once.rows.size()); // "late" is not in this table
        for (size_t r = 0; r < once.rows.size(); ++r) {
            QCOMPARE(twice.rows[r].id, once.rows[r].id);
            QCOMPARE(twice.rows[r].label, once.rows[r].label);
            QCOMPARE(twice.rows[r].model, once.rows[r].model);
            QCOMPARE(twice.rows[r].lane, once.rows[r].lane);
            QCOMPARE(twice.rows[r].format, once.rows[r].format);
            QCOMPARE(twice.rows[r].status, once.rows[r].status);
            QCOMPARE(twice.rows[r].startedAt, once.rows[r].startedAt);
            for (size_t c = 0; c < 4; ++c) {
                const double a = once.rows[r].metricValues[c];
                const double b = twice.rows[r].metricValues[c];
                QVERIFY2((std::isnan(a) && std::isnan(b)) || a == b,
                         qPrintable(QStringLiteral("row %1 column %2").arg(r).arg(c)));
            }
        }
        QCOMPARE(once.rows[0].metricValues[1], 100.0);
        QVERIFY(std::isinf(once.rows[0].metricValues[3]));
        QCOMPARE(once.rows[5].metricValues[0], 5.9012);
        QCOMPARE(once.rows[5].label, QStringLiteral("ppl · 中文"));
        QVERIFY(std::isnan(once.rows[2].metricValues[2]));
        QVERIFY(twice.runColumnsId != store.runs().tableRuns(columns).runColumnsId);
    }

    // started_at as the notebook writes it is parsed by hand; anything else by Qt, and a date
    // that does not exist is no date.
    void tableReadsEveryStartedAtForm()
    {
        QTemporaryDir dir;
        const QString path = test::notebookAt(dir, QStringLiteral("nb.lanebook"));
        NotebookStore store;
        QVERIFY(store.open(path));
        const QStringList stored = {
            QStringLiteral("2026-11-03T14:15:22Z"),     QStringLiteral("1969-12-31T23:59:59Z"),
            QStringLiteral("2024-02-29T00:00:00Z"),     QStringLiteral("2026-02-30T00:00:00Z"),
            QStringLiteral("2026-11-03T14:15:22.500Z"), QStringLiteral("2026-11-03T16:15:22+02:00"),
            QStringLiteral("not a date at all!!!")};
        for (int i = 0; i < stored.size(); ++i) {
            const Expected<qint64> id =
                store.runs().insertRun(makeRun(QStringLiteral("d%1").arg(i), 1));
            QVERIFY(id);
            QVERIFY(rawExecSucceeds(path, QStringLiteral("UPDATE runs SET started_at = '%1' WHERE "
                                                         "id = %2")
                                              .arg(stored.at(i))
                                              .arg(*id)));
        }
        const RunTableSnapshot snapshot = store.runs().tableRuns({});
        QCOMPARE(snapshot.rows.size(), size_t(stored.size()));
        QVERIFY(!snapshot.metricsPending); // no metric columns: nothing follows
        for (int i = 0; i < stored.size(); ++i) {
            const QDateTime expected = QDateTime::fromString(stored.at(i), Qt::ISODate);
            QCOMPARE(snapshot.rows[size_t(i)].startedAt, expected);
        }
        QCOMPARE(snapshot.rows[0].startedAt.toSecsSinceEpoch(), 1793715322);
        QCOMPARE(snapshot.rows[1].startedAt.toSecsSinceEpoch(), -1);
        QVERIFY(!snapshot.rows[3].startedAt.isValid());
        QCOMPARE(snapshot.rows[5].startedAt, snapshot.rows[0].startedAt);
    }

    void importIsIdempotentAndCountsWhatIsPresent()
    {
        QTemporaryDir dir;
        NotebookStore store;
        QVERIFY(store.open(test::notebookAt(dir, QStringLiteral("nb.lanebook"))));
        const ParsedFile file =
            parsedFile(QStringLiteral("/data/a.json"),
                       {makeRun(QStringLiteral("a0"), 1), makeRun(QStringLiteral("a1"), 2)});
        FileImportOutcome first = store.runs().storeParsedFile(file);
        QVERIFY2(first.ok(), qPrintable(first.error));
        QCOMPARE(first.runsAdded, 2);
        FileImportOutcome second = store.runs().storeParsedFile(file);
        QVERIFY(second.ok());
        QCOMPARE(second.runsAdded, 0);
        QCOMPARE(second.runsAlreadyPresent, 2);
        QCOMPARE(store.runs().count(), 2);
        // An --append-result file that grew by one object adds just that object.
        ParsedFile grown =
            parsedFile(QStringLiteral("/data/a.json"),
                       {makeRun(QStringLiteral("a0"), 1), makeRun(QStringLiteral("a1"), 2),
                        makeRun(QStringLiteral("a2"), 3)});
        grown.sha256 = file.sha256; // same source hash: what matters is (hash, locator)
        for (Run &run : grown.runs)
            run.source.sha256 = file.sha256;
        const FileImportOutcome third = store.runs().storeParsedFile(grown);
        QCOMPARE(third.runsAdded, 1);
        QCOMPARE(store.runs().count(), 3);
    }

    void failedFileLeavesNothingBehind()
    {
        QTemporaryDir dir;
        const QString path = test::notebookAt(dir, QStringLiteral("nb.lanebook"));
        NotebookStore store;
        QVERIFY(store.open(path));
        QVERIFY(store.runs().insertRun(makeRun(QStringLiteral("before"), 1)));
        Run broken = makeRun(QStringLiteral("broken"), 2);
        broken.model = QStringLiteral("never/seen-model");
        RequestSample s;
        s.index = 7;
        broken.samples = {s, s}; // duplicate request index: the second insert must fail
        const ParsedFile file = parsedFile(QStringLiteral("/data/b.json"),
                                           {makeRun(QStringLiteral("fine"), 3), broken});
        const FileImportOutcome outcome = store.runs().storeParsedFile(file);
        QVERIFY(!outcome.ok());
        QVERIFY2(outcome.error.contains(QStringLiteral("/data/b.json")), qPrintable(outcome.error));
        QCOMPARE(outcome.runsAdded, 0);
        QCOMPARE(store.runs().count(), 1);
        store.close();
        QCOMPARE(rawValue(path, QStringLiteral("SELECT count(*) FROM sources")).toInt(), 0);
        QCOMPARE(rawValue(path, QStringLiteral(
                                    "SELECT count(*) FROM lanes WHERE model = 'never/seen-model'"))
                     .toInt(),
                 0);
        QCOMPARE(rawValue(path, QStringLiteral("SELECT count(*) FROM request_samples")).toInt(), 0);
        // The store still works after the rollback, with its caches consistent.
        QVERIFY(store.open(path));
        broken.samples.clear();
        LANEBOOK_VERIFY_EXPECTED(store.runs().insertRun(broken));
    }

    void refusesNewerSchemaWithoutTouchingTheFile()
    {
        LANEBOOK_SQLITE_FILE_ONLY();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.lanebook"));
        {
            NotebookStore store;
            QVERIFY(store.open(path));
            QVERIFY(store.runs().insertRun(makeRun(QStringLiteral("x"), 1)));
        }
        rawExec(path, {QStringLiteral("PRAGMA journal_mode = DELETE"),
                       QStringLiteral("PRAGMA user_version = %1")
                           .arg(NotebookStore::currentSchemaVersion() + 5)});
        const QByteArray before = fileBytes(path);
        NotebookStore store;
        QVERIFY(!store.open(path));
        QVERIFY2(store.lastError().contains(QStringLiteral("newer Lanebook")),
                 qPrintable(store.lastError()));
        QVERIFY(store.lastError().contains(path));
        QVERIFY(!store.open(path, NotebookStore::Access::ReadOnly));
        QCOMPARE(fileBytes(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    void refusesAFileThatIsNotANotebook()
    {
        LANEBOOK_SQLITE_FILE_ONLY();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("results.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"date\": \"20260722-060114\"}");
        file.close();
        NotebookStore store;
        QVERIFY(!store.open(path));
        QVERIFY2(store.lastError().contains(QStringLiteral("not a Lanebook notebook")),
                 qPrintable(store.lastError()));
        QCOMPARE(fileBytes(path), QByteArray("{\"date\": \"20260722-060114\"}"));
    }

    void migratesAVersionOneNotebookKeepingItsRuns()
    {
        LANEBOOK_SQLITE_FILE_ONLY();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.lanebook"));
        // Build a schema-1 notebook the way Lanebook 0.1's first schema did: the shipped
        // 0001 migration, user_version 1, a run in it.
        QFile migration(QStringLiteral(":/lanebook/migrations/0001_initial.sql"));
        QVERIFY(migration.open(QIODevice::ReadOnly));
        QStringList statements;
        for (const QString &chunk :
             QString::fromUtf8(migration.readAll()).split(QStringLiteral("\n;;"))) {
            QString code;
            for (const QString &line : chunk.split(QLatin1Char('\n'))) {
                if (!line.trimmed().startsWith(QLatin1String("--")))
                    code += line + QLatin1Char('\n');
            }
            if (!code.trimmed().isEmpty())
                statements << code;
        }
        statements << QStringLiteral(
                          "INSERT INTO runs(label, format, status, created_at) VALUES "
                          "('legacy-run', 'llama-bench', 'valid', '2026-01-01T00:00:00Z')")
                   << QStringLiteral("PRAGMA user_version = 1");
        rawExec(path, statements);
        QCOMPARE(rawValue(path, QStringLiteral("PRAGMA user_version")).toInt(), 1);

        NotebookStore readOnly;
        QVERIFY(!readOnly.open(path, NotebookStore::Access::ReadOnly)); // read-only never migrates
        QVERIFY(readOnly.lastError().contains(QStringLiteral("older schema")));

        NotebookStore store;
        QVERIFY2(store.open(path), qPrintable(store.lastError()));
        QCOMPARE(store.schemaVersion(), NotebookStore::currentSchemaVersion());
        QCOMPARE(store.runs().count(), 1);
        const auto id = store.runs().resolve(QStringLiteral("legacy-run"));
        QVERIFY(id);
        QCOMPARE(store.runs().run(*id)->status, RunStatus::Valid);
        store.close();
        QCOMPARE(rawValue(path, QStringLiteral("SELECT count(*) FROM notebook_info")).toInt(), 1);
    }

    void migratesAVersionSevenNotebookGivingIdentitiesAndHosts()
    {
        QTemporaryDir dir;
        const QString path = test::notebookAt(dir, QStringLiteral("seven.lanebook"));
        buildNotebookAtVersion(
            path, 7,
            {QStringLiteral("INSERT INTO runs(label, format, status, created_at) VALUES "
                            "('old-a', 'llama-bench', 'valid', '2026-01-01T00:00:00Z')"),
             QStringLiteral("INSERT INTO runs(label, format, status, created_at) VALUES "
                            "('old-b', 'llama-bench', 'valid', '2026-01-01T00:00:01Z')"),
             QStringLiteral("INSERT INTO waves(name, plan_json, status, created_at, runner_json) "
                            "VALUES ('w', '{}', 'finished', '2026-01-01T00:00:00Z', "
                            "'{\"host\":\"gpu-host-7\",\"pid\":12}')"),
             QStringLiteral("INSERT INTO waves(name, plan_json, status, created_at) "
                            "VALUES ('no-runner', '{}', 'finished', '2026-01-01T00:00:00Z')"),
             QStringLiteral("INSERT INTO findings(title, created_at, updated_at) VALUES "
                            "('f', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')")});
        QVERIFY(!QTest::currentTestFailed());

        NotebookStore store;
        QVERIFY2(store.open(path), qPrintable(store.lastError()));
        QCOMPARE(store.schemaVersion(), NotebookStore::currentSchemaVersion());
        QVERIFY(NotebookStore::currentSchemaVersion() >= 8);
        const auto a = store.runs().run(*store.runs().resolve(QStringLiteral("old-a")));
        const auto b = store.runs().run(*store.runs().resolve(QStringLiteral("old-b")));
        QVERIFY2(looksLikeUuid(a->uuid), qPrintable(a->uuid));
        QVERIFY2(looksLikeUuid(b->uuid), qPrintable(b->uuid));
        QVERIFY(a->uuid != b->uuid);
        QVERIFY(a->host.isEmpty()); // where an old run was measured is not known
        store.close();
        QCOMPARE(
            rawValue(path, QStringLiteral("SELECT host FROM waves WHERE name = 'w'")).toString(),
            QStringLiteral("gpu-host-7"));
        QVERIFY(rawValue(path, QStringLiteral("SELECT host FROM waves WHERE name = 'no-runner'"))
                    .isNull());
        QCOMPARE(rawValue(path, QStringLiteral("SELECT count(DISTINCT uuid) FROM waves")).toInt(),
                 2);
        QVERIFY(
            looksLikeUuid(rawValue(path, QStringLiteral("SELECT uuid FROM findings")).toString()));
        // The identity is unique: a second run may not take the first one's.
        QVERIFY(!rawExecSucceeds(path, QStringLiteral("UPDATE runs SET uuid = '%1' WHERE label = "
                                                      "'old-b'")
                                           .arg(a->uuid)));
    }

    // Version 9 adds where a hypothesis came from; every finding before it was typed in
    // Lanebook, so it keeps its text and stamp and has no source.
    void migratesAVersionEightNotebookKeepingItsFindings()
    {
        QTemporaryDir dir;
        const QString path = test::notebookAt(dir, QStringLiteral("eight.lanebook"));
        buildNotebookAtVersion(
            path, 8,
            {QStringLiteral("INSERT INTO findings(title, hypothesis, hypothesis_at, prediction, "
                            "created_at, updated_at, uuid) VALUES ('old finding', 'h8', "
                            "'2026-01-01T00:00:00.000Z', 'p8', '2026-01-01T00:00:00.000Z', "
                            "'2026-01-01T00:00:00.000Z', "
                            "'0b7f3c2e-1d4a-4e5b-9c6d-7e8f90a1b2c3')")});
        QVERIFY(!QTest::currentTestFailed());

        NotebookStore store;
        QVERIFY2(store.open(path), qPrintable(store.lastError()));
        QCOMPARE(store.schemaVersion(), NotebookStore::currentSchemaVersion());
        QVERIFY(NotebookStore::currentSchemaVersion() >= 9);
        const auto id = store.findings().resolve(QStringLiteral("old finding"));
        LANEBOOK_VERIFY_EXPECTED(id);
        const auto f = store.findings().finding(*id);
        QVERIFY(f);
        QCOMPARE(f->hypothesis, QStringLiteral("h8"));
        QCOMPARE(f->hypothesisAt, QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC));
        QCOMPARE(f->prediction, QStringLiteral("p8"));
        QVERIFY(f->hypothesisSource.isEmpty());
        store.close();
        QCOMPARE(rawValue(path, QStringLiteral("SELECT count(*) FROM findings WHERE "
                                               "hypothesis_source IS NULL"))
                     .toInt(),
                 1);
        QCOMPARE(rawValue(path, QStringLiteral("SELECT uuid FROM findings")).toString(),
                 QStringLiteral("0b7f3c2e-1d4a-4e5b-9c6d-7e8f90a1b2c3"));
    }

    void newRowsGetIdentitiesAndMeasuredRunsTheirHost()
    {
        QTemporaryDir dir;
        const QString path = test::notebookAt(dir, QStringLiteral("hosts.lanebook"));
        NotebookStore store;
        QVERIFY2(store.open(path), qPrintable(store.lastError()));
        const FileImportOutcome imported = store.runs().storeParsedFile(parsedFile(
            dir.filePath(QStringLiteral("r.json")), {makeRun(QStringLiteral("imp"), 1)}));
        QCOMPARE(imported.runsAdded, 1);
        const auto importedRun = store.runs().run(*store.runs().resolve(QStringLiteral("imp")));
        QVERIFY(looksLikeUuid(importedRun->uuid));
        QVERIFY(importedRun->host.isEmpty()); // a file does not say where it was measured

        const auto measured = store.recordMeasuredRun(makeRun(QStringLiteral("here"), 2));
        QVERIFY2(measured.runId, qPrintable(measured.error));
        const auto here = store.runs().run(*measured.runId);
        QCOMPARE(here->host, localHostName());
        QVERIFY(looksLikeUuid(here->uuid));

        Run remote = makeRun(QStringLiteral("remote"), 3);
        remote.host = QStringLiteral("gpu-b.lab");
        remote.uuid = QStringLiteral("6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab");
        const auto there = store.recordMeasuredRun(remote);
        QVERIFY2(there.runId, qPrintable(there.error));
        QCOMPARE(store.runs().run(*there.runId)->host, QStringLiteral("gpu-b.lab"));
        QCOMPARE(store.runs().run(*there.runId)->uuid, remote.uuid);

        const auto wave = store.waves().create(QStringLiteral("w"), {}, nlohmann::json::object());
        QVERIFY2(wave, qPrintable(store.lastError()));
        const auto finding =
            store.findings().create(NewFinding{QStringLiteral("f"), {}, {}, {}, {}});
        QVERIFY2(finding, qPrintable(store.lastError()));
        store.close();
        QCOMPARE(rawValue(path, QStringLiteral("SELECT host FROM waves")).toString(),
                 localHostName());
        QVERIFY(looksLikeUuid(rawValue(path, QStringLiteral("SELECT uuid FROM waves")).toString()));
        QVERIFY(
            looksLikeUuid(rawValue(path, QStringLiteral("SELECT uuid FROM findings")).toString()));
    }

    void resolvesRunsByIdAndLabel()
    {
        QTemporaryDir dir;
        NotebookStore store;
        QVERIFY(store.open(test::notebookAt(dir, QStringLiteral("nb.lanebook"))));
        const Expected<qint64> a = store.runs().insertRun(makeRun(QStringLiteral("twin"), 1));
        QVERIFY(store.runs().insertRun(makeRun(QStringLiteral("twin"), 2)));
        const Expected<qint64> c = store.runs().insertRun(makeRun(QStringLiteral("single"), 3));
        QCOMPARE(store.runs().resolve(QString::number(*a)), std::optional<qint64>(*a));
        QCOMPARE(store.runs().resolve(QStringLiteral("single")), std::optional<qint64>(*c));
        QVERIFY(!store.runs().resolve(QStringLiteral("twin")));
        QVERIFY(store.lastError().contains(QStringLiteral("more than one")));
        QVERIFY(!store.runs().resolve(QStringLiteral("nope")));
        QCOMPARE(store.runs().list(QStringLiteral("sing")).size(), size_t(1));
        QCOMPARE(store.runs().list(QStringLiteral("100%")).size(),
                 size_t(0)); // LIKE wildcards are literal
    }
};

QTEST_GUILESS_MAIN(TestNotebookStore)
#include "tst_notebookstore.moc"
