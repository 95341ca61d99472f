// The Runs table's Label cell: a coloured mark for the run's status (a failed run is not a
// plain row), and a narrow column that drops the shared start time before the middle, so the
// runs of a sweep (c64, c128) stay told apart. The Status column tells "no evidence recorded"
// (inconclusive) from "a gate found a problem" (diagnostic, invalid) by colour, shape, tooltip
// and header. Real table view, real delegate, real font.
#include "models/runtable/runtablemodel.h"
#include "widgets/common/metricformat.h"
#include "widgets/common/runlabelstyle.h"
#include "widgets/runs/runtabledelegate.h"

#include <QHeaderView>
#include <QTableView>
#include <QTest>

#include <map>

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

QImage picture(const QIcon &icon)
{
    return icon.pixmap(16, 16).toImage().convertToFormat(QImage::Format_ARGB32);
}

// The same image but for its colour: every pixel's alpha, which is the mark's shape.
QList<int> shapeOf(const QIcon &icon)
{
    const QImage image = picture(icon);
    QList<int> alphas;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            alphas << qAlpha(image.pixel(x, y));
    }
    return alphas;
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

    void statusColumnTellsNoEvidenceFromAProblem()
    {
        auto snapshot = std::make_shared<RunTableSnapshot>();
        const std::vector<RunStatus> statuses{RunStatus::Inconclusive, RunStatus::Diagnostic,
                                              RunStatus::Invalid, RunStatus::Unjudged,
                                              RunStatus::Valid};
        for (size_t i = 0; i < statuses.size(); ++i)
            snapshot->rows.push_back(
                row(static_cast<qint64>(i) + 1, QStringLiteral("run-%1").arg(i), statuses[i]));
        RunTableModel model;
        model.setSnapshot(snapshot);
        QTableView view;
        auto *delegate = new OpenDelegate;
        delegate->setParent(&view);
        view.setItemDelegate(delegate);
        view.setModel(&model);
        view.resize(800, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        std::map<RunStatus, QIcon> marks;
        std::map<RunStatus, QString> tips;
        for (int r = 0; r < int(statuses.size()); ++r) {
            const QModelIndex index = model.index(r, RunTableModel::StatusColumn);
            QStyleOptionViewItem option;
            option.initFrom(view.viewport());
            option.widget = &view;
            option.rect = view.visualRect(index);
            option.font = view.font();
            option.fontMetrics = view.fontMetrics();
            delegate->initStyleOption(&option, index);
            // A shape beside the word, not only a colour.
            QVERIFY(option.features & QStyleOptionViewItem::HasDecoration);
            QVERIFY(!option.icon.isNull());
            QCOMPARE(option.text, MetricFormat::statusTitle(statuses[size_t(r)]));
            marks[statuses[size_t(r)]] = option.icon;
            tips[statuses[size_t(r)]] = delegate->toolTip(index);
        }
        // No evidence: grey, and hollow (nothing inside, as nothing was recorded).
        const QColor noEvidence = RunLabelStyle::statusColor(RunStatus::Inconclusive);
        QVERIFY2(noEvidence.hsvSaturation() < 40, qPrintable(noEvidence.name()));
        QCOMPARE(centre(marks[RunStatus::Inconclusive]).alpha(), 0);
        // A problem: amber (a gate warned) and red-orange (a gate failed), filled.
        const QColor warned = RunLabelStyle::statusColor(RunStatus::Diagnostic);
        const QColor failed = RunLabelStyle::statusColor(RunStatus::Invalid);
        QVERIFY2(warned.hsvSaturation() > 150 && warned.hsvHue() >= 30 && warned.hsvHue() <= 60,
                 qPrintable(warned.name()));
        QVERIFY2(failed.hsvSaturation() > 150 && failed.hsvHue() >= 0 && failed.hsvHue() < 30,
                 qPrintable(failed.name()));
        QCOMPARE(centre(marks[RunStatus::Diagnostic]), warned);
        QCOMPARE(centre(marks[RunStatus::Invalid]), failed);
        // Each kind its own shape, told apart without colour: no evidence, a warning, a
        // failure, valid, and not judged yet.
        const QList<RunStatus> kinds{RunStatus::Inconclusive, RunStatus::Diagnostic,
                                     RunStatus::Invalid, RunStatus::Valid, RunStatus::Unjudged};
        for (qsizetype a = 0; a < kinds.size(); ++a) {
            for (qsizetype b = a + 1; b < kinds.size(); ++b)
                QVERIFY2(shapeOf(marks[kinds[a]]) != shapeOf(marks[kinds[b]]),
                         qPrintable(QStringLiteral("%1 and %2").arg(a).arg(b)));
        }

        // The tooltip says which it is, in words.
        QVERIFY2(tips[RunStatus::Inconclusive].startsWith(QLatin1String("No evidence recorded")),
                 qPrintable(tips[RunStatus::Inconclusive]));
        QVERIFY(tips[RunStatus::Inconclusive].contains(QLatin1String("no gate found a problem")));
        for (RunStatus problem : {RunStatus::Diagnostic, RunStatus::Invalid})
            QVERIFY2(tips[problem].startsWith(QLatin1String("A gate found a problem")),
                     qPrintable(tips[problem]));
        QVERIFY(delegate->toolTip(model.index(0, RunTableModel::LabelColumn)).isEmpty());
        // With a run's reason (the inspector), what to record follows the meaning.
        const QString withReason = RunLabelStyle::statusToolTip(
            RunStatus::Inconclusive,
            QStringLiteral("thermal/clocks: No telemetry was recorded (SM clock range)."));
        QVERIFY(withReason.endsWith(QLatin1String("No telemetry was recorded (SM clock range).")));

        // The header says what the statuses mean.
        const QString header =
            model.headerData(RunTableModel::StatusColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString();
        QVERIFY2(header.contains(QLatin1String("no evidence recorded")), qPrintable(header));
        QVERIFY2(header.contains(QLatin1String("a gate failed")), qPrintable(header));
    }

    // Shown under a comma-decimal locale, a reason's decimals take the comma; the address,
    // version and model name in a server's words stay as written (a German window once showed
    // "http://127,0,0,1:9").
    void decimalMarksOnlyInNumbers()
    {
        const QLocale german(QLocale::German, QLocale::Germany);
        QCOMPARE(
            MetricFormat::localized(
                QStringLiteral("no request completed: http://127.0.0.1:9/v1: refused"), german),
            QStringLiteral("no request completed: http://127.0.0.1:9/v1: refused"));
        QCOMPARE(
            MetricFormat::localized(QStringLiteral("Qwen2.5 on vLLM 0.11.0, report 0.2.1"), german),
            QStringLiteral("Qwen2.5 on vLLM 0.11.0, report 0.2.1"));
        QCOMPARE(
            MetricFormat::localized(QStringLiteral("p99 12.5 ms, +3.0 % (1.2 to 4.8)"), german),
            QStringLiteral("p99 12,5 ms, +3,0 % (1,2 to 4,8)"));
        QCOMPARE(MetricFormat::localized(QStringLiteral("ends with 2."), german),
                 QStringLiteral("ends with 2."));
        QCOMPARE(MetricFormat::localized(QStringLiteral("12.5 ms"), QLocale::c()),
                 QStringLiteral("12.5 ms"));
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
