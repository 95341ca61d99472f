// The Live tab as a GPU monitor (issue 28, part 7), in the main window as the composition root
// builds it (Waves, Live, Charts and Findings pages, the GPU meters in the status bar, the
// docks at their default shares): eight GPUs at 1280x800 and at 1920x1080 show every card whole
// inside the tab's viewport, with no scrolling and the chart still there; no text on a card is
// cut (each fits its place, and one abbreviated or elided has its whole in the tooltip over
// it); throttle reasons are whole words or their abbreviations, never a cut word; the PCIe link
// and the processes show when the source reports them and not otherwise, never "Gen 0" or
// "×0". Screenshots go to LANEBOOK_SCREENSHOT_DIR when it is set.
#include "models/snapshotfixture.h"
#include "models/telemetry/clockeventreasons.h"
#include "widgets/charts/chartspage.h"
#include "widgets/findings/findingspage.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/telemetry/gpucard.h"
#include "widgets/telemetry/gpumetersbar.h"
#include "widgets/telemetry/livetelemetrypage.h"
#include "widgets/telemetry/redrawclock.h"
#include "widgets/telemetry/telemetrychart.h"
#include "widgets/telemetry/telemetryformat.h"
#include "widgets/waves/wavespage.h"

#include "widgets/livetelemetryfixture.h"

#include <QFontMetricsF>
#include <QScrollArea>
#include <QScrollBar>
#include <QtTest>

#include <memory>

using namespace lanebook;
using lanebook::test::LiveFixture;

namespace {

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QVERIFY(widget->grab().save(dir + u'/' + name));
}

// The window as the application has it, with `history` behind its Live tab, showing that tab.
struct LiveWindow
{
    MainWindow window;
    LiveTelemetryPage *live = nullptr;

    LiveWindow(TelemetryHistory *history, QSize size)
    {
        live = new LiveTelemetryPage(history);
        window.addPage(new WavesPage, QStringLiteral("Waves"));
        window.addPage(live, QStringLiteral("Live"));
        window.addPage(new ChartsPage, QStringLiteral("Charts"));
        window.addPage(new FindingsPage, QStringLiteral("Findings"));
        window.addStatusBarWidget(new GpuMetersBar(history));
        window.resize(size);
    }
};

// Where a card lies in the scroll area's viewport.
QRect inViewport(const GpuCard *card, const QWidget *viewport)
{
    return QRect(card->mapTo(viewport, QPoint(0, 0)), card->size());
}

bool allCardsInside(const LiveTelemetryPage *page)
{
    const QWidget *viewport = page->cardViewport();
    for (const GpuCard *card : page->cards()) {
        if (!card->isVisible() || !viewport->rect().contains(inViewport(card, viewport)))
            return false;
    }
    return !page->cards().empty();
}

QString describeCards(const LiveTelemetryPage *page)
{
    QStringList parts{
        QStringLiteral("viewport %1x%2, %3 columns, %4")
            .arg(page->cardViewport()->width())
            .arg(page->cardViewport()->height())
            .arg(page->cardColumns())
            .arg(page->cardsAreCompact() ? QStringLiteral("compact") : QStringLiteral("full"))};
    for (const GpuCard *card : page->cards()) {
        const QRect r = inViewport(card, page->cardViewport());
        parts << QStringLiteral("card %1 at %2,%3 %4x%5")
                     .arg(card->gpuIndex())
                     .arg(r.x())
                     .arg(r.y())
                     .arg(r.width())
                     .arg(r.height());
    }
    return parts.join(QStringLiteral("; "));
}

// Every text a card paints fits its rectangle, lies inside the card, and, when it is not the
// whole text (abbreviated or elided), the tooltip over it holds the whole.
void verifyTextsFit(const GpuCard *card)
{
    const std::vector<GpuCardLayout::Text> texts = card->paintedTexts();
    QVERIFY(!texts.empty());
    for (const GpuCardLayout::Text &text : texts) {
        QFont font = card->font();
        font.setBold(text.bold);
        const qreal advance = QFontMetricsF(font).horizontalAdvance(text.shown);
        const QString where = QStringLiteral("GPU %1, \"%2\" (whole: \"%3\")")
                                  .arg(card->gpuIndex())
                                  .arg(text.shown, text.whole);
        QVERIFY2(advance <= text.rect.width() + 0.01,
                 qPrintable(QStringLiteral("%1 needs %2 px, has %3")
                                .arg(where)
                                .arg(advance)
                                .arg(text.rect.width())));
        QVERIFY2(QRectF(card->rect()).contains(text.rect),
                 qPrintable(where + QStringLiteral(" lies outside the card")));
        QVERIFY2(text.whole.isEmpty() || !text.shown.isEmpty(), qPrintable(where));
        if (text.shown != text.whole) {
            const QString tip = card->toolTipAt(text.rect.center().toPoint());
            QVERIFY2(tip.contains(text.whole),
                     qPrintable(where + QStringLiteral(": the tooltip says \"%1\"").arg(tip)));
        }
    }
}

const GpuCardLayout::Text *textOf(const std::vector<GpuCardLayout::Text> &texts,
                                  GpuCardLayout::Part part)
{
    for (const GpuCardLayout::Text &text : texts) {
        if (text.part == part)
            return &text;
    }
    return nullptr;
}

QStringList shownTexts(const GpuCard *card)
{
    QStringList out;
    for (const GpuCardLayout::Text &text : card->paintedTexts())
        out << text.shown;
    return out;
}

} // namespace

class TestLiveGrid : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eightGpusFitWholeInTheWindow_data();
    void eightGpusFitWholeInTheWindow();
    void throttleReasonsAreWholeWordsOrAbbreviated();
    void pcieAndProcessesShowWhenReported();
    void processesInWords();
};

void TestLiveGrid::eightGpusFitWholeInTheWindow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

void TestLiveGrid::eightGpusFitWholeInTheWindow()
{
    QFETCH(QSize, size);
    TelemetryHistory history;
    LiveWindow w(&history, size);
    w.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.window.setNotebookInfo(QStringLiteral("/tmp/a.lanebook"), 6); // the tabs show
    w.window.setSnapshot(test::realisticSnapshot());
    w.window.showPage(w.live);
    LiveFixture fixture;
    fixture.fill(history, 50);
    QTRY_VERIFY(!w.live->redrawClock()->isDirty());
    QCOMPARE(w.live->cards().size(), std::size_t(8));
    QTRY_VERIFY2(allCardsInside(w.live), qPrintable(describeCards(w.live)));
    qInfo("%s", qPrintable(describeCards(w.live)));

    // Whole, without scrolling, and inside the window; the chart keeps its room below.
    auto *scroll = w.live->findChild<QScrollArea *>();
    QVERIFY(scroll);
    QVERIFY(!scroll->verticalScrollBar()->isVisible());
    for (const GpuCard *card : w.live->cards()) {
        const QRect inWindow(card->mapTo(&w.window, QPoint(0, 0)), card->size());
        QVERIFY2(w.window.rect().contains(inWindow), qPrintable(describeCards(w.live)));
        verifyTextsFit(card);
        if (QTest::currentTestFailed())
            return;
    }
    const TelemetryChart *chart = w.live->chart();
    QVERIFY(chart->isVisible());
    QVERIFY2(chart->height() >= chart->minimumSizeHint().height(),
             qPrintable(QString::number(chart->height())));
    // At 1280x800 the full cards (six sparkline rows each) cannot all fit: the compact ones do.
    if (size == QSize(1280, 800))
        QVERIFY(w.live->cardsAreCompact());
    // The cards did not widen the window past its size.
    QVERIFY(w.window.minimumSizeHint().width() <= size.width());
    saveScreenshot(&w.window,
                   QStringLiteral("live-grid-%1x%2.png").arg(size.width()).arg(size.height()));
}

void TestLiveGrid::throttleReasonsAreWholeWordsOrAbbreviated()
{
    using namespace ClockEventReasons;
    TelemetryHistory history;
    LiveWindow w(&history, QSize(1280, 800));
    w.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    w.window.setNotebookInfo(QStringLiteral("/tmp/a.lanebook"), 6);
    w.window.showPage(w.live);
    // GPU 5 power-capped and in software thermal slowdown: the words the walkthrough saw cut.
    LiveFixture fixture;
    fixture.throttleReasons = SwPowerCap | SwThermalSlowdown;
    fixture.fill(history, 20);
    QTRY_VERIFY(!w.live->redrawClock()->isDirty());
    QTRY_VERIFY2(allCardsInside(w.live), qPrintable(describeCards(w.live)));
    const GpuCard *hot = w.live->cards().at(5);
    QCOMPARE(hot->throttleText(), QStringLiteral("throttled: power cap, SW thermal slowdown"));
    const std::vector<GpuCardLayout::Text> texts = hot->paintedTexts();
    const GpuCardLayout::Text *throttle = textOf(texts, GpuCardLayout::Part::Throttle);
    QVERIFY(throttle);
    // The words whole, or their abbreviation; never a word cut by an ellipsis.
    QVERIFY2(throttle->shown == hot->throttleText() ||
                 throttle->shown ==
                     TelemetryFormat::throttleTextShort(SwPowerCap | SwThermalSlowdown),
             qPrintable(throttle->shown));
    QVERIFY(!throttle->shown.contains(QChar(0x2026)));
    const QString tip = hot->toolTipAt(throttle->rect.center().toPoint());
    QVERIFY2(tip.contains(QLatin1String("SW thermal slowdown")), qPrintable(tip));
    QVERIFY(tip.contains(QLatin1String("power cap")));
    verifyTextsFit(hot);

    // Every throttling reason at once: still nothing cut without its words in the tooltip.
    LiveFixture all;
    all.throttleReasons =
        SwPowerCap | HwSlowdown | SwThermalSlowdown | HwThermalSlowdown | HwPowerBrakeSlowdown;
    history.append(all.batch(20));
    QTRY_VERIFY(!w.live->redrawClock()->isDirty());
    verifyTextsFit(w.live->cards().at(5));
    // Kept: textOf points into the vector (a temporary would be gone at the semicolon).
    const std::vector<GpuCardLayout::Text> allTexts = w.live->cards().at(5)->paintedTexts();
    const GpuCardLayout::Text *many = textOf(allTexts, GpuCardLayout::Part::Throttle);
    QVERIFY(many);
    const QString allTip = w.live->cards().at(5)->toolTipAt(many->rect.center().toPoint());
    for (const char *words :
         {"power cap", "HW slowdown", "SW thermal slowdown", "HW thermal slowdown", "power brake"})
        QVERIFY2(allTip.contains(QLatin1String(words)), words);
    saveScreenshot(&w.window, QStringLiteral("live-grid-throttled.png"));
}

void TestLiveGrid::pcieAndProcessesShowWhenReported()
{
    TelemetryHistory history;
    LiveFixture fixture;
    TelemetryBatch batch = fixture.batch(0);
    batch.gpus.resize(3);
    batch.samples.resize(3);
    // GPU 0: resting at Gen 1 of Gen 5, with the H200 capture's three processes.
    batch.samples[0].pcieGen = 1;
    // GPU 1: a source that reports neither (amd-smi, xpu-smi here).
    batch.samples[1].pcieGen.reset();
    batch.samples[1].pcieWidth.reset();
    batch.samples[1].pcieGenMax.reset();
    batch.samples[1].pcieWidthMax.reset();
    batch.samples[1].processes.reset();
    // GPU 2: zeros that are no reading (a virtual GPU), and no process running.
    batch.samples[2].pcieGen = 0;
    batch.samples[2].pcieWidth = 0;
    batch.samples[2].pcieGenMax.reset();
    batch.samples[2].pcieWidthMax.reset();
    batch.samples[2].processes = QList<GpuProcess>();
    history.append(batch);

    for (const GpuCard::Form form : {GpuCard::Form::Compact, GpuCard::Form::Full}) {
        std::vector<std::unique_ptr<GpuCard>> cards;
        for (int g = 0; g < 3; ++g) {
            auto card = std::make_unique<GpuCard>(&history, g);
            card->setForm(form, 340);
            card->resize(340, card->sizeHint().height());
            card->show();
            verifyTextsFit(card.get());
            cards.push_back(std::move(card));
        }
        if (QTest::currentTestFailed())
            return;
        const QString name =
            form == GpuCard::Form::Compact ? QStringLiteral("compact") : QStringLiteral("full");

        const GpuCard &resting = *cards[0];
        // The link now, and what the GPU and its slot allow (a no-break space keeps "×16" with
        // its generation).
        QCOMPARE(resting.pcieText(), QStringLiteral("Gen 1\u00A0×16 (max Gen 5\u00A0×16)"));
        const std::vector<GpuCardLayout::Text> texts = resting.paintedTexts();
        const GpuCardLayout::Text *pcie = nullptr;
        for (const GpuCardLayout::Text &text : texts) {
            if (text.part == GpuCardLayout::Part::Pcie && text.whole.contains(u"max Gen"))
                pcie = &text;
        }
        QVERIFY2(pcie, qPrintable(name));
        // The most memory first ("process(es)": without a translator, as the tests run).
        const QString processesText = resting.processesText();
        QVERIFY2(processesText.startsWith(QStringLiteral("3 process")), qPrintable(processesText));
        QVERIFY(processesText.contains(QStringLiteral("gpu_burn (10309) 27.6\u202FGiB")));
        QVERIFY(processesText.indexOf(QLatin1String("gpu_burn")) <
                processesText.indexOf(QLatin1String("memhog")));
        const GpuCardLayout::Text *processes = nullptr;
        for (const GpuCardLayout::Text &text : texts) {
            if (text.part == GpuCardLayout::Part::Processes &&
                text.whole == resting.processesText())
                processes = &text;
        }
        QVERIFY2(processes, qPrintable(name));
        // Every process in the tooltip, with its whole path and pid.
        const QString tip = resting.toolTipAt(processes->rect.center().toPoint());
        QVERIFY2(tip.contains(QStringLiteral("pid 10291 · /root/tools/memhog")), qPrintable(tip));
        QVERIFY(tip.contains(QStringLiteral("pid 10293 · /root/tools/memhog")));
        QVERIFY(tip.contains(QStringLiteral("pid 10309 · ./gpu_burn")));

        // Not reported: no line, and a shorter card.
        const GpuCard &silent = *cards[1];
        QVERIFY(silent.pcieText().isEmpty());
        QVERIFY(silent.processesText().isEmpty());
        QVERIFY(!textOf(silent.paintedTexts(), GpuCardLayout::Part::Pcie));
        QVERIFY(!textOf(silent.paintedTexts(), GpuCardLayout::Part::Processes));
        QVERIFY2(silent.height() < resting.height(), qPrintable(name));

        // Zeros are no reading; an empty list is: none runs.
        const GpuCard &virtualGpu = *cards[2];
        QVERIFY(virtualGpu.pcieText().isEmpty());
        QVERIFY(!textOf(virtualGpu.paintedTexts(), GpuCardLayout::Part::Pcie));
        QCOMPARE(virtualGpu.processesText(), QStringLiteral("no processes"));
        for (const GpuCard *card : {&resting, &silent, &virtualGpu}) {
            for (const QString &shown : shownTexts(card)) {
                QVERIFY2(!shown.contains(QLatin1String("Gen 0")) &&
                             !shown.contains(QStringLiteral("×0")),
                         qPrintable(shown));
            }
        }
    }
}

void TestLiveGrid::processesInWords()
{
    // The RTX 4080 capture's processes: a compositor's 25 MiB is not "0.0 GiB".
    constexpr double kMiB = 1024.0 * 1024.0;
    QCOMPARE(
        TelemetryFormat::processText({2165, QStringLiteral("/usr/bin/kwin_wayland"), 25 * kMiB}),
        QStringLiteral("kwin_wayland (2165) 25\u202FMiB"));
    QCOMPARE(TelemetryFormat::processText({5022, QStringLiteral("ffmpeg"), 503 * kMiB}),
             QStringLiteral("ffmpeg (5022) 503\u202FMiB"));
    QCOMPARE(TelemetryFormat::processText({10309, QStringLiteral("./gpu_burn"), 28234 * kMiB}),
             QStringLiteral("gpu_burn (10309) 27.6\u202FGiB"));
    // Unnamed and unsized (NVML without permission): what is known, nothing made up.
    QCOMPARE(TelemetryFormat::processText({42, QString(), std::nullopt}), QStringLiteral("pid 42"));
    GpuSample none;
    QVERIFY(TelemetryFormat::processesText(&none).isEmpty()); // not listed
    none.processes = QList<GpuProcess>();
    QCOMPARE(TelemetryFormat::processesText(&none), QStringLiteral("no processes"));
}

QTEST_MAIN(TestLiveGrid)
#include "tst_livegrid.moc"
