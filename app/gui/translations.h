#pragma once

#include <QStringList>

class QCoreApplication;

namespace lanebook {

// Installs Qt's own translations and Lanebook's (embedded under :/i18n by
// qt_add_translations) for the user's locale. Call once, before any window exists.
void installTranslators(QCoreApplication &application);

// The folders searched for lanebook_*.qm, first match wins: the installed data folder
// (../share/lanebook/translations from the executable) when it exists, then :/i18n.
QStringList lanebookTranslationFolders();

} // namespace lanebook
