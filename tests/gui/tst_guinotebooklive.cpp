// Live notebook: the real window on a real notebook file (SQLite, PRAGMA data_version) or, as
// gui_tst_guinotebooklive_postgresql, on a team notebook on a real PostgreSQL server
// (LISTEN/NOTIFY) shows runs that another process records (a real `lanebook-cli import`
// child), without a refresh, and keeps the user's selection while the Runs table reloads.
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "backends/notebook/notebookstore.h"
#include "models/runtable/runfilterproxymodel.h"
#include "notebookbackend.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/mainwindow.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;

namespace {

Run makeRun(const char *label)
{
    Run run;
    run.label = QString::fromLatin1(label);
    run.model = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");
    run.format = RunFormat::VllmBench;
    run.startedAt = QDateTime::fromString(QStringLiteral("2025-06-01T10:00:00Z"), Qt::ISODate);
    run.config = {{"gpu", "H100"}, {"runtime", "vllm"}};
    run.workload = {{"concurrency", 64}};
    run.setMetric(QStringLiteral("output_tok_per_s"), 2450.5, QStringLiteral("output_throughput"));
    return run;
}

} // namespace

class TestGuiNotebookLive : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void runsImportedByAnotherProcessAppear();
};

void TestGuiNotebookLive::runsImportedByAnotherProcessAppear()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A file, or (gui_tst_guinotebooklive_postgresql) a team notebook on a real server.
    const QString notebook = test::notebookAt(dir, QStringLiteral("team.lanebook"));
    qint64 mine = 0;
    {
        NotebookStore store;
        QVERIFY2(store.open(notebook), qPrintable(store.lastError()));
        const Expected<qint64> id = store.runs().insertRun(makeRun("llama8b-fp16-c64"));
        QVERIFY(id);
        mine = *id;
    }
    Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    MainWindow window;
    CompositionRoot root(&window, &settings);
    window.show();
    root.openNotebook(notebook);
    RunFilterProxyModel *proxy = window.runsPage()->proxy();
    QTRY_COMPARE(proxy->rowCount(), 1);
    window.runsPage()->selectRun(mine);
    QCOMPARE(window.runsPage()->selectedRunIds(), QList<qint64>{mine});

    // Another process records runs into the same file; nothing here asks for a reload.
    QProcess cli;
    cli.start(
        QStringLiteral(LANEBOOK_CLI_PATH),
        {QStringLiteral("--notebook"), notebook, QStringLiteral("import"),
         QStringLiteral(LANEBOOK_TEST_DATA_DIR
                        "/vllm-bench/"
                        "openai-chat-infqps-concurrency4-Qwen3-8B-20261103-141522.json"),
         QStringLiteral(LANEBOOK_TEST_DATA_DIR "/llama-bench/llama-bench_b5163_readme.json")});
    QVERIFY2(cli.waitForFinished(60000), qPrintable(cli.errorString()));
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0,
             qPrintable(QString::fromUtf8(cli.readAllStandardError())));
    qint64 stored = 0;
    {
        NotebookStore reader;
        QVERIFY2(reader.open(notebook, NotebookStore::Access::ReadOnly),
                 qPrintable(reader.lastError()));
        stored = reader.runs().count();
    }
    QVERIFY2(stored > 1, qPrintable(QString::number(stored)));

    QTRY_COMPARE(proxy->rowCount(), static_cast<int>(stored));
    QCOMPARE(window.runsPage()->selectedRunIds(), QList<qint64>{mine});
}

QTEST_MAIN(TestGuiNotebookLive)
#include "tst_guinotebooklive.moc"
