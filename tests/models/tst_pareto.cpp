// The throughput frontier: exactly the non-dominated points of a set, against the definition
// checked pair by pair, on known sets and on random ones full of ties.
#include "models/frontier/pareto.h"

#include <QTest>

#include <cmath>
#include <random>
#include <set>

using namespace lanebook;

namespace {

// The definition, O(n^2): no other point at least as good on both axes and better on one.
std::set<std::size_t> nonDominated(const std::vector<FrontierPoint> &points)
{
    std::set<std::size_t> kept;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const FrontierPoint &p = points[i];
        if (std::isnan(p.x) || std::isnan(p.y))
            continue;
        bool dominated = false;
        for (const FrontierPoint &q : points) {
            if (q.x >= p.x && q.y >= p.y && (q.x > p.x || q.y > p.y))
                dominated = true;
        }
        if (!dominated)
            kept.insert(i);
    }
    return kept;
}

} // namespace

class TestPareto : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void knownSet()
    {
        // (per GPU, per user): a high-concurrency point, a low one, a balanced one, one
        // dominated by the balanced one, and a copy of the balanced one.
        const std::vector<FrontierPoint> points{{3000, 20}, {500, 120}, {1800, 60}, {1700, 55},
                                                {1800, 60}, {1800, 40}, {200, 120}};
        const std::vector<std::size_t> frontier = paretoFrontier(points);
        QCOMPARE(frontier, (std::vector<std::size_t>{1, 2, 4, 0}));
    }

    void emptyAndNaN()
    {
        QVERIFY(paretoFrontier({}).empty());
        const std::vector<FrontierPoint> points{{std::nan(""), 1000}, {10, 10}};
        QCOMPARE(paretoFrontier(points), (std::vector<std::size_t>{1}));
    }

    void randomSetsMatchTheDefinition()
    {
        std::mt19937 random(31);
        for (int round = 0; round < 300; ++round) {
            // A small grid makes ties on either axis common.
            std::uniform_int_distribution<int> coordinate(0, round % 2 == 0 ? 6 : 1000);
            std::vector<FrontierPoint> points(static_cast<std::size_t>(1 + round % 40));
            for (FrontierPoint &p : points)
                p = {double(coordinate(random)), double(coordinate(random))};
            const std::vector<std::size_t> frontier = paretoFrontier(points);
            const std::set<std::size_t> got(frontier.begin(), frontier.end());
            QCOMPARE(got.size(), frontier.size());
            QCOMPARE(got, nonDominated(points));
            for (std::size_t i = 1; i < frontier.size(); ++i)
                QVERIFY(points[frontier[i - 1]].x <= points[frontier[i]].x);
        }
    }
};

QTEST_GUILESS_MAIN(TestPareto)
#include "tst_pareto.moc"
