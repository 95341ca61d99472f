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
    auto *lanebook = new QTranslator(&application);
    if (lanebook->load(QLocale(), QStringLiteral("lanebook"), QStringLiteral("_"),
                       QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(lanebook);
}

} // namespace lanebook
