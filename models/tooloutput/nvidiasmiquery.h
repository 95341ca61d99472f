#pragma once

#include "models/base/expected.h"
#include "models/telemetry/telemetryreading.h"

#include <QHash>
#include <QStringList>

#include <optional>
#include <vector>

namespace lanebook {

// `nvidia-smi --query-gpu=FIELDS --format=csv,noheader,nounits` rows, parsed by column
// position in the order queried (the header may print another name for an
// alias). Sentinels ("[N/A]", "N/A", "[Not Supported]", any "[...]") are missing values; a
// MIG-enabled GPU's "[N/A]" utilization stays missing, never 0.
class NvidiaSmiQuery
{
public:
    // Drivers before ~535 only know the throttle name of the clock-event reasons field.
    enum class ReasonsField { ClocksEvent, ClocksThrottle };

    // The fields Lanebook asks for, canonical names first.
    static QStringList telemetryFields(ReasonsField reasons = ReasonsField::ClocksEvent);
    // nvidia-smi arguments for one long-lived process printing a block every loopMs.
    static QStringList loopArguments(int loopMs, ReasonsField reasons = ReasonsField::ClocksEvent);

    explicit NvidiaSmiQuery(const QStringList &fields);

    const QStringList &fields() const { return m_fields; }

    // One row. nullopt with *error set when it has the wrong number of cells or no index.
    Expected<TelemetryReading> parseRow(QStringView line) const;
    // A header line ("index, uuid, ...") of --format=csv, to be skipped.
    bool isHeader(QStringView line) const;

    // The cells of one CSV line: separated by ", ", a trailing ", " or line end dropped.
    static QList<QStringView> cells(QStringView line);

private:
    int column(const char *canonicalName) const;

    QStringList m_fields;
    QHash<QString, int> m_columns; // canonical field name → position
};

// The CSV sections of an nvidia_gpu_exporter capture file for one query (the "idle" and
// "load" states): the fields as queried and the data rows as printed (header removed).
struct NvidiaSmiCaptureSection
{
    QString state; // "idle", "load"
    QStringList fields;
    QStringList rows;
};
enum class NvidiaSmiCaptureQuery { Gpu, ComputeApps }; // --query-gpu, --query-compute-apps
std::vector<NvidiaSmiCaptureSection>
parseNvidiaSmiCapture(const QString &text,
                      NvidiaSmiCaptureQuery query = NvidiaSmiCaptureQuery::Gpu);

} // namespace lanebook
