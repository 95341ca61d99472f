#include "models/text/numbertext.h"

#include "models/text/texttr.h"

#include <QLocale>
#include <QStringList>

#include <cmath>

namespace lanebook::NumberText {

namespace {

// "-0.0" reads as a loss that is not there.
QString withoutNegativeZero(QString text)
{
    if (text.startsWith(u'-') && text.toDouble() == 0.0)
        text.remove(0, 1);
    return text;
}

} // namespace

QString missing()
{
    return QStringLiteral("—");
}

QString signedPercent(const std::optional<double> &percent)
{
    if (!percent || !std::isfinite(*percent))
        return missing();
    const int decimals = std::fabs(*percent) < 10.0 ? 1 : 0;
    const QString text = withoutNegativeZero(QString::number(*percent, 'f', decimals));
    return (text.startsWith(u'-') ? QString() : QStringLiteral("+")) + text + u'%';
}

QString percentInterval(const std::optional<double> &lowPercent,
                        const std::optional<double> &highPercent)
{
    if (!lowPercent || !highPercent)
        return missing();
    return QString(u'[' + signedPercent(lowPercent) + QStringLiteral(", ") +
                   signedPercent(highPercent) + u']');
}

QString percentRange(const std::optional<double> &lowPercent,
                     const std::optional<double> &highPercent)
{
    if (!lowPercent || !highPercent)
        return missing();
    return QString(signedPercent(lowPercent) + QStringLiteral(" … ") + signedPercent(highPercent));
}

QString pValue(const std::optional<double> &p)
{
    if (!p || !std::isfinite(*p))
        return missing();
    if (*p < 1e-4)
        return QStringLiteral("<0.0001");
    return QString::number(*p, 'g', 3);
}

QString threeSignificant(double value)
{
    if (!std::isfinite(value))
        return std::isinf(value) ? (value > 0 ? QStringLiteral("inf") : QStringLiteral("-inf"))
                                 : missing();
    if (value == 0.0)
        return QStringLiteral("0");
    // Round to three significant digits first, so that 999.6 becomes "1000", not "999.6".
    const int magnitude = int(std::floor(std::log10(std::fabs(value))));
    const double scale = std::pow(10.0, 2 - magnitude);
    const double rounded = std::round(value * scale) / scale;
    const int roundedMagnitude = int(std::floor(std::log10(std::fabs(rounded))));
    const int decimals = std::max(0, 2 - roundedMagnitude);
    return withoutNegativeZero(QString::number(rounded, 'f', decimals));
}

QString milliseconds(double ms)
{
    if (!std::isfinite(ms))
        return missing();
    return withoutNegativeZero(QString::number(ms, 'f', 1));
}

QString duration(double seconds)
{
    if (!std::isfinite(seconds) || seconds < 0)
        return TextTr::tr("unknown");
    if (seconds < 9.995)
        return TextTr::tr("%1 s").arg(threeSignificant(seconds));
    const auto s = static_cast<qint64>(std::llround(seconds));
    if (s < 60)
        return TextTr::tr("%1 s").arg(s);
    if (s < 3600)
        return TextTr::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return TextTr::tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
}

QString metricValue(double value, const QString &unit)
{
    if (!std::isfinite(value))
        return threeSignificant(value);
    if (unit == QLatin1String("ms"))
        return milliseconds(value);
    if (unit == QLatin1String("s"))
        return threeSignificant(value);
    if (unit.endsWith(QLatin1String("/s")))
        return threeSignificant(value);
    if (value == std::floor(value) && std::fabs(value) < 1e15)
        return QString::number(static_cast<qint64>(value));
    return QString::number(value, 'g', 4);
}

QString gpuList(const QList<int> &gpus)
{
    QStringList parts;
    for (const int gpu : gpus)
        parts << QString::number(gpu);
    return parts.join(QStringLiteral(", "));
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

} // namespace lanebook::NumberText
