#include "widgets/common/metricformat.h"

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
    const QString mark = locale.decimalPoint();
    if (mark == QLatin1String("."))
        return numberText;
    // A point is a decimal mark only inside a number: digits with one point between them, not
    // part of a word ("Qwen2.5", "v0.2") nor of a dotted run ("127.0.0.1", "0.2.1"), which a
    // server's error or a version in the text holds.
    QString text;
    text.reserve(numberText.size());
    qsizetype i = 0;
    while (i < numberText.size()) {
        if (!numberText.at(i).isDigit()) {
            text += numberText.at(i++);
            continue;
        }
        qsizetype end = i;
        int points = 0;
        while (end < numberText.size() &&
               (numberText.at(end).isDigit() ||
                (numberText.at(end) == u'.' && end + 1 < numberText.size() &&
                 numberText.at(end + 1).isDigit()))) {
            points += numberText.at(end) == u'.' ? 1 : 0;
            ++end;
        }
        const bool inWord = i > 0 && (numberText.at(i - 1).isLetter() ||
                                      numberText.at(i - 1) == u'_' || numberText.at(i - 1) == u'.');
        QString number = numberText.mid(i, end - i);
        if (points == 1 && !inWord)
            number.replace(u'.', mark);
        text += number;
        i = end;
    }
    return text;
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
