#include "models/tooloutput/toolvalue.h"

#include <QString>

#include <cmath>

namespace lanebook::ToolValue {

bool isMissing(QStringView cell)
{
    const QStringView t = cell.trimmed();
    return t.isEmpty() || t.startsWith(QLatin1Char('[')) || t == QLatin1String("N/A") ||
           t == QLatin1String("n/a") || t == QLatin1String("-") || t == QLatin1String("NaN");
}

std::optional<double> number(QStringView cell)
{
    if (isMissing(cell))
        return std::nullopt;
    QStringView t = cell.trimmed();
    // "627.40 W": the unit follows the number after one space.
    if (const qsizetype space = t.indexOf(QLatin1Char(' ')); space > 0)
        t = t.left(space);
    bool ok = false;
    const double value = t.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<int> integer(QStringView cell)
{
    const std::optional<double> value = number(cell);
    if (!value || *value != std::floor(*value) || std::abs(*value) > 2e9)
        return std::nullopt;
    return static_cast<int>(*value);
}

std::optional<std::uint64_t> bitMask(QStringView cell)
{
    if (isMissing(cell))
        return std::nullopt;
    const QStringView t = cell.trimmed();
    bool ok = false;
    std::uint64_t bits = 0;
    if (t.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
        bits = t.mid(2).toULongLong(&ok, 16);
    else
        bits = t.toULongLong(&ok, 10);
    if (!ok)
        return std::nullopt;
    return bits;
}

QString text(QStringView cell)
{
    if (isMissing(cell))
        return {};
    return cell.trimmed().toString();
}

} // namespace lanebook::ToolValue
