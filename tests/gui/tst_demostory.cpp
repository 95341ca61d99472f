// The demo's story (app/gui/demonotebook_findings.cpp): preparing the demo notebook records
// the OEA negative result and the quantization sweep's 2-bit quality cliff on the bundled runs, and
// preparing it again adds nothing.
#include "app/gui/demonotebook.h"
#include "backends/notebook/notebookstore.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace lanebook;

class TestDemoStory : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("XDG_DATA_HOME", QDir(m_home.path()).filePath(QStringLiteral("data")).toUtf8());
    }

    void storyFindingsAreRecordedOnce()
    {
        QString error;
        const QString path = DemoNotebook::prepare(&error);
        QVERIFY2(!path.isEmpty(), qPrintable(error));
        QVERIFY(DemoNotebook::prepare(&error) == path); // a second start adds nothing

        NotebookStore store;
        QVERIFY(store.open(path, NotebookStore::Access::ReadOnly));
        const std::vector<FindingSummary> findings = store.findings().summaries();
        QCOMPARE(findings.size(), size_t(2));
        for (const FindingSummary &s : findings) {
            QCOMPARE(s.verdict, FindingVerdict::Negative);
            QVERIFY(!s.verdictReason.isEmpty());
            const auto f = store.findings().finding(s.id);
            QVERIFY(!f->hypothesis.isEmpty());
            QVERIFY(!f->analysisMarkdown.isEmpty());
            QVERIFY(!f->rulesOut.isEmpty());
            QVERIFY(!f->nextSteps.isEmpty());
        }
        // OEA: the four concurrencies of the published table on each arm.
        const auto oea = store.findings().finding(findings[0].id);
        QVERIFY(oea->title.contains(QStringLiteral("OEA")));
        QCOMPARE(oea->controlRunIds.size(), size_t(4));
        QCOMPARE(oea->candidateRunIds.size(), size_t(4));
        const auto baseline = store.runs().run(oea->controlRunIds.front());
        QVERIFY(baseline->source.path.contains(QStringLiteral("seed002-oea-baseline-")));
        // The cliff: 4-bit control, 2-bit candidate, speed and perplexity on both arms.
        const auto cliff = store.findings().finding(findings[1].id);
        bool perplexityOnBothArms[2] = {false, false};
        for (int arm = 0; arm < 2; ++arm) {
            for (qint64 id : arm == 0 ? cliff->controlRunIds : cliff->candidateRunIds) {
                const auto run = store.runs().run(id);
                QVERIFY(run->model.contains(arm == 0 ? QStringLiteral("Q4_K")
                                                     : QStringLiteral("Q2_K")));
                perplexityOnBothArms[arm] |=
                    run->metricValue(QStringLiteral("perplexity")).has_value();
            }
        }
        QVERIFY(perplexityOnBothArms[0] && perplexityOnBothArms[1]);
    }
};

QTEST_MAIN(TestDemoStory)
#include "tst_demostory.moc"
