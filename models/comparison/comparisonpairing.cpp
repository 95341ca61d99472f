// Workload points and pairs: which runs of the two arms are compared with which.
#include "models/comparison/comparisonsteps.h"

#include "models/comparison/comparisontr.h"

#include <QStringList>

#include <algorithm>
#include <map>

namespace lanebook::ComparisonSteps {

namespace {

constexpr int kNamesListed = 5;

bool allTimed(const std::vector<const Run *> &runs)
{
    return std::all_of(runs.begin(), runs.end(),
                       [](const Run *run) { return run->startedAt.isValid(); });
}

std::vector<const Run *> byStartTime(std::vector<const Run *> runs)
{
    std::stable_sort(runs.begin(), runs.end(),
                     [](const Run *a, const Run *b) { return a->startedAt < b->startedAt; });
    return runs;
}

// Pairs by (wave, repeat) when every run records a slot and no slot repeats within an arm.
std::optional<Pairing> pairBySlot(const std::vector<const Run *> &control,
                                  const std::vector<const Run *> &candidate)
{
    std::map<RepeatSlot, const Run *> a;
    std::map<RepeatSlot, const Run *> b;
    for (const auto &[arm, bySlot] : {std::pair{&control, &a}, std::pair{&candidate, &b}}) {
        for (const Run *run : *arm) {
            const RepeatSlot slot = repeatSlotOf(*run);
            if (!slot.isValid() || !bySlot->emplace(slot, run).second)
                return std::nullopt;
        }
    }
    Pairing pairing;
    pairing.kind = PairingKind::RepeatSlot;
    for (const auto &[slot, run] : a) {
        const auto partner = b.find(slot);
        if (partner == b.end()) {
            pairing.leftOut.push_back(run);
            continue;
        }
        pairing.control.push_back(run);
        pairing.candidate.push_back(partner->second);
    }
    for (const auto &[slot, run] : b) {
        if (!a.count(slot))
            pairing.leftOut.push_back(run);
    }
    if (pairing.control.empty())
        return std::nullopt;
    return pairing;
}

// Pairs by start time when the arms have as many runs and each pair ran back to back:
// sorted by time, positions 2i and 2i+1 hold one run of each arm (ABAB, ABBA, BAAB...).
std::optional<Pairing> pairByTime(const std::vector<const Run *> &control,
                                  const std::vector<const Run *> &candidate)
{
    if (control.size() != candidate.size() || !allTimed(control) || !allTimed(candidate))
        return std::nullopt;
    std::vector<std::pair<const Run *, bool>> merged; // (run, is control)
    for (const Run *run : control)
        merged.emplace_back(run, true);
    for (const Run *run : candidate)
        merged.emplace_back(run, false);
    std::stable_sort(merged.begin(), merged.end(), [](const auto &x, const auto &y) {
        return x.first->startedAt < y.first->startedAt;
    });
    Pairing pairing;
    pairing.kind = PairingKind::StartTimeOrder;
    for (size_t i = 0; i + 1 < merged.size(); i += 2) {
        const auto &first = merged[i];
        const auto &second = merged[i + 1];
        if (first.second == second.second)
            return std::nullopt;
        pairing.control.push_back(first.second ? first.first : second.first);
        pairing.candidate.push_back(first.second ? second.first : first.first);
    }
    return pairing;
}

} // namespace

std::vector<PointRuns> groupByPoint(const std::vector<const Run *> &control,
                                    const std::vector<const Run *> &candidate)
{
    std::vector<PointRuns> points;
    for (const bool isControl : {true, false}) {
        for (const Run *run : isControl ? control : candidate) {
            const WorkloadPoint point = workloadPointOf(*run);
            auto it = std::find_if(points.begin(), points.end(),
                                   [&point](const PointRuns &p) { return p.point.matches(point); });
            if (it == points.end()) {
                points.push_back({point, {}, {}});
                it = points.end() - 1;
            }
            (isControl ? it->control : it->candidate).push_back(run);
        }
    }
    std::stable_sort(points.begin(), points.end(), [](const PointRuns &a, const PointRuns &b) {
        return a.point.lessThan(b.point);
    });
    return points;
}

Pairing pairRuns(const std::vector<const Run *> &control, const std::vector<const Run *> &candidate)
{
    if (auto slotted = pairBySlot(control, candidate))
        return *slotted;
    if (auto timed = pairByTime(control, candidate))
        return *timed;
    Pairing pairing;
    pairing.control = allTimed(control) ? byStartTime(control) : control;
    pairing.candidate = allTimed(candidate) ? byStartTime(candidate) : candidate;
    return pairing;
}

QString runName(const Run &run)
{
    if (!run.label.isEmpty())
        return run.id > 0 ? ComparisonTr::tr("%1 (id %2)").arg(run.label).arg(run.id) : run.label;
    return ComparisonTr::tr("run %1").arg(run.id);
}

QString runNames(const std::vector<const Run *> &runs)
{
    QStringList names;
    for (size_t i = 0; i < runs.size() && i < size_t(kNamesListed); ++i)
        names << runName(*runs[i]);
    QString text = names.join(QStringLiteral(", "));
    if (runs.size() > size_t(kNamesListed))
        text += ComparisonTr::tr(" and %n more", nullptr, int(runs.size()) - kNamesListed);
    return text;
}

} // namespace lanebook::ComparisonSteps
