#pragma once

#include <QList>
#include <QObject>
#include <QString>

class QActionGroup;
class QMenu;

namespace lanebook {

class MainWindow;
class Settings;

// Settings > Language: the window's language, the system's by default. The choice is kept in
// Settings and applied at the next start (applyChosenLanguage() in main, before the
// translators are installed), since every widget translates its strings once, when built.
class LanguageWiring : public QObject
{
    Q_OBJECT
public:
    struct Language
    {
        QString localeName; // "de", "zh_CN"; empty: the system's
        QString nativeName; // as its speakers write it: "Deutsch", "简体中文"
    };

    LanguageWiring(MainWindow *window, Settings *settings, QObject *parent);

    // One line in the composition root, parented to it.
    static LanguageWiring *install(MainWindow *window, Settings *settings, QObject *parent);

    // The languages Lanebook is translated into (English is the source).
    static QList<Language> languages();

    // Makes the chosen language the default locale, so that installTranslators() loads it;
    // an empty or unknown name leaves the system's. Call before any translator is installed.
    static void applyChosenLanguage(const QString &localeName);

    QMenu *menu() const { return m_menu; }

private:
    void choose(const QString &localeName, const QString &nativeName);

    MainWindow *m_window;
    Settings *m_settings;
    QMenu *m_menu = nullptr;
    QActionGroup *m_group = nullptr;
};

} // namespace lanebook
