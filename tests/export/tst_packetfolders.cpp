// A lane packet gives each run its own data folder, even when a run's label is another run's
// de-duplicated folder name ("x-run3" beside two runs labelled "x", the second of them id 3),
// and when two labels differ only in case (one folder on a case-insensitive disk). Its files
// are written with mode 0600.
#include "backends/export/packetexport.h"
#include "backends/notebook/notebookstore.h"

#include "testutils.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;

class TestPacketFolders : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyRunHasItsOwnFolder()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        NotebookStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("nb.lanebook"))));
        QStringList labels = {QStringLiteral("x-run3"), QStringLiteral("x"), QStringLiteral("x"),
                              QStringLiteral("Y"), QStringLiteral("y")};
        for (const QString &label : labels) {
            Run run;
            run.label = label;
            run.model = QStringLiteral("m");
            run.lane = QStringLiteral("lane");
            run.setMetric(QStringLiteral("output_tok_per_s"), 1.0);
            LANEBOOK_VERIFY_EXPECTED(store.runs().insertRun(run));
        }
        const QString out = dir.filePath(QStringLiteral("packet"));
        const ExportOutcome outcome = exportLanePacket(store, QStringLiteral("lane"), out);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        const QStringList folders = QDir(QDir(out).filePath(QStringLiteral("data")))
                                        .entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(folders.size(), labels.size());
        QStringList lower;
        for (const QString &folder : folders)
            lower << folder.toLower();
        lower.removeDuplicates();
        QCOMPARE(lower.size(), labels.size());
        // Packets name the user's model paths and hosts: the user's alone to read.
        for (const QString &name : {QStringLiteral("README.md"), QStringLiteral("reproduce.md")}) {
            const QFileInfo info(QDir(out).filePath(name));
            QVERIFY2(info.exists(), qPrintable(name));
            QCOMPARE(info.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther |
                                           QFileDevice::WriteGroup | QFileDevice::WriteOther),
                     QFileDevice::Permissions());
        }
    }
};

QTEST_GUILESS_MAIN(TestPacketFolders)
#include "tst_packetfolders.moc"
