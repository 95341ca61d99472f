// The window in German: LANGUAGE=de before the application starts, the translators installed
// as main() installs them, then the real main window and composition root, offscreen. Menus,
// tabs, the welcome page and a plural form read German. Settings > Language stores the
// choice, and applyChosenLanguage() makes it the locale the next start translates into.
#include "app/common/translations.h"
#include "app/gui/compositionroot.h"
#include "app/gui/languagewiring.h"
#include "app/gui/settings.h"
#include "backends/notebook/notebookstore.h"
#include "models/run/metricvocabulary.h"
#include "widgets/shell/mainwindow.h"

#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;

namespace {

QStringList menuTitles(const MainWindow &window)
{
    QStringList titles;
    for (const QAction *action : window.menuBar()->actions())
        titles << action->text();
    return titles;
}

QStringList tabTexts(const MainWindow &window)
{
    QStringList texts;
    for (const QTabWidget *tabs : window.findChildren<QTabWidget *>()) {
        for (int i = 0; i < tabs->count(); ++i)
            texts << tabs->tabText(i);
    }
    return texts;
}

Run makeRun(const char *label, double outputTokPerS)
{
    Run run;
    run.label = QString::fromLatin1(label);
    run.model = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");
    run.format = RunFormat::VllmBench;
    run.startedAt = QDateTime::fromString(QStringLiteral("2025-06-01T10:00:00Z"), Qt::ISODate);
    run.workload = {{"concurrency", 64}};
    run.setMetric(QStringLiteral("output_tok_per_s"), outputTokPerS);
    return run;
}

} // namespace

class TestGuiLanguage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void welcomeAndMenusReadGerman();
    void notebookWindowReadsGerman();
    void languageChoiceIsStoredAndAppliedAtNextStart();
    void chineseWindowGivesTheDocksTheirShares();

private:
    void start();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<CompositionRoot> m_root;
};

void TestGuiLanguage::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = std::make_unique<Settings>(m_dir->filePath(QStringLiteral("settings.ini")));
}

void TestGuiLanguage::cleanup()
{
    m_root.reset();
    m_window.reset();
    m_settings.reset();
    m_dir.reset();
}

void TestGuiLanguage::start()
{
    m_window = std::make_unique<MainWindow>();
    m_root = std::make_unique<CompositionRoot>(m_window.get(), m_settings.get());
    m_window->show();
}

void TestGuiLanguage::welcomeAndMenusReadGerman()
{
    start();
    const QStringList menus = menuTitles(*m_window);
    QVERIFY2(menus.contains(QStringLiteral("&Datei")), qPrintable(menus.join(u'|')));
    QVERIFY2(menus.contains(QStringLiteral("&Ansicht")), qPrintable(menus.join(u'|')));
    QVERIFY2(menus.contains(QStringLiteral("&Hilfe")), qPrintable(menus.join(u'|')));
    QVERIFY2(menus.contains(QStringLiteral("&Einstellungen")), qPrintable(menus.join(u'|')));
    QStringList labels;
    for (const QLabel *label : m_window->findChildren<QLabel *>())
        labels << label->text();
    QVERIFY2(labels.contains(QStringLiteral("Kein Notizbuch geöffnet")),
             qPrintable(labels.join(u'|')));
    const auto *demo = m_window->findChild<QPushButton *>(QStringLiteral("welcomeDemoButton"));
    QVERIFY(demo);
    QCOMPARE(demo->text(), QStringLiteral("Demo-Notizbuch öffnen"));
}

void TestGuiLanguage::notebookWindowReadsGerman()
{
    const QString notebook = m_dir->filePath(QStringLiteral("bench.lanebook"));
    {
        NotebookStore store;
        QVERIFY2(store.open(notebook), qPrintable(store.lastError()));
        QVERIFY(store.runs().insertRun(makeRun("fp16-c64", 2450.5)));
        QVERIFY(store.runs().insertRun(makeRun("fp8-c64", 3120.25)));
        store.close();
    }
    start();
    m_root->openNotebook(notebook);
    const auto *count = m_window->findChild<QLabel *>(QStringLiteral("statusRunCountLabel"));
    QVERIFY(count);
    // The German plural form, from lanebook_de (installed after lanebook_en).
    QTRY_COMPARE(count->text(), QStringLiteral("2 Läufe"));
    const QStringList tabs = tabTexts(*m_window);
    QVERIFY2(tabs.contains(QStringLiteral("Läufe")), qPrintable(tabs.join(u'|')));
    QVERIFY2(tabs.contains(QStringLiteral("Vergleich")), qPrintable(tabs.join(u'|')));
    QVERIFY2(tabs.contains(QStringLiteral("Befunde")), qPrintable(tabs.join(u'|')));
    // Derived metric names (the statistic words) read German too, as the table headers show.
    QCOMPARE(MetricVocabulary::displayName(QStringLiteral("median_ttft_ms")),
             QStringLiteral("TTFT Median (ms)"));
    QCOMPARE(MetricVocabulary::displayName(QStringLiteral("std_e2el_ms")),
             QStringLiteral("E2E-Latenz Std.-Abw. (ms)"));
}

void TestGuiLanguage::languageChoiceIsStoredAndAppliedAtNextStart()
{
    QCOMPARE(m_settings->language(), QString()); // the system's until chosen
    start();
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("languageMenu"));
    QVERIFY(menu);
    QCOMPARE(menu->title(), QStringLiteral("&Sprache"));
    QAction *chinese = nullptr;
    QAction *system = nullptr;
    for (QAction *action : menu->actions()) {
        if (!action->isCheckable())
            continue;
        if (action->data().toString() == QLatin1String("zh_CN"))
            chinese = action;
        if (action->data().toString().isEmpty())
            system = action;
    }
    QVERIFY(chinese);
    QVERIFY(system);
    QVERIFY(system->isChecked());
    QVERIFY2(system->text().startsWith(QStringLiteral("Systemstandard (Deutsch)")),
             qPrintable(system->text()));
    chinese->trigger();
    QCOMPARE(m_settings->language(), QStringLiteral("zh_CN"));
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("简体中文")),
             qPrintable(m_window->statusBar()->currentMessage()));
    // The window keeps its language: every widget translated its strings when it was built.
    QCOMPARE(menu->title(), QStringLiteral("&Sprache"));

    // The next start: the chosen language is the locale the translators are loaded for.
    const QLocale before;
    LanguageWiring::applyChosenLanguage(m_settings->language());
    QCOMPARE(QLocale().name(), QStringLiteral("zh_CN"));
    QTranslator chineseTranslator;
    QVERIFY(chineseTranslator.load(QLocale(), QStringLiteral("lanebook"), QStringLiteral("_"),
                                   QCoreApplication::applicationDirPath() +
                                       QStringLiteral("/../translations")));
    QCOMPARE(chineseTranslator.translate("lanebook::MainWindow", "Runs"), QStringLiteral("运行"));
    QLocale::setDefault(before);
    LanguageWiring::applyChosenLanguage(QStringLiteral("xx_Unknown")); // ignored
    QCOMPARE(QLocale().name(), before.name());

    system->trigger();
    QCOMPARE(m_settings->language(), QString());
}

// Chinese labels do not break at spaces: a page whose minimum width grew with them took the
// docks' room at a first start (the notebook tree shrank to its minimum, lane names cut).
void TestGuiLanguage::chineseWindowGivesTheDocksTheirShares()
{
    const QString notebook = m_dir->filePath(QStringLiteral("zh.lanebook"));
    {
        NotebookStore store;
        QVERIFY2(store.open(notebook), qPrintable(store.lastError()));
        QVERIFY(store.runs().insertRun(makeRun("fp16-c64", 2450.5)));
        store.close();
    }
    const QString built =
        QCoreApplication::applicationDirPath() + QStringLiteral("/../translations");
    QTranslator chinese;
    QVERIFY(chinese.load(QStringLiteral("lanebook_zh_CN"), built));
    QCoreApplication::installTranslator(&chinese);
    // Under a Chinese locale Qt makes a CJK font the application's font; its average character
    // is a full-width glyph, about twice a Latin letter.
    const QFont latinFont = QApplication::font();
    const QFont cjkFont(QStringLiteral("Droid Sans Fallback"));
    QVERIFY2(QFontInfo(cjkFont).family() == QLatin1String("Droid Sans Fallback"),
             "no Droid Sans Fallback: run packaging/install-deps.sh (fonts-droid-fallback)");
    QApplication::setFont(cjkFont);
    m_window = std::make_unique<MainWindow>();
    m_root = std::make_unique<CompositionRoot>(m_window.get(), m_settings.get());
    // 1400 px: the first-start window of a 1600-px screen. (At 1152 px, a 1280-px screen's,
    // the Charts page's two rows of controls need 787 px in this font and the docks get 65 to
    // 70 % of their shares.)
    m_window->resize(1400, 800);
    m_window->show();
    m_root->openNotebook(notebook);
    const auto *count = m_window->findChild<QLabel *>(QStringLiteral("statusRunCountLabel"));
    QVERIFY(count);
    QTRY_COMPARE(count->text(), QStringLiteral("1 个运行"));
    // The docks get their shares of the window (MainWindow's defaults, at least 22 %), not
    // their minimums: no page's minimum width takes their room.
    const auto narrowDocks = [this] {
        QStringList narrow;
        for (const QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
            if (dock->isVisible() && !dock->isFloating() &&
                dock->width() < int(0.8 * MainWindow::kDefaultTreeShare * m_window->width()))
                narrow << QStringLiteral("%1: %2 px of %3")
                              .arg(dock->objectName())
                              .arg(dock->width())
                              .arg(m_window->width());
        }
        return narrow.join(QStringLiteral("; "));
    };
    QTRY_VERIFY2_WITH_TIMEOUT(narrowDocks().isEmpty(), qPrintable(narrowDocks()), 10000);
    const int windowWidth = m_window->width();
    QVERIFY2(m_window->centralWidget()->minimumSizeHint().width() < windowWidth * 6 / 10,
             qPrintable(QStringLiteral("the tabs need %1 px at least")
                            .arg(m_window->centralWidget()->minimumSizeHint().width())));
    QCoreApplication::removeTranslator(&chinese);
    QApplication::setFont(latinFont);
}

int main(int argc, char *argv[])
{
    // As `LANGUAGE=de lanebook` would start: the language asked for by the environment.
    qputenv("LANGUAGE", "de");
    QApplication app(argc, argv);
    installTranslators(app);
    // The .qm files are compiled into the lanebook executable's resources, not into the
    // libraries this test links: load the ones the build wrote (build/translations) for the
    // locale, as installTranslators() loads them from :/i18n.
    const QString built =
        QCoreApplication::applicationDirPath() + QStringLiteral("/../translations");
    auto *english = new QTranslator(&app);
    if (english->load(QStringLiteral("lanebook_en"), built))
        QCoreApplication::installTranslator(english);
    auto *german = new QTranslator(&app);
    if (!german->load(QLocale(), QStringLiteral("lanebook"), QStringLiteral("_"), built))
        qFatal("no lanebook_de.qm in %s", qPrintable(built));
    QCoreApplication::installTranslator(german);
    TestGuiLanguage test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_guilanguage.moc"
