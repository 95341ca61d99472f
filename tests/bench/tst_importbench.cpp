// Benchmark (label bench): import of a vLLM --save-detailed result with 10,000 requests.
// References measured in the same run (medians of 3): parsing the same bytes with
// nlohmann::json alone, and a raw prepared INSERT loop of the same per-request rows into SQLite
// in one transaction. FAILS when Lanebook's parse or store costs more than its target against
// them. Then the same file into a team notebook on PostgreSQL over loopback beside a SQLite
// file (issue 14), which FAILS when PostgreSQL costs more than its target against SQLite.
// LANEBOOK_BENCH_SMOKE=1: 2,500 requests (see requestCount()).
#include "backends/importers/importfile.h"
#include "backends/notebook/notebookstore.h"
#include "benchsize.h"
#include "notebookbackend.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>

using namespace lanebook;

namespace {

// No smaller smoke size: the full 10,000 requests import in about a second, and at 2,500 the
// fixed costs of an import (the run, its lane, config and metrics) outweighed the rows: the
// store took 5.4x the raw insert there against 1.8x at 10,000 (measured 2026-12-06).
int requestCount()
{
    return 10000;
}
constexpr int kOutputTokens = 100;
// The importer scans the file once without building a tree (JsonObjectScan), so it is cheaper
// than nlohmann::json building one: 0.78 to 0.84 of it, three runs at 10,000 requests on a
// 2-core machine busy compiling.
constexpr double kParseToNlohmann = 1.5;
// The store writes the run, its lane, config, workload and metrics besides the samples, in
// 256-row INSERTs: 1.17 to 1.63 times the raw loop of the same sample rows (that loop alone
// varied 44 to 60 ms), same runs.
constexpr double kStoreToRawInsert = 3.0;
// A server round trip per statement batch, against a file in the page cache: PostgreSQL may
// take up to this many times as long as SQLite to store the same file. Measured 3.57 to 4.25
// (medians of 5) on 2-core machines, where the server shares both cores with the client; the
// fault this guards against, a round trip per row (kSampleRowsPerInsert = 1), measured 24.8.
constexpr double kPostgresToSqlite = 6.0;

// The shape `vllm bench serve --save-result --save-detailed` writes.
QByteArray detailedVllmResult()
{
    const int requests = requestCount();
    QRandomGenerator rng(42);
    nlohmann::json result = {{"date", "20261103-141522"},
                             {"endpoint_type", "openai-chat"},
                             {"backend", "openai-chat"},
                             {"label", nullptr},
                             {"model_id", "Qwen/Qwen3-8B"},
                             {"tokenizer_id", "Qwen/Qwen3-8B"},
                             {"num_prompts", requests},
                             {"request_rate", "inf"},
                             {"burstiness", 1.0},
                             {"max_concurrency", 256},
                             {"duration", 120.5},
                             {"completed", requests},
                             {"failed", 0},
                             {"total_input_tokens", requests * 1024},
                             {"total_output_tokens", requests * kOutputTokens},
                             {"request_throughput", 83.0},
                             {"request_goodput", nullptr},
                             {"output_throughput", 8300.0},
                             {"total_token_throughput", 93000.0},
                             {"mean_ttft_ms", 88.4},
                             {"median_ttft_ms", 80.1},
                             {"std_ttft_ms", 21.7},
                             {"p99_ttft_ms", 160.2},
                             {"mean_tpot_ms", 42.8},
                             {"median_tpot_ms", 42.5},
                             {"std_tpot_ms", 1.9},
                             {"p99_tpot_ms", 47.0},
                             {"mean_itl_ms", 42.8},
                             {"median_itl_ms", 41.9},
                             {"std_itl_ms", 6.3},
                             {"p99_itl_ms", 38.25}};
    nlohmann::json inputLens = nlohmann::json::array(), outputLens = nlohmann::json::array(),
                   ttfts = nlohmann::json::array(), itls = nlohmann::json::array(),
                   startTimes = nlohmann::json::array(), texts = nlohmann::json::array(),
                   errors = nlohmann::json::array();
    for (int i = 0; i < requests; ++i) {
        inputLens.push_back(1024);
        outputLens.push_back(kOutputTokens);
        ttfts.push_back(0.05 + rng.generateDouble() * 0.1);
        nlohmann::json gaps = nlohmann::json::array();
        for (int t = 1; t < kOutputTokens; ++t)
            gaps.push_back(0.035 + rng.generateDouble() * 0.02);
        itls.push_back(std::move(gaps));
        startTimes.push_back(1000.0 + i * 0.01);
        texts.push_back("lorem ipsum dolor sit amet");
        errors.push_back("");
    }
    result["input_lens"] = inputLens;
    result["output_lens"] = outputLens;
    result["ttfts"] = ttfts;
    result["itls"] = itls;
    result["start_times"] = startTimes;
    result["generated_texts"] = texts;
    result["errors"] = errors;
    return QByteArray::fromStdString(result.dump());
}

} // namespace

class BenchImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void vllmDetailedIntoPostgresBesideSqlite();
    void vllmDetailedTenThousandRequests();
};

void BenchImport::vllmDetailedTenThousandRequests()
{
    const int requests = requestCount();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("vllm-detailed.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(detailedVllmResult());
    }
    const qint64 sizeBytes = QFileInfo(path).size();
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const QByteArray blob(sizeof(float) * (kOutputTokens - 1), '\1');

    std::vector<double> parseOnlyMs, lanebookParseMs, storeMs, rawInsertMs;
    QElapsedTimer timer;
    for (int repeat = 0; repeat < 3; ++repeat) {
        // Reference 1: nlohmann::json parsing the same bytes, nothing else.
        {
            timer.start();
            const auto parsed = nlohmann::json::parse(bytes.constBegin(), bytes.constEnd());
            parseOnlyMs.push_back(timer.nsecsElapsed() / 1e6);
            QCOMPARE(parsed["ttfts"].size(), size_t(requests));
        }

        timer.restart();
        const ParsedFile result = parseImportFile(path);
        lanebookParseMs.push_back(timer.nsecsElapsed() / 1e6);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.runs.size(), size_t(1));
        QCOMPARE(result.runs.front().samples.size(), size_t(requests));

        NotebookStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("bench-%1.lanebook").arg(repeat))));
        timer.restart();
        const FileImportOutcome outcome = store.runs().storeParsedFile(result);
        storeMs.push_back(timer.nsecsElapsed() / 1e6);
        QVERIFY2(outcome.ok(), qPrintable(outcome.error));
        QCOMPARE(outcome.runsAdded, 1);

        // Reference 2: the same sample rows through a bare prepared INSERT loop.
        const QString connection = QStringLiteral("raw%1").arg(repeat);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
            db.setDatabaseName(dir.filePath(QStringLiteral("raw-%1.sqlite").arg(repeat)));
            QVERIFY(db.open());
            QSqlQuery(db).exec(QStringLiteral("PRAGMA journal_mode = WAL"));
            QSqlQuery(db).exec(
                QStringLiteral("CREATE TABLE s(run_id INTEGER, idx INTEGER, ttft REAL, "
                               "e2el REAL, itl BLOB, PRIMARY KEY(run_id, idx)) WITHOUT ROWID"));
            timer.restart();
            QVERIFY(db.transaction());
            QSqlQuery insert(db);
            insert.prepare(QStringLiteral("INSERT INTO s VALUES (?, ?, ?, ?, ?)"));
            for (int i = 0; i < requests; ++i) {
                insert.bindValue(0, 1);
                insert.bindValue(1, i);
                insert.bindValue(2, 80.0);
                insert.bindValue(3, 4000.0);
                insert.bindValue(4, blob);
                QVERIFY(insert.exec());
            }
            QVERIFY(db.commit());
            rawInsertMs.push_back(timer.nsecsElapsed() / 1e6);
            db.close();
        }
        QSqlDatabase::removeDatabase(connection);
    }

    const double parseOnly = test::median(parseOnlyMs);
    const double lanebookParse = test::median(lanebookParseMs);
    const double store = test::median(storeMs);
    const double rawInsert = test::median(rawInsertMs);
    const double parseRatio = lanebookParse / parseOnly;
    const double storeRatio = store / rawInsert;
    qInfo("vLLM detailed import, %d requests, %.1f MB (medians of 3):", requests, sizeBytes / 1e6);
    qInfo("  lanebook parse+detect+map   %8.1f ms  (nlohmann parse alone: %.1f ms, ratio %.2f, "
          "target <= %.1f)",
          lanebookParse, parseOnly, parseRatio, kParseToNlohmann);
    qInfo("  lanebook store (1 txn)      %8.1f ms  (raw prepared insert of the same rows: "
          "%.1f ms, ratio %.2f, target <= %.1f)",
          store, rawInsert, storeRatio, kStoreToRawInsert);
    qInfo("  total                       %8.1f ms", lanebookParse + store);
    QVERIFY2(parseRatio <= kParseToNlohmann,
             qPrintable(QStringLiteral("parsing took %1 ms, %2 x nlohmann::json alone (%3 ms); "
                                       "target <= %4")
                            .arg(lanebookParse, 0, 'f', 1)
                            .arg(parseRatio, 0, 'f', 2)
                            .arg(parseOnly, 0, 'f', 1)
                            .arg(kParseToNlohmann)));
    QVERIFY2(storeRatio <= kStoreToRawInsert,
             qPrintable(QStringLiteral("storing took %1 ms, %2 x a raw prepared insert of the "
                                       "same rows (%3 ms); target <= %4")
                            .arg(store, 0, 'f', 1)
                            .arg(storeRatio, 0, 'f', 2)
                            .arg(rawInsert, 0, 'f', 1)
                            .arg(kStoreToRawInsert)));
}

void BenchImport::vllmDetailedIntoPostgresBesideSqlite()
{
    const int requests = requestCount();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("vllm-detailed.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(detailedVllmResult());
    }
    const ParsedFile parsed = parseImportFile(path);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error));
    test::PostgresFixture &server = test::postgresServer();
    // Medians of five fresh notebooks on each database, interleaved (a median of three read
    // 3.86 against the 4.0 target once, with single stores spread far wider than that).
    std::vector<double> storeMs[2];
    for (int repeat = 0; repeat < 5; ++repeat) {
        for (int database = 0; database < 2; ++database) {
            const QString location =
                database == 0
                    ? dir.filePath(QStringLiteral("nb-%1.lanebook").arg(repeat))
                    : server.url(server.createDatabase(QStringLiteral("import%1").arg(repeat)));
            NotebookStore store;
            QVERIFY2(store.open(location), qPrintable(store.lastError()));
            QElapsedTimer timer;
            timer.start();
            const FileImportOutcome outcome = store.runs().storeParsedFile(parsed);
            storeMs[database].push_back(timer.nsecsElapsed() / 1e6);
            QVERIFY2(outcome.ok(), qPrintable(outcome.error));
            QCOMPARE(outcome.runsAdded, 1);
            QCOMPARE(store.runs().requestSamples(store.runs().list().front().id).size(),
                     size_t(requests));
        }
    }
    for (auto &times : storeMs)
        std::sort(times.begin(), times.end());
    const double sqliteMs = storeMs[0][2];
    const double postgresMs = storeMs[1][2];
    qInfo("vLLM detailed import, %d requests, stored (medians of 5):", requests);
    qInfo("  SQLite file                  %8.1f ms", sqliteMs);
    qInfo("  PostgreSQL (loopback)        %8.1f ms  ratio %.2f (target <= %.1f)", postgresMs,
          postgresMs / sqliteMs, kPostgresToSqlite);
    QVERIFY2(postgresMs / sqliteMs <= kPostgresToSqlite,
             qPrintable(QStringLiteral("storing into PostgreSQL took %1 ms, %2 x SQLite (%3 ms); "
                                       "target <= %4")
                            .arg(postgresMs, 0, 'f', 1)
                            .arg(postgresMs / sqliteMs, 0, 'f', 2)
                            .arg(sqliteMs, 0, 'f', 1)
                            .arg(kPostgresToSqlite)));
}

QTEST_GUILESS_MAIN(BenchImport)
#include "tst_importbench.moc"
