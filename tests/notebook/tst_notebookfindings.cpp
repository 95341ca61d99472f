// Findings in a real notebook file: create, load in full, edit with history, link and
// unlink runs and waves, a run deleted after it was linked, annotations on runs; and the
// findings document loaded from the notebook says what it should.
#include "backends/export/findingsexport.h"
#include "backends/notebook/notebookreader.h"
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/notebookwriter.h"
#include "models/findings/findingsmarkdown.h"
#include "notebookbackend.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

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

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = test::notebookAt(m_dir, QStringLiteral("findings.lanebook"));
        QVERIFY2(m_store.open(path()), qPrintable(m_store.lastError()));
        for (int c : {10, 64}) {
            auto a = m_store.runs().insertRun(
                makeRun(QStringLiteral("base-c%1").arg(c), c, 100.0 * c, QStringLiteral("topk")));
            auto b = m_store.runs().insertRun(
                makeRun(QStringLiteral("oea-c%1").arg(c), c, 99.8 * c, QStringLiteral("oea")));
            QVERIFY(a && b);
            m_control.push_back(*a);
            m_candidate.push_back(*b);
        }
    }

    void createAndLoadInFull()
    {
        const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
        const auto id = m_store.findings().create(
            {QStringLiteral("OEA"), QStringLiteral("fewer experts, more tok/s"),
             QStringLiteral("+3% at 256"), QStringLiteral("glm5-lane")});
        QVERIFY2(id, qPrintable(m_store.lastError()));
        const auto f = m_store.findings().finding(*id);
        QVERIFY(f);
        QCOMPARE(f->title, QStringLiteral("OEA"));
        QCOMPARE(f->lane, QStringLiteral("glm5-lane"));
        QCOMPARE(f->hypothesis, QStringLiteral("fewer experts, more tok/s"));
        QCOMPARE(f->prediction, QStringLiteral("+3% at 256"));
        QVERIFY(f->hypothesisAt.isValid() && f->hypothesisAt >= before);
        QVERIFY(!f->verdict);
        QVERIFY(!f->hasLinkedRuns());
        QCOMPARE(m_store.findings().resolve(QStringLiteral("OEA")), id);
        QCOMPARE(m_store.findings().resolve(QString::number(*id)), id);

        // Refusals name what is wrong, and write nothing.
        QVERIFY(!m_store.findings().create({QStringLiteral("  "), {}, {}, {}}));
        QVERIFY(!m_store.findings().create(
            {QStringLiteral("t"), {}, {}, QStringLiteral("no-such-lane")}));
        QVERIFY(m_store.lastError().contains(QStringLiteral("glm5-lane"))); // lists the lanes
        QCOMPARE(m_store.findings().summaries().size(), size_t(1));
    }

    void editsKeepTheirHistory()
    {
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
        const std::vector<FindingEdit> edits = reader.findings().edits(id);
        QCOMPARE(edits.size(), size_t(4));
        QCOMPARE(edits[1].field, QStringLiteral("analysis_md"));
        QCOMPARE(edits[1].oldText, QStringLiteral("## Why\nuniform"));
        QCOMPARE(edits[1].newText, QStringLiteral("## Why\nuniform routing"));
        QVERIFY(edits[1].editedAt.isValid());
    }

    void linkVerdictAndTheHypothesisStays()
    {
        const qint64 id = *m_store.findings().resolve(QStringLiteral("OEA"));
        QVERIFY(!m_store.findings().linkRuns(id, {m_control[0]}, {m_control[0]})); // both arms
        QVERIFY(!m_store.findings().linkRuns(id, {4242}, {}));
        QVERIFY(m_store.lastError().contains(QStringLiteral("4242")));
        QVERIFY(m_store.findings().linkRuns(id, m_control, m_candidate));
        QVERIFY(m_store.findings().linkRuns(id, m_control, {})); // again: no change, no edit
        auto f = m_store.findings().finding(id);
        QCOMPARE(f->controlRunIds, m_control);
        QCOMPARE(f->candidateRunIds, m_candidate);

        QVERIFY(m_store.findings().updateField(id, FindingField::Hypothesis,
                                               QStringLiteral("fewer unique experts")));
        QVERIFY(m_store.findings().setVerdict(id, FindingVerdict::Negative,
                                              QStringLiteral("within noise")));
        QVERIFY(!m_store.findings().updateField(id, FindingField::Hypothesis,
                                                QStringLiteral("rewritten")));
        QVERIFY(m_store.lastError().contains(QStringLiteral("verdict")));
        QVERIFY(
            !m_store.findings().setVerdict(id, FindingVerdict::Adopted, QString())); // no reason
        f = m_store.findings().finding(id);
        QCOMPARE(f->hypothesis, QStringLiteral("fewer unique experts"));
        QCOMPARE(f->verdict, FindingVerdict::Negative);
        QCOMPARE(f->verdictReason, QStringLiteral("within noise"));
        int links = 0;
        for (const FindingEdit &e : m_store.findings().edits(id))
            links += e.field == QLatin1String("link_run");
        QCOMPARE(links, 4);

        const std::vector<FindingSummary> list =
            m_store.findings().summaries(QStringLiteral("glm5-lane"));
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
        QString error;
        const auto document = loadFindingsDocument(m_store, {}, &error);
        QVERIFY2(document, qPrintable(error));
        QCOMPARE(document->findings.size(), size_t(1));
        const QString markdown = renderFindingsMarkdown(*document);
        QVERIFY(
            markdown.contains(QStringLiteral("`oea-c64` (candidate, run %1)").arg(m_candidate[1])));
        QVERIFY(markdown.contains(QStringLiteral("| concurrency 10, rate inf |")));
        FindingsExportOptions unknownLane;
        unknownLane.lane = QStringLiteral("nope");
        QVERIFY(!loadFindingsDocument(m_store, unknownLane, &error));
        QVERIFY(error.contains(QStringLiteral("nope")));
    }

    void annotations()
    {
        const qint64 run = m_control[0];
        const auto note = m_store.runs().addNote(run, QStringLiteral("clocks were not locked"));
        QVERIFY(note);
        const auto tag = m_store.runs().addTag(run, QStringLiteral("headline"));
        QVERIFY(tag);
        QCOMPARE(m_store.runs().addTag(run, QStringLiteral(" headline ")), tag); // kept once
        QVERIFY(!m_store.runs().addNote(run, QStringLiteral("   ")));
        QVERIFY(!m_store.runs().addNote(987654, QStringLiteral("x")));
        QVERIFY(m_store.lastError().contains(QStringLiteral("987654")));
        QVERIFY(m_store.judgements().setStatusOverride(run, RunStatus::Diagnostic,
                                                       QStringLiteral("AAAA then BBBB")));
        std::vector<RunAnnotation> list = m_store.runs().annotations(run);
        QCOMPARE(list.size(), size_t(3));
        QCOMPARE(list[0].kind, QStringLiteral("note"));
        QCOMPARE(list[1].kind, QStringLiteral("tag"));
        QCOMPARE(list[2].kind, QStringLiteral("status"));
        QCOMPARE(list[2].reason, QStringLiteral("AAAA then BBBB"));
        QVERIFY(m_store.runs().removeTag(run, QStringLiteral("headline")));
        QVERIFY(!m_store.runs().removeTag(run, QStringLiteral("headline")));
        QCOMPARE(m_store.runs().annotations(run).size(), size_t(2));
    }

    // The Findings tab's path: writes through the writer's slots (called directly here; the
    // GUI queues them to its thread), reads through the reader's futures.
    void writerAndReader()
    {
        NotebookWriter writer;
        QSignalSpy created(&writer, &NotebookWriter::findingCreated);
        QSignalSpy changed(&writer, &NotebookWriter::findingChanged);
        QSignalSpy failed(&writer, &NotebookWriter::writeFailed);
        writer.createFinding({QStringLiteral("before open"), {}, {}, {}});
        QCOMPARE(failed.size(), 1);
        writer.openNotebook(path());
        writer.createFinding(
            {QStringLiteral("FP8 KV"), QStringLiteral("halves K/V bytes"), {}, {}});
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
        const NotebookReader::FindingDetails details =
            NotebookReader::findingDetails(path(), id).result();
        QVERIFY2(details.evidence, qPrintable(details.error));
        QCOMPARE(details.evidence->finding.analysisMarkdown, QStringLiteral("short context loses"));
        QCOMPARE(details.evidence->controlRuns.size(), size_t(1));
        QVERIFY(details.evidence->comparison.has_value());
        QVERIFY(details.edits.size() >= 4);
        QVERIFY(!NotebookReader::findingDetails(path(), 999).result().error.isEmpty());
        const auto notes = NotebookReader::runAnnotations(path(), m_control[0]).result();
        QVERIFY(!notes.empty());
        QCOMPARE(notes.back().text, QStringLiteral("kv"));
    }
};

QTEST_GUILESS_MAIN(TestNotebookFindings)
#include "tst_notebookfindings.moc"
