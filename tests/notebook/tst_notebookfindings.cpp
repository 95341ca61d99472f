// Findings in a real notebook file: create, load in full, edit with history (one entry per
// edit session), link and unlink runs and waves, a run deleted after it was linked, a
// hypothesis reconstructed from a write-up, annotations on runs; and the findings document
// loaded from the notebook says what it should.
#include "backends/export/findingsexport.h"
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/notebookwriter.h"
#include "backends/notebook/read/notebookreader.h"
#include "models/findings/findingsmarkdown.h"
#include "notebookbackend.h"

#include "testutils.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <chrono>

using namespace lanebook;

namespace {

Run makeRun(const QString &label, int concurrency, double tokPerS, const QString &routing)
{
    Run run;
    run.label = label;
    run.format = RunFormat::VllmBench;
    run.model = QStringLiteral("GLM-5-NVFP4");
    run.lane = QStringLiteral("glm5-lane");
    run.startedAt = QDateTime(QDate(2026, 2, 14), QTime(10, 0), Qt::UTC);
    run.config = {
        {"runtime", "vllm"}, {"gpu", "RTX PRO 6000"}, {"moe_routing", routing.toStdString()}};
    run.workload = {{"concurrency", concurrency}, {"request_rate", "inf"}};
    run.setMetric(QStringLiteral("output_tok_per_s"), tokPerS);
    return run;
}

} // namespace

class TestNotebookFindings : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    NotebookStore m_store;
    std::vector<qint64> m_control;
    std::vector<qint64> m_candidate;

    QString m_path;
    QString path() const { return m_path; }

    // A second notebook for the findings the edit-session and provenance tests add, so the
    // shared one keeps the counts the tests above and below check.
    QString m_scratchPath;
    NotebookStore m_scratch;

    // A new finding in the scratch notebook whose analysis already reads `original`, written
    // by another store as an earlier session would have left it: m_scratch has no edit
    // session open on it. 0 when it cannot be made.
    qint64 findingWithAnalysis(const QString &title, const QString &original)
    {
        const auto id = m_scratch.findings().create({title, {}, {}, {}, {}});
        NotebookStore earlier;
        if (!id || !earlier.open(m_scratchPath) ||
            !earlier.findings().updateField(*id, FindingField::Analysis, original))
            return 0;
        return *id;
    }

private Q_SLOTS:
    // The pool threads that read the team notebook end before the process's exit handlers
    // run: OpenSSL (under libpq) frees its per-thread state at exit, and a pool thread still
    // alive then frees it again from its own thread-local destructor (ASan saw that double
    // free once in the sanitize run, 1 of 5).
    void cleanupTestCase() { QThreadPool::globalInstance()->waitForDone(); }

    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = test::notebookAt(m_dir, QStringLiteral("findings.lanebook"));
        QVERIFY2(m_store.open(path()), qPrintable(m_store.lastError()));
        for (int c : {10, 64}) {
            Expected<qint64> a = m_store.runs().insertRun(
                makeRun(QStringLiteral("base-c%1").arg(c), c, 100.0 * c, QStringLiteral("topk")));
            Expected<qint64> b = m_store.runs().insertRun(
                makeRun(QStringLiteral("oea-c%1").arg(c), c, 99.8 * c, QStringLiteral("oea")));
            QVERIFY(a && b);
            m_control.push_back(*a);
            m_candidate.push_back(*b);
        }
        m_scratchPath = test::notebookAt(m_dir, QStringLiteral("scratch.lanebook"));
        QVERIFY2(m_scratch.open(m_scratchPath), qPrintable(m_scratch.lastError()));
    }

    void createAndLoadInFull()
    {
        const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
        const auto id = m_store.findings().create(
            {QStringLiteral("OEA"), QStringLiteral("fewer experts, more tok/s"), QString(),
             QStringLiteral("+3% at 256"), QStringLiteral("glm5-lane")});
        LANEBOOK_VERIFY_EXPECTED(id);
        const auto f = m_store.findings().finding(*id);
        QVERIFY(f);
        QCOMPARE(f->title, QStringLiteral("OEA"));
        QCOMPARE(f->lane, QStringLiteral("glm5-lane"));
        QCOMPARE(f->hypothesis, QStringLiteral("fewer experts, more tok/s"));
        QCOMPARE(f->prediction, QStringLiteral("+3% at 256"));
        QVERIFY(f->hypothesisAt.isValid() && f->hypothesisAt >= before);
        QVERIFY(f->hypothesisSource.isEmpty()); // typed in Lanebook
        QVERIFY(!f->verdict);
        QVERIFY(!f->hasLinkedRuns());
        QCOMPARE(m_store.findings().resolve(QStringLiteral("OEA")).valueOr(0), *id);
        QCOMPARE(m_store.findings().resolve(QString::number(*id)).valueOr(0), *id);

        // Refusals name what is wrong, and write nothing.
        QVERIFY(!m_store.findings().create({QStringLiteral("  "), {}, {}, {}, {}}));
        {
            const auto refused = m_store.findings().create(
                {QStringLiteral("t"), {}, {}, {}, QStringLiteral("no-such-lane")});
            QVERIFY(!refused);
            QVERIFY2(refused.error().contains(QStringLiteral("glm5-lane")),
                     qPrintable(refused.error())); // lists the lanes
        }
        QCOMPARE(m_store.findings().summaries().valueOr({}).size(), size_t(1));
    }

    void editsKeepTheirHistory()
    {
        // An entry per save here; the edit-session tests below merge them.
        m_store.findings().setEditSessionWindow(std::chrono::milliseconds(0));
        const qint64 id = *m_store.findings().resolve(QStringLiteral("OEA"));
        QVERIFY(m_store.findings().updateField(id, FindingField::Analysis,
                                               QStringLiteral("## Why\nuniform")));
        QVERIFY(m_store.findings().updateField(id, FindingField::Analysis,
                                               QStringLiteral("## Why\nuniform routing")));
        QVERIFY(m_store.findings().updateField(id, FindingField::RulesOut,
                                               QStringLiteral("piggybacking")));
        QVERIFY(m_store.findings().updateField(id, FindingField::NextSteps,
                                               QStringLiteral("natural prompts")));
        QVERIFY(m_store.findings().updateField(id, FindingField::NextSteps,
                                               QStringLiteral("natural prompts"))); // no-op
        QVERIFY(!m_store.findings().updateField(id, FindingField::Title, QString()));

        // A fresh connection sees exactly what was written: the round trip is the file.
        NotebookStore reader;
        QVERIFY(reader.open(path(), NotebookStore::Access::ReadOnly));
        const auto f = reader.findings().finding(id);
        QCOMPARE(f->analysisMarkdown, QStringLiteral("## Why\nuniform routing"));
        QCOMPARE(f->rulesOut, QStringLiteral("piggybacking"));
        QCOMPARE(f->nextSteps, QStringLiteral("natural prompts"));
        const std::vector<FindingEdit> edits = reader.findings().edits(id).valueOr({});
        QCOMPARE(edits.size(), size_t(4));
        QCOMPARE(edits[1].field, QStringLiteral("analysis_md"));
        QCOMPARE(edits[1].oldText, QStringLiteral("## Why\nuniform"));
        QCOMPARE(edits[1].newText, QStringLiteral("## Why\nuniform routing"));
        QVERIFY(edits[1].editedAt.isValid());
        m_store.findings().setEditSessionWindow(FindingRepository::kDefaultEditSessionWindow);
    }

    // The Findings tab autosaves a field at each pause in typing: one session of typing is
    // one entry, from the text before it to the text after its last save.
    void savesOfOneFieldAreOneEntry()
    {
        m_scratch.findings().setEditSessionWindow(FindingRepository::kDefaultEditSessionWindow);
        const qint64 id = findingWithAnalysis(QStringLiteral("one session"), QStringLiteral("A."));
        QVERIFY2(id > 0, qPrintable(m_scratch.lastError()));
        for (const char *text : {"A. Uni", "A. Uniform", "A. Uniform routing."})
            LANEBOOK_VERIFY_EXPECTED(m_scratch.findings().updateField(id, FindingField::Analysis,
                                                                      QString::fromLatin1(text)));
        NotebookStore reader; // what the notebook holds, not what this store remembers
        QVERIFY(reader.open(m_scratchPath, NotebookStore::Access::ReadOnly));
        const std::vector<FindingEdit> edits = reader.findings().edits(id).valueOr({});
        QCOMPARE(edits.size(), size_t(2)); // the earlier session's, then this one
        QCOMPARE(edits[1].field, QStringLiteral("analysis_md"));
        QCOMPARE(edits[1].oldText, QStringLiteral("A."));
        QCOMPARE(edits[1].newText, QStringLiteral("A. Uniform routing."));
        QVERIFY(edits[1].editedAt >= edits[0].editedAt);
        QCOMPARE(reader.findings().finding(id)->analysisMarkdown,
                 QStringLiteral("A. Uniform routing."));
    }

    void anotherFieldBetweenStartsANewEntry()
    {
        m_scratch.findings().setEditSessionWindow(FindingRepository::kDefaultEditSessionWindow);
        const qint64 id = findingWithAnalysis(QStringLiteral("two fields"), QStringLiteral("A."));
        QVERIFY2(id > 0, qPrintable(m_scratch.lastError()));
        QVERIFY(
            m_scratch.findings().updateField(id, FindingField::Analysis, QStringLiteral("A. B")));
        QVERIFY(m_scratch.findings().updateField(id, FindingField::RulesOut,
                                                 QStringLiteral("uniform routing")));
        QVERIFY(
            m_scratch.findings().updateField(id, FindingField::Analysis, QStringLiteral("A. B C")));
        QVERIFY(m_scratch.findings().updateField(id, FindingField::Analysis,
                                                 QStringLiteral("A. B C D")));
        const std::vector<FindingEdit> edits = m_scratch.findings().edits(id).valueOr({});
        QCOMPARE(edits.size(), size_t(4));
        QCOMPARE(edits[1].newText, QStringLiteral("A. B")); // kept as it was
        QCOMPARE(edits[2].field, QStringLiteral("rules_out"));
        QCOMPARE(edits[3].field, QStringLiteral("analysis_md"));
        QCOMPARE(edits[3].oldText, QStringLiteral("A. B"));
        QCOMPARE(edits[3].newText, QStringLiteral("A. B C D"));
    }

    // An edit another process writes between two saves ends the session: the history never
    // folds someone else's change into this one's entry.
    void anotherProcessBetweenEndsTheSession()
    {
        m_scratch.findings().setEditSessionWindow(FindingRepository::kDefaultEditSessionWindow);
        const qint64 id =
            findingWithAnalysis(QStringLiteral("two processes"), QStringLiteral("A."));
        QVERIFY2(id > 0, qPrintable(m_scratch.lastError()));
        QVERIFY(m_scratch.findings().updateField(id, FindingField::Analysis,
                                                 QStringLiteral("A. mine")));
        {
            NotebookStore other;
            QVERIFY2(other.open(m_scratchPath), qPrintable(other.lastError()));
            QVERIFY(other.findings().updateField(id, FindingField::Analysis,
                                                 QStringLiteral("A. mine, theirs")));
        }
        QVERIFY(m_scratch.findings().updateField(id, FindingField::Analysis,
                                                 QStringLiteral("A. mine, theirs, mine")));
        const std::vector<FindingEdit> edits = m_scratch.findings().edits(id).valueOr({});
        QCOMPARE(edits.size(), size_t(4));
        QCOMPARE(edits[1].oldText, QStringLiteral("A."));
        QCOMPARE(edits[1].newText, QStringLiteral("A. mine"));
        QCOMPARE(edits[2].newText, QStringLiteral("A. mine, theirs"));
        QCOMPARE(edits[3].oldText, QStringLiteral("A. mine, theirs"));
        QCOMPARE(edits[3].newText, QStringLiteral("A. mine, theirs, mine"));
    }

    void zeroWindowKeepsEverySave()
    {
        m_scratch.findings().setEditSessionWindow(std::chrono::milliseconds(0));
        const qint64 id = findingWithAnalysis(QStringLiteral("every save"), QStringLiteral("A."));
        QVERIFY2(id > 0, qPrintable(m_scratch.lastError()));
        for (const char *text : {"A. B", "A. B C", "A. B C D"})
            QVERIFY(m_scratch.findings().updateField(id, FindingField::Analysis,
                                                     QString::fromLatin1(text)));
        const std::vector<FindingEdit> edits = m_scratch.findings().edits(id).valueOr({});
        QCOMPARE(edits.size(), size_t(4));
        QCOMPARE(edits[2].oldText, QStringLiteral("A. B"));
        QCOMPARE(edits[2].newText, QStringLiteral("A. B C"));
        m_scratch.findings().setEditSessionWindow(FindingRepository::kDefaultEditSessionWindow);
    }

    // A session that ends where it began changed nothing: it leaves no entry, and the next
    // save starts a new one.
    void typingBackRemovesTheEntry()
    {
        m_scratch.findings().setEditSessionWindow(FindingRepository::kDefaultEditSessionWindow);
        const qint64 id = findingWithAnalysis(QStringLiteral("typed back"), QStringLiteral("A."));
        QVERIFY2(id > 0, qPrintable(m_scratch.lastError()));
        QVERIFY(
            m_scratch.findings().updateField(id, FindingField::Analysis, QStringLiteral("A. B")));
        QVERIFY(
            m_scratch.findings().updateField(id, FindingField::Analysis, QStringLiteral("A. BC")));
        QVERIFY(m_scratch.findings().updateField(id, FindingField::Analysis, QStringLiteral("A.")));
        std::vector<FindingEdit> edits = m_scratch.findings().edits(id).valueOr({});
        QCOMPARE(edits.size(), size_t(1)); // the earlier session's only
        QCOMPARE(edits[0].newText, QStringLiteral("A."));
        QCOMPARE(m_scratch.findings().finding(id)->analysisMarkdown, QStringLiteral("A."));
        QVERIFY(
            m_scratch.findings().updateField(id, FindingField::Analysis, QStringLiteral("A. D")));
        edits = m_scratch.findings().edits(id).valueOr({});
        QCOMPARE(edits.size(), size_t(2));
        QCOMPARE(edits[1].oldText, QStringLiteral("A."));
        QCOMPARE(edits[1].newText, QStringLiteral("A. D"));
    }

    // A hypothesis reconstructed from a published write-up keeps where it came from, redacted
    // like every text a user types; one typed in Lanebook has none.
    void hypothesisSourceRoundTrips()
    {
        NewFinding finding;
        finding.title = QStringLiteral("reconstructed");
        finding.hypothesis = QStringLiteral("fewer experts, more tok/s");
        finding.hypothesisSource =
            QStringLiteral("  the OEA write-up, HF_TOKEN=hf_PlantedSourceSecret0123456789  ");
        const auto reconstructed = m_scratch.findings().create(finding);
        LANEBOOK_VERIFY_EXPECTED(reconstructed);
        const auto typed =
            m_scratch.findings().create({QStringLiteral("typed"), QStringLiteral("h"), {}, {}, {}});
        LANEBOOK_VERIFY_EXPECTED(typed);

        NotebookStore reader;
        QVERIFY(reader.open(m_scratchPath, NotebookStore::Access::ReadOnly));
        const auto f = reader.findings().finding(*reconstructed);
        QVERIFY(f);
        QVERIFY2(f->hypothesisSource.startsWith(QStringLiteral("the OEA write-up, HF_TOKEN=")),
                 qPrintable(f->hypothesisSource));
        QVERIFY2(!f->hypothesisSource.contains(QStringLiteral("PlantedSourceSecret")),
                 qPrintable(f->hypothesisSource));
        QVERIFY(f->hypothesisAt.isValid()); // still stamped when it was entered
        QCOMPARE(f->hypothesis, QStringLiteral("fewer experts, more tok/s"));
        QVERIFY(reader.findings().finding(*typed)->hypothesisSource.isEmpty());
    }

    // The metric a verdict was judged on is stored with it (schema 11), read back with the
    // finding and the verdict record, kept by a later verdict that names none, and its
    // changes are in the finding's history; on both databases.
    void verdictMetricStaysWithTheVerdict()
    {
        VerdictRecord record;
        record.title = QStringLiteral("FP8 KV cache");
        record.hypothesis = QStringLiteral("halves K/V bytes: a faster first token");
        record.verdict = FindingVerdict::Adopted;
        record.reason = QStringLiteral("p99 TTFT -12%");
        record.metricName = QStringLiteral("p99_ttft_ms");
        const auto id = m_scratch.findings().recordVerdict(record);
        LANEBOOK_VERIFY_EXPECTED(id);

        NotebookStore reader;
        QVERIFY(reader.open(m_scratchPath, NotebookStore::Access::ReadOnly));
        QCOMPARE(reader.findings().finding(*id)->verdictMetric, QStringLiteral("p99_ttft_ms"));
        QCOMPARE(reader.findings().verdictRecord(*id)->metricName, QStringLiteral("p99_ttft_ms"));

        QVERIFY(m_scratch.findings().setVerdict(*id, FindingVerdict::Negative,
                                                QStringLiteral("within noise after all")));
        QCOMPARE(reader.findings().finding(*id)->verdictMetric, QStringLiteral("p99_ttft_ms"));
        QVERIFY(m_scratch.findings().setVerdict(*id, FindingVerdict::Negative,
                                                QStringLiteral("and no faster"),
                                                QStringLiteral("output_tok_per_s")));
        QCOMPARE(reader.findings().finding(*id)->verdictMetric, QStringLiteral("output_tok_per_s"));
        QStringList history;
        for (const FindingEdit &e : reader.findings().edits(*id).valueOr({})) {
            if (e.field == QLatin1String("verdict_metric"))
                history << e.oldText + QStringLiteral(" -> ") + e.newText;
        }
        QCOMPARE(history, (QStringList{QStringLiteral(" -> p99_ttft_ms"),
                                       QStringLiteral("p99_ttft_ms -> output_tok_per_s")}));
    }

    void linkVerdictAndTheHypothesisStays()
    {
        const qint64 id = *m_store.findings().resolve(QStringLiteral("OEA"));
        QVERIFY(!m_store.findings().linkRuns(id, {m_control[0]}, {m_control[0]})); // both arms
        {
            const auto refused = m_store.findings().linkRuns(id, {4242}, {});
            QVERIFY(!refused);
            QVERIFY2(refused.error().contains(QStringLiteral("4242")), qPrintable(refused.error()));
        }
        QVERIFY(m_store.findings().linkRuns(id, m_control, m_candidate));
        QVERIFY(m_store.findings().linkRuns(id, m_control, {})); // again: no change, no edit
        auto f = m_store.findings().finding(id);
        QCOMPARE(f->controlRunIds, m_control);
        QCOMPARE(f->candidateRunIds, m_candidate);

        QVERIFY(m_store.findings().updateField(id, FindingField::Hypothesis,
                                               QStringLiteral("fewer unique experts")));
        QVERIFY(m_store.findings().setVerdict(id, FindingVerdict::Negative,
                                              QStringLiteral("within noise")));
        {
            const auto refused = m_store.findings().updateField(id, FindingField::Hypothesis,
                                                                QStringLiteral("rewritten"));
            QVERIFY(!refused);
            QVERIFY2(refused.error().contains(QStringLiteral("verdict")),
                     qPrintable(refused.error()));
        }
        QVERIFY(
            !m_store.findings().setVerdict(id, FindingVerdict::Adopted, QString())); // no reason
        f = m_store.findings().finding(id);
        QCOMPARE(f->hypothesis, QStringLiteral("fewer unique experts"));
        QCOMPARE(f->verdict, FindingVerdict::Negative);
        QCOMPARE(f->verdictReason, QStringLiteral("within noise"));
        int links = 0;
        for (const FindingEdit &e : m_store.findings().edits(id).valueOr({}))
            links += e.field == QLatin1String("link_run");
        QCOMPARE(links, 4);

        const std::vector<FindingSummary> list =
            m_store.findings().summaries(QStringLiteral("glm5-lane")).valueOr({});
        QCOMPARE(list.size(), size_t(1));
        QCOMPARE(list.front().linkedRuns, 4);
        QCOMPARE(list.front().verdict, FindingVerdict::Negative);
    }

    void unlinkAndWaves()
    {
        const qint64 id = *m_store.findings().resolve(QStringLiteral("OEA"));
        QVERIFY(m_store.findings().unlinkRuns(id, {m_candidate[1]}));
        QVERIFY(!m_store.findings().unlinkRuns(id, {m_candidate[1]})); // not linked any more
        auto f = m_store.findings().finding(id);
        QCOMPARE(f->candidateRunIds, std::vector<qint64>{m_candidate[0]});
        QVERIFY(f->deletedRuns.empty()); // unlinked is not deleted
        QVERIFY(m_store.findings().linkRuns(id, {}, {m_candidate[1]}));

        const auto wave = m_store.waves().create(
            QStringLiteral("wave-1"), QStringLiteral("glm5-lane"), nlohmann::json::object());
        QVERIFY2(wave, qPrintable(m_store.lastError()));
        QVERIFY(m_store.findings().linkWave(id, *wave));
        QVERIFY(m_store.findings().linkWave(id, *wave)); // idempotent
        QCOMPARE(m_store.findings().finding(id)->waveIds, std::vector<qint64>{*wave});
        QVERIFY(!m_store.findings().linkWave(id, 777));
        QVERIFY(m_store.findings().unlinkWave(id, *wave));
        QVERIFY(m_store.findings().finding(id)->waveIds.empty());
    }

    void runDeletedAfterLinkingIsNamed()
    {
        const qint64 id = *m_store.findings().resolve(QStringLiteral("OEA"));
        {
            QSqlDatabase db = test::addRawConnection(path(), QStringLiteral("delete-run"));
            QVERIFY(db.open());
            if (!test::onPostgres()) { // PostgreSQL always enforces foreign keys
                QSqlQuery pragma(db);
                pragma.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
            }
            QSqlQuery remove(db);
            QVERIFY(
                remove.exec(QStringLiteral("DELETE FROM runs WHERE id = %1").arg(m_candidate[1])));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("delete-run"));
        const auto f = m_store.findings().finding(id);
        QCOMPARE(f->candidateRunIds, std::vector<qint64>{m_candidate[0]});
        QCOMPARE(f->deletedRuns.size(), size_t(1));
        QCOMPARE(f->deletedRuns.front().runId, m_candidate[1]);
        QCOMPARE(f->deletedRuns.front().role, QStringLiteral("candidate"));
        QCOMPARE(f->deletedRuns.front().label, QStringLiteral("oea-c64"));

        // The document loaded from the notebook names it and still compares what remains.
        const auto document = loadFindingsDocument(m_store, {});
        QVERIFY2(document, qPrintable(document.error()));
        QCOMPARE(document->findings.size(), size_t(1));
        const QString markdown = renderFindingsMarkdown(*document);
        QVERIFY(
            markdown.contains(QStringLiteral("`oea-c64` (candidate, run %1)").arg(m_candidate[1])));
        QVERIFY(markdown.contains(QStringLiteral("| concurrency 10, rate inf |")));
        FindingsExportOptions unknownLane;
        unknownLane.lane = QStringLiteral("nope");
        const auto refused = loadFindingsDocument(m_store, unknownLane);
        QVERIFY(!refused);
        QVERIFY(refused.error().contains(QStringLiteral("nope")));
    }

    void annotations()
    {
        const qint64 run = m_control[0];
        const auto note = m_store.runs().addNote(run, QStringLiteral("clocks were not locked"));
        QVERIFY(note);
        const auto tag = m_store.runs().addTag(run, QStringLiteral("headline"));
        QVERIFY(tag);
        QCOMPARE(m_store.runs().addTag(run, QStringLiteral(" headline ")).valueOr(0),
                 *tag); // kept once
        QVERIFY(!m_store.runs().addNote(run, QStringLiteral("   ")));
        {
            const Expected<qint64> refused = m_store.runs().addNote(987654, QStringLiteral("x"));
            QVERIFY(!refused);
            QVERIFY2(refused.error().contains(QStringLiteral("987654")),
                     qPrintable(refused.error()));
        }
        QVERIFY(m_store.judgements().setStatusOverride(run, RunStatus::Diagnostic,
                                                       QStringLiteral("AAAA then BBBB")));
        std::vector<RunAnnotation> list = m_store.runs().annotations(run).valueOr({});
        QCOMPARE(list.size(), size_t(3));
        QCOMPARE(list[0].kind, QStringLiteral("note"));
        QCOMPARE(list[1].kind, QStringLiteral("tag"));
        QCOMPARE(list[2].kind, QStringLiteral("status"));
        QCOMPARE(list[2].reason, QStringLiteral("AAAA then BBBB"));
        QVERIFY(m_store.runs().removeTag(run, QStringLiteral("headline")));
        QVERIFY(!m_store.runs().removeTag(run, QStringLiteral("headline")));
        QCOMPARE(m_store.runs().annotations(run).valueOr({}).size(), size_t(2));
    }

    // The Findings tab's path: writes through the writer's slots (called directly here; the
    // GUI queues them to its thread), reads through the reader's futures.
    void writerAndReader()
    {
        NotebookWriter writer;
        QSignalSpy created(&writer, &NotebookWriter::findingCreated);
        QSignalSpy changed(&writer, &NotebookWriter::findingChanged);
        QSignalSpy failed(&writer, &NotebookWriter::writeFailed);
        writer.createFinding({QStringLiteral("before open"), {}, {}, {}, {}});
        QCOMPARE(failed.size(), 1);
        writer.openNotebook(path());
        writer.createFinding(
            {QStringLiteral("FP8 KV"), QStringLiteral("halves K/V bytes"), {}, {}, {}});
        QCOMPARE(created.size(), 1);
        const qint64 id = created.first().first().toLongLong();
        QVERIFY(m_store.findings().finding(id)->lane.isEmpty());
        writer.linkFindingRuns(id, {m_control[0]}, {m_candidate[0]});
        QCOMPARE(m_store.findings().finding(id)->lane,
                 QStringLiteral("glm5-lane")); // joined its runs' lane
        writer.updateFindingField(id, FindingField::Analysis,
                                  QStringLiteral("short context loses"));
        writer.setFindingVerdict(id, FindingVerdict::Inconclusive, QStringLiteral("one pair"));
        writer.linkFindingRuns(id, {4242}, {});
        QCOMPARE(failed.size(), 2);
        QVERIFY(failed.last().first().toString().contains(QStringLiteral("4242")));
        QCOMPARE(changed.size(), 4);
        QSignalSpy annotated(&writer, &NotebookWriter::runAnnotated);
        writer.addRunTag(m_control[0], QStringLiteral("kv"));
        QCOMPARE(annotated.size(), 1);

        const auto list = NotebookReader::findingSummaries(path()).result();
        QCOMPARE(list.size(), size_t(2));
        QCOMPARE(list.back().verdict, FindingVerdict::Inconclusive);
        const FindingDetails details = NotebookReader::findingDetails(path(), id).result();
        QVERIFY2(details.error.isEmpty(), qPrintable(details.error));
        QCOMPARE(details.finding.analysisMarkdown, QStringLiteral("short context loses"));
        QCOMPARE(details.finding.verdict, FindingVerdict::Inconclusive);
        // The linked runs by label, as the editor lists them, and when the first one started.
        QCOMPARE(details.runLabels.size(), 2);
        QCOMPARE(details.runLabels.value(m_control[0]), m_store.runs().run(m_control[0])->label);
        QCOMPARE(details.runLabels.value(m_candidate[0]),
                 m_store.runs().run(m_candidate[0])->label);
        QVERIFY(details.edits.size() >= 4);
        QVERIFY(!NotebookReader::findingDetails(path(), 999).result().error.isEmpty());
        // A read whose job was superseded before it ran reads nothing (nobody would see it).
        auto latest = std::make_shared<std::atomic<quint64>>(2);
        const FindingDetails superseded =
            NotebookReader::findingDetails(path(), id, JobToken(latest, 1)).result();
        QVERIFY(superseded.finding.title.isEmpty());
        QVERIFY(superseded.runLabels.isEmpty());
        QVERIFY(NotebookReader::findingSummaries(path(), {}, JobToken(latest, 1)).result().empty());
        QCOMPARE(NotebookReader::findingSummaries(path(), {}, JobToken(latest, 2)).result().size(),
                 size_t(2));
        const auto notes = NotebookReader::runAnnotations(path(), m_control[0]).result();
        QVERIFY(!notes.empty());
        QCOMPARE(notes.back().text, QStringLiteral("kv"));
    }
};

QTEST_GUILESS_MAIN(TestNotebookFindings)
#include "tst_notebookfindings.moc"
