#include "models/findings/csvtext.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace lanebook::CsvText {

namespace {

// A whole field that is a plain number (or inf): spreadsheets read it as a value, not a
// formula, so it keeps its sign.
bool isPlainNumber(const QString &value)
{
    static const QRegularExpression plainNumber(
        QStringLiteral("^[+-]?(?:(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?|inf)$"));
    return plainNumber.match(value).hasMatch();
}

} // namespace

QString field(const QString &text)
{
    QString value = text;
    // Anything a spreadsheet could start a formula with (OWASP's list: = + - @ tab CR),
    // whatever follows: "-2+3+cmd|..." and "=1+1" run as well as "=HYPERLINK(...)".
    if (!value.isEmpty() &&
        (value.front() == u'=' || value.front() == u'+' || value.front() == u'-' ||
         value.front() == u'@' || value.front() == u'\t' || value.front() == u'\r') &&
        !isPlainNumber(value))
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
