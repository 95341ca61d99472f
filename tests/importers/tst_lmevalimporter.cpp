// lm-evaluation-harness importer: the real legacy (< 0.4) results file and synthetic current
// results with filters and groups.
#include "backends/importers/importerregistry.h"
#include "backends/importers/importfile.h"
#include "importertestsupport.h"

#include <QtTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

QStringList strings(const nlohmann::json &array)
{
    QStringList list;
    for (const auto &item : array)
        list << QString::fromStdString(item.get<std::string>());
    return list;
}

} // namespace

class TestLmEvalImporter : public QObject
{
    Q_OBJECT

private slots:
    void legacyResults()
    {
        const ParsedFile file = parseImportFile(
            test::dataPath(QStringLiteral("lm-eval/arc_challenge-v2.0-res_legacy.json")));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QCOMPARE(file.format, RunFormat::LmEval);
        QCOMPARE(file.runs.size(), size_t(1));
        const Run &run = file.runs[0];
        QCOMPARE(run.source.locator, QStringLiteral("results"));
        QCOMPARE(run.metrics.size(), size_t(4));
        QCOMPARE(metric(run, "arc_challenge.acc"), 0.26621160409556316);
        QCOMPARE(metric(run, "arc_challenge.acc_stderr"), 0.01291577478152323);
        QCOMPARE(metric(run, "arc_challenge.acc_norm"), 0.28242320819112626);
        QCOMPARE(metric(run, "arc_challenge.acc_norm_stderr"), 0.01315545688409722);
        QCOMPARE(run.metric(QStringLiteral("arc_challenge.acc"))->originalKey,
                 QStringLiteral("results.arc_challenge.acc"));
        QCOMPARE(strings(run.workload.at("tasks")), QStringList{QStringLiteral("arc_challenge")});
        QCOMPARE(run.extra.at("versions").at("arc_challenge").get<std::string>(),
                 std::string("2.0"));
        QVERIFY(!run.startedAt.isValid());
        QCOMPARE(run.label, QStringLiteral("lm-eval-arc_challenge"));
    }

    void currentResultsWithFiltersAndGroups()
    {
        const ParsedFile file = parseImportFile(test::dataPath(
            QStringLiteral("synthetic/lm-eval/results_2025-07-22T08-00-00.500000.json")));
        QVERIFY2(file.ok(), qPrintable(file.error));
        QCOMPARE(file.format, RunFormat::LmEval);
        QCOMPARE(file.runs.size(), size_t(1));
        const Run &run = file.runs[0];
        QCOMPARE(run.model, QStringLiteral("Qwen/Qwen3-8B"));
        QCOMPARE(run.startedAt.toMSecsSinceEpoch(), qint64(1753171200500));
        // Filter "none" drops out of the name; other filters stay after a comma.
        QCOMPARE(metric(run, "arc_challenge.acc"), 0.5298634812286689);
        QCOMPARE(metric(run, "arc_challenge.acc_norm_stderr"), 0.014509747749064664);
        QCOMPARE(metric(run, "gsm8k.exact_match,strict-match"), 0.7589082638362395);
        QCOMPARE(metric(run, "gsm8k.exact_match_stderr,strict-match"), 0.011782399898478545);
        QCOMPARE(metric(run, "gsm8k.exact_match,flexible-extract"), 0.7619408642911296);
        QVERIFY(!run.metricValue(QStringLiteral("gsm8k.exact_match")));
        QCOMPARE(run.metric(QStringLiteral("gsm8k.exact_match,strict-match"))->originalKey,
                 QStringLiteral("results.gsm8k.exact_match,strict-match"));
        // Groups and subtasks.
        QCOMPARE(metric(run, "mmlu.acc"), 0.6871172197692636);
        QCOMPARE(metric(run, "mmlu_humanities.acc"), 0.6233793836344315);
        QCOMPARE(metric(run, "mmlu_abstract_algebra.acc"), 0.41);
        QCOMPARE(metric(run, "mmlu_stem.acc"), 0.6511);
        QVERIFY(!run.metricValue(QStringLiteral("mmlu_stem.acc_stderr"))); // "N/A"
        QCOMPARE(metric(run, "duration_s"), 812.3);
        // alias is not a metric.
        for (const MetricValue &m : run.metrics)
            QVERIFY2(!m.name.contains(QLatin1String("alias")), qPrintable(m.name));

        QCOMPARE(strings(run.workload.at("tasks")),
                 (QStringList{QStringLiteral("arc_challenge"), QStringLiteral("gsm8k"),
                              QStringLiteral("mmlu_abstract_algebra"),
                              QStringLiteral("mmlu_formal_logic")}));
        QCOMPARE(strings(run.workload.at("groups")),
                 (QStringList{QStringLiteral("mmlu"), QStringLiteral("mmlu_humanities"),
                              QStringLiteral("mmlu_stem")}));
        QVERIFY(!run.workload.contains("limit"));
        QCOMPARE(run.workload.at("n_samples").at("gsm8k").at("effective").get<double>(), 1319.0);
        QCOMPARE(run.config.at("lm_eval_version").get<std::string>(), std::string("0.4.9"));
        QCOMPARE(run.config.at("num_fewshot").at("gsm8k").get<double>(), 5.0);
        QCOMPARE(run.config.at("model_type").get<std::string>(), std::string("local-completions"));
        QVERIFY(QString::fromStdString(run.config.at("model_args").get<std::string>())
                    .contains(QLatin1String("num_concurrent=32")));
        QCOMPARE(run.label,
                 QStringLiteral("Qwen3-8B-lm-eval-arc_challenge+gsm8k+1-20250722T080000Z"));
    }

    void modelFromModelArgs()
    {
        const ParsedFile file = parseImportFile(
            test::dataPath(QStringLiteral("synthetic/lm-eval/results_hf-model-args_limit.json")));
        QVERIFY2(file.ok(), qPrintable(file.error));
        const Run &run = file.runs[0];
        QCOMPARE(run.model, QStringLiteral("EleutherAI/pythia-160m"));
        QCOMPARE(run.workload.at("limit").get<double>(), 100.0);
        QCOMPARE(metric(run, "hellaswag.acc_norm"), 0.33);
        QCOMPARE(run.config.at("num_fewshot").at("hellaswag").get<double>(), 10.0);
        QCOMPARE(run.startedAt, QDateTime(QDate(2024, 2, 20), QTime(16, 0), Qt::UTC));
    }

    void detectionIsByContent()
    {
        const auto importer = makeLmEvalImporter();
        for (const char *path : {"lm-eval/arc_challenge-v2.0-res_legacy.json",
                                 "synthetic/lm-eval/results_2025-07-22T08-00-00.500000.json",
                                 "synthetic/lm-eval/results_hf-model-args_limit.json"}) {
            const QByteArray content = readFile(test::dataPath(QString::fromLatin1(path)));
            QVERIFY2(importer->detect({QStringLiteral("x"), content}) >= 90, path);
        }
        const QStringList others = otherFormatsFiles(QStringLiteral("lm-eval"));
        QVERIFY(others.size() >= 8);
        for (const QString &path : others) {
            const QByteArray content = readFile(dataPath(path));
            QVERIFY2(importer->detect({QStringLiteral("x.json"), content}) == 0, qPrintable(path));
        }
    }

    void wrongTypeNamesTaskAndKey()
    {
        const QByteArray content = "{\"results\": {\"gsm8k\": {\"alias\": \"gsm8k\", "
                                   "\"exact_match,strict-match\": \"high\"}},"
                                   " \"versions\": {\"gsm8k\": 3}}";
        const auto importer = makeLmEvalImporter();
        QVERIFY(importer->detect({QStringLiteral("x"), content}) > 0);
        const QString message = failureOf(*importer, content);
        QVERIFY2(message.contains(QLatin1String("gsm8k")) &&
                     message.contains(QLatin1String("exact_match,strict-match")),
                 qPrintable(message));
    }

    void truncatedFile()
    {
        QByteArray content = readFile(test::dataPath(
            QStringLiteral("synthetic/lm-eval/results_2025-07-22T08-00-00.500000.json")));
        content.truncate(600);
        const auto importer = makeLmEvalImporter();
        QVERIFY(importer->detect({QStringLiteral("x"), content}) > 0);
        const QString message = failureOf(*importer, content);
        QVERIFY2(message.startsWith(QLatin1String("line ")), qPrintable(message));
    }
};

QTEST_GUILESS_MAIN(TestLmEvalImporter)
#include "tst_lmevalimporter.moc"
