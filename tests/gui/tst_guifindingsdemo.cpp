// The Findings tab on the demo notebook (`lanebook --demo`), offscreen: the OEA finding
// is there, negative, standing out in the list, with its runs linked and its hypothesis locked.
// With LANEBOOK_SCREENSHOT_DIR set, the tab is saved there as findings-tab.png.
#include "app/gui/compositionroot.h"
#include "app/gui/findingswiring.h"
#include "app/gui/settings.h"
#include "widgets/findings/findingeditor.h"
#include "widgets/findings/findingspage.h"
#include "widgets/shell/mainwindow.h"

#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;

class TestGuiFindingsDemo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void negativeFindingOfTheDemo();

private:
    QTemporaryDir m_home;
};

void TestGuiFindingsDemo::initTestCase()
{
    QVERIFY(m_home.isValid());
    qputenv("XDG_DATA_HOME", QDir(m_home.path()).filePath(QStringLiteral("data")).toUtf8());
}

void TestGuiFindingsDemo::negativeFindingOfTheDemo()
{
    Settings settings(m_home.filePath(QStringLiteral("settings.ini")));
    MainWindow window;
    CompositionRoot root(&window, &settings);
    window.resize(1600, 1000);
    window.show();
    auto *wiring = root.findChild<FindingsWiring *>();
    QVERIFY(wiring);
    FindingsPage *page = wiring->page();
    window.findChild<QTabWidget *>(QStringLiteral("centralTabs"))->setCurrentWidget(page);
    root.openDemoNotebook();
    QTRY_VERIFY_WITH_TIMEOUT(page->list()->count() > 0, 60000);
    QListWidgetItem *negative = nullptr;
    for (int row = 0; row < page->list()->count(); ++row) {
        if (page->list()->item(row)->text().contains(QStringLiteral("✗")))
            negative = page->list()->item(row);
    }
    QVERIFY2(negative, "the demo has a negative finding");
    QVERIFY(negative->font().bold());
    page->list()->setCurrentItem(negative);
    FindingEditor *editor = page->editor();
    QTRY_VERIFY_WITH_TIMEOUT(editor->findingId() != 0 &&
                                 editor->verdictBanner()->property("verdict").toString() ==
                                     QStringLiteral("negative"),
                             20000);
    QVERIFY(editor->hypothesisEdit()->isReadOnly());
    // Its hypothesis was reconstructed from a published write-up, and the stamp says so
    // instead of accusing it of being written with the results known.
    QVERIFY2(editor->hypothesisStamp()->text().startsWith(QStringLiteral("Reconstructed")),
             qPrintable(editor->hypothesisStamp()->text()));
    QVERIFY(!editor->hypothesisStamp()->text().contains(QStringLiteral("were known")));
    QVERIFY(editor->linksList()->count() > 1);
    QApplication::processEvents();
    const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(window.grab().save(QDir(dir).filePath(QStringLiteral("findings-tab.png"))));
}

QTEST_MAIN(TestGuiFindingsDemo)
#include "tst_guifindingsdemo.moc"
