// Schema 10 repairs what Lanebook at schema 9 did to a notebook (tests/data/notebooks, written
// by that version): runs imported again under German and Chinese are merged into the first,
// their notes, tags and finding links kept; values masked as secrets that were none are
// listed per run and come back when the source file is imported again; each repair is said
// once, at the open that made it. Identity is stored in English whatever the language.
#include "backends/importers/importfile.h"
#include "backends/notebook/notebookstore.h"
#include "models/run/sourcelocator.h"
#include "models/run/statusreason.h"

#include "testutils.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace lanebook;

namespace {

QString dataFile(const char *relative)
{
    return QStringLiteral(LANEBOOK_TEST_DATA_DIR "/") + QLatin1String(relative);
}

// A writable copy of a fixture notebook: the fixture itself is never opened for writing.
QString copyOf(const QTemporaryDir &dir, const char *fixture)
{
    QString target = dir.filePath(QStringLiteral("nb.lanebook"));
    QFile::remove(target);
    if (!QFile::copy(dataFile(fixture), target))
        qFatal("cannot copy %s", fixture);
    QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner);
    return target;
}

} // namespace

class TestNotebookRepairs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void locatorsAreStoredInEnglish()
    {
        QCOMPARE(canonicalSourceLocator(QStringLiteral("Objekt 3")), QStringLiteral("object 3"));
        QCOMPARE(canonicalSourceLocator(QStringLiteral("对象 12")), QStringLiteral("object 12"));
        QCOMPARE(canonicalSourceLocator(QStringLiteral("Zeile 7")), QStringLiteral("line 7"));
        QCOMPARE(canonicalSourceLocator(QStringLiteral("第 7 行")), QStringLiteral("line 7"));
        QCOMPARE(canonicalSourceLocator(QStringLiteral("alle Datensätze")),
                 QStringLiteral("all records"));
        QCOMPARE(canonicalSourceLocator(QStringLiteral("所有记录")), QStringLiteral("all records"));
        for (const char *kept : {"object 1", "line 3", "row 2", "benchmark 0", "log", "results",
                                 "Objektiv 2", "第 行"})
            QCOMPARE(canonicalSourceLocator(QString::fromUtf8(kept)), QString::fromUtf8(kept));
    }

    // Schema 12: the status reasons Lanebook at schema 11 stored in the window's or shell's
    // language (tests/data/notebooks/schema11-reasons-three-languages.lanebook, written by that
    // version under German and Chinese) read in English after the upgrade; the server's own words
    // inside a reason stay as they came. A reason handed over translated is stored in English.
    void statusReasonsAreStoredInEnglish()
    {
        QTemporaryDir dir;
        const QString path = copyOf(dir, "notebooks/schema11-reasons-three-languages.lanebook");
        NotebookStore store;
        QVERIFY2(store.open(path), qPrintable(store.lastError()));
        QCOMPARE(store.schemaVersion(), NotebookStore::currentSchemaVersion());
        QVERIFY(store.schemaVersion() >= 12);
        std::map<qint64, QString> reasons;
        for (const Run &run : store.runs().list())
            reasons[run.id] = run.statusReason;
        QCOMPARE(reasons.size(), size_t(3));
        QCOMPARE(reasons[1], QStringLiteral("no request completed"));
        QCOMPARE(reasons[2], QStringLiteral("the benchmark was cancelled before it finished"));
        QCOMPARE(reasons[3], QStringLiteral("no request completed: http://127.0.0.1:9/v1/"
                                            "completions: cannot connect to 127.0.0.1:9: "
                                            "Connection refused"));

        Run run = store.runs().list().front();
        run.id = 0;
        run.uuid.clear();
        run.source = {};
        run.label = QStringLiteral("handed-over-in-german");
        run.statusReason = QStringLiteral("abgebrochen: 3 von 10 Anfragen beendet");
        const Expected<qint64> id = store.runs().insertRun(run);
        LANEBOOK_VERIFY_EXPECTED(id);
        QCOMPARE(store.runs().run(*id)->statusReason,
                 QStringLiteral("cancelled: 3 of 10 requests ended"));
    }

    void triplicatedRunsAreMergedIntoTheFirst()
    {
        QTemporaryDir dir;
        const QString path = copyOf(dir, "notebooks/schema9-damaged.lanebook");
        NotebookStore store;
        QVERIFY2(store.open(path), qPrintable(store.lastError()));
        QCOMPARE(store.schemaVersion(), NotebookStore::currentSchemaVersion());
        // 9 runs of three files, each imported three times, and one wave run.
        QCOMPARE(store.runs().count(), qint64(10));
        std::set<qint64> ids;
        std::set<QString> locators;
        for (const Run &run : store.runs().list()) {
            ids.insert(run.id);
            if (!run.source.path.isEmpty()) {
                QCOMPARE(canonicalSourceLocator(run.source.locator), run.source.locator);
                locators.insert(run.source.sha256 + u'|' + run.source.locator);
            }
        }
        // The oldest copy of each run is the one kept.
        QCOMPARE(ids, (std::set<qint64>{1, 2, 3, 4, 5, 6, 7, 8, 9, 28}));
        QCOMPARE(locators.size(), size_t(9));
        // The German copy's note and tag are on run 1 now; the tag both had, once.
        QStringList notes;
        QStringList tags;
        for (const RunAnnotation &a : store.runs().annotations(1).valueOr({}))
            (a.kind == QLatin1String("tag") ? tags : notes) << a.text;
        QCOMPARE(notes, QStringList{QStringLiteral("driver 550, checked twice")});
        QCOMPARE(tags, QStringList{QStringLiteral("baseline")});
        // Finding 1 linked run 1 and the Chinese copy of it: it links run 1 now, and only it.
        const auto finding = store.findings().finding(1);
        QVERIFY(finding);
        std::vector<qint64> linked = finding->controlRunIds;
        linked.insert(linked.end(), finding->candidateRunIds.begin(),
                      finding->candidateRunIds.end());
        QCOMPARE(linked, std::vector<qint64>{1});
        // Each merge is said once, at this open, naming the run kept and the copies.
        const QStringList said = store.housekeepingNotes();
        QCOMPARE(said.filter(QStringLiteral("merged with 2 cop")).size(), 9);
        QVERIFY2(
            said.filter(QStringLiteral("run 1 (")).size() == 1 &&
                said.filter(QStringLiteral("run 1 ("))
                    .first()
                    .contains(QStringLiteral("(10, 19); their notes, tags and finding links are on "
                                             "run 1 now")),
            qPrintable(said.join(u'\n')));
        // Not shown yet: said again at the next open. Once shown, never again.
        store.close();
        NotebookStore again;
        QVERIFY(again.open(path));
        QCOMPARE(again.housekeepingNotes(), said);
        again.markRepairsSaid();
        again.close();
        QVERIFY(again.open(path));
        QVERIFY2(again.housekeepingNotes().isEmpty(),
                 qPrintable(again.housekeepingNotes().join(u'\n')));
    }

    void maskedMeasurementsAreMarkedNotShownAsData()
    {
        QTemporaryDir dir;
        const QString path = copyOf(dir, "notebooks/schema9-damaged.lanebook");
        NotebookStore store;
        QVERIFY2(store.open(path), qPrintable(store.lastError()));
        // The wave's run: the server's own TTFT and ITL histograms and the first-token timeout.
        // Its HF_TOKEN was a secret, masked rightly: not a loss.
        QCOMPARE(
            store.runs().dataLosses(28),
            (QStringList{QStringLiteral("extra.server_metrics.counter_deltas.vllm:inter_token_"
                                        "latency_seconds_bucket"),
                         QStringLiteral("extra.server_metrics.counter_deltas.vllm:inter_token_"
                                        "latency_seconds_count"),
                         QStringLiteral("extra.server_metrics.counter_deltas.vllm:inter_token_"
                                        "latency_seconds_sum"),
                         QStringLiteral("extra.server_metrics.counter_deltas.vllm:time_to_first_"
                                        "token_seconds_bucket"),
                         QStringLiteral("extra.server_metrics.counter_deltas.vllm:time_to_first_"
                                        "token_seconds_count"),
                         QStringLiteral("extra.server_metrics.counter_deltas.vllm:time_to_first_"
                                        "token_seconds_sum"),
                         QStringLiteral("workload.timeouts_s.first_token")}));
        // AIPerf's e2e_output_token_throughput, a measurement, in the imported run.
        QCOMPARE(store.runs().dataLosses(9),
                 QStringList{QStringLiteral("extra.e2e_output_token_throughput")});
        QVERIFY(store.runs().dataLosses(1).isEmpty());
        const QStringList said = store.housekeepingNotes();
        QVERIFY2(said.filter(QStringLiteral("run 28: an older Lanebook masked")).size() == 1,
                 qPrintable(said.join(u'\n')));
        QVERIFY(said.filter(QStringLiteral("run 28:"))
                    .first()
                    .contains(QStringLiteral("no source file")));
        QVERIFY(
            said.filter(QStringLiteral("run 9:"))
                .first()
                .contains(QStringLiteral("Importing the run's source file again restores them")));
    }

    void importingTheSourceAgainRestoresInPlace()
    {
        QTemporaryDir dir;
        const QString path = copyOf(dir, "notebooks/schema9-damaged.lanebook");
        NotebookStore store;
        QVERIFY2(store.open(path), qPrintable(store.lastError()));
        QVERIFY(store.runs().addNote(9, QStringLiteral("kept through the repair")));
        const QString file = dataFile("aiperf/profile_export_aiperf_0.8.0_mock.json");
        const FileImportOutcome outcome = store.runs().storeParsedFile(parseImportFile(file));
        QVERIFY2(outcome.ok(), qPrintable(outcome.error));
        QCOMPARE(outcome.runsAdded, 0);
        QCOMPARE(outcome.runsAlreadyPresent, 1);
        QCOMPARE(outcome.runsRestored, 1);
        QCOMPARE(store.runs().count(), qint64(10));
        const auto run = store.runs().run(9);
        QVERIFY(run);
        QVERIFY(run->extra.contains("e2e_output_token_throughput"));
        QVERIFY2(run->extra["e2e_output_token_throughput"].is_object(),
                 run->extra["e2e_output_token_throughput"].dump().c_str());
        QVERIFY(run->extra["e2e_output_token_throughput"]["avg"].is_number());
        QVERIFY(store.runs().dataLosses(9).isEmpty());
        QCOMPARE(store.runs().annotations(9).valueOr({}).size(), size_t(1));
        // Again: nothing more to restore.
        const FileImportOutcome second = store.runs().storeParsedFile(parseImportFile(file));
        QCOMPARE(second.runsRestored, 0);
        QCOMPARE(second.runsAlreadyPresent, 1);
    }
};

QTEST_GUILESS_MAIN(TestNotebookRepairs)
#include "tst_notebookrepairs.moc"
