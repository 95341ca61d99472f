// File › Export Findings… end to end, offscreen, on the demo notebook (`lanebook --demo`): the
// window's action opens the save dialog at findings.md in the notebook's folder, the path chosen
// there is exported by the same code as `lanebook-cli export findings`, the charts are real PNG
// files beside the markdown (each of the metric its finding's comparison rests on), and the
// preview shows the document. The document says what the window says: "no evidence" and "does
// not apply" for gates, and the quantization finding's quality gate reads the perplexity its
// quality table shows. The Findings tab's Export… writes the same; the next save dialog starts
// in the folder of the last export.
#include "app/gui/compositionroot.h"
#include "app/gui/findingsexportwiring.h"
#include "app/gui/findingswiring.h"
#include "app/gui/settings.h"
#include "widgets/findings/findingsexportpreview.h"
#include "widgets/findings/findingspage.h"
#include "widgets/shell/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>
#include <QtTest>

using namespace lanebook;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString canonical(const QString &path)
{
    return QFileInfo(path).canonicalFilePath();
}

// The section of the document that begins with the heading holding `title`.
QString sectionOf(const QString &markdown, const QString &title)
{
    for (const QString &section : markdown.split(QStringLiteral("\n## "))) {
        if (section.section(u'\n', 0, 0).contains(title))
            return section;
    }
    return {};
}

} // namespace

class TestGuiFindingsExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void exportThroughTheFileMenu();

private:
    // Triggers the action; while its modal save dialog is open, notes the file it offers and
    // chooses `path` in it (cancels when `path` is empty).
    QString triggerAndAnswer(QAction *action, const QString &path);

    QTemporaryDir m_home;
};

void TestGuiFindingsExport::initTestCase()
{
    QVERIFY(m_home.isValid());
    qputenv("XDG_DATA_HOME", QDir(m_home.path()).filePath(QStringLiteral("data")).toUtf8());
}

QString TestGuiFindingsExport::triggerAndAnswer(QAction *action, const QString &path)
{
    QString offered;
    bool answered = false;
    QTimer poll;
    poll.setInterval(50);
    connect(&poll, &QTimer::timeout, this, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog || answered)
            return;
        answered = true;
        offered = dialog->selectedFiles().value(0);
        if (path.isEmpty()) {
            dialog->reject();
            return;
        }
        dialog->selectFile(path);
        static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept is protected
    });
    poll.start();
    action->trigger(); // returns once the dialog is closed
    poll.stop();
    return answered ? offered : QStringLiteral("(no save dialog was shown)");
}

void TestGuiFindingsExport::exportThroughTheFileMenu()
{
    Settings settings(m_home.filePath(QStringLiteral("settings.ini")));
    MainWindow window;
    CompositionRoot root(&window, &settings);
    window.resize(1400, 900);
    window.show();
    auto *findings = root.findChild<FindingsWiring *>();
    auto *exporter = root.findChild<FindingsExportWiring *>();
    QVERIFY(findings && exporter);
    FindingsPage *page = findings->page();
    root.openDemoNotebook();
    QTRY_VERIFY_WITH_TIMEOUT(page->list()->count() >= 2, 60000);
    const QString notebookFolder = QFileInfo(root.notebookPath()).absolutePath();

    auto *action = window.findChild<QAction *>(QStringLiteral("exportFindingsAction"));
    QVERIFY(action);
    QVERIFY(action->isEnabled());

    // The save dialog starts at findings.md beside the notebook; another folder is chosen.
    QTemporaryDir out;
    QVERIFY(out.isValid());
    const QString markdownPath = out.filePath(QStringLiteral("report/findings.md"));
    QVERIFY(QDir().mkpath(out.filePath(QStringLiteral("report"))));
    QSignalSpy finished(exporter, &FindingsExportWiring::exportFinished);
    const QString offered = triggerAndAnswer(action, markdownPath);
    QCOMPARE(canonical(QFileInfo(offered).absolutePath()), canonical(notebookFolder));
    QCOMPARE(QFileInfo(offered).fileName(), QStringLiteral("findings.md"));
    QVERIFY(finished.wait(120000));
    QCOMPARE(finished.last().at(0).toBool(), true);
    QCOMPARE(canonical(finished.last().at(1).toString()), canonical(markdownPath));

    // The markdown and its charts, each named after its comparison's metric.
    const QString markdown = QString::fromUtf8(readAll(markdownPath));
    QVERIFY2(markdown.startsWith(QStringLiteral("# Findings")), qPrintable(markdown.left(200)));
    const QDir charts(out.filePath(QStringLiteral("report/findings-charts")));
    const QStringList pngs = charts.entryList({QStringLiteral("*.png")}, QDir::Files);
    QVERIFY2(pngs.size() >= 2, qPrintable(pngs.join(u' ')));
    for (const QString &png : pngs) {
        QVERIFY(readAll(charts.filePath(png)).startsWith("\x89PNG\r\n\x1a\n"));
        QVERIFY2(markdown.contains(QStringLiteral("](findings-charts/%1)").arg(png)),
                 qPrintable(png));
    }
    // OEA rests on vLLM's output tok/s, the quantization sweep on llama-bench's generation tok/s.
    QVERIFY2(pngs.filter(QStringLiteral("-output_tok_per_s.png")).size() == 1,
             qPrintable(pngs.join(u' ')));
    QVERIFY2(pngs.filter(QStringLiteral("-gen_tok_per_s.png")).size() == 1,
             qPrintable(pngs.join(u' ')));

    // The window's words for gates.
    QVERIFY(!markdown.contains(QStringLiteral("not-applicable")));
    QVERIFY(markdown.contains(QStringLiteral(" | no evidence | ")));
    // The quantization finding's quality gate reads the perplexity its quality table shows.
    const QString cliff = sectionOf(markdown, QStringLiteral("2-bit experts"));
    QVERIFY2(!cliff.isEmpty(), qPrintable(markdown.left(2000)));
    QVERIFY(cliff.contains(QStringLiteral("### Quality beside speed")));
    QVERIFY(cliff.contains(QStringLiteral("| Perplexity (`perplexity`) |")));
    const QString qualityGate =
        cliff.section(QStringLiteral("| `quality_canary` |"), 1).section(u'\n', 0, 0);
    QVERIFY2(!qualityGate.isEmpty(), qPrintable(cliff));
    QVERIFY2(!qualityGate.contains(QStringLiteral("share no quality metric")),
             qPrintable(qualityGate));

    // The preview: where it went, the charts, the document.
    FindingsExportPreview *preview = exporter->preview();
    QVERIFY(preview);
    QVERIFY(preview->isVisible());
    QCOMPARE(preview->report().chartPaths.size(), pngs.size());
    QVERIFY(preview->summaryLabel()->text().contains(QDir::toNativeSeparators(markdownPath)));
    QVERIFY(preview->browser()->toPlainText().contains(QStringLiteral("2-bit experts")));
    preview->close();

    // The Findings tab's Export… writes the same document elsewhere.
    const QString again = out.filePath(QStringLiteral("tab/findings.md"));
    page->exportTo(again);
    QVERIFY(finished.wait(120000));
    QCOMPARE(finished.last().at(0).toBool(), true);
    QVERIFY(QFile::exists(again));
    QCOMPARE(QDir(out.filePath(QStringLiteral("tab/findings-charts")))
                 .entryList({QStringLiteral("*.png")}, QDir::Files)
                 .size(),
             pngs.size());
    QVERIFY(page->exportButton()->isEnabled());

    // The next save dialog starts where the last export went; cancelling it exports nothing.
    finished.clear();
    const QString next = triggerAndAnswer(action, QString());
    QCOMPARE(canonical(QFileInfo(next).absolutePath()),
             canonical(out.filePath(QStringLiteral("tab"))));
    QTest::qWait(200);
    QVERIFY(finished.isEmpty());
}

QTEST_MAIN(TestGuiFindingsExport)
#include "tst_guifindingsexport.moc"
