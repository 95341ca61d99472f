#include "models/tooloutput/nvidiasmicomputeapps.h"

#include "models/telemetry/telemetrytr.h"
#include "models/tooloutput/nvidiasmiquery.h"
#include "models/tooloutput/toolvalue.h"

namespace lanebook {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

} // namespace

QStringList NvidiaSmiComputeApps::fields()
{
    return {QStringLiteral("gpu_uuid"), QStringLiteral("pid"), QStringLiteral("process_name"),
            QStringLiteral("used_gpu_memory")};
}

QStringList NvidiaSmiComputeApps::arguments()
{
    return {QStringLiteral("--query-compute-apps=") + fields().join(QLatin1Char(',')),
            QStringLiteral("--format=csv,noheader,nounits")};
}

NvidiaSmiComputeApps::NvidiaSmiComputeApps(const QStringList &fields)
    : m_fields(fields)
{
    for (int i = 0; i < fields.size(); ++i) {
        const QString field = fields.at(i).trimmed();
        if (field == QLatin1String("gpu_uuid"))
            m_uuidColumn = i;
        else if (field == QLatin1String("pid"))
            m_pidColumn = i;
        else if (field == QLatin1String("process_name") || field == QLatin1String("name"))
            m_nameColumn = i;
        else if (field == QLatin1String("used_gpu_memory") || field == QLatin1String("used_memory"))
            m_memoryColumn = i;
    }
}

bool NvidiaSmiComputeApps::isHeader(QStringView line) const
{
    const QList<QStringView> cells = NvidiaSmiQuery::cells(line);
    return !cells.isEmpty() && !m_fields.isEmpty() &&
           (cells.first().trimmed() == m_fields.first() ||
            cells.first().trimmed().startsWith(QString(m_fields.first() + QLatin1String(" ["))));
}

Expected<NvidiaSmiComputeApps::Row> NvidiaSmiComputeApps::parseRow(QStringView line) const
{
    const QList<QStringView> cells = NvidiaSmiQuery::cells(line);
    if (cells.size() != m_fields.size()) {
        return unexpected(
            TelemetryTr::tr("nvidia-smi printed %1 values where %2 were asked for: %3")
                .arg(cells.size())
                .arg(m_fields.size())
                .arg(line.left(120).toString()));
    }
    const auto cell = [&cells](int column) {
        return column < 0 ? QStringView() : cells.at(column);
    };
    const std::optional<int> pid = ToolValue::integer(cell(m_pidColumn));
    if (!pid) {
        return unexpected(TelemetryTr::tr("nvidia-smi printed a process without a pid: %1")
                              .arg(line.left(120).toString()));
    }
    Row row;
    row.gpuUuid = ToolValue::text(cell(m_uuidColumn));
    row.process.pid = *pid;
    row.process.name = ToolValue::text(cell(m_nameColumn));
    if (const std::optional<double> mib = ToolValue::number(cell(m_memoryColumn)))
        row.process.usedMemBytes = *mib * kMiB;
    return row;
}

Expected<QHash<QString, QList<GpuProcess>>>
NvidiaSmiComputeApps::parse(const QStringList &lines) const
{
    QHash<QString, QList<GpuProcess>> byGpu;
    for (const QString &line : lines) {
        // Older drivers say so in words where newer ones print nothing.
        if (line.trimmed().isEmpty() || isHeader(line) ||
            line.startsWith(QLatin1String("No running processes found")))
            continue;
        Expected<Row> row = parseRow(line);
        if (!row)
            return unexpected(row.error());
        byGpu[row->gpuUuid].append(std::move(row->process));
    }
    return byGpu;
}

} // namespace lanebook
