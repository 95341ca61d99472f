#include "models/waves/waveschedule.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace lanebook {

namespace {

bool sharesGpu(const QList<int> &a, const QList<int> &b)
{
    return std::any_of(a.begin(), a.end(), [&b](int gpu) { return b.contains(gpu); });
}

// A rough figure for the planner's preview: decode time at the config's expected per-stream
// rate, in waves of `concurrency` requests. Prefill and queueing are ignored on purpose: the
// estimate orders plans by length, it does not promise a finishing time.
// Conversations send `turns` requests each, one after another with the think time between
// them, `concurrency` conversations at a time.
double loadDurationS(const WavePoint &point, const WaveWorkload &workload,
                     const ServerConfig *config)
{
    const double perStream =
        config && config->expectedTokPerSPerStream > 0 ? config->expectedTokPerSPerStream : 30.0;
    const double requestS = double(point.outputTokens) / perStream;
    const int streams = std::max(1, point.concurrency);
    const auto rounds = [streams](int requests) {
        return int(std::ceil(double(std::max(0, requests)) / double(streams)));
    };
    if (workload.turns > 0) {
        const double conversationS =
            workload.turns * requestS + (workload.turns - 1) * workload.thinkTimeMs / 1000.0;
        return rounds(workload.warmupRequests) * requestS +
               rounds(workload.conversations) * conversationS;
    }
    return rounds(point.requests + std::max(0, workload.warmupRequests)) * requestS;
}

double startupDurationS(const WavePlan &plan, const ServerConfig *config)
{
    double seconds = config ? std::max(0.0, config->expectedStartupS) : 60.0;
    const double perStream =
        config && config->expectedTokPerSPerStream > 0 ? config->expectedTokPerSPerStream : 30.0;
    for (const WaveCanary &canary : plan.canaries)
        seconds += double(canary.maxTokens) / perStream;
    return seconds;
}

} // namespace

QList<int> armGpusInRepeat(const WavePlan &plan, int armIndex, int repeat)
{
    if (armIndex < 0 || size_t(armIndex) >= plan.arms.size())
        return {};
    int source = armIndex;
    if (plan.swapGpus && repeat % 2 == 1) {
        const int partner = armIndex ^ 1;
        if (size_t(partner) < plan.arms.size())
            source = partner;
    }
    return plan.arms[size_t(source)].gpus;
}

std::vector<int> armOrderInRepeat(const WavePlan &plan, int repeat)
{
    std::vector<int> order;
    for (size_t i = 0; i < plan.arms.size(); ++i)
        order.push_back(int(i));
    if (plan.order == ArmOrderPolicy::Counterbalanced && repeat % 2 == 1)
        std::reverse(order.begin(), order.end());
    return order;
}

WavePoint searchProbePoint(const WavePoint &start, int concurrency)
{
    WavePoint point = start;
    point.concurrency = std::max(1, concurrency);
    point.requests = std::max(start.requests, kSearchRequestsPerStream * point.concurrency);
    return point;
}

WaveServerStarts::WaveServerStarts(const WavePlan &plan)
    : m_plan(plan)
    , m_servers(plan.arms.size())
{}

void WaveServerStarts::place(WaveStep &step)
{
    const ServerConfig *config = m_plan.config(step.config);
    ServerState &server = m_servers[size_t(step.armIndex)];
    step.startsServer =
        !server.up || server.gpus != step.gpus || m_plan.restart == ServerRestartPolicy::PerRun ||
        (m_plan.restart == ServerRestartPolicy::PerRepeat && server.repeat != step.repeat);
    if (step.startsServer) {
        // Two servers never share a GPU or an address: whoever held it last is stopped first.
        // A server that picks its port has an address of its own.
        const QString baseUrl = config && !config->serverPicksPort() ? config->baseUrl : QString();
        for (size_t other = 0; other < m_servers.size(); ++other) {
            if (int(other) != step.armIndex && m_servers[other].up &&
                (sharesGpu(m_servers[other].gpus, step.gpus) ||
                 (!baseUrl.isEmpty() && m_servers[other].baseUrl == baseUrl)))
                m_servers[other].up = false;
        }
        server = ServerState{true, step.gpus, baseUrl, step.repeat};
    }
    step.estimatedDurationS = loadDurationS(step.point, m_plan.workload, config) +
                              (step.startsServer ? startupDurationS(m_plan, config) : 0.0);
}

std::vector<WaveStep> scheduleWave(const WavePlan &plan)
{
    std::vector<WaveStep> steps;
    const std::vector<WavePoint> points = plan.workload.points();
    WaveServerStarts servers(plan);
    const bool sideBySide = plan.execution == WaveExecutionMode::SideBySide;
    // A search runs at most its probe budget per arm, one probe per arm a slot.
    const int probes = plan.search ? std::max(1, plan.search->maxProbes) : 1;
    int slot = 0;
    for (int repeat = 0; repeat < plan.repeats; ++repeat) {
        const std::vector<int> order = armOrderInRepeat(plan, repeat);
        for (size_t pointIndex = 0; pointIndex < points.size(); ++pointIndex) {
            for (int probe = 1; probe <= probes; ++probe, ++slot) {
                for (const int armIndex : order) {
                    const WaveArm &arm = plan.arms[size_t(armIndex)];
                    WaveStep step;
                    step.index = int(steps.size());
                    step.group = sideBySide ? slot : step.index;
                    step.repeat = repeat;
                    step.slot = slot;
                    step.armIndex = armIndex;
                    step.arm = arm.name;
                    step.config = arm.config;
                    step.role = arm.role;
                    step.pointIndex = int(pointIndex);
                    step.point = plan.search ? searchProbePoint(points[pointIndex],
                                                                points[pointIndex].concurrency)
                                             : points[pointIndex];
                    step.gpus = armGpusInRepeat(plan, armIndex, repeat);
                    step.probe = plan.search ? probe : 0;
                    servers.place(step);
                    steps.push_back(step);
                }
            }
        }
    }
    return steps;
}

double estimatedWaveDurationS(const std::vector<WaveStep> &steps)
{
    double total = 0.0;
    for (size_t i = 0; i < steps.size();) {
        double longest = 0.0;
        const int group = steps[i].group;
        for (; i < steps.size() && steps[i].group == group; ++i)
            longest = std::max(longest, steps[i].estimatedDurationS);
        total += longest;
    }
    return total;
}

QString scheduleOrderText(const std::vector<WaveStep> &steps)
{
    QStringList slotTexts;
    QStringList current;
    for (size_t i = 0; i < steps.size(); ++i) {
        current << steps[i].arm;
        if (i + 1 == steps.size() || steps[i + 1].slot != steps[i].slot) {
            slotTexts << current.join(QLatin1Char(','));
            current.clear();
        }
    }
    return slotTexts.join(QStringLiteral(" | "));
}

} // namespace lanebook
