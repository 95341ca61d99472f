// The notebook's query layer (backends/notebook/connection/notebookquery.h) and the write
// preamble once (NotebookConnection::write), on a real notebook: a SQLite file, and a database
// on a private PostgreSQL server in the _postgresql variant (named binds are Qt's on both).
#include "backends/notebook/connection/notebookconnection.h"
#include "backends/notebook/connection/notebookquery.h"
#include "notebookbackend.h"

#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

const QString kNow = QStringLiteral("2026-12-07T12:00:00.000Z");

Expected<void> insertLane(WriteTransaction &transaction, const QString &name, const QVariant &model)
{
    NotebookQuery insert(transaction.db(),
                         QStringLiteral("INSERT INTO lanes(name, model, created_at) VALUES (:name, "
                                        ":model, :created)"));
    return insert.bind(QStringLiteral(":name"), name)
        .bind(QStringLiteral(":model"), model)
        .bind(QStringLiteral(":created"), kNow)
        .exec();
}

struct Lane
{
    qint64 id = 0;
    QString name;
    QString model;
    bool modelIsNull = false;
    std::optional<double> noReal;
    nlohmann::json slo;
};

Lane laneOf(const NotebookQuery &row)
{
    return {row.integer(0), row.text(1), row.text(2), row.isNull(2), row.real(3), row.json(4)};
}

const QString kSelect =
    QStringLiteral("SELECT id, name, model, baseline_run_id, slo_json FROM lanes");

} // namespace

class TestNotebookQuery : public QObject
{
    Q_OBJECT

private slots:
    void namedBindsAndTypedReads()
    {
        QTemporaryDir dir;
        NotebookConnection connection;
        QVERIFY2(connection.open(notebookAt(dir, QStringLiteral("q.lanebook")),
                                 NotebookConnection::Access::ReadWrite),
                 qPrintable(connection.lastError()));
        const Expected<void> written = connection.write(
            QStringLiteral("two lanes"), [](WriteTransaction &transaction) -> Expected<void> {
                if (Expected<void> one =
                        insertLane(transaction, QStringLiteral("b-fast"), QStringLiteral("llama"));
                    !one)
                    return one;
                return insertLane(transaction, QStringLiteral("a-slow"),
                                  QVariant(QMetaType::fromType<QString>()));
            });
        QVERIFY2(written, qPrintable(written.error()));

        NotebookQuery all(connection.database(), kSelect + QStringLiteral(" ORDER BY name"));
        const Expected<std::vector<Lane>> lanes = all.all(laneOf);
        QVERIFY2(lanes, qPrintable(lanes.error()));
        QCOMPARE(lanes->size(), size_t(2));
        QCOMPARE(lanes->at(0).name, QStringLiteral("a-slow"));
        QVERIFY(lanes->at(0).modelIsNull);
        QCOMPARE(lanes->at(1).model, QStringLiteral("llama"));
        QVERIFY(!lanes->at(1).modelIsNull);
        QVERIFY(!lanes->at(1).noReal); // NULL is nothing recorded, never 0
        QVERIFY(lanes->at(1).slo.is_object() && lanes->at(1).slo.empty());
        QVERIFY(lanes->at(0).id != lanes->at(1).id && lanes->at(0).id > 0);

        NotebookQuery one(connection.database(), kSelect + QStringLiteral(" WHERE name = :name"));
        Expected<std::optional<Lane>> found =
            one.bind(QStringLiteral(":name"), QStringLiteral("b-fast")).first(laneOf);
        QVERIFY(found && *found);
        QCOMPARE((*found)->model, QStringLiteral("llama"));
        // The same statement again with another bind; none found is nullopt, not a failure.
        found = one.bind(QStringLiteral(":name"), QStringLiteral("none")).first(laneOf);
        QVERIFY(found && !*found);
    }

    void failuresAreTheDatabasesWords()
    {
        QTemporaryDir dir;
        NotebookConnection connection;
        QVERIFY(connection.open(notebookAt(dir, QStringLiteral("q.lanebook")),
                                NotebookConnection::Access::ReadWrite));
        NotebookQuery bad(connection.database(),
                          QStringLiteral("SELECT no_such_column FROM lanes"));
        const Expected<std::vector<Lane>> rows = bad.all(laneOf);
        QVERIFY(!rows);
        QVERIFY2(rows.error().contains(QLatin1String("no_such_column")), qPrintable(rows.error()));
        QVERIFY(bad.sqlError().isValid());
    }

    void writeRefusesANotebookNotOpenForWriting()
    {
        QTemporaryDir dir;
        const QString path = notebookAt(dir, QStringLiteral("q.lanebook"));
        {
            NotebookConnection create;
            QVERIFY(create.open(path, NotebookConnection::Access::ReadWrite));
        }
        NotebookConnection reader;
        QVERIFY2(reader.open(path, NotebookConnection::Access::ReadOnly),
                 qPrintable(reader.lastError()));
        bool ran = false;
        const Expected<void> written =
            reader.write(QStringLiteral("lane x"), [&ran](WriteTransaction &) -> Expected<void> {
                ran = true;
                return {};
            });
        QVERIFY(!written);
        QVERIFY(!ran);
        QVERIFY2(written.error().contains(QLatin1String("not open for writing")),
                 qPrintable(written.error()));
    }

    // A failed body rolls everything it wrote back and is the result; a good one commits.
    void aFailedBodyRollsBack()
    {
        QTemporaryDir dir;
        NotebookConnection connection;
        QVERIFY(connection.open(notebookAt(dir, QStringLiteral("q.lanebook")),
                                NotebookConnection::Access::ReadWrite));
        const Expected<qint64> failed = connection.write(
            QStringLiteral("lane x"), [](WriteTransaction &transaction) -> Expected<qint64> {
                if (Expected<void> one = insertLane(transaction, QStringLiteral("x"), {}); !one)
                    return unexpected(one.error());
                return unexpected(QStringLiteral("stopped on purpose"));
            });
        QVERIFY(!failed);
        QCOMPARE(failed.error(), QStringLiteral("stopped on purpose"));
        NotebookQuery count(connection.database(), QStringLiteral("SELECT count(*) FROM lanes"));
        Expected<std::optional<qint64>> lanes =
            count.first([](const NotebookQuery &row) { return row.integer(0); });
        QVERIFY(lanes && *lanes);
        QCOMPARE(**lanes, qint64(0));

        const Expected<qint64> added = connection.write(
            QStringLiteral("lane x"), [](WriteTransaction &transaction) -> Expected<qint64> {
                if (Expected<void> one = insertLane(transaction, QStringLiteral("x"), {}); !one)
                    return unexpected(one.error());
                return qint64(7);
            });
        QVERIFY2(added, qPrintable(added.error()));
        QCOMPARE(*added, qint64(7)); // the body's value is the result
        lanes = count.first([](const NotebookQuery &row) { return row.integer(0); });
        QCOMPARE(**lanes, qint64(1));
    }
};

QTEST_GUILESS_MAIN(TestNotebookQuery)
#include "tst_notebookquery.moc"
