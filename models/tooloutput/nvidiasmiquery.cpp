#include "models/tooloutput/nvidiasmiquery.h"

#include "models/telemetry/telemetrytr.h"
#include "models/tooloutput/toolvalue.h"

#include <QDateTime>
#include <QRegularExpression>

namespace lanebook {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

// Aliases nvidia-smi accepts for the fields we read (--help-query-gpu).
// A constant array, not a function-local static QHash: a sampler thread may still parse a
// line while the main thread runs static destructors at exit, and a trivially destructible
// table has nothing to destroy.
struct FieldAlias
{
    const char *alias;
    const char *canonical;
};
constexpr FieldAlias kFieldAliases[] = {
    {"clocks.sm", "clocks.current.sm"},
    {"clocks.mem", "clocks.current.memory"},
    {"clocks.gr", "clocks.current.graphics"},
    {"clocks.max.mem", "clocks.max.memory"},
    {"clocks.max.gr", "clocks.max.graphics"},
    {"clocks_throttle_reasons.active", "clocks_event_reasons.active"},
    {"gpu_name", "name"},
    {"gpu_uuid", "uuid"},
    {"gpu_bus_id", "pci.bus_id"},
    {"pcie.link.gen.gpucurrent", "pcie.link.gen.current"},
    {"pcie.link.gen.gpumax", "pcie.link.gen.max"},
};

QString canonicalField(const QString &field)
{
    QString trimmed = field.trimmed();
    for (const FieldAlias &entry : kFieldAliases) {
        if (trimmed == QLatin1String(entry.alias))
            return QString::fromLatin1(entry.canonical);
    }
    return trimmed;
}

} // namespace

QStringList NvidiaSmiQuery::telemetryFields(ReasonsField reasons)
{
    return {QStringLiteral("index"), QStringLiteral("timestamp"), QStringLiteral("uuid"),
            QStringLiteral("name"), QStringLiteral("driver_version"), QStringLiteral("pci.bus_id"),
            QStringLiteral("utilization.gpu"), QStringLiteral("utilization.memory"),
            QStringLiteral("memory.used"), QStringLiteral("memory.total"),
            QStringLiteral("temperature.gpu"), QStringLiteral("temperature.memory"),
            QStringLiteral("power.draw"), QStringLiteral("power.limit"),
            QStringLiteral("clocks.current.sm"), QStringLiteral("clocks.max.sm"),
            QStringLiteral("clocks.current.memory"), QStringLiteral("clocks.max.memory"),
            reasons == ReasonsField::ClocksEvent ? QStringLiteral("clocks_event_reasons.active")
                                                 : QStringLiteral("clocks_throttle_reasons.active"),
            QStringLiteral("pcie.link.gen.current"), QStringLiteral("pcie.link.width.current"),
            // What the GPU and its slot allow: a link at Gen 1 while idle, or at x8 in an x16
            // slot, is told apart from one that cannot do better.
            QStringLiteral("pcie.link.gen.max"), QStringLiteral("pcie.link.width.max"),
            QStringLiteral("fan.speed")};
}

QList<QStringView> NvidiaSmiQuery::cells(QStringView line)
{
    QStringView t = line;
    while (t.endsWith(QLatin1Char('\r')) || t.endsWith(QLatin1Char('\n')))
        t.chop(1);
    if (t.endsWith(QLatin1String(", ")))
        t.chop(2);
    else if (t.endsWith(QLatin1Char(',')))
        t.chop(1);
    return t.split(u", ");
}

QStringList NvidiaSmiQuery::loopArguments(int loopMs, ReasonsField reasons)
{
    return {QStringLiteral("--query-gpu=") + telemetryFields(reasons).join(QLatin1Char(',')),
            QStringLiteral("--format=csv,noheader,nounits"), QStringLiteral("-lms"),
            QString::number(loopMs)};
}

NvidiaSmiQuery::NvidiaSmiQuery(const QStringList &fields)
    : m_fields(fields)
{
    for (int i = 0; i < fields.size(); ++i) {
        const QString name = canonicalField(fields.at(i));
        if (!m_columns.contains(name))
            m_columns.insert(name, i);
    }
}

int NvidiaSmiQuery::column(const char *canonicalName) const
{
    return m_columns.value(QString::fromLatin1(canonicalName), -1);
}

bool NvidiaSmiQuery::isHeader(QStringView line) const
{
    const QList<QStringView> cells = NvidiaSmiQuery::cells(line);
    return !cells.isEmpty() && !m_fields.isEmpty() &&
           (cells.first().trimmed() == m_fields.first() ||
            cells.first().trimmed().startsWith(QString(m_fields.first() + QLatin1String(" ["))));
}

Expected<TelemetryReading> NvidiaSmiQuery::parseRow(QStringView line) const
{
    const QList<QStringView> cells = NvidiaSmiQuery::cells(line);
    if (cells.size() != m_fields.size()) {
        return unexpected(
            TelemetryTr::tr("nvidia-smi printed %1 values where %2 were asked for: %3")
                .arg(cells.size())
                .arg(m_fields.size())
                .arg(line.left(120).toString()));
    }
    const auto cell = [&](const char *name) -> QStringView {
        const int i = column(name);
        return i < 0 ? QStringView() : cells.at(i);
    };
    const std::optional<int> index = ToolValue::integer(cell("index"));
    if (!index) {
        return unexpected(TelemetryTr::tr("nvidia-smi printed a row without a GPU index: %1")
                              .arg(line.left(120).toString()));
    }
    TelemetryReading r;
    r.gpu.vendor = QStringLiteral("nvidia");
    r.gpu.index = *index;
    r.gpu.uuid = ToolValue::text(cell("uuid"));
    r.gpu.name = ToolValue::text(cell("name"));
    r.gpu.driver = ToolValue::text(cell("driver_version"));
    r.gpu.busId = ToolValue::text(cell("pci.bus_id"));

    GpuSample &s = r.sample;
    const QString stamp = ToolValue::text(cell("timestamp"));
    if (!stamp.isEmpty()) {
        // Local time with milliseconds: "2026/07/03 22:11:09.763".
        const QDateTime t = QDateTime::fromString(stamp, QStringLiteral("yyyy/MM/dd HH:mm:ss.zzz"));
        if (t.isValid())
            s.tNs = t.toMSecsSinceEpoch() * 1000000;
    }
    const auto mib = [](std::optional<double> v) {
        return v ? std::optional<double>(*v * kMiB) : std::nullopt;
    };
    s.utilPct = ToolValue::number(cell("utilization.gpu"));
    s.memUtilPct = ToolValue::number(cell("utilization.memory"));
    s.memUsedBytes = mib(ToolValue::number(cell("memory.used")));
    s.memTotalBytes = mib(ToolValue::number(cell("memory.total")));
    s.temperatureC = ToolValue::number(cell("temperature.gpu"));
    s.memTemperatureC = ToolValue::number(cell("temperature.memory"));
    s.powerW = ToolValue::number(cell("power.draw"));
    s.powerLimitW = ToolValue::number(cell("power.limit"));
    s.smClockMhz = ToolValue::number(cell("clocks.current.sm"));
    s.smClockMaxMhz = ToolValue::number(cell("clocks.max.sm"));
    s.memClockMhz = ToolValue::number(cell("clocks.current.memory"));
    s.memClockMaxMhz = ToolValue::number(cell("clocks.max.memory"));
    s.throttleReasons = ToolValue::bitMask(cell("clocks_event_reasons.active"));
    s.pcieGen = ToolValue::integer(cell("pcie.link.gen.current"));
    s.pcieWidth = ToolValue::integer(cell("pcie.link.width.current"));
    s.pcieGenMax = ToolValue::integer(cell("pcie.link.gen.max"));
    s.pcieWidthMax = ToolValue::integer(cell("pcie.link.width.max"));
    s.fanPct = ToolValue::number(cell("fan.speed"));
    return r;
}

std::vector<NvidiaSmiCaptureSection> parseNvidiaSmiCapture(const QString &text,
                                                           NvidiaSmiCaptureQuery query)
{
    std::vector<NvidiaSmiCaptureSection> sections;
    const QStringList lines = text.split(QLatin1Char('\n'));
    static const QRegularExpression gpuTitle(QStringLiteral("^# (\\w+) :: query-gpu \\(csv"));
    static const QRegularExpression appsTitle(
        QStringLiteral("^# (\\w+) :: query-compute-apps \\("));
    const QRegularExpression &title = query == NvidiaSmiCaptureQuery::Gpu ? gpuTitle : appsTitle;
    const QLatin1String option = query == NvidiaSmiCaptureQuery::Gpu
                                     ? QLatin1String("--query-gpu=")
                                     : QLatin1String("--query-compute-apps=");
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch m = title.match(lines.at(i));
        if (!m.hasMatch() || i + 1 >= lines.size())
            continue;
        const QString &command = lines.at(i + 1);
        const qsizetype start = command.indexOf(option);
        if (start < 0)
            continue;
        QString fieldList = command.mid(start + option.size());
        fieldList = fieldList.left(fieldList.indexOf(QLatin1Char(' ')));
        NvidiaSmiCaptureSection section;
        section.state = m.captured(1);
        section.fields = fieldList.split(QLatin1Char(','));
        // "####" rule, then the header, then one row per GPU (or process) until a blank line.
        qsizetype j = i + 2;
        while (j < lines.size() && lines.at(j).startsWith(QLatin1Char('#')))
            ++j;
        if (j < lines.size())
            ++j; // header
        for (; j < lines.size() && !lines.at(j).trimmed().isEmpty(); ++j) {
            if (lines.at(j).startsWith(QLatin1Char('#')))
                break;
            section.rows << lines.at(j);
        }
        sections.push_back(std::move(section));
        i = j;
    }
    return sections;
}

} // namespace lanebook
