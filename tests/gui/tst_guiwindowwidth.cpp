// A 1280x800 window, offscreen, on the demo notebook: the notebook tree keeps its share of the
// width on every tab (no page asks for so much width that the docks are squeezed), shows each
// lane's name whole and carries it in the tooltip, and the docks keep their shares when the
// window grows or shrinks. With LANEBOOK_SCREENSHOT_DIR set, each tab is saved there.
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "models/notebooktree/notebooktreemodel.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/notebooktreeview.h"

#include <QDir>
#include <QDockWidget>
#include <QStyle>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;

class TestGuiWindowWidth : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void everyTabLeavesTheTreeItsShare();
    void docksScaleWithTheWindow();

private:
    void verifyLaneNamesWhole(const QString &where);
    void verifyDockShare(QDockWidget *dock, double share, const QString &where);
    void saveScreenshot(const QString &name);

    QTemporaryDir m_home;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<CompositionRoot> m_root;
    QDockWidget *m_treeDock = nullptr;
    QDockWidget *m_inspectorDock = nullptr;
};

void TestGuiWindowWidth::initTestCase()
{
    QVERIFY(m_home.isValid());
    qputenv("XDG_DATA_HOME", QDir(m_home.path()).filePath(QStringLiteral("data")).toUtf8());
    m_settings = std::make_unique<Settings>(m_home.filePath(QStringLiteral("settings.ini")));
    m_window = std::make_unique<MainWindow>();
    m_root = std::make_unique<CompositionRoot>(m_window.get(), m_settings.get());
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QSignalSpy shown(m_root.get(), &CompositionRoot::snapshotShown);
    m_root->openDemoNotebook();
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && shown.last().at(0).toInt() > 0, 60000);
    m_treeDock = m_window->findChild<QDockWidget *>(QStringLiteral("notebookDock"));
    m_inspectorDock = m_window->findChild<QDockWidget *>(QStringLiteral("inspectorDock"));
    QVERIFY(m_treeDock && m_inspectorDock);
    QTRY_VERIFY(m_treeDock->isVisible() && m_inspectorDock->isVisible());
    QTest::qWait(50); // the docks' first layout at their shares
}

void TestGuiWindowWidth::cleanupTestCase()
{
    m_root.reset();
    m_window.reset();
    m_settings.reset();
}

void TestGuiWindowWidth::saveScreenshot(const QString &name)
{
    const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(m_window->grab().save(QDir(dir).filePath(name)));
}

void TestGuiWindowWidth::verifyDockShare(QDockWidget *dock, double share, const QString &where)
{
    const int wanted = int(m_window->width() * share);
    // A few pixels go to the separator and the frame.
    QVERIFY2(std::abs(dock->width() - wanted) <= 12,
             qPrintable(QStringLiteral("%1: %2 is %3 px wide, its share of %4 px is %5 px")
                            .arg(where, dock->objectName())
                            .arg(dock->width())
                            .arg(m_window->width())
                            .arg(wanted)));
}

void TestGuiWindowWidth::verifyLaneNamesWhole(const QString &where)
{
    NotebookTreeView *tree = m_window->notebookTree();
    QAbstractItemModel *model = tree->model();
    const int margin = tree->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, tree) + 1;
    int lanes = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, NotebookTreeModel::NameColumn);
        if (index.data(NotebookTreeModel::NodeKindRole).toInt() !=
            static_cast<int>(NotebookTreeModel::NodeKind::Lane))
            continue;
        ++lanes;
        const QString name = index.data(Qt::DisplayRole).toString();
        const int needed = tree->fontMetrics().horizontalAdvance(name) + 2 * margin;
        const int shown = tree->visualRect(index).width();
        QVERIFY2(shown >= needed, qPrintable(QStringLiteral("%1: lane \"%2\" needs %3 px, has %4")
                                                 .arg(where, name)
                                                 .arg(needed)
                                                 .arg(shown)));
        QVERIFY2(index.data(Qt::ToolTipRole).toString().contains(name),
                 qPrintable(index.data(Qt::ToolTipRole).toString()));
    }
    QVERIFY2(lanes >= 3, qPrintable(QString::number(lanes)));
}

void TestGuiWindowWidth::everyTabLeavesTheTreeItsShare()
{
    auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("centralTabs"));
    QVERIFY(tabs);
    QCOMPARE(m_window->width(), 1280);
    const int central = m_window->width() - m_treeDock->width() - m_inspectorDock->width();
    for (int tab = 0; tab < tabs->count(); ++tab) {
        tabs->setCurrentIndex(tab);
        QTest::qWait(20);
        const QString where = tabs->tabText(tab);
        QWidget *page = tabs->widget(tab);
        qInfo("%s: page minimum width %d px, room %d px", qPrintable(where),
              page->minimumSizeHint().width(), central);
        QVERIFY2(page->minimumSizeHint().width() <= central,
                 qPrintable(QStringLiteral("%1 asks for %2 px; %3 px are left beside the docks")
                                .arg(where)
                                .arg(page->minimumSizeHint().width())
                                .arg(central)));
        verifyDockShare(m_treeDock, MainWindow::kDefaultTreeShare, where);
        verifyDockShare(m_inspectorDock, MainWindow::kDefaultInspectorShare, where);
        verifyLaneNamesWhole(where);
        QString file = where.section(u' ', 0, 0).toLower();
        saveScreenshot(QStringLiteral("width-1280-%1.png").arg(file));
    }
    tabs->setCurrentIndex(0);
}

void TestGuiWindowWidth::docksScaleWithTheWindow()
{
    m_window->resize(1600, 1000);
    QTRY_COMPARE(m_window->width(), 1600);
    QTest::qWait(50);
    verifyDockShare(m_treeDock, MainWindow::kDefaultTreeShare, QStringLiteral("1600 px"));
    verifyDockShare(m_inspectorDock, MainWindow::kDefaultInspectorShare, QStringLiteral("1600 px"));

    // A user who widens the tree keeps a wider tree, in proportion, when the window shrinks
    // (to 1520 px: at 1280 px the pages' minimum widths leave the docks no more than their
    // default shares).
    m_window->resizeDocks({m_treeDock}, {420}, Qt::Horizontal);
    QTRY_VERIFY(std::abs(m_treeDock->width() - 420) <= 4);
    const double share = 420.0 / 1600.0;
    m_window->resize(1520, 900);
    QTRY_COMPARE(m_window->width(), 1520);
    QTest::qWait(50);
    verifyDockShare(m_treeDock, share, QStringLiteral("back at 1520 px"));
    verifyLaneNamesWhole(QStringLiteral("back at 1520 px"));
}

QTEST_MAIN(TestGuiWindowWidth)
#include "tst_guiwindowwidth.moc"
