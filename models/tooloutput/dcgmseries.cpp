#include "models/tooloutput/dcgmseries.h"

#include "models/telemetry/telemetrytr.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <map>

namespace lanebook {

namespace {

using nlohmann::json;
constexpr double kMiB = 1024.0 * 1024.0;

QString label(const PrometheusSeries &s, std::initializer_list<const char *> names)
{
    for (const char *name : names) {
        const auto it = s.labels.constFind(QString::fromLatin1(name));
        if (it != s.labels.constEnd() && !it->isEmpty())
            return *it;
    }
    return {};
}

} // namespace

namespace {

// A string member, or the fallback when it is missing or of another type: the answer comes
// from the network, and json::value() throws on a type it did not expect.
std::string stringMember(const json &object, const char *key, const std::string &fallback = {})
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : fallback;
}

} // namespace

PrometheusQueryResult parsePrometheusQueryJson(const QByteArray &bytes)
{
    PrometheusQueryResult out;
    const json doc =
        json::parse(bytes.constData(), bytes.constData() + bytes.size(), nullptr, false);
    if (doc.is_discarded() || !doc.is_object() || !doc.contains("status")) {
        out.error = TelemetryTr::tr("not a Prometheus API answer: %1")
                        .arg(QString::fromUtf8(bytes.left(120)));
        return out;
    }
    if (stringMember(doc, "status") != "success") {
        out.error = TelemetryTr::tr("Prometheus answered %1: %2")
                        .arg(QString::fromStdString(stringMember(doc, "errorType", "error")),
                             QString::fromStdString(stringMember(doc, "error")));
        return out;
    }
    const auto data = doc.find("data");
    if (data == doc.end() || !data->is_object() || !data->contains("result") ||
        !(*data)["result"].is_array()) {
        out.error = TelemetryTr::tr("the Prometheus answer has no data.result list");
        return out;
    }
    for (const json &item : (*data)["result"]) {
        const auto metric = item.find("metric");
        const auto value = item.find("value");
        if (metric == item.end() || !metric->is_object() || value == item.end() ||
            !value->is_array() || value->size() != 2 || !(*value)[1].is_string())
            continue;
        PrometheusSeries s;
        for (auto it = metric->begin(); it != metric->end(); ++it) {
            if (!it->is_string())
                continue;
            const QString key = QString::fromStdString(it.key());
            const QString text = QString::fromStdString(it->get<std::string>());
            if (key == QLatin1String("__name__"))
                s.name = text;
            else
                s.labels.insert(key, text);
        }
        bool ok = false;
        s.value = QString::fromStdString((*value)[1].get<std::string>()).toDouble(&ok);
        if (ok && !s.name.isEmpty())
            out.series.push_back(std::move(s));
    }
    return out;
}

std::vector<TelemetryReading> dcgmReadings(const std::vector<PrometheusSeries> &series,
                                           const QString &fallbackHost)
{
    struct Gpu
    {
        TelemetryReading reading;
        std::optional<double> fbFreeMiB, fbUsedMiB, fbReservedMiB;
    };
    // Ordered by host then GPU index, so that batches list GPUs in a stable order.
    std::map<std::pair<QString, int>, Gpu> gpus;
    for (const PrometheusSeries &s : series) {
        if (!s.name.startsWith(QLatin1String("DCGM_FI_")) || !std::isfinite(s.value))
            continue;
        if (!label(s, {"GPU_I_ID"}).isEmpty())
            continue;
        bool ok = false;
        const int index = label(s, {"gpu"}).toInt(&ok);
        if (!ok)
            continue;
        QString host = label(s, {"hostname", "Hostname"});
        if (host.isEmpty())
            host = label(s, {"instance"});
        if (host.isEmpty())
            host = fallbackHost;
        Gpu &gpu = gpus[{host, index}];
        GpuIdentity &id = gpu.reading.gpu;
        id.vendor = QStringLiteral("nvidia");
        id.host = host;
        id.index = index;
        if (id.uuid.isEmpty())
            id.uuid = label(s, {"UUID", "uuid"});
        if (id.busId.isEmpty())
            id.busId = label(s, {"pci_bus_id"});
        if (id.name.isEmpty())
            id.name = label(s, {"modelName", "model_name"});
        if (id.driver.isEmpty())
            id.driver = label(s, {"DCGM_FI_DRIVER_VERSION"});

        GpuSample &out = gpu.reading.sample;
        const QStringView field = QStringView(s.name).mid(8); // after "DCGM_FI_"
        const double v = s.value;
        if (field == QLatin1String("DEV_GPU_UTIL"))
            out.utilPct = v;
        else if (field == QLatin1String("DEV_MEM_COPY_UTIL"))
            out.memUtilPct = v;
        else if (field == QLatin1String("DEV_FB_USED"))
            gpu.fbUsedMiB = v;
        else if (field == QLatin1String("DEV_FB_FREE"))
            gpu.fbFreeMiB = v;
        else if (field == QLatin1String("DEV_FB_RESERVED"))
            gpu.fbReservedMiB = v;
        else if (field == QLatin1String("DEV_GPU_TEMP"))
            out.temperatureC = v;
        else if (field == QLatin1String("DEV_MEMORY_TEMP"))
            out.memTemperatureC = v;
        else if (field == QLatin1String("DEV_POWER_USAGE"))
            out.powerW = v;
        else if (field == QLatin1String("DEV_POWER_MGMT_LIMIT") ||
                 field == QLatin1String("DEV_ENFORCED_POWER_LIMIT"))
            out.powerLimitW = v;
        else if (field == QLatin1String("DEV_SM_CLOCK"))
            out.smClockMhz = v;
        else if (field == QLatin1String("DEV_MAX_SM_CLOCK"))
            out.smClockMaxMhz = v;
        else if (field == QLatin1String("DEV_MEM_CLOCK"))
            out.memClockMhz = v;
        else if (field == QLatin1String("DEV_MAX_MEM_CLOCK"))
            out.memClockMaxMhz = v;
        else if (field == QLatin1String("DEV_TOTAL_ENERGY_CONSUMPTION"))
            out.energyMj = v;
        else if (field == QLatin1String("DEV_FAN_SPEED"))
            out.fanPct = v;
        else if (field == QLatin1String("DEV_PCIE_LINK_GEN"))
            out.pcieGen = int(v);
        else if (field == QLatin1String("DEV_PCIE_LINK_WIDTH"))
            out.pcieWidth = int(v);
        else if ((field == QLatin1String("DEV_CLOCK_THROTTLE_REASONS") ||
                  field == QLatin1String("DEV_CLOCKS_EVENT_REASONS")) &&
                 v >= 0)
            out.throttleReasons = static_cast<std::uint64_t>(v);
    }
    std::vector<TelemetryReading> out;
    out.reserve(gpus.size());
    for (auto &[key, gpu] : gpus) {
        GpuSample &s = gpu.reading.sample;
        if (gpu.fbUsedMiB)
            s.memUsedBytes = *gpu.fbUsedMiB * kMiB;
        if (gpu.fbUsedMiB && gpu.fbFreeMiB)
            s.memTotalBytes =
                (*gpu.fbUsedMiB + *gpu.fbFreeMiB + gpu.fbReservedMiB.value_or(0)) * kMiB;
        out.push_back(std::move(gpu.reading));
    }
    return out;
}

} // namespace lanebook
