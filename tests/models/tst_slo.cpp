// SLOs and attainment: the bounds as text and JSON (and every way to get them wrong), and the
// counts from request samples against a count made here, request by request.
#include "models/frontier/sloattainment.h"
#include "models/run/requestsamplesummary.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace lanebook;

namespace {

RequestSample sample(double ttftMs, double e2elMs, int out, std::vector<float> itl = {})
{
    RequestSample s;
    s.ttftMs = ttftMs;
    s.e2elMs = e2elMs;
    s.outputTokens = out;
    s.itlMs = std::move(itl);
    return s;
}

} // namespace

class TestSlo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void textRoundTrip()
    {
        const Expected<Slo> slo = Slo::fromText(QStringLiteral(" e2e_ms=2000, ttft_ms=200.5,"
                                                               "tpot_ms=50 "));
        QVERIFY2(slo, qPrintable(slo.error()));
        QCOMPARE(*slo->ttftMs, 200.5);
        QCOMPARE(*slo->tpotMs, 50.0);
        QVERIFY(!slo->itlMs);
        QCOMPARE(*slo->e2eMs, 2000.0);
        // Written in one order whatever order it was given in, '.' as the mark.
        QCOMPARE(slo->toText(), QStringLiteral("ttft_ms=200.5,tpot_ms=50,e2e_ms=2000"));
        const Expected<Slo> again = Slo::fromText(slo->toText());
        QVERIFY(again);
        QCOMPARE(*again, *slo);
        const Expected<Slo> fromJson = Slo::fromJson(slo->toJson());
        QVERIFY2(fromJson, qPrintable(fromJson.error()));
        QCOMPARE(*fromJson, *slo);
        QCOMPARE(QString::fromStdString(slo->toJson().dump()),
                 QStringLiteral("{\"e2e_ms\":2000.0,\"tpot_ms\":50.0,\"ttft_ms\":200.5}"));
    }

    void badTextIsRefusedNamingIt_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("named");
        QTest::newRow("unknown key") << "ttft=200"
                                     << "\"ttft\"";
        QTest::newRow("known keys listed") << "p99_ttft_ms=200"
                                           << "ttft_ms, tpot_ms, itl_ms, e2e_ms";
        QTest::newRow("twice") << "ttft_ms=200,ttft_ms=300"
                               << "twice";
        QTest::newRow("zero") << "tpot_ms=0"
                              << "\"0\"";
        QTest::newRow("negative") << "tpot_ms=-5"
                                  << "\"-5\"";
        QTest::newRow("not a number") << "ttft_ms=fast"
                                      << "\"fast\"";
        QTest::newRow("infinite") << "ttft_ms=inf"
                                  << "\"inf\"";
        QTest::newRow("comma decimal") << "ttft_ms=200,5"
                                       << "\"5\"";
        QTest::newRow("no value") << "ttft_ms"
                                  << "no value";
        QTest::newRow("empty") << ""
                               << "no bound";
        QTest::newRow("only commas") << ",,"
                                     << "no bound";
    }

    void badTextIsRefusedNamingIt()
    {
        QFETCH(QString, text);
        QFETCH(QString, named);
        const Expected<Slo> slo = Slo::fromText(text);
        QVERIFY(!slo);
        QVERIFY2(slo.error().contains(named), qPrintable(slo.error()));
    }

    void badJsonIsRefused()
    {
        QVERIFY(!Slo::fromJson(nlohmann::json::array()));
        QVERIFY(!Slo::fromJson(nlohmann::json::object()));
        const Expected<Slo> text = Slo::fromJson({{"ttft_ms", "200"}});
        QVERIFY(!text);
        QVERIFY2(text.error().contains(QStringLiteral("\"\\\"200\\\"\"")) ||
                     text.error().contains(QStringLiteral("200")),
                 qPrintable(text.error()));
        QVERIFY(!Slo::fromJson({{"ttft_ms", -1}}));
        const Expected<Slo> unknown = Slo::fromJson({{"goodput", 5}});
        QVERIFY(!unknown);
        QVERIFY2(unknown.error().contains(QStringLiteral("\"goodput\"")),
                 qPrintable(unknown.error()));
    }

    // The one-pass p99 test against numpy's percentile of the sorted gaps, on gap sets of every
    // size from 1 to 300, at bounds exactly on a gap, between two, and on the interpolated p99.
    void itlP99MatchesNumpysPercentile()
    {
        std::mt19937 random(7);
        std::uniform_real_distribution<float> gapMs(1.0f, 40.0f);
        int checked = 0;
        for (int n = 1; n <= 300; ++n) {
            std::vector<float> gaps(static_cast<size_t>(n));
            for (float &gap : gaps)
                gap = gapMs(random);
            if (n % 7 == 0)
                gaps[size_t(n) / 2] = gaps[0]; // ties
            std::vector<double> sorted(gaps.begin(), gaps.end());
            const double p99 = percentileOf(sorted, 99.0); // sorts
            std::vector<double> bounds{p99,
                                       std::nextafter(p99, 0.0),
                                       std::nextafter(p99, 100.0),
                                       sorted.front(),
                                       sorted.back(),
                                       0.5,
                                       100.0};
            for (size_t i = 0; i + 1 < sorted.size(); i += 13)
                bounds.push_back((sorted[i] + sorted[i + 1]) / 2.0);
            for (const double bound : bounds) {
                const bool expected = p99 <= bound;
                if (SloJudge::itlP99Meets(gaps, bound) != expected)
                    QFAIL(qPrintable(QStringLiteral("%1 gaps, bound %2, p99 %3: expected %4")
                                         .arg(n)
                                         .arg(bound, 0, 'g', 17)
                                         .arg(p99, 0, 'g', 17)
                                         .arg(expected)));
                ++checked;
            }
        }
        QVERIFY(checked > 2000);
        QVERIFY(SloJudge::itlP99Meets({}, 1.0));
    }

    void countsEachRequest()
    {
        const Slo slo = *Slo::fromText(QStringLiteral("ttft_ms=200,tpot_ms=50,e2e_ms=1000"));
        std::vector<RequestSample> samples;
        samples.push_back(sample(100, 500, 9));   // tpot 50: meets, at the bound
        samples.push_back(sample(200, 200, 1));   // ttft at the bound, one token: meets
        samples.push_back(sample(201, 300, 3));   // ttft misses
        samples.push_back(sample(100, 1001, 19)); // e2e misses (tpot 50.05 misses too)
        samples.push_back(sample(150, 600, 9));   // tpot 56.25 misses
        RequestSample failed = sample(10, 20, 3);
        failed.error = QStringLiteral("HTTP 500");
        samples.push_back(failed); // a failure misses whatever its times
        RequestSample noTtft = sample(0, 400, 9);
        noTtft.ttftMs.reset();
        samples.push_back(noTtft); // unjudged: counted as missing
        const SloAttainment counted = SloJudge::attainment(samples, slo, 2.0);
        QCOMPARE(counted.sent, 7);
        QCOMPARE(counted.met, 2);
        QCOMPARE(counted.failed, 1);
        QCOMPARE(counted.unjudged, 1);
        QCOMPARE(counted.missedTtft, 1);
        QCOMPARE(counted.missedE2e, 1);
        QCOMPARE(counted.missedTpot, 2);
        QCOMPARE(counted.attainmentPercent(), 100.0 * 2 / 7);
        QCOMPARE(*counted.goodputRequestsPerS(), 1.0);
        QCOMPARE(*counted.goodputOutputTokPerS(), (9 + 1) / 2.0);
        QVERIFY(!SloJudge::attainment(samples, slo, std::nullopt).goodputRequestsPerS());
    }

    void itlBoundUsesEachRequestsOwnP99()
    {
        const Slo slo = *Slo::fromText(QStringLiteral("itl_ms=20"));
        std::vector<RequestSample> samples;
        std::vector<float> mostlyFast(200, 10.0f);
        mostlyFast[0] = 500.0f; // one stall in 200 gaps: p99 stays within
        samples.push_back(sample(1, 2, 201, mostlyFast));
        std::vector<float> threeSlow(200, 10.0f);
        threeSlow[0] = threeSlow[1] = threeSlow[2] = 500.0f; // above the p99
        samples.push_back(sample(1, 2, 201, threeSlow));
        samples.push_back(sample(1, 2, 1, {})); // one token: no gap to break it
        samples.push_back(sample(1, 2, 5, {})); // five tokens, no gaps kept: unjudged
        const SloAttainment counted = SloJudge::attainment(samples, slo, std::nullopt);
        QCOMPARE(counted.met, 2);
        QCOMPARE(counted.missedItl, 1);
        QCOMPARE(counted.unjudged, 1);
    }

    void addToStoresMetricsAndReplacesThem()
    {
        Run run;
        QVERIFY(!SloJudge::addTo(run, *Slo::fromText(QStringLiteral("ttft_ms=1"))));
        QVERIFY(run.metrics.empty());
        run.setMetric(QStringLiteral("goodput_requests_per_s"), 3.0,
                      QStringLiteral("request_goodput"));
        run.samples.push_back(sample(100, 1000, 10));
        run.samples.back().sendTimeS = 0.5;
        run.samples.push_back(sample(300, 1500, 20));
        run.samples.back().sendTimeS = 1.0;
        // No duration_s: the window is first send to last end, 0.5 s to 2.5 s.
        QVERIFY(SloJudge::addTo(run, *Slo::fromText(QStringLiteral("ttft_ms=200"))));
        QCOMPARE(*run.metricValue(QStringLiteral("slo_attainment_pct")), 50.0);
        QCOMPARE(*run.metricValue(QStringLiteral("goodput_req_per_s")), 0.5);
        QCOMPARE(*run.metricValue(QStringLiteral("goodput_tok_per_s")), 5.0);
        // The tool's own goodput stays, by its own definition.
        QCOMPARE(*run.metricValue(QStringLiteral("goodput_requests_per_s")), 3.0);
        QCOMPARE(run.extra["slo"]["met"].get<int>(), 1);
        QCOMPARE(run.extra["slo"]["window_s"].get<double>(), 2.0);
        QCOMPARE(*SloJudge::storedSlo(run), *Slo::fromText(QStringLiteral("ttft_ms=200")));

        // Judged again under another SLO and with a duration: every figure is the new one's.
        run.setMetric(QStringLiteral("duration_s"), 4.0);
        QVERIFY(SloJudge::addTo(run, *Slo::fromText(QStringLiteral("ttft_ms=400"))));
        QCOMPARE(*run.metricValue(QStringLiteral("slo_attainment_pct")), 100.0);
        QCOMPARE(*run.metricValue(QStringLiteral("goodput_req_per_s")), 0.5);
        QCOMPARE(*run.metricValue(QStringLiteral("goodput_tok_per_s")), 30.0 / 4.0);
        QCOMPARE(run.extra["slo"]["bounds"]["ttft_ms"].get<double>(), 400.0);

        // A window no longer known: the goodput of the SLO before must not stay behind.
        run.metrics.erase(std::remove_if(run.metrics.begin(), run.metrics.end(),
                                         [](const MetricValue &m) {
                                             return m.name == QLatin1String("duration_s");
                                         }),
                          run.metrics.end());
        run.samples.front().sendTimeS.reset();
        QVERIFY(SloJudge::addTo(run, *Slo::fromText(QStringLiteral("ttft_ms=100"))));
        QCOMPARE(*run.metricValue(QStringLiteral("slo_attainment_pct")), 50.0);
        QVERIFY(!run.metricValue(QStringLiteral("goodput_req_per_s")));
        QVERIFY(!run.metricValue(QStringLiteral("goodput_tok_per_s")));
    }

    void differentSlosAreNamedWithTheirRuns()
    {
        const Slo tight = *Slo::fromText(QStringLiteral("ttft_ms=200"));
        const Slo loose = *Slo::fromText(QStringLiteral("ttft_ms=300"));
        std::vector<Run> runs(4);
        for (int i = 0; i < 4; ++i) {
            runs[i].id = i + 1;
            runs[i].samples.push_back(sample(250, 1000, 10));
            runs[i].setMetric(QStringLiteral("duration_s"), 1.0);
        }
        QVERIFY(SloJudge::addTo(runs[0], tight));
        QVERIFY(SloJudge::addTo(runs[1], tight));
        const auto pointers = [&](std::initializer_list<int> which) {
            std::vector<const Run *> list;
            for (const int i : which)
                list.push_back(&runs[i]);
            return list;
        };
        // The same SLO, or none judged at all: nothing to say.
        QVERIFY(SloJudge::differentSlosText(pointers({0, 1})).isEmpty());
        QVERIFY(SloJudge::differentSlosText(pointers({2, 3})).isEmpty());
        QVERIFY(SloJudge::differentSlosText({}).isEmpty());

        QVERIFY(SloJudge::addTo(runs[2], loose));
        // (The plural's English form comes with the translator, which a unit test does not load.)
        const QStringList parts =
            SloJudge::differentSlosText(pointers({0, 1, 2, 3})).split(QStringLiteral("; "));
        QCOMPARE(parts.size(), 3);
        QVERIFY2(parts[0].startsWith(u'2') && parts[0].endsWith(u" (1, 2) against ttft_ms=200"),
                 qPrintable(parts[0]));
        QVERIFY2(parts[1].startsWith(u'1') && parts[1].endsWith(u" (3) against ttft_ms=300"),
                 qPrintable(parts[1]));
        QVERIFY2(parts[2].startsWith(u'1') && parts[2].endsWith(u" (4) against none"),
                 qPrintable(parts[2]));

        // Judged again against one: only those that were not, and only with samples.
        Run noSamples;
        noSamples.id = 5;
        runs.push_back(noSamples);
        QCOMPARE(SloJudge::rejudge(runs, tight), 2);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(SloJudge::storedSlo(runs[i]), std::optional<Slo>(tight));
        QVERIFY(!SloJudge::storedSlo(runs[4]));
        // 250 ms misses 200 ms: the figures are the tight SLO's, not the loose one's.
        QCOMPARE(*runs[2].metricValue(QStringLiteral("slo_attainment_pct")), 0.0);
        QCOMPARE(SloJudge::rejudge(runs, tight), 0);
    }
};

QTEST_GUILESS_MAIN(TestSlo)
#include "tst_slo.moc"
