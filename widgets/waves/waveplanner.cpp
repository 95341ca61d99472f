#include "widgets/waves/waveplanner.h"
#include "widgets/waves/wavescheduleproxy.h"
#include "widgets/waves/wavetrafficeditor.h"

#include "models/statistics/samplesizeplanner.h"
#include "models/waves/exampleplans.h"
#include "models/waves/waveplanjson.h"
#include "models/waves/waveschedulemodel.h"
#include "models/waves/wavetext.h"
#include "widgets/common/elidedlabel.h"
#include "widgets/common/errortext.h"
#include "widgets/common/labelwrap.h"
#include "widgets/waves/waveconfigeditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace lanebook {

namespace {

// The plan editor's narrowest width; past it, it scrolls sideways.
constexpr int kEditorMinimumWidthPx = 380;

// The plan editor's scroll area asks for the editor's whole width (a plain QScrollArea asks
// for a few dozen characters), so the splitter gives it that much before the preview.
class PlanEditorScroll : public QScrollArea
{
public:
    int preferredWidthPx = 0;
    QSize sizeHint() const override
    {
        QSize hint = QScrollArea::sizeHint();
        hint.setWidth(std::max(hint.width(), preferredWidthPx));
        return hint;
    }
};

// How many slots of the order the summary spells out before "…".
constexpr int kOrderSlotsShown = 4;

QComboBox *idCombo(const QList<QPair<QString, QString>> &titledIds, const QString &objectName)
{
    auto *combo = new QComboBox;
    combo->setObjectName(objectName);
    for (const auto &[title, id] : titledIds)
        combo->addItem(title, id);
    return combo;
}

QString shortOrderText(const std::vector<WaveStep> &steps)
{
    const QStringList slotTexts = scheduleOrderText(steps).split(QStringLiteral(" | "));
    if (slotTexts.size() <= kOrderSlotsShown)
        return slotTexts.join(QStringLiteral(" | "));
    return slotTexts.mid(0, kOrderSlotsShown).join(QStringLiteral(" | ")) + QStringLiteral(" | …");
}

} // namespace

WavePlanner::WavePlanner(QWidget *parent)
    : QWidget(parent)
    , m_schedule(new WaveScheduleModel(this))
{
    auto *openButton = new QPushButton(tr("Open Plan…"));
    auto *saveButton = new QPushButton(tr("Save Plan As…"));
    auto *exampleButton = new QPushButton(tr("New from Example"));
    exampleButton->setObjectName(QStringLiteral("newFromExampleButton"));
    // A file name, a message or an error: elided, whole in the tooltip. As a plain label, the
    // example's message alone raised the window's minimum width by 109 px.
    m_fileLabel = new ElidedLabel(tr("unsaved plan"));
    m_fileLabel->setObjectName(QStringLiteral("planFile"));
    m_startButton = new QPushButton(tr("Start Wave"));
    m_startButton->setObjectName(QStringLiteral("startWaveButton"));
    m_startButton->setDefault(true);
    openButton->setObjectName(QStringLiteral("openPlanButton"));
    saveButton->setObjectName(QStringLiteral("savePlanButton"));

    auto *toolbar = new QHBoxLayout;
    toolbar->addWidget(exampleButton);
    toolbar->addWidget(openButton);
    toolbar->addWidget(saveButton);
    toolbar->addWidget(m_fileLabel, 1);
    toolbar->addWidget(m_startButton);

    auto *editors = new QWidget;
    auto *editorsLayout = new QVBoxLayout(editors);
    editorsLayout->addWidget(createPlanGroup());
    editorsLayout->addWidget(createArmsGroup());
    editorsLayout->addWidget(createConfigsGroup());
    editorsLayout->addWidget(createWorkloadGroup());
    editorsLayout->addStretch(1);
    auto *scroll = new PlanEditorScroll;
    scroll->setObjectName(QStringLiteral("planEditorScroll"));
    scroll->setWidget(editors);
    scroll->setWidgetResizable(true);
    // The editor scrolls sideways rather than clip its fields' right ends, and asks for no
    // more than kEditorMinimumWidthPx: the whole page must fit beside the notebook tree and
    // the inspector at 1280 px (each page's minimum width is the tab widget's, for all tabs).
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    const int editorWidthPx = editors->minimumSizeHint().width() +
                              scroll->verticalScrollBar()->sizeHint().width() +
                              2 * scroll->frameWidth();
    scroll->setMinimumWidth(std::min(editorWidthPx, kEditorMinimumWidthPx));
    scroll->preferredWidthPx = editorWidthPx;

    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(scroll);
    splitter->addWidget(createPreview());
    splitter->setChildrenCollapsible(false);
    // The editor takes its whole width first; the preview takes what is left and gives it
    // back first when the window narrows.
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(toolbar);
    layout->addWidget(splitter, 1);

    connect(exampleButton, &QPushButton::clicked, this, [this] {
        setPlan(examplePlan());
        setPlanFile({});
        // The planner opens on the example already: say what the click did.
        m_fileLabel->setElision(ElidedLabel::Elision::End);
        m_fileLabel->setText(tr("New plan from the example (two mock-server arms): edit the "
                                "configs' commands for your servers, then save it."));
        m_fileLabel->setToolTip(m_fileLabel->text());
    });
    connect(openButton, &QPushButton::clicked, this, &WavePlanner::chooseFileToOpen);
    connect(saveButton, &QPushButton::clicked, this, &WavePlanner::chooseFileToSave);
    connect(m_startButton, &QPushButton::clicked, this, [this] {
        if (m_problems.isEmpty() && !m_waveRunning)
            Q_EMIT startWaveRequested(m_plan);
    });
    setPlan(examplePlan());
}

QWidget *WavePlanner::createPlanGroup()
{
    auto *group = new QGroupBox(tr("Wave"));
    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("planName"));
    m_lane = new QLineEdit;
    m_lane->setObjectName(QStringLiteral("planLane"));
    m_lane->setPlaceholderText(tr("optional: the lane the runs belong to"));
    m_gpus = new QLineEdit;
    m_gpus->setObjectName(QStringLiteral("planGpus"));
    m_gpus->setPlaceholderText(tr("default: the GPUs the arms name"));
    m_repeats = new QSpinBox;
    m_repeats->setObjectName(QStringLiteral("planRepeats"));
    m_repeats->setRange(1, 1000);
    m_order = idCombo(
        {{tr("A,B every slot (interleaved)"), armOrderPolicyId(ArmOrderPolicy::Interleaved)},
         {tr("A,B then B,A (ABBA)"), armOrderPolicyId(ArmOrderPolicy::Counterbalanced)}},
        QStringLiteral("planOrder"));
    m_swapGpus = new QCheckBox(tr("Arms trade GPUs on odd repeats"));
    m_swapGpus->setObjectName(QStringLiteral("planSwapGpus"));
    m_execution = idCombo(
        {{tr("Alternate: one load at a time"), waveExecutionModeId(WaveExecutionMode::Alternate)},
         {tr("Side by side: arms at the same time"),
          waveExecutionModeId(WaveExecutionMode::SideBySide)}},
        QStringLiteral("planExecution"));
    m_restart = idCombo(
        {{tr("A fresh server every repeat"), serverRestartPolicyId(ServerRestartPolicy::PerRepeat)},
         {tr("A fresh server every run"), serverRestartPolicyId(ServerRestartPolicy::PerRun)},
         {tr("One server for the whole wave"), serverRestartPolicyId(ServerRestartPolicy::Once)}},
        QStringLiteral("planRestart"));
    m_onArmFailure =
        idCombo({{tr("Record it and go on"), armFailurePolicyId(ArmFailurePolicy::Continue)},
                 {tr("Stop the wave"), armFailurePolicyId(ArmFailurePolicy::Stop)}},
                QStringLiteral("planOnArmFailure"));

    auto *form = new QFormLayout(group);

    // Beside the notebook tree and the inspector the page is narrow: a field that does not

    // fit beside its label goes under it rather than off the right edge.

    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Lane:"), m_lane);
    form->addRow(tr("GPUs:"), m_gpus);
    form->addRow(tr("Repeats:"), m_repeats);
    form->addRow(tr("Order:"), m_order);
    form->addRow(QString(), m_swapGpus);
    form->addRow(tr("Execution:"), m_execution);
    form->addRow(tr("Servers:"), m_restart);
    form->addRow(tr("When an arm fails:"), m_onArmFailure);

    for (QLineEdit *edit : {m_name, m_lane, m_gpus})
        connect(edit, &QLineEdit::textEdited, this, &WavePlanner::readEditors);
    connect(m_repeats, &QSpinBox::valueChanged, this, &WavePlanner::readEditors);
    connect(m_swapGpus, &QCheckBox::toggled, this, &WavePlanner::readEditors);
    for (QComboBox *combo : {m_order, m_execution, m_restart, m_onArmFailure})
        connect(combo, &QComboBox::currentIndexChanged, this, &WavePlanner::readEditors);
    return group;
}

QWidget *WavePlanner::createWorkloadGroup()
{
    auto *group = new QGroupBox(tr("Workload points"));
    m_endpoint = idCombo({{tr("Completions"), loadEndpointId(LoadEndpoint::Completions)},
                          {tr("Chat completions"), loadEndpointId(LoadEndpoint::ChatCompletions)}},
                         QStringLiteral("workloadEndpoint"));
    m_concurrency = new QLineEdit;
    m_concurrency->setObjectName(QStringLiteral("workloadConcurrency"));
    m_concurrency->setPlaceholderText(QStringLiteral("10, 64, 256, 1024"));
    m_contextTokens = new QLineEdit;
    m_contextTokens->setObjectName(QStringLiteral("workloadContext"));
    m_contextTokens->setPlaceholderText(QStringLiteral("1024, 8192, 32768"));
    m_outputTokens = new QSpinBox;
    m_outputTokens->setObjectName(QStringLiteral("workloadOutputTokens"));
    m_outputTokens->setRange(1, 1'000'000);
    m_requests = new QLineEdit;
    m_requests->setObjectName(QStringLiteral("workloadRequests"));
    m_requests->setToolTip(tr("One count for every point, or one per concurrency value."));
    m_warmupRequests = new QSpinBox;
    m_warmupRequests->setObjectName(QStringLiteral("workloadWarmup"));
    m_warmupRequests->setRange(0, 1'000'000);

    auto *form = new QFormLayout(group);

    // Beside the notebook tree and the inspector the page is narrow: a field that does not

    // fit beside its label goes under it rather than off the right edge.

    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("Endpoint:"), m_endpoint);
    form->addRow(tr("Concurrency:"), m_concurrency);
    form->addRow(tr("Context tokens:"), m_contextTokens);
    form->addRow(tr("Output tokens:"), m_outputTokens);
    form->addRow(tr("Requests per run:"), m_requests);
    form->addRow(tr("Warm-up requests:"), m_warmupRequests);
    m_traffic = new WaveTrafficEditor(form, group);
    m_traffic->setObjectName(QStringLiteral("workloadTraffic"));
    connect(m_traffic, &WaveTrafficEditor::edited, this, &WavePlanner::readEditors);

    connect(m_endpoint, &QComboBox::currentIndexChanged, this, &WavePlanner::readEditors);
    for (QLineEdit *edit : {m_concurrency, m_contextTokens, m_requests})
        connect(edit, &QLineEdit::textEdited, this, &WavePlanner::readEditors);
    for (QSpinBox *box : {m_outputTokens, m_warmupRequests})
        connect(box, &QSpinBox::valueChanged, this, &WavePlanner::readEditors);
    return group;
}

QWidget *WavePlanner::createConfigsGroup()
{
    auto *group = new QGroupBox(tr("Server configs"));
    m_configList = new QListWidget;
    m_configList->setObjectName(QStringLiteral("configList"));
    m_configList->setMaximumWidth(160);
    m_configEditor = new WaveConfigEditor;
    auto *add = new QPushButton(tr("Add"));
    auto *remove = new QPushButton(tr("Remove"));
    add->setObjectName(QStringLiteral("addConfigButton"));
    remove->setObjectName(QStringLiteral("removeConfigButton"));

    auto *listColumn = new QVBoxLayout;
    listColumn->addWidget(m_configList, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    listColumn->addLayout(buttons);
    auto *layout = new QHBoxLayout(group);
    layout->addLayout(listColumn);
    layout->addWidget(m_configEditor, 1);

    connect(m_configList, &QListWidget::currentRowChanged, this, &WavePlanner::selectConfig);
    connect(m_configEditor, &WaveConfigEditor::edited, this, &WavePlanner::configEdited);
    connect(add, &QPushButton::clicked, this, &WavePlanner::addConfig);
    connect(remove, &QPushButton::clicked, this, &WavePlanner::removeConfig);
    return group;
}

QWidget *WavePlanner::createArmsGroup()
{
    auto *group = new QGroupBox(tr("Arms and GPUs"));
    m_arms = new QTableWidget(0, 4);
    m_arms->setObjectName(QStringLiteral("armsTable"));
    m_arms->setHorizontalHeaderLabels({tr("Arm"), tr("Config"), tr("Role"), tr("GPUs")});
    m_arms->verticalHeader()->hide();
    m_arms->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_arms->setMinimumHeight(110);
    m_arms->setToolTip(tr("GPUs: the indices the arm's server is pinned to, e.g. \"0\" or "
                          "\"2,3\" for tensor parallelism."));
    auto *add = new QPushButton(tr("Add Arm"));
    auto *remove = new QPushButton(tr("Remove Arm"));
    add->setObjectName(QStringLiteral("addArmButton"));
    remove->setObjectName(QStringLiteral("removeArmButton"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(group);
    layout->addWidget(m_arms);
    layout->addLayout(buttons);

    connect(m_arms, &QTableWidget::itemChanged, this, &WavePlanner::readEditors);
    connect(add, &QPushButton::clicked, this, &WavePlanner::addArm);
    connect(remove, &QPushButton::clicked, this, &WavePlanner::removeArm);
    return group;
}

QWidget *WavePlanner::createPreview()
{
    auto *group = new QGroupBox(tr("Schedule"));
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("scheduleSummary"));
    LabelWrap::wrapAtAnyWidth(m_summary); // arm names in the order
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problemsLabel = new QLabel;
    m_problemsLabel->setObjectName(QStringLiteral("planProblems"));
    LabelWrap::wrapAtAnyWidth(m_problemsLabel); // a problem can name a path
    ErrorText::setError(m_problemsLabel, true);
    m_noiseCvPercent = new QDoubleSpinBox;
    m_noiseCvPercent->setObjectName(QStringLiteral("noiseCvPercent"));
    m_noiseCvPercent->setRange(0.1, 50.0);
    m_noiseCvPercent->setDecimals(1);
    m_noiseCvPercent->setSingleStep(0.5);
    m_noiseCvPercent->setValue(2.0);
    m_noiseCvPercent->setSuffix(tr(" %"));
    m_noiseCvPercent->setToolTip(tr("Run-to-run coefficient of variation of the same recipe "
                                    "(the A/A noise floor)."));
    m_detectable = new QLabel;
    m_detectable->setObjectName(QStringLiteral("detectableEffect"));
    LabelWrap::wrapAtAnyWidth(m_detectable);
    auto *noiseRow = new QHBoxLayout;
    noiseRow->addWidget(new QLabel(tr("Run-to-run noise:")));
    noiseRow->addWidget(m_noiseCvPercent);
    noiseRow->addStretch(1);

    m_scheduleView = new QTableView;
    m_scheduleView->setObjectName(QStringLiteral("scheduleView"));
    auto *scheduleProxy = new WaveScheduleProxy(this);
    scheduleProxy->setSourceModel(m_schedule);
    m_scheduleView->setModel(scheduleProxy);
    m_scheduleView->verticalHeader()->hide();
    m_scheduleView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_scheduleView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_scheduleView->horizontalHeader()->setStretchLastSection(true);

    auto *layout = new QVBoxLayout(group);
    layout->addWidget(m_summary);
    layout->addLayout(noiseRow);
    // Under the noise box, not beside it: beside it, a narrow preview wrapped the sentence
    // one word a line and left the schedule two rows.
    layout->addWidget(m_detectable);
    layout->addWidget(m_problemsLabel);
    layout->addWidget(m_scheduleView, 1);
    connect(m_noiseCvPercent, &QDoubleSpinBox::valueChanged, this, &WavePlanner::refresh);
    return group;
}

void WavePlanner::chooseFileToOpen()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Wave Plan"), m_planFile,
                                                      tr("Wave plans (*.json)"));
    if (!path.isEmpty())
        Q_EMIT openPlanRequested(path);
}

void WavePlanner::chooseFileToSave()
{
    QString suggestion = m_planFile;
    if (suggestion.isEmpty())
        suggestion = (m_plan.name.isEmpty() ? QStringLiteral("wave") : m_plan.name) +
                     QStringLiteral(".json");
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Wave Plan"), suggestion,
                                                      tr("Wave plans (*.json)"));
    if (!path.isEmpty())
        Q_EMIT savePlanRequested(path, m_plan);
}

void WavePlanner::setPlanFile(const QString &path)
{
    m_planFile = path;
    m_fileLabel->setElision(ElidedLabel::Elision::Middle); // the name's end: ".json", a date
    m_fileLabel->setText(path.isEmpty() ? tr("unsaved plan") : QFileInfo(path).fileName());
    m_fileLabel->setToolTip(path);
}

void WavePlanner::showFileError(const QString &message)
{
    m_fileLabel->setElision(ElidedLabel::Elision::End);
    m_fileLabel->setText(message);
    m_fileLabel->setToolTip(message);
}

void WavePlanner::setWaveRunning(bool running)
{
    m_waveRunning = running;
    refresh();
}

void WavePlanner::setLaneSloLookup(const LaneSloLookup &lookup)
{
    m_laneSlo = lookup;
}

void WavePlanner::setMachineGpus(const QList<int> &gpus, const QString &source)
{
    if (gpus == m_machineGpus && source == m_machineGpuSource)
        return;
    m_machineGpus = gpus;
    m_machineGpuSource = source;
    refresh();
}

void WavePlanner::refresh()
{
    m_problems = m_editorProblems + validateWavePlan(m_plan) +
                 checkPlanGpusPresent(m_plan, m_machineGpus, m_machineGpuSource);
    std::vector<WaveStep> steps;
    if (m_problems.isEmpty())
        steps = scheduleWave(m_plan);
    m_estimatedDurationS = estimatedWaveDurationS(steps);
    const int runs = static_cast<int>(steps.size());
    if (steps.empty()) {
        m_summary->setText(tr("Nothing to run until the problems below are fixed."));
    } else if (m_plan.search) {
        // Its probes are decided as it runs: the schedule is the most it can take.
        m_summary->setText(
            tr("max-load search under %1 (%2 % met) · at most %n run(s), %3", nullptr, runs)
                .arg(m_plan.slo ? m_plan.slo->toText() : QString())
                .arg(m_plan.search->targetAttainmentPct)
                .arg(WaveText::duration(m_estimatedDurationS)));
    } else {
        m_summary->setText(
            tr("%n run(s), about %1 · order %2", nullptr, runs)
                .arg(WaveText::duration(m_estimatedDurationS), shortOrderText(steps)));
    }
    m_schedule->setSteps(std::move(steps));
    m_problemsLabel->setText(m_problems.join(u'\n'));
    m_problemsLabel->setVisible(!m_problems.isEmpty());

    const std::optional<double> effect =
        stats::detectableEffectPercent(m_noiseCvPercent->value(), m_plan.repeats);
    QString detectable = effect ? tr("%n pair(s) per point detect an effect of about %1 % or more.",
                                     nullptr, m_plan.repeats)
                                      .arg(QLocale().toString(*effect, 'f', 1))
                                : tr("Not enough pairs to detect any effect.");
    const stats::SampleSizePlan minimum = stats::planPairs(m_noiseCvPercent->value(), 1.0);
    if (m_plan.repeats < minimum.minimumPairs)
        detectable += u' ' + tr("An exact 95 % interval needs at least %n pairs.", nullptr,
                                minimum.minimumPairs);
    m_detectable->setText(detectable);
    m_startButton->setEnabled(m_problems.isEmpty() && !m_waveRunning);
    m_startButton->setToolTip(m_waveRunning ? tr("A wave is running.") : QString());
    Q_EMIT planChanged();
}

WavePlan WavePlanner::examplePlan()
{
    // The example runs anywhere: two mock servers, found next to the running Lanebook (the
    // build tree, an install's bin/), else on the PATH. Not found: the bare name, which the
    // wave's preflight then names as missing.
    const QString name = QStringLiteral("lanebook-mock-server");
    const QFileInfo beside(QDir(QCoreApplication::applicationDirPath()), name);
    QString program =
        beside.isExecutable() ? beside.absoluteFilePath() : QStandardPaths::findExecutable(name);
    if (program.isEmpty())
        program = name;
    return mockExampleWavePlan(program);
}

} // namespace lanebook
