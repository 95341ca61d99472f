// libFuzzer target: Prometheus text exposition (vLLM's /metrics, dcgm-exporter) and the
// Prometheus HTTP API's JSON answer, both read from the network.
#include "models/tooloutput/dcgmseries.h"
#include "models/tooloutput/prometheustext.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    (void)lanebook::parsePrometheusText(bytes);
    const lanebook::PrometheusQueryResult query = lanebook::parsePrometheusQueryJson(bytes);
    (void)lanebook::dcgmReadings(query.series);
    return 0;
}
