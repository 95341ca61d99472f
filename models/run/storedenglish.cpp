#include "models/run/storedenglish.h"

#include <QCoreApplication>

namespace lanebook {

namespace {

// "abgebrochen: %1 von %2 Anfragen beendet" -> ^abgebrochen: (?<a1>ARG) von (?<a2>ARG) ...$
QRegularExpression patternOf(const char *form, const QString &argument)
{
    static const QRegularExpression placeholder(QStringLiteral("%([12])"));
    const QString text = QString::fromUtf8(form);
    QString pattern = QStringLiteral("^");
    qsizetype at = 0;
    for (auto it = placeholder.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        pattern += QRegularExpression::escape(text.mid(at, m.capturedStart() - at));
        pattern += QStringLiteral("(?<a%1>%2)").arg(m.captured(1), argument);
        at = m.capturedEnd();
    }
    pattern += QRegularExpression::escape(text.mid(at)) + u'$';
    return QRegularExpression(pattern, QRegularExpression::DotMatchesEverythingOption);
}

QString filled(const QString &text, const QString &first, const QString &second)
{
    if (!text.contains(QLatin1String("%1")))
        return text;
    if (!text.contains(QLatin1String("%2")))
        return text.arg(first);
    return text.arg(first, second);
}

} // namespace

StoredEnglishForms::StoredEnglishForms(std::vector<StoredEnglishForm> forms,
                                       const QString &argument)
    : m_forms(std::move(forms))
{
    for (std::size_t i = 0; i < m_forms.size(); ++i) {
        m_compiled.push_back({i, patternOf(m_forms[i].english, argument)});
        for (const char *translated : m_forms[i].translated)
            m_compiled.push_back({i, patternOf(translated, argument)});
    }
}

std::optional<StoredEnglishForms::Match> StoredEnglishForms::match(const QString &text) const
{
    if (text.isEmpty())
        return std::nullopt;
    for (const Compiled &compiled : m_compiled) {
        const QRegularExpressionMatch m = compiled.pattern.match(text);
        if (m.hasMatch())
            return Match{compiled.form, m.captured(QStringLiteral("a1")),
                         m.captured(QStringLiteral("a2"))};
    }
    return std::nullopt;
}

std::optional<QString> StoredEnglishForms::english(const QString &text) const
{
    const auto found = match(text);
    if (!found)
        return std::nullopt;
    return filled(QString::fromUtf8(m_forms[found->form].english), found->first, found->second);
}

std::optional<QString> StoredEnglishForms::translated(const QString &text) const
{
    const auto found = match(text);
    if (!found)
        return std::nullopt;
    const StoredEnglishForm &form = m_forms[found->form];
    return filled(QCoreApplication::translate(form.context, form.english), found->first,
                  found->second);
}

} // namespace lanebook
