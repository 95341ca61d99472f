// A team notebook on a real PostgreSQL 15 server the test starts (postgresfixture.h): an empty
// database becomes a notebook, a newer notebook or a database of other tables is refused
// unchanged, an unreachable server, a wrong password, a password in the address and TLS
// options are answered with the server's name and what to do, ~/.pgpass is read, and four
// lanebook-cli processes importing into one notebook at once lose and duplicate nothing.
#include "backends/notebook/journal/runjournal.h"
#include "backends/notebook/notebookstore.h"
#include "closedport.h"
#include "postgresfixture.h"
#include "scopedenv.h"
#include "testutils.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;

namespace {

using test::ScopedEnv;

Run makeRun(const QString &label)
{
    Run run;
    run.label = label;
    run.format = RunFormat::VllmBench;
    run.model = QStringLiteral("Qwen/Qwen3-8B");
    run.config = {{"runtime", "vllm"}, {"gpu", "H200"}};
    run.setMetric(QStringLiteral("output_tok_per_s"), 613.9);
    return run;
}

QString data(const char *relative)
{
    return test::dataPath(QString::fromLatin1(relative));
}

} // namespace

class TestPostgresNotebook : public QObject
{
    Q_OBJECT

private:
    test::PostgresFixture m_server;

    QString newDatabase()
    {
        const QString name = m_server.createDatabase(QStringLiteral("team"));
        if (name.isEmpty())
            qWarning("%s", qPrintable(m_server.error()));
        return name;
    }

    // Everything a refused open must leave as it was: tables, columns, types, the schema
    // version row and the rows of every table the test wrote.
    QString fingerprint(const QString &database)
    {
        const QString columns =
            m_server
                .value(database,
                       QStringLiteral(
                           "SELECT coalesce(string_agg(table_name || '.' || column_name || ':' "
                           "|| data_type, ',' ORDER BY table_name, ordinal_position), '') "
                           "FROM information_schema.columns WHERE table_schema = 'public'"))
                .toString();
        const QString indexes =
            m_server
                .value(database,
                       QStringLiteral("SELECT coalesce(string_agg(indexname, ',' ORDER BY "
                                      "indexname), '') FROM pg_indexes WHERE schemaname = "
                                      "'public'"))
                .toString();
        return columns + QLatin1Char('|') + indexes;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Not a skip: a machine without PostgreSQL cannot pass the team-notebook tests.
        QVERIFY2(m_server.start(), qPrintable(m_server.error()));
    }

    void emptyDatabaseBecomesANotebook()
    {
        const QString database = newDatabase();
        QVERIFY(!database.isEmpty());
        const QString url = m_server.url(database);
        {
            NotebookStore store;
            QVERIFY2(store.open(url), qPrintable(store.lastError()));
            QCOMPARE(store.schemaVersion(), NotebookStore::currentSchemaVersion());
            QVERIFY(store.runs().insertRun(makeRun(QStringLiteral("first"))));
        }
        QCOMPARE(
            m_server.value(database, QStringLiteral("SELECT version FROM lanebook_schema")).toInt(),
            NotebookStore::currentSchemaVersion());
        // SQLite's 64-bit integers and reals stay 64-bit here.
        QCOMPARE(
            m_server
                .value(database, QStringLiteral("SELECT data_type FROM information_schema.columns "
                                                "WHERE table_name = 'runs' AND column_name = 'id'"))
                .toString(),
            QStringLiteral("bigint"));
        QCOMPARE(m_server
                     .value(database,
                            QStringLiteral("SELECT data_type FROM information_schema.columns "
                                           "WHERE table_name = 'run_metrics' AND column_name = "
                                           "'value'"))
                     .toString(),
                 QStringLiteral("double precision"));
        NotebookStore reader;
        QVERIFY2(reader.open(url, NotebookStore::Access::ReadOnly), qPrintable(reader.lastError()));
        QCOMPARE(reader.runs().count(), 1);
        QVERIFY(reader.runs().resolve(QStringLiteral("first")));
        // A reader cannot write, even by mistake.
        QVERIFY(!reader.runs().insertRun(makeRun(QStringLiteral("sneaked"))));
        QCOMPARE(reader.runs().count(), 1);
    }

    void refusesANewerNotebookUnchanged()
    {
        const QString database = newDatabase();
        const QString url = m_server.url(database);
        {
            NotebookStore store;
            QVERIFY2(store.open(url), qPrintable(store.lastError()));
            QVERIFY(store.runs().insertRun(makeRun(QStringLiteral("x"))));
        }
        const int future = NotebookStore::currentSchemaVersion() + 5;
        QVERIFY2(
            m_server.execAsSuperuser(
                database, {QStringLiteral("UPDATE lanebook_schema SET version = %1").arg(future)}),
            qPrintable(m_server.error()));
        const QString before = fingerprint(database);
        NotebookStore store;
        QVERIFY(!store.open(url));
        QVERIFY2(store.lastError().contains(QStringLiteral("newer Lanebook")),
                 qPrintable(store.lastError()));
        QVERIFY2(store.lastError().contains(m_server.display(database)),
                 qPrintable(store.lastError()));
        QVERIFY(!store.open(url, NotebookStore::Access::ReadOnly));
        QCOMPARE(fingerprint(database), before);
        QCOMPARE(
            m_server.value(database, QStringLiteral("SELECT version FROM lanebook_schema")).toInt(),
            future);
        QCOMPARE(m_server.value(database, QStringLiteral("SELECT count(*) FROM runs")).toInt(), 1);
    }

    void refusesADatabaseOfOtherTablesUnchanged()
    {
        const QString database = newDatabase();
        QVERIFY(m_server.execAsSuperuser(
            database,
            {QStringLiteral("CREATE TABLE invoices (id integer PRIMARY KEY, total numeric)"),
             QStringLiteral("INSERT INTO invoices VALUES (1, 99.5)")}));
        const QString before = fingerprint(database);
        NotebookStore store;
        QVERIFY(!store.open(m_server.url(database)));
        QVERIFY2(store.lastError().contains(QStringLiteral("other table")),
                 qPrintable(store.lastError()));
        QVERIFY2(store.lastError().contains(m_server.display(database)),
                 qPrintable(store.lastError()));
        QCOMPARE(fingerprint(database), before);
        QCOMPARE(m_server.value(database, QStringLiteral("SELECT count(*) FROM invoices")).toInt(),
                 1);
    }

    void unreachableServerIsNamed()
    {
        const test::ClosedPort nobody; // nobody listens there
        const int port = nobody.port();
        const QString url = QStringLiteral("postgresql://postgres@127.0.0.1:%1/nb").arg(port);
        NotebookStore store;
        QVERIFY(!store.open(url));
        QVERIFY2(store.lastError().contains(QStringLiteral("127.0.0.1:%1/nb").arg(port)),
                 qPrintable(store.lastError()));
        QVERIFY2(store.lastError().contains(QStringLiteral("cannot reach")),
                 qPrintable(store.lastError()));
    }

    void wrongPasswordSaysWhereTheRightOneGoes()
    {
        const QString database = newDatabase();
        const ScopedEnv wrong("PGPASSWORD", "not-the-password");
        NotebookStore store;
        QVERIFY(!store.open(m_server.url(database)));
        QVERIFY2(store.lastError().contains(QStringLiteral("refused the login")),
                 qPrintable(store.lastError()));
        QVERIFY(store.lastError().contains(QStringLiteral(".pgpass")));
        QVERIFY(store.lastError().contains(m_server.display(database)));
        QVERIFY(!store.lastError().contains(QStringLiteral("not-the-password")));
    }

    void passwordComesFromPgpass()
    {
        const QString database = newDatabase();
        QTemporaryDir dir;
        const QString passFile = dir.filePath(QStringLiteral("pgpass"));
        QFile file(passFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        // The host of a socket connection is its directory (libpq matches it as written).
        file.write(QStringLiteral("%1:%2:*:postgres:%3\n")
                       .arg(m_server.socketDirectory())
                       .arg(m_server.port())
                       .arg(test::PostgresFixture::password())
                       .toUtf8());
        file.close();
        file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner); // libpq insists
        const ScopedEnv noPassword("PGPASSWORD", QByteArray());
        const ScopedEnv passFileEnv("PGPASSFILE", QFile::encodeName(passFile));
        NotebookStore store;
        QVERIFY2(store.open(m_server.url(database)), qPrintable(store.lastError()));
    }

    void addressOptionsAndPasswords()
    {
        const QString database = newDatabase();
        NotebookStore store;
        // A password in the address is refused, and not repeated in the message.
        QVERIFY(!store.open(QStringLiteral("postgresql://postgres:hunter2@:%1/%2?host=%3")
                                .arg(m_server.port())
                                .arg(database, m_server.socketDirectory())));
        QVERIFY2(store.lastError().contains(QStringLiteral(".pgpass")),
                 qPrintable(store.lastError()));
        QVERIFY(!store.lastError().contains(QStringLiteral("hunter2")));
        // sslmode reaches libpq: it refuses a mode it does not know (over the test server's
        // Unix socket, where libpq uses no TLS at all, a known mode cannot fail).
        QVERIFY(!store.open(m_server.url(database) + QStringLiteral("&sslmode=sometimes")));
        QVERIFY2(store.lastError().contains(QStringLiteral("sslmode")) &&
                     store.lastError().contains(QStringLiteral("sometimes")),
                 qPrintable(store.lastError()));
        QVERIFY2(store.open(m_server.url(database) + QStringLiteral("&sslmode=disable")),
                 qPrintable(store.lastError()));
        QVERIFY(!store.open(m_server.url(database) + QStringLiteral("&colour=blue")));
        QVERIFY2(store.lastError().contains(QStringLiteral("colour")),
                 qPrintable(store.lastError()));
        // A team notebook's run journal is kept on this host, never in a folder named by the URL.
        const QString journal = RunJournal::folderFor(m_server.url(database));
        QVERIFY2(!journal.contains(QStringLiteral("postgresql:")) && QDir::isAbsolutePath(journal),
                 qPrintable(journal));
    }

    // Four writers at once on one notebook, as four hosts would: each imports its own files,
    // and all import one shared file. Every run arrives once: the same runs as a sequential
    // import of the same files into a SQLite notebook.
    void fourProcessesImportAtOnceLosingAndDuplicatingNothing()
    {
        const QString database = newDatabase();
        const QString url = m_server.url(database);
        const QString shared = data("sglang/llama_3_3_70b_offline_output.jsonl");
        const QList<QStringList> own = {
            {data("vllm-bench/"
                  "legacy-vllm-infqps-concurrency64-Llama-3.1-8B-Instruct-20250310-091207.json")},
            {data("vllm-bench/openai-chat-infqps-concurrency4-Qwen3-8B-20261103-141522.json"),
             data("sglang/llama_3_3_70b_online_output.jsonl")},
            {data("llama-bench/llama-bench_b5163_readme.json"),
             data("llama-bench/llama-bench_b5163_readme.csv")},
            {data("guidellm/benchmarks_stripped_v0.2-schema.json"),
             data("llama-bench/llama-bench_b5163_readme.jsonl")}};

        // The reference: the same files, one after another, into a SQLite notebook.
        QTemporaryDir dir;
        QStringList everything{shared};
        for (const QStringList &files : own)
            everything += files;
        QProcess reference;
        reference.start(QStringLiteral(LANEBOOK_CLI_PATH),
                        QStringList{QStringLiteral("--notebook"),
                                    dir.filePath(QStringLiteral("ref.lanebook")),
                                    QStringLiteral("import")} +
                            everything);
        QVERIFY2(reference.waitForFinished(120000), qPrintable(reference.errorString()));
        QVERIFY2(reference.exitCode() == 0, reference.readAllStandardError().constData());

        std::vector<std::unique_ptr<QProcess>> writers;
        for (int i = 0; i < 4; ++i) {
            auto process = std::make_unique<QProcess>();
            // Half put the shared file first, half last: they collide on it at both ends.
            const QStringList files =
                i % 2 == 0 ? QStringList{shared} + own[i] : own[i] + QStringList{shared};
            process->start(
                QStringLiteral(LANEBOOK_CLI_PATH),
                QStringList{QStringLiteral("--notebook"), url, QStringLiteral("import")} + files);
            writers.push_back(std::move(process));
        }
        for (const auto &process : writers) {
            QVERIFY(process->waitForFinished(120000));
            QVERIFY2(process->exitStatus() == QProcess::NormalExit && process->exitCode() == 0,
                     process->readAllStandardError().constData());
        }

        const auto labels = [](const QString &notebook, const QStringList &environment) {
            QProcess runs;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            for (const QString &entry : environment)
                env.insert(entry.section(QLatin1Char('='), 0, 0),
                           entry.section(QLatin1Char('='), 1));
            runs.setProcessEnvironment(env);
            QStringList arguments;
            if (!notebook.isEmpty())
                arguments << QStringLiteral("--notebook") << notebook;
            runs.start(QStringLiteral(LANEBOOK_CLI_PATH),
                       arguments << QStringLiteral("runs") << QStringLiteral("--json"));
            runs.waitForFinished(60000);
            QStringList list;
            const QJsonDocument doc = QJsonDocument::fromJson(runs.readAllStandardOutput());
            for (const QJsonValue &run : doc.array())
                list << run.toObject().value(QStringLiteral("label")).toString();
            list.sort();
            return list;
        };
        const QStringList expected = labels(dir.filePath(QStringLiteral("ref.lanebook")), {});
        QVERIFY(expected.size() >= 15);
        // The team notebook named by LANEBOOK_NOTEBOOK, as a host's environment would.
        const QStringList stored = labels({}, {QStringLiteral("LANEBOOK_NOTEBOOK=") + url});
        QCOMPARE(stored, expected);
        QCOMPARE(m_server
                     .value(database, QStringLiteral("SELECT count(*) FROM (SELECT source_id, "
                                                     "source_locator FROM runs GROUP BY 1, 2 "
                                                     "HAVING count(*) > 1) d"))
                     .toInt(),
                 0);
        QCOMPARE(m_server.value(database, QStringLiteral("SELECT count(*) FROM sources")).toInt(),
                 int(everything.size()));
        // Every request sample too, no more and no fewer than in the reference.
        int referenceSamples = -1;
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("ref"));
            db.setDatabaseName(dir.filePath(QStringLiteral("ref.lanebook")));
            QSqlQuery query(db);
            if (db.open() && query.exec(QStringLiteral("SELECT count(*) FROM request_samples")) &&
                query.next())
                referenceSamples = query.value(0).toInt();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("ref"));
        QVERIFY(referenceSamples > 0);
        QCOMPARE(m_server.value(database, QStringLiteral("SELECT count(*) FROM request_samples"))
                     .toInt(),
                 referenceSamples);
    }

    void cleanupTestCase() { m_server.stop(); }
};

QTEST_GUILESS_MAIN(TestPostgresNotebook)
#include "tst_postgresnotebook.moc"
