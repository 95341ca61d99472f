// A wave that searches (models/waves/wavesearch.h): its probes decided round by round, one per
// arm still searching, interleaved (or ABBA) like any wave; each arm's search converging on its
// own knee; a probe that could not run ending that arm's search with no maximum; the paired
// comparison of the maxima naming the arm that holds more, and refusing to tell apart maxima
// within the search's resolution; the plan's "search" read, written and checked.
#include "models/waves/waveplanjson.h"
#include "models/waves/wavesearch.h"

#include "waveplanfixture.h"

#include <QtTest>

#include <cmath>
#include <functional>
#include <map>

using namespace lanebook;

namespace {

WavePlan searchingPlan(int repeats)
{
    WavePlan plan;
    plan.name = QStringLiteral("search");
    plan.configs = {test::plannedServerConfig(QStringLiteral("slow"), 9001),
                    test::plannedServerConfig(QStringLiteral("fast"), 9002)};
    plan.arms = {WaveArm{QStringLiteral("A"), QStringLiteral("slow"), ArmRole::Control, {0}},
                 WaveArm{QStringLiteral("B"), QStringLiteral("fast"), ArmRole::Candidate, {1}}};
    plan.workload.concurrency = {8};
    plan.workload.contextTokens = {256};
    plan.workload.outputTokens = 20;
    plan.workload.requests = {10};
    plan.repeats = repeats;
    plan.slo = Slo{};
    plan.slo->tpotMs = 50.0;
    plan.search = WaveLoadSearch{};
    return plan;
}

// A server whose attainment is 100 % up to its knee and 50 % past it.
using Server = std::function<std::optional<double>(const WaveStep &)>;

Server kneeServer(const std::map<QString, double> &knees)
{
    return [knees](const WaveStep &step) -> std::optional<double> {
        return step.point.concurrency <= knees.at(step.arm) ? 100.0 : 50.0;
    };
}

// Runs the whole search as the wave runner does: round after round, every probe recorded.
std::vector<std::vector<WaveStep>> runSearch(WaveSearchSchedule &schedule, const Server &server)
{
    std::vector<std::vector<WaveStep>> rounds;
    int next = 0;
    for (std::vector<WaveStep> round = schedule.nextRound(next); !round.empty();
         round = schedule.nextRound(next)) {
        for (const WaveStep &step : round) {
            const std::optional<double> attainment = server(step);
            schedule.record(step, attainment,
                            attainment ? QString() : QStringLiteral("the server did not start"));
        }
        next += int(round.size());
        rounds.push_back(round);
    }
    return rounds;
}

QString armsOf(const std::vector<WaveStep> &round)
{
    QStringList arms;
    for (const WaveStep &step : round)
        arms << step.arm;
    return arms.join(QLatin1Char(','));
}

} // namespace

class TestWaveSearch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eachArmFindsItsKneeInterleaved()
    {
        WavePlan plan = searchingPlan(2);
        plan.order = ArmOrderPolicy::Counterbalanced;
        WaveSearchSchedule schedule(plan);
        const auto rounds = runSearch(
            schedule, kneeServer({{QStringLiteral("A"), 5.0}, {QStringLiteral("B"), 11.0}}));
        // Repeat 0 in plan order, repeat 1 reversed; an arm whose search ended drops out.
        QVERIFY(!rounds.empty());
        QCOMPARE(armsOf(rounds.front()), QStringLiteral("A,B"));
        int index = 0;
        int lastSlot = -1;
        for (const auto &round : rounds) {
            QVERIFY(round.front().slot > lastSlot); // a slot per round
            for (const WaveStep &step : round) {
                QCOMPARE(step.index, index++); // numbered on from the last round
                QCOMPARE(step.slot, round.front().slot);
                QVERIFY(step.probe >= 1);
                QCOMPARE(step.point.contextTokens, 256);
                // At least four requests per stream, never fewer than the plan's.
                QCOMPARE(step.point.requests, std::max(10, 4 * step.point.concurrency));
                QCOMPARE(step.group, step.index); // alternate: every step its own group
                QCOMPARE(step.gpus, QList<int>{step.arm == QLatin1String("A") ? 0 : 1});
            }
            lastSlot = round.front().slot;
        }
        const auto repeatOne = std::find_if(rounds.begin(), rounds.end(), [](const auto &round) {
            return round.front().repeat == 1;
        });
        QVERIFY(repeatOne != rounds.end());
        QCOMPARE(armsOf(*repeatOne), QStringLiteral("B,A"));

        const std::vector<ArmLoadSearch> &searches = schedule.searches();
        QCOMPARE(searches.size(), size_t(4)); // two arms, two repeats, one point
        for (const ArmLoadSearch &search : searches) {
            QCOMPARE(search.endId(), QStringLiteral("converged"));
            QCOMPARE(search.maximum(), std::optional<int>(search.arm == u"A" ? 5 : 11));
            QVERIFY(int(search.search.probes().size()) <= plan.search->maxProbes);
            QCOMPARE(search.probeSteps.size(), search.search.probes().size());
            // The first probe is the workload's concurrency.
            QCOMPARE(int(search.search.probes().front().load), 8);
        }
        // The A probes: 8 missed, 4 met, then bisection to the neighbours 5 and 6.
        std::vector<int> loads;
        for (const MaxLoadSearch::Probe &probe : searches[0].search.probes())
            loads.push_back(int(probe.load));
        QCOMPARE(loads, (std::vector<int>{8, 4, 6, 5}));
    }

    void sideBySideRoundsAreOneGroup()
    {
        WavePlan plan = searchingPlan(1);
        plan.execution = WaveExecutionMode::SideBySide;
        WaveSearchSchedule schedule(plan);
        const auto rounds = runSearch(
            schedule, kneeServer({{QStringLiteral("A"), 5.0}, {QStringLiteral("B"), 11.0}}));
        for (const auto &round : rounds) {
            for (const WaveStep &step : round)
                QCOMPARE(step.group, round.front().slot);
        }
        // B needs more probes than A: its last rounds hold B alone.
        QCOMPARE(armsOf(rounds.back()), QStringLiteral("B"));
    }

    void failedProbeEndsThatSearchOnly()
    {
        WavePlan plan = searchingPlan(2);
        WaveSearchSchedule schedule(plan);
        // Arm B's server does not start in repeat 0.
        const Server server = [](const WaveStep &step) -> std::optional<double> {
            if (step.arm == u"B" && step.repeat == 0)
                return std::nullopt;
            return step.point.concurrency <= (step.arm == u"A" ? 5 : 11) ? 100.0 : 0.0;
        };
        runSearch(schedule, server);
        const std::vector<ArmLoadSearch> &searches = schedule.searches();
        QCOMPARE(searches.size(), size_t(4));
        QCOMPARE(searches[1].arm, QStringLiteral("B"));
        QCOMPARE(searches[1].endId(), QStringLiteral("probe_failed"));
        QCOMPARE(searches[1].failure, QStringLiteral("the server did not start"));
        QCOMPARE(searches[1].probeSteps.size(), size_t(1));
        QCOMPARE(searches[1].maximum(), std::nullopt);
        QCOMPARE(searches[0].maximum(), std::optional<int>(5));
        QCOMPARE(searches[3].maximum(), std::optional<int>(11));
        // Only repeat 1 pairs: one pair is not enough for a verdict.
        const auto comparisons = compareSearchMaxima(plan, searches);
        QCOMPARE(comparisons.size(), size_t(1));
        QCOMPARE(comparisons[0].repeats, std::vector<int>{1});
        QCOMPARE(comparisons[0].droppedRepeats, 1);
        const nlohmann::json summary =
            waveSearchSummaryJson(plan, schedule.searches(), comparisons);
        QCOMPARE(summary["comparisons"][0]["dropped_repeats"], 1);
        QCOMPARE(summary["comparisons"][0]["verdict"], "not_enough_data");
        QCOMPARE(comparisons[0].paired.verdict, stats::Verdict::NotEnoughData);
    }

    void pairedMaximaNameTheArmThatHoldsMore()
    {
        WavePlan plan = searchingPlan(6);
        WaveSearchSchedule schedule(plan);
        // The knees move a little from repeat to repeat, as a real server's do.
        const Server server = [](const WaveStep &step) -> std::optional<double> {
            const int knee = (step.arm == u"A" ? 5 : 11) + (step.repeat % 3 == 2 ? 1 : 0);
            return step.point.concurrency <= knee ? 100.0 : 80.0;
        };
        runSearch(schedule, server);
        const auto comparisons = compareSearchMaxima(plan, schedule.searches());
        QCOMPARE(comparisons.size(), size_t(1));
        const SearchComparison &c = comparisons[0];
        QCOMPARE(c.control, QStringLiteral("A"));
        QCOMPARE(c.candidate, QStringLiteral("B"));
        QCOMPARE(c.paired.pairs, 6);
        QCOMPARE(c.controlMaxima, (std::vector<double>{5, 5, 6, 5, 5, 6}));
        QCOMPARE(c.candidateMaxima, (std::vector<double>{11, 11, 12, 11, 11, 12}));
        QCOMPARE(c.paired.verdict, stats::Verdict::Faster);
        QVERIFY(*c.paired.ciLowPercent > 90.0);   // 11/5 and 12/6: +100 % to +120 %
        QCOMPARE(c.paired.thresholdPercent, 5.0); // the resolution is the band

        const nlohmann::json summary =
            waveSearchSummaryJson(plan, schedule.searches(), comparisons);
        QCOMPARE(summary["arms"].size(), size_t(12));
        QCOMPARE(summary["comparisons"][0]["verdict"], "higher");
        QCOMPARE(summary["arms"][0]["max_concurrency_under_slo"], 5);
        QCOMPARE(summary["arms"][0]["end"], "converged");
        QCOMPARE(summary["slo"]["tpot_ms"], 50.0);
    }

    void maximaWithinTheResolutionAreNotToldApart()
    {
        WavePlan plan = searchingPlan(6);
        plan.workload.concurrency = {40};
        plan.search->resolutionPct = 10.0;
        WaveSearchSchedule schedule(plan);
        // Probes 40, 80, 57, 48, 52: A converges on 48 (missed 52), B on 52 (missed 57), each
        // bracket within 10 %; 52 against 48 is +8 %, inside the resolution.
        runSearch(schedule, kneeServer({{QStringLiteral("A"), 50.0}, {QStringLiteral("B"), 53.0}}));
        const auto comparisons = compareSearchMaxima(plan, schedule.searches());
        QCOMPARE(comparisons.size(), size_t(1));
        QCOMPARE(comparisons[0].controlMaxima, std::vector<double>(6, 48.0));
        QCOMPARE(comparisons[0].candidateMaxima, std::vector<double>(6, 52.0));
        QCOMPARE(comparisons[0].paired.pairs, 6);
        QCOMPARE(comparisons[0].paired.thresholdPercent, 10.0);
        QCOMPARE(comparisons[0].paired.verdict, stats::Verdict::WithinNoise);
    }

    // Maxima that swing from repeat to repeat around the control's: an interval too wide to
    // decide is said as such, not as "the same to within the resolution".
    void wideIntervalIsInconclusive()
    {
        WavePlan plan = searchingPlan(6);
        WaveSearchSchedule schedule(plan);
        runSearch(schedule, [](const WaveStep &step) -> std::optional<double> {
            const int knee = step.arm == u"A" ? 10 : (step.repeat % 2 == 0 ? 7 : 14);
            return step.point.concurrency <= knee ? 100.0 : 0.0;
        });
        const auto comparisons = compareSearchMaxima(plan, schedule.searches());
        QCOMPARE(comparisons[0].candidateMaxima, (std::vector<double>{7, 14, 7, 14, 7, 14}));
        QCOMPARE(comparisons[0].paired.verdict, stats::Verdict::WithinNoise);
        const nlohmann::json summary =
            waveSearchSummaryJson(plan, schedule.searches(), comparisons);
        QCOMPARE(summary["comparisons"][0]["verdict"], "inconclusive");
    }

    void scheduleIsTheMostItCanRun()
    {
        WavePlan plan = searchingPlan(3);
        plan.search->maxProbes = 5;
        const std::vector<WaveStep> steps = scheduleWave(plan);
        QCOMPARE(steps.size(), size_t(3 * 5 * 2)); // repeats x probes x arms
        QCOMPARE(steps[0].probe, 1);
        QCOMPARE(steps[2].probe, 2);
        QCOMPARE(steps.back().probe, 5);
        QVERIFY(estimatedWaveDurationS(steps) > 0.0);
    }

    void planSearchIsReadWrittenAndChecked()
    {
        WavePlan plan = searchingPlan(2);
        plan.search->targetAttainmentPct = 95.0;
        plan.search->maxProbes = 6;
        const nlohmann::json json = wavePlanToJson(plan);
        QCOMPARE(json["search"]["target_attainment_pct"], 95.0);
        const WavePlanParse again = wavePlanFromJson(json, QString());
        QVERIFY2(again.plan, qPrintable(again.errors.join(u'\n')));
        QCOMPARE(again.plan->search, plan.search);

        nlohmann::json noSlo = json;
        noSlo.erase("slo");
        const WavePlanParse refused = wavePlanFromJson(noSlo, QString());
        QVERIFY(!refused.plan);
        QVERIFY2(refused.errors.join(u'\n').contains(QStringLiteral("search:")),
                 qPrintable(refused.errors.join(u'\n')));

        nlohmann::json twoStarts = json;
        twoStarts["workload"]["concurrency"] = {4, 8};
        const WavePlanParse two = wavePlanFromJson(twoStarts, QString());
        QVERIFY(!two.plan);
        QVERIFY2(two.errors.join(u'\n').contains(QStringLiteral("starts from one concurrency")),
                 qPrintable(two.errors.join(u'\n')));

        nlohmann::json badKeys = json;
        badKeys["search"] = {{"target_attainment_pct", 150}, {"max_probes", 0}, {"speed", 1}};
        const WavePlanParse bad = wavePlanFromJson(badKeys, QString());
        QVERIFY(!bad.plan);
        QVERIFY2(bad.errors.size() >= 2, qPrintable(bad.errors.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestWaveSearch)
#include "tst_wavesearch.moc"
