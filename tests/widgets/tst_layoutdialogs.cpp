// Every dialog the window opens, with realistic content, on a 1280x800 laptop panel and a
// 1920x1080 monitor, in English, German and Chinese (issue 28, part 3): each must fit the
// screen as it opens and at its minimum size, keep every visible widget inside itself, and
// show its table headers whole (layoutaudit.h says exactly what is checked). Each is saved as
// LANGUAGE-SIZE-dialog-NAME.png in LANEBOOK_TEST_ARTIFACTS_DIR (default: layout-screenshots
// beside the test) for a person to look at. The wave planner and its config editor are pages,
// not dialogs: tst_layoutscreens checks them with the example plan loaded.
#include "layoutaudit.h"
#include "layoutcontent.h"
#include "testutils.h"

#include "models/run/importsummary.h"
#include "widgets/findings/findingsexportpreview.h"
#include "widgets/findings/linkrunsdialog.h"
#include "widgets/findings/newfindingdialog.h"
#include "widgets/findings/recordverdictdialog.h"
#include "widgets/findings/runannotationdialog.h"
#include "widgets/runs/runspage.h"
#include "widgets/shell/columnchooserdialog.h"
#include "widgets/shell/gettingstarteddialog.h"
#include "widgets/shell/importsummarydialog.h"
#include "widgets/shell/laneslodialog.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/secretsdialog.h"
#include "widgets/shell/shortcutsdialog.h"
#include "widgets/shell/teamnotebookdialog.h"

#include "models/run/metricvocabulary.h"
#include "models/runtable/runfilterproxymodel.h"
#include "models/runtable/runtablemodel.h"

#include <QDialog>
#include <QDirIterator>
#include <QLineEdit>
#include <QMessageBox>
#include <QtTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

const QStringList kDialogs{QStringLiteral("columnchooser"), QStringLiteral("gettingstarted"),
                           QStringLiteral("importsummary"), QStringLiteral("secrets"),
                           QStringLiteral("shortcuts"),     QStringLiteral("teamnotebook"),
                           QStringLiteral("repairs"),       QStringLiteral("error"),
                           QStringLiteral("linkruns"),      QStringLiteral("newfinding"),
                           QStringLiteral("recordverdict"), QStringLiteral("annotation"),
                           QStringLiteral("exportpreview"), QStringLiteral("laneslo")};

// Every real sample under tests/data imported, as the summary of `lanebook-cli import` or a
// dropped folder lists them: the format found and the runs added, a README passed over, a
// damaged copy that failed with the importer's long message.
ImportSummary importOfTestData()
{
    ImportSummary summary;
    const QList<std::pair<QString, RunFormat>> folders{
        {QStringLiteral("vllm-bench"), RunFormat::VllmBench},
        {QStringLiteral("sglang"), RunFormat::SglangBench},
        {QStringLiteral("llama-bench"), RunFormat::LlamaBench},
        {QStringLiteral("lm-eval"), RunFormat::LmEval},
        {QStringLiteral("guidellm"), RunFormat::GuideLlm},
        {QStringLiteral("aiperf"), RunFormat::AiPerf}};
    for (const auto &[folder, format] : folders) {
        QDirIterator files(dataPath(folder), QDir::Files);
        while (files.hasNext()) {
            FileImportOutcome outcome;
            outcome.path = files.next();
            outcome.format = format;
            outcome.runsAdded = format == RunFormat::LlamaBench ? 4 : 1;
            summary.files << outcome;
        }
    }
    FileImportOutcome readme;
    readme.path = dataPath(QStringLiteral("README.md"));
    readme.skipped = true;
    summary.files << readme;
    FileImportOutcome covered;
    covered.path = dataPath(QStringLiteral(
        "llmperf/gpt-4.1-nano-performance/1/gpt-4-1-nano_550_150_individual_responses.json"));
    covered.format = RunFormat::LlmPerf;
    covered.skipped = true;
    covered.coveredBy = dataPath(
        QStringLiteral("llmperf/gpt-4.1-nano-performance/1/gpt-4-1-nano_550_150_summary.json"));
    summary.files << covered;
    FileImportOutcome broken;
    broken.path = longPath() + QStringLiteral("/results_truncated_during_copy.json");
    broken.error = QStringLiteral("%1: not a vLLM bench result: the JSON ends at byte 18,204 "
                                  "inside an object (the file was cut short while copying?); "
                                  "nothing was imported from it")
                       .arg(broken.path);
    summary.files.prepend(broken);
    return summary;
}

FindingsExportReport exportReport()
{
    FindingsExportReport report;
    report.markdownPath = longPath() + QStringLiteral("/findings.md");
    QFile golden(dataPath(QStringLiteral("export/findings-golden.md")));
    if (golden.open(QIODevice::ReadOnly))
        report.markdown = QString::fromUtf8(golden.readAll());
    report.findings = 2;
    report.warnings << QStringLiteral(
                           "Run %1 was deleted: the finding names it, its numbers are gone.")
                           .arg(longRunLabel());
    return report;
}

// The dialog called `name`, made as the window makes it and filled as a user meets it.
QDialog *openDialog(const QString &name, MainWindow *window)
{
    if (name == QLatin1String("columnchooser")) {
        QStringList metrics;
        for (const MetricVocabulary::Entry &entry : MetricVocabulary::entries())
            metrics << entry.name;
        return new ColumnChooserDialog(metrics, window->snapshot()->metricColumns,
                                       realisticSnapshot().metricColumns, window);
    }
    if (name == QLatin1String("gettingstarted"))
        return new GettingStartedDialog(window);
    if (name == QLatin1String("importsummary")) {
        auto *dialog = new ImportSummaryDialog(window);
        dialog->setSummary(importOfTestData());
        return dialog;
    }
    if (name == QLatin1String("secrets")) {
        auto *dialog = new SecretsDialog(window);
        dialog->nameEdit()->setText(QStringLiteral("hf"));
        dialog->showOutcome(false, QStringLiteral("The desktop keychain is locked: unlock "
                                                  "\"Login\" in Passwords and Keys, then store "
                                                  "the secret again."));
        return dialog;
    }
    if (name == QLatin1String("shortcuts"))
        return new ShortcutsDialog(window);
    if (name == QLatin1String("teamnotebook")) {
        auto *dialog = new TeamNotebookDialog(window);
        dialog->setAddress(
            QStringLiteral("postgresql://bench@db.inference-team.gpu-cluster.internal:5432/"
                           "lanebook_capacity_planning?sslmode=verify-full"));
        dialog->showFailure(QStringLiteral(
            "could not connect to server: Connection refused. Is the server running on host "
            "\"db.inference-team.gpu-cluster.internal\" (10.12.4.7) and accepting TCP/IP "
            "connections on port 5432?"));
        return dialog;
    }
    if (name == QLatin1String("repairs") || name == QLatin1String("error")) {
        if (name == QLatin1String("repairs"))
            window->showNotebookRepairs(
                {QStringLiteral("Run %1: 3 values restored").arg(longRunLabel())});
        else
            window->showError(QStringLiteral("Could not open %1: the file is locked by another "
                                             "writer; retry when it has finished")
                                  .arg(longPath()));
        return window->findChild<QMessageBox *>();
    }
    if (name == QLatin1String("linkruns")) {
        auto *runs = qobject_cast<RunTableModel *>(window->runsPage()->proxy()->sourceModel());
        return new LinkRunsDialog(runs, findingSummaries().front().title, true, window);
    }
    if (name == QLatin1String("newfinding"))
        return new NewFindingDialog(window);
    if (name == QLatin1String("recordverdict")) {
        std::vector<FindingRef> findings;
        for (const FindingSummary &s : findingSummaries())
            findings.push_back({s.id, s.title, s.verdict});
        return new RecordVerdictDialog(
            findings, FindingVerdict::Inconclusive,
            QStringLiteral("Candidate (B) would be faster (+8.1% output tok/s), but it does not "
                           "count: the sample size gate fails"),
            window);
    }
    if (name == QLatin1String("annotation"))
        return new RunAnnotationDialog(1, longRunLabel(), window);
    if (name == QLatin1String("laneslo"))
        return new LaneSloDialog(QStringLiteral("Llama-3.1-8B-Instruct · H100"),
                                 Slo::fromText(QStringLiteral("ttft_ms=200,tpot_ms=50")).value(),
                                 window);
    if (name == QLatin1String("exportpreview")) {
        auto *dialog = new FindingsExportPreview(window);
        dialog->showReport(exportReport());
        return dialog;
    }
    return nullptr;
}

} // namespace

class TestLayoutDialogs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyDialogFitsTheScreen_data();
    void everyDialogFitsTheScreen();
};

void TestLayoutDialogs::everyDialogFitsTheScreen_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("screenSize");
    QTest::addColumn<QString>("dialog");
    for (const QString &language : layoutLanguages()) {
        for (const QSize &size : layoutScreens()) {
            for (const QString &dialog : kDialogs) {
                const QString row =
                    QStringLiteral("%1-%2-%3").arg(language, sizeName(size), dialog);
                QTest::newRow(qPrintable(row)) << language << size << dialog;
            }
        }
    }
}

void TestLayoutDialogs::everyDialogFitsTheScreen()
{
    QFETCH(QString, language);
    QFETCH(QSize, screenSize);
    QFETCH(QString, dialog);
    LANEBOOK_LAYOUT_ROW(screen, scope, language, screenSize);

    // The window the dialogs open over: a first start on this screen, a notebook open.
    MainWindow window;
    window.setScreen(screen);
    window.move(screen->availableGeometry().topLeft());
    window.resize(MainWindow::firstStartSize(screen->availableSize()));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setNotebookInfo(longPath(), 6);
    window.setSnapshot(longSnapshot());

    QDialog *shown = openDialog(dialog, &window);
    QVERIFY2(shown, qPrintable(dialog));
    shown->show();
    QVERIFY(QTest::qWaitForWindowExposed(shown));
    settleLayout();

    QStringList problems;
    const QSize room = screen->availableSize() - (shown->frameGeometry().size() - shown->size());
    if (shown->minimumSizeHint().width() > room.width() ||
        shown->minimumSizeHint().height() > room.height())
        problems << QStringLiteral("its minimum size is %1x%2 px, the screen has %3x%4 px")
                        .arg(shown->minimumSizeHint().width())
                        .arg(shown->minimumSizeHint().height())
                        .arg(room.width())
                        .arg(room.height());
    problems << widgetsOutside(shown, screen) << cutHeaders(shown);
    const QString name =
        QStringLiteral("%1-%2-dialog-%3").arg(language, sizeName(screenSize), dialog);
    if (const QString error = saveScreenshot(shown, name); !error.isEmpty())
        problems << error;
    for (const QString &note : pagesScrollingSideways(shown))
        qInfo("%s: %s", qPrintable(name), qPrintable(note));
    delete shown;
    QVERIFY2(problems.isEmpty(),
             qPrintable(name + QStringLiteral(": ") + problems.join(QStringLiteral("\n  "))));
}

LANEBOOK_LAYOUT_TEST_MAIN(TestLayoutDialogs)
#include "tst_layoutdialogs.moc"
