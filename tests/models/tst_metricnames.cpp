// Names people read for the metric vocabulary: every id has one, with its unit; names made
// of known parts are derived; everything else keeps its id; ordering by meaning.
#include "models/run/metricvocabulary.h"

#include <QSet>
#include <QtTest>

using namespace lanebook;

class TestMetricNames : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyVocabularyIdHasAUniqueNameWithItsUnit();
    void derivedNames_data();
    void derivedNames();
    void percentilesSortNumerically();
    void sortKeepsGroupsAndVocabularyOrder();
};

void TestMetricNames::everyVocabularyIdHasAUniqueNameWithItsUnit()
{
    QSet<QString> seen;
    for (const MetricVocabulary::Entry &entry : MetricVocabulary::entries()) {
        const QString name = MetricVocabulary::displayName(entry.name);
        QVERIFY2(!name.isEmpty(), qPrintable(entry.name));
        QVERIFY2(name != entry.name, qPrintable(entry.name));
        QVERIFY2(!seen.contains(name), qPrintable(name));
        seen.insert(name);
        QVERIFY2(name.contains(entry.unit),
                 qPrintable(name + QStringLiteral(" lacks ") + entry.unit));
        QVERIFY2(!name.contains(u'_'), qPrintable(name));
    }
}

void TestMetricNames::derivedNames_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("name");
    auto row = [](const char *id, const char *name) {
        QTest::newRow(id) << QString::fromUtf8(id) << QString::fromUtf8(name);
    };
    row("output_tok_per_s", "Output tok/s");
    row("p99_ttft_ms", "TTFT p99 (ms)");
    row("mean_itl_ms", "ITL mean (ms)");
    row("median_tpot_ms", "TPOT median (ms)");
    row("std_e2el_ms", "E2E latency std dev (ms)");
    row("p99.9_itl_ms", "ITL p99.9 (ms)");
    row("p1_ttft_ms", "TTFT p1 (ms)");
    row("draft_tok_per_s", "Draft tok/s");
    row("mean_queue_wait_ms", "Queue wait mean (ms)");
    row("prefill_ms", "Prefill (ms)");
    // A conversation's TTFT by turn (lower is better, in ms, like every latency).
    row("median_ttft_ms_turn2", "TTFT median, turn 2 (ms)");
    row("p99_ttft_ms_turn12", "TTFT p99, turn 12 (ms)");
    row("prefix_cache_hit_pct", "Prefix-cache hit rate (%)");
    // Outside every pattern: the id itself.
    row("arc_challenge.acc", "arc_challenge.acc");
    row("my_custom_metric", "my_custom_metric");
    row("p5e74", "p5e74");
    row("_ms", "_ms");
}

void TestMetricNames::derivedNames()
{
    QFETCH(QString, id);
    QFETCH(QString, name);
    QCOMPARE(MetricVocabulary::displayName(id), name);
    if (id.contains(QLatin1String("_turn")) && name != id) {
        const auto entry = MetricVocabulary::describe(id);
        QVERIFY(entry && entry->group == MetricVocabulary::Group::Latency &&
                !entry->higherIsBetter);
        QCOMPARE(entry->unit, QStringLiteral("ms"));
    }
}

void TestMetricNames::percentilesSortNumerically()
{
    QStringList names{
        QStringLiteral("p99.9_ttft_ms"), QStringLiteral("p10_ttft_ms"),
        QStringLiteral("p1_ttft_ms"),    QStringLiteral("p99_ttft_ms"),
        QStringLiteral("p50_ttft_ms"),   QStringLiteral("p25_ttft_ms"),
        QStringLiteral("p90_ttft_ms"),   QStringLiteral("median_ttft_ms"),
        QStringLiteral("mean_ttft_ms"),  QStringLiteral("std_ttft_ms"),
    };
    MetricVocabulary::sortByMeaning(names);
    const QStringList expected{
        QStringLiteral("mean_ttft_ms"), QStringLiteral("median_ttft_ms"),
        QStringLiteral("std_ttft_ms"),  QStringLiteral("p1_ttft_ms"),
        QStringLiteral("p10_ttft_ms"),  QStringLiteral("p25_ttft_ms"),
        QStringLiteral("p50_ttft_ms"),  QStringLiteral("p90_ttft_ms"),
        QStringLiteral("p99_ttft_ms"),  QStringLiteral("p99.9_ttft_ms"),
    };
    QCOMPARE(names, expected);
}

void TestMetricNames::sortKeepsGroupsAndVocabularyOrder()
{
    QStringList names{
        QStringLiteral("zzz_custom"),       QStringLiteral("p99.9_itl_ms"),
        QStringLiteral("p99_ttft_ms"),      QStringLiteral("arc_challenge.acc"),
        QStringLiteral("perplexity"),       QStringLiteral("p10_itl_ms"),
        QStringLiteral("output_tok_per_s"), QStringLiteral("p99_itl_ms"),
        QStringLiteral("requests_per_s"),
    };
    MetricVocabulary::sortByMeaning(names);
    const QStringList expected{
        QStringLiteral("output_tok_per_s"), QStringLiteral("requests_per_s"),
        QStringLiteral("p99_ttft_ms"),      QStringLiteral("p10_itl_ms"),
        QStringLiteral("p99_itl_ms"),       QStringLiteral("p99.9_itl_ms"),
        QStringLiteral("perplexity"),       QStringLiteral("arc_challenge.acc"),
        QStringLiteral("zzz_custom"),
    };
    QCOMPARE(names, expected);
}

QTEST_GUILESS_MAIN(TestMetricNames)
#include "tst_metricnames.moc"
