// The Charts tab's choices and the Compare tab's metric survive a restart: a first session on a
// real notebook chooses them with the controls (as a user's clicks do), the window closes, and
// a second window with the same settings file shows the same chart and compares the same
// metric. Choices the program makes itself (a notebook's suggested chart) are not remembered.
#include "app/gui/chartswiring.h"
#include "app/gui/compositionroot.h"
#include "app/gui/settings.h"
#include "backends/notebook/notebookstore.h"
#include "widgets/charts/chartspage.h"
#include "widgets/comparison/comparepage.h"
#include "widgets/shell/mainwindow.h"

#include "comparisonfixture.h"

#include <QComboBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace lanebook;
using namespace lanebook::test;

namespace {

// As a user picks an entry: the index changes, then the box says it was activated.
void pick(QComboBox *combo, const QVariant &data)
{
    const int index = combo->findData(data);
    QVERIFY2(index >= 0, qPrintable(combo->objectName() + u' ' + data.toString()));
    combo->setCurrentIndex(index);
    Q_EMIT combo->activated(index);
}

struct Session
{
    explicit Session(const QString &settingsPath)
        : settings(settingsPath)
        , root(&window, &settings)
    {
        window.show();
    }

    Settings settings;
    MainWindow window;
    CompositionRoot root;
};

} // namespace

class TestGuiChoices : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void chartAndCompareChoicesSurviveARestart();
    void suggestionsAreNotRemembered();

private:
    void openNotebook(Session &session);

    QTemporaryDir m_dir;
    QString m_notebook;
    QList<qint64> m_control;
    QList<qint64> m_candidate;
};

void TestGuiChoices::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_notebook = m_dir.filePath(QStringLiteral("choices.lanebook"));
    NotebookStore store;
    QVERIFY2(store.open(m_notebook), qPrintable(store.lastError()));
    const Arms arms = interleavedWave({10, 64}, 3, 1.08);
    for (const Run &run : arms.control)
        m_control << store.runs().insertRun(run).valueOr(0);
    for (const Run &run : arms.candidate)
        m_candidate << store.runs().insertRun(run).valueOr(0);
    QVERIFY(!m_control.contains(0) && !m_candidate.contains(0));
}

void TestGuiChoices::openNotebook(Session &session)
{
    auto *charts = session.root.findChild<ChartsWiring *>();
    QVERIFY(charts);
    QSignalSpy shown(charts, &ChartsWiring::runsShown);
    session.root.openNotebook(m_notebook);
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 20000);
    QCOMPARE(shown.last().at(0).toInt(), int(m_control.size() + m_candidate.size()));
}

void TestGuiChoices::chartAndCompareChoicesSurviveARestart()
{
    const QString ini = m_dir.filePath(QStringLiteral("restart.ini"));
    const QString metric = QStringLiteral("median_ttft_ms");
    ChartOptions chosen;
    {
        Session first(ini);
        openNotebook(first);
        ChartsPage *page = first.root.findChild<ChartsWiring *>()->page();
        QSignalSpy changed(page, &ChartsPage::choicesChanged);
        pick(page->kindCombo(), chartKindId(ChartKind::ThroughputVsContext));
        pick(page->metricCombo(), QStringLiteral("output_tok_per_s"));
        pick(page->findChild<QComboBox *>(QStringLiteral("chartGroupingCombo")),
             static_cast<int>(SeriesGrouping::Config));
        pick(page->findChild<QComboBox *>(QStringLiteral("chartErrorBarsCombo")),
             static_cast<int>(ErrorBars::Ci95));
        auto *yScale = page->findChild<QComboBox *>(QStringLiteral("chartYScaleCombo"));
        QVERIFY(yScale && yScale->currentData().toInt() == static_cast<int>(YScale::Automatic));
        pick(yScale, static_cast<int>(YScale::Log));
        QCOMPARE(changed.size(), 5);
        chosen = page->options();
        QCOMPARE(chosen.kind, ChartKind::ThroughputVsContext);
        QCOMPARE(chosen.yMetric, QStringLiteral("output_tok_per_s"));
        QCOMPARE(chosen.yScale, YScale::Log);

        // The Compare tab: the builder's metric first, then the user's.
        ComparePage *compare = first.window.comparePage();
        QCOMPARE(compare->preferredMetric(), QString());
        first.window.compareRuns(m_control, m_candidate);
        QTRY_VERIFY_WITH_TIMEOUT(compare->shownReport(), 20000);
        QVERIFY(compare->shownReport()->metricName != metric);
        const int index = compare->metricCombo()->findData(metric);
        QVERIFY(index >= 0);
        compare->metricCombo()->setCurrentIndex(index);
        Q_EMIT compare->metricCombo()->activated(index);
        QTRY_VERIFY_WITH_TIMEOUT(compare->shownReport() && !compare->isWaiting() &&
                                     compare->shownReport()->metricName == metric,
                                 20000);
        first.window.close();
    }

    Settings stored(ini);
    QVERIFY(stored.chartChoices());
    QCOMPARE(stored.chartChoices()->kind, chosen.kind);
    QCOMPARE(stored.compareMetric(), metric);

    Session second(ini);
    openNotebook(second);
    ChartsPage *page = second.root.findChild<ChartsWiring *>()->page();
    page->rebuildNow();
    const ChartOptions restored = page->options();
    QCOMPARE(restored.kind, chosen.kind);
    QCOMPARE(restored.yMetric, chosen.yMetric);
    QCOMPARE(restored.grouping, SeriesGrouping::Config);
    QCOMPARE(restored.errorBars, ErrorBars::Ci95);
    QCOMPARE(restored.yScale, YScale::Log);
    QCOMPARE(restored.includeInvalid, chosen.includeInvalid);

    ComparePage *compare = second.window.comparePage();
    QCOMPARE(compare->preferredMetric(), metric);
    second.window.compareRuns(m_control, m_candidate);
    QTRY_VERIFY_WITH_TIMEOUT(compare->shownReport() && !compare->isWaiting(), 20000);
    QCOMPARE(compare->shownReport()->metricName, metric);
    QCOMPARE(compare->metricCombo()->currentData().toString(), metric);
}

void TestGuiChoices::suggestionsAreNotRemembered()
{
    const QString ini = m_dir.filePath(QStringLiteral("suggested.ini"));
    {
        Session session(ini);
        openNotebook(session);
        session.window.compareRuns(m_control, m_candidate);
        QTRY_VERIFY_WITH_TIMEOUT(session.window.comparePage()->shownReport(), 20000);
        session.window.close();
    }
    Settings stored(ini);
    QVERIFY(!stored.chartChoices());
    QCOMPARE(stored.compareMetric(), QString());
}

QTEST_MAIN(TestGuiChoices)
#include "tst_guichoices.moc"
