// A notebook of every older schema version opened by this Lanebook, on SQLite and on
// PostgreSQL: built from the shipped migrations 0001..N alone (in the database's own words,
// as the Lanebook of version N left it), filled with the rows a team writes (runs imported and
// measured, a wave, a finding with its links and edits, notes and tags, gates, telemetry, a
// replayed journal entry, a failed wave step), then opened read-write. It must reach the newest
// version with every row intact, and with the program's parts of the migrations applied:
// identities and hosts (version 8), runs imported again under another language merged into the
// first and values an older Lanebook masked listed (version 10, notebookrepairs.h). A reader
// never migrates; the upgraded notebook takes new rows.
//
// PostgreSQL: a private server the test starts (postgresfixture.h); a machine without
// PostgreSQL 15 fails the PostgreSQL rows, as tst_postgresnotebook does.
#include "backends/notebook/connection/sqldialect.h"
#include "backends/notebook/notebookstore.h"
#include "models/secrets/secretkeys.h"
#include "postgresfixture.h"
#include "testutils.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace lanebook;

namespace {

// Identities given by a Lanebook of schema 8 or later.
const QString kKeptUuid = QStringLiteral("11111111-1111-4111-8111-111111111111");
const QString kCopyUuid = QStringLiteral("22222222-2222-4222-8222-222222222222");
const QString kMeasuredUuid = QStringLiteral("33333333-3333-4333-8333-333333333333");
const QString kWaveUuid = QStringLiteral("44444444-4444-4444-8444-444444444444");
const QString kFindingUuid = QStringLiteral("55555555-5555-4555-8555-555555555555");

const QString kKeptLabel = QStringLiteral("vllm-bench-0123abcd-object-1");
const QString kCopyLabel = QStringLiteral("vllm-bench-0123abcd-Objekt-1");
const QString kMeasuredLabel = QStringLiteral("measured-1");

bool looksLikeUuid(const QString &text)
{
    static const QRegularExpression form(
        QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"));
    return form.match(text).hasMatch();
}

QString quoted(const QString &text)
{
    return u'\'' + QString(text).replace(u'\'', QStringLiteral("''")) + u'\'';
}

// One old notebook, outside the store: statements and single values through a raw connection
// (QSQLITE on a file, or the fixture's superuser connection on PostgreSQL).
class OldNotebook
{
public:
    virtual ~OldNotebook() = default;
    virtual QString location() const = 0;
    virtual SqlDialect dialect() const = 0;
    // False with error() naming the statement that failed.
    virtual bool exec(const QStringList &statements) = 0;
    virtual QVariant value(const QString &sql) = 0;
    QString error() const { return m_error; }

    // The literals that differ: +infinity in a REAL / DOUBLE PRECISION column, and bytes.
    QString infinity() const
    {
        return dialect().isPostgres() ? QStringLiteral("'Infinity'") : QStringLiteral("9e999");
    }
    QString bytes(const char *hex) const
    {
        return dialect().isPostgres()
                   ? QStringLiteral("decode('%1', 'hex')").arg(QLatin1String(hex))
                   : QStringLiteral("X'%1'").arg(QLatin1String(hex));
    }

protected:
    QString m_error;
};

class SqliteNotebook final : public OldNotebook
{
public:
    explicit SqliteNotebook(QString path)
        : m_path(std::move(path))
    {}
    QString location() const override { return m_path; }
    SqlDialect dialect() const override { return SqlDialect(SqlDialect::Kind::Sqlite); }
    bool exec(const QStringList &statements) override
    {
        bool ok = true;
        withDatabase([&](QSqlDatabase &db) {
            for (const QString &sql : statements) {
                QSqlQuery query(db);
                if (!query.exec(sql)) {
                    m_error = sql + QStringLiteral(": ") + query.lastError().text();
                    ok = false;
                    return;
                }
            }
        });
        return ok;
    }
    QVariant value(const QString &sql) override
    {
        QVariant result;
        withDatabase([&](QSqlDatabase &db) {
            QSqlQuery query(db);
            if (query.exec(sql) && query.next())
                result = query.value(0);
            else
                m_error = sql + QStringLiteral(": ") + query.lastError().text();
        });
        return result;
    }

private:
    template <typename Body> void withDatabase(Body body)
    {
        const QString name =
            QStringLiteral("old-sqlite-%1").arg(QRandomGenerator::global()->generate());
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(m_path);
            if (db.open())
                body(db);
            else
                m_error = db.lastError().text();
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

    QString m_path;
};

class PostgresNotebook final : public OldNotebook
{
public:
    PostgresNotebook(test::PostgresFixture &server, QString database)
        : m_server(server)
        , m_database(std::move(database))
    {}
    QString location() const override { return m_server.url(m_database); }
    SqlDialect dialect() const override { return SqlDialect(SqlDialect::Kind::Postgres); }
    bool exec(const QStringList &statements) override
    {
        const bool ok = m_server.execAsSuperuser(m_database, statements);
        m_error = m_server.error();
        return ok;
    }
    QVariant value(const QString &sql) override
    {
        const QVariant result = m_server.value(m_database, sql);
        m_error = m_server.error();
        return result;
    }

private:
    test::PostgresFixture &m_server;
    QString m_database;
};

// The shipped migrations 0001..version in the database's own words (the runner's own splitting
// and comment stripping, notebookconnection.cpp), and the version recorded. The program's
// parts of migrations 8 and 10 (rowidentity.h) work on rows, and there are none yet.
QStringList schemaAt(const SqlDialect &dialect, int version)
{
    QStringList statements;
    const QDir dir(QStringLiteral(":/lanebook/migrations"));
    for (const QString &file : dir.entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name)) {
        if (file.section(QLatin1Char('_'), 0, 0).toInt() > version)
            break;
        QFile migration(dir.filePath(file));
        if (!migration.open(QIODevice::ReadOnly))
            return {};
        for (const QString &chunk :
             QString::fromUtf8(migration.readAll()).split(QStringLiteral("\n;;"))) {
            QString code;
            for (const QString &line : chunk.split(QLatin1Char('\n'))) {
                if (!line.trimmed().startsWith(QLatin1String("--")))
                    code += line + QLatin1Char('\n');
            }
            code = code.trimmed();
            if (code.endsWith(QLatin1Char(';')))
                code.chop(1);
            if (!code.isEmpty())
                statements << dialect.schemaStatement(code);
        }
    }
    return statements + dialect.setSchemaVersion(version);
}

QString runId(const QString &label)
{
    return QStringLiteral("(SELECT id FROM runs WHERE label = %1)").arg(quoted(label));
}

// What a team's notebook of schema `version` holds, written with that version's columns only.
// Before version 10 a file imported again under German added its runs again (the copy: its
// locator "Objekt 1"), and values under keys like "first_token" were masked as secrets.
QStringList rowsAt(const OldNotebook &notebook, int version)
{
    const bool damaged = version < 10;
    const QString stamp = QStringLiteral("'2026-01-01T00:00:00Z'");
    const QString workload = damaged ? QStringLiteral("{\"concurrency\":4,\"timeouts_s\":{\"first_"
                                                      "token\":\"%1\"}}")
                                           .arg(redactedValue())
                                     : QStringLiteral("{\"concurrency\":4,\"timeouts_s\":{\"first_"
                                                      "token\":30}}");
    QStringList rows{
        QStringLiteral("INSERT INTO lanes(name, model, hardware, created_at) VALUES "
                       "('team-lane', 'Qwen/Qwen3-8B', 'H200', %1)")
            .arg(stamp),
        QStringLiteral("INSERT INTO configs(content_hash, runtime, json) VALUES ('config-1', "
                       "'vllm', '{\"gpu\":\"H200\",\"runtime\":\"vllm\"}')"),
        QStringLiteral("INSERT INTO workloads(content_hash, json) VALUES ('workload-1', %1)")
            .arg(quoted(workload)),
        QStringLiteral("INSERT INTO workloads(content_hash, json) VALUES ('workload-2', "
                       "'{\"concurrency\":1}')"),
        QStringLiteral("INSERT INTO sources(sha256, path, size_bytes, format, imported_at) VALUES "
                       "('%1', '/data/bench.json', 1234, 'vllm-bench', %2)")
            .arg(QString(64, u'a'), stamp),
        QStringLiteral("INSERT INTO waves(name, plan_json, status, created_at) VALUES "
                       "('team wave', '{}', 'finished', %1)")
            .arg(stamp),
        QStringLiteral("INSERT INTO metric_names(name) VALUES ('output_tok_per_s')"),
        QStringLiteral("INSERT INTO metric_names(name) VALUES ('request_rate_per_s')"),
        QStringLiteral("INSERT INTO gpus(host, uuid, gpu_index, name) VALUES ('gpu-host-7', "
                       "'GPU-0001', 0, 'NVIDIA H200')"),
        QStringLiteral("INSERT INTO findings(title, hypothesis, hypothesis_at, prediction, "
                       "verdict, verdict_reason, created_at, updated_at) VALUES ('team finding', "
                       "'h', %1, 'p', 'inconclusive', 'too few repeats', %1, %1)")
            .arg(stamp),
    };
    // Runs: the imported one, its copy (before 10), and one a wave measured.
    const auto run = [&](const QString &label, const QString &format, const QString &locator,
                         bool sourced, const QString &workloadHash, const QString &uuid) {
        QString columns = QStringLiteral("label, format, model, lane_id, config_id, workload_id, "
                                         "status, started_at, source_id, source_locator, "
                                         "extra_json, created_at");
        QString values =
            QStringLiteral("%1, %2, 'Qwen/Qwen3-8B', (SELECT id FROM lanes WHERE name = "
                           "'team-lane'), (SELECT id FROM configs WHERE content_hash = "
                           "'config-1'), (SELECT id FROM workloads WHERE content_hash = %3), "
                           "'valid', '2026-01-01T10:00:00Z', %4, %5, '{\"tool\":\"vllm\"}', %6")
                .arg(quoted(label), quoted(format), quoted(workloadHash),
                     sourced ? QStringLiteral("(SELECT id FROM sources)") : QStringLiteral("NULL"),
                     quoted(locator), stamp);
        if (version >= 8) {
            columns += QStringLiteral(", uuid, host");
            values += QStringLiteral(", %1, %2")
                          .arg(quoted(uuid),
                               sourced ? QStringLiteral("NULL") : QStringLiteral("'gpu-host-7'"));
        }
        return QStringLiteral("INSERT INTO runs(%1) VALUES (%2)").arg(columns, values);
    };
    rows << run(kKeptLabel, QStringLiteral("vllm-bench"), QStringLiteral("object 1"), true,
                QStringLiteral("workload-1"), kKeptUuid);
    if (damaged)
        rows << run(kCopyLabel, QStringLiteral("vllm-bench"), QStringLiteral("Objekt 1"), true,
                    QStringLiteral("workload-1"), kCopyUuid);
    rows << run(kMeasuredLabel, QStringLiteral("lanebook"), QString(), false,
                QStringLiteral("workload-2"), kMeasuredUuid);
    rows << QStringLiteral("UPDATE runs SET wave_id = (SELECT id FROM waves), arm = 'b', role = "
                           "'candidate', repeat_index = 0, slot = 0 WHERE label = %1")
                .arg(quoted(kMeasuredLabel));
    // The copy is what the user annotated and linked (its notes move to the run kept).
    const QString annotated = damaged ? kCopyLabel : kKeptLabel;
    const QString metric = QStringLiteral(
        "INSERT INTO run_metrics(run_id, metric_id, value, original_key) VALUES (%1, (SELECT id "
        "FROM metric_names WHERE name = '%2'), %3, '%4')");
    for (const QString &label :
         damaged ? QStringList{kKeptLabel, kCopyLabel} : QStringList{kKeptLabel}) {
        rows << metric.arg(runId(label), QStringLiteral("output_tok_per_s"),
                           QStringLiteral("1234.5"), QStringLiteral("output_throughput"))
             << metric.arg(runId(label), QStringLiteral("request_rate_per_s"), notebook.infinity(),
                           QStringLiteral("request_rate"))
             << QStringLiteral("INSERT INTO annotations(run_id, kind, text, created_at) VALUES "
                               "(%1, 'tag', 'baseline', %2)")
                    .arg(runId(label), stamp)
             << QStringLiteral("INSERT INTO gate_results(run_id, gate, outcome, reason, "
                               "computed_at) VALUES (%1, 'sample-size', 'warn', %2, %3)")
                    .arg(runId(label), quoted(label), stamp);
    }
    rows << metric.arg(runId(kMeasuredLabel), QStringLiteral("output_tok_per_s"),
                       QStringLiteral("900.25"), QString())
         << QStringLiteral("INSERT INTO annotations(run_id, kind, text, created_at) VALUES (%1, "
                           "'note', 'checked twice', %2)")
                .arg(runId(annotated), stamp)
         << QStringLiteral("UPDATE lanes SET baseline_run_id = %1").arg(runId(annotated))
         << QStringLiteral("INSERT INTO request_samples(run_id, idx, send_time_s, ttft_ms, "
                           "e2el_ms, input_tokens, output_tokens, finish_reason, itl_ms) VALUES "
                           "(%1, 0, 0.0, 20.5, 100.25, 32, 16, 'length', %2)")
                .arg(runId(kMeasuredLabel), notebook.bytes("0000a0400000b040"))
         << QStringLiteral("INSERT INTO request_samples(run_id, idx, send_time_s, error) VALUES "
                           "(%1, 1, 0.5, 'timeout')")
                .arg(runId(kMeasuredLabel))
         << QStringLiteral("INSERT INTO telemetry_samples(run_id, gpu_id, t_ns, util_pct, "
                           "power_w) VALUES (%1, (SELECT id FROM gpus), 1767261600000000000, "
                           "97.5, 650.0)")
                .arg(runId(kMeasuredLabel))
         << QStringLiteral("INSERT INTO telemetry_samples(run_id, gpu_id, t_ns, util_pct, "
                           "power_w) VALUES (%1, (SELECT id FROM gpus), 1767261600100000000, "
                           "98.5, 651.0)")
                .arg(runId(kMeasuredLabel))
         << QStringLiteral("INSERT INTO finding_runs(finding_id, run_id, role) VALUES ((SELECT id "
                           "FROM findings), %1, 'control')")
                .arg(runId(annotated))
         << QStringLiteral("INSERT INTO finding_runs(finding_id, run_id, role) VALUES ((SELECT id "
                           "FROM findings), %1, 'candidate')")
                .arg(runId(kMeasuredLabel))
         << QStringLiteral("INSERT INTO finding_waves(finding_id, wave_id) VALUES ((SELECT id "
                           "FROM findings), (SELECT id FROM waves))")
         << QStringLiteral("INSERT INTO finding_edits(finding_id, field, old_text, new_text, "
                           "edited_at) VALUES ((SELECT id FROM findings), 'title', 'draft', "
                           "'team finding', %1)")
                .arg(stamp);
    if (version >= 2)
        rows << QStringLiteral(
            "INSERT INTO notebook_info(key, value) VALUES ('title', 'team notebook')");
    if (version >= 3)
        rows << QStringLiteral("UPDATE gate_results SET detail_json = '{\"requests\":12}'");
    if (version >= 4)
        rows << QStringLiteral("UPDATE waves SET summary_json = '{\"recorded\":1}'");
    if (version >= 5)
        rows << QStringLiteral(
            "UPDATE waves SET runner_json = '{\"host\":\"gpu-host-7\",\"pid\":12}'");
    if (version >= 6)
        rows << QStringLiteral("INSERT INTO journal_replays(entry, run_id, replayed_at) VALUES "
                               "('entry-1', %1, %2)")
                    .arg(runId(kMeasuredLabel), stamp);
    if (version >= 7)
        rows << QStringLiteral("INSERT INTO wave_step_failures(wave_id, step_index, arm, reason, "
                               "created_at) VALUES ((SELECT id FROM waves), 1, 'a', 'server "
                               "exited before its health check', %1)")
                    .arg(stamp);
    if (version >= 8)
        rows << QStringLiteral("UPDATE waves SET uuid = %1, host = 'gpu-host-7'")
                    .arg(quoted(kWaveUuid))
             << QStringLiteral("UPDATE findings SET uuid = %1").arg(quoted(kFindingUuid));
    return rows;
}

} // namespace

class TestNotebookMigrations : public QObject
{
    Q_OBJECT

private:
    test::PostgresFixture m_server;
    QTemporaryDir m_dir;

    std::unique_ptr<OldNotebook> newNotebook(bool onPostgres, int version)
    {
        if (!onPostgres)
            return std::make_unique<SqliteNotebook>(
                m_dir.filePath(QStringLiteral("schema%1.lanebook").arg(version)));
        if (!m_server.isRunning() && !m_server.start())
            return nullptr;
        const QString database = m_server.createDatabase(QStringLiteral("schema%1").arg(version));
        if (database.isEmpty())
            return nullptr;
        return std::make_unique<PostgresNotebook>(m_server, database);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // As the _postgresql entries run (tests/CMakeLists.txt): no TLS on the test server.
        if (!qEnvironmentVariableIsSet("PGSSLMODE"))
            qputenv("PGSSLMODE", "disable");
        QVERIFY(NotebookStore::currentSchemaVersion() >= 11);
    }

    void upgradesEveryOlderSchema_data()
    {
        QTest::addColumn<bool>("onPostgres");
        QTest::addColumn<int>("version");
        for (const bool onPostgres : {false, true}) {
            for (int version = 1; version < NotebookStore::currentSchemaVersion(); ++version)
                QTest::addRow("%s schema %d", onPostgres ? "postgresql" : "sqlite", version)
                    << onPostgres << version;
        }
    }

    void upgradesEveryOlderSchema()
    {
        QFETCH(bool, onPostgres);
        QFETCH(int, version);
        const std::unique_ptr<OldNotebook> old = newNotebook(onPostgres, version);
        // Not a skip: a machine without PostgreSQL cannot pass the team-notebook tests.
        QVERIFY2(old, qPrintable(m_server.error()));
        const QStringList schema = schemaAt(old->dialect(), version);
        QVERIFY(!schema.isEmpty());
        QVERIFY2(old->exec(schema), qPrintable(old->error()));
        QVERIFY2(old->exec(rowsAt(*old, version)), qPrintable(old->error()));
        const auto count = [&](const QString &sql) {
            const QVariant value = old->value(sql);
            return value.isValid() ? value.toLongLong() : qint64(-1);
        };
        const bool damaged = version < 10;
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM runs")), damaged ? 3 : 2);
        const QString location = old->location();

        // A reader never migrates, and leaves the old notebook as it was.
        {
            NotebookStore reader;
            QVERIFY(!reader.open(location, NotebookStore::Access::ReadOnly));
            QVERIFY2(reader.lastError().contains(QLatin1String("older schema")),
                     qPrintable(reader.lastError()));
        }
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM runs")), damaged ? 3 : 2);

        NotebookStore store;
        QVERIFY2(store.open(location), qPrintable(store.lastError()));
        QCOMPARE(store.schemaVersion(), NotebookStore::currentSchemaVersion());
        if (onPostgres) {
            QCOMPARE(count(QStringLiteral("SELECT count(*) FROM lanebook_schema")), 1);
            QCOMPARE(count(QStringLiteral("SELECT version FROM lanebook_schema")),
                     NotebookStore::currentSchemaVersion());
        } else {
            QCOMPARE(count(QStringLiteral("PRAGMA user_version")),
                     NotebookStore::currentSchemaVersion());
        }

        // The runs: the copy merged into the run kept (version 10), the others as they were.
        QCOMPARE(store.runs().count(), qint64(2));
        const std::optional<qint64> keptId = store.runs().resolve(kKeptLabel);
        const std::optional<qint64> measuredId = store.runs().resolve(kMeasuredLabel);
        QVERIFY2(keptId && measuredId, qPrintable(store.lastError()));
        QVERIFY(!store.runs().resolve(kCopyLabel));
        const std::optional<Run> kept = store.runs().run(*keptId);
        QVERIFY(kept);
        QCOMPARE(kept->source.locator, QStringLiteral("object 1"));
        QCOMPARE(kept->source.path, QStringLiteral("/data/bench.json"));
        QCOMPARE(kept->status, RunStatus::Valid);
        QCOMPARE(kept->format, RunFormat::VllmBench);
        QCOMPARE(kept->lane, QStringLiteral("team-lane"));
        QCOMPARE(kept->startedAt, QDateTime(QDate(2026, 1, 1), QTime(10, 0), Qt::UTC));
        QVERIFY(kept->config == nlohmann::json({{"gpu", "H200"}, {"runtime", "vllm"}}));
        QCOMPARE(kept->workload.value("concurrency", 0), 4);
        QVERIFY(kept->extra == nlohmann::json({{"tool", "vllm"}}));
        QCOMPARE(kept->metricValue(QStringLiteral("output_tok_per_s")),
                 std::optional<double>(1234.5));
        const std::optional<double> rate = kept->metricValue(QStringLiteral("request_rate_per_s"));
        QVERIFY(rate && std::isinf(*rate) && *rate > 0);
        const std::optional<Run> measured = store.runs().run(*measuredId);
        QVERIFY(measured);
        QCOMPARE(measured->metricValue(QStringLiteral("output_tok_per_s")),
                 std::optional<double>(900.25));
        const std::vector<RequestSample> samples = store.runs().requestSamples(*measuredId);
        QCOMPARE(samples.size(), size_t(2));
        QCOMPARE(samples[0].ttftMs, std::optional<double>(20.5));
        QCOMPARE(samples[0].outputTokens, std::optional<int>(16));
        QCOMPARE(samples[0].itlMs, (std::vector<float>{5.0f, 5.5f}));
        QCOMPARE(samples[1].error, QStringLiteral("timeout"));
        QVERIFY(!samples[1].ttftMs);

        // Identities (version 8): kept where a Lanebook of 8 or later gave them, new ones
        // otherwise; the host of a measured run is known only from 8 on.
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM runs WHERE uuid IS NULL")), 0);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM waves WHERE uuid IS NULL")), 0);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM findings WHERE uuid IS NULL")), 0);
        QVERIFY2(looksLikeUuid(kept->uuid), qPrintable(kept->uuid));
        QVERIFY(kept->uuid != measured->uuid);
        if (version >= 8) {
            QCOMPARE(kept->uuid, kKeptUuid);
            QCOMPARE(measured->uuid, kMeasuredUuid);
            QCOMPARE(measured->host, QStringLiteral("gpu-host-7"));
        } else {
            QVERIFY(measured->host.isEmpty());
        }
        // A wave's host: its runner's (version 5 on), given from version 8 on.
        const QVariant waveHost = old->value(QStringLiteral("SELECT host FROM waves"));
        if (version >= 5)
            QCOMPARE(waveHost.toString(), QStringLiteral("gpu-host-7"));
        else
            QVERIFY2(waveHost.isNull(), qPrintable(waveHost.toString()));

        // What hung on the copy is on the run kept: its note, its finding link, the lane's
        // baseline; the tag both had, once; the copy's metrics and gate gone with it.
        QStringList annotations;
        for (const RunAnnotation &a : store.runs().annotations(*keptId).valueOr({}))
            annotations << a.kind + u':' + a.text;
        annotations.sort();
        QCOMPARE(annotations, (QStringList{QStringLiteral("note:checked twice"),
                                           QStringLiteral("tag:baseline")}));
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM annotations")), 2);
        QCOMPARE(count(QStringLiteral("SELECT baseline_run_id FROM lanes")), *keptId);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM gate_results")), 1);
        QCOMPARE(count(QStringLiteral("SELECT run_id FROM gate_results")), *keptId);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM run_metrics")), 3);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM telemetry_samples WHERE run_id = %1")
                           .arg(*measuredId)),
                 2);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM request_samples")), 2);

        const Expected<qint64> findingId = store.findings().resolve(QStringLiteral("team finding"));
        LANEBOOK_VERIFY_EXPECTED(findingId);
        const Expected<Finding> finding = store.findings().finding(*findingId);
        QVERIFY(finding);
        QCOMPARE(finding->controlRunIds, std::vector<qint64>{*keptId});
        QCOMPARE(finding->candidateRunIds, std::vector<qint64>{*measuredId});
        QCOMPARE(finding->waveIds.size(), size_t(1));
        QCOMPARE(finding->verdict, std::optional<FindingVerdict>(FindingVerdict::Inconclusive));
        QCOMPARE(finding->verdictReason, QStringLiteral("too few repeats"));
        QCOMPARE(finding->hypothesis, QStringLiteral("h"));
        QVERIFY(finding->hypothesisSource.isEmpty()); // version 9: typed in Lanebook
        QVERIFY(finding->verdictMetric.isEmpty());    // version 11: none was named
        QCOMPARE(store.findings().edits(*findingId).valueOr({}).size(), size_t(1));

        // Version 13: the lane sets no SLO until someone gives it one, which the upgraded
        // notebook then keeps.
        const std::vector<LaneRecord> lanes = store.lanes().list();
        QCOMPARE(lanes.size(), size_t(1));
        QCOMPARE(lanes[0].name, QStringLiteral("team-lane"));
        QCOMPARE(lanes[0].runCount, 2);
        QVERIFY(!lanes[0].slo);
        const Expected<LaneRecord> set =
            store.lanes().setSlo(QStringLiteral("team-lane"),
                                 Slo::fromText(QStringLiteral("ttft_ms=200")).value(), false);
        QVERIFY2(set, qPrintable(set.error()));
        QCOMPARE(store.lanes().slo(QStringLiteral("team-lane")),
                 std::optional<Slo>(Slo::fromText(QStringLiteral("ttft_ms=200")).value()));
        QCOMPARE(store.lanes().slos().size(), 1);
        QCOMPARE(store.lanes().slos().value(QStringLiteral("team-lane")).ttftMs,
                 std::optional<double>(200.0));
        if (version >= 8)
            QCOMPARE(old->value(QStringLiteral("SELECT uuid FROM findings")).toString(),
                     kFindingUuid);

        // Rows of the later tables, where the version had them.
        if (version >= 6)
            QCOMPARE(
                count(QStringLiteral("SELECT run_id FROM journal_replays WHERE entry = 'entry-1'")),
                *measuredId);
        if (version >= 7)
            QCOMPARE(count(QStringLiteral("SELECT count(*) FROM wave_step_failures")), 1);
        QCOMPARE(store.info(QStringLiteral("schema_note")),
                 std::optional<QString>(QStringLiteral("created or migrated by Lanebook")));
        if (version >= 2)
            QCOMPARE(store.info(QStringLiteral("title")),
                     std::optional<QString>(QStringLiteral("team notebook")));

        // The repairs (version 10): each recorded, said at this open.
        const QStringList notes = store.housekeepingNotes();
        if (damaged) {
            QCOMPARE(count(QStringLiteral("SELECT count(*) FROM notebook_repairs")), 2);
            QCOMPARE(store.runs().dataLosses(*keptId),
                     QStringList{QStringLiteral("workload.timeouts_s.first_token")});
            QVERIFY2(notes.filter(QStringLiteral("run %1 (").arg(*keptId)).size() == 1 &&
                         notes.filter(QStringLiteral("merged with 1 cop")).size() == 1,
                     qPrintable(notes.join(u'\n')));
            QVERIFY2(notes.filter(QStringLiteral("run %1: an older Lanebook masked").arg(*keptId))
                             .size() == 1,
                     qPrintable(notes.join(u'\n')));
        } else {
            QCOMPARE(count(QStringLiteral("SELECT count(*) FROM notebook_repairs")), 0);
            QVERIFY(store.runs().dataLosses(*keptId).isEmpty());
            QVERIFY2(notes.isEmpty(), qPrintable(notes.join(u'\n')));
        }

        // The upgraded notebook takes new rows (PostgreSQL: its sequences were left right).
        Run next;
        next.label = QStringLiteral("after-upgrade");
        next.format = RunFormat::Lanebook;
        next.model = QStringLiteral("Qwen/Qwen3-8B");
        next.config = {{"runtime", "vllm"}, {"gpu", "H200"}};
        next.setMetric(QStringLiteral("output_tok_per_s"), 1000.0);
        const Expected<qint64> nextId = store.runs().insertRun(next);
        LANEBOOK_VERIFY_EXPECTED(nextId);
        QVERIFY(*nextId > *measuredId && *nextId > *keptId);
        LANEBOOK_VERIFY_EXPECTED(
            store.runs().addNote(*nextId, QStringLiteral("after the upgrade")));
        QCOMPARE(store.runs().count(), qint64(3));
        store.close();

        // A second open finds nothing more to do.
        NotebookStore again;
        QVERIFY2(again.open(location), qPrintable(again.lastError()));
        QCOMPARE(again.schemaVersion(), NotebookStore::currentSchemaVersion());
        QCOMPARE(again.runs().count(), qint64(3));
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM notebook_repairs")), damaged ? 2 : 0);
    }
};

QTEST_GUILESS_MAIN(TestNotebookMigrations)
#include "tst_notebookmigrations.moc"
