// The typed settings facade: recent notebooks, chosen columns, survival across instances.
#include "app/gui/settings.h"

#include "models/runtable/runtablemodel.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;

class TestSettings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void recentNotebooksMostRecentFirstAndCapped();
    void teamNotebooksKeptAsAddressesWithoutPasswords();
    void metricColumnsDefaultUntilChosen();
    void valuesSurviveARestart();
};

void TestSettings::teamNotebooksKeptAsAddressesWithoutPasswords()
{
    QTemporaryDir dir;
    const QString ini = dir.filePath(QStringLiteral("s.ini"));
    const QString team = QStringLiteral("postgresql://ana@db.lab:5433/team?sslmode=require");
    {
        Settings settings(ini);
        settings.addRecentNotebook(team);
        // Never taken for a relative file path.
        QCOMPARE(settings.recentNotebooks(), QStringList{team});
        settings.addRecentNotebook(QStringLiteral("postgresql://ana:s3cret-pw@db.lab:5433/team"));
        QCOMPARE(settings.recentNotebooks(), QStringList{team});
        settings.sync();
    }
    QFile file(ini);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(!file.readAll().contains("s3cret-pw"));
    Settings again(ini);
    again.removeRecentNotebook(team);
    QVERIFY(again.recentNotebooks().isEmpty());
}

void TestSettings::recentNotebooksMostRecentFirstAndCapped()
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    QVERIFY(settings.recentNotebooks().isEmpty());
    for (int i = 0; i < Settings::kMaxRecentNotebooks + 3; ++i)
        settings.addRecentNotebook(dir.filePath(QStringLiteral("n%1.lanebook").arg(i)));
    settings.addRecentNotebook(dir.filePath(QStringLiteral("n5.lanebook")));
    const QStringList recent = settings.recentNotebooks();
    QCOMPARE(recent.size(), Settings::kMaxRecentNotebooks);
    QCOMPARE(recent.first(), dir.filePath(QStringLiteral("n5.lanebook")));
    QCOMPARE(recent.count(dir.filePath(QStringLiteral("n5.lanebook"))), 1);
    settings.removeRecentNotebook(dir.filePath(QStringLiteral("n5.lanebook")));
    QVERIFY(!settings.recentNotebooks().contains(dir.filePath(QStringLiteral("n5.lanebook"))));
    settings.clearRecentNotebooks();
    QVERIFY(settings.recentNotebooks().isEmpty());
}

void TestSettings::metricColumnsDefaultUntilChosen()
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    QCOMPARE(settings.metricColumns(), RunTableModel::defaultMetricColumns());
    settings.setMetricColumns({QStringLiteral("p99_itl_ms")});
    QCOMPARE(settings.metricColumns(), QStringList{QStringLiteral("p99_itl_ms")});
    settings.setMetricColumns({}); // no metric columns is a choice too
    QCOMPARE(settings.metricColumns(), QStringList{});
}

void TestSettings::valuesSurviveARestart()
{
    QTemporaryDir dir;
    const QString ini = dir.filePath(QStringLiteral("s.ini"));
    {
        Settings settings(ini);
        settings.addRecentNotebook(dir.filePath(QStringLiteral("a.lanebook")));
        settings.setMetricColumns({QStringLiteral("gen_tok_per_s"), QStringLiteral("n_depth")});
        settings.setWindowGeometry(QByteArrayLiteral("geometry"));
        settings.setLastImportDirectory(QStringLiteral("/results"));
        // Until chosen: $LANEBOOK_TELEMETRY_SOURCE, else "auto".
        const QByteArray before = qgetenv("LANEBOOK_TELEMETRY_SOURCE");
        qunsetenv("LANEBOOK_TELEMETRY_SOURCE");
        QCOMPARE(settings.telemetrySource(), QStringLiteral("auto"));
        qputenv("LANEBOOK_TELEMETRY_SOURCE", "nvidia-smi");
        QCOMPARE(settings.telemetrySource(), QStringLiteral("nvidia-smi"));
        qputenv("LANEBOOK_TELEMETRY_SOURCE", before);
        settings.setTelemetrySource(QStringLiteral("prometheus=http://gpu-box:9400/metrics"));
    }
    Settings again(ini);
    QCOMPARE(again.recentNotebooks(), QStringList{dir.filePath(QStringLiteral("a.lanebook"))});
    QCOMPARE(again.metricColumns(),
             (QStringList{QStringLiteral("gen_tok_per_s"), QStringLiteral("n_depth")}));
    QCOMPARE(again.windowGeometry(), QByteArrayLiteral("geometry"));
    QCOMPARE(again.lastImportDirectory(), QStringLiteral("/results"));
    QCOMPARE(again.telemetrySource(), QStringLiteral("prometheus=http://gpu-box:9400/metrics"));
}

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
