#pragma once

#include "models/telemetry/telemetryreading.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <vector>

namespace lanebook {

// One Prometheus series as a scrape or a query returned it: metric name, labels, value.
struct PrometheusSeries
{
    QString name;
    QHash<QString, QString> labels;
    double value = 0.0;
};

// The series of a Prometheus HTTP API instant query (/api/v1/query, resultType "vector"):
// {"status":"success","data":{"result":[{"metric":{"__name__":...},"value":[t,"v"]}]}}.
struct PrometheusQueryResult
{
    std::vector<PrometheusSeries> series;
    QString error; // the server's errorType/error, or why the body is not an API answer
};
PrometheusQueryResult parsePrometheusQueryJson(const QByteArray &json);

// dcgm-exporter series gathered into one reading per GPU and host: labels gpu,
// UUID|uuid, pci_bus_id, modelName, Hostname|hostname, DCGM_FI_DRIVER_VERSION. FB_* are MiB,
// TOTAL_ENERGY_CONSUMPTION is mJ. MIG instance series (GPU_I_ID) are left out: a GPU's own
// numbers are what the gates read. A series the exporter skipped stays missing.
// `fallbackHost` names the host when a series carries no hostname (nor instance) label.
std::vector<TelemetryReading> dcgmReadings(const std::vector<PrometheusSeries> &series,
                                           const QString &fallbackHost = {});

} // namespace lanebook
