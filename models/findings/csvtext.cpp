#include "models/findings/csvtext.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace lanebook::CsvText {

QString field(const QString &text)
{
    QString value = text;
    static const QRegularExpression formula(QStringLiteral("^[=+\\-@][A-Za-z(]"));
    if (formula.match(value).hasMatch() && value != QLatin1String("-inf") &&
        value != QLatin1String("+inf"))
        value.prepend(u'\'');
    const bool quote = value.contains(u',') || value.contains(u'"') || value.contains(u'\n') ||
                       value.contains(u'\r') ||
                       (!value.isEmpty() && (value.front().isSpace() || value.back().isSpace()));
    if (!quote)
        return value;
    value.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + value + u'"';
}

QString number(std::optional<double> value)
{
    if (!value || std::isnan(*value))
        return QString();
    if (std::isinf(*value))
        return *value > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    return QString::number(*value, 'g', QLocale::FloatingPointShortest);
}

QString line(const QStringList &fields)
{
    QStringList escaped;
    escaped.reserve(fields.size());
    for (const QString &f : fields)
        escaped << field(f);
    return escaped.join(u',') + QStringLiteral("\r\n");
}

} // namespace lanebook::CsvText
