// The notebook writer in its own thread, as the GUI runs it: an import of files and
// folders where some files are bad. Good files land, bad ones fail by name and leave
// nothing, files in folders that are not results are skipped, and every result arrives as
// a queued signal.
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/notebookwriter.h"
#include "backends/threads/threadhandoff.h"
#include "queuedsignalspy.h"
#include "testutils.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QThreadPool>

using namespace lanebook;

class TestNotebookWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void importsInItsOwnThread()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("results"));
        QDir().mkpath(folder);
        QFile::copy(test::dataPath(QStringLiteral("sglang/llama_3_3_70b_online_output.jsonl")),
                    folder + QStringLiteral("/online.jsonl"));
        QFile::copy(test::dataPath(QStringLiteral("llama-bench/llama-bench_b5163_readme.csv")),
                    folder + QStringLiteral("/bench.csv"));
        {
            QFile readme(folder + QStringLiteral("/README.md"));
            QVERIFY(readme.open(QIODevice::WriteOnly));
            readme.write("# notes about these runs\n");
        }
        const QString named = dir.filePath(QStringLiteral("notes.txt"));
        {
            QFile notes(named);
            QVERIFY(notes.open(QIODevice::WriteOnly));
            notes.write("not a result\n");
        }
        const QString truncated = dir.filePath(QStringLiteral("cut.json"));
        {
            QFile source(
                test::dataPath(QStringLiteral("aiperf/profile_export_aiperf_0.8.0_mock.json")));
            QVERIFY(source.open(QIODevice::ReadOnly));
            QFile cut(truncated);
            QVERIFY(cut.open(QIODevice::WriteOnly));
            cut.write(source.readAll().left(900));
        }

        QThread thread;
        auto *writer = new NotebookWriter;
        writer->moveToThread(&thread);
        connect(&thread, &QThread::finished, writer, &QObject::deleteLater);
        thread.start();
        QueuedSignalSpy opened(writer, &NotebookWriter::notebookOpened);
        QueuedSignalSpy finished(writer, &NotebookWriter::importFinished);
        QueuedSignalSpy progress(writer, &NotebookWriter::importProgress);
        QueuedSignalSpy changed(writer, &NotebookWriter::notebookChanged);
        const QString notebook = dir.filePath(QStringLiteral("nb.lanebook"));
        // Handed over as ThreadHandoff::post does it, so TSan sees what Qt's queue orders.
        ThreadHandoff::post(writer, [writer, notebook] { writer->openNotebook(notebook); });
        QVERIFY(opened.wait(10000));
        ThreadHandoff::post(writer, [writer, paths = QStringList({folder, named, truncated})] {
            writer->importPaths(7, paths);
        });
        QVERIFY(finished.wait(30000));
        thread.quit();
        thread.wait();

        QCOMPARE(finished.first().at(0).toULongLong(), quint64(7));
        const auto summary = finished.first().at(1).value<ImportSummary>();
        QCOMPARE(summary.files.size(), 5);
        QCOMPARE(progress.size(), 5);
        QVERIFY(!changed.isEmpty());
        QCOMPARE(summary.filesSkipped(), 1);
        QCOMPARE(summary.filesFailed(), 2);
        for (const FileImportOutcome &file : summary.files) {
            if (file.path.endsWith(QLatin1String("README.md"))) {
                QVERIFY(file.skipped);
                QVERIFY(file.ok());
            } else if (file.path == named || file.path == truncated) {
                QVERIFY(!file.ok());
                QVERIFY2(file.error.contains(file.path), qPrintable(file.error));
            } else {
                QVERIFY2(file.ok(), qPrintable(file.error));
                QVERIFY(file.runsAdded > 0);
            }
        }
        NotebookStore store;
        QVERIFY(store.open(notebook, NotebookStore::Access::ReadOnly));
        QCOMPARE(store.runs().count(), qint64(summary.runsAdded()));
        for (const Run &run : store.runs().list()) {
            QVERIFY(run.format == RunFormat::SglangBench || run.format == RunFormat::LlamaBench);
            // Judged as it landed: every gate stored, and a status with its reasons.
            QVERIFY2(run.status != RunStatus::Unjudged, qPrintable(run.label));
            QVERIFY(!run.statusReason.isEmpty());
            QCOMPARE(store.judgements().runGates(run.id).size(),
                     allGates().size() - 3); // run gates only
        }
    }

    // A parsed file holds several times its size until it is stored, so the parse work in
    // flight is bounded by bytes: with a 1 MiB budget, files of 0.7 MiB are parsed one at a
    // time; with room for all of them, several are parsed at once.
    void parseWorkInFlightIsBoundedByBytes_data()
    {
        QTest::addColumn<QByteArray>("budgetMib");
        QTest::addColumn<bool>("oneAtATime");
        QTest::newRow("1 MiB") << QByteArray("1") << true;
        QTest::newRow("64 MiB") << QByteArray("64") << false;
    }

    void parseWorkInFlightIsBoundedByBytes()
    {
        QFETCH(QByteArray, budgetMib);
        QFETCH(bool, oneAtATime);
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("results"));
        QDir().mkpath(folder);
        QFile source(test::dataPath(QStringLiteral(
            "vllm-bench/"
            "legacy-vllm-infqps-concurrency64-Llama-3.1-8B-Instruct-20250310-091207.json")));
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QByteArray json = source.readAll();
        const qint64 fileBytes = 700 * 1024;
        const int fileCount = 6;
        for (int i = 0; i < fileCount; ++i) {
            QFile copy(folder + QStringLiteral("/run%1.json").arg(i));
            QVERIFY(copy.open(QIODevice::WriteOnly));
            copy.write(json);
            copy.write(QByteArray(fileBytes - json.size() - i, ' ')); // JSON allows trailing space
        }
        qputenv("LANEBOOK_IMPORT_BUDGET_MB", budgetMib);
        QThreadPool::globalInstance()->setMaxThreadCount(4); // room to overlap on any machine
        NotebookWriter writer;
        QSignalSpy finished(&writer, &NotebookWriter::importFinished);
        writer.openNotebook(dir.filePath(QStringLiteral("nb.lanebook")));
        writer.importPaths(1, {folder});
        qunsetenv("LANEBOOK_IMPORT_BUDGET_MB");
        QThreadPool::globalInstance()->setMaxThreadCount(QThread::idealThreadCount());
        QCOMPARE(finished.size(), 1);
        const auto summary = finished.first().at(1).value<ImportSummary>();
        QCOMPARE(summary.files.size(), fileCount);
        QCOMPARE(summary.filesFailed(), 0);
        QCOMPARE(summary.runsAdded() + summary.runsAlreadyPresent(), fileCount);
        if (oneAtATime) {
            QCOMPARE(summary.peakParseFilesInFlight, 1);
            QVERIFY(summary.peakParseBytesInFlight <= fileBytes);
        } else {
            QVERIFY2(summary.peakParseFilesInFlight > 1,
                     qPrintable(QString::number(summary.peakParseFilesInFlight)));
            QVERIFY(summary.peakParseBytesInFlight <= qint64(64) << 20);
        }
    }

    void importWithoutANotebookFailsEveryFile()
    {
        NotebookWriter writer;
        QSignalSpy finished(&writer, &NotebookWriter::importFinished);
        writer.importPaths(1, {test::dataPath(QStringLiteral("sglang"))});
        QCOMPARE(finished.size(), 1);
        const auto summary = finished.first().at(1).value<ImportSummary>();
        QVERIFY(summary.filesFailed() > 0);
        QVERIFY(summary.files.first().error.contains(QStringLiteral("no notebook")));
    }

    // "Lane SLO…" in the notebook tree: the writer sets it (making the lane when new), says
    // which lane changed, and clears it; without a notebook the write is refused by message.
    void setsAndClearsALanesSlo()
    {
        NotebookWriter orphan;
        QSignalSpy refused(&orphan, &NotebookWriter::writeFailed);
        orphan.setLaneSlo(QStringLiteral("lane"), std::nullopt);
        QCOMPARE(refused.size(), 1);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lanes.lanebook"));
        NotebookWriter writer;
        QSignalSpy opened(&writer, &NotebookWriter::notebookOpened);
        QSignalSpy changed(&writer, &NotebookWriter::laneChanged);
        QSignalSpy failed(&writer, &NotebookWriter::writeFailed);
        writer.openNotebook(path);
        QCOMPARE(opened.size(), 1);
        const Slo slo = Slo::fromText(QStringLiteral("ttft_ms=200,itl_ms=40")).value();
        writer.setLaneSlo(QStringLiteral("Qwen3-8B · H200"), slo);
        QCOMPARE(failed.size(), 0);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).toString(), QStringLiteral("Qwen3-8B · H200"));
        {
            NotebookStore reader;
            QVERIFY(reader.open(path, NotebookStore::Access::ReadOnly));
            QCOMPARE(reader.lanes().slo(QStringLiteral("Qwen3-8B · H200")),
                     std::optional<Slo>(slo));
        }
        writer.setLaneSlo(QStringLiteral("Qwen3-8B · H200"), std::nullopt);
        QCOMPARE(changed.size(), 2);
        NotebookStore reader;
        QVERIFY(reader.open(path, NotebookStore::Access::ReadOnly));
        QVERIFY(!reader.lanes().slo(QStringLiteral("Qwen3-8B · H200")));
        QCOMPARE(reader.lanes().list().size(), size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestNotebookWriter)
#include "tst_notebookwriter.moc"
