// End to end, offscreen: the real main window and composition root on a real SQLite notebook.
// The Findings tab lists the notebook's findings (the negative one stands out), an edit typed
// in the editor is saved by the writer thread without a Save button and read back from the
// file, the history shows it, the hypothesis is locked once runs are linked, a linked run opens
// in the Runs tab, a new finding is created through its dialog, and Annotate… in the Runs table
// stores a note, a tag and a status override that the inspector then shows.
#include "app/gui/compositionroot.h"
#include "app/gui/findingswiring.h"
#include "app/gui/settings.h"
#include "backends/notebook/notebookstore.h"
#include "models/runtable/runfilterproxymodel.h"
#include "models/runtable/runtablemodel.h"
#include "widgets/findings/findingeditor.h"
#include "widgets/findings/findingspage.h"
#include "widgets/findings/linkrunsdialog.h"
#include "widgets/findings/newfindingdialog.h"
#include "widgets/findings/runannotationdialog.h"
#include "widgets/runs/runinspector.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/mainwindow.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

using namespace lanebook;

namespace {

Run servingRun(const QString &label, double concurrency, double tokPerS)
{
    Run run;
    run.label = label;
    run.model = QStringLiteral("GLM-5-NVFP4");
    run.setMetric(QStringLiteral("concurrency"), concurrency);
    run.setMetric(QStringLiteral("output_tok_per_s"), tokPerS);
    return run;
}

} // namespace

class TestGuiFindings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void editIsAutosavedAndRoundTrips();
    void linkedRunOpensAndHypothesisIsLocked();
    void newFindingThroughTheDialog();
    void linkRunsFromTheFindingsTab();
    void annotateFromTheRunsTable();

private:
    std::optional<Finding> storedFinding(qint64 id) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_notebook;
    qint64 m_negativeId = 0;
    qint64 m_openId = 0;
    qint64 m_baselineRun = 0;
    qint64 m_oeaRun = 0;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<CompositionRoot> m_root;
    FindingsPage *m_page = nullptr;
    FindingsWiring *m_wiring = nullptr;
};

void TestGuiFindings::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_notebook = m_dir->filePath(QStringLiteral("findings.lanebook"));
    NotebookStore store;
    QVERIFY2(store.open(m_notebook), qPrintable(store.lastError()));
    m_baselineRun = store.runs()
                        .insertRun(servingRun(QStringLiteral("glm5-baseline-c64"), 64, 218.74))
                        .valueOr(0);
    m_oeaRun =
        store.runs().insertRun(servingRun(QStringLiteral("glm5-oea-c64"), 64, 218.36)).valueOr(0);
    QVERIFY(m_baselineRun && m_oeaRun);
    NewFinding oea;
    oea.title = QStringLiteral("Opportunistic expert activation");
    oea.hypothesis = QStringLiteral("Piggybacking tokens onto active experts cuts expert work.");
    m_negativeId = store.findings().create(oea).valueOr(0);
    QVERIFY(m_negativeId > 0);
    QVERIFY(store.findings().linkRuns(m_negativeId, {m_baselineRun}, {m_oeaRun}));
    QVERIFY(store.findings().setVerdict(m_negativeId, FindingVerdict::Negative,
                                        QStringLiteral("-0.2% at 64: within noise")));
    NewFinding graphs;
    graphs.title = QStringLiteral("Piecewise CUDA graphs");
    graphs.hypothesis = QStringLiteral("Fewer launches at low concurrency.");
    m_openId = store.findings().create(graphs).valueOr(0);
    QVERIFY(m_openId);
    store.close();

    m_settings = std::make_unique<Settings>(m_dir->filePath(QStringLiteral("settings.ini")));
    m_window = std::make_unique<MainWindow>();
    m_root = std::make_unique<CompositionRoot>(m_window.get(), m_settings.get());
    m_wiring = m_root->findChild<FindingsWiring *>();
    QVERIFY(m_wiring);
    m_page = m_wiring->page();
    m_window->resize(1500, 950);
    m_window->show();
    QSignalSpy listed(m_wiring, &FindingsWiring::findingsShown);
    m_root->openNotebook(m_notebook);
    QVERIFY(listed.wait(20000));
    QCOMPARE(m_page->list()->count(), 2);
    m_window->findChild<QTabWidget *>(QStringLiteral("centralTabs"))->setCurrentWidget(m_page);
}

void TestGuiFindings::cleanup()
{
    m_root.reset();
    m_window.reset();
    m_settings.reset();
    m_dir.reset();
}

std::optional<Finding> TestGuiFindings::storedFinding(qint64 id) const
{
    NotebookStore store;
    if (!store.open(m_notebook, NotebookStore::Access::ReadOnly))
        return std::nullopt;
    Expected<Finding> finding = store.findings().finding(id);
    return finding ? std::optional<Finding>(std::move(*finding)) : std::nullopt;
}

void TestGuiFindings::editIsAutosavedAndRoundTrips()
{
    QSignalSpy shown(m_wiring, &FindingsWiring::findingShown);
    m_page->selectFinding(m_openId);
    QTRY_COMPARE(m_page->editor()->findingId(), m_openId);
    FindingEditor *editor = m_page->editor();
    QVERIFY(!editor->hypothesisEdit()->isReadOnly()); // nothing linked yet
    const int historyBefore = editor->historyTree()->topLevelItemCount();

    editor->analysisEdit()->setFocus();
    QTest::keyClicks(editor->analysisEdit(), QStringLiteral("Launch overhead is 4% at c=10."));
    // No Save button: the writer thread stores it, and the file has it.
    QTRY_VERIFY_WITH_TIMEOUT(storedFinding(m_openId) &&
                                 storedFinding(m_openId)->analysisMarkdown ==
                                     QStringLiteral("Launch overhead is 4% at c=10."),
                             10000);
    QTRY_VERIFY_WITH_TIMEOUT(editor->saveStatusLabel()->text().contains(QStringLiteral("saved")),
                             10000);
    // The re-read finding carries the edit in its history.
    QTRY_VERIFY_WITH_TIMEOUT(editor->historyTree()->topLevelItemCount() > historyBefore, 10000);
    QVERIFY(editor->historyTree()->topLevelItem(0)->text(2).contains(QStringLiteral("4%")));

    // Leaving the tab saves at once, without waiting for the pause.
    QTest::keyClicks(editor->findChild<QPlainTextEdit *>(QStringLiteral("findingNextStepsEdit")),
                     QStringLiteral("Try at c=1"));
    m_window->findChild<QTabWidget *>(QStringLiteral("centralTabs"))
        ->setCurrentWidget(m_window->runsPage());
    QTRY_VERIFY_WITH_TIMEOUT(storedFinding(m_openId)->nextSteps == QStringLiteral("Try at c=1"),
                             10000);
}

void TestGuiFindings::linkedRunOpensAndHypothesisIsLocked()
{
    // The negative finding stands out in the list.
    QListWidget *list = m_page->list();
    QListWidgetItem *negative = nullptr;
    QListWidgetItem *open = nullptr;
    for (int row = 0; row < list->count(); ++row) {
        (list->item(row)->text().startsWith(QStringLiteral("Opportunistic")) ? negative : open) =
            list->item(row);
    }
    QVERIFY(negative && open);
    QVERIFY(negative->font().bold());
    QVERIFY(negative->foreground().color() != open->foreground().color());

    m_page->selectFinding(m_negativeId);
    FindingEditor *editor = m_page->editor();
    QTRY_COMPARE(editor->findingId(), m_negativeId);
    QVERIFY(editor->hypothesisEdit()->isReadOnly());
    QVERIFY(editor->hypothesisStamp()->text().contains(QStringLiteral("UTC")));
    QCOMPARE(editor->verdictBanner()->property("verdict").toString(), QStringLiteral("negative"));
    QListWidget *links = editor->linksList();
    QCOMPARE(links->count(), 2);
    QVERIFY(links->item(1)->text().contains(QStringLiteral("glm5-oea-c64")));
    Q_EMIT links->itemActivated(links->item(1));
    QCOMPARE(m_window->findChild<QTabWidget *>(QStringLiteral("centralTabs"))->currentWidget(),
             static_cast<QWidget *>(m_window->runsPage()));
    QCOMPARE(m_window->currentRunId(), m_oeaRun);
}

void TestGuiFindings::newFindingThroughTheDialog()
{
    QSignalSpy listed(m_wiring, &FindingsWiring::findingsShown);
    QTimer::singleShot(0, this, [this] {
        auto *dialog = m_page->findChild<NewFindingDialog *>();
        QVERIFY(dialog);
        QVERIFY(!dialog->createButton()->isEnabled());
        dialog->titleEdit()->setText(QStringLiteral("FP8 KV cache"));
        dialog->hypothesisEdit()->setPlainText(QStringLiteral("Half the KV bytes at 128k."));
        dialog->createButton()->click();
    });
    m_page->chooseNewFinding();
    QTRY_COMPARE_WITH_TIMEOUT(m_page->list()->count(), 3, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(
        m_page->editor()->titleEdit()->text() == QStringLiteral("FP8 KV cache"), 10000);
    const qint64 id = m_page->currentFindingId();
    const auto stored = storedFinding(id);
    QVERIFY(stored);
    QCOMPARE(stored->hypothesis, QStringLiteral("Half the KV bytes at 128k."));
    QVERIFY(stored->hypothesisAt.isValid()); // stamped when written
}

void TestGuiFindings::linkRunsFromTheFindingsTab()
{
    m_page->selectFinding(m_openId);
    FindingEditor *editor = m_page->editor();
    QTRY_COMPARE(editor->findingId(), m_openId);
    QVERIFY(!editor->hypothesisEdit()->isReadOnly());
    QVERIFY(editor->linkRunsButton()->isVisible());
    RunFilterProxyModel *runsTabProxy = m_window->runsPage()->proxy();
    QTRY_COMPARE(runsTabProxy->rowCount(), 2);

    // Link one run per arm, each through the dialog as a user fills it: a filter, a choice
    // of rows, the role.
    const auto linkThroughDialog = [&](const QString &filter, bool asControl) {
        bool filled = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = m_page->findChild<LinkRunsDialog *>();
            QVERIFY(dialog && dialog->isVisible());
            QVERIFY(dialog->windowTitle().contains(QStringLiteral("Piecewise CUDA graphs")));
            QVERIFY(!dialog->linkButton()->isEnabled()); // nothing chosen yet
            QCOMPARE(dialog->proxy()->rowCount(), 2);
            QTest::keyClicks(dialog->filterEdit(), filter);
            QCOMPARE(dialog->proxy()->rowCount(), 1);
            QVERIFY(dialog->table()->isColumnHidden(RunTableModel::FirstMetricColumn));
            dialog->table()->selectAll();
            (asControl ? dialog->controlButton() : dialog->candidateButton())->setChecked(true);
            QVERIFY(dialog->linkButton()->isEnabled());
            dialog->linkButton()->click();
            filled = true;
        });
        editor->linkRunsButton()->click();
        QVERIFY(filled);
    };
    linkThroughDialog(QStringLiteral("baseline"), true);
    QTRY_VERIFY_WITH_TIMEOUT(
        storedFinding(m_openId)->controlRunIds == std::vector<qint64>{m_baselineRun}, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(editor->linksList()->count(), 1, 10000);
    linkThroughDialog(QStringLiteral("oea"), false);
    QTRY_VERIFY_WITH_TIMEOUT(
        storedFinding(m_openId)->candidateRunIds == std::vector<qint64>{m_oeaRun}, 10000);
    QCOMPARE(storedFinding(m_openId)->controlRunIds, std::vector<qint64>{m_baselineRun});

    // Linked results lock the hypothesis; the Runs tab's own filter was never touched.
    QTRY_VERIFY_WITH_TIMEOUT(editor->hypothesisEdit()->isReadOnly(), 10000);
    QTRY_COMPARE(editor->linksList()->count(), 2);
    QVERIFY(runsTabProxy->filterText().isEmpty());
    QCOMPARE(runsTabProxy->rowCount(), 2);

    // Cancelling links nothing.
    QSignalSpy asked(m_page, &FindingsPage::linkRunsRequested);
    QTimer::singleShot(0, this, [this] {
        auto *dialog = m_page->findChild<LinkRunsDialog *>();
        QVERIFY(dialog);
        dialog->table()->selectAll();
        dialog->reject();
    });
    editor->linkRunsButton()->click();
    QCOMPARE(asked.count(), 0);
}

void TestGuiFindings::annotateFromTheRunsTable()
{
    RunsPage *runs = m_window->runsPage();
    m_window->findChild<QTabWidget *>(QStringLiteral("centralTabs"))->setCurrentWidget(runs);
    QTRY_VERIFY(runs->proxy()->rowOfRun(m_oeaRun) >= 0);
    runs->table()->selectionModel()->setCurrentIndex(
        runs->proxy()->index(runs->proxy()->rowOfRun(m_oeaRun), 0),
        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QTRY_COMPARE(m_window->currentRunId(), m_oeaRun);
    auto *action = runs->findChild<QAction *>(QStringLiteral("annotateRunAction"));
    QVERIFY(action && action->isEnabled());
    action->trigger();
    RunAnnotationDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<RunAnnotationDialog *>()) && dialog->isVisible());
    QVERIFY(dialog->windowTitle().contains(QStringLiteral("glm5-oea-c64")));
    dialog->noteEdit()->setPlainText(QStringLiteral("GPU 3 was 9 °C warmer"));
    dialog->tagsEdit()->setText(QStringLiteral("warm-gpu"));
    dialog->statusCombo()->setCurrentIndex(
        dialog->statusCombo()->findData(QStringLiteral("diagnostic")));
    dialog->reasonEdit()->setText(QStringLiteral("thermal state differs between arms"));
    dialog->buttons()->button(QDialogButtonBox::Ok)->click();

    auto annotations = [this] {
        NotebookStore store;
        store.open(m_notebook, NotebookStore::Access::ReadOnly);
        return store.runs().annotations(m_oeaRun).valueOr({});
    };
    QTRY_COMPARE_WITH_TIMEOUT(annotations().size(), size_t(3), 10000);
    NotebookStore store;
    QVERIFY(store.open(m_notebook, NotebookStore::Access::ReadOnly));
    const auto status = store.judgements().statusOverride(m_oeaRun);
    QVERIFY(status);
    QCOMPARE(status->status, RunStatus::Diagnostic);
    QCOMPARE(status->reason, QStringLiteral("thermal state differs between arms"));
    store.close();
    // The inspector shows them under the run's title.
    QLabel *shown = m_window->inspector()->annotationsLabel();
    QTRY_VERIFY_WITH_TIMEOUT(shown->text().contains(QStringLiteral("warm-gpu")) &&
                                 shown->text().contains(QStringLiteral("9 °C warmer")),
                             10000);
    QVERIFY(shown->isVisible());
}

QTEST_MAIN(TestGuiFindings)
#include "tst_guifindings.moc"
