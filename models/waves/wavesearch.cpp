#include "models/waves/wavesearch.h"

#include "models/waves/wavestr.h"

#include <algorithm>
#include <cmath>

namespace lanebook {

namespace {

using nlohmann::json;

json searchNumberJson(const std::optional<double> &value)
{
    return value ? json(*value) : json();
}

QString verdictId(const stats::PairedComparison &paired)
{
    switch (paired.verdict) {
    case stats::Verdict::Faster:
        return QStringLiteral("higher");
    case stats::Verdict::Slower:
        return QStringLiteral("lower");
    case stats::Verdict::WithinNoise:
        // Told apart from an interval too wide to decide: only one inside the band says the
        // maxima are the same to within the resolution.
        if (paired.logCiLow && paired.logCiHigh &&
            *paired.logCiLow >= -stats::percentToLogRatio(paired.thresholdPercent) &&
            *paired.logCiHigh <= stats::percentToLogRatio(paired.thresholdPercent))
            return QStringLiteral("within_resolution");
        return QStringLiteral("inconclusive");
    case stats::Verdict::NotEnoughData:
        break;
    }
    return QStringLiteral("not_enough_data");
}

} // namespace

QString ArmLoadSearch::endId() const
{
    if (!failure.isEmpty())
        return QStringLiteral("probe_failed");
    if (search.end() == MaxLoadSearch::End::Running)
        return QStringLiteral("not_finished");
    return MaxLoadSearch::endId(search.end());
}

QString ArmLoadSearch::endText(const QString &endId)
{
    if (endId == u"converged")
        return WavesTr::tr("converged");
    if (endId == u"probe_budget")
        return WavesTr::tr("out of probes before the resolution");
    if (endId == u"below_minimum")
        return WavesTr::tr("even concurrency 1 missed");
    if (endId == u"above_maximum")
        return WavesTr::tr("still met at the highest concurrency allowed");
    if (endId == u"probe_failed")
        return WavesTr::tr("a probe failed");
    return WavesTr::tr("not finished");
}

std::optional<int> ArmLoadSearch::maximum() const
{
    if (!failure.isEmpty() || search.end() != MaxLoadSearch::End::Converged || !search.highestMet())
        return std::nullopt;
    return int(std::lround(*search.highestMet()));
}

WaveSearchSchedule::WaveSearchSchedule(const WavePlan &plan)
    : m_plan(plan)
    , m_servers(plan)
    , m_points(plan.workload.points())
{}

void WaveSearchSchedule::openSearches()
{
    const WaveLoadSearch settings = m_plan.search.value_or(WaveLoadSearch{});
    for (const int armIndex : armOrderInRepeat(m_plan, m_repeat)) {
        const WaveArm &arm = m_plan.arms[size_t(armIndex)];
        MaxLoadSearch::Options options;
        options.startLoad = double(m_points[m_point].concurrency);
        options.targetAttainmentPct = settings.targetAttainmentPct;
        options.resolution = settings.resolutionPct / 100.0;
        options.maxProbes = settings.maxProbes;
        options.wholeNumbers = true;
        ArmLoadSearch search{armIndex,
                             arm.name,
                             arm.role,
                             m_repeat,
                             int(m_point),
                             m_points[m_point],
                             MaxLoadSearch(options)};
        m_open.push_back(m_searches.size());
        m_searches.push_back(std::move(search));
    }
}

std::vector<WaveStep> WaveSearchSchedule::nextRound(int firstIndex)
{
    std::vector<WaveStep> steps;
    const bool sideBySide = m_plan.execution == WaveExecutionMode::SideBySide;
    while (steps.empty() && m_repeat < m_plan.repeats && !m_points.empty()) {
        if (m_open.empty())
            openSearches();
        for (const size_t open : m_open) {
            ArmLoadSearch &arm = m_searches[open];
            const std::optional<double> load = arm.search.nextLoad();
            if (!arm.failure.isEmpty() || !load)
                continue;
            WaveStep step;
            step.index = firstIndex + int(steps.size());
            step.group = sideBySide ? m_slot : step.index;
            step.repeat = m_repeat;
            step.slot = m_slot;
            step.armIndex = arm.armIndex;
            step.arm = arm.arm;
            step.config = m_plan.arms[size_t(arm.armIndex)].config;
            step.role = arm.role;
            step.pointIndex = arm.pointIndex;
            step.point = searchProbePoint(arm.start, int(std::lround(*load)));
            step.gpus = armGpusInRepeat(m_plan, arm.armIndex, m_repeat);
            step.probe = int(arm.probeSteps.size()) + 1;
            m_servers.place(step);
            arm.probeSteps.push_back(step.index);
            steps.push_back(step);
        }
        if (!steps.empty()) {
            ++m_slot;
            break;
        }
        // Every search of this repeat and point has ended: on to the next.
        m_open.clear();
        if (++m_point >= m_points.size()) {
            m_point = 0;
            ++m_repeat;
        }
    }
    return steps;
}

ArmLoadSearch *WaveSearchSchedule::searchOf(const WaveStep &step)
{
    for (const size_t open : m_open) {
        ArmLoadSearch &arm = m_searches[open];
        if (std::find(arm.probeSteps.begin(), arm.probeSteps.end(), step.index) !=
            arm.probeSteps.end())
            return &arm;
    }
    return nullptr;
}

void WaveSearchSchedule::record(const WaveStep &step, std::optional<double> attainmentPct,
                                const QString &failure)
{
    ArmLoadSearch *arm = searchOf(step);
    if (!arm || !arm->failure.isEmpty())
        return;
    if (attainmentPct)
        arm->search.record(double(step.point.concurrency), *attainmentPct);
    else
        arm->failure = failure.isEmpty() ? QStringLiteral("the probe did not run") : failure;
}

std::vector<SearchComparison> compareSearchMaxima(const WavePlan &plan,
                                                  const std::vector<ArmLoadSearch> &searches)
{
    std::vector<SearchComparison> comparisons;
    const auto control = std::find_if(plan.arms.begin(), plan.arms.end(), [](const WaveArm &arm) {
        return arm.role == ArmRole::Control;
    });
    if (control == plan.arms.end())
        return comparisons;
    const auto maximumOf = [&searches](const QString &arm, int repeat,
                                       int point) -> std::optional<int> {
        for (const ArmLoadSearch &search : searches) {
            if (search.arm == arm && search.repeat == repeat && search.pointIndex == point)
                return search.maximum();
        }
        return std::nullopt;
    };
    const std::vector<WavePoint> points = plan.workload.points();
    const double resolutionPct = plan.search ? plan.search->resolutionPct : 5.0;
    for (const WaveArm &candidate : plan.arms) {
        if (candidate.role != ArmRole::Candidate)
            continue;
        for (size_t point = 0; point < points.size(); ++point) {
            SearchComparison comparison;
            comparison.pointIndex = int(point);
            comparison.contextTokens = points[point].contextTokens;
            comparison.control = control->name;
            comparison.candidate = candidate.name;
            for (int repeat = 0; repeat < plan.repeats; ++repeat) {
                const std::optional<int> a = maximumOf(control->name, repeat, int(point));
                const std::optional<int> b = maximumOf(candidate.name, repeat, int(point));
                if (!a || !b) {
                    ++comparison.droppedRepeats;
                    continue;
                }
                comparison.repeats.push_back(repeat);
                comparison.controlMaxima.push_back(double(*a));
                comparison.candidateMaxima.push_back(double(*b));
            }
            stats::ComparisonOptions options;
            options.metricName = QStringLiteral("max_concurrency_under_slo");
            // The band is the search's resolution: maxima known to within it are not told
            // apart by a smaller difference, however tight their interval.
            options.noiseFloorPercent = resolutionPct;
            comparison.paired =
                stats::comparePaired(comparison.controlMaxima, comparison.candidateMaxima, options);
            comparisons.push_back(std::move(comparison));
        }
    }
    return comparisons;
}

json waveSearchSummaryJson(const WavePlan &plan, const std::vector<ArmLoadSearch> &searches,
                           const std::vector<SearchComparison> &comparisons)
{
    const WaveLoadSearch settings = plan.search.value_or(WaveLoadSearch{});
    json arms = json::array();
    for (const ArmLoadSearch &search : searches) {
        json probes = json::array();
        for (size_t i = 0; i < search.search.probes().size(); ++i) {
            const MaxLoadSearch::Probe &probe = search.search.probes()[i];
            probes.push_back({{"probe", i + 1},
                              {"step", i < search.probeSteps.size() ? search.probeSteps[i] : -1},
                              {"concurrency", int(std::lround(probe.load))},
                              {"slo_attainment_pct", probe.attainmentPct},
                              {"met", probe.met}});
        }
        const std::optional<int> maximum = search.maximum();
        json entry = {{"arm", search.arm.toStdString()},
                      {"role", armRoleId(search.role).toStdString()},
                      {"repeat", search.repeat},
                      {"point", search.pointIndex},
                      {"context_tokens", search.start.contextTokens},
                      {"start_concurrency", search.start.concurrency},
                      {"probes", probes},
                      {"max_concurrency_under_slo", maximum ? json(*maximum) : json()},
                      {"highest_met", searchNumberJson(search.search.highestMet())},
                      {"lowest_missed", searchNumberJson(search.search.lowestMissed())},
                      {"end", search.endId().toStdString()}};
        if (!search.failure.isEmpty())
            entry["failure"] = search.failure.toStdString();
        arms.push_back(entry);
    }
    json compared = json::array();
    for (const SearchComparison &c : comparisons) {
        compared.push_back({{"point", c.pointIndex},
                            {"context_tokens", c.contextTokens},
                            {"control", c.control.toStdString()},
                            {"candidate", c.candidate.toStdString()},
                            {"repeats", c.repeats},
                            {"control_max_concurrency", c.controlMaxima},
                            {"candidate_max_concurrency", c.candidateMaxima},
                            {"pairs", c.paired.pairs},
                            {"delta_pct", searchNumberJson(c.paired.deltaPercent)},
                            {"ci_low_pct", searchNumberJson(c.paired.ciLowPercent)},
                            {"ci_high_pct", searchNumberJson(c.paired.ciHighPercent)},
                            {"threshold_pct", c.paired.thresholdPercent},
                            {"dropped_repeats", c.droppedRepeats},
                            {"verdict", verdictId(c.paired).toStdString()},
                            {"message", c.paired.message.toStdString()}});
    }
    return {{"target_attainment_pct", settings.targetAttainmentPct},
            {"resolution_pct", settings.resolutionPct},
            {"max_probes", settings.maxProbes},
            {"slo", plan.slo ? plan.slo->toJson() : json()},
            {"arms", arms},
            {"comparisons", compared}};
}

} // namespace lanebook
