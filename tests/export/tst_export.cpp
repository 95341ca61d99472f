// lanebook-cli finding, annotate and export end to end: the real executable on a real
// notebook file. The findings markdown is rendered by cmark-gfm (tables must be tables),
// charts are real PNG files, and no planted secret (in a run's config, in a note, in an
// analysis) reaches any exported file.
#include "testutils.h"

#include "backends/export/findingsexport.h"
#include "backends/notebook/notebookstore.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct CliResult
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

const QStringList kSecrets{QStringLiteral("hf_PlantedExportSecret0123456789"),
                           QStringLiteral("planted-api-key-value-7f3a"),
                           QStringLiteral("sk-plantedNoteSecret0123456789"),
                           QStringLiteral("planted-analysis-password")};

QString oeaData(const QString &name = {})
{
    return lanebook::test::dataPath(QStringLiteral("synthetic/vllm-bench/seed002-oea/") + name);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

int tableCount(const QByteArray &markdown)
{
    if (QStandardPaths::findExecutable(QStringLiteral("cmark-gfm")).isEmpty())
        return -1;
    QProcess cmark;
    cmark.start(QStringLiteral("cmark-gfm"),
                {QStringLiteral("--extension"), QStringLiteral("table")});
    cmark.write(markdown);
    cmark.closeWriteChannel();
    if (!cmark.waitForFinished(60000))
        return -2;
    return int(cmark.readAllStandardOutput().count("<table>"));
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_finding;
    QString m_lane;

    QString notebook() const { return m_dir.filePath(QStringLiteral("export.lanebook")); }

    CliResult cli(QStringList arguments, const QString &notebookPath = {})
    {
        arguments.prepend(notebookPath.isEmpty() ? notebook() : notebookPath);
        arguments.prepend(QStringLiteral("--notebook"));
        QProcess process;
        process.start(QStringLiteral(LANEBOOK_CLI_PATH), arguments);
        if (!process.waitForFinished(120000))
            return {};
        return {process.exitCode(), process.readAllStandardOutput(),
                process.readAllStandardError()};
    }

    // Every file under `folder` is free of the planted secrets.
    void verifyNoSecretsUnder(const QString &folder)
    {
        QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            const QByteArray bytes = readAll(path);
            for (const QString &secret : kSecrets)
                QVERIFY2(!bytes.contains(secret.toUtf8()), qPrintable(path + u' ' + secret));
            ++files;
        }
        QVERIFY(files > 0);
    }

    QJsonArray runsJson()
    {
        const CliResult runs = cli({QStringLiteral("--json"), QStringLiteral("runs")});
        return QJsonDocument::fromJson(runs.out).array();
    }

    QStringList labelsFromFiles(const QString &prefix)
    {
        QStringList labels;
        for (const auto &v : runsJson()) {
            const QJsonObject run = v.toObject();
            const QString path = run.value(QStringLiteral("source"))
                                     .toObject()
                                     .value(QStringLiteral("path"))
                                     .toString();
            if (QFileInfo(path).fileName().startsWith(prefix))
                labels << run.value(QStringLiteral("label")).toString();
        }
        return labels;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const CliResult imported = cli({QStringLiteral("import"), oeaData(),
                                        lanebook::test::dataPath(QStringLiteral("vllm-bench"))});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        const QJsonArray runs = runsJson();
        QCOMPARE(runs.size(), 11);
        for (const auto &v : runs) {
            if (v.toObject().value(QStringLiteral("model")).toString() ==
                QLatin1String("GLM-5-NVFP4"))
                m_lane = v.toObject().value(QStringLiteral("lane")).toString();
        }
        QVERIFY(!m_lane.isEmpty());
    }

    void emptyNotebookExportsAnExplicitEmptyState()
    {
        const QString out = m_dir.filePath(QStringLiteral("empty/findings.md"));
        const CliResult result = cli(
            {QStringLiteral("export"), QStringLiteral("findings"), QStringLiteral("--out"), out});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.err.contains("no findings"));
        const QByteArray md = readAll(out);
        QVERIFY(md.contains("No findings are recorded in this notebook yet."));
        QCOMPARE(tableCount(md) > 0, false);
    }

    void findingThroughTheCommandLine()
    {
        const CliResult created =
            cli({QStringLiteral("finding"), QStringLiteral("new"), QStringLiteral("--title"),
                 QStringLiteral("OEA | expert piggybacking"), QStringLiteral("--hypothesis"),
                 QStringLiteral("Fewer unique experts per layer raise decode tok/s."),
                 QStringLiteral("--prediction"), QStringLiteral("+3% at 256 and 1024"),
                 QStringLiteral("--lane"), m_lane});
        QVERIFY2(created.exitCode == 0, created.err.constData());
        m_finding = QString::fromUtf8(created.out.trimmed());
        QVERIFY(m_finding.toLongLong() > 0);

        QStringList link{QStringLiteral("finding"), QStringLiteral("link"), m_finding,
                         QStringLiteral("--control")};
        link << labelsFromFiles(QStringLiteral("seed002-oea-baseline-"));
        link << QStringLiteral("--candidate")
             << labelsFromFiles(QStringLiteral("seed002-oea-oea-"));
        QCOMPARE(link.size(), 4 + 4 + 1 + 4);
        const CliResult linked = cli(link);
        QVERIFY2(linked.exitCode == 0, linked.err.constData());
        QVERIFY2(linked.out.contains("4 control runs and 4 candidate runs linked"),
                 linked.out.constData());

        const CliResult edited =
            cli({QStringLiteral("finding"), QStringLiteral("edit"), m_finding,
                 QStringLiteral("--analysis"),
                 QStringLiteral("## Why\nUniform routing.\ndb_password=planted-analysis-password"),
                 QStringLiteral("--rules-out"), QStringLiteral("piggybacking on uniform routing"),
                 QStringLiteral("--next"), QStringLiteral("natural prompts")});
        QVERIFY2(edited.exitCode == 0, edited.err.constData());
        const CliResult verdict =
            cli({QStringLiteral("finding"), QStringLiteral("verdict"), m_finding,
                 QStringLiteral("negative"), QStringLiteral("--reason"),
                 QStringLiteral("within 0.3% at every concurrency")});
        QVERIFY2(verdict.exitCode == 0, verdict.err.constData());

        const CliResult shown = cli({QStringLiteral("--json"), QStringLiteral("finding"),
                                     QStringLiteral("show"), m_finding});
        const QJsonObject f = QJsonDocument::fromJson(shown.out).object();
        QCOMPARE(f.value(QStringLiteral("verdict")).toString(), QStringLiteral("negative"));
        QCOMPARE(f.value(QStringLiteral("control_runs")).toArray().size(), 4);
        QVERIFY(f.value(QStringLiteral("edits")).toArray().size() >= 8 + 3 + 2);

        // A planted secret in a note, a tag, and a status override with its reason.
        const QString secretRun = labelsFromFiles(QStringLiteral("planted-secret")).value(0);
        const CliResult annotated = cli(
            {QStringLiteral("annotate"), secretRun, QStringLiteral("--note"),
             QStringLiteral("export OPENAI_API_KEY=sk-plantedNoteSecret0123456789 before the run"),
             QStringLiteral("--tag"), QStringLiteral("secret-env"), QStringLiteral("--status"),
             QStringLiteral("diagnostic"), QStringLiteral("--reason"),
             QStringLiteral("one run, not interleaved")});
        QVERIFY2(annotated.exitCode == 0, annotated.err.constData());
        QVERIFY(annotated.out.contains("note added"));
    }

    void findingsMarkdownRendersWithCharts()
    {
        const QString out = m_dir.filePath(QStringLiteral("doc/findings.md"));
        const CliResult result =
            cli({QStringLiteral("export"), QStringLiteral("findings"), QStringLiteral("--out"), out,
                 QStringLiteral("--lane"), m_lane});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QByteArray md = readAll(out);
        QVERIFY(md.startsWith("# Findings: "));
        QVERIFY(md.contains("| 1 | [OEA \\| expert piggybacking]"));
        QVERIFY(md.contains("**negative**"));
        // The findings table, per workload point: control, candidate, delta.
        for (const char *row : {"| 38.460 | 38.400 | -0.2% |", "| 218.74 | 218.36 | -0.2% |",
                                "| 718.83 | 716.66 | -0.3% |", "| 1603.04 | 1599.13 | -0.2% |"})
            QVERIFY2(md.contains(row), row);
        QVERIFY(md.contains("config_name:"));
        const int tables = tableCount(md);
        if (tables == -1)
            LANEBOOK_SKIP_MISSING_TOOL(
                "cmark-gfm is not installed (packaging/install-deps.sh installs it)");
        QCOMPARE(tables, int(md.count("\n|---")));
        QVERIFY(tables >= 5);

        // The chart is a real PNG beside the markdown, and the markdown points at it.
        const QString png = m_dir.filePath(
            QStringLiteral("doc/findings-charts/finding-%1-output_tok_per_s.png").arg(m_finding));
        const QByteArray image = readAll(png);
        QVERIFY2(image.startsWith("\x89PNG\r\n\x1a\n"),
                 qPrintable(png + QString::fromUtf8(result.err)));
        QVERIFY(md.contains(QByteArray("](findings-charts/finding-" + m_finding.toUtf8() +
                                       "-output_tok_per_s.png)")));
        verifyNoSecretsUnder(m_dir.filePath(QStringLiteral("doc")));

        // The analysis's own "## Why" sits one level below "### Analysis", not at level 5.
        QVERIFY2(md.contains("### Analysis\n\n#### Why\nUniform routing."), md.constData());
        QVERIFY(!md.contains("##### Why"));
        // Gates in the window's words: a gate short of evidence says so.
        QVERIFY(!md.contains("not-applicable"));
        QVERIFY(md.contains(" | no evidence | "));
    }

    // The export in its three steps, as the GUI runs it (read on any thread, charts drawn
    // where the renderer can draw, markdown written on any thread): each finding's chart is
    // of the metric its comparison rests on, nothing is written before the last step, and
    // the document is the CLI's.
    void stepsDrawTheComparisonsMetric()
    {
        lanebook::NotebookStore store;
        QVERIFY2(store.open(notebook(), lanebook::NotebookStore::Access::ReadOnly),
                 qPrintable(store.lastError()));
        QStringList drawn;
        lanebook::FindingsExportOptions options;
        options.lane = m_lane;
        options.generator = QStringLiteral("Lanebook test");
        options.chartRenderer =
            [&drawn](const lanebook::FindingChartRequest &request) -> lanebook::Expected<void> {
            drawn << request.metricName;
            QFile file(request.path);
            if (file.open(QIODevice::WriteOnly) && file.write("\x89PNG\r\n\x1a\n") == 8)
                return {};
            return lanebook::unexpected(file.errorString());
        };
        const QString out = m_dir.filePath(QStringLiteral("steps/findings.md"));
        lanebook::Expected<lanebook::PreparedFindingsExport> prepared =
            lanebook::prepareFindingsExport(store, out, options);
        QVERIFY2(prepared, qPrintable(prepared.error()));
        QCOMPARE(prepared->charts.size(), size_t(1));
        for (const lanebook::PreparedFindingsExport::Chart &chart : prepared->charts) {
            const lanebook::FindingEvidence &evidence =
                prepared->document.findings.at(chart.finding);
            QVERIFY(evidence.comparison);
            QCOMPARE(chart.metricName, evidence.comparison->metricName);
            QVERIFY2(chart.path.endsWith(QStringLiteral("-%1.png").arg(chart.metricName)),
                     qPrintable(chart.path));
        }
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("steps"))));

        lanebook::drawFindingsCharts(*prepared, options.chartRenderer);
        QCOMPARE(drawn, QStringList{QStringLiteral("output_tok_per_s")});
        QString markdown;
        const lanebook::ExportOutcome outcome = lanebook::writeFindingsExport(*prepared, &markdown);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(int(outcome.files.size()), 2);
        QCOMPARE(outcome.files.first(), out);
        QCOMPARE(outcome.items, 1);
        QCOMPARE(markdown.toUtf8(), readAll(out));
        QVERIFY(markdown.contains(
            QStringLiteral("](findings-charts/finding-%1-output_tok_per_s.png)").arg(m_finding)));
    }

    void runsAsJsonAndCsv()
    {
        const QString json = m_dir.filePath(QStringLiteral("runs/runs.json"));
        const CliResult result =
            cli({QStringLiteral("export"), QStringLiteral("runs"), QStringLiteral("--out"), json});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QJsonParseError error;
        const QJsonArray runs = QJsonDocument::fromJson(readAll(json), &error).array();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(runs.size(), 11);
        int withSamples = 0;
        bool sawNote = false;
        for (const auto &v : runs) {
            const QJsonObject run = v.toObject();
            for (const char *key :
                 {"id", "label", "format", "config", "metrics", "samples", "annotations", "gates"})
                QVERIFY2(run.contains(QLatin1String(key)), key);
            const QJsonArray samples = run.value(QStringLiteral("samples")).toArray();
            if (!samples.isEmpty()) {
                ++withSamples;
                QVERIFY(samples.first().toObject().contains(QStringLiteral("ttft_ms")));
                QVERIFY(samples.first().toObject().value(QStringLiteral("itl_ms")).isArray());
            }
            for (const auto &a : run.value(QStringLiteral("annotations")).toArray())
                sawNote = sawNote || a.toObject()
                                         .value(QStringLiteral("text"))
                                         .toString()
                                         .contains(QStringLiteral("OPENAI_API_KEY=••••••"));
        }
        QVERIFY(withSamples >= 1);
        QVERIFY(sawNote);

        const QString csv = m_dir.filePath(QStringLiteral("runs/runs.csv"));
        const CliResult csvResult =
            cli({QStringLiteral("export"), QStringLiteral("runs"), QStringLiteral("--out"), csv,
                 QStringLiteral("--filter"), QStringLiteral("GLM-5")});
        QVERIFY2(csvResult.exitCode == 0, csvResult.err.constData());
        const QList<QByteArray> lines = readAll(csv).split('\n');
        QVERIFY(lines.first().startsWith("id,label,format,model,lane,status"));
        QVERIFY(lines.first().contains(",output_tok_per_s"));
        QCOMPARE(lines.size(),
                 9 + 1 + 1); // header, 9 GLM runs, the empty piece after the last CRLF
        QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("runs/runs.samples.csv"))));
        verifyNoSecretsUnder(m_dir.filePath(QStringLiteral("runs")));
    }

    void lanePacket()
    {
        const QString out = m_dir.filePath(QStringLiteral("packet"));
        const CliResult result =
            cli({QStringLiteral("export"), QStringLiteral("packet"), QStringLiteral("--lane"),
                 m_lane, QStringLiteral("--out"), out});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        for (const char *name :
             {"README.md", "reproduce.md", "validity-gates.md", "bugs-failed-paths.md"})
            QVERIFY2(QFile::exists(QDir(out).filePath(QLatin1String(name))), name);
        QVERIFY(readAll(QDir(out).filePath(QStringLiteral("bugs-failed-paths.md")))
                    .contains("OEA \\| expert piggybacking (negative)"));
        const QStringList data = QDir(QDir(out).filePath(QStringLiteral("data")))
                                     .entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(data.size(), 9);
        const QJsonObject summary =
            QJsonDocument::fromJson(readAll(QDir(out).filePath(
                                        QStringLiteral("data/%1/summary.json").arg(data.first()))))
                .object();
        QVERIFY(summary.contains(QStringLiteral("metrics")));
        QVERIFY(summary.contains(QStringLiteral("gates")));
        verifyNoSecretsUnder(out);
    }

    void badInputFailsClearly()
    {
        const QString md = m_dir.filePath(QStringLiteral("bad.md"));
        CliResult r =
            cli({QStringLiteral("export"), QStringLiteral("findings"), QStringLiteral("--out"), md,
                 QStringLiteral("--lane"), QStringLiteral("no-such-lane")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("no-such-lane"));
        QVERIFY(!QFile::exists(md)); // nothing half-written
        r = cli({QStringLiteral("export"), QStringLiteral("runs"), QStringLiteral("--out"),
                 m_dir.filePath(QStringLiteral("runs.txt"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(".csv or .json"));
        r = cli({QStringLiteral("export"), QStringLiteral("packet"), QStringLiteral("--out"),
                 m_dir.filePath(QStringLiteral("p"))});
        QCOMPARE(r.exitCode, 2);
        r = cli({QStringLiteral("finding"), QStringLiteral("verdict"), m_finding,
                 QStringLiteral("maybe"), QStringLiteral("--reason"), QStringLiteral("x")});
        QCOMPARE(r.exitCode, 2);
        r = cli({QStringLiteral("finding"), QStringLiteral("verdict"), m_finding,
                 QStringLiteral("adopted")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--reason"));
        r = cli({QStringLiteral("finding"), QStringLiteral("link"), QStringLiteral("999"),
                 QStringLiteral("--control"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("999"));
        r = cli({QStringLiteral("finding"), QStringLiteral("new"), QStringLiteral("--title"),
                 QStringLiteral("t")});
        QCOMPARE(r.exitCode, 2);
        r = cli({QStringLiteral("annotate"), QStringLiteral("1"), QStringLiteral("--status"),
                 QStringLiteral("invalid")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--reason"));
        r = cli({QStringLiteral("annotate"), QStringLiteral("no-such-run"),
                 QStringLiteral("--note"), QStringLiteral("x")});
        QCOMPARE(r.exitCode, 1);
        r = cli({QStringLiteral("export"), QStringLiteral("findings"), QStringLiteral("--out"), md},
                m_dir.filePath(QStringLiteral("missing.lanebook")));
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("missing.lanebook"));
    }

    void findingWithoutRunsAndDeletedRuns()
    {
        const CliResult created = cli({QStringLiteral("finding"), QStringLiteral("new"),
                                       QStringLiteral("--title"), QStringLiteral("Bigger batch"),
                                       QStringLiteral("--hypothesis"), QStringLiteral("h")});
        QCOMPARE(created.exitCode, 0);

        // Delete one linked candidate run behind the CLI's back, as a cleanup script would.
        const QString victim =
            labelsFromFiles(QStringLiteral("seed002-oea-oea-concurrency1024")).value(0);
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("victim"));
            db.setDatabaseName(notebook());
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_keys = ON")));
            q.prepare(QStringLiteral("DELETE FROM runs WHERE label = ?"));
            q.addBindValue(victim);
            QVERIFY(q.exec());
            QCOMPARE(q.numRowsAffected(), 1);
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("victim"));

        const QString out = m_dir.filePath(QStringLiteral("after-delete/findings.md"));
        const CliResult result = cli(
            {QStringLiteral("export"), QStringLiteral("findings"), QStringLiteral("--out"), out});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY(result.err.contains("deleted since"));
        QVERIFY(result.err.contains("no linked runs"));
        const QByteArray md = readAll(out);
        QVERIFY(md.contains(
            QByteArray("**1 linked run deleted since:** `" + victim.toUtf8() + "` (candidate")));
        QVERIFY(md.contains("No runs are linked to this finding yet"));
        QVERIFY(md.contains("| 718.83 | 716.66 | -0.3% |")); // what remains is still compared
        QVERIFY(!md.contains("| 1603.04 | 1599.13 |"));
    }

    // A notebook back-filled from an old write-up: the hypothesis names where it came from,
    // in `finding show` and in the findings document.
    void reconstructedHypothesisNamesItsSource()
    {
        const CliResult created = cli(
            {QStringLiteral("finding"), QStringLiteral("new"), QStringLiteral("--title"),
             QStringLiteral("Back-filled"), QStringLiteral("--hypothesis"),
             QStringLiteral("Chunked prefill lowers p99 TTFT."),
             QStringLiteral("--hypothesis-source"), QStringLiteral("the March latency write-up")});
        QVERIFY2(created.exitCode == 0, created.err.constData());
        const QString id = QString::fromUtf8(created.out.trimmed());

        const CliResult json =
            cli({QStringLiteral("--json"), QStringLiteral("finding"), QStringLiteral("show"), id});
        QVERIFY2(json.exitCode == 0, json.err.constData());
        const QJsonObject f = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(f.value(QStringLiteral("hypothesis_source")).toString(),
                 QStringLiteral("the March latency write-up"));
        const CliResult text = cli({QStringLiteral("finding"), QStringLiteral("show"), id});
        QVERIFY(text.out.contains("hypothesis source: the March latency write-up\n"));
        // A finding typed in Lanebook has none.
        const CliResult typed = cli({QStringLiteral("--json"), QStringLiteral("finding"),
                                     QStringLiteral("show"), m_finding});
        QVERIFY(QJsonDocument::fromJson(typed.out)
                    .object()
                    .value(QStringLiteral("hypothesis_source"))
                    .isNull());

        const QString out = m_dir.filePath(QStringLiteral("reconstructed/findings.md"));
        const CliResult exported = cli(
            {QStringLiteral("export"), QStringLiteral("findings"), QStringLiteral("--out"), out});
        QVERIFY2(exported.exitCode == 0, exported.err.constData());
        const QByteArray md = readAll(out);
        QVERIFY(md.contains("_Reconstructed after the results, from: the March latency "
                            "write-up._"));
        QCOMPARE(md.count("_Reconstructed after the results"), 1);
    }

    // A verdict judged on another metric than the default throughput: `finding verdict
    // --metric` keeps it with the verdict, and the findings export compares, names and charts
    // that metric (issue 28, part 6). A metric none of the linked runs records is refused.
    void verdictMetricIsComparedAndCharted()
    {
        const CliResult created =
            cli({QStringLiteral("finding"), QStringLiteral("new"), QStringLiteral("--title"),
                 QStringLiteral("OEA request rate"), QStringLiteral("--hypothesis"),
                 QStringLiteral("Fewer experts serve more requests per second."),
                 QStringLiteral("--lane"), m_lane});
        QVERIFY2(created.exitCode == 0, created.err.constData());
        const QString id = QString::fromUtf8(created.out.trimmed());
        QStringList link{QStringLiteral("finding"), QStringLiteral("link"), id,
                         QStringLiteral("--control")};
        link << labelsFromFiles(QStringLiteral("seed002-oea-baseline-"));
        link << QStringLiteral("--candidate")
             << labelsFromFiles(QStringLiteral("seed002-oea-oea-"));
        const CliResult linked = cli(link);
        QVERIFY2(linked.exitCode == 0, linked.err.constData());

        // The vLLM runs record no TTFT: a verdict cannot rest on it.
        const QStringList verdict{QStringLiteral("finding"),
                                  QStringLiteral("verdict"),
                                  id,
                                  QStringLiteral("negative"),
                                  QStringLiteral("--reason"),
                                  QStringLiteral("no more requests per second")};
        const CliResult refused =
            cli(verdict + QStringList{QStringLiteral("--metric"), QStringLiteral("p99_ttft_ms")});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("records p99_ttft_ms") &&
                     refused.err.contains("requests_per_s"),
                 refused.err.constData());
        const CliResult judged = cli(
            verdict + QStringList{QStringLiteral("--metric"), QStringLiteral("requests_per_s")});
        QVERIFY2(judged.exitCode == 0, judged.err.constData());
        // Judged again without naming a metric: the one named stays.
        const CliResult again = cli(verdict);
        QVERIFY2(again.exitCode == 0, again.err.constData());
        const CliResult shown =
            cli({QStringLiteral("--json"), QStringLiteral("finding"), QStringLiteral("show"), id});
        QCOMPARE(QJsonDocument::fromJson(shown.out)
                     .object()
                     .value(QStringLiteral("verdict_metric"))
                     .toString(),
                 QStringLiteral("requests_per_s"));
        const CliResult text = cli({QStringLiteral("finding"), QStringLiteral("show"), id});
        QVERIFY2(text.out.contains("judged on: Request throughput (req/s) (requests_per_s)\n"),
                 text.out.constData());

        const QString out = m_dir.filePath(QStringLiteral("judged/findings.md"));
        const CliResult exported =
            cli({QStringLiteral("export"), QStringLiteral("findings"), QStringLiteral("--out"), out,
                 QStringLiteral("--lane"), m_lane});
        QVERIFY2(exported.exitCode == 0, exported.err.constData());
        const QByteArray md = readAll(out);
        const QByteArray section = md.mid(md.indexOf("OEA request rate\n"));
        QVERIFY2(section.contains("Metric Request throughput (req/s) (`requests_per_s`), higher "
                                  "is better"),
                 section.constData());
        const QString png = m_dir.filePath(
            QStringLiteral("judged/findings-charts/finding-%1-requests_per_s.png").arg(id));
        QVERIFY2(readAll(png).startsWith("\x89PNG\r\n\x1a\n"),
                 qPrintable(png + QString::fromUtf8(exported.err)));
        QVERIFY(section.contains(
            QByteArray("](findings-charts/finding-" + id.toUtf8() + "-requests_per_s.png)")));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(
            QStringLiteral("judged/findings-charts/finding-%1-output_tok_per_s.png").arg(id))));
        // A verdict recorded without a metric still rests on the default throughput.
        QVERIFY(QFileInfo::exists(
            m_dir.filePath(QStringLiteral("judged/findings-charts/finding-%1-output_tok_per_s.png")
                               .arg(m_finding))));
    }
};

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"
