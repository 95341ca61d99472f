#include "models/telemetry/telemetrysourcespec.h"

#include "models/telemetry/telemetrytr.h"

namespace lanebook {

namespace {

struct KindId
{
    TelemetrySourceSpec::Kind kind;
    const char *id;
};

constexpr KindId kKinds[] = {
    {TelemetrySourceSpec::Kind::Auto, "auto"},
    {TelemetrySourceSpec::Kind::Nvml, "nvml"},
    {TelemetrySourceSpec::Kind::NvidiaSmi, "nvidia-smi"},
    {TelemetrySourceSpec::Kind::XpuSmi, "xpu-smi"},
    {TelemetrySourceSpec::Kind::AmdSmi, "amd-smi"},
    {TelemetrySourceSpec::Kind::Sysfs, "sysfs"},
    {TelemetrySourceSpec::Kind::Prometheus, "prometheus"},
    {TelemetrySourceSpec::Kind::Fake, "fake"},
};

} // namespace

QString TelemetrySourceSpec::kindId(Kind kind)
{
    for (const KindId &k : kKinds) {
        if (k.kind == kind)
            return QString::fromLatin1(k.id);
    }
    return {};
}

Expected<TelemetrySourceSpec> TelemetrySourceSpec::parse(const QString &text)
{
    const QString trimmed = text.trimmed();
    const qsizetype eq = trimmed.indexOf(QLatin1Char('='));
    const QString name = eq < 0 ? trimmed : trimmed.left(eq);
    const QString argument = eq < 0 ? QString() : trimmed.mid(eq + 1);
    for (const KindId &k : kKinds) {
        if (name != QLatin1String(k.id))
            continue;
        const bool takesArgument = k.kind == Kind::Prometheus || k.kind == Kind::Fake;
        if ((k.kind == Kind::Prometheus && argument.isEmpty()) || (!takesArgument && eq >= 0)) {
            break;
        }
        return TelemetrySourceSpec{k.kind, argument};
    }
    return unexpected(TelemetryTr::tr("unknown telemetry source \"%1\": use auto, nvml, "
                                      "nvidia-smi, xpu-smi, amd-smi, sysfs, prometheus=URL, fake "
                                      "or fake=CAPTURE")
                          .arg(text));
}

QList<TelemetrySourceSpec::Kind> TelemetrySourceSpec::autoOrder()
{
    return {Kind::Nvml, Kind::NvidiaSmi, Kind::AmdSmi, Kind::XpuSmi, Kind::Sysfs};
}

QString TelemetrySourceSpec::toString() const
{
    const QString id = kindId(kind);
    return argument.isEmpty() ? id : id + QLatin1Char('=') + argument;
}

} // namespace lanebook
