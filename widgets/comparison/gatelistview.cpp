#include "widgets/comparison/gatelistview.h"

#include "widgets/common/labelwrap.h"
#include "widgets/common/metricformat.h"
#include "widgets/common/runlabelstyle.h"
#include "widgets/comparison/comparisontext.h"

#include <QBoxLayout>
#include <QGridLayout>
#include <QLabel>

#include <algorithm>

namespace lanebook {

namespace {

QLabel *selectableLabel(const QString &text)
{
    auto *label = new QLabel(text);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString colouredMarker(const QColor &color, const QString &text)
{
    return QStringLiteral("<span style=\"color:%1\">●</span>&nbsp;<span style=\"color:%1\"><b>"
                          "%2</b></span>")
        .arg(color.name(), text.toHtmlEscaped());
}

} // namespace

GateListView::GateListView(QWidget *parent)
    : QWidget(parent)
{
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("gateStatusLabel"));
    m_status->setTextFormat(Qt::RichText);
    m_rows = new QWidget;
    m_grid = new QGridLayout(m_rows);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(12);
    m_grid->setVerticalSpacing(4);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status);
    layout->addWidget(m_rows);
}

void GateListView::clear()
{
    // The grid is rebuilt whole: a comparison has at most one row per gate (ten).
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_status->clear();
    m_gateCount = 0;
}

void GateListView::setJudgement(const Judgement &judgement)
{
    clear();
    const std::vector<GateResult> gates = ComparisonText::worstFirst(judgement.gates);
    m_gateCount = static_cast<int>(gates.size());
    if (gates.empty()) {
        m_status->setText(tr("No gate was evaluated."));
        return;
    }
    const RunStatus status = judgement.effectiveStatus();
    m_status->setText(tr("Status the gates suggest: %1")
                          .arg(QStringLiteral("<b style=\"color:%1\">%2</b>")
                                   .arg(ComparisonText::statusColor(status, palette()).name(),
                                        MetricFormat::statusTitle(status).toHtmlEscaped())));
    m_status->setToolTip(RunLabelStyle::statusToolTip(status));

    int row = 0;
    for (const GateResult &gate : gates) {
        auto *marker = new QLabel(
            colouredMarker(ComparisonText::gateColor(gate, palette()), gateOutcomeTitle(gate)));
        marker->setTextFormat(Qt::RichText);
        marker->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        auto *title = selectableLabel(gateTitle(gate.gate));
        title->setToolTip(gateId(gate.gate));
        title->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        auto *reason = selectableLabel(gate.reason);
        // A reason can name a run ("…_c512_r3 has …"): one unbreakable word that held the
        // Compare page 1,541 px wide at 1280x800 (the layout test's long label).
        LabelWrap::wrapAtAnyWidth(reason);
        reason->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        m_grid->addWidget(marker, row, 0);
        m_grid->addWidget(title, row, 1);
        m_grid->addWidget(reason, row, 2);
        ++row;
    }
    m_grid->setColumnStretch(2, 1);
}

} // namespace lanebook
