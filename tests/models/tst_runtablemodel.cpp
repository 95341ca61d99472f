// The Runs table model and its filter proxy: model-tester consistency, numeric sort with
// missing values last, filters, and the cost of sorting and filtering 100k runs.
#include "models/runtable/runfilterproxymodel.h"
#include "models/runtable/runtablemodel.h"

#include "models/snapshotfixture.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QtTest>

using namespace lanebook;

namespace {

RunTableSnapshotPtr share(RunTableSnapshot snapshot)
{
    return std::make_shared<const RunTableSnapshot>(std::move(snapshot));
}

QList<qint64> idsInOrder(const QAbstractItemModel &model)
{
    QList<qint64> ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids << model.index(row, 0).data(RunTableModel::RunIdRole).toLongLong();
    return ids;
}

constexpr int kOutputTokColumn = RunTableModel::FirstMetricColumn;
constexpr int kTtftColumn = RunTableModel::FirstMetricColumn + 1;

} // namespace

class TestRunTableModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void modelTesterOverEveryOperation();
    void columnsAndRawValues();
    void metricHeaderIsReadableWithIdInTooltip();
    void numericSortPutsMissingLast();
    void identitySorts();
    void sortSurvivesNewSnapshot();
    void persistentIndexFollowsSort();
    void metricsFilledInKeepRowsAndPlaces();
    void presortedByTheReaderSortsAndFiltersAlike();
    void typingNarrowsLikeAFreshFilter();
    void filterByTextFormatModelLane();
    void distinctValues();
    void firstScreenfulShowsOnlyWhatItRead();
    void rankedBySharedTextOrByValue();
    void indexFromTheReaderIsUsedAsIs();
    void sameSortTwiceIsOneLayoutChange();
    void scaleOf100kRuns();
};

void TestRunTableModel::modelTesterOverEveryOperation()
{
    RunTableModel model;
    RunFilterProxyModel proxy;
    proxy.setRunTableModel(&model);
    QAbstractItemModelTester sourceTester(&model,
                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(share(test::realisticSnapshot()));
    for (int column = -1; column < model.columnCount(); ++column) {
        proxy.sort(column, Qt::AscendingOrder);
        proxy.sort(column, Qt::DescendingOrder);
    }
    proxy.setFilterText(QStringLiteral("llama"));
    proxy.setFormatFilter(RunFormat::VllmBench);
    proxy.setFormatFilter(std::nullopt);
    proxy.setLaneFilter(QStringLiteral("llama 7B Q4_0"));
    proxy.setFilterText({});
    proxy.setLaneFilter({});
    model.setSnapshot(share(test::generatedSnapshot(300)));
    proxy.sort(kTtftColumn, Qt::DescendingOrder);
    model.setSnapshot(nullptr);
    QCOMPARE(proxy.rowCount(), 0);
}

void TestRunTableModel::metricHeaderIsReadableWithIdInTooltip()
{
    RunTableModel model;
    model.setSnapshot(share(test::realisticSnapshot()));
    QCOMPARE(model.headerData(kOutputTokColumn, Qt::Horizontal).toString(),
             QStringLiteral("Output tok/s"));
    QCOMPARE(model.headerData(kTtftColumn, Qt::Horizontal).toString(),
             QStringLiteral("TTFT median (ms)"));
    QCOMPARE(model.headerData(kOutputTokColumn, Qt::Horizontal, Qt::ToolTipRole).toString(),
             QStringLiteral("output_tok_per_s"));
    QCOMPARE(model.headerData(kTtftColumn, Qt::Horizontal, Qt::ToolTipRole).toString(),
             QStringLiteral("median_ttft_ms"));
    QVERIFY(
        !model.headerData(RunTableModel::LabelColumn, Qt::Horizontal, Qt::ToolTipRole).isValid());
}

void TestRunTableModel::columnsAndRawValues()
{
    RunTableModel model;
    model.setSnapshot(share(test::realisticSnapshot()));
    QCOMPARE(model.rowCount(), 6);
    QCOMPARE(model.columnCount(), RunTableModel::FirstMetricColumn + 3);
    QCOMPARE(model.headerData(RunTableModel::LabelColumn, Qt::Horizontal).toString(),
             QStringLiteral("Label"));
    QCOMPARE(model.headerData(kOutputTokColumn, Qt::Horizontal, RunTableModel::MetricNameRole)
                 .toString(),
             QStringLiteral("output_tok_per_s"));
    QCOMPARE(model.headerData(kOutputTokColumn, Qt::Horizontal, Qt::InitialSortOrderRole)
                 .value<Qt::SortOrder>(),
             Qt::DescendingOrder);
    QCOMPARE(model.headerData(kTtftColumn, Qt::Horizontal, Qt::InitialSortOrderRole)
                 .value<Qt::SortOrder>(),
             Qt::AscendingOrder);
    QCOMPARE(
        model.headerData(RunTableModel::StatusColumn, Qt::Horizontal, RunTableModel::ColumnKindRole)
            .toInt(),
        static_cast<int>(RunTableModel::ColumnKind::Status));

    const QModelIndex first = model.index(0, kOutputTokColumn);
    QCOMPARE(first.data().typeId(), QMetaType::Double);
    QCOMPARE(first.data().toDouble(), 2450.5);
    QVERIFY(!model.index(3, kOutputTokColumn).data().isValid()); // missing, not 0
    QCOMPARE(model.index(0, RunTableModel::FormatColumn).data().toString(),
             QStringLiteral("vllm-bench"));
    QCOMPARE(model.index(1, RunTableModel::StatusColumn).data().toString(),
             QStringLiteral("promoted"));
    QCOMPARE(model.index(0, RunTableModel::StartedColumn).data().typeId(), QMetaType::QDateTime);
    QVERIFY(!model.index(3, RunTableModel::StartedColumn).data().isValid());
    QCOMPARE(model.index(2, 0).data(RunTableModel::RunIdRole).toLongLong(), 3);
}

void TestRunTableModel::numericSortPutsMissingLast()
{
    RunTableModel model;
    model.setSnapshot(share(test::realisticSnapshot()));
    model.sort(kOutputTokColumn, Qt::AscendingOrder);
    QCOMPARE(idsInOrder(model), (QList<qint64>{3, 1, 2, 4, 5, 6}));
    model.sort(kOutputTokColumn, Qt::DescendingOrder);
    QCOMPARE(idsInOrder(model), (QList<qint64>{2, 1, 3, 4, 5, 6}));
    model.sort(kTtftColumn, Qt::AscendingOrder);
    QCOMPARE(idsInOrder(model), (QList<qint64>{2, 1, 3, 4, 5, 6}));
    model.sort(-1);
    QCOMPARE(idsInOrder(model), (QList<qint64>{1, 2, 3, 4, 5, 6}));
    QCOMPARE(model.sortColumn(), -1);
}

void TestRunTableModel::identitySorts()
{
    RunTableModel model;
    model.setSnapshot(share(test::realisticSnapshot()));
    model.sort(RunTableModel::LabelColumn, Qt::AscendingOrder);
    QCOMPARE(idsInOrder(model), (QList<qint64>{5, 4, 1, 2, 6, 3}));
    model.sort(RunTableModel::StartedColumn, Qt::DescendingOrder);
    QCOMPARE(idsInOrder(model), (QList<qint64>{3, 2, 1, 5, 6, 4})); // undated last
    model.sort(RunTableModel::ModelColumn, Qt::AscendingOrder);
    // "llama 7B" < "meta-llama/..." < "Qwen/..." case-insensitively; no model last.
    QCOMPARE(idsInOrder(model), (QList<qint64>{4, 5, 1, 2, 3, 6}));
    model.sort(RunTableModel::ModelColumn, Qt::DescendingOrder);
    QCOMPARE(idsInOrder(model), (QList<qint64>{3, 1, 2, 4, 5, 6}));
    model.sort(RunTableModel::FormatColumn, Qt::AscendingOrder);
    QCOMPARE(idsInOrder(model), (QList<qint64>{4, 5, 6, 3, 1, 2}));
}

void TestRunTableModel::sortSurvivesNewSnapshot()
{
    RunTableModel model;
    model.setSnapshot(share(test::realisticSnapshot()));
    model.sort(kTtftColumn, Qt::AscendingOrder);

    // The same metric moves to another column: the sort follows it.
    RunTableSnapshot moved = test::realisticSnapshot();
    moved.metricColumns.move(1, 0);
    for (auto &row : moved.rows)
        std::swap(row.metricValues[0], row.metricValues[1]);
    model.setSnapshot(share(moved));
    QCOMPARE(model.sortColumn(), RunTableModel::FirstMetricColumn);
    QCOMPARE(idsInOrder(model).mid(0, 2), (QList<qint64>{2, 1}));

    // The metric is gone: id order.
    RunTableSnapshot dropped = test::realisticSnapshot();
    dropped.metricColumns = {QStringLiteral("gen_tok_per_s")};
    for (auto &row : dropped.rows)
        row.metricValues = {row.metricValues[2]};
    model.setSnapshot(share(dropped));
    QCOMPARE(model.sortColumn(), -1);
    QCOMPARE(idsInOrder(model), (QList<qint64>{1, 2, 3, 4, 5, 6}));
}

void TestRunTableModel::persistentIndexFollowsSort()
{
    RunTableModel model;
    RunFilterProxyModel proxy;
    proxy.setRunTableModel(&model);
    model.setSnapshot(share(test::realisticSnapshot()));
    const QPersistentModelIndex run3(proxy.index(proxy.rowOfRun(3), 1));
    proxy.sort(kOutputTokColumn, Qt::AscendingOrder);
    QCOMPARE(run3.row(), 0);
    QCOMPARE(run3.column(), 1);
    QCOMPARE(run3.data(RunTableModel::RunIdRole).toLongLong(), 3);
    proxy.setFilterText(QStringLiteral("qwen"));
    QCOMPARE(run3.row(), 0);
    proxy.setFilterText(QStringLiteral("llama"));
    QVERIFY(!run3.isValid());
}

// A large notebook's table arrives twice: run columns, then the same runs with metrics. The
// second is no reset: what the user looked at stays put, and a metric sort takes effect.
void TestRunTableModel::metricsFilledInKeepRowsAndPlaces()
{
    RunTableModel model;
    RunFilterProxyModel proxy;
    proxy.setRunTableModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    RunTableSnapshot whole = test::realisticSnapshot();
    whole.runColumnsId = 41;
    RunTableSnapshot runsOnly = whole;
    runsOnly.metricsPending = true;
    for (auto &row : runsOnly.rows)
        row.metricValues.clear(); // as the reader leaves them: all missing

    model.setSnapshot(share(runsOnly));
    proxy.sort(kOutputTokColumn, Qt::DescendingOrder);
    QVERIFY(model.metricsPending());
    QVERIFY(!proxy.index(0, kOutputTokColumn).data().isValid());
    QCOMPARE(idsInOrder(proxy), (QList<qint64>{1, 2, 3, 4, 5, 6})); // no values: id order
    proxy.setFilterText(QStringLiteral("-c"));
    const QPersistentModelIndex run3(proxy.index(proxy.rowOfRun(3), 0));

    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged);
    model.setSnapshot(share(whole));
    QCOMPARE(reset.count(), 0);
    QCOMPARE(layout.count(), 1); // sorted by the metric that just arrived
    QVERIFY(!model.metricsPending());
    QCOMPARE(idsInOrder(proxy), (QList<qint64>{2, 1, 3}));
    QVERIFY(run3.isValid());
    QCOMPARE(run3.row(), 2);
    QCOMPARE(proxy.index(0, kOutputTokColumn).data().toDouble(), 3120.0);

    // Unsorted by a metric, the values appear in place.
    proxy.sort(RunTableModel::LabelColumn, Qt::AscendingOrder);
    model.setSnapshot(share(runsOnly)); // another id would be a new table...
    RunTableSnapshot again = whole;
    again.runColumnsId = 42; // ...as here: a reset
    model.setSnapshot(share(again));
    QCOMPARE(reset.count(), 1);
    RunTableSnapshot pending = again;
    pending.metricsPending = true;
    for (auto &row : pending.rows)
        std::fill(row.metricValues.begin(), row.metricValues.end(), RunTableSnapshot::missing());
    model.setSnapshot(share(pending)); // same id: fills "in", here emptying, in place
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setSnapshot(share(again));
    QCOMPARE(reset.count(), 1);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().column(), kOutputTokColumn);
    QCOMPARE(changed.first().at(1).toModelIndex().row(), model.rowCount() - 1);
}

// The reader lowers the labels and presorts the columns off the GUI thread; the table must
// sort and filter exactly as it does by itself (mixed case, equal labels, non-ASCII, equal
// and missing values, missing dates), in both orders, every column.
void TestRunTableModel::presortedByTheReaderSortsAndFiltersAlike()
{
    RunTableSnapshot plain = test::generatedSnapshot(500);
    const char *labels[] = {"Zeta", "alpha", "Alpha", "ÄRGER", "ärger", "beta-GPU3", "beta-gpu3"};
    for (size_t i = 0; i < plain.rows.size(); ++i) {
        auto &row = plain.rows[i];
        row.label = QString::fromUtf8(labels[i % 7]) + QString::number(i % 13);
        if (i % 9 == 0)
            row.startedAt = {};
        else if (i % 4 == 0)
            row.startedAt = plain.rows[i - 1].startedAt; // equal starts
        if (i % 3 == 0 && i > 0)
            row.metricValues[0] = plain.rows[i - 1].metricValues[0]; // equal values
    }
    RunTableSnapshot ranked = plain;
    presort(ranked);
    QVERIFY(ranked.presorted);
    QVERIFY(ranked.index);
    QCOMPARE(ranked.index->lowerLabels.size(), plain.rows.size());
    QCOMPARE(ranked.index->lowerLabels[3], QStringLiteral("ärger3"));
    QCOMPARE(ranked.metricOrders.size(), size_t(plain.metricColumns.size()));
    // The missing dates are apart, in id order; every row is in one list or the other.
    const auto withoutStart =
        std::count_if(plain.rows.begin(), plain.rows.end(),
                      [](const auto &row) { return !row.startedAt.isValid(); });
    QCOMPARE(withoutStart, 70); // every 9th, and 14 copies of one of those
    QCOMPARE(ranked.startedOrder.missing.size(), size_t(withoutStart));
    QCOMPARE(ranked.startedOrder.ascending.size() + ranked.startedOrder.missing.size(),
             plain.rows.size());
    QVERIFY(std::is_sorted(ranked.startedOrder.missing.begin(), ranked.startedOrder.missing.end()));
    // A tie is marked where, and only where, the key equals the one before.
    const SortedRows &first = ranked.metricOrders.front();
    QCOMPARE(first.tiedWithPrevious.size(), first.ascending.size());
    for (size_t i = 1; i < first.ascending.size(); ++i) {
        const double before = plain.rows[size_t(first.ascending[i - 1])].metricValues[0];
        const double here = plain.rows[size_t(first.ascending[i])].metricValues[0];
        QCOMPARE(bool(first.tiedWithPrevious[i]), before == here);
    }
    QVERIFY(std::count(first.tiedWithPrevious.begin(), first.tiedWithPrevious.end(), 1) >= 100);

    RunTableModel plainModel, rankedModel;
    RunFilterProxyModel plainProxy, rankedProxy;
    plainProxy.setRunTableModel(&plainModel);
    rankedProxy.setRunTableModel(&rankedModel);
    plainModel.setSnapshot(share(plain));
    rankedModel.setSnapshot(share(ranked));
    for (int column = 0; column < plainModel.columnCount(); ++column) {
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            plainProxy.sort(column, order);
            rankedProxy.sort(column, order);
            QVERIFY2(idsInOrder(rankedProxy) == idsInOrder(plainProxy),
                     qPrintable(QStringLiteral("column %1, order %2").arg(column).arg(order)));
        }
    }
    for (const char *text : {"gpu3", "ärger 1", "ALPHA"}) {
        plainProxy.setFilterText(QString::fromUtf8(text));
        rankedProxy.setFilterText(QString::fromUtf8(text));
        QVERIFY(rankedProxy.rowCount() > 0);
        QCOMPARE(idsInOrder(rankedProxy), idsInOrder(plainProxy));
    }
}

// Each keystroke that narrows the filter checks only the runs shown; whatever is typed, in
// whatever order, the table shows what a fresh filter of the same text shows.
void TestRunTableModel::typingNarrowsLikeAFreshFilter()
{
    const RunTableSnapshotPtr snapshot = share(test::generatedSnapshot(2000));
    RunTableModel typedModel;
    RunFilterProxyModel typed;
    typed.setRunTableModel(&typedModel);
    typedModel.setSnapshot(snapshot);
    typed.setLaneFilter(snapshot->rows[7].lane);
    for (const char *text :
         {"m", "mo", "model1", "model1 gpu", "model1 gpu2", "model1 gpu2 c", "model1 gpu2 c6",
          "model1 gpu2 c", "gpu2 c", "GPU2 C", "", "q1", "q1 model", "q1 model1"}) {
        typed.setFilterText(QString::fromUtf8(text));
        RunTableModel freshModel;
        RunFilterProxyModel fresh;
        fresh.setRunTableModel(&freshModel);
        freshModel.setSnapshot(snapshot);
        fresh.setLaneFilter(snapshot->rows[7].lane);
        fresh.setFilterText(QString::fromUtf8(text));
        QVERIFY2(idsInOrder(typed) == idsInOrder(fresh), text);
    }
}

void TestRunTableModel::filterByTextFormatModelLane()
{
    RunTableModel model;
    RunFilterProxyModel proxy;
    proxy.setRunTableModel(&model);
    model.setSnapshot(share(test::realisticSnapshot()));

    proxy.setFilterText(QStringLiteral("LLAMA"));
    QCOMPARE(idsInOrder(proxy), (QList<qint64>{1, 2, 4, 5}));
    proxy.setFilterText(QStringLiteral("llama  fp8")); // every word must match
    QCOMPARE(idsInOrder(proxy), (QList<qint64>{2}));
    proxy.setFilterText(QStringLiteral("sglang")); // the format id is searched too
    QCOMPARE(idsInOrder(proxy), (QList<qint64>{3}));
    proxy.setFilterText(QStringLiteral("h100")); // and the lane
    QCOMPARE(idsInOrder(proxy), (QList<qint64>{1, 2}));
    proxy.setFilterText({});

    proxy.setFormatFilter(RunFormat::LlamaBench);
    QCOMPARE(idsInOrder(proxy), (QList<qint64>{4, 5}));
    proxy.setFormatFilter(std::nullopt);
    proxy.setModelFilter(QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
    QCOMPARE(idsInOrder(proxy), (QList<qint64>{1, 2}));
    proxy.setModelFilter({});
    proxy.setLaneFilter(QStringLiteral("Qwen2.5-7B-Instruct"));
    QCOMPARE(idsInOrder(proxy), (QList<qint64>{3}));
    proxy.setFilterText(QStringLiteral("llama"));
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setLaneFilter({});
    proxy.setFilterText({});
    QCOMPARE(proxy.rowCount(), 6);

    // Sorting through the proxy sorts the source; the filter still applies.
    proxy.setFormatFilter(RunFormat::VllmBench);
    proxy.sort(kOutputTokColumn, Qt::DescendingOrder);
    QCOMPARE(idsInOrder(proxy), (QList<qint64>{2, 1}));
    QCOMPARE(proxy.runIdAt(0), 2);
    QCOMPARE(proxy.rowOfRun(1), 1);
    QCOMPARE(proxy.rowOfRun(4), -1);
}

void TestRunTableModel::distinctValues()
{
    RunTableModel model;
    model.setSnapshot(share(test::realisticSnapshot()));
    QCOMPARE(model.models(), (QStringList{QStringLiteral("llama 7B Q4_0"),
                                          QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"),
                                          QStringLiteral("Qwen/Qwen2.5-7B-Instruct")}));
    QCOMPARE(model.lanes().size(), 3);
    QCOMPARE(model.formats(), (QList<RunFormat>{RunFormat::LlamaBench, RunFormat::LmEval,
                                                RunFormat::SglangBench, RunFormat::VllmBench}));
}

void TestRunTableModel::firstScreenfulShowsOnlyWhatItRead()
{
    // The reader's first screenful of the realistic notebook: runs 1 and 2 read whole, runs
    // 3 to 6 by id alone (as RunRepository::tableHead leaves them: default columns).
    RunTableSnapshot head = test::realisticSnapshot();
    head.headOnly = true;
    head.headRows = 2;
    head.metricsPending = true;
    for (size_t i = 2; i < head.rows.size(); ++i) {
        RunTableSnapshot::Row idOnly;
        idOnly.id = head.rows[i].id;
        head.rows[i] = idOnly;
    }
    RunTableModel model;
    RunFilterProxyModel proxy;
    proxy.setRunTableModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(share(head));
    QCOMPARE(proxy.rowCount(), 6); // every run has its place
    QCOMPARE(idsInOrder(proxy), (QList<qint64>{1, 2, 3, 4, 5, 6}));
    QCOMPARE(proxy.index(1, RunTableModel::LabelColumn).data().toString(),
             QStringLiteral("llama8b-fp8-c64"));
    for (int column = 0; column < proxy.columnCount(); ++column) {
        const QModelIndex unread = proxy.index(4, column);
        QVERIFY2(!unread.data().isValid(), qPrintable(QString::number(column)));
        QVERIFY(!unread.data(RunTableModel::StatusRole).isValid());
        QVERIFY(!unread.data(RunTableModel::FormatRole).isValid());
        QCOMPARE(unread.data(RunTableModel::RunIdRole).toLongLong(), qint64(5));
    }
    // The filters' choices come from the runs read, not from the empty ones.
    QCOMPARE(model.models(), QStringList{QStringLiteral("meta-llama/Llama-3.1-8B-Instruct")});
    QCOMPARE(model.formats(), QList<RunFormat>{RunFormat::VllmBench});
    // A run not read matches no filter, not even the default format of its empty row.
    proxy.setFilterText(QStringLiteral("c64"));
    QCOMPARE(idsInOrder(proxy), (QList<qint64>{1, 2}));
    proxy.setFilterText({});
    proxy.setFormatFilter(RunFormat::Lanebook);
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setFormatFilter(std::nullopt);
    // Sorted by a column, the runs not read go last, in id order.
    proxy.sort(RunTableModel::ModelColumn, Qt::DescendingOrder);
    QCOMPARE(idsInOrder(proxy), (QList<qint64>{1, 2, 3, 4, 5, 6}));
    proxy.sort(RunTableModel::LabelColumn, Qt::DescendingOrder);
    QCOMPARE(idsInOrder(proxy).mid(0, 2), (QList<qint64>{2, 1}));

    // The whole table replaces it, sorted as the user asked.
    model.setSnapshot(share(test::realisticSnapshot()));
    QCOMPARE(proxy.index(0, RunTableModel::LabelColumn).data().toString(),
             QStringLiteral("qwen7b-sglang-c32"));
    QCOMPARE(model.models().size(), 3);
}

void TestRunTableModel::rankedBySharedTextOrByValue()
{
    // Ranks are found by the text's address when rows share it (as the reader's interned
    // texts do) and by value otherwise: both give the same order.
    RunTableSnapshot snapshot;
    const QString shared = QStringLiteral("model-b");
    const QString names[] = {shared, QStringLiteral("Model-A"), QStringLiteral("model-b"),
                             shared, QStringLiteral("model-c"), QString(),
                             shared};
    for (qint64 id = 1; id <= 7; ++id) {
        RunTableSnapshot::Row row;
        row.id = id;
        row.model = names[id - 1];
        if (id == 3) // same text, its own copy
            row.model = QString::fromUtf8("model-b");
        snapshot.rows.push_back(row);
    }
    RunTableModel model;
    model.setSnapshot(share(snapshot));
    QCOMPARE(model.models(), (QStringList{QStringLiteral("Model-A"), QStringLiteral("model-b"),
                                          QStringLiteral("model-c")}));
    QCOMPARE(model.modelRanks(), (std::vector<int>{1, 0, 1, 1, 2, -1, 1}));
    model.sort(RunTableModel::ModelColumn, Qt::AscendingOrder);
    QCOMPARE(idsInOrder(model), (QList<qint64>{2, 1, 3, 4, 7, 5, 6}));
}

// The reader indexes a snapshot off the GUI thread (indexRuns); the table takes that index
// as it is, and builds the same one itself for a snapshot without.
void TestRunTableModel::indexFromTheReaderIsUsedAsIs()
{
    RunTableSnapshot head = test::generatedSnapshot(300);
    head.headOnly = true;
    head.headRows = 100;
    for (size_t i = head.headRows; i < head.rows.size(); ++i) {
        const qint64 id = head.rows[i].id;
        head.rows[i] = {};
        head.rows[i].id = id;
    }
    const RunTableIndex index = indexRuns(head);
    QCOMPARE(index.modelRanks.size(), head.rows.size());
    QCOMPARE(index.startedMs.size(), head.rows.size());
    QCOMPARE(index.lowerLabels.size(), head.rows.size());
    for (size_t i = 0; i < head.rows.size(); ++i) {
        const bool read = i < head.headRows;
        QCOMPARE(index.modelRanks[i] >= 0, read);
        QCOMPARE(index.laneRanks[i] >= 0, read);
        QCOMPARE(index.startedMs[i] != RunTableIndex::kMissingTimeMs, read);
        QCOMPARE(index.lowerLabels[i], head.rows[i].label.toLower());
        if (read) {
            QCOMPARE(index.models.at(index.modelRanks[i]), head.rows[i].model);
            QCOMPARE(index.startedMs[i], head.rows[i].startedAt.toMSecsSinceEpoch());
        }
    }
    // Formats of the rows read only: an unread row's default format is not among them
    // unless a read row has it.
    for (RunFormat format : index.formats) {
        QVERIFY(std::any_of(head.rows.begin(), head.rows.begin() + 100,
                            [format](const auto &row) { return row.format == format; }));
    }
    QVERIFY(
        std::is_sorted(index.formats.begin(), index.formats.end(),
                       [](RunFormat a, RunFormat b) { return runFormatId(a) < runFormatId(b); }));

    // A marked index (one lane renamed) shows that the table reads the snapshot's, not its own.
    RunTableIndex marked = index;
    marked.lanes[0] = QStringLiteral("from-the-reader");
    RunTableSnapshot indexed = head;
    indexed.index = std::make_shared<const RunTableIndex>(marked);
    RunTableModel model, builtHere;
    model.setSnapshot(share(indexed));
    builtHere.setSnapshot(share(head));
    QCOMPARE(model.lanes().at(0), QStringLiteral("from-the-reader"));
    QCOMPARE(builtHere.lanes(), index.lanes);
    QCOMPARE(builtHere.modelRanks(), index.modelRanks);
    QCOMPARE(builtHere.formats(), index.formats);
}

// QTableView::sortByColumn sorts through the header's indicator and then once more; the
// rows are already in that order, so the second costs nothing (at a million runs, 60 ms).
void TestRunTableModel::sameSortTwiceIsOneLayoutChange()
{
    RunTableModel model;
    model.setSnapshot(share(test::generatedSnapshot(50)));
    QSignalSpy layouts(&model, &QAbstractItemModel::layoutChanged);
    model.sort(kOutputTokColumn, Qt::DescendingOrder);
    model.sort(kOutputTokColumn, Qt::DescendingOrder);
    QCOMPARE(layouts.count(), 1);
    model.sort(kOutputTokColumn, Qt::AscendingOrder);
    model.sort(kTtftColumn, Qt::AscendingOrder);
    model.sort(-1, Qt::AscendingOrder);
    QCOMPARE(layouts.count(), 4);
    QCOMPARE(idsInOrder(model).front(), 1);
}

void TestRunTableModel::scaleOf100kRuns()
{
    // 100k rows through sort and filter, checked for results; timings are only reported
    // here (the budget is measured by tests/bench/tst_runtablebench).
    auto snapshot = share(test::generatedSnapshot(100000));
    RunTableModel model;
    RunFilterProxyModel proxy;
    proxy.setRunTableModel(&model);
    QElapsedTimer timer;

    timer.start();
    model.setSnapshot(snapshot);
    QCOMPARE(proxy.rowCount(), 100000);
    const qint64 loadMs = timer.restart();
    proxy.sort(RunTableModel::FirstMetricColumn + 2, Qt::DescendingOrder);
    QCOMPARE(proxy.rowCount(), 100000);
    const qint64 metricSortMs = timer.restart();
    proxy.sort(RunTableModel::LabelColumn, Qt::AscendingOrder);
    QCOMPARE(proxy.rowCount(), 100000);
    const qint64 labelSortMs = timer.restart();
    proxy.setFilterText(QStringLiteral("gpu3 c1"));
    const int textRows = proxy.rowCount();
    const qint64 textFilterMs = timer.restart();
    proxy.setFilterText(QStringLiteral("gpu3 c2"));
    QVERIFY(proxy.rowCount() > 0);
    const qint64 secondTextFilterMs = timer.restart();
    qInfo("second text filter %lld ms", secondTextFilterMs);
    proxy.setFilterText(QStringLiteral("gpu3 c1"));
    timer.restart();
    proxy.setLaneFilter(model.lanes().at(5));
    const int laneRows = proxy.rowCount();
    const qint64 laneFilterMs = timer.restart();
    proxy.sort(RunTableModel::StartedColumn, Qt::AscendingOrder);
    const qint64 filteredSortMs = timer.restart();
    qInfo("100k runs: load %lld ms, metric sort %lld ms, label sort %lld ms, text filter "
          "%lld ms (%d rows), lane filter %lld ms (%d rows), sort filtered %lld ms",
          loadMs, metricSortMs, labelSortMs, textFilterMs, textRows, laneFilterMs, laneRows,
          filteredSortMs);
    QVERIFY(textRows > 0 && textRows < 100000);
    QVERIFY(laneRows > 0 && laneRows < textRows);
}

QTEST_GUILESS_MAIN(TestRunTableModel)
#include "tst_runtablemodel.moc"
