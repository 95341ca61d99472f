// The small live views: the status-bar meters (one per GPU, warning colour while throttled,
// details in words, a click asks for the Live tab) and the wave monitor's strips (one line
// per GPU, "—" for what is missing, why when there is no telemetry).
#include "widgets/telemetry/gpumetersbar.h"
#include "widgets/telemetry/gputelemetrystrip.h"
#include "widgets/telemetry/gputelemetrystriplist.h"
#include "widgets/telemetry/redrawclock.h"
#include "widgets/telemetry/telemetryformat.h"

#include "widgets/livetelemetryfixture.h"

#include <QSignalSpy>
#include <QtTest>

using namespace lanebook;
using lanebook::test::LiveFixture;

namespace {

// Pixels of the image within a small distance of a colour.
int pixelsNear(const QImage &image, const QColor &colour)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            if (std::abs(pixel.red() - colour.red()) + std::abs(pixel.green() - colour.green()) +
                    std::abs(pixel.blue() - colour.blue()) <
                30)
                ++count;
        }
    }
    return count;
}

} // namespace

class TestLiveMeters : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void metersSayWhyWhenThereIsNoTelemetry()
    {
        TelemetryHistory history;
        GpuMetersBar meters(&history);
        meters.show();
        QVERIFY(meters.sizeHint().width() > 0);
        history.setSourceStatus(QStringLiteral("auto"), QStringLiteral("nvidia-smi: not on PATH"));
        QVERIFY(meters.sizeHint().width() > 0);
        const QImage image = meters.grab().toImage();
        QVERIFY(pixelsNear(image, TelemetryFormat::throttleColour()) > 0); // "No GPU telemetry"
    }

    void oneMeterPerGpuWarningWhileThrottled()
    {
        TelemetryHistory history;
        GpuMetersBar meters(&history);
        meters.show();
        LiveFixture fixture;
        fixture.fill(history, 20);
        QCOMPARE(meters.isThrottling(5), true);
        for (int g = 0; g < 8; ++g)
            QCOMPARE(meters.isThrottling(g), g == 5);
        QVERIFY(meters.meterText(5).startsWith(QStringLiteral("GPU 5 · NVIDIA H200\n")));
        QVERIFY(meters.meterText(5).contains(QStringLiteral("throttled: power cap")));
        QVERIFY(meters.meterText(0).contains(QStringLiteral("not throttled")));
        meters.resize(meters.sizeHint());
        const int perMeter = meters.sizeHint().width() / 8;
        QVERIFY(perMeter > 10);

        // Only the throttled GPU's meter has the warning colour.
        const QImage image = meters.grab().toImage();
        const QColor warning = TelemetryFormat::throttleColour();
        for (int g = 0; g < 8; ++g) {
            const QImage meter =
                image.copy(g * perMeter * image.width() / meters.width(), 0,
                           perMeter * image.width() / meters.width(), image.height());
            QCOMPARE(pixelsNear(meter, warning) > 0, g == 5);
        }

        QSignalSpy clicked(&meters, &GpuMetersBar::gpuClicked);
        QTest::mouseClick(&meters, Qt::LeftButton, {}, QPoint(3 * perMeter + 3, 5));
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.at(0).at(0).toInt(), 3);
    }

    void metersRedrawOncePerBurst()
    {
        TelemetryHistory history;
        GpuMetersBar meters(&history);
        meters.show();
        QVERIFY(QTest::qWaitForWindowExposed(&meters));
        const int before = meters.redrawClock()->redrawCount();
        LiveFixture().fill(history, 30);
        QTRY_VERIFY(!meters.redrawClock()->isDirty());
        QCOMPARE(meters.redrawClock()->redrawCount(), before + 1);
    }

    void stripSaysTheGpuInOneLine()
    {
        TelemetryHistory history;
        GpuTelemetryStrip strip(&history, 5);
        QVERIFY(strip.text().startsWith(QStringLiteral("No GPU telemetry")));
        history.setSourceStatus(QStringLiteral("nvml"),
                                QStringLiteral("libnvidia-ml.so.1 not found"));
        QCOMPARE(strip.text(), QStringLiteral("No GPU telemetry: libnvidia-ml.so.1 not found"));

        LiveFixture fixture;
        history.append(fixture.batch(0));
        const GpuSample sample = fixture.batch(0).samples.at(5);
        const QString nnbsp(QChar(0x202F));
        QCOMPARE(strip.text(), QStringLiteral("GPU 5 · %1%2% · 700%2W · 86%2°C · %3%2MHz · "
                                              "throttled: power cap, HW thermal slowdown")
                                   .arg(*sample.utilPct)
                                   .arg(nnbsp)
                                   .arg(std::round(*sample.smClockMhz)));
        QVERIFY(strip.isThrottling());

        TelemetryBatch missing = fixture.batch(1);
        missing.samples[5].utilPct.reset();
        missing.samples[5].throttleReasons = 0;
        history.append(missing);
        QVERIFY(strip.text().startsWith(QStringLiteral("GPU 5 · — · ")));
        QVERIFY(!strip.isThrottling());

        strip.setGpuIndex(9);
        QCOMPARE(strip.text(), QStringLiteral("no telemetry for GPU 9"));
    }

    void stripListFollowsTheGpus()
    {
        TelemetryHistory history;
        GpuTelemetryStripList list(&history);
        QVERIFY(list.strips().empty());
        QVERIFY(list.messageText().startsWith(QStringLiteral("No GPU telemetry")));
        LiveFixture eight;
        history.append(eight.batch(0));
        QCOMPARE(list.strips().size(), std::size_t(8));
        QVERIFY(list.messageText().isEmpty());
        QCOMPARE(list.strips().at(6)->gpuIndex(), 6);
        LiveFixture two;
        two.gpuCount = 2;
        history.append(two.batch(1));
        QCOMPARE(list.strips().size(), std::size_t(2));
    }
};

QTEST_MAIN(TestLiveMeters)
#include "tst_livemeters.moc"
