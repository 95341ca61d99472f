#pragma once

#include <QStringList>

class QCoreApplication;

namespace lanebook {

// Installs Qt's own translations and Lanebook's for the user's locale (QLocale(): the
// system's LANGUAGE/LC_ALL/LANG unless a default was set). Shared by `lanebook` and
// `lanebook-cli`; Qt Core only. Call once, before any string is translated.
void installTranslators(QCoreApplication &application);

// The folders searched for lanebook_*.qm, first match wins, each only when it exists: the
// installed data folder (../share/lanebook/translations from the executable), :/i18n
// (compiled into `lanebook` by qt_add_translations), then the build's translations folder.
QStringList lanebookTranslationFolders();

} // namespace lanebook
