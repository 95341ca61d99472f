// A lane's SLO in the real window, offscreen, on a real SQLite notebook: the lanes' SLOs are
// read into the notebook tree (its tooltip says it); "Lane SLO…" opens the dialog and what it
// returns lands in the notebook; a wave plan opened in the planner that names its lane and no
// SLO takes the lane's, and is saved naming none of its own.
#include "app/gui/compositionroot.h"
#include "app/gui/lanewiring.h"
#include "app/gui/settings.h"
#include "app/gui/wavewiring.h"
#include "backends/notebook/notebookstore.h"
#include "backends/notebook/read/notebookreader.h"
#include "models/notebooktree/notebooktreemodel.h"
#include "models/waves/waveplanjson.h"
#include "widgets/shell/laneslodialog.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/notebooktreeview.h"
#include "widgets/waves/waveplanner.h"
#include "widgets/waves/wavespage.h"

#include <QDoubleSpinBox>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace lanebook;

namespace {

const QString kLane = QStringLiteral("Llama-3.1-8B-Instruct · H100");

Slo sloOf(const char *text)
{
    return Slo::fromText(QString::fromLatin1(text)).value();
}

// The lane node of the tree, or an invalid index.
QModelIndex laneNode(const NotebookTreeModel *model, const QString &lane)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, NotebookTreeModel::NameColumn);
        if (index.data(NotebookTreeModel::LaneNameRole).toString() == lane)
            return index;
    }
    return {};
}

} // namespace

class TestGuiLaneSlo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // The plan draft goes to the test's own data folder, never the user's.
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(WaveWiring::draftPath());
    }

    void laneSloIsShownEditedAndTakenByAPlan()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString notebook = dir.filePath(QStringLiteral("lanes.lanebook"));
        {
            NotebookStore store;
            QVERIFY2(store.open(notebook), qPrintable(store.lastError()));
            Run run;
            run.label = QStringLiteral("llama8b-fp8-c64");
            run.model = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");
            run.config = {{"gpu", "H100"}};
            run.setMetric(QStringLiteral("output_tok_per_s"), 3120.25);
            QVERIFY(store.runs().insertRun(run));
            // Two measured runs with their requests, stored before the lane had an SLO: the
            // control's first tokens at 100-300 ms, the candidate's at 100-200 ms.
            for (const auto &[label, slowestMs] :
                 {std::pair{"control-r1", 300.0}, std::pair{"candidate-r1", 200.0}}) {
                Run measured = run;
                measured.label = QString::fromLatin1(label);
                measured.format = RunFormat::Lanebook;
                measured.setMetric(QStringLiteral("duration_s"), 10.0);
                for (int i = 0; i < 10; ++i) {
                    RequestSample sample;
                    sample.index = i;
                    sample.ttftMs = 100.0 + (slowestMs - 100.0) * i / 9.0;
                    sample.e2elMs = *sample.ttftMs + 500.0;
                    sample.outputTokens = 50;
                    measured.samples.push_back(sample);
                }
                QVERIFY(store.runs().insertRun(measured));
            }
            const Expected<LaneRecord> set =
                store.lanes().setSlo(kLane, sloOf("ttft_ms=200"), false);
            QVERIFY2(set, qPrintable(set.error()));
        }
        Settings settings(dir.filePath(QStringLiteral("settings.ini")));
        MainWindow window;
        CompositionRoot root(&window, &settings);
        auto *lanes = root.findChild<LaneWiring *>();
        QVERIFY(lanes);
        QSignalSpy shown(lanes, &LaneWiring::laneSlosShown);
        window.show();
        root.openNotebook(notebook);
        QTRY_COMPARE(shown.size(), 1);
        QCOMPARE(shown.at(0).at(0).toInt(), 1);
        const NotebookTreeModel *tree = window.notebookTree()->treeModel();
        QTRY_VERIFY(laneNode(tree, kLane).isValid());
        QVERIFY2(laneNode(tree, kLane)
                     .data(Qt::ToolTipRole)
                     .toString()
                     .contains(QStringLiteral("SLO: ttft_ms=200")),
                 qPrintable(laneNode(tree, kLane).data(Qt::ToolTipRole).toString()));

        // "Lane SLO…": the dialog opens with the lane's SLO; a tighter TTFT and a TPOT bound
        // are saved, read back and shown.
        bool dialogSeen = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<LaneSloDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            dialogSeen = true;
            QCOMPARE(dialog->ttftBox()->value(), 200.0);
            dialog->ttftBox()->setValue(150.0);
            dialog->tpotBox()->setValue(40.0);
            dialog->accept();
        });
        Q_EMIT window.notebookTree()->laneSloEditRequested(kLane);
        QVERIFY(dialogSeen);
        QTRY_COMPARE(shown.size(), 2);
        QCOMPARE(tree->laneSlo(kLane), std::optional<Slo>(sloOf("ttft_ms=150,tpot_ms=40")));
        {
            NotebookStore reader;
            QVERIFY(reader.open(notebook, NotebookStore::Access::ReadOnly));
            QCOMPARE(reader.lanes().slo(kLane),
                     std::optional<Slo>(sloOf("ttft_ms=150,tpot_ms=40")));
        }

        // The Compare tab's read judges the runs against the lane's SLO, as the CLI does, and
        // its notes say so: TTFT <= 150 ms is met by 3 of the control's requests (100, 122,
        // 144 ms) and 5 of the candidate's (100 to 144 ms), 50 tokens each over 10 s.
        {
            NotebookStore reader;
            QVERIFY(reader.open(notebook, NotebookStore::Access::ReadOnly));
            const qint64 control = *reader.runs().resolve(QStringLiteral("control-r1"));
            const qint64 candidate = *reader.runs().resolve(QStringLiteral("candidate-r1"));
            const ComparisonSnapshot snapshot =
                NotebookReader::comparison(notebook, {control}, {candidate},
                                           QStringLiteral("goodput_tok_per_s"))
                    .result();
            QVERIFY2(snapshot.error.isEmpty(), qPrintable(snapshot.error));
            QVERIFY2(!snapshot.report.notes.isEmpty() &&
                         snapshot.report.notes.first().startsWith(
                             QStringLiteral("Judged against the SLO of lane ") + kLane +
                             QStringLiteral(": ttft_ms=150,tpot_ms=40")),
                     qPrintable(snapshot.report.notes.join(u'\n')));
            QCOMPARE(snapshot.report.points.size(), size_t(1));
            QCOMPARE(snapshot.report.points[0].controlMedian, std::optional<double>(3 * 50 / 10.0));
            QCOMPARE(snapshot.report.points[0].candidateMedian,
                     std::optional<double>(5 * 50 / 10.0));
        }

        // A plan that names the lane and no SLO takes the lane's, before its search is checked.
        auto *waves = root.findChild<WaveWiring *>();
        QVERIFY(waves);
        WavePlanner *planner = waves->page()->planner();
        WavePlan example = WavePlanner::examplePlan();
        example.lane = kLane;
        example.slo.reset();
        example.workload.concurrency = {4};
        example.search = WaveLoadSearch{};
        nlohmann::json json = wavePlanToJson(example);
        json.erase("slo");
        const QString planPath = dir.filePath(QStringLiteral("search.json"));
        {
            QFile file(planPath);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray::fromStdString(json.dump(2)));
        }
        Q_EMIT planner->openPlanRequested(planPath);
        QVERIFY2(planner->problems().isEmpty(), qPrintable(planner->problems().join(u'\n')));
        QCOMPARE(planner->plan().slo, std::optional<Slo>(sloOf("ttft_ms=150,tpot_ms=40")));
        QVERIFY(planner->plan().sloFromLane);

        // Saved, it names none of its own: the lane's SLO stays the lane's.
        const QString savedPath = dir.filePath(QStringLiteral("saved.json"));
        Q_EMIT planner->savePlanRequested(savedPath, planner->plan());
        QFile saved(savedPath);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const nlohmann::json savedJson = nlohmann::json::parse(saved.readAll().toStdString());
        QVERIFY(!savedJson.contains("slo"));
        QCOMPARE(savedJson.value("lane", std::string()), kLane.toStdString());
        QFile::remove(WaveWiring::draftPath());
    }
};

QTEST_MAIN(TestGuiLaneSlo)
#include "tst_guilaneslo.moc"
