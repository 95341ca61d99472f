#pragma once

#include "testutils.h"

// What the layout tests (tst_layoutscreens, tst_layoutdialogs) check in a window, and how they
// set up the screens and the language it is checked at (issue 28, part 3):
// - screens: under the offscreen platform (the tests' default), two screens side by side, a
//   1280x800 laptop panel and a 1920x1080 monitor; under a real display, its own screens;
// - languages: Lanebook's translations as the build wrote them (build/translations), the
//   locale's numbers, and for Chinese the font a Chinese desktop draws with (Noto Sans CJK SC,
//   fonts-noto-cjk: its full-width glyphs are about twice a Latin letter);
// - checks: the window's minimum width, every visible widget inside its parent and the window
//   inside the screen, table headers as wide as their names; a screenshot of each state.
#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QLibraryInfo>
#include <QScreen>
#include <QScrollArea>
#include <QStyle>
#include <QTableView>
#include <QTranslator>
#include <QTreeView>
#include <QtTest>

#include <algorithm>

namespace lanebook::test {

// The widest a screen that Lanebook must fit on gives the window (a 1024x768 panel, a remote
// desktop): the window's minimum width may not be more.
constexpr int kNarrowScreenPx = 1024;

inline const QList<QSize> &layoutScreens()
{
    static const QList<QSize> screens{QSize(1280, 800), QSize(1920, 1080)};
    return screens;
}

inline const QStringList &layoutLanguages()
{
    static const QStringList languages{QStringLiteral("en"), QStringLiteral("de"),
                                       QStringLiteral("zh_CN")};
    return languages;
}

inline QString sizeName(const QSize &size)
{
    return QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
}

// Before the QApplication: the offscreen platform gets layoutScreens() side by side (its
// default is one 800x600 screen). A real display (QT_QPA_PLATFORM=xcb under Xvfb or a desktop)
// keeps its own screens, and rows for sizes it lacks are skipped.
inline void useLayoutScreens()
{
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    if (!platform.isEmpty() && !platform.startsWith("offscreen"))
        return;
    QStringList screens;
    int x = 0;
    for (const QSize &size : layoutScreens()) {
        screens << QStringLiteral(R"({"name": "%1", "x": %2, "y": 0, "width": %3, "height": %4, )"
                                  R"("logicalDpi": 96})")
                       .arg(sizeName(size))
                       .arg(x)
                       .arg(size.width())
                       .arg(size.height());
        x += size.width();
    }
    const QString path = QDir::temp().filePath(
        QStringLiteral("lanebook-layout-screens-%1.json").arg(QCoreApplication::applicationPid()));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    file.write(
        QStringLiteral(R"({"screens": [%1]})").arg(screens.join(QStringLiteral(", "))).toUtf8());
    file.close();
    // Read once, when the platform starts: the file may go after the QApplication is made.
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(path));
}

inline QScreen *screenOfSize(const QSize &size)
{
    for (QScreen *screen : QGuiApplication::screens()) {
        if (screen->size() == size)
            return screen;
    }
    return nullptr;
}

// Where the screenshots go: LANEBOOK_TEST_ARTIFACTS_DIR (CI keeps that folder), else
// layout-screenshots beside the test executable.
inline QString artifactsDir()
{
    QString dir = qEnvironmentVariable("LANEBOOK_TEST_ARTIFACTS_DIR");
    if (dir.isEmpty())
        dir = QDir(QCoreApplication::applicationDirPath())
                  .filePath(QStringLiteral("layout-screenshots"));
    QDir().mkpath(dir);
    return dir;
}

// The window as drawn (no frame), as NAME.png in artifactsDir(); a problem when it cannot be.
inline QString saveScreenshot(QWidget *window, const QString &name)
{
    const QString path = QDir(artifactsDir()).filePath(name + QStringLiteral(".png"));
    return window->grab().save(path) ? QString() : QStringLiteral("cannot write %1").arg(path);
}

// Lanebook in one language for the life of the scope, as main() starts it in that language:
// the English plural forms, then the language's translation (and Qt's own where installed),
// the locale (numbers, dates) and, for Chinese, a CJK font as the application's font. Widgets
// translate their texts when they are made: make them inside the scope.
class LayoutLanguage
{
public:
    explicit LayoutLanguage(const QString &language)
        : m_previousLocale(QLocale())
        , m_previousFont(QApplication::font())
    {
        // Beside the test executables (build/tests): build/translations, from lanebook_lrelease.
        const QString folder =
            QCoreApplication::applicationDirPath() + QStringLiteral("/../translations");
        if (!m_english.load(QStringLiteral("lanebook_en"), folder)) {
            m_missingFile = QStringLiteral("no lanebook_en.qm in %1").arg(folder);
            return;
        }
        QCoreApplication::installTranslator(&m_english);
        if (language != QLatin1String("en")) {
            if (!m_translation.load(QStringLiteral("lanebook_") + language, folder)) {
                m_missingFile = QStringLiteral("no lanebook_%1.qm in %2").arg(language, folder);
                return;
            }
            QCoreApplication::installTranslator(&m_translation);
            if (m_qt.load(QStringLiteral("qtbase_") + language,
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
                QCoreApplication::installTranslator(&m_qt);
        }
        QLocale::setDefault(QLocale(language));
        if (language.startsWith(QLatin1String("zh"))) {
            const QString family = QStringLiteral("Noto Sans CJK SC");
            if (!QFontDatabase::families().contains(family)) {
                m_missingFont = QStringLiteral("no %1: packaging/install-deps.sh installs it "
                                               "(fonts-noto-cjk)")
                                    .arg(family);
                return;
            }
            QFont font = m_previousFont;
            font.setFamilies({family});
            QApplication::setFont(font);
        }
    }
    ~LayoutLanguage()
    {
        for (QTranslator *translator : {&m_qt, &m_translation, &m_english})
            QCoreApplication::removeTranslator(translator);
        QLocale::setDefault(m_previousLocale);
        QApplication::setFont(m_previousFont);
    }
    LayoutLanguage(const LayoutLanguage &) = delete;
    LayoutLanguage &operator=(const LayoutLanguage &) = delete;

    QString missingFile() const { return m_missingFile; } // the build's fault: always a failure
    QString missingFont() const { return m_missingFont; } // the machine's: skipped outside CI

private:
    QLocale m_previousLocale;
    QFont m_previousFont;
    QTranslator m_english;
    QTranslator m_translation;
    QTranslator m_qt;
    QString m_missingFile;
    QString m_missingFont;
};

// A widget as a failure message names it: its object name or class, what it says, and the
// nearest named ancestor.
inline QString describeWidget(const QWidget *widget)
{
    QString name = widget->objectName().isEmpty()
                       ? QString::fromLatin1(widget->metaObject()->className())
                       : widget->objectName();
    QString text;
    if (const auto *label = qobject_cast<const QLabel *>(widget))
        text = label->text();
    else if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
        text = button->text();
    if (!text.isEmpty())
        name += QStringLiteral(" \"%1\"").arg(text.left(60));
    for (const QWidget *up = widget->parentWidget(); up; up = up->parentWidget()) {
        if (!up->objectName().isEmpty() && !up->objectName().startsWith(QLatin1String("qt_"))) {
            name += QStringLiteral(" in %1").arg(up->objectName());
            break;
        }
    }
    return name;
}

inline QString rectText(const QRect &rect)
{
    return QStringLiteral("%1,%2 %3x%4")
        .arg(rect.x())
        .arg(rect.y())
        .arg(rect.width())
        .arg(rect.height());
}

inline QRect globalRect(const QWidget *widget)
{
    return {widget->mapToGlobal(QPoint(0, 0)), widget->size()};
}

// Visible descendants of `parent` that reach outside it (so outside the window, and the
// window's own rect is checked against the screen). What a scroll area's viewport holds is
// scrolled out of view by design: the scroll area, its scroll bars and its viewport are
// checked against their parents, a QScrollArea's page against itself (each widget on the page
// inside the page), and an item view's editors not at all. A widget found outside is named
// once, without its own descendants.
inline void collectOutside(const QWidget *parent, QStringList &problems)
{
    const QRect bounds = globalRect(parent);
    const auto *scrollArea = qobject_cast<const QAbstractScrollArea *>(parent);
    for (QObject *object : parent->children()) {
        const auto *child = qobject_cast<const QWidget *>(object);
        if (!child || child->isWindow() || !child->isVisible())
            continue;
        const QRect rect = globalRect(child);
        if (rect.isEmpty())
            continue;
        if (!bounds.contains(rect)) {
            problems << QStringLiteral("%1 lies at %2, outside %3 at %4")
                            .arg(describeWidget(child), rectText(rect), describeWidget(parent),
                                 rectText(bounds));
            continue;
        }
        if (scrollArea && child == scrollArea->viewport()) {
            const auto *pageArea = qobject_cast<const QScrollArea *>(scrollArea);
            if (const QWidget *page = pageArea ? pageArea->widget() : nullptr;
                page && page->isVisible())
                collectOutside(page, problems);
            continue;
        }
        collectOutside(child, problems);
    }
}

// Scroll areas whose page is wider than they are: the page scrolls sideways, and what is at
// its right end (the end of a headline, of every line) is not seen at first sight. Allowed
// (a form may scroll sideways rather than clip its fields), so only reported by the tests.
inline QStringList pagesScrollingSideways(QWidget *window)
{
    QStringList found;
    for (const QScrollArea *area : window->findChildren<QScrollArea *>()) {
        if (area->isVisible() && area->widget() && area->widget()->isVisible() &&
            area->widget()->width() > area->viewport()->width()) {
            // The visible widget with the widest minimum: what holds the page open.
            const QWidget *widest = nullptr;
            const auto least = [](const QWidget *w) {
                return std::max(w->minimumWidth(), w->minimumSizeHint().width());
            };
            for (const QWidget *child : area->widget()->findChildren<QWidget *>()) {
                if (child->isVisible() && (!widest || least(child) > least(widest)))
                    widest = child;
            }
            found << QStringLiteral("%1 scrolls sideways: its page is %2 px wide, it shows %3 px%4")
                         .arg(describeWidget(area))
                         .arg(area->widget()->width())
                         .arg(area->viewport()->width())
                         .arg(widest ? QStringLiteral(" (held open by %1, minimum %2 px)")
                                           .arg(describeWidget(widest))
                                           .arg(least(widest))
                                     : QString());
        }
    }
    return found;
}

// The window (with its frame) on the screen, and every visible widget inside it.
inline QStringList widgetsOutside(QWidget *window, const QScreen *screen)
{
    QStringList problems;
    const QRect room = screen->availableGeometry();
    if (!room.contains(window->frameGeometry()))
        problems << QStringLiteral("the window lies at %1, outside the screen's %2")
                        .arg(rectText(window->frameGeometry()), rectText(room));
    collectOutside(window, problems);
    return problems;
}

// Visible table and tree headers whose sections are narrower than their names: each section
// needs its name's width in the header's font, the style's margins on both sides, and, where
// clicking a header sorts, room for the sort arrow. The last section, when it stretches to
// fill the view, is left out (it takes what is left). There is no exception for a section with
// a tooltip: a header is read at first sight, before anyone hovers it.
inline QStringList cutHeaders(QWidget *window)
{
    QStringList problems;
    for (QAbstractItemView *view : window->findChildren<QAbstractItemView *>()) {
        if (!view->isVisible() || !view->model())
            continue;
        QHeaderView *header = nullptr;
        if (auto *table = qobject_cast<QTableView *>(view))
            header = table->horizontalHeader();
        else if (auto *tree = qobject_cast<QTreeView *>(view))
            header = tree->header();
        if (!header || !header->isVisible())
            continue;
        int lastVisual = -1;
        for (int visual = header->count() - 1; visual >= 0 && lastVisual < 0; --visual) {
            if (!header->isSectionHidden(header->logicalIndex(visual)))
                lastVisual = visual;
        }
        const QStyle *style = header->style();
        const int margin = style->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        const int arrow =
            header->isSortIndicatorShown()
                ? style->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header) + margin
                : 0;
        for (int logical = 0; logical < header->count(); ++logical) {
            if (header->isSectionHidden(logical) ||
                (header->stretchLastSection() && header->visualIndex(logical) == lastVisual))
                continue;
            const QString name =
                view->model()->headerData(logical, Qt::Horizontal, Qt::DisplayRole).toString();
            if (name.isEmpty())
                continue;
            const QVariant font = view->model()->headerData(logical, Qt::Horizontal, Qt::FontRole);
            const QFontMetrics metrics(font.canConvert<QFont>() ? font.value<QFont>()
                                                                : header->font());
            int nameWidth = 0;
            for (const QString &line : name.split(u'\n'))
                nameWidth = std::max(nameWidth, metrics.horizontalAdvance(line));
            const int needed = nameWidth + 2 * margin + arrow;
            if (header->sectionSize(logical) < needed)
                problems << QStringLiteral(
                                "column \"%1\" of %2 is %3 px wide, its name needs %4 px")
                                .arg(name, describeWidget(view))
                                .arg(header->sectionSize(logical))
                                .arg(needed);
        }
    }
    return problems;
}

// Lets the layouts take in what was just changed: a label's new width reaches the window's
// minimum through layout requests, one level at a time.
inline void settleLayout()
{
    QTest::qWait(50);
}

} // namespace lanebook::test

// main() of a layout test: the screens before the application, then the test.
// The start of a row: the offscreen screen of that size, and the language's translations (a
// LayoutLanguage named scopeName) with its font. A missing translation fails; a missing CJK font
// fails in CI and skips elsewhere.
#define LANEBOOK_LAYOUT_ROW(screenName, scopeName, language, size)                                 \
    QScreen *screenName = screenOfSize(size);                                                      \
    if (!screenName)                                                                               \
        QSKIP("this display has no screen of that size");                                          \
    LayoutLanguage scopeName(language);                                                            \
    QVERIFY2(scopeName.missingFile().isEmpty(), qPrintable(scopeName.missingFile()));              \
    if (!scopeName.missingFont().isEmpty()) {                                                      \
        if (lanebook::test::inContinuousIntegration())                                             \
            QFAIL(qPrintable(scopeName.missingFont()));                                            \
        QSKIP(qPrintable(scopeName.missingFont()));                                                \
    }

#define LANEBOOK_LAYOUT_TEST_MAIN(TestObject)                                                      \
    int main(int argc, char *argv[])                                                               \
    {                                                                                              \
        lanebook::test::useLayoutScreens();                                                        \
        QApplication app(argc, argv);                                                              \
        TestObject test;                                                                           \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return QTest::qExec(&test, argc, argv);                                                    \
    }
