#include "backends/importers/importlabel.h"

#include <QRegularExpression>

namespace lanebook::ImportLabel {

QString join(const QStringList &parts)
{
    static const QRegularExpression separators(QStringLiteral("[\\s/\\\\:,;|]+"));
    static const QRegularExpression dashes(QStringLiteral("-{2,}"));
    QStringList words;
    for (const QString &part : parts) {
        QString word = part.trimmed();
        word.replace(separators, QStringLiteral("-"));
        word.replace(dashes, QStringLiteral("-"));
        while (word.startsWith(QLatin1Char('-')))
            word.remove(0, 1);
        while (word.endsWith(QLatin1Char('-')))
            word.chop(1);
        if (!word.isEmpty())
            words << word;
    }
    return words.join(QLatin1Char('-'));
}

QString timestamp(const QDateTime &time)
{
    if (!time.isValid())
        return {};
    return time.toUTC().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
}

QString modelWord(const QString &model)
{
    QString word = model.trimmed();
    const qsizetype slash = word.lastIndexOf(QLatin1Char('/'));
    if (slash >= 0 && slash + 1 < word.size())
        word = word.mid(slash + 1);
    if (word.endsWith(QLatin1String(".gguf"), Qt::CaseInsensitive))
        word.chop(5);
    // llama_model_ftype_name() writes "Q4_K - Medium", "IQ2_XS - 2.3125 bpw", "mostly Q4_0"
    // (old builds) and "all F32"; the file-name spelling (Q4_K_M, IQ2_XS) is what people
    // recognise.
    static const QRegularExpression sized(
        QStringLiteral("\\b([A-Z0-9_]+) - (Small|Medium|Large|Extra small|Extra large|Mini)\\b"));
    QRegularExpressionMatch match = sized.match(word);
    while (match.hasMatch()) {
        const QString size = match.captured(2);
        QString suffix = size.startsWith(QLatin1String("Extra "))
                             ? QStringLiteral("X") + size.at(6).toUpper()
                             : QString(size.at(0));
        word.replace(match.capturedStart(), match.capturedLength(),
                     match.captured(1) + QLatin1Char('_') + suffix);
        match = sized.match(word);
    }
    static const QRegularExpression bitsPerWeight(QStringLiteral(" - [0-9.]+ bpw\\b"));
    word.remove(bitsPerWeight);
    static const QRegularExpression mostly(QStringLiteral("\\b(mostly|all) "));
    word.remove(mostly);
    return word.simplified();
}

} // namespace lanebook::ImportLabel
