// The planner's editors and its plan value, both ways. The plan is the truth: every edit is
// read back into it whole, and a plan that is set fills the editors without counting as an
// edit.
#include "models/waves/wavetext.h"
#include "widgets/waves/waveconfigeditor.h"
#include "widgets/waves/waveplanner.h"
#include "widgets/waves/wavetrafficeditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QTableWidget>

namespace lanebook {

namespace {

enum ArmColumn { ArmNameColumn, ArmConfigColumn, ArmRoleColumn, ArmGpusColumn };

void selectId(QComboBox *combo, const QString &id)
{
    const int index = combo->findData(id);
    combo->setCurrentIndex(index >= 0 ? index : 0);
}

QString comboId(const QComboBox *combo)
{
    return combo->currentData().toString();
}

std::vector<int> toVector(const QList<int> &list)
{
    return {list.begin(), list.end()};
}

} // namespace

void WavePlanner::setPlan(const WavePlan &plan)
{
    m_plan = plan;
    m_editorProblems.clear();
    fillEditors();
    refresh();
}

void WavePlanner::fillEditors()
{
    m_filling = true;
    m_name->setText(m_plan.name);
    m_lane->setText(m_plan.lane);
    m_gpus->setText(WaveText::numberList(m_plan.gpus));
    m_repeats->setValue(m_plan.repeats);
    selectId(m_order, armOrderPolicyId(m_plan.order));
    m_swapGpus->setChecked(m_plan.swapGpus);
    selectId(m_execution, waveExecutionModeId(m_plan.execution));
    selectId(m_restart, serverRestartPolicyId(m_plan.restart));
    selectId(m_onArmFailure, armFailurePolicyId(m_plan.onArmFailure));
    selectId(m_endpoint, loadEndpointId(m_plan.workload.endpoint));
    m_concurrency->setText(WaveText::numberList(m_plan.workload.concurrency));
    m_contextTokens->setText(WaveText::numberList(m_plan.workload.contextTokens));
    m_outputTokens->setValue(m_plan.workload.outputTokens);
    m_requests->setText(WaveText::numberList(m_plan.workload.requests));
    m_warmupRequests->setValue(m_plan.workload.warmupRequests);
    m_traffic->setWorkload(m_plan.workload);
    m_filling = false;
    fillArmsTable();
    fillConfigList();
}

void WavePlanner::fillConfigList()
{
    m_filling = true;
    m_configList->clear();
    for (const ServerConfig &config : m_plan.configs)
        m_configList->addItem(config.name);
    m_filling = false;
    const int row =
        m_plan.configs.empty()
            ? -1
            : std::clamp(m_currentConfig, 0, static_cast<int>(m_plan.configs.size()) - 1);
    m_currentConfig = -1;
    m_configList->setCurrentRow(row);
    selectConfig(row);
}

void WavePlanner::fillArmsTable()
{
    m_filling = true;
    QStringList configNames;
    for (const ServerConfig &config : m_plan.configs)
        configNames << config.name;
    m_arms->setRowCount(static_cast<int>(m_plan.arms.size()));
    for (int row = 0; row < static_cast<int>(m_plan.arms.size()); ++row) {
        const WaveArm &arm = m_plan.arms[static_cast<size_t>(row)];
        m_arms->setItem(row, ArmNameColumn, new QTableWidgetItem(arm.name));
        auto *config = new QComboBox;
        config->addItems(configNames);
        if (!configNames.contains(arm.config))
            config->addItem(arm.config); // a dangling reference stays visible (and refused)
        config->setCurrentText(arm.config);
        m_arms->setCellWidget(row, ArmConfigColumn, config);
        auto *role = new QComboBox;
        role->addItem(WaveText::roleTitle(ArmRole::Control), armRoleId(ArmRole::Control));
        role->addItem(WaveText::roleTitle(ArmRole::Candidate), armRoleId(ArmRole::Candidate));
        selectId(role, armRoleId(arm.role));
        m_arms->setCellWidget(row, ArmRoleColumn, role);
        m_arms->setItem(row, ArmGpusColumn, new QTableWidgetItem(WaveText::numberList(arm.gpus)));
        connect(config, &QComboBox::currentIndexChanged, this, &WavePlanner::readEditors);
        connect(role, &QComboBox::currentIndexChanged, this, &WavePlanner::readEditors);
    }
    m_filling = false;
}

void WavePlanner::readEditors()
{
    if (m_filling)
        return;
    QStringList problems;
    const auto numbers = [&problems](QLineEdit *edit, const QString &what) {
        std::optional<QList<int>> parsed = WaveText::parseNumberList(edit->text());
        if (!parsed)
            problems << tr("%1: \"%2\" is not a list of whole numbers").arg(what, edit->text());
        return parsed;
    };
    m_plan.name = m_name->text().trimmed();
    const QString lane = m_lane->text().trimmed();
    if (lane != m_plan.lane && (!m_plan.slo || m_plan.sloFromLane)) {
        // The SLO came with the lane: another lane brings its own, or none.
        m_plan.slo = m_laneSlo && !lane.isEmpty() ? m_laneSlo(lane) : std::nullopt;
        m_plan.sloFromLane = m_plan.slo.has_value();
    }
    m_plan.lane = lane;
    if (const auto gpus = numbers(m_gpus, tr("GPUs")))
        m_plan.gpus = *gpus;
    m_plan.repeats = m_repeats->value();
    m_plan.order = armOrderPolicyFromId(comboId(m_order)).value_or(ArmOrderPolicy::Interleaved);
    m_plan.swapGpus = m_swapGpus->isChecked();
    m_plan.execution =
        waveExecutionModeFromId(comboId(m_execution)).value_or(WaveExecutionMode::Alternate);
    m_plan.restart =
        serverRestartPolicyFromId(comboId(m_restart)).value_or(ServerRestartPolicy::PerRepeat);
    m_plan.onArmFailure =
        armFailurePolicyFromId(comboId(m_onArmFailure)).value_or(ArmFailurePolicy::Continue);

    WaveWorkload &workload = m_plan.workload;
    workload.endpoint = loadEndpointFromId(comboId(m_endpoint)).value_or(LoadEndpoint::Completions);
    if (const auto concurrency = numbers(m_concurrency, tr("Concurrency")))
        workload.concurrency = toVector(*concurrency);
    if (const auto context = numbers(m_contextTokens, tr("Context tokens")))
        workload.contextTokens = toVector(*context);
    workload.outputTokens = m_outputTokens->value();
    if (const auto requests = numbers(m_requests, tr("Requests per run")))
        workload.requests = toVector(*requests);
    workload.warmupRequests = m_warmupRequests->value();
    m_traffic->applyTo(workload);

    std::vector<WaveArm> arms;
    for (int row = 0; row < m_arms->rowCount(); ++row) {
        WaveArm arm;
        const QTableWidgetItem *name = m_arms->item(row, ArmNameColumn);
        arm.name = name ? name->text().trimmed() : QString();
        if (const auto *config =
                qobject_cast<QComboBox *>(m_arms->cellWidget(row, ArmConfigColumn)))
            arm.config = config->currentText();
        if (const auto *role = qobject_cast<QComboBox *>(m_arms->cellWidget(row, ArmRoleColumn)))
            arm.role = armRoleFromId(comboId(role)).value_or(ArmRole::Candidate);
        const QTableWidgetItem *gpus = m_arms->item(row, ArmGpusColumn);
        const QString gpuText = gpus ? gpus->text() : QString();
        if (const auto parsed = WaveText::parseNumberList(gpuText))
            arm.gpus = *parsed;
        else
            problems
                << tr("arm %1: GPUs \"%2\" is not a list of GPU indices").arg(arm.name, gpuText);
        arms.push_back(arm);
    }
    m_plan.arms = std::move(arms);

    if (m_currentConfig >= 0 && m_currentConfig < static_cast<int>(m_plan.configs.size())) {
        m_plan.configs[static_cast<size_t>(m_currentConfig)] = m_configEditor->config();
        for (const QString &problem : m_configEditor->problems())
            problems << tr("config %1: %2").arg(m_configEditor->config().name, problem);
    }
    if (const QString traffic = m_traffic->problem(); !traffic.isEmpty())
        problems << traffic;
    m_editorProblems = problems;
    refresh();
    Q_EMIT planEdited();
}

void WavePlanner::selectConfig(int row)
{
    if (m_filling)
        return;
    m_currentConfig = row;
    const bool valid = row >= 0 && row < static_cast<int>(m_plan.configs.size());
    m_configEditor->setEnabled(valid);
    m_configEditor->setConfig(valid ? m_plan.configs[static_cast<size_t>(row)] : ServerConfig{});
}

void WavePlanner::configEdited()
{
    if (m_currentConfig < 0 || m_currentConfig >= static_cast<int>(m_plan.configs.size()))
        return;
    const QString oldName = m_plan.configs[static_cast<size_t>(m_currentConfig)].name;
    readEditors();
    const QString newName = m_plan.configs[static_cast<size_t>(m_currentConfig)].name;
    if (oldName == newName)
        return;
    // A renamed config takes its arms with it.
    for (WaveArm &arm : m_plan.arms) {
        if (arm.config == oldName)
            arm.config = newName;
    }
    if (QListWidgetItem *item = m_configList->item(m_currentConfig))
        item->setText(newName);
    fillArmsTable();
    readEditors();
}

void WavePlanner::addConfig()
{
    ServerConfig config;
    int n = static_cast<int>(m_plan.configs.size()) + 1;
    // A config's name is how arms, runs and the notebook refer to it: the same in every
    // language, like the arms' "A" and "B".
    const auto nameOf = [](int number) { return QStringLiteral("config-%1").arg(number); };
    while (m_plan.config(nameOf(n)))
        ++n;
    config.name = nameOf(n);
    m_plan.configs.push_back(config);
    m_currentConfig = static_cast<int>(m_plan.configs.size()) - 1;
    fillConfigList();
    fillArmsTable();
    readEditors();
}

void WavePlanner::removeConfig()
{
    if (m_currentConfig < 0 || m_currentConfig >= static_cast<int>(m_plan.configs.size()))
        return;
    m_plan.configs.erase(m_plan.configs.begin() + m_currentConfig);
    m_currentConfig = std::min(m_currentConfig, static_cast<int>(m_plan.configs.size()) - 1);
    fillConfigList();
    fillArmsTable();
    readEditors();
}

void WavePlanner::addArm()
{
    WaveArm arm;
    for (char16_t letter = u'A'; letter <= u'Z'; ++letter) {
        const QString name(QChar{letter});
        const bool taken = std::any_of(m_plan.arms.begin(), m_plan.arms.end(),
                                       [&](const WaveArm &a) { return a.name == name; });
        if (!taken) {
            arm.name = name;
            break;
        }
    }
    arm.config = m_plan.configs.empty() ? QString() : m_plan.configs.front().name;
    arm.role = m_plan.arms.empty() ? ArmRole::Control : ArmRole::Candidate;
    int gpu = 0;
    for (const WaveArm &other : m_plan.arms) {
        for (const int used : other.gpus)
            gpu = std::max(gpu, used + 1);
    }
    arm.gpus = {gpu};
    m_plan.arms.push_back(arm);
    fillArmsTable();
    readEditors();
}

void WavePlanner::removeArm()
{
    const int row = m_arms->currentRow() >= 0 ? m_arms->currentRow() : m_arms->rowCount() - 1;
    if (row < 0)
        return;
    m_plan.arms.erase(m_plan.arms.begin() + row);
    fillArmsTable();
    readEditors();
}

} // namespace lanebook
