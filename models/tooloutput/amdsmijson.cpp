#include "models/tooloutput/amdsmijson.h"

#include "models/telemetry/clockeventreasons.h"
#include "models/telemetry/telemetrytr.h"
#include "models/tooloutput/toolvalue.h"

#include <QRegularExpression>

#include <nlohmann/json.hpp>

#include <cmath>

namespace lanebook {

namespace {

using nlohmann::json;
constexpr double kMiB = 1024.0 * 1024.0;

const json *child(const json &object, const char *key)
{
    if (!object.is_object())
        return nullptr;
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}

// {"value": 97, "unit": "%"}, a bare number, or "N/A".
std::optional<double> measured(const json *value)
{
    if (!value)
        return std::nullopt;
    if (value->is_object())
        value = child(*value, "value");
    if (!value)
        return std::nullopt;
    if (value->is_number()) {
        const double v = value->get<double>();
        return std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
    }
    if (value->is_string())
        return ToolValue::number(QString::fromStdString(value->get<std::string>()));
    return std::nullopt;
}

std::optional<double> at(const json &gpu, std::initializer_list<const char *> path)
{
    const json *node = &gpu;
    for (const char *key : path) {
        node = child(*node, key);
        if (!node)
            return std::nullopt;
    }
    return measured(node);
}

std::optional<double> scaled(std::optional<double> v, double factor)
{
    return v ? std::optional<double>(*v * factor) : std::nullopt;
}

// PCIe transfer rate in GT/s to the link generation.
std::optional<int> pcieGenFromRate(std::optional<double> gtPerS)
{
    if (!gtPerS)
        return std::nullopt;
    const std::pair<double, int> gens[] = {{2.5, 1}, {5, 2}, {8, 3}, {16, 4}, {32, 5}, {64, 6}};
    for (const auto &[rate, gen] : gens) {
        if (std::abs(*gtPerS - rate) < 0.5)
            return gen;
    }
    return std::nullopt;
}

TelemetryReading amdSmiGpu(const json &gpu, int position)
{
    TelemetryReading r;
    r.gpu.vendor = QStringLiteral("amd");
    const std::optional<double> index = measured(child(gpu, "gpu"));
    r.gpu.index = index ? int(*index) : position;
    r.gpu.name = TelemetryTr::tr("AMD GPU %1").arg(r.gpu.index);
    GpuSample &s = r.sample;
    s.utilPct = at(gpu, {"usage", "gfx_activity"});
    s.memUtilPct = at(gpu, {"usage", "umc_activity"});
    s.powerW = at(gpu, {"power", "socket_power"});
    if (const json *power = child(gpu, "power")) {
        if (const json *status = child(*power, "throttle_status"); status && status->is_string()) {
            const std::string text = status->get<std::string>();
            // amd-smi says only whether it throttles; count it as a HW slowdown.
            if (text == "UNTHROTTLED")
                s.throttleReasons = 0;
            else if (text == "THROTTLED")
                s.throttleReasons = ClockEventReasons::HwSlowdown;
        }
    }
    s.smClockMhz = at(gpu, {"clock", "gfx_0", "clk"});
    s.smClockMaxMhz = at(gpu, {"clock", "gfx_0", "max_clk"});
    s.memClockMhz = at(gpu, {"clock", "mem_0", "clk"});
    s.memClockMaxMhz = at(gpu, {"clock", "mem_0", "max_clk"});
    s.temperatureC = at(gpu, {"temperature", "hotspot"});
    if (!s.temperatureC)
        s.temperatureC = at(gpu, {"temperature", "edge"});
    s.memTemperatureC = at(gpu, {"temperature", "mem"});
    s.memUsedBytes = scaled(at(gpu, {"mem_usage", "used_vram"}), kMiB);
    s.memTotalBytes = scaled(at(gpu, {"mem_usage", "total_vram"}), kMiB);
    s.fanPct = at(gpu, {"fan", "usage"});
    if (const std::optional<double> width = at(gpu, {"pcie", "width"}))
        s.pcieWidth = int(*width);
    s.pcieGen = pcieGenFromRate(at(gpu, {"pcie", "speed"}));
    return r;
}

std::optional<double> rocmNumber(const json &card, const char *key)
{
    const json *value = child(card, key);
    if (!value || !value->is_string())
        return measured(value);
    QString text = QString::fromStdString(value->get<std::string>());
    // "(2100Mhz)" → 2100
    static const QRegularExpression clock(QStringLiteral("^\\((\\d+(?:\\.\\d+)?)\\s*Mhz\\)$"),
                                          QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = clock.match(text.trimmed()); m.hasMatch())
        text = m.captured(1);
    return ToolValue::number(text);
}

} // namespace

AmdSmiOutput parseAmdSmiMetricJson(const QByteArray &bytes)
{
    AmdSmiOutput out;
    const json doc =
        json::parse(bytes.constData(), bytes.constData() + bytes.size(), nullptr, false);
    const json *list = &doc;
    if (doc.is_object())
        list = child(doc, "gpu_data");
    if (doc.is_discarded() || !list || !list->is_array()) {
        out.error = TelemetryTr::tr("amd-smi printed something that is not its metric JSON "
                                    "(a list of GPUs): %1")
                        .arg(QString::fromUtf8(bytes.left(120)));
        return out;
    }
    int position = 0;
    for (const json &gpu : *list) {
        if (gpu.is_object())
            out.gpus.push_back(amdSmiGpu(gpu, position));
        ++position;
    }
    return out;
}

AmdSmiOutput parseRocmSmiJson(const QByteArray &bytes)
{
    AmdSmiOutput out;
    const json doc =
        json::parse(bytes.constData(), bytes.constData() + bytes.size(), nullptr, false);
    if (doc.is_discarded() || !doc.is_object()) {
        out.error = TelemetryTr::tr("rocm-smi printed something that is not its JSON (an object "
                                    "keyed by card): %1")
                        .arg(QString::fromUtf8(bytes.left(120)));
        return out;
    }
    static const QRegularExpression cardKey(QStringLiteral("^card(\\d+)$"));
    for (auto it = doc.begin(); it != doc.end(); ++it) {
        const QRegularExpressionMatch m = cardKey.match(QString::fromStdString(it.key()));
        if (!m.hasMatch() || !it->is_object())
            continue;
        const json &card = *it;
        TelemetryReading r;
        r.gpu.vendor = QStringLiteral("amd");
        r.gpu.index = m.captured(1).toInt();
        r.gpu.name = TelemetryTr::tr("AMD GPU %1").arg(r.gpu.index);
        GpuSample &s = r.sample;
        s.utilPct = rocmNumber(card, "GPU use (%)");
        s.memUtilPct = rocmNumber(card, "GPU Memory Read/Write Activity (%)");
        s.temperatureC = rocmNumber(card, "Temperature (Sensor junction) (C)");
        if (!s.temperatureC)
            s.temperatureC = rocmNumber(card, "Temperature (Sensor edge) (C)");
        s.memTemperatureC = rocmNumber(card, "Temperature (Sensor memory) (C)");
        s.powerW = rocmNumber(card, "Current Socket Graphics Package Power (W)");
        if (!s.powerW)
            s.powerW = rocmNumber(card, "Average Graphics Package Power (W)");
        s.powerLimitW = rocmNumber(card, "Max Graphics Package Power (W)");
        s.smClockMhz = rocmNumber(card, "sclk clock speed:");
        s.memClockMhz = rocmNumber(card, "mclk clock speed:");
        s.memTotalBytes = rocmNumber(card, "VRAM Total Memory (B)");
        s.memUsedBytes = rocmNumber(card, "VRAM Total Used Memory (B)");
        s.fanPct = rocmNumber(card, "Fan speed (%)");
        out.gpus.push_back(std::move(r));
    }
    if (out.gpus.empty())
        out.error = TelemetryTr::tr("rocm-smi listed no cards");
    return out;
}

} // namespace lanebook
