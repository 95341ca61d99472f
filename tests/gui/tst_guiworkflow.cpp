// End to end, offscreen: the real main window and composition root on a real SQLite
// notebook. Opens it, filters, selects a run and reads the inspector; imports by drop and
// reads the summary; changes columns; creates a notebook; refuses a missing one.
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "backends/notebook/notebookstore.h"
#include "widgets/common/metricformat.h"
#include "widgets/runs/runinspector.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/importsummarydialog.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/notebooktreeview.h"

#include "models/notebooktree/notebooktreemodel.h"
#include "models/runtable/runfilterproxymodel.h"
#include "testutils.h"

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace lanebook;

namespace {

Run makeRun(const char *label, const char *model, const char *gpu, RunFormat format,
            double outputTokPerS, double medianTtftMs)
{
    Run run;
    run.label = QString::fromLatin1(label);
    run.model = QString::fromLatin1(model);
    run.format = format;
    run.startedAt = QDateTime::fromString(QStringLiteral("2025-06-01T10:00:00Z"), Qt::ISODate);
    run.config = {{"gpu", gpu}, {"runtime", "vllm"}};
    run.workload = {{"concurrency", 64}, {"num_prompts", 512}};
    run.setMetric(QStringLiteral("output_tok_per_s"), outputTokPerS,
                  QStringLiteral("output_throughput"));
    run.setMetric(QStringLiteral("median_ttft_ms"), medianTtftMs, QStringLiteral("median_ttft_ms"));
    run.setMetric(QStringLiteral("concurrency"), 64);
    return run;
}

QStringList inspectorTexts(const RunInspector *inspector)
{
    QStringList texts;
    std::function<void(QTreeWidgetItem *)> walk = [&](QTreeWidgetItem *item) {
        texts << item->text(0) + QLatin1Char('=') + item->text(1);
        for (int i = 0; i < item->childCount(); ++i)
            walk(item->child(i));
    };
    for (int i = 0; i < inspector->tree()->topLevelItemCount(); ++i)
        walk(inspector->tree()->topLevelItem(i));
    return texts;
}

} // namespace

class TestGuiWorkflow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void opensFiltersSelectsAndInspects();
    void importByDropShowsSummary();
    void choosingColumnsReloads();
    void newNotebookShowsDropInvitation();
    void missingNotebookIsRefused();

private:
    void startOn(const QString &notebook);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_notebook;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<CompositionRoot> m_root;
};

void TestGuiWorkflow::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_notebook = m_dir->filePath(QStringLiteral("bench.lanebook"));
    NotebookStore store;
    QVERIFY2(store.open(m_notebook), qPrintable(store.lastError()));
    QVERIFY(store.runs().insertRun(makeRun("llama8b-fp16-c64", "meta-llama/Llama-3.1-8B-Instruct",
                                           "H100", RunFormat::VllmBench, 2450.5, 41.2)));
    QVERIFY(store.runs().insertRun(makeRun("llama8b-fp8-c64", "meta-llama/Llama-3.1-8B-Instruct",
                                           "H100", RunFormat::VllmBench, 3120.25, 38.9)));
    QVERIFY(store.runs().insertRun(makeRun("qwen7b-c32", "Qwen/Qwen2.5-7B-Instruct", "L40S",
                                           RunFormat::SglangBench, 1980, 55.5)));
    QVERIFY(store.runs().insertRun(makeRun("qwen7b-c64", "Qwen/Qwen2.5-7B-Instruct", "L40S",
                                           RunFormat::SglangBench, 2210, 71.0)));
    store.close();
    m_settings = std::make_unique<Settings>(m_dir->filePath(QStringLiteral("settings.ini")));
}

void TestGuiWorkflow::cleanup()
{
    m_root.reset();
    m_window.reset();
    m_settings.reset();
    m_dir.reset();
}

void TestGuiWorkflow::startOn(const QString &notebook)
{
    m_window = std::make_unique<MainWindow>();
    m_root = std::make_unique<CompositionRoot>(m_window.get(), m_settings.get());
    m_window->show();
    if (!notebook.isEmpty())
        m_root->openNotebook(notebook);
}

void TestGuiWorkflow::opensFiltersSelectsAndInspects()
{
    startOn(m_notebook);
    RunFilterProxyModel *proxy = m_window->runsPage()->proxy();
    QTRY_COMPARE(proxy->rowCount(), 4);
    QCOMPARE(m_window->notebookPath(), QFileInfo(m_notebook).absoluteFilePath());
    QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("statusRunCountLabel"))
                ->text()
                .startsWith(QStringLiteral("4 ")));
    QCOMPARE(m_settings->recentNotebooks().value(0), QFileInfo(m_notebook).absoluteFilePath());
    // Lanes come from model and GPU: two lanes of two runs.
    QCOMPARE(m_window->notebookTree()->model()->rowCount(), 2);

    QTest::keyClicks(m_window->findChild<QLineEdit *>(QStringLiteral("runFilterEdit")),
                     QStringLiteral("fp8"));
    QCOMPARE(proxy->rowCount(), 1);

    QTableView *table = m_window->runsPage()->table();
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                      table->visualRect(proxy->index(0, 0)).center());
    const qint64 runId = proxy->runIdAt(0);
    QTRY_COMPARE(m_window->inspector()->runId(), runId);
    const QStringList texts = inspectorTexts(m_window->inspector());
    QVERIFY2(texts.contains(QStringLiteral("Label=llama8b-fp8-c64")),
             qPrintable(texts.join(u'\n')));
    QVERIFY2(texts.contains(QStringLiteral("Output tok/s=") +
                            MetricFormat::value(3120.25, QStringLiteral("output_tok_per_s"))),
             qPrintable(texts.join(u'\n')));
    QVERIFY(texts.contains(QStringLiteral("Concurrency=64")));
    QCOMPARE(
        m_window->notebookTree()->currentIndex().data(NotebookTreeModel::RunIdRole).toLongLong(),
        runId);
}

void TestGuiWorkflow::importByDropShowsSummary()
{
    startOn(m_notebook);
    RunFilterProxyModel *proxy = m_window->runsPage()->proxy();
    QTRY_COMPARE(proxy->rowCount(), 4);

    const QString junk = m_dir->filePath(QStringLiteral("notes.json"));
    QFile file(junk);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("this is not a benchmark result");
    file.close();
    const QString vllm = test::dataPath(QStringLiteral(
        "vllm-bench/legacy-vllm-infqps-concurrency64-Llama-3.1-8B-Instruct-20250310-091207.json"));

    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(vllm), QUrl::fromLocalFile(junk)});
    QSignalSpy requested(m_window.get(), &MainWindow::importRequested);
    QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(m_window.get(), &drop);
    QCOMPARE(requested.count(), 1);

    ImportSummaryDialog *summary = m_window->importSummaryDialog();
    QTRY_VERIFY(summary->isVisible());
    QTreeWidget *files = summary->tree();
    QCOMPARE(files->topLevelItemCount(), 2);
    // Failed first. The shown path is relative to the files' common folder, which depends
    // on where the checkout lives; the tooltip always holds the full path.
    QCOMPARE(files->topLevelItem(0)->toolTip(0), QDir::toNativeSeparators(junk));
    QVERIFY(QDir::toNativeSeparators(junk).endsWith(files->topLevelItem(0)->text(0)));
    QVERIFY(files->topLevelItem(0)->text(4).startsWith(QStringLiteral("Failed: ")));
    QCOMPARE(files->topLevelItem(1)->text(1), QStringLiteral("vllm-bench"));
    QCOMPARE(files->topLevelItem(1)->text(2), QStringLiteral("1"));
    QTRY_COMPARE(proxy->rowCount(), 5);
    QVERIFY(!m_window->findChild<QWidget *>(QStringLiteral("importProgress"))->isVisible());
}

void TestGuiWorkflow::choosingColumnsReloads()
{
    startOn(m_notebook);
    QTRY_COMPARE(m_window->runsPage()->proxy()->rowCount(), 4);
    QSignalSpy shown(m_root.get(), &CompositionRoot::snapshotShown);
    Q_EMIT m_window->metricColumnsChanged({QStringLiteral("median_ttft_ms")});
    QVERIFY(shown.wait());
    QAbstractItemModel *model = m_window->runsPage()->table()->model();
    QCOMPARE(model->columnCount(), RunTableModel::FirstMetricColumn + 1);
    QCOMPARE(model
                 ->headerData(RunTableModel::FirstMetricColumn, Qt::Horizontal,
                              RunTableModel::MetricNameRole)
                 .toString(),
             QStringLiteral("median_ttft_ms"));
    QCOMPARE(model->index(0, RunTableModel::FirstMetricColumn).data().toDouble(), 41.2);
    QCOMPARE(m_settings->metricColumns(), QStringList{QStringLiteral("median_ttft_ms")});
}

void TestGuiWorkflow::newNotebookShowsDropInvitation()
{
    startOn({});
    const QString path = m_dir->filePath(QStringLiteral("fresh.lanebook"));
    QSignalSpy shown(m_root.get(), &CompositionRoot::snapshotShown);
    Q_EMIT m_window->newNotebookRequested(path);
    QVERIFY(shown.wait());
    QCOMPARE(shown.at(0).at(0).toInt(), 0);
    QVERIFY(QFileInfo::exists(path));
    QVERIFY(m_window->findChild<QWidget *>(QStringLiteral("runsEmptyState"))->isVisible());

    // Creating over an existing file is refused: nothing is replaced.
    Q_EMIT m_window->newNotebookRequested(m_notebook);
    QTRY_VERIFY(m_window->findChild<QMessageBox *>(QStringLiteral("errorMessageBox")));
    QCOMPARE(m_window->notebookPath(), path);
}

void TestGuiWorkflow::missingNotebookIsRefused()
{
    startOn({});
    m_root->openNotebook(m_dir->filePath(QStringLiteral("gone.lanebook")));
    auto *box = m_window->findChild<QMessageBox *>(QStringLiteral("errorMessageBox"));
    QVERIFY(box);
    QVERIFY(box->text().contains(QStringLiteral("gone.lanebook")));
    QVERIFY(m_window->notebookPath().isEmpty());
    QVERIFY(m_window->findChild<QWidget *>(QStringLiteral("welcomePage"))->isVisible());
}

QTEST_MAIN(TestGuiWorkflow)
#include "tst_guiworkflow.moc"
