#include "widgets/common/metricformat.h"

#include "models/text/numbertext.h"

#include "models/run/metricvocabulary.h"

#include <QCoreApplication>

#include <cmath>

namespace lanebook::MetricFormat {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(MetricFormat)
};

} // namespace

QString unitOf(const QString &metricName)
{
    const auto entry = MetricVocabulary::describe(metricName);
    return entry ? entry->unit : QString();
}

QString number(double value, const QLocale &locale)
{
    if (std::isnan(value))
        return {};
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
    const double magnitude = std::abs(value);
    if (magnitude < 1e15 && value == std::floor(value))
        return locale.toString(value, 'f', 0);
    if (magnitude >= 10000)
        return locale.toString(value, 'f', 0);
    if (magnitude >= 100)
        return locale.toString(value, 'f', 1);
    if (magnitude >= 1)
        return locale.toString(value, 'f', 2);
    return locale.toString(value, 'g', 3);
}

QString value(double value, const QString &metricName, const QLocale &locale)
{
    return withUnit(value, unitOf(metricName), locale);
}

QString withUnit(double value, const QString &unit, const QLocale &locale)
{
    if (std::isnan(value))
        return {};
    if (unit == QLatin1String("B") && std::isfinite(value) && std::abs(value) < 9e18)
        return byteSize(static_cast<qint64>(value), locale);
    QString text = number(value, locale);
    if (unit.isEmpty())
        return text;
    if (unit == QLatin1String("%"))
        return text + unit;
    return text + QChar(0x202F) + unit; // narrow no-break space: the unit never wraps away
}

QString localized(const QString &numberText, const QLocale &locale)
{
    return NumberText::localized(numberText, locale);
}

QString statusTitle(RunStatus status)
{
    switch (status) {
    case RunStatus::Unjudged:
        return Tr::tr("Unjudged");
    case RunStatus::Promoted:
        return Tr::tr("Promoted");
    case RunStatus::Valid:
        return Tr::tr("Valid");
    case RunStatus::Diagnostic:
        return Tr::tr("Diagnostic");
    case RunStatus::Invalid:
        return Tr::tr("Invalid");
    case RunStatus::SupportOnly:
        return Tr::tr("Support only");
    case RunStatus::Inconclusive:
        return Tr::tr("Inconclusive");
    case RunStatus::Failed:
        return Tr::tr("Failed");
    }
    return {};
}

QString dateTime(const QDateTime &dateTime)
{
    if (!dateTime.isValid())
        return {};
    return dateTime.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString byteSize(qint64 bytes, const QLocale &locale)
{
    return locale.formattedDataSize(bytes, 1, QLocale::DataSizeIecFormat);
}

} // namespace lanebook::MetricFormat
