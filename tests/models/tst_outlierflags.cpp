// Outliers flagged with their reason and never dropped: requests of a run that stand out,
// repeats of an arm that stand out at their workload point, and the comparison naming them in
// its notes while its medians still include them.
#include "models/comparison/comparisonpointsmodel.h"
#include "models/comparison/comparisonreport.h"
#include "models/comparison/outlierflags.h"
#include "models/findings/findingevidence.h"
#include "models/findings/findingsmarkdown.h"

#include <QtTest>

using namespace lanebook;

namespace {

RequestSample sample(int index, double ttftMs, double e2elMs, const QString &error = {})
{
    RequestSample s;
    s.index = index;
    s.ttftMs = ttftMs;
    s.e2elMs = e2elMs;
    s.error = error;
    return s;
}

Run repeat(qint64 id, int concurrency, double tokPerS, int repeatIndex)
{
    Run run;
    run.id = id;
    run.label = QStringLiteral("run-%1").arg(id);
    run.workload = {{"concurrency", concurrency}, {"input_tokens", 512}, {"output_tokens", 64}};
    run.extra = {{"wave", "1"}, {"repeat", repeatIndex}};
    run.startedAt = QDateTime(QDate(2026, 12, 1), QTime(10, 0), Qt::UTC).addSecs(id * 60);
    run.setMetric(QStringLiteral("output_tok_per_s"), tokPerS);
    return run;
}

} // namespace

class TestOutlierFlags : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void flagsTheRequestThatStandsOut()
    {
        std::vector<RequestSample> samples;
        for (int i = 0; i < 12; ++i)
            samples.push_back(sample(i, 50.0 + i % 3, 500.0 + i % 5));
        samples[4].ttftMs = 2000.0; // a slow first token
        samples.push_back(sample(12, 9000.0, 9000.0, QStringLiteral("timeout"))); // not judged
        const std::vector<RequestOutlier> flagged = requestOutliers(samples);
        QCOMPARE(flagged.size(), size_t(1));
        QCOMPARE(flagged[0].requestIndex, 4);
        QCOMPARE(flagged[0].metric, QStringLiteral("ttft_ms"));
        QCOMPARE(flagged[0].valueMs, 2000.0);
        // Both rules flagged it, and both are said.
        QVERIFY2(flagged[0].reason.contains(QStringLiteral("z-score")) &&
                     flagged[0].reason.contains(QStringLiteral("Tukey")),
                 qPrintable(flagged[0].reason));
        QVERIFY(requestOutliers({sample(0, 1, 1), sample(1, 100, 100)}).empty()); // too few
    }

    void flagsTheRepeatThatStandsOutAtItsPoint()
    {
        // Concurrency 1: one slow repeat among five; concurrency 8: all alike.
        std::vector<Run> runs{repeat(1, 1, 100, 0), repeat(2, 1, 101, 1),   repeat(3, 1, 60, 2),
                              repeat(4, 1, 99, 3),  repeat(5, 1, 100.5, 4), repeat(6, 8, 60, 0),
                              repeat(7, 8, 61, 1),  repeat(8, 8, 60.5, 2)};
        const std::vector<RepeatOutlier> flagged =
            repeatOutliers(runs, QStringLiteral("output_tok_per_s"));
        QCOMPARE(flagged.size(), size_t(1));
        QCOMPARE(flagged[0].runId, qint64(3));
        QCOMPARE(flagged[0].value, 60.0);
        QVERIFY2(flagged[0].point.contains(QStringLiteral("concurrency 1")),
                 qPrintable(flagged[0].point));
        QVERIFY2(flagged[0].reason.contains(QStringLiteral("among 5 repeat")),
                 qPrintable(flagged[0].reason));
    }

    void comparisonNamesOutliersAndKeepsThem()
    {
        std::vector<Run> control;
        std::vector<Run> candidate;
        const double controlValues[] = {100, 101, 60, 99, 100.5, 100.2};
        for (int i = 0; i < 6; ++i) {
            control.push_back(repeat(1 + 2 * i, 1, controlValues[i], i));
            candidate.push_back(repeat(2 + 2 * i, 1, 110 + 0.1 * i, i));
        }
        ComparisonRequest request;
        request.metricName = QStringLiteral("output_tok_per_s");
        const ComparisonReport report = buildComparison(control, candidate, request);
        QVERIFY2(report.comparable, qPrintable(report.message));
        QCOMPARE(report.points.size(), size_t(1));
        const PointComparison &point = report.points.front();
        QCOMPARE(point.outliers.size(), size_t(1));
        QCOMPARE(point.outliers[0].runId, qint64(5));
        QCOMPARE(point.controlRunIds.size(), size_t(6)); // still in the pairs
        // The median of all six control values, the outlier included.
        QCOMPARE(*point.controlMedian, 100.1);
        bool named = false;
        for (const QString &note : report.notes)
            named = named || (note.contains(QStringLiteral("run-5")) &&
                              note.contains(QStringLiteral("kept in the numbers")));
        QVERIFY2(named, qPrintable(report.notes.join(u'\n')));
    }

    // Where the comparison is shown (the Compare tab's model, the JSON, the findings table),
    // the arm's outlier is flagged beside its median; a compared run's slow requests are named
    // in the notes.
    void comparisonShowsOutliersWhereItsNumbersAre()
    {
        std::vector<Run> control;
        std::vector<Run> candidate;
        const double controlValues[] = {100, 101, 60, 99, 100.5, 100.2};
        for (int i = 0; i < 6; ++i) {
            control.push_back(repeat(1 + 2 * i, 1, controlValues[i], i));
            candidate.push_back(repeat(2 + 2 * i, 1, 110 + 0.1 * i, i));
        }
        for (int i = 0; i < 12; ++i)
            candidate[1].samples.push_back(
                sample(i, i == 7 ? 3000.0 : 50.0 + i % 3, 500.0 + i % 5));
        ComparisonRequest request;
        request.metricName = QStringLiteral("output_tok_per_s");
        const ComparisonReport report = buildComparison(control, candidate, request);
        QVERIFY2(report.comparable, qPrintable(report.message));
        QCOMPARE(report.points.front().outliers.size(), size_t(1));
        QVERIFY(report.points.front().outliers[0].inControlArm);
        QCOMPARE(report.points.front().outliers[0].metric, QStringLiteral("output_tok_per_s"));

        bool requestsNamed = false;
        for (const QString &note : report.notes)
            requestsNamed = requestsNamed || (note.startsWith(QStringLiteral("Run run-4:")) &&
                                              note.contains(QStringLiteral("request 7's TTFT")) &&
                                              note.contains(QStringLiteral("kept in its numbers")));
        QVERIFY2(requestsNamed, qPrintable(report.notes.join(u'\n')));

        ComparisonPointsModel model;
        model.setReport(report);
        const QStringList flagged = model.index(0, ComparisonPointsModel::ControlColumn)
                                        .data(ComparisonPointsModel::OutliersRole)
                                        .toStringList();
        QCOMPARE(flagged.size(), 1);
        QVERIFY2(flagged[0].startsWith(QStringLiteral("run-5: 60,")), qPrintable(flagged[0]));
        QVERIFY(model.index(0, ComparisonPointsModel::CandidateColumn)
                    .data(ComparisonPointsModel::OutliersRole)
                    .toStringList()
                    .isEmpty());

        const nlohmann::json json = comparisonToJson(report);
        const nlohmann::json &outliers = json["points"][0]["outliers"];
        QCOMPARE(outliers.size(), size_t(1));
        QCOMPARE(outliers[0]["run_id"].get<qint64>(), qint64(5));
        QCOMPARE(outliers[0]["arm"].get<std::string>(), std::string("control"));
        QCOMPARE(outliers[0]["value"].get<double>(), 60.0);
        QVERIFY(outliers[0]["reason"].get<std::string>().find("z-score") != std::string::npos);

        Finding finding;
        finding.id = 1;
        finding.title = QStringLiteral("A slow repeat");
        finding.hypothesis = QStringLiteral("B is faster");
        const QString section =
            renderFindingSection(collectFindingEvidence(finding, control, candidate, request), 1);
        QVERIFY2(section.contains(QStringLiteral("(1 outlier")), qPrintable(section));
        QVERIFY2(section.contains(QStringLiteral("run-5 stands out")), qPrintable(section));
        QVERIFY2(section.contains(QStringLiteral("request 7")), qPrintable(section));
    }

    // However many requests stand out, a run takes one line: how many, and the worst against
    // its median; every request is still listed with its rule, on demand.
    void requestOutliersTakeOneLinePerRun()
    {
        Run run = repeat(4, 1, 100, 0);
        for (int i = 0; i < 20; ++i)
            run.samples.push_back(sample(i, 50.0 + i % 3, 500.0 + i % 5));
        run.samples[3].ttftMs = 1000.0;
        run.samples[8].ttftMs = 1500.0;
        run.samples[12].ttftMs = 4000.0; // the worst
        run.samples[15].ttftMs = 1200.0;
        const QString summary = requestOutlierSummary(run);
        QVERIFY2(summary.startsWith(QStringLiteral("Run run-4: 4 request")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("the worst request 12's TTFT at 4000.0 ms against "
                                                 "a median of 51.0 ms")),
                 qPrintable(summary));
        QVERIFY(summary.contains(QStringLiteral("kept in its numbers")));
        for (const char *other : {"request 3's", "request 8's", "request 15's", "z-score"})
            QVERIFY2(!summary.contains(QLatin1String(other)), other);
        QVERIFY(!summary.contains(u'\n'));

        const QStringList details = requestOutlierDetails(run);
        QCOMPARE(details.size(), 4);
        QVERIFY2(details.at(0).startsWith(QStringLiteral("request 3's TTFT 1000.0 ms (")) &&
                     details.at(0).contains(QStringLiteral("z-score")),
                 qPrintable(details.at(0)));

        // The comparison puts the one line in its notes and the four requests in its details.
        std::vector<Run> control;
        std::vector<Run> candidate;
        for (int i = 0; i < 6; ++i) {
            control.push_back(repeat(1 + 2 * i, 1, 100 + 0.1 * i, i));
            candidate.push_back(repeat(2 + 2 * i, 1, 110 + 0.1 * i, i));
        }
        candidate[1].samples = run.samples;
        ComparisonRequest request;
        request.metricName = QStringLiteral("output_tok_per_s");
        const ComparisonReport report = buildComparison(control, candidate, request);
        int lines = 0;
        for (const QString &note : report.notes)
            lines += note.startsWith(QStringLiteral("Run run-4:")) ? 1 : 0;
        QCOMPARE(lines, 1);
        QCOMPARE(report.requestOutlierDetails.size(), 4);
        QVERIFY2(report.requestOutlierDetails.at(0).startsWith(QStringLiteral("run-4 (id 4): "
                                                                              "request 3's TTFT")),
                 qPrintable(report.requestOutlierDetails.at(0)));
    }

    void runAmongItsRepeats()
    {
        std::vector<Run> arm{repeat(1, 1, 100, 0), repeat(2, 1, 101, 1),   repeat(3, 1, 60, 2),
                             repeat(4, 1, 99, 3),  repeat(5, 1, 100.5, 4), repeat(6, 8, 20, 0)};
        const RunAmongRepeats slow = runAmongRepeats(arm[2], arm);
        QCOMPARE(slow.repeats, 5); // the run at concurrency 8 is another point
        QCOMPARE(slow.outliers.size(), size_t(1));
        QCOMPARE(slow.outliers[0].runId, qint64(3));
        QVERIFY(slow.metrics.contains(QStringLiteral("output_tok_per_s")));
        const RunAmongRepeats typical = runAmongRepeats(arm[0], arm);
        QCOMPARE(typical.repeats, 5);
        QVERIFY(typical.outliers.empty());
        QCOMPARE(runAmongRepeats(arm[5], arm).repeats, 1);
    }
};

QTEST_GUILESS_MAIN(TestOutlierFlags)
#include "tst_outlierflags.moc"
