#include "widgets/telemetry/telemetryformat.h"

#include "models/telemetry/clockeventreasons.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace lanebook::TelemetryFormat {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Live)
};

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// A narrow no-break space: the unit never wraps away from its number.
QString withUnit(const QString &number, const QString &unitText)
{
    return number + QChar(0x202F) + unitText;
}

QString number(TelemetrySeries series, double value)
{
    // No group separator: "1980 MHz" keeps its width as it changes, "1,980" would not.
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    switch (series) {
    case TelemetrySeries::MemUsedBytes:
        return locale.toString(value / kGiB, 'f', value / kGiB >= 100 ? 0 : 1);
    case TelemetrySeries::PowerW:
        return locale.toString(value, 'f', value < 100 ? 1 : 0);
    default:
        return locale.toString(value, 'f', 0);
    }
}

} // namespace

const std::vector<TelemetrySeries> &cardSeries()
{
    static const std::vector<TelemetrySeries> series{
        TelemetrySeries::UtilPct,      TelemetrySeries::MemUsedBytes, TelemetrySeries::PowerW,
        TelemetrySeries::TemperatureC, TelemetrySeries::SmClockMhz,   TelemetrySeries::MemClockMhz,
    };
    return series;
}

QString title(TelemetrySeries series)
{
    switch (series) {
    case TelemetrySeries::UtilPct:
        return Tr::tr("Utilization");
    case TelemetrySeries::MemUtilPct:
        return Tr::tr("Memory busy");
    case TelemetrySeries::MemUsedBytes:
        return Tr::tr("Memory");
    case TelemetrySeries::TemperatureC:
        return Tr::tr("Temperature");
    case TelemetrySeries::MemTemperatureC:
        return Tr::tr("Memory temperature");
    case TelemetrySeries::PowerW:
        return Tr::tr("Power");
    case TelemetrySeries::SmClockMhz:
        return Tr::tr("SM clock");
    case TelemetrySeries::MemClockMhz:
        return Tr::tr("Memory clock");
    case TelemetrySeries::FanPct:
        return Tr::tr("Fan");
    }
    return {};
}

QString shortTitle(TelemetrySeries series)
{
    switch (series) {
    case TelemetrySeries::UtilPct:
        return Tr::tr("Util", "short for Utilization");
    case TelemetrySeries::MemUtilPct:
        return Tr::tr("Mem busy", "short for Memory busy");
    case TelemetrySeries::MemUsedBytes:
        return Tr::tr("Mem", "short for Memory");
    case TelemetrySeries::TemperatureC:
        return Tr::tr("Temp", "short for Temperature");
    case TelemetrySeries::MemTemperatureC:
        return Tr::tr("Mem temp", "short for Memory temperature");
    case TelemetrySeries::PowerW:
        return Tr::tr("Power");
    case TelemetrySeries::SmClockMhz:
        return Tr::tr("SM", "short for SM clock");
    case TelemetrySeries::MemClockMhz:
        return Tr::tr("Mem clk", "short for Memory clock");
    case TelemetrySeries::FanPct:
        return Tr::tr("Fan");
    }
    return {};
}

QString unit(TelemetrySeries series)
{
    switch (series) {
    case TelemetrySeries::UtilPct:
    case TelemetrySeries::MemUtilPct:
    case TelemetrySeries::FanPct:
        return QStringLiteral("%");
    case TelemetrySeries::MemUsedBytes:
        return QStringLiteral("GiB");
    case TelemetrySeries::TemperatureC:
    case TelemetrySeries::MemTemperatureC:
        return QStringLiteral("°C");
    case TelemetrySeries::PowerW:
        return QStringLiteral("W");
    case TelemetrySeries::SmClockMhz:
    case TelemetrySeries::MemClockMhz:
        return QStringLiteral("MHz");
    }
    return {};
}

QString value(TelemetrySeries series, std::optional<double> value)
{
    if (!value || !std::isfinite(*value))
        return QStringLiteral("—");
    return withUnit(number(series, *value), unit(series));
}

QString valueOfSample(TelemetrySeries series, const GpuSample *sample)
{
    if (!sample)
        return QStringLiteral("—");
    const std::optional<double> current = telemetrySeriesValue(*sample, series);
    std::optional<double> limit;
    if (series == TelemetrySeries::MemUsedBytes)
        limit = sample->memTotalBytes;
    else if (series == TelemetrySeries::PowerW)
        limit = sample->powerLimitW;
    if (!current || !limit || !std::isfinite(*current) || !std::isfinite(*limit))
        return value(series, current);
    return Tr::tr("%1 / %2").arg(number(series, *current), value(series, limit));
}

Scale scale(TelemetrySeries series, const GpuSample *latest, std::optional<double> observedMin,
            std::optional<double> observedMax)
{
    std::optional<double> limit;
    Scale out;
    switch (series) {
    case TelemetrySeries::UtilPct:
    case TelemetrySeries::MemUtilPct:
    case TelemetrySeries::FanPct:
        limit = 100.0;
        break;
    case TelemetrySeries::MemUsedBytes:
        limit = latest ? latest->memTotalBytes : std::nullopt;
        break;
    case TelemetrySeries::PowerW:
        limit = latest ? latest->powerLimitW : std::nullopt;
        break;
    case TelemetrySeries::SmClockMhz:
        limit = latest ? latest->smClockMaxMhz : std::nullopt;
        break;
    case TelemetrySeries::MemClockMhz:
        limit = latest ? latest->memClockMaxMhz : std::nullopt;
        break;
    case TelemetrySeries::TemperatureC:
    case TelemetrySeries::MemTemperatureC:
        // A thermometer, not a zoom: 20-100 °C makes 70 and 85 look as far apart as they are.
        out.min = std::min(20.0, observedMin.value_or(20.0) - 5.0);
        out.max = std::max(100.0, observedMax.value_or(100.0) + 5.0);
        return out;
    }
    out.min = std::min(0.0, observedMin.value_or(0.0));
    out.max = limit && *limit > 0 ? *limit : 0.0;
    if (observedMax && *observedMax > out.max)
        out.max = *observedMax * 1.1; // above the limit is news: keep it on the chart
    if (out.max <= out.min)
        out.max = out.min + 1.0;
    return out;
}

QColor gpuColour(int gpuIndex)
{
    // Okabe-Ito-like hues with enough lightness for both palettes.
    static const QColor colours[] = {
        QColor(0x1f, 0x77, 0xb4), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73),
        QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9), QColor(0xd5, 0x5e, 0x00),
        QColor(0x8c, 0x6d, 0xd6), QColor(0x7f, 0x8c, 0x2d),
    };
    const int count = int(std::size(colours));
    return colours[((gpuIndex % count) + count) % count];
}

QColor throttleColour()
{
    return QColor(0xd9, 0x48, 0x1c);
}

bool isThrottling(std::optional<std::uint64_t> reasons)
{
    return reasons && (*reasons & ClockEventReasons::kThrottlingMask) != 0;
}

QString throttleText(std::optional<std::uint64_t> reasons)
{
    if (!reasons)
        return Tr::tr("throttle reasons not reported");
    if (*reasons == 0)
        return Tr::tr("not throttled");
    if (!isThrottling(reasons))
        return ClockEventReasons::describe(*reasons); // idle, sync boost: clocks, not a cap
    return Tr::tr("throttled: %1").arg(ClockEventReasons::describe(*reasons));
}

QString throttleTextShort(std::optional<std::uint64_t> reasons)
{
    if (!reasons || *reasons == 0)
        return throttleText(reasons);
    if (!isThrottling(reasons))
        return ClockEventReasons::describeShort(*reasons);
    return Tr::tr("throttled: %1").arg(ClockEventReasons::describeShort(*reasons));
}

QString pcieText(const GpuSample *sample)
{
    if (!sample)
        return {};
    const auto reading = [](std::optional<int> value) {
        return value && *value > 0 ? value : std::nullopt;
    };
    const auto link = [](std::optional<int> gen, std::optional<int> width) {
        QStringList parts;
        if (gen)
            parts << Tr::tr("Gen %1", "PCIe generation").arg(*gen);
        if (width)
            parts << Tr::tr("×%1", "PCIe lanes").arg(*width);
        return parts.join(QChar(0x00A0)); // "Gen 5 ×16" stays on one line
    };
    const std::optional<int> gen = reading(sample->pcieGen);
    const std::optional<int> width = reading(sample->pcieWidth);
    const std::optional<int> genMax = reading(sample->pcieGenMax);
    const std::optional<int> widthMax = reading(sample->pcieWidthMax);
    QString now = link(gen, width);
    const bool below = (genMax && gen != genMax) || (widthMax && width != widthMax);
    if (!below)
        return now;
    const QString most = link(genMax, widthMax);
    if (now.isEmpty())
        return Tr::tr("max %1", "PCIe link the GPU and slot allow").arg(most);
    return Tr::tr("%1 (max %2)", "PCIe link now (the most the GPU and slot allow)").arg(now, most);
}

namespace {

// A process's memory: "503 MiB" below a GiB (a desktop compositor's 25 MiB is not "0.0 GiB"),
// "27.6 GiB" from there.
QString processMemory(double bytes)
{
    constexpr double kMiB = 1024.0 * 1024.0;
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    if (bytes < kGiB)
        return withUnit(locale.toString(bytes / kMiB, 'f', 0), QStringLiteral("MiB"));
    return value(TelemetrySeries::MemUsedBytes, bytes);
}

QList<GpuProcess> byMemory(const QList<GpuProcess> &processes)
{
    QList<GpuProcess> sorted = processes;
    std::stable_sort(sorted.begin(), sorted.end(), [](const GpuProcess &a, const GpuProcess &b) {
        return a.usedMemBytes.value_or(-1) > b.usedMemBytes.value_or(-1);
    });
    return sorted;
}

} // namespace

QString processText(const GpuProcess &process)
{
    // nvidia-smi prints the path it was started by ("./gpu_burn", "/usr/bin/python3").
    const QString program = process.name.section(QLatin1Char('/'), -1);
    QString text =
        program.isEmpty()
            ? Tr::tr("pid %1").arg(process.pid)
            : Tr::tr("%1 (%2)", "process name (pid)").arg(program, QString::number(process.pid));
    if (process.usedMemBytes)
        text = Tr::tr("%1 %2", "process, its GPU memory")
                   .arg(text, processMemory(*process.usedMemBytes));
    return text;
}

QString processesText(const GpuSample *sample)
{
    if (!sample || !sample->processes)
        return {};
    const QList<GpuProcess> &processes = *sample->processes;
    if (processes.isEmpty())
        return Tr::tr("no processes");
    QStringList parts;
    for (const GpuProcess &process : byMemory(processes))
        parts << processText(process);
    return Tr::tr("%n process(es): %1", nullptr, int(processes.size()))
        .arg(parts.join(QStringLiteral(", ")));
}

QString processesToolTip(const GpuSample *sample)
{
    if (!sample || !sample->processes)
        return {};
    if (sample->processes->isEmpty())
        return Tr::tr("No process has a compute context on this GPU.");
    QStringList lines;
    for (const GpuProcess &process : byMemory(*sample->processes)) {
        const QString memory = process.usedMemBytes ? processMemory(*process.usedMemBytes)
                                                    : Tr::tr("memory not reported");
        // One arg() call: a process name may itself hold "%1".
        lines << Tr::tr("pid %1 · %2 · %3", "process pid, its name, its GPU memory")
                     .arg(QString::number(process.pid),
                          process.name.isEmpty() ? Tr::tr("(name not reported)") : process.name,
                          memory);
    }
    return lines.join(u'\n');
}

QString gpuTitle(const GpuIdentity &gpu)
{
    const QString index = gpu.host.isEmpty() ? QString::number(gpu.index)
                                             : gpu.host + u':' + QString::number(gpu.index);
    if (gpu.name.isEmpty())
        return Tr::tr("GPU %1").arg(index);
    return Tr::tr("GPU %1 · %2").arg(index, gpu.name);
}

QString elapsed(std::int64_t elapsedNs)
{
    const std::int64_t seconds = elapsedNs / 1'000'000'000;
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(seconds / 3600)
            .arg((seconds / 60) % 60, 2, 10, QLatin1Char('0'))
            .arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString noTelemetryText(const QString &problem)
{
    if (problem.isEmpty())
        return Tr::tr("No GPU telemetry yet: waiting for the first sample.");
    return Tr::tr("No GPU telemetry: %1").arg(problem);
}

} // namespace lanebook::TelemetryFormat
