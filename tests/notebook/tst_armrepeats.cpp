// A wave run held against its arm's other repeats, read from a real notebook file the way the
// inspector asks for it (NotebookReader::runDetails on the thread pool): the slow repeat is
// flagged with its rule, the others are in line, the other arm's runs are not counted, and a
// run that is no wave's is not judged at all.
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/read/notebookreader.h"
#include "backends/notebook/repositories/armrepeats.h"

#include "testutils.h"

#include <QTemporaryDir>
#include <QtTest>

#include <map>

using namespace lanebook;

class TestArmRepeats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void slowRepeatIsFlaggedWhereTheRunIsShown()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("repeats.lanebook"));
        std::map<QString, std::vector<qint64>> ids;
        qint64 loose = 0;
        {
            NotebookStore store;
            QVERIFY2(store.open(path, NotebookStore::Access::ReadWrite),
                     qPrintable(store.lastError()));
            const auto waveId =
                store.waves().create(QStringLiteral("w"), {}, nlohmann::json::object());
            QVERIFY2(waveId, qPrintable(store.lastError()));
            // Arm A: five repeats, the third slow; arm B: three as slow as A's outlier.
            const std::map<QString, std::vector<double>> tokPerS{
                {QStringLiteral("A"), {100.0, 101.0, 60.0, 99.0, 100.5}},
                {QStringLiteral("B"), {60.0, 61.0, 60.5}}};
            for (const auto &[arm, values] : tokPerS) {
                for (size_t r = 0; r < values.size(); ++r) {
                    Run run;
                    run.label = QStringLiteral("w-%1-r%2").arg(arm).arg(r);
                    run.format = RunFormat::Lanebook;
                    run.workload = {{"concurrency", 4}, {"input_tokens", 128}};
                    run.extra = {{"wave", std::to_string(*waveId)},
                                 {"wave_id", *waveId},
                                 {"arm", arm.toStdString()},
                                 {"repeat", int(r)}};
                    run.setMetric(QStringLiteral("output_tok_per_s"), values[r]);
                    WaveRunPlacement placement;
                    placement.waveId = *waveId;
                    placement.arm = arm;
                    placement.repeat = int(r);
                    const Expected<qint64> id = store.waves().insertRun(run, placement);
                    LANEBOOK_VERIFY_EXPECTED(id);
                    ids[arm].push_back(*id);
                }
            }
            Run imported;
            imported.label = QStringLiteral("imported");
            imported.format = RunFormat::VllmBench;
            imported.setMetric(QStringLiteral("output_tok_per_s"), 10.0);
            const Expected<qint64> id = store.runs().insertRun(imported);
            LANEBOOK_VERIFY_EXPECTED(id);
            loose = *id;
            QCOMPARE(armRunsOf(store, *store.runs().run(ids[QStringLiteral("A")][0])).size(),
                     size_t(5));
        }

        const auto details = [&](qint64 runId) {
            auto future = NotebookReader::runDetails(path, runId);
            future.waitForFinished();
            return future.result();
        };
        const NotebookReader::RunDetails slow = details(ids[QStringLiteral("A")][2]);
        QVERIFY2(slow.run, qPrintable(slow.error));
        QVERIFY(slow.amongRepeats);
        QCOMPARE(slow.amongRepeats->repeats, 5);
        QCOMPARE(slow.amongRepeats->outliers.size(), size_t(1));
        QCOMPARE(slow.amongRepeats->outliers[0].value, 60.0);
        QVERIFY2(slow.amongRepeats->outliers[0].reason.contains(QStringLiteral("among 5")),
                 qPrintable(slow.amongRepeats->outliers[0].reason));

        const NotebookReader::RunDetails typical = details(ids[QStringLiteral("A")][0]);
        QVERIFY(typical.amongRepeats);
        QVERIFY(typical.amongRepeats->outliers.empty());
        const NotebookReader::RunDetails other = details(ids[QStringLiteral("B")][0]);
        QVERIFY(other.amongRepeats);
        QCOMPARE(other.amongRepeats->repeats, 3);

        const NotebookReader::RunDetails notAWaveRun = details(loose);
        QVERIFY(notAWaveRun.run);
        QVERIFY(!notAWaveRun.amongRepeats);
    }
};

QTEST_GUILESS_MAIN(TestArmRepeats)
#include "tst_armrepeats.moc"
