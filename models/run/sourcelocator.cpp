#include "models/run/sourcelocator.h"

#include "models/run/storedenglish.h"

namespace lanebook {

namespace {

// Every locator an importer writes with a translated word in it.
const StoredEnglishForms &locatorForms()
{
    static const StoredEnglishForms forms(
        {{"ImportersTr", "object %1", {"Objekt %1", "对象 %1"}},
         {"ImportersTr", "line %1", {"Zeile %1", "第 %1 行"}},
         {"ImportersTr", "all records", {"alle Datensätze", "所有记录"}}},
        QStringLiteral("\\d+"));
    return forms;
}

} // namespace

QString canonicalSourceLocator(const QString &locator)
{
    return locatorForms().english(locator.trimmed()).value_or(locator);
}

QString sourceLocatorText(const QString &locator)
{
    return locatorForms().translated(locator.trimmed()).value_or(locator);
}

} // namespace lanebook
