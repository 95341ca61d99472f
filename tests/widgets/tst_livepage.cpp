// The Live tab offscreen, fed synthetic batches for eight GPUs (one throttling): cards with
// values and words, "—" for what the source lacks, the "No GPU telemetry" state, coalesced
// and visibility-gated redraws, a decimated combined chart, and a screenshot when
// LANEBOOK_SCREENSHOT_DIR is set.
#include "widgets/telemetry/gpucard.h"
#include "widgets/telemetry/livetelemetrypage.h"
#include "widgets/telemetry/redrawclock.h"
#include "widgets/telemetry/telemetrychart.h"
#include "widgets/telemetry/telemetryformat.h"

#include "widgets/livetelemetryfixture.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QTabWidget>
#include <QtTest>

using namespace lanebook;
using lanebook::test::LiveFixture;

namespace {

// A narrow no-break space sits between a number and its unit.
QString unitText(const char *number, const char *unit)
{
    return QString::fromUtf8(number) + QChar(0x202F) + QString::fromUtf8(unit);
}

int warningPixels(QWidget *widget, const QColor &warning)
{
    const QImage image = widget->grab().toImage();
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            if (std::abs(pixel.red() - warning.red()) + std::abs(pixel.green() - warning.green()) +
                    std::abs(pixel.blue() - warning.blue()) <
                30)
                ++count;
        }
    }
    return count;
}

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QVERIFY(widget->grab().save(dir + u'/' + name));
}

} // namespace

class TestLivePage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsWhyThereIsNoTelemetry()
    {
        TelemetryHistory history;
        LiveTelemetryPage page(&history);
        page.resize(1200, 800);
        page.show();
        QVERIFY(page.showsNoTelemetry());
        QVERIFY(page.cards().empty());
        history.setSourceStatus(QStringLiteral("auto"),
                                QStringLiteral("no NVIDIA, Intel or AMD GPU found (nvidia-smi: "
                                               "command not found)"));
        QVERIFY(page.showsNoTelemetry());
        QVERIFY2(page.statusText().startsWith(QStringLiteral("No GPU telemetry: no NVIDIA")),
                 qPrintable(page.statusText()));
        auto *message = page.findChild<QLabel *>(QStringLiteral("liveMessage"));
        QVERIFY(message->text().contains(QStringLiteral("nvidia-smi: command not found")));
        QVERIFY(message->isVisible());
        saveScreenshot(&page, QStringLiteral("live-no-telemetry.png"));

        LiveFixture().fill(history, 3);
        QVERIFY(!page.showsNoTelemetry());
        QCOMPARE(page.cards().size(), std::size_t(8));
    }

    void cardsShowValuesMissingAndThrottling()
    {
        TelemetryHistory history;
        LiveTelemetryPage page(&history);
        page.resize(1500, 900);
        page.show();
        LiveFixture fixture;
        fixture.fill(history, 100);
        QTRY_VERIFY(!page.redrawClock()->isDirty());
        QCOMPARE(page.cards().size(), std::size_t(8));

        const GpuCard *calm = page.cards().at(0);
        QCOMPARE(calm->title(), QStringLiteral("GPU 0 · NVIDIA H200"));
        const GpuSample latest = fixture.batch(99).samples.at(0);
        QCOMPARE(calm->valueText(TelemetrySeries::UtilPct),
                 unitText(QByteArray::number(*latest.utilPct, 'f', 0).constData(), "%"));
        QCOMPARE(calm->valueText(TelemetrySeries::MemUsedBytes),
                 QStringLiteral("31.6 / ") + unitText("140", "GiB"));
        QCOMPARE(calm->valueText(TelemetrySeries::SmClockMhz), unitText("1980", "MHz"));
        QCOMPARE(calm->throttleText(), QStringLiteral("not throttled"));
        QVERIFY(!calm->isThrottling());

        const GpuCard *hot = page.cards().at(5);
        QVERIFY(hot->isThrottling());
        QCOMPARE(hot->throttleText(), QStringLiteral("throttled: power cap, HW thermal slowdown"));
        QCOMPARE(hot->valueText(TelemetrySeries::PowerW),
                 QStringLiteral("700 / ") + unitText("700", "W"));
        QCOMPARE(hot->valueText(TelemetrySeries::TemperatureC), unitText("86", "°C"));
        for (const GpuCard *card : page.cards())
            QCOMPARE(card->isThrottling(), card->gpuIndex() == 5);

        // The colour change: the throttled card's border and words are in the warning colour.
        const QColor warning = TelemetryFormat::throttleColour();
        QVERIFY(warningPixels(page.cards().at(5), warning) > 200);
        QCOMPARE(warningPixels(page.cards().at(0), warning), 0);

        QVERIFY2(page.statusText().startsWith(QStringLiteral("fake · 8 GPU")) &&
                     page.statusText().endsWith(QStringLiteral(" · 10.0 Hz")),
                 qPrintable(page.statusText()));
        saveScreenshot(&page, QStringLiteral("live-8-gpus.png"));
    }

    void missingIsADashNeverZero()
    {
        TelemetryHistory history;
        LiveTelemetryPage page(&history);
        page.show();
        TelemetryBatch batch = LiveFixture().batch(0);
        for (GpuSample &sample : batch.samples) {
            sample.utilPct.reset(); // MIG: "[N/A]"
            sample.powerLimitW.reset();
            sample.throttleReasons.reset();
        }
        history.append(batch);
        QTRY_VERIFY(!page.redrawClock()->isDirty());
        const GpuCard *card = page.cards().at(0);
        QCOMPARE(card->valueText(TelemetrySeries::UtilPct), QStringLiteral("—"));
        // Without a limit the power reads alone.
        QVERIFY(!card->valueText(TelemetrySeries::PowerW).contains(u'/'));
        QCOMPARE(card->throttleText(), QStringLiteral("throttle reasons not reported"));
        QVERIFY(!card->isThrottling());
    }

    void redrawsAreCoalescedAndSkippedWhileHidden()
    {
        TelemetryHistory history;
        QTabWidget tabs;
        auto *page = new LiveTelemetryPage(&history);
        auto *other = new QLabel(QStringLiteral("Runs"));
        tabs.addTab(other, QStringLiteral("Runs"));
        tabs.addTab(page, QStringLiteral("Live"));
        tabs.setCurrentWidget(page);
        tabs.resize(1200, 800);
        tabs.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tabs));
        LiveFixture fixture;
        const int before = page->redrawClock()->redrawCount();
        for (int t = 0; t < 50; ++t) // a burst: fifty batches before the event loop runs
            history.append(fixture.batch(t));
        QTRY_VERIFY(!page->redrawClock()->isDirty());
        QCOMPARE(page->redrawClock()->redrawCount(), before + 1);

        tabs.setCurrentWidget(other);
        const int hiddenAt = page->redrawClock()->redrawCount();
        for (int t = 50; t < 60; ++t) {
            history.append(fixture.batch(t));
            QTest::qWait(20);
        }
        QTest::qWait(RedrawClock::kIntervalMs * 2);
        QCOMPARE(page->redrawClock()->redrawCount(), hiddenAt); // hidden: no work
        QVERIFY(page->redrawClock()->isDirty());
        tabs.setCurrentWidget(page);
        QTRY_VERIFY(!page->redrawClock()->isDirty());
        QCOMPARE(page->redrawClock()->redrawCount(), hiddenAt + 1); // one catch-up redraw
        QCOMPARE(page->cards().at(0)->valueText(TelemetrySeries::UtilPct).isEmpty(), false);
    }

    void combinedChartIsDecimatedToItsWidth()
    {
        TelemetryHistory history;
        LiveTelemetryPage page(&history);
        page.resize(1400, 900);
        page.setWindowNs(10LL * 60 * 1'000'000'000);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        LiveFixture().fill(history, 6000); // ten minutes at 10 Hz
        QTRY_VERIFY(!page.redrawClock()->isDirty());
        page.chart()->repaint();
        const int points = page.chart()->pointsPainted();
        QVERIFY(points > 8 * 100); // every GPU drawn
        QVERIFY2(points <= 8 * (2 * page.chart()->width() + 4),
                 qPrintable(QString::number(points)));
        QVERIFY(points < 8 * 6000 / 2);
        QCOMPARE(page.chart()->legendTexts().size(), 8);
        QVERIFY(page.chart()->legendTexts().at(5).startsWith(QStringLiteral("GPU 5 700")));
        saveScreenshot(&page, QStringLiteral("live-10-min.png"));
    }

    void chartSeriesAndWindowFollowTheChoosers()
    {
        TelemetryHistory history;
        LiveTelemetryPage page(&history);
        page.show();
        LiveFixture().fill(history, 10);
        auto *series = page.findChild<QComboBox *>(QStringLiteral("liveChartSeries"));
        series->setCurrentIndex(series->findData(QStringLiteral("temperature_c")));
        QCOMPARE(page.chart()->series(), TelemetrySeries::TemperatureC);
        auto *window = page.findChild<QComboBox *>(QStringLiteral("liveWindow"));
        window->setCurrentIndex(window->findData(20));
        QCOMPARE(page.windowNs(), 20LL * 60 * 1'000'000'000);
        QCOMPARE(page.chart()->windowNs(), page.windowNs());
        QCOMPARE(page.cards().at(3)->windowNs(), page.windowNs());
    }

    void sourceChoiceIsAskedFor()
    {
        TelemetryHistory history;
        LiveTelemetryPage page(&history);
        page.setSourceChoices(
            {QStringLiteral("auto"), QStringLiteral("nvidia-smi"), QStringLiteral("fake")},
            QStringLiteral("auto"));
        QSignalSpy requested(&page, &LiveTelemetryPage::sourceRequested);
        auto *source = page.findChild<QComboBox *>(QStringLiteral("liveSource"));
        QCOMPARE(source->currentText(), QStringLiteral("auto"));
        source->setCurrentIndex(2);
        Q_EMIT source->activated(2);
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.at(0).at(0).toString(), QStringLiteral("fake"));
    }

    void fewerGpusRebuildTheCards()
    {
        TelemetryHistory history;
        LiveTelemetryPage page(&history);
        page.show();
        LiveFixture eight;
        eight.fill(history, 5);
        QCOMPARE(page.cards().size(), std::size_t(8));
        LiveFixture two;
        two.gpuCount = 2;
        history.append(two.batch(6));
        QCOMPARE(page.cards().size(), std::size_t(2));
        QCOMPARE(page.chart()->legendTexts().size(), 2);
    }
};

QTEST_MAIN(TestLivePage)
#include "tst_livepage.moc"
