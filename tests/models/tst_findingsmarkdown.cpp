// The findings markdown renderer (models/findings): against a golden file, and rendered by
// a real GFM renderer (cmark-gfm; pandoc for heading anchors) to check that tables are
// tables, user text stays inside its cell, and no planted secret survives.
#include "findingsfixture.h"
#include "testutils.h"

#include "models/findings/findingsmarkdown.h"
#include "models/findings/markdowntext.h"
#include "models/gates/gateresult.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace lanebook;

namespace {

// Renders markdown with a real tool; empty when the tool is missing or fails.
QString renderWith(const QString &program, const QStringList &arguments, const QString &markdown)
{
    if (QStandardPaths::findExecutable(program).isEmpty())
        return {};
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForStarted())
        return {};
    process.write(markdown.toUtf8());
    process.closeWriteChannel();
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

QString gfmHtml(const QString &markdown)
{
    return renderWith(QStringLiteral("cmark-gfm"),
                      {QStringLiteral("--extension"), QStringLiteral("table"),
                       QStringLiteral("--extension"), QStringLiteral("autolink")},
                      markdown);
}

// Markdown tables are the lines "|---..." that separate a header from its rows.
int markdownTables(const QString &markdown)
{
    static const QRegularExpression rule(QStringLiteral("^\\|(---:?\\|)+$"),
                                         QRegularExpression::MultilineOption);
    int n = 0;
    auto it = rule.globalMatch(markdown);
    while (it.hasNext()) {
        it.next();
        ++n;
    }
    return n;
}

} // namespace

class TestFindingsMarkdown : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesGoldenFile()
    {
        const QString markdown = renderFindingsMarkdown(test::hazardousDocument());
        const QString golden = test::dataPath(QStringLiteral("export/findings-golden.md"));
        if (qEnvironmentVariableIsSet("LANEBOOK_UPDATE_GOLDEN")) {
            QFile out(golden);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(markdown.toUtf8());
        }
        QFile file(golden);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(golden));
        QCOMPARE(markdown, QString::fromUtf8(file.readAll()));
    }

    void tablesRenderAsTables()
    {
        const QString markdown = renderFindingsMarkdown(test::hazardousDocument());
        const QString html = gfmHtml(markdown);
        if (html.isEmpty())
            LANEBOOK_SKIP_MISSING_TOOL(
                "cmark-gfm is not installed (packaging/install-deps.sh installs it)");
        const int expected = markdownTables(markdown);
        // Summary; finding 1: setup, config diff, results, gates; its analysis's own table;
        // finding 3: setup. Finding 2 has no runs: its setup table only.
        QVERIFY2(expected >= 8, qPrintable(QString::number(expected)));
        QCOMPARE(html.count(QStringLiteral("<table>")), expected);

        // Every row of every table has as many cells as its header: no "|" in user text
        // split a row.
        static const QRegularExpression tableRe(QStringLiteral("<table>(.*?)</table>"),
                                                QRegularExpression::DotMatchesEverythingOption);
        auto tables = tableRe.globalMatch(html);
        while (tables.hasNext()) {
            const QString table = tables.next().captured(1);
            static const QRegularExpression th(QStringLiteral("<th[ >]"));
            static const QRegularExpression td(QStringLiteral("<td[ >]"));
            const int columns = int(table.section(QStringLiteral("</thead>"), 0, 0).count(th));
            QVERIFY(columns > 0);
            const QString body = table.section(QStringLiteral("<tbody>"), 1);
            for (const QString &row : body.split(QStringLiteral("<tr>"), Qt::SkipEmptyParts)) {
                if (!row.contains(td))
                    continue;
                QCOMPARE(int(row.count(td)), columns);
            }
        }
        // User text with a pipe and markup characters reads as typed, inside its cell.
        QVERIFY(html.contains(QStringLiteral(">OEA | piggyback *experts*</a></td>")));
        QVERIFY(html.contains(QStringLiteral("<td>within noise | no gain</td>")));
        // Only the document title is a level-1 heading; the analysis's "# Why" was pushed
        // below the finding's level, and the hypothesis's "#" is text.
        QCOMPARE(html.count(QStringLiteral("<h1>")), 1);
        QVERIFY(html.contains(QStringLiteral("<h4>Why</h4>")));
        QVERIFY(html.contains(QStringLiteral("# not a heading")));
        QVERIFY(!html.contains(QStringLiteral("<li>not a list")));
        // The analysis's unclosed fence was closed: the sections after it are still headings.
        QVERIFY(html.contains(QStringLiteral("<h3>Conclusion</h3>")));
        QVERIFY(html.contains(QStringLiteral("<h3>Reporting standard</h3>")));
    }

    void summaryLinksReachTheirSections()
    {
        const QString markdown = renderFindingsMarkdown(test::hazardousDocument());
        const QString html = renderWith(QStringLiteral("pandoc"),
                                        {QStringLiteral("-f"), QStringLiteral("gfm"),
                                         QStringLiteral("-t"), QStringLiteral("html")},
                                        markdown);
        if (html.isEmpty())
            LANEBOOK_SKIP_MISSING_TOOL("pandoc is not installed");
        static const QRegularExpression link(QStringLiteral("\\]\\(#([^)]+)\\)"));
        auto it = link.globalMatch(markdown);
        int links = 0;
        while (it.hasNext()) {
            const QString anchor = it.next().captured(1);
            QVERIFY2(html.contains(QStringLiteral("id=\"%1\"").arg(anchor)), qPrintable(anchor));
            ++links;
        }
        QCOMPARE(links, 3);
    }

    void noPlantedSecretSurvives()
    {
        const QString markdown = renderFindingsMarkdown(test::hazardousDocument());
        for (const QString &secret : test::plantedSecrets())
            QVERIFY2(!markdown.contains(secret), qPrintable(secret));
        // The redaction left the names, so the reader knows something was there.
        QVERIFY(markdown.contains(QStringLiteral("HF\\_TOKEN=••••••")));
        QVERIFY(markdown.contains(QStringLiteral("--api-key ••••••")));
    }

    void missingEvidenceIsSaidNotHidden()
    {
        const QString markdown = renderFindingsMarkdown(test::hazardousDocument());
        QVERIFY(markdown.contains(QStringLiteral("No runs are linked to this finding yet")));
        QVERIFY(markdown.contains(QStringLiteral("Only the control arm has runs linked")));
        QVERIFY(markdown.contains(QStringLiteral("`kv-fp8-c64` (candidate, run 42)")));
        QVERIFY(markdown.contains(QStringLiteral("**Verdict: none yet.**")));
        QVERIFY(
            markdown.contains(QStringLiteral("B_token_GB:         ~  # REQUIRED, not recorded")));
    }

    // A hypothesis back-filled from a write-up says where it came from, after its text; one
    // typed in Lanebook (the fixture's) carries no such line.
    void reconstructedHypothesisNamesItsSource()
    {
        FindingsDocument document = test::hazardousDocument();
        QVERIFY(!renderFindingsMarkdown(document).contains(QStringLiteral("Reconstructed")));
        document.findings.front().finding.hypothesisSource =
            QStringLiteral("the *OEA* write-up, HF_TOKEN=%1").arg(test::plantedSecrets().at(0));
        const QString markdown = renderFindingsMarkdown(document);
        QVERIFY2(markdown.contains(QStringLiteral("higher tok/s\n\n_Reconstructed after the "
                                                  "results, from: the \\*OEA\\* write-up, "
                                                  "HF\\_TOKEN=••••••._\n")),
                 qPrintable(markdown));
        QVERIFY(!markdown.contains(test::plantedSecrets().at(0)));
    }

    // A user's outline sits one level below the heading it is embedded under, whatever level
    // it starts at, and keeps its shape: "## Why" under the finding's "### Analysis" is a
    // level-4 heading, not a level-5 one.
    void userHeadingsNestBelowTheirSection()
    {
        using MarkdownText::embeddedMarkdown;
        QCOMPARE(embeddedMarkdown(QStringLiteral("## Why\ntext\n### Detail\n#### Deeper"), 3),
                 QStringLiteral("#### Why\ntext\n##### Detail\n###### Deeper\n"));
        QCOMPARE(embeddedMarkdown(QStringLiteral("# Why\n## Detail"), 3),
                 QStringLiteral("#### Why\n##### Detail\n"));
        QCOMPARE(embeddedMarkdown(QStringLiteral("### A\n# B"), 2),
                 QStringLiteral("##### A\n### B\n"));
        // Never deeper than markdown goes; a "#" inside code is code.
        QCOMPARE(embeddedMarkdown(QStringLiteral("## A\n###### F\n```\n## code\n```"), 3),
                 QStringLiteral("#### A\n###### F\n```\n## code\n```\n"));
        QCOMPARE(embeddedMarkdown(QStringLiteral("no heading\n\n- item"), 3),
                 QStringLiteral("no heading\n\n- item\n"));

        FindingsDocument document = test::hazardousDocument();
        document.findings.front().finding.analysisMarkdown =
            QStringLiteral("## Why\nUniform routing.\n### Where it would help\nHot experts.");
        const QString section = renderFindingSection(document.findings.front(), 1);
        QVERIFY2(section.contains(QStringLiteral("### Analysis\n\n#### Why\nUniform routing.\n"
                                                 "##### Where it would help\n")),
                 qPrintable(section));
        QVERIFY(!section.contains(QStringLiteral("##### Why")));
        QVERIFY(!section.contains(QStringLiteral("###### ")));
    }

    // The gates table says what the Compare tab says: "no evidence" for a gate that lacked
    // what it needs (the run's validity stays open), "does not apply" for one that has
    // nothing to judge, never the JSON id "not-applicable".
    void gatesInTheWindowsWords()
    {
        const QString markdown = renderFindingsMarkdown(test::hazardousDocument());
        QVERIFY(!markdown.contains(QStringLiteral("not-applicable")));
        QVERIFY(markdown.contains(QStringLiteral("| `ledger_bound` | no evidence | ")));
        QVERIFY(markdown.contains(QStringLiteral("| `thermal_clocks` | no evidence | ")));
        QVERIFY(markdown.contains(QStringLiteral("| `quality_canary` | does not apply | ")));
        QVERIFY(markdown.contains(QStringLiteral("| `one_variable` | fail | ")));
        QVERIFY(markdown.contains(QStringLiteral("| `interleaving` | pass | ")));
        QVERIFY(markdown.contains(QStringLiteral("| `sample_size` | warn | ")));

        QCOMPARE(gateOutcomeTitle(gateMissingEvidence(GateId::Errors, QStringLiteral("?"))),
                 QStringLiteral("no evidence"));
        QCOMPARE(gateOutcomeTitle(gateDoesNotApply(GateId::Errors, QStringLiteral("?"))),
                 QStringLiteral("does not apply"));
        QCOMPARE(gateOutcomeTitle(gateWarn(GateId::Errors, QStringLiteral("?"))),
                 QStringLiteral("warn"));
    }

    void emptyDocumentSaysSo()
    {
        FindingsDocument empty;
        empty.scope = QStringLiteral("qwen | lane");
        const QString markdown = renderFindingsMarkdown(empty);
        QVERIFY(markdown.startsWith(QStringLiteral("# Findings: qwen \\| lane\n")));
        QVERIFY(markdown.contains(QStringLiteral("No findings are recorded for the lane")));
        QCOMPARE(markdownTables(markdown), 0);
    }

    void escaping_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("cell");
        QTest::newRow("pipe") << QStringLiteral("a|b") << QStringLiteral("a\\|b");
        QTest::newRow("lines") << QStringLiteral("one\r\ntwo\n\nthree")
                               << QStringLiteral("one<br>two<br>three");
        QTest::newRow("html") << QStringLiteral("<script>") << QStringLiteral("\\<script\\>");
        QTest::newRow("emphasis") << QStringLiteral("*a* _b_") << QStringLiteral("\\*a\\* \\_b\\_");
        QTest::newRow("link") << QStringLiteral("[x](y)") << QStringLiteral("\\[x\\](y)");
    }

    void escaping()
    {
        QFETCH(QString, input);
        QFETCH(QString, cell);
        QCOMPARE(MarkdownText::tableCell(input), cell);
    }

    void codeSpansAndFences()
    {
        QCOMPARE(MarkdownText::codeSpan(QStringLiteral("a`b")), QStringLiteral("``a`b``"));
        QCOMPARE(MarkdownText::codeSpan(QStringLiteral("`x`")), QStringLiteral("`` `x` ``"));
        QCOMPARE(MarkdownText::codeSpan(QStringLiteral("a|b")), QStringLiteral("`a\\|b`"));
        QCOMPARE(MarkdownText::embeddedMarkdown(QStringLiteral("## H\n~~~\n# in code\n"), 3),
                 QStringLiteral("#### H\n~~~\n# in code\n~~~\n"));
        QCOMPARE(MarkdownText::paragraphs(QStringLiteral("1) one\n> two\n\n\n+ three")),
                 QStringLiteral("1\\) one\\\n\\> two\n\n\\+ three"));
        QCOMPARE(MarkdownText::headingAnchor(QStringLiteral("1. OEA | piggyback *experts*")),
                 QStringLiteral("1-oea--piggyback-experts"));
    }
};

QTEST_GUILESS_MAIN(TestFindingsMarkdown)
#include "tst_findingsmarkdown.moc"
