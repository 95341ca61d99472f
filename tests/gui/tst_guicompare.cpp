// End to end, offscreen: the real main window and composition root on a real SQLite notebook
// with planted interleaved runs (candidate 8% faster). Sets the arms through the Runs table's
// Compare actions, waits for the comparison read off the GUI thread, records a verdict through
// the dialog, and checks with NotebookStore that the finding, its runs and the comparison's
// gates are in the notebook.
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "backends/notebook/notebookstore.h"
#include "widgets/comparison/comparepage.h"
#include "widgets/findings/recordverdictdialog.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/mainwindow.h"

#include "models/comparison/comparisonpointsmodel.h"
#include "models/runtable/runfilterproxymodel.h"

#include "comparisonfixture.h"

#include "testutils.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;
using namespace lanebook::test;

class TestGuiCompare : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void compareFromRunsTableAndRecordVerdict();
    void runsWithoutSharedPointShowTheMessage();

private:
    void selectRuns(const QList<qint64> &ids);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_notebook;
    QList<qint64> m_control;
    QList<qint64> m_candidate;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<CompositionRoot> m_root;
};

void TestGuiCompare::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_notebook = m_dir->filePath(QStringLiteral("compare.lanebook"));
    NotebookStore store;
    QVERIFY2(store.open(m_notebook), qPrintable(store.lastError()));
    const Arms arms = interleavedWave({10, 64}, 6, 1.08);
    m_control.clear();
    m_candidate.clear();
    for (const Run &run : arms.control)
        m_control << store.runs().insertRun(run).valueOr(0);
    for (const Run &run : arms.candidate)
        m_candidate << store.runs().insertRun(run).valueOr(0);
    QVERIFY(!m_control.contains(0) && !m_candidate.contains(0));
    store.close();
    m_settings = std::make_unique<Settings>(m_dir->filePath(QStringLiteral("settings.ini")));
    m_window = std::make_unique<MainWindow>();
    m_root = std::make_unique<CompositionRoot>(m_window.get(), m_settings.get());
    m_window->show();
    m_root->openNotebook(m_notebook);
    QTRY_COMPARE(m_window->runsPage()->proxy()->rowCount(), 24);
}

void TestGuiCompare::cleanup()
{
    m_root.reset();
    m_window.reset();
    m_settings.reset();
    m_dir.reset();
}

void TestGuiCompare::selectRuns(const QList<qint64> &ids)
{
    RunsPage *runs = m_window->runsPage();
    QItemSelectionModel *selection = runs->table()->selectionModel();
    selection->clear();
    for (qint64 id : ids) {
        const int row = runs->proxy()->rowOfRun(id);
        QVERIFY(row >= 0);
        selection->select(runs->proxy()->index(row, 0),
                          QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
    QCOMPARE(runs->selectedRunIds().size(), ids.size());
}

void TestGuiCompare::compareFromRunsTableAndRecordVerdict()
{
    const QList<QAction *> actions = m_window->runsPage()->compareActions();
    selectRuns(m_control);
    actions.at(0)->trigger(); // Compare → Set as Control (A)
    selectRuns(m_candidate);
    actions.at(2)->trigger(); // Compare → Set as Candidate (B)

    ComparePage *page = m_window->comparePage();
    QCOMPARE(page->controlRunIds(), m_control);
    QTRY_VERIFY_WITH_TIMEOUT(page->shownReport(), 20000);
    const ComparisonReport &report = *page->shownReport();
    QVERIFY(report.comparable);
    QCOMPARE(report.verdict, stats::Verdict::Faster);
    QCOMPARE(page->pointsModel()->rowCount(), 3); // two points and overall
    QAbstractItemModel *table = page->table()->model();
    QCOMPARE(table->index(0, ComparisonPointsModel::PointColumn).data().toString(),
             QStringLiteral("10"));
    QCOMPARE(table->index(2, ComparisonPointsModel::VerdictColumn).data().toString(),
             QStringLiteral("faster"));
    // The runs carry no telemetry or byte ledger: the gates suggest inconclusive, so the
    // headline gives the number and says it does not count (issue 28, part 1).
    QVERIFY(page->headlineLabel()->text().contains(QStringLiteral("would be faster")));
    QVERIFY(page->headlineLabel()->text().contains(QStringLiteral("does not count")));
    const QString key = report.key;

    m_window->findChild<QTabWidget *>(QStringLiteral("centralTabs"))->setCurrentWidget(page);
    page->recordVerdictButton()->click();
    RecordVerdictDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = page->findChild<RecordVerdictDialog *>()) && dialog->isVisible());
    // Preselected: what the gates support. The person may still decide otherwise.
    QVERIFY(dialog->findChild<QRadioButton *>(QStringLiteral("verdict_inconclusive"))->isChecked());
    dialog->findChild<QRadioButton *>(QStringLiteral("verdict_adopted"))->click();
    dialog->titleEdit()->setText(QStringLiteral("NVFP4 weights on H200"));
    dialog->hypothesisEdit()->setPlainText(QStringLiteral("Half the weight bytes decode faster."));
    dialog->reasonEdit()->setPlainText(QStringLiteral("+8% at both concurrencies, 12 pairs."));
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    auto *status = page->findChild<QLabel *>(QStringLiteral("verdictStatusLabel"));
    QTRY_VERIFY_WITH_TIMEOUT(status->text().startsWith(QStringLiteral("Recorded")), 10000);

    // The notebook has the finding, its verdict and both arms; and the comparison's gates.
    m_root.reset(); // the writer finishes and closes its connection
    NotebookStore store;
    QVERIFY(store.open(m_notebook, NotebookStore::Access::ReadOnly));
    const std::vector<FindingRef> findings = store.findings().refs().valueOr({});
    QCOMPARE(findings.size(), size_t(1));
    QCOMPARE(findings.front().title, QStringLiteral("NVFP4 weights on H200"));
    const auto record = store.findings().verdictRecord(findings.front().id);
    LANEBOOK_VERIFY_EXPECTED(record);
    QCOMPARE(record->verdict, FindingVerdict::Adopted);
    QCOMPARE(record->reason, QStringLiteral("+8% at both concurrencies, 12 pairs."));
    QCOMPARE(record->hypothesis, QStringLiteral("Half the weight bytes decode faster."));
    QCOMPARE(QList<qint64>(record->controlRunIds.begin(), record->controlRunIds.end()), m_control);
    QCOMPARE(QList<qint64>(record->candidateRunIds.begin(), record->candidateRunIds.end()),
             m_candidate);
    QVERIFY(!store.judgements().comparisonGates(key).empty());
}

void TestGuiCompare::runsWithoutSharedPointShowTheMessage()
{
    // Control at concurrency 10 only, candidate at 64 only: nothing to pair.
    m_window->compareRuns(m_control.mid(0, 3), m_candidate.mid(6, 3));
    ComparePage *page = m_window->comparePage();
    QTRY_VERIFY_WITH_TIMEOUT(page->shownReport(), 20000);
    QVERIFY(!page->shownReport()->comparable);
    QVERIFY(page->messageLabel()->isVisible());
    QVERIFY(page->messageLabel()->text().contains(QStringLiteral("share no workload point")));
    QVERIFY(!page->table()->isVisible());
}

QTEST_MAIN(TestGuiCompare)
#include "tst_guicompare.moc"
