// RunRepository::chartRuns, the Charts tab's narrow read: the same chart
// values as reducing every full Run (chartRunsOf(list())), for runs of several shapes (a
// workload's asked concurrency and input length, llama-bench tests, lanes, GPUs, statuses),
// on the direct SQLite path and on the Qt SQL path; metrics no chart uses are not read.
#include "backends/notebook/connection/sqlitestatement.h"
#include "backends/notebook/notebookstore.h"
#include "models/charts/chartrun.h"
#include "models/charts/runcharts.h"

#include "testutils.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;

namespace {

std::vector<Run> variedRuns()
{
    std::vector<Run> runs;
    for (int i = 0; i < 12; ++i) {
        Run run;
        run.label = QStringLiteral("run-%1").arg(i);
        run.model = i % 3 == 0 ? QStringLiteral("qwen2 7B Q4_K_M") : QStringLiteral("Qwen3-8B");
        run.format = i % 3 == 0 ? RunFormat::LlamaBench : RunFormat::VllmBench;
        run.lane = i % 2 == 0 ? QStringLiteral("lane-a") : QStringLiteral("lane-b");
        run.status = i == 5 ? RunStatus::Invalid : RunStatus::Valid;
        run.config = {{"gpu", i % 4 < 2 ? "H200" : "RTX 4080"},
                      {"runtime", "vllm"},
                      {"quantization", i % 2 == 0 ? "fp8" : "bf16"},
                      {"argv", {"vllm", "serve"}}};
        if (run.format == RunFormat::LlamaBench) {
            run.workload = {{"n_prompt", 512}, {"n_gen", 128}, {"n_depth", 1024 * i}};
            run.setMetric(QStringLiteral("gen_tok_per_s"), 40.0 + i);
            run.setMetric(QStringLiteral("n_prompt"), 512);
        } else {
            // Asked concurrency differs from the measured metric on purpose: the asked wins.
            run.workload = {{"concurrency", 1 << i}, {"input_len", 2048}};
            run.setMetric(QStringLiteral("concurrency"), (1 << i) - 0.5);
            run.setMetric(QStringLiteral("output_tok_per_s"), 100.0 * i);
            if (i == 4)
                run.setMetric(QStringLiteral("context_tokens"), 4096);
        }
        run.setMetric(QStringLiteral("median_ttft_ms"), 10.0 + i); // no chart reads it
        runs.push_back(std::move(run));
    }
    return runs;
}

} // namespace

class TestChartRead : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameAsFullReadOnBothPaths_data();
    void sameAsFullReadOnBothPaths();
    void cleanup() { SqliteStatement::setEnabled(true); }
};

void TestChartRead::sameAsFullReadOnBothPaths_data()
{
    QTest::addColumn<bool>("direct");
    QTest::newRow("sqlite3 statements") << true;
    QTest::newRow("QSqlQuery") << false;
}

void TestChartRead::sameAsFullReadOnBothPaths()
{
    QFETCH(bool, direct);
    SqliteStatement::setEnabled(direct);
    QTemporaryDir dir;
    NotebookStore store;
    QVERIFY2(store.open(dir.filePath(QStringLiteral("charts.lanebook"))),
             qPrintable(store.lastError()));
    for (const Run &run : variedRuns())
        LANEBOOK_VERIFY_EXPECTED(store.runs().insertRun(run));

    const std::vector<ChartRun> full = chartRunsOf(store.runs().list());
    const std::vector<ChartRun> narrow = store.runs().chartRuns();
    QCOMPARE(narrow.size(), full.size());
    QCOMPARE(narrow.size(), size_t(12));
    for (size_t i = 0; i < full.size(); ++i) {
        const ChartRun &f = full[i];
        const ChartRun &n = narrow[i];
        QCOMPARE(n.id, f.id);
        QCOMPARE(n.label, f.label);
        QCOMPARE(n.model, f.model);
        QCOMPARE(n.modelFamily, f.modelFamily);
        QCOMPARE(n.lane, f.lane);
        QCOMPARE(n.gpu, f.gpu);
        QCOMPARE(n.format, f.format);
        QCOMPARE(n.status, f.status);
        QCOMPARE(n.quantization, f.quantization);
        QCOMPARE(n.bitsPerWeight, f.bitsPerWeight);
        QCOMPARE(n.configName, f.configName);
        QCOMPARE(n.configValues, f.configValues);
        QHash<QString, double> charted;
        for (auto it = f.metrics.constBegin(); it != f.metrics.constEnd(); ++it) {
            if (RunCharts::isChartedMetric(it.key()))
                charted.insert(it.key(), it.value());
        }
        QCOMPARE(n.metrics, charted);
        QVERIFY(!n.metrics.contains(QStringLiteral("median_ttft_ms")));
    }
    // The asked concurrency, not the measured one; the asked input length as context, except
    // where the run measured its own.
    QCOMPARE(narrow[1].metric(QStringLiteral("concurrency")), std::optional<double>(2.0));
    QCOMPARE(narrow[1].metric(QStringLiteral("context_tokens")), std::optional<double>(2048.0));
    QCOMPARE(narrow[4].metric(QStringLiteral("context_tokens")), std::optional<double>(4096.0));
    QCOMPARE(narrow[2].gpu, QStringLiteral("RTX 4080"));
}

QTEST_MAIN(TestChartRead)
#include "tst_chartread.moc"
