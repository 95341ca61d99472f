#pragma once

class QCoreApplication;

namespace lanebook {

// Installs Qt's own translations and Lanebook's (embedded under :/i18n by
// qt_add_translations) for the user's locale. Call once, before any window exists.
void installTranslators(QCoreApplication &application);

} // namespace lanebook
