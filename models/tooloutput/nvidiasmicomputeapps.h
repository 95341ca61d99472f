#pragma once

#include "models/base/expected.h"
#include "models/telemetry/telemetrysample.h"

#include <QHash>
#include <QStringList>

#include <optional>

namespace lanebook {

// `nvidia-smi --query-compute-apps=gpu_uuid,pid,process_name,used_gpu_memory
// --format=csv,noheader,nounits`: one row per process with a compute context, on any GPU, and
// nothing at all when none runs. Parsed by column position in the order queried, as
// NvidiaSmiQuery parses --query-gpu (formats.md §6); "used_memory" and "name" are accepted as
// the aliases --help-query-compute-apps lists. A used memory of "[N/A]" (Windows WDDM) is
// missing, never 0.
class NvidiaSmiComputeApps
{
public:
    struct Row
    {
        QString gpuUuid;
        GpuProcess process;
    };

    // The fields Lanebook asks for, and the one-shot command line that asks.
    static QStringList fields();
    static QStringList arguments();

    explicit NvidiaSmiComputeApps(const QStringList &fields = NvidiaSmiComputeApps::fields());

    // One row; fails when it has the wrong number of cells or no pid.
    Expected<Row> parseRow(QStringView line) const;
    // A header line ("gpu_uuid, pid, ...") of --format=csv, to be skipped.
    bool isHeader(QStringView line) const;
    // Every row printed by one run, grouped by GPU uuid in the order printed; a header is
    // skipped. Fails at the first line that is not a row.
    Expected<QHash<QString, QList<GpuProcess>>> parse(const QStringList &lines) const;

private:
    QStringList m_fields;
    int m_uuidColumn = -1;
    int m_pidColumn = -1;
    int m_nameColumn = -1;
    int m_memoryColumn = -1;
};

} // namespace lanebook
