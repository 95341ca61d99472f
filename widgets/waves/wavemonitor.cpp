#include "widgets/waves/wavemonitor.h"

#include "models/text/numbertext.h"
#include "models/waves/wavelanemodel.h"
#include "models/waves/wavesearch.h"
#include "models/waves/wavetext.h"
#include "widgets/common/elidedlabel.h"
#include "widgets/waves/wavelaneproxy.h"

#include <QDateTime>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace lanebook {

WaveMonitor::WaveMonitor(QWidget *parent)
    : QWidget(parent)
    , m_lanes(new WaveLaneModel(this))
    , m_proxy(new WaveLaneProxy(this))
    , m_titleLabel(new ElidedLabel(tr("No wave running"), ElidedLabel::Elision::Middle))
    , m_statusLabel(new ElidedLabel)
    , m_progress(new QProgressBar)
    , m_pauseButton(new QPushButton(tr("Pause")))
    , m_skipButton(new QPushButton(tr("Skip step")))
    , m_abortButton(new QPushButton(tr("Abort wave")))
    , m_compareButton(new QPushButton(tr("Compare the Arms")))
    , m_laneView(new QTableView)
    , m_failedSteps(new QTableWidget(0, 5))
    , m_telemetryArea(new QGroupBox(tr("GPU telemetry")))
    , m_telemetryPlaceholder(new QLabel(
          tr("Per-GPU utilization, power, clocks and temperature appear here while a wave runs.")))
    , m_log(new QPlainTextEdit)
{
    m_proxy->setSourceModel(m_lanes);
    QFont titleFont = m_titleLabel->font();
    titleFont.setBold(true);
    m_titleLabel->setFont(titleFont);
    m_titleLabel->setObjectName(QStringLiteral("waveTitle"));
    m_statusLabel->setObjectName(QStringLiteral("waveStatus"));
    m_progress->setObjectName(QStringLiteral("waveProgress"));
    m_pauseButton->setObjectName(QStringLiteral("pauseButton"));
    m_skipButton->setObjectName(QStringLiteral("skipButton"));
    m_abortButton->setObjectName(QStringLiteral("abortButton"));
    m_pauseButton->setToolTip(tr("Hold the wave after the running step (a load is never "
                                 "paused half-way: a run with a gap measures nothing)."));
    m_skipButton->setToolTip(tr("End the running step now; it is not recorded."));
    m_abortButton->setToolTip(tr("End the running loads and the wave; servers are stopped."));
    m_compareButton->setObjectName(QStringLiteral("compareArmsButton"));
    m_compareButton->setToolTip(
        tr("Open the Compare tab on this wave's runs: the control arm against the candidate, "
           "paired by repeat, with the gates."));
    m_compareButton->hide();
    m_progress->setFormat(tr("%v of %m steps"));
    // The text stays readable beside a long status ("running · 15 s elapsed · about 13 s
    // left" squeezed it to "6 of 1").
    m_progress->setMinimumWidth(
        m_progress->fontMetrics().horizontalAdvance(tr("%1 of %2 steps").arg(888).arg(888)) + 24);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);

    auto *header = new QHBoxLayout;
    header->addWidget(m_titleLabel);
    header->addWidget(m_statusLabel, 1);
    header->addWidget(m_progress, 1);
    header->addWidget(m_pauseButton);
    header->addWidget(m_skipButton);
    header->addWidget(m_abortButton);
    header->addWidget(m_compareButton);

    m_laneView->setObjectName(QStringLiteral("laneView"));
    m_laneView->setModel(m_proxy);
    m_laneView->verticalHeader()->hide();
    m_laneView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_laneView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_laneView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Not Stretch: a stretched section shrinks below its name when the monitor is narrow ("Current
    // step" was cut to 45 px at 1280x800). Fitted by hand, it keeps its name and the view scrolls.
    m_laneView->horizontalHeader()->setSectionResizeMode(WaveLaneModel::StepColumn,
                                                         QHeaderView::Interactive);
    m_laneView->viewport()->installEventFilter(this);
    connect(m_laneView->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column) {
        if (column != WaveLaneModel::StepColumn)
            fitStepColumn();
    });

    m_failedSteps->setObjectName(QStringLiteral("failedStepsView"));
    m_failedSteps->setHorizontalHeaderLabels(
        {tr("Failed step"), tr("Arm"), tr("Repeat"), tr("Workload"), tr("Why")});
    m_failedSteps->verticalHeader()->hide();
    m_failedSteps->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_failedSteps->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_failedSteps->setWordWrap(true);
    m_failedSteps->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_failedSteps->horizontalHeader()->setStretchLastSection(true);
    m_failedSteps->hide();

    m_telemetryArea->setObjectName(QStringLiteral("telemetryArea"));
    m_telemetryPlaceholder->setAlignment(Qt::AlignCenter);
    m_telemetryPlaceholder->setWordWrap(true);
    m_telemetryPlaceholder->setEnabled(false);
    auto *telemetryLayout = new QVBoxLayout(m_telemetryArea);
    telemetryLayout->addWidget(m_telemetryPlaceholder);
    m_telemetryArea->setMinimumHeight(90);

    m_log->setObjectName(QStringLiteral("waveLog"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(2000);
    m_log->setPlaceholderText(tr("Server starts, canaries, failures and notes appear here."));

    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_laneView);
    splitter->addWidget(m_failedSteps);
    splitter->addWidget(m_telemetryArea);
    splitter->addWidget(m_log);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setStretchFactor(2, 2);
    splitter->setStretchFactor(3, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(splitter, 1);

    // The elapsed and remaining time move on between the runner's signals.
    auto *clockTimer = new QTimer(this);
    clockTimer->setInterval(1000);
    connect(clockTimer, &QTimer::timeout, this, [this] {
        if (m_running)
            updateHeader();
    });
    clockTimer->start();

    connect(m_pauseButton, &QPushButton::clicked, this, &WaveMonitor::togglePause);
    connect(m_skipButton, &QPushButton::clicked, this, &WaveMonitor::skipRequested);
    connect(m_abortButton, &QPushButton::clicked, this, &WaveMonitor::abortRequested);
    connect(m_compareButton, &QPushButton::clicked, this,
            [this] { Q_EMIT compareArmsRequested(m_controlRunIds, m_candidateRunIds); });
    updateHeader();
}

void WaveMonitor::setTelemetryWidget(QWidget *widget)
{
    m_telemetryPlaceholder->hide();
    // Eight GPUs' strips do not fit the area's minimum height: they scroll rather than
    // being squeezed on top of each other.
    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("telemetryScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setWidget(widget);
    m_telemetryArea->layout()->addWidget(scroll);
}

void WaveMonitor::expectWave(const QString &name)
{
    m_waveName = name;
    m_titleLabel->setText(tr("Wave %1").arg(name));
    m_statusLabel->setText(tr("starting…"));
}

void WaveMonitor::startWave(qint64 waveId, const std::vector<WaveStep> &steps)
{
    m_waveId = waveId;
    m_steps = steps;
    m_stepDone.assign(steps.size(), false);
    m_stepsDone = 0;
    m_running = true;
    m_paused = false;
    m_clock.start();
    m_lanes->setSchedule(steps);
    m_failedSteps->setRowCount(0);
    m_failedSteps->hide();
    m_compareButton->hide();
    m_controlRunIds.clear();
    m_candidateRunIds.clear();
    m_log->clear();
    appendLog(
        tr("Wave %1 started: %n step(s).", nullptr, static_cast<int>(steps.size())).arg(waveId));
    updateHeader();
}

void WaveMonitor::startStep(const WaveStep &step)
{
    // A searching wave's probes are decided as it runs: each joins the list as it starts.
    if (step.index >= 0 && static_cast<size_t>(step.index) >= m_steps.size()) {
        m_steps.resize(static_cast<size_t>(step.index) + 1);
        m_stepDone.resize(m_steps.size(), false);
        m_steps.back() = step;
    }
    m_lanes->startStep(step);
    if (step.startsServer)
        appendLog(tr("Step %1: starting the server of arm %2 on %3.")
                      .arg(step.index + 1)
                      .arg(step.arm, WaveText::gpus(step.gpus)));
    updateHeader();
}

void WaveMonitor::updateProgress(const WaveProgress &progress)
{
    m_lanes->updateProgress(progress);
}

void WaveMonitor::finishStep(const WaveStepResult &result)
{
    m_lanes->finishStep(result);
    const auto index = static_cast<size_t>(result.step.index);
    if (index < m_stepDone.size() && !m_stepDone[index]) {
        m_stepDone[index] = true;
        ++m_stepsDone;
    }
    if (result.outcome == WaveStepOutcome::Failed)
        listFailedStep(result);
    if (result.outcome != WaveStepOutcome::Recorded || !result.message.isEmpty())
        appendLog(tr("Step %1 (%2): %3. %4")
                      .arg(result.step.index + 1)
                      .arg(result.step.arm, WaveText::outcomeTitle(result.outcome), result.message)
                      .trimmed());
    updateHeader();
}

void WaveMonitor::listFailedStep(const WaveStepResult &result)
{
    const WaveStep &step = result.step;
    const QString why =
        result.message.isEmpty() ? WaveText::outcomeTitle(result.outcome) : result.message;
    const QStringList cells = {
        QString::number(step.index + 1), tr("%1 · %2").arg(step.arm, WaveText::gpus(step.gpus)),
        QString::number(step.repeat + 1),
        tr("c%1 · ctx %2").arg(step.point.concurrency).arg(step.point.contextTokens), why};
    const int row = m_failedSteps->rowCount();
    m_failedSteps->insertRow(row);
    for (int column = 0; column < cells.size(); ++column) {
        auto *item = new QTableWidgetItem(cells[column]);
        item->setToolTip(why); // a long reason is read whole here
        m_failedSteps->setItem(row, column, item);
    }
    m_failedSteps->resizeRowToContents(row);
    m_failedSteps->show();
}

void WaveMonitor::failArm(const QString &arm, const QString &why)
{
    m_lanes->failArm(arm, why);
    appendLog(tr("Arm %1 failed: %2").arg(arm, why));
}

void WaveMonitor::note(const QString &message)
{
    appendLog(message);
}

void WaveMonitor::finishWave(const WaveOutcome &outcome)
{
    m_lanes->finishWave(outcome);
    m_running = false;
    m_paused = false;
    for (const QString &error : outcome.errors)
        appendLog(error);
    appendLog(tr("Wave %1: %2 — %3 recorded, %4 failed, %5 skipped.")
                  .arg(m_waveName.isEmpty() ? QString::number(outcome.waveId) : m_waveName,
                       WaveText::statusTitle(outcome.status))
                  .arg(outcome.count(WaveStepOutcome::Recorded))
                  .arg(outcome.count(WaveStepOutcome::Failed))
                  .arg(outcome.count(WaveStepOutcome::Skipped)));
    m_statusLabel->setText(WaveText::statusTitle(outcome.status));
    updateHeader();
    m_statusLabel->setText(WaveText::statusTitle(outcome.status));
    // A search's probes ran at loads each arm chose: its result is the arms' maxima, and
    // comparing every probe of one arm with every probe of the other would mean nothing.
    if (outcome.search) {
        logSearchResult(*outcome.search);
        return;
    }

    // What was measured, ready for the comparison a wave is run for: the control arm against
    // the first candidate arm (a third arm is compared from the Runs table).
    QString candidateArm;
    for (const WaveStepResult &result : outcome.steps) {
        if (result.runId <= 0 || result.outcome != WaveStepOutcome::Recorded)
            continue;
        if (result.step.role == ArmRole::Control) {
            m_controlRunIds << result.runId;
        } else if (candidateArm.isEmpty() || candidateArm == result.step.arm) {
            candidateArm = result.step.arm;
            m_candidateRunIds << result.runId;
        }
    }
    m_compareButton->setVisible(!m_controlRunIds.isEmpty() && !m_candidateRunIds.isEmpty());
}

void WaveMonitor::logSearchResult(const nlohmann::json &search)
{
    for (const nlohmann::json &arm : search.value("arms", nlohmann::json::array())) {
        const nlohmann::json &maximum = arm["max_concurrency_under_slo"];
        const QString name = QString::fromStdString(arm.value("arm", std::string()));
        appendLog(maximum.is_number()
                      ? tr("Arm %1, repeat %2, input %3 tok: highest concurrency under the SLO %4.")
                            .arg(name)
                            .arg(arm.value("repeat", 0) + 1)
                            .arg(arm.value("context_tokens", 0))
                            .arg(maximum.get<int>())
                      : tr("Arm %1, repeat %2, input %3 tok: no highest concurrency under the SLO "
                           "(%4).")
                            .arg(name)
                            .arg(arm.value("repeat", 0) + 1)
                            .arg(arm.value("context_tokens", 0))
                            .arg(ArmLoadSearch::endText(
                                QString::fromStdString(arm.value("end", std::string())))));
    }
    for (const nlohmann::json &c : search.value("comparisons", nlohmann::json::array())) {
        const QString control = QString::fromStdString(c.value("control", std::string()));
        const QString candidate = QString::fromStdString(c.value("candidate", std::string()));
        const std::string verdict = c.value("verdict", std::string());
        const QString delta = c["delta_pct"].is_number()
                                  ? NumberText::signedPercent(c["delta_pct"].get<double>())
                                  : QStringLiteral("—");
        const int pairs = c.value("pairs", 0);
        const int input = c.value("context_tokens", 0);
        // One whole sentence per verdict.
        if (verdict == "higher")
            appendLog(tr("%1 holds a higher load than %2 at input %3 tok: its highest concurrency "
                         "under the SLO is %4 over %n pair(s).",
                         nullptr, pairs)
                          .arg(candidate, control)
                          .arg(input)
                          .arg(delta));
        else if (verdict == "lower")
            appendLog(tr("%1 holds a lower load than %2 at input %3 tok: its highest concurrency "
                         "under the SLO is %4 over %n pair(s).",
                         nullptr, pairs)
                          .arg(candidate, control)
                          .arg(input)
                          .arg(delta));
        else if (verdict == "within_resolution")
            appendLog(tr("%1 and %2 hold the same load at input %3 tok, to within the search's "
                         "resolution (%4 over %n pair(s)).",
                         nullptr, pairs)
                          .arg(candidate, control)
                          .arg(input)
                          .arg(delta));
        else
            appendLog(tr("%1 against %2 at input %3 tok: %4 over %n pair(s), too few or too "
                         "spread to decide.",
                         nullptr, pairs)
                          .arg(candidate, control)
                          .arg(input)
                          .arg(delta));
    }
}

void WaveMonitor::togglePause()
{
    if (!m_running)
        return;
    m_paused = !m_paused;
    if (m_paused) {
        appendLog(tr("Pause asked: the wave holds after the running step."));
        Q_EMIT pauseRequested();
    } else {
        appendLog(tr("Resumed."));
        Q_EMIT resumeRequested();
    }
    updateHeader();
}

void WaveMonitor::updateHeader()
{
    m_pauseButton->setEnabled(m_running);
    m_skipButton->setEnabled(m_running && !m_paused);
    m_abortButton->setEnabled(m_running);
    m_pauseButton->setText(m_paused ? tr("Resume") : tr("Pause"));
    const int total = static_cast<int>(m_steps.size());
    m_progress->setRange(0, std::max(1, total));
    m_progress->setValue(m_stepsDone);
    m_progress->setTextVisible(total > 0); // not "0 of 1 steps" before any wave
    if (!m_running)
        return;
    if (!m_waveName.isEmpty())
        m_titleLabel->setText(tr("Wave %1").arg(m_waveName));
    double leftS = 0.0;
    for (size_t i = 0; i < m_steps.size(); ++i) {
        if (!m_stepDone[i])
            leftS += m_steps[i].estimatedDurationS;
    }
    const QString elapsed = WaveText::duration(m_clock.isValid() ? m_clock.elapsed() / 1000.0 : 0);
    // A search's remaining probes are not known until it has measured the last ones.
    if (!m_paused && !m_steps.empty() && m_steps.back().probe > 0) {
        m_statusLabel->setText(
            tr("running · %1 elapsed · searching each arm's highest load under the SLO, probe %2")
                .arg(elapsed)
                .arg(m_steps.back().probe));
        return;
    }
    m_statusLabel->setText(
        m_paused
            ? tr("paused · %1 elapsed").arg(elapsed)
            : tr("running · %1 elapsed · about %2 left").arg(elapsed, WaveText::duration(leftS)));
}

void WaveMonitor::appendLog(const QString &line)
{
    m_log->appendPlainText(QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss ")) +
                           line);
}

WaveMonitor::~WaveMonitor()
{
    disconnect(m_laneView->horizontalHeader(), nullptr, this, nullptr);
    m_laneView->viewport()->removeEventFilter(this);
}

void WaveMonitor::fitStepColumn()
{
    QHeaderView *header = m_laneView->horizontalHeader();
    int others = 0;
    for (int column = 0; column < header->count(); ++column) {
        if (column != WaveLaneModel::StepColumn && !header->isSectionHidden(column))
            others += header->sectionSize(column);
    }
    const int width = std::max(header->sectionSizeHint(WaveLaneModel::StepColumn),
                               m_laneView->viewport()->width() - others);
    if (header->sectionSize(WaveLaneModel::StepColumn) != width)
        header->resizeSection(WaveLaneModel::StepColumn, width);
}

bool WaveMonitor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_laneView->viewport() && event->type() == QEvent::Resize)
        fitStepColumn();
    return QWidget::eventFilter(watched, event);
}

} // namespace lanebook
