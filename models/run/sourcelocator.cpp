#include "models/run/sourcelocator.h"

#include <QCoreApplication>

#include <QRegularExpression>

#include <array>
#include <optional>
#include <utility>
#include <vector>

namespace lanebook {

namespace {

struct LocatorForm
{
    const char *english; // "object %1"
    // The forms translated versions of Lanebook stored (translations/lanebook_*.json, context
    // ImportersTr; unchanged since those entries were written).
    std::array<const char *, 2> translated;
};

constexpr std::array<LocatorForm, 3> kForms = {{
    {"object %1", {"Objekt %1", "对象 %1"}},
    {"line %1", {"Zeile %1", "第 %1 行"}},
    {"all records", {"alle Datensätze", "所有记录"}},
}};

// "Objekt %1" -> ^Objekt (\d+)$
QRegularExpression patternOf(const char *form)
{
    const QStringList parts = QString::fromUtf8(form).split(QStringLiteral("%1"));
    QStringList escaped;
    for (const QString &part : parts)
        escaped << QRegularExpression::escape(part);
    return QRegularExpression(u'^' + escaped.join(QStringLiteral("(\\d+)")) + u'$');
}

struct CompiledForm
{
    const LocatorForm *form;
    QRegularExpression pattern;
};

// Compiled once: a notebook of a million runs asks for every run's locator at its migration.
const std::vector<CompiledForm> &compiledForms()
{
    static const std::vector<CompiledForm> forms = [] {
        std::vector<CompiledForm> list;
        for (const LocatorForm &form : kForms) {
            list.push_back({&form, patternOf(form.english)});
            for (const char *translated : form.translated)
                list.push_back({&form, patternOf(translated)});
        }
        return list;
    }();
    return forms;
}

// The English form and number of a locator in any of the known languages.
std::optional<std::pair<const LocatorForm *, QString>> parse(const QString &locator)
{
    const QString text = locator.trimmed();
    for (const CompiledForm &compiled : compiledForms()) {
        const QRegularExpressionMatch m = compiled.pattern.match(text);
        if (m.hasMatch())
            return std::make_pair(compiled.form,
                                  m.lastCapturedIndex() >= 1 ? m.captured(1) : QString());
    }
    return std::nullopt;
}

} // namespace

QString canonicalSourceLocator(const QString &locator)
{
    const auto parsed = parse(locator);
    if (!parsed)
        return locator;
    QString english = QString::fromUtf8(parsed->first->english);
    return parsed->second.isEmpty() ? english : english.arg(parsed->second);
}

QString sourceLocatorText(const QString &locator)
{
    const auto parsed = parse(locator);
    if (!parsed)
        return locator;
    // The importers mark these texts (context ImportersTr); their translations apply here.
    const QString text = QCoreApplication::translate("ImportersTr", parsed->first->english);
    return parsed->second.isEmpty() ? text : text.arg(parsed->second);
}

} // namespace lanebook
