#include "backends/telemetry/prometheussource.h"

#include "backends/loadgen/httpget.h"
#include "models/telemetry/telemetrytr.h"
#include "models/tooloutput/dcgmseries.h"
#include "models/tooloutput/prometheustext.h"

#include <QDateTime>
#include <QUrl>

namespace lanebook {

PrometheusSource::PrometheusSource(const QString &url)
    : m_url(url.trimmed())
{
    m_host = QUrl(m_url).host();
}

bool PrometheusSource::isDirectScrape() const
{
    return QUrl(m_url).path().endsWith(QLatin1String("/metrics"));
}

QString PrometheusSource::fetch(int timeoutMs)
{
    m_sinceFetch.start();
    QString url = m_url;
    if (!isDirectScrape()) {
        while (url.endsWith(QLatin1Char('/')))
            url.chop(1);
        url += QStringLiteral("/api/v1/query?query=") +
               QString::fromLatin1(
                   QUrl::toPercentEncoding(QStringLiteral("{__name__=~\"DCGM_FI_.*\"}")));
    }
    const double timeoutS = qMax(0.1, timeoutMs / 1000.0);
    const HttpGetResult answer = httpGet(url, QString(), qMin(timeoutS, 2.0), timeoutS);
    if (!answer.error.isEmpty())
        return answer.error;
    const QByteArray body = QByteArray::fromStdString(answer.body);
    if (answer.status < 200 || answer.status >= 300) {
        return TelemetryTr::tr("%1 answered HTTP %2: %3")
            .arg(m_url)
            .arg(answer.status)
            .arg(QString::fromUtf8(body.left(200)).trimmed());
    }
    std::vector<PrometheusSeries> series;
    if (isDirectScrape()) {
        const PrometheusParseResult parsed = parsePrometheusText(body);
        for (const PrometheusSample &sample : parsed.scrape.samples) {
            PrometheusSeries s;
            s.name = sample.name;
            s.value = sample.value;
            for (const auto &[key, value] : sample.labels)
                s.labels.insert(key, value);
            series.push_back(std::move(s));
        }
    } else {
        PrometheusQueryResult parsed = parsePrometheusQueryJson(body);
        if (!parsed.error.isEmpty())
            return TelemetryTr::tr("%1: %2").arg(m_url, parsed.error);
        series = std::move(parsed.series);
    }
    const std::vector<TelemetryReading> readings = dcgmReadings(series, m_host);
    if (readings.empty())
        return TelemetryTr::tr("%1 has no DCGM_FI_ series with a gpu label: no dcgm-exporter "
                               "data there")
            .arg(m_url);
    for (const TelemetryReading &reading : readings)
        m_latest.update(reading);
    return {};
}

bool PrometheusSource::open(int intervalMs)
{
    const QUrl url(m_url);
    if (!url.isValid() ||
        (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")))
        return unavailable(TelemetryTr::tr("\"%1\" is not an http(s) URL").arg(m_url));
    m_fetchEveryMs = isDirectScrape() ? qMax(100, intervalMs) : qMax(1000, intervalMs);
    const QString problem = fetch(5000);
    if (!problem.isEmpty())
        return unavailable(problem);
    return true;
}

TelemetryBatch PrometheusSource::read(int timeoutMs)
{
    if (m_sinceFetch.elapsed() >= m_fetchEveryMs)
        m_problem = fetch(timeoutMs);
    TelemetryBatch batch = m_latest.batch(QDateTime::currentMSecsSinceEpoch() * 1000000,
                                          qMax<qint64>(3 * m_fetchEveryMs, timeoutMs));
    batch.sourceId = id();
    batch.error = m_problem;
    return batch;
}

TelemetryCapabilities PrometheusSource::capabilities() const
{
    // The default dcgm-exporter counters; a series it skips is missing.
    return TelemetryMetric::Utilization | TelemetryMetric::MemoryUtilization |
           TelemetryMetric::MemoryUsed | TelemetryMetric::MemoryTotal |
           TelemetryMetric::Temperature | TelemetryMetric::MemoryTemperature |
           TelemetryMetric::Power | TelemetryMetric::SmClock | TelemetryMetric::MemoryClock |
           TelemetryMetric::Energy;
}

} // namespace lanebook
