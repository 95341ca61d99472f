// The Charts tab on the notebook of tests/data (issue 28 part 4). Every file there is imported
// into a real SQLite notebook by the importers and the import judging, in the order a folder
// import takes them, and the page is given the notebook as the window reads it while such an
// import runs: after every eighth file, then whole. What the walkthrough saw on that notebook:
// a linear default chart on which one 1,022,443 tok/s mock run flattened 15 series; a latency
// CDF whose y axis ran from -50% to 150%; throughput against context length joining runs of
// different concurrencies and request rates into one zig-zag line.
#include "backends/importers/importfile.h"
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/repositories/importjudging.h"
#include "models/charts/detailcharts.h"
#include "models/comparison/workloadpoint.h"
#include "widgets/charts/chartoverlays.h"
#include "widgets/charts/chartspage.h"
#include "widgets/charts/chartview.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QGraphicsScene>
#include <QLocale>
#include <QLogValueAxis>
#include <QTemporaryDir>
#include <QValueAxis>
#include <QXYSeries>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>

using namespace lanebook;

namespace {

// The share of the plot's height below which a sweep reads as a flat line.
constexpr double kFlatShare = 0.05;

// What a run was measured under, as the Compare tab places it: its concurrency and request
// rate (asked, else measured), its model and its lane.
QString conditionOf(const Run &run)
{
    QStringList parts;
    for (const PointVariable &variable : workloadPointOf(run).variables) {
        if (variable.name == QLatin1String("concurrency") ||
            variable.name == QLatin1String("request_rate"))
            parts << variable.name + u'=' + QString::fromStdString(variable.value.dump());
    }
    parts << QStringLiteral("model=") + run.model << QStringLiteral("lane=") + run.lane;
    return parts.join(QStringLiteral(", "));
}

} // namespace

class TestGuiChartsOnData : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void defaultChartFlattensNoSeries();
    void everyRunChartFlattensNoSeries_data();
    void everyRunChartFlattensNoSeries();
    void contextChartHasOneSeriesPerConcurrency();
    void latencyCdfRunsFromZeroToHundred();

private:
    void show(ChartKind kind, const QString &metric);
    void saveScreenshot(const QString &name) const;
    QStringList flattened() const;

    QTemporaryDir m_dir;
    NotebookStore m_store;
    std::map<qint64, Run> m_runs;
    std::unique_ptr<ChartsPage> m_page;
};

void TestGuiChartsOnData::initTestCase()
{
    QLocale::setDefault(QLocale::c()); // "1,022,443" in notes and on axes
    QVERIFY(m_dir.isValid());
    QVERIFY2(m_store.open(m_dir.filePath(QStringLiteral("testdata.lanebook"))),
             qPrintable(m_store.lastError()));
    const QStringList files = expandImportPaths({QStringLiteral(LANEBOOK_TEST_DATA_DIR)});
    QVERIFY(files.size() > 100);
    std::vector<std::vector<ChartRun>> reads;
    int done = 0;
    bool changed = false;
    for (const QString &file : files) {
        const ParsedFile parsed = parseImportFile(file);
        // As NotebookWriter::importPaths: a file found in a folder that holds no result is
        // skipped; a broken one fails alone.
        if (!parsed.unrecognized && m_store.runs().storeParsedFile(parsed).runsAdded > 0) {
            judgeImportedRuns(m_store, parsed);
            changed = true;
        }
        if (++done % 8 == 0 && changed) {
            reads.push_back(m_store.runs().chartRuns());
            changed = false;
        }
    }
    reads.push_back(m_store.runs().chartRuns());
    QVERIFY2(reads.back().size() >= 100, qPrintable(QString::number(reads.back().size())));
    QVERIFY(reads.size() > 2);
    for (Run &run : m_store.runs().list())
        m_runs.emplace(run.id, std::move(run));

    m_page = std::make_unique<ChartsPage>();
    m_page->resize(1000, 640);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    for (std::vector<ChartRun> &read : reads) {
        m_page->setRuns(std::move(read));
        m_page->rebuildNow();
        QApplication::processEvents();
    }
}

void TestGuiChartsOnData::cleanupTestCase()
{
    m_page.reset();
    m_store.close();
}

void TestGuiChartsOnData::show(ChartKind kind, const QString &metric)
{
    m_page->setKind(kind);
    QComboBox *metrics = m_page->metricCombo();
    const int index = metrics->findData(metric);
    QVERIFY2(index >= 0, qPrintable(metric));
    metrics->setCurrentIndex(index);
    m_page->rebuildNow();
    QApplication::processEvents(); // the chart lays out its plot area
}

// With LANEBOOK_SCREENSHOT_DIR set, the page as drawn, to look at.
void TestGuiChartsOnData::saveScreenshot(const QString &name) const
{
    const QString dir = qEnvironmentVariable("LANEBOOK_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(m_page->grab().save(QDir(dir).filePath(name)));
}

// Left-axis series whose points differ at least twofold yet span less than kFlatShare of the
// plot's height (a sweep pressed flat by another series' range), and points drawn outside the
// plot, measured on the chart as drawn.
QStringList TestGuiChartsOnData::flattened() const
{
    ChartView *view = m_page->chartView();
    if (view->isShowingEmptyState())
        return {QStringLiteral("no chart: ") + view->emptyStateText()};
    QChart *chart = view->chartView()->chart();
    const QRectF plot = chart->plotArea();
    const ChartData &data = view->chartData();
    QStringList found;
    for (QAbstractSeries *series : chart->series()) {
        auto *xy = qobject_cast<QXYSeries *>(series);
        if (!xy || xy->name().isEmpty())
            continue; // a sweep's markers, drawn with its line
        const auto spec = std::find_if(data.series.begin(), data.series.end(),
                                       [xy](const ChartSeries &s) { return s.name == xy->name(); });
        if (spec == data.series.end() || spec->side != AxisSide::Left)
            continue;
        double low = std::numeric_limits<double>::infinity();
        double high = -low;
        qreal top = std::numeric_limits<qreal>::infinity();
        qreal bottom = -top;
        for (const QPointF &point : xy->points()) {
            const QPointF at = chart->mapToPosition(point, xy);
            if (!plot.adjusted(-1, -1, 1, 1).contains(at))
                found << xy->name() + QStringLiteral(": a point outside the plot");
            low = std::min(low, point.y());
            high = std::max(high, point.y());
            top = std::min(top, at.y());
            bottom = std::max(bottom, at.y());
        }
        if (xy->count() >= 2 && low > 0.0 && high >= 2.0 * low &&
            bottom - top < kFlatShare * plot.height())
            found << QStringLiteral("%1: %2 to %3 drawn in %4% of the plot's height")
                         .arg(xy->name())
                         .arg(low)
                         .arg(high)
                         .arg(100.0 * (bottom - top) / plot.height(), 0, 'f', 2);
    }
    return found;
}

void TestGuiChartsOnData::defaultChartFlattensNoSeries()
{
    ChartView *view = m_page->chartView();
    saveScreenshot(QStringLiteral("charts-testdata-default.png"));
    const QStringList problems = flattened();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));

    // The mock run is not on the axis: the note under the chart names it, with its value.
    const auto mock = std::find_if(m_runs.begin(), m_runs.end(), [](const auto &entry) {
        return entry.second.metricValue(QStringLiteral("output_tok_per_s")).value_or(0.0) > 1e6;
    });
    QVERIFY(mock != m_runs.end());
    const ChartData &data = view->chartData();
    QCOMPARE(m_page->options().yMetric, QStringLiteral("output_tok_per_s"));
    QVERIFY2(data.note.contains(mock->second.label), qPrintable(data.note));
    QVERIFY2(data.note.contains(QStringLiteral("1,022,443 tok/s")), qPrintable(data.note));
    for (const ChartSeries &s : data.series) {
        for (const ChartPoint &p : s.points)
            QVERIFY2(p.runId != mock->first, qPrintable(s.name));
    }
}

void TestGuiChartsOnData::everyRunChartFlattensNoSeries_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("metric");
    const auto row = [](const char *name, ChartKind kind, const char *metric) {
        QTest::newRow(name) << static_cast<int>(kind) << QString::fromLatin1(metric);
    };
    row("concurrency, output", ChartKind::ThroughputVsConcurrency, "output_tok_per_s");
    row("concurrency, total", ChartKind::ThroughputVsConcurrency, "total_tok_per_s");
    row("concurrency, requests", ChartKind::ThroughputVsConcurrency, "requests_per_s");
    row("context, output", ChartKind::ThroughputVsContext, "output_tok_per_s");
    row("context, generation", ChartKind::ThroughputVsContext, "gen_tok_per_s");
    row("context, prompt", ChartKind::ThroughputVsContext, "prompt_tok_per_s");
    row("context, requests", ChartKind::ThroughputVsContext, "requests_per_s");
    row("bits, automatic", ChartKind::SpeedQualityVsBits, "");
}

void TestGuiChartsOnData::everyRunChartFlattensNoSeries()
{
    QFETCH(int, kind);
    QFETCH(QString, metric);
    show(static_cast<ChartKind>(kind), metric);
    saveScreenshot(QStringLiteral("charts-testdata-%1.png")
                       .arg(QString::fromLatin1(QTest::currentDataTag())
                                .replace(QStringLiteral(", "), QStringLiteral("-"))));
    const QStringList problems = flattened();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
}

void TestGuiChartsOnData::contextChartHasOneSeriesPerConcurrency()
{
    show(ChartKind::ThroughputVsContext, QStringLiteral("output_tok_per_s"));
    const ChartData &data = m_page->chartView()->chartData();
    QVERIFY(!data.series.empty());
    QSet<QString> glmSeries;
    for (const ChartSeries &s : data.series) {
        QSet<QString> conditions;
        for (const ChartPoint &point : s.points) {
            const Run &run = m_runs.at(point.runId);
            conditions.insert(conditionOf(run));
            if (run.model.startsWith(QStringLiteral("GLM-5")))
                glmSeries.insert(s.name);
        }
        QVERIFY2(
            conditions.size() == 1,
            qPrintable(
                s.name + QStringLiteral(" joins ") +
                QStringList(conditions.begin(), conditions.end()).join(QStringLiteral(" | "))));
    }
    // The OEA sweep of GLM-5 ran at 10, 64, 256 and 1,024 requests in flight, all at 1,024
    // tokens of context: four series of their own, not one point averaging them.
    QCOMPARE(glmSeries.size(), 4);
}

void TestGuiChartsOnData::latencyCdfRunsFromZeroToHundred()
{
    // The runs with the most per-request TTFTs (vLLM --save-detailed, GuideLLM, AIPerf and
    // SGLang records), four of them, three samples at least.
    std::vector<std::pair<size_t, qint64>> counts; // samples, run id
    std::map<qint64, Run> withSamples;
    for (const auto &[id, run] : m_runs) {
        Run full = run;
        full.samples = m_store.runs().requestSamples(id);
        const size_t count = RunLatencies::of(full, LatencyMeasure::Ttft).valuesMs.size();
        if (count >= 3) {
            counts.emplace_back(count, id);
            withSamples.emplace(id, std::move(full));
        }
    }
    std::sort(counts.begin(), counts.end(), std::greater<>());
    counts.resize(std::min<size_t>(counts.size(), 4));
    QList<qint64> ids;
    std::vector<Run> detail;
    for (const auto &[count, id] : counts) {
        ids << id;
        detail.push_back(withSamples.at(id));
    }
    QVERIFY2(ids.size() >= 2, qPrintable(QString::number(ids.size())));
    m_page->setSelectedRunIds(ids);
    m_page->setKind(ChartKind::LatencyCdf);
    m_page->rebuildNow(); // asks for the runs' samples
    m_page->setDetailRuns(detail);
    m_page->rebuildNow();
    QApplication::processEvents();
    ChartView *view = m_page->chartView();
    QVERIFY2(!view->isShowingEmptyState(), qPrintable(view->emptyStateText()));
    saveScreenshot(QStringLiteral("charts-testdata-latency-cdf.png"));
    QChart *chart = view->chartView()->chart();
    auto *y = qobject_cast<QValueAxis *>(chart->axes(Qt::Vertical).first());
    QVERIFY(y);
    QCOMPARE(y->min(), 0.0);
    QCOMPARE(y->max(), 100.0);
    const ChartData &data = view->chartData();
    QCOMPARE(data.series.size(), static_cast<size_t>(ids.size()));
    QStringList marks;
    for (const ChartMark &mark : data.yMarks)
        marks << mark.label;
    QCOMPARE(marks,
             (QStringList{QStringLiteral("p50"), QStringLiteral("p90"), QStringLiteral("p99")}));
    QVERIFY2(data.note.contains(QStringLiteral("p50 / p90 / p99")), qPrintable(data.note));
    // A log x axis reads between its decades: where three decades or fewer leave room, 2 and 5
    // times a power of ten are labelled too.
    auto *x = qobject_cast<QLogValueAxis *>(chart->axes(Qt::Horizontal).first());
    QCOMPARE(x != nullptr, data.x.scale == AxisScale::Log10);
    if (x && std::log10(x->max() / x->min()) <= 3.0) {
        const LogAxisLabelsItem *labels = nullptr;
        for (QGraphicsItem *item : view->chartView()->scene()->items()) {
            if (auto *found = dynamic_cast<LogAxisLabelsItem *>(item))
                labels = found;
        }
        QVERIFY(labels);
        const QStringList shown = labels->labels();
        QVERIFY2(std::any_of(shown.begin(), shown.end(),
                             [](const QString &label) {
                                 return label.startsWith(u'2') || label.startsWith(u'5');
                             }),
                 qPrintable(shown.join(u' ')));
    }
}

QTEST_MAIN(TestGuiChartsOnData)
#include "tst_guichartsondata.moc"
