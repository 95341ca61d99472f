#pragma once

#include <QString>

namespace lanebook {

// Where a run sits in its source file: "object 2", "line 5", "row 3", "all records",
// "benchmark 0". Part of the run's identity (source sha256, locator), so it is stored in
// English whatever the language of the program that imported it, and translated only when
// shown.

// A locator's English text, as importers store it; written as
// sourceLocator(QT_TRANSLATE_NOOP("ImportersTr", "object %1")) so that the text stays in the
// translation files for sourceLocatorText().
inline QString sourceLocator(const char *english)
{
    return QString::fromLatin1(english);
}

// The stored form of a locator an older Lanebook translated before storing it ("Objekt 2",
// "第 5 行", "alle Datensätze" -> "object 2", "line 5", "all records"). Anything else is
// returned as it is.
QString canonicalSourceLocator(const QString &locator);

// The locator in the user's language, for display.
QString sourceLocatorText(const QString &locator);

} // namespace lanebook
