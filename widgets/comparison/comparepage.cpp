// ComparePage: layout, the two arms, requests, and the verdict dialog. Showing a comparison
// is in comparepage_report.cpp.
#include "widgets/comparison/comparepage.h"

#include "models/comparison/comparisonpointsmodel.h"
#include "widgets/common/elidedlabel.h"
#include "widgets/comparison/comparisontableproxy.h"
#include "widgets/comparison/comparisontext.h"
#include "widgets/comparison/configdiffview.h"
#include "widgets/comparison/gatelistview.h"
#include "widgets/comparison/runsetzone.h"
#include "widgets/findings/recordverdictdialog.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTableView>
#include <QTimer>
#include <QToolButton>

#include <algorithm>

namespace lanebook {

namespace {

// Appends the runs not yet in `arm`, in the order given.
void addRuns(QList<qint64> &arm, const QList<qint64> &runIds)
{
    for (qint64 id : runIds) {
        if (!arm.contains(id))
            arm << id;
    }
}

void removeAll(QList<qint64> &arm, const QList<qint64> &runIds)
{
    arm.removeIf([&runIds](qint64 id) { return runIds.contains(id); });
}

} // namespace

ComparePage::ComparePage(QWidget *parent)
    : QWidget(parent)
    , m_requestTimer(new QTimer(this))
    , m_pointsModel(new ComparisonPointsModel(this))
    , m_proxy(new ComparisonTableProxy(this))
{
    setObjectName(QStringLiteral("comparePage"));
    qRegisterMetaType<lanebook::VerdictRecord>();
    qRegisterMetaType<lanebook::ComparisonSnapshot>();
    // Several edits in one go (swap, a drop of many runs) make one request.
    m_requestTimer->setSingleShot(true);
    m_requestTimer->setInterval(0);
    connect(m_requestTimer, &QTimer::timeout, this, &ComparePage::requestComparison);
    m_proxy->setSourceModel(m_pointsModel);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->addWidget(createArms());
    layout->addWidget(createToolbar());
    layout->addWidget(createReport(), 1);
    setState(State::NoArms);
}

ComparePage::~ComparePage() = default;

QWidget *ComparePage::createArms()
{
    m_controlZone = new RunSetZone(ComparisonArm::Control);
    m_candidateZone = new RunSetZone(ComparisonArm::Candidate);
    for (RunSetZone *zone : {m_controlZone, m_candidateZone}) {
        const ComparisonArm arm = zone->arm();
        zone->setFixedHeight(zone->fontMetrics().lineSpacing() * 8);
        connect(zone, &RunSetZone::runsDropped, this,
                [this, arm](const QList<qint64> &ids) { editArm(arm, ArmEdit::Add, ids); });
        connect(zone, &RunSetZone::removeRequested, this,
                [this, arm](const QList<qint64> &ids) { removeRuns(arm, ids); });
        connect(zone, &RunSetZone::clearRequested, this,
                [this, arm] { editArm(arm, ArmEdit::Replace, {}); });
    }
    auto *swap = new QToolButton;
    swap->setObjectName(QStringLiteral("swapArmsButton"));
    swap->setText(QStringLiteral("⇄"));
    swap->setToolTip(tr("Swap control and candidate"));
    swap->setAutoRaise(true);
    connect(swap, &QToolButton::clicked, this, &ComparePage::swapArms);

    auto *arms = new QWidget;
    auto *layout = new QHBoxLayout(arms);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_controlZone, 1);
    layout->addWidget(swap);
    layout->addWidget(m_candidateZone, 1);
    return arms;
}

QWidget *ComparePage::createToolbar()
{
    m_metricCombo = new QComboBox;
    m_metricCombo->setObjectName(QStringLiteral("compareMetricCombo"));
    m_metricCombo->setToolTip(tr("The metric compared: those both arms record. Each run's "
                                 "throughput is chosen unless you pick another."));
    m_metricCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_metricCombo->setMinimumContentsLength(22);
    connect(m_metricCombo, &QComboBox::activated, this, &ComparePage::chooseMetric);
    auto *metricLabel = new QLabel(tr("&Metric:"));
    metricLabel->setBuddy(m_metricCombo);

    // Names a finding, or says why a verdict was not recorded: elided, whole in the tooltip,
    // so the bar above the report never asks for more width than the page has.
    m_verdictStatus = new ElidedLabel;
    m_verdictStatus->setObjectName(QStringLiteral("verdictStatusLabel"));
    m_recordButton = new QPushButton(tr("Record Verdict…"));
    m_recordButton->setObjectName(QStringLiteral("recordVerdictButton"));
    m_recordButton->setToolTip(tr("Decide a finding with this comparison: adopted, negative, "
                                  "inconclusive or invalid, with the reason"));
    connect(m_recordButton, &QPushButton::clicked, this, &ComparePage::openRecordVerdictDialog);

    auto *bar = new QWidget;
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 4, 0, 4);
    layout->addWidget(metricLabel);
    layout->addWidget(m_metricCombo);
    layout->addStretch(1);
    layout->addWidget(m_verdictStatus);
    layout->addWidget(m_recordButton);
    return bar;
}

QLabel *ComparePage::addSection(QVBoxLayout *layout, const QString &title)
{
    auto *label = new QLabel(title);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    label->setFont(font);
    label->setContentsMargins(0, 10, 0, 0); // a margin, not a spacer: it hides with the title
    layout->addWidget(label);
    return label;
}

QWidget *ComparePage::createReport()
{
    m_banner = new QFrame;
    m_banner->setObjectName(QStringLiteral("verdictBanner"));
    m_banner->setFrameShape(QFrame::StyledPanel);
    m_banner->setAutoFillBackground(true);
    m_headline = new QLabel;
    m_headline->setObjectName(QStringLiteral("verdictHeadline"));
    QFont big = m_headline->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.35);
    m_headline->setFont(big);
    m_headline->setWordWrap(true);
    m_detail = new QLabel;
    m_detail->setObjectName(QStringLiteral("verdictDetail"));
    m_detail->setWordWrap(true);
    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("comparisonMessage"));
    m_message->setWordWrap(true);
    for (QLabel *label : {m_headline, m_detail, m_message}) {
        label->setTextFormat(Qt::PlainText);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    // Neutral, outside the banner: a metric that gave way is information, not a verdict.
    m_metricNote = new QLabel;
    m_metricNote->setObjectName(QStringLiteral("metricSwitchNote"));
    m_metricNote->setWordWrap(true);
    m_metricNote->setTextFormat(Qt::PlainText);
    m_metricNote->hide();
    auto *bannerLayout = new QVBoxLayout(m_banner);
    bannerLayout->setContentsMargins(12, 10, 12, 10);
    bannerLayout->addWidget(m_headline);
    bannerLayout->addWidget(m_detail);
    bannerLayout->addWidget(m_message);

    m_heldLabel = new QLabel;
    m_heldLabel->setObjectName(QStringLiteral("heldPointLabel"));
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setModel(m_proxy);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    // Sized to its rows in fitTable(): the page scrolls down as one report. Sideways the table
    // scrolls itself when its columns are wider than the page: held at its columns' width, it
    // pushed the whole page (headline and gate reasons included) past the right edge at
    // 1280x800.
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_statistics = new QLabel;
    m_statistics->setObjectName(QStringLiteral("comparisonStatistics"));
    m_statistics->setWordWrap(true);
    m_statistics->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_quality = new QLabel;
    m_quality->setObjectName(QStringLiteral("comparisonQuality"));
    m_speculative = new QLabel;
    m_speculative->setObjectName(QStringLiteral("comparisonSpeculative"));
    m_cache = new QLabel;
    m_cache->setObjectName(QStringLiteral("comparisonPrefixCache"));
    for (QLabel *label : {m_quality, m_speculative, m_cache}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }

    m_gates = new GateListView;
    m_gates->setObjectName(QStringLiteral("comparisonGates"));
    m_diff = new ConfigDiffView;
    m_diff->setObjectName(QStringLiteral("configDiff"));
    m_notes = new QLabel;
    m_notes->setObjectName(QStringLiteral("comparisonNotes"));
    m_notes->setWordWrap(true);
    m_notes->setTextFormat(Qt::PlainText);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *report = new QWidget;
    report->setObjectName(QStringLiteral("comparisonReport"));
    auto *layout = new QVBoxLayout(report);
    layout->setContentsMargins(0, 0, 8, 12);
    layout->addWidget(m_metricNote);
    layout->addWidget(m_banner);
    layout->addSpacing(6);
    layout->addWidget(m_heldLabel);
    layout->addWidget(m_table);
    layout->addWidget(m_statistics);
    m_qualityTitle = addSection(layout, tr("Quality beside speed"));
    layout->addWidget(m_quality);
    m_speculativeTitle = addSection(layout, tr("Speculative decoding"));
    m_speculativeTitle->setObjectName(QStringLiteral("comparisonSpeculativeTitle"));
    layout->addWidget(m_speculative);
    m_cacheTitle = addSection(layout, tr("Prefix cache and TTFT by turn"));
    m_cacheTitle->setObjectName(QStringLiteral("comparisonPrefixCacheTitle"));
    layout->addWidget(m_cache);
    m_gatesTitle = addSection(layout, tr("Gates"));
    layout->addWidget(m_gates);
    m_diffTitle = addSection(layout, tr("Config diff"));
    layout->addWidget(m_diff);
    m_notesTitle = addSection(layout, tr("Notes"));
    layout->addWidget(m_notes);
    layout->addStretch(1);

    m_scroll = new QScrollArea;
    m_scroll->setWidget(report);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    return m_scroll;
}

RunSetZone *ComparePage::zone(ComparisonArm arm) const
{
    return arm == ComparisonArm::Control ? m_controlZone : m_candidateZone;
}

void ComparePage::setSnapshot(const RunTableSnapshotPtr &snapshot)
{
    m_snapshot = snapshot;
    for (RunSetZone *zone : {m_controlZone, m_candidateZone}) {
        QList<QPair<qint64, QString>> runs;
        for (qint64 id : zone->arm() == ComparisonArm::Control ? m_control : m_candidate)
            runs.append({id, labelOf(id)});
        zone->setRuns(runs);
    }
}

QString ComparePage::labelOf(qint64 runId) const
{
    if (!m_snapshot)
        return {};
    const auto &rows = m_snapshot->rows; // ordered by id
    const auto it = std::lower_bound(rows.begin(), rows.end(), runId,
                                     [](const auto &row, qint64 id) { return row.id < id; });
    return it != rows.end() && it->id == runId ? it->label : QString();
}

void ComparePage::setArms(const QList<qint64> &controlRunIds, const QList<qint64> &candidateRunIds)
{
    m_control.clear();
    m_candidate.clear();
    addRuns(m_candidate, candidateRunIds);
    addRuns(m_control, controlRunIds);
    removeAll(m_control, m_candidate);
    armsEdited();
}

void ComparePage::editArm(ComparisonArm arm, ArmEdit edit, const QList<qint64> &runIds)
{
    QList<qint64> &target = arm == ComparisonArm::Control ? m_control : m_candidate;
    QList<qint64> &other = arm == ComparisonArm::Control ? m_candidate : m_control;
    if (edit == ArmEdit::Replace)
        target.clear();
    addRuns(target, runIds);
    removeAll(other, runIds);
    armsEdited();
}

void ComparePage::removeRuns(ComparisonArm arm, const QList<qint64> &runIds)
{
    removeAll(arm == ComparisonArm::Control ? m_control : m_candidate, runIds);
    armsEdited();
}

void ComparePage::swapArms()
{
    std::swap(m_control, m_candidate);
    armsEdited();
}

void ComparePage::clear()
{
    m_control.clear();
    m_candidate.clear();
    m_metric.clear();
    m_findings.clear();
    armsEdited();
}

namespace {

// Not QList's ==: Qt 6.4 compares two empty lists with memcmp(data, nullptr, 0) when one of
// them has kept its buffer after clear(), which is undefined behaviour (UBSan stops the
// sanitize suite there); std::equal compares nothing when the sizes are 0.
bool sameRuns(const QList<qint64> &a, const QList<qint64> &b)
{
    return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend());
}

} // namespace

void ComparePage::armsEdited()
{
    // "Recorded: …" speaks of the arms it was recorded for; other arms have no verdict yet.
    if (!sameRuns(m_control, m_verdictArms.first) || !sameRuns(m_candidate, m_verdictArms.second)) {
        m_verdictStatus->clear();
        m_verdictArms = {};
    }
    m_replacedMetric.clear(); // the note speaks of the answer to these arms only
    setSnapshot(m_snapshot);
    Q_EMIT armsChanged(static_cast<int>(m_control.size()), static_cast<int>(m_candidate.size()));
    if (m_control.isEmpty() || m_candidate.isEmpty()) {
        m_requestTimer->stop();
        m_requestPending = false;
        m_waiting = false;
        setState(State::NoArms);
        return;
    }
    m_requestPending = true;
    setState(State::Waiting);
    m_requestTimer->start();
}

void ComparePage::chooseMetric(int index)
{
    const QString metric = m_metricCombo->itemData(index).toString();
    if (metric.isEmpty() || (m_shown && metric == m_shown->report.metricName && !isWaiting()))
        return;
    m_metric = metric;
    m_preferredMetric = metric;
    Q_EMIT metricChosen(metric);
    armsEdited();
}

void ComparePage::setPreferredMetric(const QString &metricName)
{
    m_preferredMetric = metricName.trimmed();
}

void ComparePage::requestComparison()
{
    if (m_control.isEmpty() || m_candidate.isEmpty())
        return;
    m_requestPending = false;
    m_waiting = true;
    m_requestedControl = m_control;
    m_requestedCandidate = m_candidate;
    m_requestedMetric = m_metric;
    Q_EMIT compareRequested(m_control, m_candidate, m_metric);
}

void ComparePage::setFindings(const std::vector<FindingRef> &findings)
{
    m_findings = findings;
}

void ComparePage::openRecordVerdictDialog()
{
    const ComparisonReport *report = shownReport();
    if (!report)
        return;
    auto *dialog =
        new RecordVerdictDialog(m_findings, suggestedFindingVerdict(*report), summaryLine(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The arms are taken now: the verdict is about the comparison the user was looking at.
    const std::vector<qint64> control = m_shown->controlRunIds;
    const std::vector<qint64> candidate = m_shown->candidateRunIds;
    const QString metric = report->metricName;
    connect(dialog, &QDialog::accepted, this, [this, dialog, control, candidate, metric] {
        VerdictRecord record = dialog->record();
        record.controlRunIds = control;
        record.candidateRunIds = candidate;
        record.metricName = metric; // the export compares and charts what was judged
        m_verdictStatus->setText(tr("Recording the verdict…"));
        m_verdictArms = {m_control, m_candidate};
        Q_EMIT recordVerdictRequested(record);
    });
    dialog->open();
}

void ComparePage::showVerdictRecorded(qint64 findingId, const VerdictRecord &record)
{
    QString title = record.title;
    for (const FindingRef &finding : m_findings) {
        if (finding.id == findingId && title.isEmpty())
            title = finding.title;
    }
    m_verdictStatus->setText(tr("Recorded: %1 on finding #%2 “%3”")
                                 .arg(findingVerdictTitle(record.verdict))
                                 .arg(findingId)
                                 .arg(title));
}

void ComparePage::showVerdictFailed(const QString &error)
{
    m_verdictStatus->setText(tr("The verdict was not recorded: %1").arg(error));
}

} // namespace lanebook
