#include "backends/telemetry/telemetrysources.h"

#include "backends/telemetry/amdsmisource.h"
#include "backends/telemetry/fakesource.h"
#include "backends/telemetry/nvidiasmisource.h"
#include "backends/telemetry/nvmlsource.h"
#include "backends/telemetry/prometheussource.h"
#include "backends/telemetry/sysfssource.h"
#include "backends/telemetry/xpusmisource.h"
#include "models/telemetry/telemetrytr.h"

#include <QProcessEnvironment>

namespace lanebook {

QString TelemetrySourceOptions::defaultSourceSpec()
{
    const QString chosen = qEnvironmentVariable("LANEBOOK_TELEMETRY_SOURCE").trimmed();
    return chosen.isEmpty() ? QStringLiteral("auto") : chosen;
}

TelemetrySourceOptions TelemetrySourceOptions::fromEnvironment()
{
    TelemetrySourceOptions options;
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (const QString root = env.value(QStringLiteral("LANEBOOK_SYSFS_ROOT")); !root.isEmpty())
        options.sysfsRoot = root;
    if (const QString nvml = env.value(QStringLiteral("LANEBOOK_NVML_LIBRARY")); !nvml.isEmpty())
        options.nvmlLibrary = nvml;
    bool ok = false;
    if (const int gpus = env.value(QStringLiteral("LANEBOOK_FAKE_GPUS")).toInt(&ok); ok && gpus > 0)
        options.fakeGpuCount = gpus;
    return options;
}

std::unique_ptr<TelemetrySource> createTelemetrySource(const TelemetrySourceSpec &spec,
                                                       const TelemetrySourceOptions &options)
{
    using Kind = TelemetrySourceSpec::Kind;
    switch (spec.kind) {
    case Kind::Nvml:
        return std::make_unique<NvmlSource>(options.nvmlLibrary);
    case Kind::NvidiaSmi:
        return std::make_unique<NvidiaSmiSource>();
    case Kind::XpuSmi:
        return std::make_unique<XpuSmiSource>();
    case Kind::AmdSmi:
        return std::make_unique<AmdSmiSource>();
    case Kind::Sysfs:
        return std::make_unique<SysfsSource>(options.sysfsRoot);
    case Kind::Prometheus:
        return std::make_unique<PrometheusSource>(spec.argument);
    case Kind::Fake:
        return std::make_unique<FakeSource>(spec.argument, options.fakeGpuCount);
    case Kind::Auto:
        break;
    }
    return nullptr;
}

Expected<std::unique_ptr<TelemetrySource>>
openTelemetrySource(const TelemetrySourceSpec &spec, const TelemetrySourceOptions &options,
                    int intervalMs)
{
    const QList<TelemetrySourceSpec::Kind> kinds =
        spec.kind == TelemetrySourceSpec::Kind::Auto ? TelemetrySourceSpec::autoOrder()
                                                     : QList<TelemetrySourceSpec::Kind>{spec.kind};
    QStringList reasons;
    for (const TelemetrySourceSpec::Kind kind : kinds) {
        std::unique_ptr<TelemetrySource> source =
            createTelemetrySource({kind, spec.kind == kind ? spec.argument : QString()}, options);
        if (source && source->open(intervalMs))
            return source;
        reasons << TelemetryTr::tr("%1: %2").arg(TelemetrySourceSpec::kindId(kind),
                                                 source ? source->unavailableReason() : QString());
    }
    return unexpected(
        spec.kind == TelemetrySourceSpec::Kind::Auto
            ? TelemetryTr::tr("no GPU telemetry source is available here (%1); "
                              "--source fake shows synthesised GPUs")
                  .arg(reasons.join(QStringLiteral("; ")))
            : TelemetryTr::tr("telemetry source not available: %1").arg(reasons.join(QString())));
}

} // namespace lanebook
