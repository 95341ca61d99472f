// `lanebook-cli runs` as a table: a header row, every column padded to its widest cell,
// ids and values right-aligned, values at the precision NumberText gives them, and a total
// with its plural form ("1 run", "6 runs").
#include "app/cli/runtext.h"
#include "testutils.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook::cli;

namespace {

struct CliResult
{
    int exitCode = -1;
    QString out;
    QString err;
};

CliResult runCli(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(LANEBOOK_CLI_PATH), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

} // namespace

class TestCliRunsTable : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void alignedColumnsPadsToTheWidestCell()
    {
        const QString text = alignedColumns(
            {{QStringLiteral("ID"), QStringLiteral("Label"), QStringLiteral("Value")},
             {QStringLiteral("7"), QStringLiteral("a-long-label"), QStringLiteral("5140")},
             {QStringLiteral("12"), QStringLiteral("b"), QStringLiteral("12.3")},
             {QStringLiteral("3"), QStringLiteral("c"), QString()}},
            {true, false, true});
        QCOMPARE(text, QStringLiteral("ID  Label         Value\n"
                                      " 7  a-long-label   5140\n"
                                      "12  b              12.3\n"
                                      " 3  c\n"));
    }

    void runsPrintsAlignedColumns()
    {
        const QString notebook = m_dir.filePath(QStringLiteral("table.lanebook"));
        CliResult result = runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("import"),
                                   lanebook::test::dataPath(QStringLiteral("vllm-bench")),
                                   lanebook::test::dataPath(QStringLiteral("sglang"))});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));

        result = runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("runs")});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QStringList lines = result.out.split(u'\n', Qt::SkipEmptyParts);
        QVERIFY2(lines.size() >= 4, qPrintable(result.out));
        const QString total = lines.takeLast();
        QCOMPARE(total, QStringLiteral("%1 runs").arg(lines.size() - 1));

        const QString header = lines.first();
        QVERIFY2(header.startsWith(QLatin1String("ID  Format")), qPrintable(header));
        // The headline metric by the name people read (`runs --json` keeps the ids).
        QVERIFY2(result.out.contains(QLatin1String("  Output tok/s  ")) &&
                     !result.out.contains(QLatin1String("output_tok_per_s")),
                 qPrintable(result.out));
        const QList<qsizetype> starts{
            header.indexOf(QLatin1String("Format")), header.indexOf(QLatin1String("Label")),
            header.indexOf(QLatin1String("Model")), header.indexOf(QLatin1String("Metric"))};
        for (qsizetype start : starts)
            QVERIFY2(start > 0, qPrintable(header));
        // The value column is right-aligned: every row (each has a headline) ends where the
        // header's "Value" ends, and each left-aligned column starts under its heading,
        // after a space.
        const QRegularExpression value(QStringLiteral("^-?[0-9]+(\\.[0-9]+)?$"));
        for (const QString &line : lines.mid(1)) {
            QCOMPARE(line.size(), header.size());
            // (a cell may be empty: a run without a model name)
            for (qsizetype start : starts)
                QVERIFY2(line.at(start - 1) == u' ', qPrintable(header + u'\n' + line));
            QVERIFY2(line.at(starts.last()) != u' ', qPrintable(header + u'\n' + line));
            const QString cell = line.section(u' ', -1);
            QVERIFY2(value.match(cell).hasMatch(), qPrintable(line));
            // NumberText: at most four significant digits (rates three), never 5141.6959.
            QVERIFY2(QString(cell).remove(u'.').remove(u'-').size() <= 4 || !cell.contains(u'.'),
                     qPrintable(line));
        }
    }

    void oneRunIsSingular()
    {
        const QString notebook = m_dir.filePath(QStringLiteral("one.lanebook"));
        CliResult result = runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("import"),
                                   lanebook::test::dataPath(QStringLiteral(
                                       "llama-bench/llama-bench_b5163_readme.json"))});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        result = runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("runs"),
                         QStringLiteral("--filter"), QStringLiteral("no-such-run")});
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.out, QStringLiteral("0 runs\n"));
        result = runCli({QStringLiteral("--notebook"), notebook, QStringLiteral("runs")});
        QCOMPARE(result.exitCode, 0);
        const int count = result.out.count(u'\n') - 2; // header and total
        QVERIFY2(result.out.endsWith(count == 1 ? QStringLiteral("\n1 run\n")
                                                : QStringLiteral("\n%1 runs\n").arg(count)),
                 qPrintable(result.out));
    }
};

QTEST_GUILESS_MAIN(TestCliRunsTable)
#include "tst_clirunstable.moc"
