#include "models/waves/waveplan.h"

#include "models/waves/serverport.h"

#include <algorithm>
#include <array>
#include <utility>

namespace lanebook {

namespace {

// One table per enum keeps the id and its parse in one place.
template <typename Enum, size_t N>
QString idOf(const std::array<std::pair<Enum, const char *>, N> &table, Enum value)
{
    for (const auto &[candidate, id] : table) {
        if (candidate == value)
            return QString::fromLatin1(id);
    }
    return {};
}

template <typename Enum, size_t N>
std::optional<Enum> fromId(const std::array<std::pair<Enum, const char *>, N> &table,
                           const QString &id)
{
    for (const auto &[value, text] : table) {
        if (id == QLatin1String(text))
            return value;
    }
    return std::nullopt;
}

constexpr std::array kRoles{std::pair{ArmRole::Control, "control"},
                            std::pair{ArmRole::Candidate, "candidate"}};
constexpr std::array kOrders{std::pair{ArmOrderPolicy::Interleaved, "interleaved"},
                             std::pair{ArmOrderPolicy::Counterbalanced, "abba"}};
constexpr std::array kModes{std::pair{WaveExecutionMode::Alternate, "alternate"},
                            std::pair{WaveExecutionMode::SideBySide, "side_by_side"}};
constexpr std::array kRestarts{std::pair{ServerRestartPolicy::PerRepeat, "per_repeat"},
                               std::pair{ServerRestartPolicy::PerRun, "per_run"},
                               std::pair{ServerRestartPolicy::Once, "once"}};
constexpr std::array kFailures{std::pair{ArmFailurePolicy::Continue, "continue"},
                               std::pair{ArmFailurePolicy::Stop, "stop"}};
constexpr std::array kResets{std::pair{PrefixCacheResetPolicy::IfSupported, "if_supported"},
                             std::pair{PrefixCacheResetPolicy::Required, "required"},
                             std::pair{PrefixCacheResetPolicy::Never, "never"}};
constexpr std::array kCanaryKinds{
    std::pair{CanaryKind::Json, "json"}, std::pair{CanaryKind::ToolCall, "tool_call"},
    std::pair{CanaryKind::Text, "text"}, std::pair{CanaryKind::ExactAnswer, "exact_answer"},
    std::pair{CanaryKind::SameAsControl, "same_as_control"}};
constexpr std::array kEndpoints{std::pair{LoadEndpoint::Completions, "completions"},
                                std::pair{LoadEndpoint::ChatCompletions, "chat"}};

} // namespace

QString ServerConfig::effectiveHealthUrl() const
{
    if (!healthUrl.isEmpty())
        return healthUrl;
    QString base = baseUrl;
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    return base.isEmpty() ? QString() : base + QStringLiteral("/health");
}

bool ServerConfig::serverPicksPort() const
{
    return ServerPort::isPickedByServer(baseUrl) || ServerPort::isPickedByServer(healthUrl);
}

std::vector<WavePoint> WaveWorkload::points() const
{
    std::vector<WavePoint> list;
    for (const int context : contextTokens) {
        for (size_t i = 0; i < concurrency.size(); ++i) {
            WavePoint point;
            point.concurrency = concurrency[i];
            point.contextTokens = context;
            point.outputTokens = outputTokens;
            if (!requests.empty())
                point.requests =
                    requests.size() == concurrency.size() ? requests[i] : requests.front();
            list.push_back(point);
        }
    }
    return list;
}

const ServerConfig *WavePlan::config(const QString &configName) const
{
    const auto it = std::find_if(configs.begin(), configs.end(),
                                 [&](const ServerConfig &c) { return c.name == configName; });
    return it == configs.end() ? nullptr : &*it;
}

const ServerConfig *WavePlan::configOfArm(const WaveArm &arm) const
{
    return config(arm.config);
}

QList<int> WavePlan::availableGpus() const
{
    QList<int> list = gpus;
    if (list.isEmpty()) {
        for (const WaveArm &arm : arms) {
            for (const int gpu : arm.gpus) {
                if (!list.contains(gpu))
                    list << gpu;
            }
        }
    }
    std::sort(list.begin(), list.end());
    return list;
}

QString armRoleId(ArmRole role)
{
    return idOf(kRoles, role);
}
std::optional<ArmRole> armRoleFromId(const QString &id)
{
    return fromId(kRoles, id);
}
QString armOrderPolicyId(ArmOrderPolicy order)
{
    return idOf(kOrders, order);
}
std::optional<ArmOrderPolicy> armOrderPolicyFromId(const QString &id)
{
    return fromId(kOrders, id);
}
QString waveExecutionModeId(WaveExecutionMode mode)
{
    return idOf(kModes, mode);
}
std::optional<WaveExecutionMode> waveExecutionModeFromId(const QString &id)
{
    return fromId(kModes, id);
}
QString serverRestartPolicyId(ServerRestartPolicy policy)
{
    return idOf(kRestarts, policy);
}
std::optional<ServerRestartPolicy> serverRestartPolicyFromId(const QString &id)
{
    return fromId(kRestarts, id);
}
QString armFailurePolicyId(ArmFailurePolicy policy)
{
    return idOf(kFailures, policy);
}
std::optional<ArmFailurePolicy> armFailurePolicyFromId(const QString &id)
{
    return fromId(kFailures, id);
}
QString prefixCacheResetPolicyId(PrefixCacheResetPolicy policy)
{
    return idOf(kResets, policy);
}
std::optional<PrefixCacheResetPolicy> prefixCacheResetPolicyFromId(const QString &id)
{
    return fromId(kResets, id);
}
QString canaryKindId(CanaryKind kind)
{
    return idOf(kCanaryKinds, kind);
}
std::optional<CanaryKind> canaryKindFromId(const QString &id)
{
    return fromId(kCanaryKinds, id);
}
QString loadEndpointId(LoadEndpoint endpoint)
{
    return idOf(kEndpoints, endpoint);
}
std::optional<LoadEndpoint> loadEndpointFromId(const QString &id)
{
    return fromId(kEndpoints, id);
}

} // namespace lanebook
