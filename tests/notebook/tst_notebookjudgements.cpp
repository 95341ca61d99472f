// Judgements in a real notebook file: a run's gates and suggested status, the user's status
// override (never overwritten by the gates), a comparison's gates under its key, and the
// verdict on a finding recorded in one action.
#include "backends/notebook/notebookstore.h"

#include "notebookbackend.h"

#include "testutils.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;

namespace {

Run makeRun(const QString &label)
{
    Run run;
    run.label = label;
    run.format = RunFormat::VllmBench;
    run.model = QStringLiteral("Qwen/Qwen3-8B");
    run.config = {{"runtime", "vllm"}, {"gpu", "H200"}};
    run.workload = {{"concurrency", 4}, {"request_rate", "inf"}};
    run.setMetric(QStringLiteral("output_tok_per_s"), 150.0);
    return run;
}

Judgement judgementWith(GateOutcome errors)
{
    Judgement judgement;
    judgement.gates = {gatePass(GateId::OutputLength, QStringLiteral("Got what was asked.")),
                       errors == GateOutcome::Fail
                           ? gateFail(GateId::Errors, QStringLiteral("12% of requests failed."))
                           : gatePass(GateId::Errors, QStringLiteral("No failed requests."))};
    judgement.suggestion = suggestStatus(judgement.gates);
    return judgement;
}

} // namespace

class TestNotebookJudgements : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;
    NotebookStore m_store;
    qint64 m_a = 0;
    qint64 m_b = 0;
    qint64 m_c = 0;

    qint64 count(const QString &sql)
    {
        QSqlQuery query(QSqlDatabase::database(QStringLiteral("judgements-check")));
        if (!query.exec(sql) || !query.next())
            return -1;
        return query.value(0).toLongLong();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_path = test::notebookAt(m_dir, QStringLiteral("j.lanebook"));
        QVERIFY2(m_store.open(m_path), qPrintable(m_store.lastError()));
        m_a = m_store.runs().insertRun(makeRun(QStringLiteral("a"))).valueOr(0);
        m_b = m_store.runs().insertRun(makeRun(QStringLiteral("b"))).valueOr(0);
        m_c = m_store.runs().insertRun(makeRun(QStringLiteral("c"))).valueOr(0);
        QVERIFY(m_a > 0 && m_b > 0 && m_c > 0);
        QSqlDatabase db = test::addRawConnection(m_path, QStringLiteral("judgements-check"));
        QVERIFY(db.open());
    }

    void runGatesReplaceAndSuggestStatus()
    {
        QVERIFY2(m_store.judgements().saveRunGates(m_a, judgementWith(GateOutcome::Fail)),
                 qPrintable(m_store.lastError()));
        QCOMPARE(m_store.runs().run(m_a)->status, RunStatus::Invalid);
        QVERIFY(m_store.runs().run(m_a)->statusReason.contains(QStringLiteral("12%")));
        // Judged again: the rows are replaced, not added.
        QVERIFY(m_store.judgements().saveRunGates(m_a, judgementWith(GateOutcome::Pass)));
        const std::vector<GateResult> gates = m_store.judgements().runGates(m_a);
        QCOMPARE(gates.size(), size_t(2));
        QCOMPARE(gates[1].gate, GateId::Errors);
        QCOMPARE(gates[1].outcome, GateOutcome::Pass);
        QCOMPARE(gates[1].reason, QStringLiteral("No failed requests."));
        QCOMPARE(m_store.runs().run(m_a)->status, RunStatus::Valid);
        QVERIFY(!m_store.judgements().saveRunGates(9999, judgementWith(GateOutcome::Pass)));
        QVERIFY(m_store.lastError().contains(QStringLiteral("9999")));
    }

    void gateEvidenceSurvivesTheRoundTrip()
    {
        Judgement judgement;
        judgement.gates = {gateFail(GateId::LedgerBound,
                                    QStringLiteral("Faster than the memory allows."),
                                    {{QStringLiteral("predicted_tok_per_s"), 180.5},
                                     {QStringLiteral("measured_tok_per_s"), 240.0}}),
                           gateMissingEvidence(GateId::ThermalClocks,
                                               QStringLiteral("No telemetry was recorded."))};
        judgement.suggestion = suggestStatus(judgement.gates);
        QVERIFY(m_store.judgements().saveRunGates(m_c, judgement));
        const std::vector<GateResult> back = m_store.judgements().runGates(m_c);
        QCOMPARE(back.size(), size_t(2));
        QVERIFY(back[0] == judgement.gates[0]);
        QCOMPARE(back[0].evidenceValue(QStringLiteral("predicted_tok_per_s")),
                 std::optional<double>(180.5));
        QVERIFY(back[1].missingEvidence());
    }

    void overrideNeedsAReasonAndSurvivesRejudging()
    {
        QVERIFY(!m_store.judgements().setStatusOverride(m_b, RunStatus::Promoted,
                                                        QStringLiteral("  ")));
        QVERIFY(m_store.lastError().contains(QStringLiteral("reason")));
        QVERIFY(m_store.judgements().setStatusOverride(m_b, RunStatus::Promoted,
                                                       QStringLiteral("reproduced on two hosts")));
        QCOMPARE(m_store.runs().run(m_b)->status, RunStatus::Promoted);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM annotations WHERE kind = 'status' "
                                      "AND text = 'promoted' AND reason = 'reproduced on two "
                                      "hosts'")),
                 1);
        QVERIFY(m_store.judgements().saveRunGates(m_b, judgementWith(GateOutcome::Fail)));
        QCOMPARE(m_store.runs().run(m_b)->status, RunStatus::Promoted); // the user's call stands
        QCOMPARE(m_store.judgements().runGates(m_b).size(), size_t(2)); // but the gates are stored
        const auto manual = m_store.judgements().statusOverride(m_b);
        QVERIFY(manual);
        QCOMPARE(manual->status, RunStatus::Promoted);
        QVERIFY(
            !m_store.judgements().setStatusOverride(9999, RunStatus::Valid, QStringLiteral("x")));
    }

    void comparisonGatesUnderTheirKey()
    {
        const QString key = QStringLiteral("control:1;candidate:2;metric:output_tok_per_s");
        const std::vector<GateResult> gates{
            gatePass(GateId::OneVariable, QStringLiteral("Only quantization differs.")),
            gateFail(GateId::Interleaving, QStringLiteral("Only 1 repeat."))};
        QVERIFY(m_store.judgements().saveComparisonGates(key, gates));
        QVERIFY(m_store.judgements().saveComparisonGates(key, gates));
        const std::vector<GateResult> stored = m_store.judgements().comparisonGates(key);
        QCOMPARE(stored.size(), size_t(2));
        QCOMPARE(stored[1].outcome, GateOutcome::Fail);
        QVERIFY(m_store.judgements().comparisonGates(QStringLiteral("other")).empty());
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM gate_results WHERE comparison_key "
                                      "IS NOT NULL AND run_id IS NOT NULL")),
                 0);
    }

    void verdictInOneAction()
    {
        VerdictRecord record;
        record.title = QStringLiteral("NVFP4 weights");
        record.hypothesis = QStringLiteral("NVFP4 cuts B_token by 40% and raises decode tok/s");
        record.controlRunIds = {m_a};
        record.candidateRunIds = {m_b};
        record.verdict = FindingVerdict::Negative;
        record.reason = QStringLiteral("within noise at every concurrency");
        const auto id = m_store.findings().recordVerdict(record);
        LANEBOOK_VERIFY_EXPECTED(id);
        auto stored = m_store.findings().verdictRecord(*id);
        QVERIFY(stored);
        QCOMPARE(stored->title, record.title);
        QCOMPARE(stored->hypothesis, record.hypothesis);
        QCOMPARE(stored->verdict, FindingVerdict::Negative);
        QCOMPARE(stored->controlRunIds, std::vector<qint64>{m_a});
        QCOMPARE(stored->candidateRunIds, std::vector<qint64>{m_b});

        // Update: a new verdict and another candidate run; the hypothesis is never rewritten.
        VerdictRecord update;
        update.findingId = *id;
        update.hypothesis = QStringLiteral("rewritten after the fact");
        update.candidateRunIds = {m_c};
        update.verdict = FindingVerdict::Invalid;
        update.reason = QStringLiteral("the candidate beat the ledger bound");
        QCOMPARE(m_store.findings().recordVerdict(update).valueOr(0), *id);
        stored = m_store.findings().verdictRecord(*id);
        QCOMPARE(stored->verdict, FindingVerdict::Invalid);
        QCOMPARE(stored->hypothesis, record.hypothesis);
        QCOMPARE(stored->candidateRunIds, (std::vector<qint64>{m_b, m_c}));
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM finding_edits WHERE field = "
                                      "'verdict' AND old_text = 'negative' AND new_text = "
                                      "'invalid'")),
                 1);
    }

    void verdictRefusals()
    {
        VerdictRecord record;
        record.title = QStringLiteral("t");
        record.verdict = FindingVerdict::Adopted;
        QVERIFY(!m_store.findings().recordVerdict(record)); // no reason
        record.reason = QStringLiteral("r");
        record.controlRunIds = {m_a};
        record.candidateRunIds = {m_a};
        QVERIFY(!m_store.findings().recordVerdict(record)); // one run in both arms
        record.candidateRunIds = {4242};
        const qint64 findingsBefore = count(QStringLiteral("SELECT count(*) FROM findings"));
        {
            const auto refused = m_store.findings().recordVerdict(record);
            QVERIFY(!refused);
            QVERIFY2(refused.error().contains(QStringLiteral("4242")), qPrintable(refused.error()));
        }
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM findings")), findingsBefore);
        record.candidateRunIds = {m_b};
        record.findingId = 777;
        {
            const auto refused = m_store.findings().recordVerdict(record);
            QVERIFY(!refused);
            QVERIFY2(refused.error().contains(QStringLiteral("777")), qPrintable(refused.error()));
        }
    }

    void cleanupTestCase() { QSqlDatabase::removeDatabase(QStringLiteral("judgements-check")); }
};

QTEST_GUILESS_MAIN(TestNotebookJudgements)
#include "tst_notebookjudgements.moc"
