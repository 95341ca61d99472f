// The main window as a desktop application keeps it: the first start fits the screen, and
// size and dock layout come back after a restart from a real settings file (INI in a
// temporary folder), through the real composition root; View › Reset Layout drops the saved
// dock layout, so that the next start has the default one.
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "widgets/shell/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QScreen>
#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;

class TestGuiWindowState : public QObject
{
    Q_OBJECT

private:
    struct Session
    {
        std::unique_ptr<Settings> settings;
        std::unique_ptr<MainWindow> window;
        std::unique_ptr<CompositionRoot> root;
    };

    static Session start(const QString &ini)
    {
        Session s;
        s.settings = std::make_unique<Settings>(ini);
        s.window = std::make_unique<MainWindow>();
        s.root = std::make_unique<CompositionRoot>(s.window.get(), s.settings.get());
        s.window->show();
        return s;
    }

private Q_SLOTS:
    void firstStartFitsTheScreen()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Session s = start(dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(QTest::qWaitForWindowExposed(s.window.get()));
        const QRect available = s.window->screen()->availableGeometry();
        // The offscreen platform's screen is 800x600: smaller than the size Lanebook likes.
        QVERIFY2(s.window->frameGeometry().width() <= available.width() &&
                     s.window->frameGeometry().height() <= available.height(),
                 qPrintable(QStringLiteral("%1x%2 on a %3x%4 screen")
                                .arg(s.window->frameGeometry().width())
                                .arg(s.window->frameGeometry().height())
                                .arg(available.width())
                                .arg(available.height())));
    }

    void sizeAndDocksSurviveARestart()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString ini = dir.filePath(QStringLiteral("settings.ini"));
        QSize chosen;
        {
            Session s = start(ini);
            QVERIFY(QTest::qWaitForWindowExposed(s.window.get()));
            const QSize first = s.window->size();
            // Smaller than the first start's size, as far as the window's minimum allows.
            s.window->resize(first - QSize(60, 80));
            auto *inspector = s.window->findChild<QDockWidget *>(QStringLiteral("inspectorDock"));
            QVERIFY(inspector);
            inspector->hide(); // closed by the user
            QTRY_VERIFY(s.window->size() != first);
            chosen = s.window->size();
            s.window->close();
        }
        QVERIFY(QFileInfo(ini).size() > 0);
        Session again = start(ini);
        QVERIFY(QTest::qWaitForWindowExposed(again.window.get()));
        QTRY_COMPARE(again.window->size(), chosen);
        auto *inspector = again.window->findChild<QDockWidget *>(QStringLiteral("inspectorDock"));
        QVERIFY(inspector);
        QVERIFY(!inspector->isVisible());
    }

    // A layout saved while a long text squeezed the docks came back at every start; after
    // Reset Layout, a start without a close in between has the default layout again.
    void resetLayoutDropsTheSavedLayout()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Session s = start(dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(QTest::qWaitForWindowExposed(s.window.get()));
        s.settings->setWindowState(s.window->saveState());
        QVERIFY(!s.settings->windowState().isEmpty());
        auto *reset = s.window->findChild<QAction *>(QStringLiteral("resetLayoutAction"));
        QVERIFY2(reset, "View › Reset Layout");
        reset->trigger();
        QVERIFY(s.settings->windowState().isEmpty());
        QVERIFY(!s.window->restoreDockState(s.settings->windowState()));
    }
};

QTEST_MAIN(TestGuiWindowState)
#include "tst_guiwindowstate.moc"
