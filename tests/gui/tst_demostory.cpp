// The demo's story (app/gui/demonotebook_findings.cpp): preparing the demo notebook records
// the OEA negative result and the quantization sweep's 2-bit quality cliff on the bundled runs, and
// preparing it again adds nothing.
#include "app/common/translations.h"
#include "app/gui/demonotebook.h"
#include "backends/notebook/notebookstore.h"
#include "models/findings/storytext.h"
#include "models/gates/gateresult.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace lanebook;

namespace {

// Lanebook's translation for `language` installed for the scope's life ("en": none).
class ScopedLanguage
{
public:
    explicit ScopedLanguage(const QString &language)
    {
        if (language == QLatin1String("en"))
            return;
        for (const QString &folder : lanebookTranslationFolders()) {
            if (m_translator.load(QStringLiteral("lanebook_") + language, folder)) {
                m_installed = QCoreApplication::installTranslator(&m_translator);
                break;
            }
        }
    }
    ~ScopedLanguage()
    {
        if (m_installed)
            QCoreApplication::removeTranslator(&m_translator);
    }
    ScopedLanguage(const ScopedLanguage &) = delete;
    ScopedLanguage &operator=(const ScopedLanguage &) = delete;
    bool installed() const { return m_installed; }

private:
    QTranslator m_translator;
    bool m_installed = false;
};

const QString kOeaTitle = QStringLiteral("Opportunistic Expert Activation (OEA) on GLM-5-NVFP4");

struct DemoContents
{
    qint64 runs = 0;
    std::vector<QString> titles;
    std::vector<size_t> linkedRuns;
};

DemoContents contentsOf(const QString &path)
{
    DemoContents contents;
    NotebookStore store;
    if (!store.open(path, NotebookStore::Access::ReadOnly))
        return contents;
    contents.runs = store.runs().count();
    for (const FindingSummary &s : store.findings().summaries().valueOr({})) {
        const auto f = store.findings().finding(s.id);
        contents.titles.push_back(s.title);
        contents.linkedRuns.push_back(f->controlRunIds.size() + f->candidateRunIds.size());
    }
    return contents;
}

} // namespace

class TestDemoStory : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;

    void useDataHome(const QString &name)
    {
        qputenv("XDG_DATA_HOME", QDir(m_home.path()).filePath(name).toUtf8());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        useDataHome(QStringLiteral("data"));
    }

    void storyFindingsAreRecordedOnce()
    {
        const Expected<QString> prepared = DemoNotebook::prepare();
        QVERIFY2(prepared, qPrintable(prepared.error()));
        const QString &path = *prepared;
        const Expected<QString> again = DemoNotebook::prepare(); // a second start adds nothing
        QVERIFY2(again, qPrintable(again.error()));
        QCOMPARE(*again, path);

        NotebookStore store;
        QVERIFY(store.open(path, NotebookStore::Access::ReadOnly));
        const std::vector<FindingSummary> findings = store.findings().summaries().valueOr({});
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

    // The demo's runs of models whose sizes are published carry what the byte ledger needs
    // (issue 28): they are held against it instead of all reading "no byte ledger".
    void publishedModelsAreHeldAgainstTheLedger()
    {
        useDataHome(QStringLiteral("ledger"));
        const Expected<QString> prepared = DemoNotebook::prepare();
        QVERIFY2(prepared, qPrintable(prepared.error()));
        const QString &path = *prepared;
        NotebookStore store;
        QVERIFY(store.open(path, NotebookStore::Access::ReadOnly));
        int held = 0;
        for (const Run &run : store.runs().list()) {
            const bool published = run.model == QLatin1String("Qwen/Qwen3-8B") ||
                                   run.model == QLatin1String("GLM-5-NVFP4") ||
                                   run.model.startsWith(QLatin1String("qwen3moe 397B"));
            if (!published || run.format == RunFormat::LlamaPerplexity)
                continue;
            for (const GateResult &gate : store.judgements().runGates(run.id)) {
                if (gate.gate != GateId::LedgerBound)
                    continue;
                QVERIFY2(gate.outcome == GateOutcome::Pass,
                         qPrintable(run.label + QStringLiteral(": ") + gate.reason));
                ++held;
            }
            // Where the numbers came from is kept with the run.
            QVERIFY(run.config.contains("ledger_source"));
        }
        QCOMPARE(held, 1 + 8 + 13); // Qwen3-8B, OEA's two arms, the quantization sweep
    }

    // Opened in English, then German, then Chinese: the same runs and the same two findings,
    // stored in English and shown in the language of the day (issue 27).
    void sameStoryInEveryLanguage()
    {
        useDataHome(QStringLiteral("languages"));
        DemoContents first;
        for (const QString &language :
             {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN")}) {
            const ScopedLanguage scope(language);
            QVERIFY2(language == QLatin1String("en") || scope.installed(), qPrintable(language));
            const Expected<QString> prepared = DemoNotebook::prepare();
            QVERIFY2(prepared, qPrintable(prepared.error()));
            const QString &path = *prepared;
            const DemoContents now = contentsOf(path);
            if (language == QLatin1String("en")) {
                first = now;
                QCOMPARE(first.titles.size(), size_t(2));
                QCOMPARE(first.titles.front(), kOeaTitle);
                continue;
            }
            QCOMPARE(now.runs, first.runs);
            QCOMPARE(now.titles, first.titles);
            QCOMPARE(now.linkedRuns, first.linkedRuns);
            // Shown translated all the same.
            QVERIFY2(storyTextForDisplay(kOeaTitle) != kOeaTitle, qPrintable(language));
        }
    }

    // A demo notebook Lanebook at schema 9 opened in three languages (95 runs for 45, the
    // story three times): the next start merges the copies, links kept, and says so.
    void demoOpenedInThreeLanguagesIsRepaired()
    {
        useDataHome(QStringLiteral("repair"));
        const QString demo =
            QDir(m_home.path()).filePath(QStringLiteral("repair/lanebook/demo/demo.lanebook"));
        QVERIFY(QDir().mkpath(QFileInfo(demo).absolutePath()));
        QVERIFY(QFile::copy(QStringLiteral(LANEBOOK_TEST_DATA_DIR
                                           "/notebooks/schema9-demo-three-languages.lanebook"),
                            demo));
        QFile::setPermissions(demo, QFile::ReadOwner | QFile::WriteOwner);
        const Expected<QString> repairedPath = DemoNotebook::prepare();
        QVERIFY2(repairedPath, qPrintable(repairedPath.error()));
        QCOMPARE(*repairedPath, demo);
        const DemoContents repaired = contentsOf(demo);
        QCOMPARE(repaired.runs, qint64(45));
        QCOMPARE(repaired.titles.size(), size_t(2));
        QCOMPARE(repaired.titles.front(), kOeaTitle);
        // OEA: four runs per arm; the cliff's links as a fresh demo has them.
        QCOMPARE(repaired.linkedRuns.front(), size_t(8));
        useDataHome(QStringLiteral("fresh"));
        const Expected<QString> freshPath = DemoNotebook::prepare();
        QVERIFY2(freshPath, qPrintable(freshPath.error()));
        const DemoContents fresh = contentsOf(*freshPath);
        QCOMPARE(repaired.runs, fresh.runs);
        QCOMPARE(repaired.titles, fresh.titles);
        QCOMPARE(repaired.linkedRuns, fresh.linkedRuns);
        // The merges are said at the next open, once.
        NotebookStore store;
        QVERIFY(store.open(demo));
        const QStringList said = store.housekeepingNotes();
        QCOMPARE(said.filter(QStringLiteral("written under another language")).size(), 2);
        QCOMPARE(said.filter(QStringLiteral("that importing the file under another")).size(), 25);
    }
};

QTEST_MAIN(TestDemoStory)
#include "tst_demostory.moc"
