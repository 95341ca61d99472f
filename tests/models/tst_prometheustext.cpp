#include "models/tooloutput/prometheustext.h"
#include "testutils.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <cmath>

using namespace lanebook;

namespace {

QByteArray readData(const QString &relative)
{
    QFile file(test::dataPath(relative));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(file.fileName()));
    return file.readAll();
}

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

} // namespace

class TestPrometheusText : public QObject
{
    Q_OBJECT

private slots:
    void edgeCases();
    void escapesInLabelsAndHelp();
    void histogramAndSummary();
    void crlfLineEndings();
    void badLinesAreNamedAndGoodLinesKept();
    void emptyInput();
    void dcgmExporterDefaultCounters();
    void vllmV026Families();
    void lookupHelpers();
};

void TestPrometheusText::edgeCases()
{
    const PrometheusParseResult parsed =
        parsePrometheusText(readData(s("synthetic/prometheus/edge-cases.txt")));
    QVERIFY2(parsed.ok(), qPrintable(parsed.errors.join(QLatin1Char('\n'))));
    const PrometheusScrape &scrape = parsed.scrape;

    const auto posts = scrape.matching(s("http_requests_total"), {{s("method"), s("post")}});
    QCOMPARE(posts.size(), 2);
    QCOMPARE(posts[0].value, 1027.0);
    QCOMPARE(posts[0].timestampMs, std::optional<qint64>(1395066363000));
    QCOMPARE(posts[1].label(s("code")), s("400"));
    QCOMPARE(posts[1].value, 3.0);
    QCOMPARE(scrape.sum(s("http_requests_total")), std::optional<double>(1030.0));
    QCOMPARE(scrape.typeOf(s("http_requests_total")), PrometheusType::Counter);

    QCOMPARE(scrape.value(s("metric_without_timestamp_and_labels")), std::optional<double>(12.47));
    const auto indented = scrape.matching(s("indented_metric"));
    QCOMPARE(indented.size(), 1);
    QCOMPARE(indented[0].labels, (PrometheusLabels{{s("a"), s("1")}, {s("b"), s("2")}}));
    QCOMPARE(indented[0].value, -0.035);
    QCOMPARE(indented[0].timestampMs, std::optional<qint64>(-1000));

    const auto weird = scrape.matching(s("something_weird"));
    QCOMPARE(weird.size(), 1);
    QVERIFY(std::isinf(weird[0].value) && weird[0].value > 0);
    QCOMPARE(weird[0].timestampMs, std::optional<qint64>(-3982045));
    const double minusInf = *scrape.value(s("negative_infinity"));
    QVERIFY(std::isinf(minusInf) && minusInf < 0);
    QVERIFY(std::isnan(*scrape.value(s("not_a_number"))));

    const auto empty = scrape.matching(s("empty_label"));
    QCOMPARE(empty.size(), 1);
    QVERIFY(!empty[0].label(s("empty")).isNull());
    QVERIFY(empty[0].label(s("empty")).isEmpty());
    QVERIFY(empty[0].label(s("absent")).isNull());

    // llama-server prints big counters with 6 significant digits.
    QCOMPARE(scrape.value(s("llamacpp:prompt_tokens_total")), std::optional<double>(1234570.0));
    QCOMPARE(scrape.samples.size(), 23);
}

void TestPrometheusText::escapesInLabelsAndHelp()
{
    const PrometheusParseResult parsed =
        parsePrometheusText(readData(s("synthetic/prometheus/edge-cases.txt")));
    const auto files = parsed.scrape.matching(s("msdos_file_access_time_seconds"));
    QCOMPARE(files.size(), 1);
    QCOMPARE(files[0].label(s("path")), s("C:\\DIR\\FILE.TXT"));
    QCOMPARE(files[0].label(s("error")), s("Cannot find file:\n\"FILE.TXT\""));
    QCOMPARE(files[0].value, 1.458255915e9);
    QCOMPARE(parsed.scrape.families.value(s("http_requests_total")).help,
             s("The total number of HTTP requests.\nSecond line with a \\ backslash."));
}

void TestPrometheusText::histogramAndSummary()
{
    const PrometheusParseResult parsed =
        parsePrometheusText(readData(s("synthetic/prometheus/edge-cases.txt")));
    const PrometheusScrape &scrape = parsed.scrape;
    const QString histogram = s("http_request_duration_seconds");
    QCOMPARE(scrape.typeOf(histogram + s("_bucket")), PrometheusType::Histogram);
    QCOMPARE(scrape.typeOf(histogram + s("_sum")), PrometheusType::Histogram);
    QCOMPARE(scrape.familyOf(histogram + s("_count")), histogram);
    QCOMPARE(scrape.value(histogram + s("_count")), std::optional<double>(144320.0));

    // Buckets come back sorted by bound even though the file lists 0.5 first.
    const auto buckets = scrape.buckets(histogram);
    QCOMPARE(buckets.size(), 6);
    QCOMPARE(buckets.first(), (QPair<double, double>(0.05, 24054.0)));
    QCOMPARE(buckets[3], (QPair<double, double>(0.5, 129389.0)));
    QVERIFY(std::isinf(buckets.last().first));
    QCOMPARE(buckets.last().second, 144320.0);

    QCOMPARE(scrape.typeOf(s("rpc_duration_seconds")), PrometheusType::Summary);
    QCOMPARE(scrape.value(s("rpc_duration_seconds"), {{s("quantile"), s("0.99")}}),
             std::optional<double>(76656.0));
    QCOMPARE(scrape.value(s("rpc_duration_seconds_sum")), std::optional<double>(1.7560473e7));
    QCOMPARE(scrape.typeOf(s("no_such_metric")), PrometheusType::Untyped);
}

void TestPrometheusText::crlfLineEndings()
{
    const PrometheusParseResult parsed =
        parsePrometheusText(readData(s("synthetic/prometheus/crlf.txt")));
    QVERIFY2(parsed.ok(), qPrintable(parsed.errors.join(QLatin1Char('\n'))));
    QCOMPARE(parsed.scrape.value(s("ok_metric")), std::optional<double>(1.0));
    QCOMPARE(parsed.scrape.value(s("windows_line_ending"), {{s("a"), s("b")}}),
             std::optional<double>(2.0));
}

void TestPrometheusText::badLinesAreNamedAndGoodLinesKept()
{
    const PrometheusParseResult parsed =
        parsePrometheusText(readData(s("synthetic/prometheus/bad-lines.txt")));
    QVERIFY(!parsed.ok());
    // One error per broken line (3..11), each naming its line, in order.
    QCOMPARE(parsed.errors.size(), 9);
    for (int i = 0; i < parsed.errors.size(); ++i)
        QVERIFY2(parsed.errors[i].startsWith(QStringLiteral("line %1: ").arg(i + 3)),
                 qPrintable(parsed.errors[i]));
    QVERIFY2(parsed.errors[2].contains(s("abc")), qPrintable(parsed.errors[2]));
    QVERIFY2(parsed.errors[5].contains(s("twice")), qPrintable(parsed.errors[5]));
    QVERIFY2(parsed.errors[7].contains(s("sometype")), qPrintable(parsed.errors[7]));
    // Nothing good is lost around the bad lines.
    QCOMPARE(parsed.scrape.samples.size(), 2);
    QCOMPARE(parsed.scrape.value(s("good_metric")), std::optional<double>(1.0));
    QCOMPARE(parsed.scrape.value(s("good_metric_two")), std::optional<double>(7.0));
    QCOMPARE(parsed.scrape.typeOf(s("good_metric")), PrometheusType::Gauge);
}

void TestPrometheusText::emptyInput()
{
    const PrometheusParseResult parsed = parsePrometheusText(QByteArray());
    QVERIFY(parsed.ok());
    QVERIFY(parsed.scrape.samples.isEmpty());
    QCOMPARE(parsed.scrape.value(s("anything")), std::nullopt);
    QCOMPARE(parsed.scrape.sum(s("anything")), std::nullopt);
    const PrometheusParseResult noNewline = parsePrometheusText(QByteArrayLiteral("x 5"));
    QCOMPARE(noNewline.scrape.value(s("x")), std::optional<double>(5.0));
}

void TestPrometheusText::dcgmExporterDefaultCounters()
{
    // Every metric of dcgm-exporter's real default counter set must come through, per GPU.
    const QByteArray counters = readData(s("dcgm-exporter/default-counters.csv"));
    QMap<QString, QString> expectedTypes;
    for (const QByteArray &line : counters.split('\n')) {
        const QByteArray trimmed = line.trimmed();
        if (trimmed.isEmpty() || trimmed.startsWith('#'))
            continue;
        const QList<QByteArray> fields = trimmed.split(',');
        QVERIFY(fields.size() >= 3);
        const QString type = QString::fromUtf8(fields[1].trimmed());
        if (type != s("label"))
            expectedTypes.insert(QString::fromUtf8(fields[0].trimmed()), type);
    }
    QVERIFY(expectedTypes.size() >= 20);

    const PrometheusParseResult parsed =
        parsePrometheusText(readData(s("synthetic/prometheus/dcgm-exporter-h200x2.txt")));
    QVERIFY2(parsed.ok(), qPrintable(parsed.errors.join(QLatin1Char('\n'))));
    for (auto it = expectedTypes.cbegin(); it != expectedTypes.cend(); ++it) {
        const PrometheusType type = parsed.scrape.typeOf(it.key());
        QCOMPARE(type,
                 it.value() == s("counter") ? PrometheusType::Counter : PrometheusType::Gauge);
        for (const char *gpu : {"0", "1"})
            QVERIFY2(parsed.scrape.value(it.key(), {{s("gpu"), s(gpu)}}).has_value(),
                     qPrintable(it.key()));
    }
    const PrometheusLabels gpu1 = {{s("gpu"), s("1")}, {s("Hostname"), s("node1")}};
    QCOMPARE(parsed.scrape.value(s("DCGM_FI_DEV_POWER_USAGE"), gpu1), std::optional<double>(628.4));
    QCOMPARE(parsed.scrape.value(s("DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION"), gpu1),
             std::optional<double>(912345679.0));
    const auto power = parsed.scrape.matching(s("DCGM_FI_DEV_POWER_USAGE"));
    QCOMPARE(power.size(), 2);
    QCOMPARE(power[0].label(s("modelName")), s("NVIDIA H200"));
    QCOMPARE(power[0].label(s("DCGM_FI_DRIVER_VERSION")), s("590.48.01"));
    QCOMPARE(parsed.scrape.sum(s("DCGM_FI_DEV_FB_USED")), std::optional<double>(32362.0 + 32363.0));
}

void TestPrometheusText::vllmV026Families()
{
    // The real v0.26.0 family list: every family is declared with its type and has samples.
    const QByteArray golden = readData(s("vllm-metrics/vllm_metric_families_v0.26.0.txt"));
    const PrometheusParseResult parsed =
        parsePrometheusText(readData(s("synthetic/prometheus/vllm-v0.26.0-families.txt")));
    QVERIFY2(parsed.ok(), qPrintable(parsed.errors.join(QLatin1Char('\n'))));
    int families = 0;
    for (const QByteArray &line : golden.split('\n')) {
        if (line.trimmed().isEmpty() || line.startsWith('#'))
            continue;
        const QList<QByteArray> parts = line.simplified().split(' ');
        QCOMPARE(parts.size(), 2);
        const QString name = QString::fromUtf8(parts[0]);
        const QByteArray type = parts[1];
        ++families;
        const PrometheusType expected = type == "counter" ? PrometheusType::Counter
                                        : type == "gauge" ? PrometheusType::Gauge
                                                          : PrometheusType::Histogram;
        QCOMPARE(parsed.scrape.typeOf(name), expected);
        const QString series = expected == PrometheusType::Histogram ? name + s("_count") : name;
        QVERIFY2(parsed.scrape.sum(series).has_value(), qPrintable(series));
    }
    QCOMPARE(families, 36);

    const PrometheusLabels model = {{s("model_name"), s("Qwen/Qwen3-8B")}, {s("engine"), s("0")}};
    const PrometheusScrape &scrape = parsed.scrape;
    QCOMPARE(scrape.value(s("vllm:prompt_tokens_total"), model), std::optional<double>(204800.0));
    QCOMPARE(scrape.value(s("vllm:estimated_flops_per_gpu_total"), model),
             std::optional<double>(1.7e15));
    QCOMPARE(scrape.sum(s("vllm:request_success_total"), model), std::optional<double>(200.0));
    QCOMPARE(scrape.value(s("vllm:request_success_total"), {{s("finished_reason"), s("abort")}}),
             std::optional<double>(2.0));
    QCOMPARE(scrape.value(s("vllm:prompt_tokens_created"), model),
             std::optional<double>(1.7531712e9));
    const auto ttft = scrape.buckets(s("vllm:time_to_first_token_seconds"), model);
    QCOMPARE(ttft.size(), 23);
    QCOMPARE(ttft.first().first, 0.001);
    QCOMPARE(ttft[21].first, 2560.0);
    QCOMPARE(ttft.last().second, 200.0);
}

void TestPrometheusText::lookupHelpers()
{
    const QByteArray text = "a{x=\"1\",y=\"2\"} 10\n"
                            "a{x=\"1\",y=\"3\"} 20\n"
                            "a{x=\"2\",y=\"2\"} 40\n";
    const PrometheusScrape scrape = parsePrometheusText(text).scrape;
    QCOMPARE(scrape.value(s("a")), std::optional<double>(10.0)); // the first match
    QCOMPARE(scrape.value(s("a"), {{s("y"), s("3")}}), std::optional<double>(20.0));
    QCOMPARE(scrape.sum(s("a"), {{s("x"), s("1")}}), std::optional<double>(30.0));
    QCOMPARE(scrape.sum(s("a"), {{s("y"), s("2")}}), std::optional<double>(50.0));
    QCOMPARE(scrape.value(s("a"), {{s("x"), s("9")}}), std::nullopt);
    QCOMPARE(scrape.matching(s("a"), {{s("x"), s("1")}, {s("y"), s("2")}}).size(), 1);
    QCOMPARE(scrape.matching(s("b")).size(), 0);
}

QTEST_GUILESS_MAIN(TestPrometheusText)
#include "tst_prometheustext.moc"
