// The steady window of a serving run and the steady_state gate: a closed loop that held its
// streams passes; a run whose load ramps through it, or one that is mostly ramp-up and drain,
// warns; a run without send times is not judged.
#include "models/frontier/steadystate.h"
#include "models/gates/rungates.h"

#include <QTest>

using namespace lanebook;

namespace {

RequestSample request(double sendS, double e2elMs, int tokens = 100)
{
    RequestSample s;
    s.sendTimeS = sendS;
    s.ttftMs = 10.0;
    s.e2elMs = e2elMs;
    s.outputTokens = tokens;
    return s;
}

// A closed loop: `streams` streams, each sending its next request as the last one ends, every
// request taking `e2elMs`, the streams' starts spread evenly over one request's time so that
// completions spread too.
std::vector<RequestSample> closedLoop(int streams, int perStream, double e2elMs)
{
    std::vector<RequestSample> samples;
    for (int s = 0; s < streams; ++s) {
        const double offsetS = s * e2elMs / 1000.0 / streams;
        for (int k = 0; k < perStream; ++k)
            samples.push_back(request(offsetS + k * e2elMs / 1000.0, e2elMs));
    }
    return samples;
}

} // namespace

class TestSteadyState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void flatClosedLoopPasses()
    {
        const std::vector<RequestSample> samples = closedLoop(8, 20, 500.0);
        const std::optional<SteadyWindow> window = SteadyState::find(samples);
        QVERIFY(window);
        QCOMPARE(window->typicalInFlight, 8);
        // The 8th stream's first send to the last send: 0.4375 s to 9.9375 s of 0 .. 10.4375 s.
        QCOMPARE(window->startS, 0.4375);
        QCOMPARE(window->endS, 0.4375 + 19 * 0.5);
        QVERIFY(window->share() > 0.9);
        QVERIFY2(std::abs(SteadyState::trend(*window)) < 0.05,
                 qPrintable(QString::number(SteadyState::trend(*window))));
        QVERIFY(!SteadyState::trendIsReal(*window));
        // 8 streams of 100 tokens every 0.5 s: 1,600 tok/s inside the window.
        QVERIFY2(std::abs(window->outputTokPerS - 1600.0) < 100.0,
                 qPrintable(QString::number(window->outputTokPerS)));

        Run run;
        run.samples = samples;
        const GateResult gate = checkSteadyState(run);
        QCOMPARE(gate.outcome, GateOutcome::Pass);
        QCOMPARE(gateId(gate.gate), QStringLiteral("steady_state"));
        QVERIFY(gate.evidenceValue(QStringLiteral("steady_window_pct")).value() > 90.0);
        QVERIFY(SteadyState::addTo(run));
        QCOMPARE(*run.metricValue(QStringLiteral("output_tok_per_s_steady")),
                 window->outputTokPerS);
    }

    // An open loop whose arrival rate climbs through the run (1 req/s to 20 req/s): the
    // completions of its last third far outnumber those of its first.
    void rampingLoadWarns()
    {
        std::vector<RequestSample> samples;
        double t = 0.0;
        for (int i = 0; i < 400; ++i) {
            const double rate = 1.0 + 19.0 * i / 400.0;
            samples.push_back(request(t, 400.0));
            t += 1.0 / rate;
        }
        const std::optional<SteadyWindow> window = SteadyState::find(samples);
        QVERIFY(window);
        QVERIFY(SteadyState::trend(*window) > SteadyState::kMaximumTrend);
        QVERIFY(SteadyState::trendIsReal(*window));
        Run run;
        run.samples = samples;
        const GateResult gate = checkSteadyState(run);
        QCOMPARE(gate.outcome, GateOutcome::Warn);
        QVERIFY2(gate.reason.contains(QStringLiteral("rising")), qPrintable(gate.reason));
        // More in flight at the end than at the start, but the server kept up: no pile-up.
        const auto growth = SteadyState::queueGrowth(samples, *window);
        QVERIFY(growth && growth->growth() > 0);
        QVERIFY(!SteadyState::saturated(*growth));
    }

    // A server that admits two requests at a time and serves each in 30 ms (about 66 a second),
    // first come first served, fed an open loop: at 100 requests a second they pile up (the
    // gate says so, before the short window it also causes); at 50 a second it keeps up.
    void pileUpIsSaturation()
    {
        const auto fcfs = [](double ratePerS, int requests) {
            std::vector<RequestSample> samples;
            std::vector<double> freeAtS{0.0, 0.0}; // when each of the two slots frees up
            for (int i = 0; i < requests; ++i) {
                const double sendS = i / ratePerS;
                auto slot = std::min_element(freeAtS.begin(), freeAtS.end());
                const double startS = std::max(sendS, *slot);
                *slot = startS + 0.030;
                samples.push_back(request(sendS, 1000.0 * (*slot - sendS)));
            }
            return samples;
        };
        Run flood;
        flood.samples = fcfs(100.0, 300);
        const std::optional<SteadyWindow> window = SteadyState::find(flood.samples);
        QVERIFY(window);
        const std::optional<SteadyState::QueueGrowth> growth =
            SteadyState::queueGrowth(flood.samples, *window);
        QVERIFY(growth);
        QVERIFY(SteadyState::saturated(*growth));
        // 100 sent a second, 66.7 finished: a third of the window's requests still wait.
        QVERIFY2(std::abs(double(growth->growth()) / growth->sent - 1.0 / 3.0) < 0.05,
                 qPrintable(QStringLiteral("%1 of %2").arg(growth->growth()).arg(growth->sent)));
        const GateResult gate = checkSteadyState(flood);
        QCOMPARE(gate.outcome, GateOutcome::Warn);
        QVERIFY2(gate.reason.startsWith(QStringLiteral("Requests piled up")),
                 qPrintable(gate.reason));
        QVERIFY(SteadyState::addTo(flood));
        QCOMPARE(flood.extra["steady_state"]["queue"]["saturated"], true);

        // A server that keeps up but takes 10 s a request, sent 10 a second for 10 s: the
        // window opens on the ramp, and a count from there would be the rest of the ramp.
        std::vector<RequestSample> slow;
        for (int i = 0; i < 100; ++i)
            slow.push_back(request(i / 10.0, 10000.0));
        const auto slowWindow = SteadyState::find(slow);
        QVERIFY(slowWindow);
        const auto slowGrowth = SteadyState::queueGrowth(slow, *slowWindow);
        QVERIFY(!slowGrowth || !SteadyState::saturated(*slowGrowth));

        Run kept;
        kept.samples = fcfs(50.0, 300);
        const auto keptGrowth =
            SteadyState::queueGrowth(kept.samples, *SteadyState::find(kept.samples));
        QVERIFY(keptGrowth);
        QVERIFY(!SteadyState::saturated(*keptGrowth));
        QCOMPARE(checkSteadyState(kept).outcome, GateOutcome::Pass);
    }

    // One wave: every stream sends once, so the run is all ramp-up and drain.
    void oneWaveIsMostlyRampAndDrain()
    {
        Run run;
        run.samples = closedLoop(16, 1, 1000.0);
        const GateResult gate = checkSteadyState(run);
        QCOMPARE(gate.outcome, GateOutcome::Warn);
        QVERIFY(gate.evidenceValue(QStringLiteral("steady_window_pct")).value() < 50.0);
    }

    // A few completions that differ by chance are no trend.
    void smallCountsAreNoise()
    {
        SteadyWindow window;
        window.firstThirdCompleted = 4;
        window.lastThirdCompleted = 7;
        window.firstThirdTokPerS = 400.0;
        window.lastThirdTokPerS = 700.0;
        QVERIFY(SteadyState::trend(window) > SteadyState::kMaximumTrend);
        QVERIFY(!SteadyState::trendIsReal(window));
    }

    // A failed request that recorded no latency leaves the rest judged; a closed loop as wide
    // as its requests (every send at once) has no steady window at all, and warns.
    void failuresAndAllAtOnce()
    {
        Run run;
        run.samples = closedLoop(8, 20, 500.0);
        run.samples[17].e2elMs.reset();
        run.samples[17].error = QStringLiteral("HTTP 500");
        QVERIFY(SteadyState::find(run.samples));
        QCOMPARE(checkSteadyState(run).outcome, GateOutcome::Pass);

        Run burst;
        for (int i = 0; i < 16; ++i)
            burst.samples.push_back(request(0.0, 800.0 + i));
        const std::optional<SteadyWindow> window = SteadyState::find(burst.samples);
        QVERIFY(window);
        QCOMPARE(window->lengthS(), 0.0);
        const GateResult gate = checkSteadyState(burst);
        QCOMPARE(gate.outcome, GateOutcome::Warn);
        QCOMPARE(gate.evidenceValue(QStringLiteral("steady_window_pct")).value(), 0.0);
        QVERIFY(!SteadyState::addTo(burst)); // no window to report figures over
        QVERIFY(!burst.metricValue(QStringLiteral("output_tok_per_s_steady")));
    }

    void withoutSendTimesNotJudged()
    {
        Run run;
        QCOMPARE(checkSteadyState(run).outcome, GateOutcome::NotApplicable);
        run.samples = closedLoop(2, 5, 100.0);
        run.samples[3].sendTimeS.reset();
        QVERIFY(!SteadyState::find(run.samples));
        QCOMPARE(checkSteadyState(run).outcome, GateOutcome::NotApplicable);
        QVERIFY(!SteadyState::addTo(run));
    }
};

QTEST_GUILESS_MAIN(TestSteadyState)
#include "tst_steadystate.moc"
