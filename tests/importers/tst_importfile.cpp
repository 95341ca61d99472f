// The file-level import guarantees every format shares: bad files get one clear message
// naming the file, folders expand, and detection is by content, not by name.
#include "backends/importers/importfile.h"
#include "testutils.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(bytes);
    return path;
}

QByteArray sampleBytes(const char *synthetic)
{
    QFile file(test::dataPath(QStringLiteral("synthetic/") + QLatin1String(synthetic)));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestImportFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void badFilesGetOneMessageNamingTheFile_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("empty");
        QTest::newRow("whitespace") << QByteArray(" \n\t\n") << QStringLiteral("empty");
        QTest::newRow("binary") << QByteArray("\x7f"
                                              "ELF\x02\x01\x01\0\0\0\0",
                                              12)
                                << QStringLiteral("binary");
        QTest::newRow("unknown json")
            << QByteArray("{\"hello\": \"world\"}") << QStringLiteral("not a format");
        QTest::newRow("prose") << QByteArray("Dear diary, today the GPU was warm.\n")
                               << QStringLiteral("not a format");
        QTest::newRow("json array of numbers")
            << QByteArray("[1, 2, 3]") << QStringLiteral("not a format");
        // A vLLM-looking object whose value nests 100,000 deep: refused before any parse,
        // at the byte where it passes 256 levels.
        QTest::newRow("deep nesting")
            << (QByteArray("{\"backend\": \"vllm\", \"completed\": ") + QByteArray(100000, '[') +
                QByteArray(100000, ']') + '}')
            << QStringLiteral("nested deeper than 256 levels at byte 288");
    }

    void badFilesGetOneMessageNamingTheFile()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("result.json"), bytes);
        const ParsedFile parsed = parseImportFile(path);
        QVERIFY(!parsed.ok());
        QVERIFY(parsed.runs.empty());
        QVERIFY2(parsed.error.contains(path), qPrintable(parsed.error));
        QVERIFY2(parsed.error.contains(expected), qPrintable(parsed.error));
        QVERIFY(!parsed.error.contains(QLatin1Char('\n')));
    }

    // What a folder import passes over (unrecognized) and what it reads. A file named on
    // its own is taken as read: it fails with its error, or its runs are imported.
    void plainlyNotAResult_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("notAResult");
        QTest::addColumn<bool>("parses");
        const QByteArray zeros(64, '\0');
        QTest::newRow("png") << QStringLiteral("chart.png")
                             << QByteArray("\x89PNG\r\n\x1a\n", 8) + zeros << true << false;
        QTest::newRow("zip") << QStringLiteral("logs.zip") << QByteArray("PK\x03\x04") + zeros
                             << true << false;
        QTest::newRow("notebook") << QStringLiteral("nb.lanebook")
                                  << QByteArray("SQLite format 3\0", 16) + zeros << true << false;
        // Zeros where a crash cut a result short: broken, not a stranger, so it fails.
        QTest::newRow("zero-filled result")
            << QStringLiteral("result.json") << QByteArray("{\"date\": ") + zeros << false << false;
        QTest::newRow("readme the perplexity importer claims")
            << QStringLiteral("README.md")
            << QByteArray("# Sweep\n\nThe logs print hellaswag_score lines as they go.\n") << true
            << false;
        QTest::newRow("readme quoting a whole result line")
            << QStringLiteral("README.md")
            << QByteArray("# Sweep\n\nFinal estimate: PPL = 6.1234 +/- 0.04321\n") << true << true;
        // The name alone decides nothing: tools' output saved as .md is read.
        QTest::newRow("llama-bench table")
            << QStringLiteral("results.md") << sampleBytes("llama-bench/llama-bench_b5163_fa.md")
            << false << true;
        QTest::newRow("llama-perplexity log")
            << QStringLiteral("ppl.md")
            << sampleBytes("llama-perplexity/ppl_wikitext2_16chunks.log") << false << true;
    }

    void plainlyNotAResult()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(bool, notAResult);
        QFETCH(bool, parses);
        QTemporaryDir dir;
        const QString path = writeFile(dir, name, bytes);
        const ParsedFile parsed = parseImportFile(path);
        QCOMPARE(parsed.unrecognized, notAResult);
        QVERIFY2(parsed.ok() == parses, qPrintable(parsed.error));
        QVERIFY2(parsed.ok() || parsed.error.contains(path), qPrintable(parsed.error));
    }

    void missingFileAndFolderAsFile()
    {
        QTemporaryDir dir;
        const ParsedFile missing = parseImportFile(dir.filePath(QStringLiteral("nope.json")));
        QVERIFY(missing.error.contains(QStringLiteral("no such file")));
        const ParsedFile folder = parseImportFile(dir.path());
        QVERIFY(folder.error.contains(QStringLiteral("not a regular file")));
    }

    void multiGigabyteFileIsRefusedBeforeReading()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.jsonl"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        // A sparse file: the size a user would meet, without writing gigabytes in a test.
        QVERIFY(file.resize(qint64(3) << 30));
        file.close();
        const ParsedFile parsed = parseImportFile(path);
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error.contains(path), qPrintable(parsed.error));
        QVERIFY2(parsed.error.contains(QStringLiteral("3.00 GiB")), qPrintable(parsed.error));
        QVERIFY(parsed.sha256.isEmpty()); // refused before reading a byte
    }

    void detectionIgnoresTheFileName()
    {
        QTemporaryDir dir;
        QFile sample(test::dataPath(QStringLiteral("sglang/llama_3_3_70b_online_output.jsonl")));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        const QByteArray bytes = sample.readAll();
        // A misleading name and extension must not matter.
        const QString renamed = writeFile(dir, QStringLiteral("llama-bench-results.csv"), bytes);
        const ParsedFile parsed = parseImportFile(renamed);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.format, std::optional<RunFormat>(RunFormat::SglangBench));
        for (const Run &run : parsed.runs) {
            QCOMPARE(run.source.path, QFileInfo(renamed).absoluteFilePath());
            QCOMPARE(run.source.sha256.size(), 64);
            QCOMPARE(run.source.sizeBytes, qint64(bytes.size()));
            QVERIFY(!run.source.locator.isEmpty());
        }
    }

    void foldersExpandSkippingHiddenAndPytorchTwins()
    {
        QTemporaryDir dir;
        QDir(dir.path()).mkpath(QStringLiteral("a/b"));
        writeFile(dir, QStringLiteral("a/b/z.json"), "{}");
        writeFile(dir, QStringLiteral("a/x.json"), "{}");
        writeFile(dir, QStringLiteral("a/x.pytorch.json"), "[]");
        writeFile(dir, QStringLiteral("a/.hidden.json"), "{}");
        const QString single = writeFile(dir, QStringLiteral("single.txt"), "x");
        const QStringList files = expandImportPaths({dir.filePath(QStringLiteral("a")), single});
        QCOMPARE(files, QStringList({dir.filePath(QStringLiteral("a/b/z.json")),
                                     dir.filePath(QStringLiteral("a/x.json")), single}));
    }
};

QTEST_GUILESS_MAIN(TestImportFile)
#include "tst_importfile.moc"
