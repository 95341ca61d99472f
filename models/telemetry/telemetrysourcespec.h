#pragma once

#include "models/base/expected.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace lanebook {

// Which telemetry source to use, as `lanebook-cli telemetry --source` and the GUI name it
// (`--source`): auto | nvml | nvidia-smi | xpu-smi | amd-smi | sysfs | prometheus=URL | fake
// (synthesised waves) | fake=CAPTURE (replay of an nvidia-smi capture file).
struct TelemetrySourceSpec
{
    enum class Kind { Auto, Nvml, NvidiaSmi, XpuSmi, AmdSmi, Sysfs, Prometheus, Fake };

    Kind kind = Kind::Auto;
    QString argument; // prometheus: the URL; fake: a capture path (empty: synthesised)

    // Fails naming the accepted forms when the text is none of them.
    static Expected<TelemetrySourceSpec> parse(const QString &text);
    // The kinds `auto` tries, in order: the library first, tools next, sysfs last.
    static QList<Kind> autoOrder();
    static QString kindId(Kind kind);
    QString toString() const;

    friend bool operator==(const TelemetrySourceSpec &, const TelemetrySourceSpec &) = default;
};

} // namespace lanebook
