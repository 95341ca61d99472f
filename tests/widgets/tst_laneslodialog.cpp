// A lane's SLO in the window: the notebook tree offers "Lane SLO…" on a lane (not on a run, a
// finding or the runs without a lane) and says which lane; LaneSloDialog shows the lane's
// bounds, returns what was typed (0 is none, all none clears), and "No SLO" empties it.
#include "models/notebooktree/notebooktreemodel.h"
#include "models/snapshotfixture.h"
#include "widgets/shell/laneslodialog.h"
#include "widgets/shell/notebooktreeview.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

#include <memory>

using namespace lanebook;

class TestLaneSloDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsAndReturnsTheBounds()
    {
        const Slo current = Slo::fromText(QStringLiteral("ttft_ms=200,tpot_ms=50")).value();
        LaneSloDialog dialog(QStringLiteral("Llama-3.1-8B-Instruct · H100"), current);
        QVERIFY(dialog.windowTitle().contains(QStringLiteral("Llama-3.1-8B-Instruct · H100")));
        QCOMPARE(dialog.ttftBox()->value(), 200.0);
        QCOMPARE(dialog.tpotBox()->value(), 50.0);
        // An unset bound reads "none", not "0 ms".
        QCOMPARE(dialog.itlBox()->value(), 0.0);
        QCOMPARE(dialog.itlBox()->text(), QStringLiteral("none"));
        QCOMPARE(dialog.slo(), std::optional<Slo>(current));

        dialog.itlBox()->setValue(80.0);
        dialog.ttftBox()->setValue(0.0);
        QCOMPARE(dialog.slo(), Slo::fromText(QStringLiteral("tpot_ms=50,itl_ms=80")).value());

        dialog.clearButton()->click();
        for (const QDoubleSpinBox *box :
             {dialog.ttftBox(), dialog.tpotBox(), dialog.itlBox(), dialog.e2eBox()})
            QCOMPARE(box->value(), 0.0);
        QVERIFY(!dialog.slo());

        // Bounds finer than the boxes show come back exactly when untouched: a lane set to
        // 12.25 ms from the CLI is not saved back as 12.3 ms because another bound changed.
        const Slo fine = Slo::fromText(QStringLiteral("ttft_ms=199.96,tpot_ms=12.25")).value();
        dialog.setSlo(fine);
        QCOMPARE(dialog.slo(), std::optional<Slo>(fine));
        dialog.e2eBox()->setValue(5000.0);
        QCOMPARE(dialog.slo(),
                 Slo::fromText(QStringLiteral("ttft_ms=199.96,tpot_ms=12.25,e2e_ms=5000")).value());
        // One the user changed is what the box says.
        dialog.tpotBox()->setValue(20.0);
        QCOMPARE(dialog.slo()->tpotMs, std::optional<double>(20.0));
        QCOMPARE(dialog.slo()->ttftMs, std::optional<double>(199.96));

        // A lane without an SLO opens empty.
        LaneSloDialog empty(QStringLiteral("fresh lane"), std::nullopt);
        QVERIFY(!empty.slo());
        empty.e2eBox()->setValue(3000.0);
        QCOMPARE(empty.slo(), Slo::fromText(QStringLiteral("e2e_ms=3000")).value());
    }

    void treeOffersItOnLanesOnly()
    {
        NotebookTreeView tree;
        tree.setSnapshot(std::make_shared<const RunTableSnapshot>(test::realisticSnapshot()));
        NotebookTreeModel *model = tree.treeModel();
        QSignalSpy requested(&tree, &NotebookTreeView::laneSloEditRequested);

        const QModelIndex lane = model->index(1, NotebookTreeModel::NameColumn);
        QCOMPARE(lane.data().toString(), QStringLiteral("Llama-3.1-8B-Instruct · H100"));
        const std::unique_ptr<QMenu> menu(tree.contextMenuFor(lane));
        QVERIFY(menu);
        auto *action = menu->findChild<QAction *>(QStringLiteral("laneSloAction"));
        QVERIFY(action);
        action->trigger();
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.at(0).at(0).toString(), QStringLiteral("Llama-3.1-8B-Instruct · H100"));

        // A run, and the runs that have no lane: no lane to set an SLO on.
        QVERIFY(!std::unique_ptr<QMenu>(tree.contextMenuFor(model->index(0, 0, lane))));
        const QModelIndex noLane = model->index(3, NotebookTreeModel::NameColumn);
        QCOMPARE(noLane.data().toString(), QStringLiteral("(no lane)"));
        QVERIFY(!std::unique_ptr<QMenu>(tree.contextMenuFor(noLane)));
        QVERIFY(!std::unique_ptr<QMenu>(tree.contextMenuFor(QModelIndex())));
        QCOMPARE(requested.size(), 1);
    }
};

QTEST_MAIN(TestLaneSloDialog)
#include "tst_laneslodialog.moc"
