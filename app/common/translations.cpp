#include "app/common/translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

// Where `cmake --install` puts the .qm files, relative to the executables (packaging/).
#ifndef LANEBOOK_TRANSLATIONS_RELDIR
#define LANEBOOK_TRANSLATIONS_RELDIR "../share/lanebook/translations"
#endif
// Where the build writes them (build/translations): lanebook-cli has no :/i18n of its own.
#ifndef LANEBOOK_BUILD_TRANSLATIONS_DIR
#define LANEBOOK_BUILD_TRANSLATIONS_DIR ""
#endif

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
    // An installed copy (share/lanebook/translations beside bin/) is looked at first, so a
    // package can ship newer translations; the copy compiled into the binary is the fallback.
    const QStringList folders = lanebookTranslationFolders();
    auto *english = new QTranslator(&application);
    for (const QString &folder : folders) {
        if (english->load(QStringLiteral("lanebook_en"), folder)) {
            QCoreApplication::installTranslator(english);
            break;
        }
    }
    auto *lanebook = new QTranslator(&application);
    for (const QString &folder : folders) {
        if (lanebook->load(QLocale(), QStringLiteral("lanebook"), QStringLiteral("_"), folder)) {
            QCoreApplication::installTranslator(lanebook);
            break;
        }
    }
}

QStringList lanebookTranslationFolders()
{
    QStringList folders;
    const QString installed = QDir(QCoreApplication::applicationDirPath())
                                  .absoluteFilePath(QStringLiteral(LANEBOOK_TRANSLATIONS_RELDIR));
    if (QFileInfo(installed).isDir())
        folders << QDir::cleanPath(installed);
    if (QFileInfo(QStringLiteral(":/i18n")).isDir())
        folders << QStringLiteral(":/i18n");
    const QString built = QStringLiteral(LANEBOOK_BUILD_TRANSLATIONS_DIR);
    if (!built.isEmpty() && QFileInfo(built).isDir())
        folders << built;
    return folders;
}

} // namespace lanebook
