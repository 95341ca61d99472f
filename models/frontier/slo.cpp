#include "models/frontier/slo.h"

#include "models/frontier/frontiertr.h"

#include <QStringList>

#include <cmath>
#include <limits>

namespace lanebook {

namespace {

struct BoundKey
{
    const char *name;
    std::optional<double> Slo::*field;
};

constexpr double kNotANumber = std::numeric_limits<double>::quiet_NaN();

constexpr BoundKey kBounds[] = {{"ttft_ms", &Slo::ttftMs},
                                {"tpot_ms", &Slo::tpotMs},
                                {"itl_ms", &Slo::itlMs},
                                {"e2e_ms", &Slo::e2eMs}};

QString knownKeys()
{
    QStringList names;
    for (const BoundKey &bound : kBounds)
        names << QLatin1String(bound.name);
    return names.join(QStringLiteral(", "));
}

const BoundKey *boundNamed(const QString &name)
{
    for (const BoundKey &bound : kBounds) {
        if (name == QLatin1String(bound.name))
            return &bound;
    }
    return nullptr;
}

// Sets one bound; an error sentence when the key is unknown, repeated or its value no bound
// (NaN: it was not a number).
QString setBound(Slo &slo, const QString &key, double value, const QString &given)
{
    const BoundKey *bound = boundNamed(key);
    if (!bound)
        return FrontierTr::tr("the SLO has no bound \"%1\"; its bounds are %2")
            .arg(key, knownKeys());
    if ((slo.*(bound->field)).has_value())
        return FrontierTr::tr("the SLO names %1 twice").arg(key);
    if (!std::isfinite(value) || value <= 0.0)
        return FrontierTr::tr("the SLO's %1 is \"%2\"; give a positive number of milliseconds, "
                              "e.g. %1=200")
            .arg(key, given);
    slo.*(bound->field) = value;
    return {};
}

} // namespace

QString Slo::toText() const
{
    QStringList parts;
    for (const BoundKey &bound : kBounds) {
        if (const std::optional<double> &value = this->*(bound.field))
            parts << QStringLiteral("%1=%2").arg(QLatin1String(bound.name),
                                                 QString::number(*value, 'g', 15));
    }
    return parts.join(u',');
}

nlohmann::json Slo::toJson() const
{
    nlohmann::json object = nlohmann::json::object();
    for (const BoundKey &bound : kBounds) {
        if (const std::optional<double> &value = this->*(bound.field))
            object[bound.name] = *value;
    }
    return object;
}

Expected<Slo> Slo::fromText(const QString &text)
{
    Slo slo;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts)) {
        const qsizetype eq = part.indexOf(u'=');
        if (eq < 0)
            return unexpected(FrontierTr::tr("the SLO's \"%1\" has no value; write KEY=MS, "
                                             "e.g. ttft_ms=200,tpot_ms=50")
                                  .arg(part.trimmed()));
        const QString key = part.left(eq).trimmed();
        const QString given = part.mid(eq + 1).trimmed();
        bool ok = false;
        // QString::toDouble is the C locale's: '.' whatever the user's language.
        const double value = given.toDouble(&ok);
        const QString error = setBound(slo, key, ok ? value : kNotANumber, given);
        if (!error.isEmpty())
            return unexpected(error);
    }
    if (slo.isEmpty())
        return unexpected(FrontierTr::tr("the SLO names no bound; write e.g. "
                                         "ttft_ms=200,tpot_ms=50 (bounds: %1)")
                              .arg(knownKeys()));
    return slo;
}

Expected<Slo> Slo::fromJson(const nlohmann::json &object)
{
    if (!object.is_object())
        return unexpected(FrontierTr::tr("the SLO is not an object of bounds; write e.g. "
                                         "{\"ttft_ms\": 200, \"tpot_ms\": 50}"));
    Slo slo;
    for (const auto &[key, value] : object.items()) {
        const QString name = QString::fromStdString(key);
        const double number = value.is_number() ? value.get<double>() : kNotANumber;
        const QString error = setBound(slo, name, number, QString::fromStdString(value.dump()));
        if (!error.isEmpty())
            return unexpected(error);
    }
    if (slo.isEmpty())
        return unexpected(FrontierTr::tr("the SLO names no bound; write e.g. "
                                         "{\"ttft_ms\": 200, \"tpot_ms\": 50} (bounds: %1)")
                              .arg(knownKeys()));
    return slo;
}

} // namespace lanebook
