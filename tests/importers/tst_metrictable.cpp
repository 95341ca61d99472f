// A generic result table (lanebook-cli run --metric NAME=COLUMN): CSV and JSON Lines rows
// become runs, mapped columns their metrics and the rest their config, and what cannot be
// read is named by line.
#include "backends/importers/metrictable.h"

#include <QTest>

using namespace lanebook;

namespace {

QList<MetricMapping> mappings(const QStringList &texts)
{
    QList<MetricMapping> list;
    for (const QString &text : texts) {
        MetricMapping mapping;
        if (!parseMetricMapping(text, mapping).isEmpty())
            qFatal("bad mapping %s", qPrintable(text));
        list << mapping;
    }
    return list;
}

QString failureOf(const QString &path, const QByteArray &content, const QStringList &maps)
{
    try {
        parseMetricTable({path, content}, mappings(maps));
    } catch (const ImportFailure &failure) {
        return failure.message();
    }
    return {};
}

} // namespace

class TestMetricTable : public QObject
{
    Q_OBJECT

private slots:
    void csvRowsBecomeRuns()
    {
        // Quoted cells (a comma inside one), CRLF, a byte-order mark, a missing value.
        const QByteArray csv = "\xEF\xBB\xBF"
                               "bits,model,ppl,note\r\n"
                               "2,\"qwen, 7b\",12.9,\"said \"\"ok\"\"\"\r\n"
                               "4,\"qwen, 7b\",,fine\r\n";
        const std::vector<Run> runs = parseMetricTable(
            {QStringLiteral("s.csv"), csv}, mappings({QStringLiteral("perplexity=ppl")}));
        QCOMPARE(runs.size(), size_t(2));
        QCOMPARE(runs[0].source.locator, QStringLiteral("row 1"));
        QCOMPARE(runs[0].metricValue(QStringLiteral("perplexity")).value_or(-1), 12.9);
        QCOMPARE(runs[0].metric(QStringLiteral("perplexity"))->originalKey, QStringLiteral("ppl"));
        QVERIFY(runs[0].config["bits"] == 2);
        QVERIFY(runs[0].config["note"] == "said \"ok\"");
        QCOMPARE(runs[0].model, QStringLiteral("qwen, 7b"));
        QVERIFY(!runs[0].config.contains("ppl"));
        QVERIFY(!runs[1].metricValue(QStringLiteral("perplexity"))); // empty cell: missing
        QCOMPARE(sweptConfigKeys(runs),
                 (QStringList{QStringLiteral("bits"), QStringLiteral("note")}));
    }

    void jsonLinesRowsBecomeRuns()
    {
        const QByteArray lines = "{\"bits\": 3, \"tok_s\": 128.2, \"extra\": {\"a\": 1}}\n\n"
                                 "{\"bits\": 4, \"tok_s\": \"117.0\"}\n";
        const std::vector<Run> runs = parseMetricTable(
            {QStringLiteral("s.jsonl"), lines}, mappings({QStringLiteral("gen_tok_per_s=tok_s")}));
        QCOMPARE(runs.size(), size_t(2));
        QCOMPARE(runs[1].source.locator, QStringLiteral("line 3"));
        QCOMPARE(runs[1].metricValue(QStringLiteral("gen_tok_per_s")).value_or(-1), 117.0);
        QVERIFY(runs[0].config["extra"]["a"] == 1);
    }

    void badTablesAreNamedByLine()
    {
        const QStringList ppl{QStringLiteral("perplexity=ppl")};
        QCOMPARE(failureOf(QStringLiteral("t.csv"), "\n\n", ppl),
                 QStringLiteral("the file is empty: a header line and one row per result were "
                                "expected"));
        QCOMPARE(failureOf(QStringLiteral("t.csv"), "bits,ppl\n2,1\n3\n", ppl),
                 QStringLiteral("line 3: 1 values, but the header on line 1 names 2 columns"));
        QCOMPARE(failureOf(QStringLiteral("t.csv"), "bits,ppl\n2,\"1\n", ppl),
                 QStringLiteral("line 2: a quoted value is not closed"));
        QCOMPARE(failureOf(QStringLiteral("t.jsonl"), "{\"ppl\": 1}\n[1]\n", ppl),
                 QStringLiteral("line 2: a JSON object per line was expected"));
        QCOMPARE(failureOf(QStringLiteral("t.jsonl"), "{\"ppl\": true}\n", ppl),
                 QStringLiteral("line 1, key \"ppl\": true is not a number"));
    }

    void mappingsAreChecked()
    {
        MetricMapping mapping;
        QVERIFY(parseMetricMapping(QStringLiteral("perplexity"), mapping).isEmpty());
        QCOMPARE(mapping.column, QStringLiteral("perplexity"));
        QVERIFY(parseMetricMapping(QStringLiteral("arc_challenge.acc=acc"), mapping).isEmpty());
        QVERIFY(!parseMetricMapping(QStringLiteral("=ppl"), mapping).isEmpty());
        QVERIFY(!parseMetricMapping(QStringLiteral("Tok/s=x"), mapping).isEmpty());
        QVERIFY(isMetricTableFile(QStringLiteral("out/SWEEP.CSV")));
        QVERIFY(!isMetricTableFile(QStringLiteral("out/sweep.json")));
    }
};

QTEST_GUILESS_MAIN(TestMetricTable)
#include "tst_metrictable.moc"
