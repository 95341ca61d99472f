#pragma once

#include "backends/telemetry/latestreadings.h"
#include "backends/telemetry/telemetrysource.h"

#include <QElapsedTimer>

namespace lanebook {

// NVIDIA GPUs on one or many hosts through Prometheus: a URL ending in /metrics
// is a dcgm-exporter scraped directly; any other URL is a Prometheus server,
// asked over its HTTP API for every DCGM_FI_ series (one instant query per fetch), one GPU
// per (hostname, gpu) label pair. A server is asked at most once a second.
class PrometheusSource : public TelemetrySource
{
public:
    explicit PrometheusSource(const QString &url);

    QString id() const override { return QStringLiteral("prometheus=") + m_url; }
    bool open(int intervalMs) override;
    TelemetryBatch read(int timeoutMs) override;
    TelemetryCapabilities capabilities() const override;

    bool isDirectScrape() const;

private:
    // Fetches and folds the readings into m_latest; the error text, empty on success.
    QString fetch(int timeoutMs);

    QString m_url;
    QString m_host; // the URL's host, for series without a hostname label
    LatestReadings m_latest;
    QElapsedTimer m_sinceFetch;
    int m_fetchEveryMs = 1000;
    QString m_problem;
};

} // namespace lanebook
