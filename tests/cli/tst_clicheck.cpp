// lanebook-cli check end to end: the real executable, real notebooks (SQLite in memory and a
// temporary file), result files derived from the real vLLM bench sample with planted changes
// (throughput x0.9 is a regression, x0.999 is not), each exit code, the JUnit XML validated by
// xmllint against tests/data/junit/junit.xsd, the markdown rendered by cmark-gfm.
#include "testutils.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook::test;

namespace {

struct CliResult
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

CliResult runCli(const QStringList &arguments, const QString &workingDirectory)
{
    QProcess process;
    process.setWorkingDirectory(workingDirectory);
    process.start(QStringLiteral(LANEBOOK_CLI_PATH), arguments);
    if (!process.waitForFinished(120000))
        return {};
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

// A tool's output: {exit code, stdout}; -1 when the tool is missing.
std::pair<int, QByteArray> runTool(const QString &program, const QStringList &arguments,
                                   const QByteArray &input = {})
{
    if (QStandardPaths::findExecutable(program).isEmpty())
        return {-1, {}};
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000))
        return {-2, {}};
    return {process.exitCode(), process.readAllStandardOutput()};
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const char *const kFixture =
    "vllm-bench/openai-chat-infqps-concurrency4-Qwen3-8B-20261103-141522.json";
const char *const kOtherWorkload =
    "vllm-bench/legacy-vllm-infqps-concurrency64-Llama-3.1-8B-Instruct-20250310-091207.json";

// Run-to-run spread of a quiet machine, different on each arm so the pairs are not identical.
constexpr double kBaselineJitter[] = {1.000, 1.004, 0.997, 1.002, 0.999, 1.003};
constexpr double kCandidateJitter[] = {1.002, 0.998, 1.003, 0.999, 1.001, 0.997};
constexpr int kRepeats = 6;

} // namespace

class TestCliCheck : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QStringList m_baseline; // six repeats, labels main-r0...
    QStringList m_slow;     // throughput x0.9, TTFT p99 x1.2, interleaved with the baseline
    QStringList m_same;     // throughput x0.999, TTFT p99 x1.001

    // The fixture with its label, start time (minutes past 14:00) and planted scales; the
    // run-to-run jitter slows TTFT as it slows throughput.
    QString writeVariant(const QString &name, const QString &label, int minute,
                         double throughputScale, double throughputJitter, double ttftScale)
    {
        QJsonObject run =
            QJsonDocument::fromJson(readAll(dataPath(QLatin1String(kFixture)))).object();
        run[QStringLiteral("label")] = label;
        run[QStringLiteral("date")] = QStringLiteral("20261103-14%1%2")
                                          .arg(minute, 2, 10, QLatin1Char('0'))
                                          .arg(QStringLiteral("00"));
        for (const char *key :
             {"output_throughput", "total_token_throughput", "request_throughput"})
            run[QLatin1String(key)] = run[QLatin1String(key)].toDouble() * throughputScale;
        for (const char *key : {"p99_ttft_ms", "p90_ttft_ms"})
            run[QLatin1String(key)] =
                run[QLatin1String(key)].toDouble() * ttftScale / throughputJitter;
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(QJsonDocument(run).toJson());
        return path;
    }

    QStringList checkArgs(const QString &notebook, const QStringList &baseline,
                          const QStringList &candidate, const QStringList &more = {})
    {
        return QStringList{QStringLiteral("--notebook"), notebook, QStringLiteral("check"),
                           QStringLiteral("--baseline")}
               << baseline << QStringLiteral("--candidate") << candidate << more;
    }

    void verifyJUnit(const QString &path)
    {
        const auto [code, output] = runTool(QStringLiteral("xmllint"),
                                            {QStringLiteral("--noout"), QStringLiteral("--schema"),
                                             dataPath(QStringLiteral("junit/junit.xsd")), path});
        if (code == -1)
            LANEBOOK_SKIP_MISSING_TOOL(
                "xmllint is not installed (packaging/install-deps.sh installs libxml2-utils)");
        QVERIFY2(code == 0, output.constData());
    }

    QByteArray renderMarkdown(const QString &path)
    {
        const auto [code, html] =
            runTool(QStringLiteral("cmark-gfm"),
                    {QStringLiteral("--extension"), QStringLiteral("table")}, readAll(path));
        if (code == -1)
            return {};
        return code == 0 ? html : QByteArray("cmark-gfm failed");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Interleaved in time (baseline, candidate, baseline, ...), so the arms pair back to
        // back; the two candidate sets sit at the same times, each compared on its own.
        for (int i = 0; i < kRepeats; ++i) {
            m_baseline << writeVariant(QStringLiteral("base%1.json").arg(i),
                                       QStringLiteral("main-r%1").arg(i), 2 * i, kBaselineJitter[i],
                                       kBaselineJitter[i], 1.0);
            m_slow << writeVariant(QStringLiteral("slow%1.json").arg(i),
                                   QStringLiteral("slow-r%1").arg(i), 2 * i + 1,
                                   0.9 * kCandidateJitter[i], kCandidateJitter[i], 1.2);
            m_same << writeVariant(QStringLiteral("same%1.json").arg(i),
                                   QStringLiteral("same-r%1").arg(i), 2 * i + 1,
                                   0.999 * kCandidateJitter[i], kCandidateJitter[i], 1.001);
        }
        QVERIFY(!m_baseline.contains(QString()) && !m_slow.contains(QString()) &&
                !m_same.contains(QString()));
    }

    // A planted 10% throughput loss: exit 1, the JUnit failure carries the figures, the
    // markdown table renders with the regression in it. In memory: no notebook file is left.
    void plantedRegressionExitsOne()
    {
        const QString junit = m_dir.filePath(QStringLiteral("slow.xml"));
        const QString markdown = m_dir.filePath(QStringLiteral("slow.md"));
        const CliResult result = runCli(
            checkArgs(QStringLiteral(":memory:"), m_baseline, m_slow,
                      {QStringLiteral("--metric"), QStringLiteral("output_tok_per_s"),
                       QStringLiteral("--max-regression"), QStringLiteral("2%"),
                       QStringLiteral("--junit"), junit, QStringLiteral("--markdown"), markdown}),
            m_dir.path());
        QVERIFY2(result.exitCode == 1, QByteArray(result.out + result.err).constData());
        QVERIFY2(result.out.contains("FAIL: 1 regression"), result.out.constData());
        const QStringList left = QDir(m_dir.path()).entryList(QDir::Files);
        QVERIFY2(!left.join(u' ').contains(QStringLiteral("memory")), qPrintable(left.join(u' ')));

        const QByteArray xml = readAll(junit);
        QVERIFY2(xml.contains("<failure message=\"concurrency 4"), xml.constData());
        QVERIFY2(xml.contains("-10%"), xml.constData());
        QVERIFY(xml.contains("failures=\"1\""));
        QVERIFY(xml.contains("name=\"output_tok_per_s\""));
        QVERIFY(xml.contains("classname=\"lanebook.check.gate\""));
        verifyJUnit(junit);

        const QByteArray html = renderMarkdown(markdown);
        if (html.isEmpty())
            LANEBOOK_SKIP_MISSING_TOOL(
                "cmark-gfm is not installed (packaging/install-deps.sh installs it)");
        QVERIFY2(html.count("<table>") == 2, html.constData()); // results and gates
        QVERIFY2(html.contains("<th>Delta %</th>") ||
                     html.contains("<th align=\"right\">Delta %</th>"),
                 html.constData());
        QVERIFY2(html.contains("<strong>regression</strong>"), html.constData());
        QVERIFY2(html.contains("-10%"), html.constData());
    }

    // x0.999 is within the noise: exit 0, a JUnit without failures, a rendered table.
    void plantedNoiseExitsZero()
    {
        const QString junit = m_dir.filePath(QStringLiteral("same.xml"));
        const QString markdown = m_dir.filePath(QStringLiteral("same.md"));
        const CliResult result = runCli(
            checkArgs(QStringLiteral(":memory:"), m_baseline, m_same,
                      {QStringLiteral("--metric"), QStringLiteral("output_tok_per_s"),
                       QStringLiteral("--metric"), QStringLiteral("p99_ttft_ms"),
                       QStringLiteral("--max-regression"), QStringLiteral("2%"),
                       QStringLiteral("--junit"), junit, QStringLiteral("--markdown"), markdown}),
            m_dir.path());
        QVERIFY2(result.exitCode == 0, QByteArray(result.out + result.err).constData());
        QVERIFY2(result.out.contains("PASS"), result.out.constData());
        const QByteArray xml = readAll(junit);
        QVERIFY2(xml.contains("failures=\"0\""), xml.constData());
        QVERIFY(xml.contains("name=\"p99_ttft_ms\""));
        verifyJUnit(junit);
        const QByteArray html = renderMarkdown(markdown);
        if (html.isEmpty())
            LANEBOOK_SKIP_MISSING_TOOL(
                "cmark-gfm is not installed (packaging/install-deps.sh installs it)");
        QVERIFY2(html.contains("<table>"), html.constData());
        QVERIFY2(html.contains("<td>p99_ttft_ms (lower is better)</td>"), html.constData());
        QVERIFY(!html.contains("<strong>regression</strong>"));
    }

    // Direction: TTFT up 20% is a regression because the vocabulary says lower is better;
    // declared ":higher" the same numbers are an improvement.
    void latencyDirectionFromVocabularyAndOverride()
    {
        const QStringList more{QStringLiteral("--max-regression"), QStringLiteral("2")};
        CliResult result =
            runCli(checkArgs(QStringLiteral(":memory:"), m_baseline, m_slow,
                             QStringList{QStringLiteral("--metric"), QStringLiteral("p99_ttft_ms")}
                                 << more),
                   m_dir.path());
        QVERIFY2(result.exitCode == 1, QByteArray(result.out + result.err).constData());
        QVERIFY2(result.out.contains("p99_ttft_ms (lower is better)"), result.out.constData());
        QVERIFY2(result.out.contains("delta +20%"), result.out.constData());
        result = runCli(
            checkArgs(QStringLiteral(":memory:"), m_baseline, m_slow,
                      QStringList{QStringLiteral("--metric"), QStringLiteral("p99_ttft_ms:higher")}
                          << more),
            m_dir.path());
        QVERIFY2(result.exitCode == 0, QByteArray(result.out + result.err).constData());
        QVERIFY2(result.out.contains("p99_ttft_ms (higher is better)"), result.out.constData());
    }

    // A real loss smaller than the allowance passes: the regression must clear both the
    // noise and --max-regression.
    void lossWithinAllowancePasses()
    {
        const CliResult result =
            runCli(checkArgs(QStringLiteral(":memory:"), m_baseline, m_slow,
                             {QStringLiteral("--metric"), QStringLiteral("output_tok_per_s"),
                              QStringLiteral("--max-regression=15%")}),
                   m_dir.path());
        QVERIFY2(result.exitCode == 0, QByteArray(result.out + result.err).constData());
        QVERIFY2(result.out.contains("a real loss, within the allowed 15"), result.out.constData());
    }

    // A notebook file that holds the baseline already: the baseline named by a label
    // pattern, the candidate imported into it by the check.
    void labelPatternOnAStoredNotebook()
    {
        const QString notebook = m_dir.filePath(QStringLiteral("ci.lanebook"));
        CliResult imported =
            runCli(QStringList{QStringLiteral("--notebook"), notebook, QStringLiteral("import")}
                       << m_baseline,
                   m_dir.path());
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        CliResult result =
            runCli(checkArgs(notebook, {QStringLiteral("main-r*")}, m_same,
                             {QStringLiteral("--max-regression"), QStringLiteral("2%")}),
                   m_dir.path());
        QVERIFY2(result.exitCode == 0, QByteArray(result.out + result.err).constData());
        QVERIFY2(result.out.contains("main-r5"), result.out.constData());
        QVERIFY2(result.out.contains("output_tok_per_s"), result.out.constData()); // the default
        // The candidate's runs stayed in the notebook: now they are a pattern too.
        result =
            runCli(checkArgs(notebook, {QStringLiteral("main-r*")}, {QStringLiteral("same-r?-*")}),
                   m_dir.path());
        QVERIFY2(result.exitCode == 0, QByteArray(result.out + result.err).constData());

        result = runCli(checkArgs(notebook, {QStringLiteral("release-*")}, m_same), m_dir.path());
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("no baseline runs: the label pattern \"release-*\" matches "
                                     "none of the notebook's 12 run"),
                 result.err.constData());
    }

    // Exit 2, each with the side and what it lacks.
    void notComparableExitsTwo()
    {
        const QString junit = m_dir.filePath(QStringLiteral("missing.xml"));
        CliResult result = runCli(
            checkArgs(QStringLiteral(":memory:"), m_baseline, m_same,
                      {QStringLiteral("--metric"), QStringLiteral("wikitext.word_perplexity"),
                       QStringLiteral("--junit"), junit}),
            m_dir.path());
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("metric wikitext.word_perplexity: neither the baseline nor "
                                     "the candidate runs record it"),
                 result.err.constData());
        QVERIFY2(result.err.contains("output_tok_per_s"), result.err.constData()); // what they do
        const QByteArray xml = readAll(junit);
        QVERIFY2(xml.contains("<error message=\"metric wikitext.word_perplexity"), xml.constData());
        verifyJUnit(junit);

        // Different workloads: concurrency 4 against concurrency 64.
        result = runCli(checkArgs(QStringLiteral(":memory:"), m_baseline,
                                  {dataPath(QLatin1String(kOtherWorkload))}),
                        m_dir.path());
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("ran different workloads: baseline at concurrency 4"),
                 result.err.constData());
        QVERIFY2(result.err.contains("candidate at concurrency 64"), result.err.constData());

        // A candidate file no importer reads: named, with the side it was given for.
        const QString notAResult = m_dir.filePath(QStringLiteral("notes.json"));
        {
            QFile file(notAResult);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{\"hello\": 1}\n");
        }
        result =
            runCli(checkArgs(QStringLiteral(":memory:"), m_baseline, {notAResult}), m_dir.path());
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(QString(QStringLiteral("candidate: ") + notAResult +
                                             QStringLiteral(": not a format Lanebook knows"))
                                         .toUtf8()),
                 result.err.constData());
        QVERIFY2(!result.out.contains("baseline:"), result.out.constData());

        // No baseline runs: an id the empty notebook does not hold.
        result = runCli(checkArgs(QStringLiteral(":memory:"), {QStringLiteral("7")}, m_same),
                        m_dir.path());
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("no baseline runs: \"7\" is not a file"),
                 result.err.constData());
    }

    // One run per arm (a CI job that benchmarks once): no interval, so the point estimate
    // decides and says so; a gate named blocking fails the check on its own.
    void singleRunsAndBlockingGates()
    {
        CliResult result =
            runCli(checkArgs(QStringLiteral(":memory:"), {m_baseline.first()}, {m_slow.first()},
                             {QStringLiteral("--max-regression"), QStringLiteral("2%")}),
                   m_dir.path());
        QVERIFY2(result.exitCode == 1, QByteArray(result.out + result.err).constData());
        QVERIFY2(result.out.contains("point estimate only"), result.out.constData());

        result =
            runCli(checkArgs(QStringLiteral(":memory:"), {m_baseline.first()}, {m_same.first()},
                             {QStringLiteral("--max-regression"), QStringLiteral("2%")}),
                   m_dir.path());
        QVERIFY2(result.exitCode == 0, QByteArray(result.out + result.err).constData());

        // One pair supports no claim: sample_size fails; blocking, that fails the check.
        const QString junit = m_dir.filePath(QStringLiteral("blocking.xml"));
        result =
            runCli(checkArgs(QStringLiteral(":memory:"), {m_baseline.first()}, {m_same.first()},
                             {QStringLiteral("--max-regression"), QStringLiteral("2%"),
                              QStringLiteral("--blocking-gate"), QStringLiteral("sample_size"),
                              QStringLiteral("--junit"), junit}),
                   m_dir.path());
        QVERIFY2(result.exitCode == 1, QByteArray(result.out + result.err).constData());
        QVERIFY2(result.out.contains("FAIL: 1 blocking gate failed"), result.out.constData());
        const QByteArray xml = readAll(junit);
        QVERIFY2(xml.contains("<testcase classname=\"lanebook.check.gate\" name=\"sample_size\""),
                 xml.constData());
        QVERIFY(xml.contains("failures=\"1\""));
        verifyJUnit(junit);

        result =
            runCli(checkArgs(QStringLiteral(":memory:"), {m_baseline.first()}, {m_same.first()},
                             {QStringLiteral("--blocking-gate"), QStringLiteral("sample_sise")}),
                   m_dir.path());
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains("no gate \"sample_sise\""), result.err.constData());
    }

    void helpNamesTheExitCodes()
    {
        const CliResult result =
            runCli({QStringLiteral("check"), QStringLiteral("--help")}, m_dir.path());
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.contains("--max-regression PCT"));
        QVERIFY(result.out.contains("2 not comparable"));
        QVERIFY(result.out.contains("lanebook-cli --notebook :memory: check"));
    }
};

QTEST_GUILESS_MAIN(TestCliCheck)
#include "tst_clicheck.moc"
