#include "backends/loadgen/servercounterscrape.h"

#include "backends/loadgen/httpget.h"
#include "backends/loadgen/loadgentr.h"

namespace lanebook {

Expected<ServerCounters> scrapeServerCounters(const QString &baseUrl, const QString &apiKey,
                                              double connectTimeoutS)
{
    const QString url = baseUrl + QStringLiteral("/metrics");
    const HttpGetResult response = httpGet(url, apiKey, connectTimeoutS, 10.0);
    if (!response.error.isEmpty())
        return unexpected(response.error);
    if (!response.ok())
        return unexpected(LoadGenTr::tr("%1: HTTP %2").arg(url).arg(response.status));
    // Lines the parser rejects are dropped: a scrape is evidence about the run, never a
    // reason to fail it.
    const PrometheusParseResult parsed = parsePrometheusText(
        QByteArray::fromRawData(response.body.data(), qsizetype(response.body.size())));
    return ServerMetricsDelta::countersOf(parsed.scrape);
}

} // namespace lanebook
