// A team notebook's server goes away in the middle of a wave (stopped at once, as a crash or a
// lost network would leave it) and comes back: the wave goes on measuring, keeps the runs the
// server cannot take in the run journal and says so, naming the server; once the server is
// back the wave's next run goes in and the journal is replayed at once, each run exactly once,
// placed in its wave. A private PostgreSQL 15 of this test's own, since it is stopped.
#include "backends/notebook/journal/runjournal.h"
#include "backends/notebook/notebookstore.h"
#include "postgresfixture.h"
#include "testutils.h"
#include "wavetestsupport.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;
using namespace lanebook::test;

class TestTeamNotebookOutage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void serverGoneMidWaveLosesNoRun();
};

void TestTeamNotebookOutage::serverGoneMidWaveLosesNoRun()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // The journal of a team notebook lies in the user's data folder: this test's own.
    qputenv("XDG_DATA_HOME", QFile::encodeName(dir.filePath(QStringLiteral("data"))));
    qputenv("PGSSLMODE", "disable");
    PostgresFixture server;
    QVERIFY2(server.start(), qPrintable(server.error()));
    const QString database = server.createDatabase(QStringLiteral("outage"));
    QVERIFY2(!database.isEmpty(), qPrintable(server.error()));
    const QString notebook = server.url(database);

    // Steps of about two seconds (16 tokens 60 ms apart, two requests after two). The wave is
    // held still (SIGSTOP) while the server goes and while it comes back: neither can race the
    // wave, and what the wave had printed when held says where each landed.
    QProcess wave;
    startWave(wave, notebook, dir.path(), 60.0, 50.0, 5);
    QVERIFY(wave.waitForStarted());
    QByteArray out;
    QVERIFY(readWaveUntil(wave, out, "recorded run"));
    holdWave(wave, out);
    // Gone after the first run went in, before another: the second step's run is the first
    // the server cannot take.
    QVERIFY2(out.count("recorded run") == 1, out.constData());
    server.stop();
    resumeWave(wave);
    QVERIFY(readWaveUntil(wave, out, "will be added the next time"));
    // Said with the server's name (here the directory of its socket), so the user knows which
    // notebook is away.
    const QByteArray serverName = server.socketDirectory().toUtf8();
    QVERIFY2(out.contains(serverName), out.constData());
    holdWave(wave, out);
    // Back before the wave's last step started: that step's run, at least, is written to a
    // server that is there again, and the journal follows it in.
    QVERIFY2(!out.contains("[10/10]"), out.constData());
    QVERIFY2(server.restart(), qPrintable(server.logText()));
    resumeWave(wave);
    QVERIFY(readWaveUntil(wave, out, "the notebook takes runs again"));
    QVERIFY2(wave.waitForFinished(180000), out.constData());
    out += wave.readAllStandardOutput();
    const QByteArray err = wave.readAllStandardError();
    qInfo("%s", out.constData());

    // The comparison it offers names every run, the one replayed included.
    const qsizetype compare = out.indexOf("Compare the arms: ");
    QVERIFY2(compare >= 0, out.constData());
    const QString line = QString::fromUtf8(out.mid(compare, out.indexOf('\n', compare) - compare));
    QStringList ids = line.section(QStringLiteral("--control "), 1).split(u' ');
    ids.removeAll(QStringLiteral("--candidate"));
    QCOMPARE(ids.size(), 10);
    for (const QString &id : ids)
        QVERIFY2(id.toLongLong() > 0, qPrintable(line));
    QVERIFY2(!out.contains("are not in that list"), out.constData());

    // Every run is in the notebook now, not at its next open: 2 arms x 1 point x 5 repeats,
    // each placed in its wave once, and the journal is empty.
    NotebookStore store;
    QVERIFY2(store.open(notebook, NotebookStore::Access::ReadOnly), qPrintable(store.lastError()));
    QCOMPARE(store.runs().count(), qint64(10));
    QCOMPARE(store.waves().placements(1).size(), size_t(10));
    QVERIFY2(RunJournal(notebook).files().isEmpty(), QByteArray(out + err).constData());
    QVERIFY(!store.needsHousekeeping());
    const std::optional<WaveRecord> record = store.waves().wave(1);
    QVERIFY(record);
    QCOMPARE(record->status, WaveStatus::Finished);
}

QTEST_GUILESS_MAIN(TestTeamNotebookOutage)
#include "tst_teamnotebookoutage.moc"
