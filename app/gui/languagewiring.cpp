#include "app/gui/languagewiring.h"

#include "app/gui/settings.h"
#include "widgets/shell/mainwindow.h"

#include <QActionGroup>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>

namespace lanebook {

namespace {

// The language the system asks for ($LANGUAGE, then the locale), in its own words.
QString systemLanguageName()
{
    const QStringList wanted = QLocale::system().uiLanguages();
    const QLocale locale(wanted.isEmpty() ? QStringLiteral("en") : wanted.constFirst());
    if (locale.language() == QLocale::C || locale.language() == QLocale::English)
        return QStringLiteral("English");
    for (const LanguageWiring::Language &language : LanguageWiring::languages()) {
        if (QLocale(language.localeName).language() == locale.language())
            return language.nativeName;
    }
    return locale.nativeLanguageName();
}

} // namespace

LanguageWiring::LanguageWiring(MainWindow *window, Settings *settings, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_settings(settings)
{
    // A menu of its own before Help (the last menu), as KDE applications have it.
    QMenuBar *bar = window->menuBar();
    const QList<QAction *> menus = bar->actions();
    auto *settingsMenu = new QMenu(tr("&Settings"), window);
    settingsMenu->setObjectName(QStringLiteral("settingsMenu"));
    if (menus.isEmpty())
        bar->addMenu(settingsMenu);
    else
        bar->insertMenu(menus.constLast(), settingsMenu);

    m_menu = settingsMenu->addMenu(tr("&Language"));
    m_menu->setObjectName(QStringLiteral("languageMenu"));
    QAction *note = m_menu->addAction(tr("Applied at the next start of Lanebook"));
    note->setEnabled(false);
    m_menu->addSeparator();
    m_group = new QActionGroup(this);
    m_group->setExclusive(true);
    const QString chosen = settings->language();
    const auto addChoice = [this, &chosen](const QString &localeName, const QString &label,
                                           const QString &nativeName) {
        QAction *action = m_menu->addAction(label);
        action->setCheckable(true);
        action->setData(localeName);
        action->setChecked(localeName == chosen);
        m_group->addAction(action);
        connect(action, &QAction::triggered, this,
                [this, localeName, nativeName] { choose(localeName, nativeName); });
    };
    const QString system = systemLanguageName();
    addChoice(QString(), tr("System Default (%1)").arg(system), system);
    for (const Language &language : languages())
        addChoice(language.localeName, language.nativeName, language.nativeName);
    if (!m_group->checkedAction()) // a language no longer offered: the system's applies
        m_group->actions().constFirst()->setChecked(true);
}

LanguageWiring *LanguageWiring::install(MainWindow *window, Settings *settings, QObject *parent)
{
    return new LanguageWiring(window, settings, parent);
}

QList<LanguageWiring::Language> LanguageWiring::languages()
{
    // Names are not translated: each is written the way its readers look for it.
    return {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
    };
}

void LanguageWiring::applyChosenLanguage(const QString &localeName)
{
    if (localeName.isEmpty())
        return;
    for (const Language &language : languages()) {
        if (language.localeName == localeName) {
            QLocale::setDefault(QLocale(localeName));
            return;
        }
    }
}

void LanguageWiring::choose(const QString &localeName, const QString &nativeName)
{
    m_settings->setLanguage(localeName);
    m_settings->sync();
    m_window->statusBar()->showMessage(
        tr("Lanebook will start in %1 next time; this window keeps its language until then.")
            .arg(nativeName),
        15000);
}

} // namespace lanebook
