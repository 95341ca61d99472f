#include "app/gui/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace lanebook {

void installTranslators(QCoreApplication &application)
{
    // Parented to the application: translators must outlive every window.
    auto *qt = new QTranslator(&application);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    // English plural forms ("1 run", "2 runs") come from lanebook_en; a translation for
    // the user's language, installed after it, takes precedence.
    auto *english = new QTranslator(&application);
    if (english->load(QStringLiteral(":/i18n/lanebook_en.qm")))
        QCoreApplication::installTranslator(english);
    auto *lanebook = new QTranslator(&application);
    if (lanebook->load(QLocale(), QStringLiteral("lanebook"), QStringLiteral("_"),
                       QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(lanebook);
}

} // namespace lanebook
