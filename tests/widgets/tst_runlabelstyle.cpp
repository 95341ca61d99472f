// The Runs table's Label cell: a coloured mark for the run's status (a failed run is not a
// plain row), and a narrow column that drops the shared start time before the middle, so the
// runs of a sweep (c64, c128) stay told apart. Real table view, real delegate, real font.
#include "models/runtable/runtablemodel.h"
#include "widgets/common/runlabelstyle.h"
#include "widgets/runs/runtabledelegate.h"

#include <QHeaderView>
#include <QTableView>
#include <QTest>

using namespace lanebook;

namespace {

// initStyleOption is what the view paints from; a test reads it through this door.
class OpenDelegate : public RunTableDelegate
{
public:
    using RunTableDelegate::initStyleOption;
};

RunTableSnapshot::Row row(qint64 id, const QString &label, RunStatus status)
{
    RunTableSnapshot::Row r;
    r.id = id;
    r.label = label;
    r.status = status;
    return r;
}

QColor centre(const QIcon &icon)
{
    const QImage image = icon.pixmap(16, 16).toImage();
    return image.pixelColor(image.width() / 2, image.height() / 2);
}

} // namespace

class TestRunLabelStyle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void labelCellsMarkTheStatusAndKeepWhatDiffers()
    {
        auto snapshot = std::make_shared<RunTableSnapshot>();
        snapshot->rows = {
            row(1, QStringLiteral("GLM-5-NVFP4-vllm-c64-20260214T123000Z"), RunStatus::Valid),
            row(2, QStringLiteral("GLM-5-NVFP4-vllm-c128-20260214T123000Z"), RunStatus::Failed),
            row(3, QStringLiteral("GLM-5-NVFP4-vllm-c256-20260214T123000Z"), RunStatus::Unjudged)};
        RunTableModel model;
        model.setSnapshot(snapshot);
        QTableView view;
        auto *delegate = new OpenDelegate;
        delegate->setParent(&view);
        view.setItemDelegate(delegate);
        view.setModel(&model);
        view.setTextElideMode(Qt::ElideMiddle);
        view.resize(600, 300);
        // Narrow enough that the whole label cannot show, wide enough for its stem.
        const QFontMetrics metrics(view.font());
        view.horizontalHeader()->resizeSection(
            RunTableModel::LabelColumn,
            metrics.horizontalAdvance(QStringLiteral("GLM-5-NVFP4-vllm-c128-…")) + 60);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        QStringList shown;
        QList<QColor> marks;
        for (int r = 0; r < 3; ++r) {
            const QModelIndex index = model.index(r, RunTableModel::LabelColumn);
            QStyleOptionViewItem option;
            option.initFrom(view.viewport());
            option.widget = &view;
            option.rect = view.visualRect(index);
            option.font = view.font();
            option.fontMetrics = metrics;
            option.textElideMode = Qt::ElideMiddle;
            delegate->initStyleOption(&option, index);
            QVERIFY(option.features & QStyleOptionViewItem::HasDecoration);
            QVERIFY(!option.icon.isNull());
            shown << option.text;
            marks << centre(option.icon);
        }
        QVERIFY2(shown.at(0).startsWith(QLatin1String("GLM-5-NVFP4-vllm-c64")),
                 qPrintable(shown.at(0)));
        QVERIFY2(shown.at(1).startsWith(QLatin1String("GLM-5-NVFP4-vllm-c128")),
                 qPrintable(shown.at(1)));
        QVERIFY2(!shown.at(0).contains(QLatin1String("20260214")), qPrintable(shown.at(0)));
        QCOMPARE(marks.at(0), RunLabelStyle::statusColor(RunStatus::Valid));
        QCOMPARE(marks.at(1), RunLabelStyle::statusColor(RunStatus::Failed));
        QVERIFY(marks.at(0) != marks.at(1));
        // Unjudged: a ring, empty inside, so the row keeps its indent without claiming a status.
        QCOMPARE(marks.at(2).alpha(), 0);
    }

    void statusesThatMustNotBeEvidenceStandApart()
    {
        const QColor valid = RunLabelStyle::statusColor(RunStatus::Valid);
        QVERIFY(RunLabelStyle::statusColor(RunStatus::Failed) != valid);
        QVERIFY(RunLabelStyle::statusColor(RunStatus::Invalid) != valid);
        QVERIFY(RunLabelStyle::statusColor(RunStatus::Invalid) !=
                RunLabelStyle::statusColor(RunStatus::Failed));
    }
};

QTEST_MAIN(TestRunLabelStyle)
#include "tst_runlabelstyle.moc"
