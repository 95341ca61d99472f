// lanebook-cli telemetry: one snapshot of every GPU (--once), or a stream of
// them until interrupted (or --count ticks), from the source --source names.
#include "app/cli/commandline.h"

#include "app/cli/clitr.h"
#include "app/cli/commandoptions.h"

#include "backends/telemetry/telemetrysources.h"
#include "models/telemetry/clockeventreasons.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QThread>

#include <nlohmann/json.hpp>

#include <atomic>
#include <csignal>

namespace lanebook::cli {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// Ctrl+C ends the stream between ticks, so that the tool's process group is stopped on the
// way out instead of being left to die of a broken pipe.
std::atomic_bool g_interrupted{false};

void onTelemetryInterrupt(int)
{
    g_interrupted = true;
}

struct TelemetryOptions
{
    QString source = QStringLiteral("auto");
    bool once = false;
    double hz = 1.0;
    qint64 count = -1; // ticks to print; -1: until interrupted
    int timeoutMs = 2000;
};

nlohmann::json optionalJson(const std::optional<double> &v)
{
    return v ? nlohmann::json(*v) : nlohmann::json();
}

nlohmann::json batchToJson(const TelemetryBatch &batch, TelemetryCapabilities capabilities)
{
    nlohmann::json gpus = nlohmann::json::array();
    for (const GpuSample &s : batch.samples) {
        const GpuIdentity &g = batch.gpus.at(std::size_t(s.gpuIndex));
        nlohmann::json metrics = {
            {"util_pct", optionalJson(s.utilPct)},
            {"mem_util_pct", optionalJson(s.memUtilPct)},
            {"mem_used_bytes", optionalJson(s.memUsedBytes)},
            {"mem_total_bytes", optionalJson(s.memTotalBytes)},
            {"temperature_c", optionalJson(s.temperatureC)},
            {"mem_temperature_c", optionalJson(s.memTemperatureC)},
            {"power_w", optionalJson(s.powerW)},
            {"power_limit_w", optionalJson(s.powerLimitW)},
            {"sm_clock_mhz", optionalJson(s.smClockMhz)},
            {"sm_clock_max_mhz", optionalJson(s.smClockMaxMhz)},
            {"mem_clock_mhz", optionalJson(s.memClockMhz)},
            {"mem_clock_max_mhz", optionalJson(s.memClockMaxMhz)},
            {"fan_pct", optionalJson(s.fanPct)},
            {"energy_mj", optionalJson(s.energyMj)},
            {"pcie_gen", s.pcieGen ? nlohmann::json(*s.pcieGen) : nlohmann::json()},
            {"pcie_width", s.pcieWidth ? nlohmann::json(*s.pcieWidth) : nlohmann::json()},
        };
        nlohmann::json reasons;
        if (s.throttleReasons) {
            reasons = nlohmann::json::array();
            for (const QString &name : ClockEventReasons::names(*s.throttleReasons))
                reasons.push_back(name.toStdString());
        }
        gpus.push_back({{"index", g.index},
                        {"uuid", g.uuid.toStdString()},
                        {"name", g.name.toStdString()},
                        {"driver", g.driver.toStdString()},
                        {"bus_id", g.busId.toStdString()},
                        {"vendor", g.vendor.toStdString()},
                        {"host", g.host.toStdString()},
                        {"metrics", metrics},
                        {"throttle_reasons", reasons}});
    }
    nlohmann::json caps = nlohmann::json::array();
    for (const QString &id : TelemetryMetrics::ids(capabilities))
        caps.push_back(id.toStdString());
    return {{"source", batch.sourceId.toStdString()},
            {"t_ns", batch.tNs},
            {"error",
             batch.error.isEmpty() ? nlohmann::json() : nlohmann::json(batch.error.toStdString())},
            {"capabilities", caps},
            {"gpus", gpus}};
}

// A missing metric prints as "-", never as 0.
QString cell(const std::optional<double> &v, int decimals = 0, double scale = 1.0)
{
    return v ? QString::number(*v * scale, 'f', decimals) : QStringLiteral("-");
}

QString pair(const std::optional<double> &a, const std::optional<double> &b, int decimals = 0,
             double scale = 1.0)
{
    if (!a && !b)
        return QStringLiteral("-");
    return cell(a, decimals, scale) + QLatin1Char('/') + cell(b, decimals, scale);
}

QString header(bool withTime)
{
    const QString columns = CliTr::tr("%1 %2 %3 %4 %5 %6 %7 %8 %9")
                                .arg(QStringLiteral("GPU"), -4)
                                .arg(CliTr::tr("NAME"), -24)
                                .arg(CliTr::tr("UTIL%"), 6)
                                .arg(CliTr::tr("MEM GiB"), 13)
                                .arg(CliTr::tr("TEMP C"), 7)
                                .arg(CliTr::tr("POWER W"), 13)
                                .arg(CliTr::tr("SM MHz"), 11)
                                .arg(CliTr::tr("PCIe"), 5)
                                .arg(CliTr::tr("FAN%"), 5);
    return (withTime ? CliTr::tr("%1 ").arg(CliTr::tr("TIME"), -12) : QString()) + columns +
           CliTr::tr(" THROTTLE\n");
}

QString rows(const TelemetryBatch &batch, bool withTime)
{
    QString out;
    const QString time = QDateTime::fromMSecsSinceEpoch(batch.tNs / 1000000)
                             .toString(QStringLiteral("HH:mm:ss.zzz"));
    for (const GpuSample &s : batch.samples) {
        const GpuIdentity &g = batch.gpus.at(std::size_t(s.gpuIndex));
        const QString pcie =
            s.pcieGen || s.pcieWidth
                ? (s.pcieGen ? QString::number(*s.pcieGen) : QStringLiteral("-")) +
                      QLatin1Char('x') +
                      (s.pcieWidth ? QString::number(*s.pcieWidth) : QStringLiteral("-"))
                : QStringLiteral("-");
        const QString throttle = s.throttleReasons ? ClockEventReasons::describe(*s.throttleReasons)
                                                   : QStringLiteral("-");
        const QString name = (g.host.isEmpty() ? QString() : g.host + QLatin1Char(':')) + g.name;
        if (withTime)
            out += QStringLiteral("%1 ").arg(time, -12);
        out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10\n")
                   .arg(QString::number(g.index), -4)
                   .arg(name.left(24), -24)
                   .arg(cell(s.utilPct), 6)
                   .arg(pair(s.memUsedBytes, s.memTotalBytes, 1, 1.0 / kGiB), 13)
                   .arg(cell(s.temperatureC), 7)
                   .arg(pair(s.powerW, s.powerLimitW, 1), 13)
                   .arg(pair(s.smClockMhz, s.smClockMaxMhz), 11)
                   .arg(pcie, 5)
                   .arg(cell(s.fanPct), 5)
                   .arg(throttle);
    }
    return out;
}

int parseOptions(CommandContext &context, TelemetryOptions &options)
{
    const CommandOptions given = commandOptions(QStringLiteral("telemetry"), context.arguments);
    options.source = given.string(QStringLiteral("source"), options.source);
    options.once = given.flag(QStringLiteral("once"));
    options.hz =
        given.number(QStringLiteral("hz"), {0.01, 50.0, false, false, QStringLiteral("Hz")})
            .value_or(options.hz);
    options.count = given.integer(QStringLiteral("count"), 1).value_or(options.count);
    options.timeoutMs = int(
        given.integer(QStringLiteral("timeout-ms"), 10, 3600 * 1000).value_or(options.timeoutMs));
    if (!given.positional().isEmpty())
        given.addError(CliTr::tr("unknown argument %1 (usage: telemetry [--source auto|nvml|"
                                 "nvidia-smi|xpu-smi|amd-smi|sysfs|prometheus=URL|fake] [--once] "
                                 "[--hz N] [--count N])")
                           .arg(given.positional().first()));
    if (!given.ok()) {
        context.err << CliTr::tr("lanebook-cli telemetry: %1\n").arg(given.error());
        return UsageError;
    }
    return Success;
}

} // namespace

int telemetryCommand(CommandContext &context)
{
    TelemetryOptions options;
    if (const int code = parseOptions(context, options); code != Success)
        return code;
    const Expected<TelemetrySourceSpec> spec = TelemetrySourceSpec::parse(options.source);
    if (!spec) {
        context.err << CliTr::tr("lanebook-cli telemetry: %1\n").arg(spec.error());
        return UsageError;
    }
    const int intervalMs = qMax(20, int(1000.0 / options.hz));
    Expected<std::unique_ptr<TelemetrySource>> opened = openTelemetrySource(
        *spec, TelemetrySourceOptions::fromEnvironment(), options.once ? 1000 : intervalMs);
    if (!opened) {
        context.err << CliTr::tr("lanebook-cli telemetry: %1\n").arg(opened.error());
        return Failure;
    }
    const std::unique_ptr<TelemetrySource> source = std::move(opened).value();
    if (options.once) {
        // Two reads a quarter second apart, so that rates (power from an energy counter) have
        // a delta to be computed from.
        source->read(options.timeoutMs);
        QThread::msleep(250);
        const TelemetryBatch batch = source->read(options.timeoutMs);
        if (context.json) {
            context.out << QString::fromStdString(
                               batchToJson(batch, source->capabilities()).dump(2))
                        << QLatin1Char('\n');
        } else {
            context.out << CliTr::tr("source: %1\n").arg(batch.sourceId) << header(false)
                        << rows(batch, false);
        }
        if (!batch.error.isEmpty())
            context.err
                << CliTr::tr("lanebook-cli telemetry: %1: %2\n").arg(batch.sourceId, batch.error);
        return batch.samples.empty() ? Failure : Success;
    }

    if (!context.json)
        context.out << CliTr::tr("source: %1 (Ctrl+C stops)\n").arg(source->id()) << header(true);
    context.out.flush();
    QString lastError;
    QElapsedTimer clock;
    clock.start();
    g_interrupted = false;
    const auto previousInt = std::signal(SIGINT, onTelemetryInterrupt);
    const auto previousTerm = std::signal(SIGTERM, onTelemetryInterrupt);
    for (qint64 tick = 0; (options.count < 0 || tick < options.count) && !g_interrupted; ++tick) {
        const qint64 due = qint64(double(tick) * 1000.0 / options.hz);
        while (!g_interrupted && clock.elapsed() < due)
            QThread::msleep(quint64(qMin<qint64>(50, due - clock.elapsed())));
        if (g_interrupted)
            break;
        const TelemetryBatch batch = source->read(options.timeoutMs);
        if (context.json) {
            context.out << QString::fromStdString(batchToJson(batch, source->capabilities()).dump())
                        << QLatin1Char('\n');
        } else {
            context.out << rows(batch, true);
        }
        context.out.flush();
        // Said once when a fault starts and once when it ends, not every tick.
        if (batch.error != lastError) {
            context.err << (batch.error.isEmpty()
                                ? CliTr::tr("lanebook-cli telemetry: %1: reading again\n")
                                      .arg(batch.sourceId)
                                : CliTr::tr("lanebook-cli telemetry: %1: %2\n")
                                      .arg(batch.sourceId, batch.error));
            context.err.flush();
            lastError = batch.error;
        }
    }
    std::signal(SIGINT, previousInt);
    std::signal(SIGTERM, previousTerm);
    return Success;
}

} // namespace lanebook::cli
