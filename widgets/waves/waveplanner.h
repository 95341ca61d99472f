#pragma once

#include "models/waves/waveplan.h"
#include "models/waves/waveplanjson.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableView;
class QTableWidget;

namespace lanebook {

class WaveTrafficEditor;

class ElidedLabel;
class WaveConfigEditor;
class WaveScheduleModel;

// The wave planner: arms and their server configs (argv editor), GPU placement, workload
// points, repeats and order policy, with the A,B,A,B schedule, its estimated duration and
// the effect it can detect previewed live. It holds the plan as a value (the truth; the
// editors show it) and asks for work with signals: file reads and writes, and starting the
// wave, are the composition root's. GUI thread.
class WavePlanner : public QWidget
{
    Q_OBJECT
public:
    explicit WavePlanner(QWidget *parent = nullptr);

    WavePlan plan() const { return m_plan; }
    // What stops the plan from running (the model's validation plus the editors' own).
    QStringList problems() const { return m_problems; }
    WaveScheduleModel *scheduleModel() const { return m_schedule; }
    double estimatedDurationS() const { return m_estimatedDurationS; }

    // A plan to start from: two arms on GPUs 0 and 1, as the user would sketch one.
    static WavePlan examplePlan();

public Q_SLOTS:
    void setPlan(const lanebook::WavePlan &plan);
    // The file the plan came from or went to (shown in the title), or why it could not be read.
    void setPlanFile(const QString &path);
    void showFileError(const QString &message);
    void setWaveRunning(bool running);
    // The GPUs this machine has (host indices, as `source` reports them): a plan naming
    // others has a problem. Empty (no GPU source): GPU numbers are not checked.
    void setMachineGpus(const QList<int> &gpus, const QString &source);
    // The SLO a lane sets, for a plan that names its lane and no SLO of its own: a lane typed
    // into the planner takes the new lane's (WavePlan::sloFromLane), as an opened plan does.
    void setLaneSloLookup(const lanebook::LaneSloLookup &lookup);

Q_SIGNALS:
    void startWaveRequested(const lanebook::WavePlan &plan);
    void openPlanRequested(const QString &path);
    void savePlanRequested(const QString &path, const lanebook::WavePlan &plan);
    void planChanged();
    // The user changed the plan in an editor (not setPlan()): a draft worth keeping.
    void planEdited();

private:
    QWidget *createPlanGroup();
    QWidget *createWorkloadGroup();
    QWidget *createConfigsGroup();
    QWidget *createArmsGroup();
    QWidget *createPreview();
    void chooseFileToOpen();
    void chooseFileToSave();

    // waveplanner_editors.cpp: the editors <-> m_plan.
    void fillEditors();
    void fillArmsTable();
    void fillConfigList();
    void readEditors();
    void selectConfig(int row);
    void configEdited();
    void addConfig();
    void removeConfig();
    void addArm();
    void removeArm();
    void refresh();

    WavePlan m_plan;
    LaneSloLookup m_laneSlo;
    QStringList m_problems;
    QStringList m_editorProblems;
    double m_estimatedDurationS = 0.0;
    bool m_waveRunning = false;
    QList<int> m_machineGpus;
    QString m_machineGpuSource;
    bool m_filling = false;
    int m_currentConfig = -1;
    QString m_planFile;

    WaveScheduleModel *m_schedule;
    ElidedLabel *m_fileLabel = nullptr;
    QPushButton *m_startButton = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_lane = nullptr;
    QLineEdit *m_gpus = nullptr;
    QSpinBox *m_repeats = nullptr;
    QComboBox *m_order = nullptr;
    QCheckBox *m_swapGpus = nullptr;
    QComboBox *m_execution = nullptr;
    QComboBox *m_restart = nullptr;
    QComboBox *m_onArmFailure = nullptr;
    QComboBox *m_endpoint = nullptr;
    QLineEdit *m_concurrency = nullptr;
    QLineEdit *m_contextTokens = nullptr;
    QSpinBox *m_outputTokens = nullptr;
    QLineEdit *m_requests = nullptr;
    QSpinBox *m_warmupRequests = nullptr;
    WaveTrafficEditor *m_traffic = nullptr;
    QListWidget *m_configList = nullptr;
    WaveConfigEditor *m_configEditor = nullptr;
    QTableWidget *m_arms = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_problemsLabel = nullptr;
    QDoubleSpinBox *m_noiseCvPercent = nullptr;
    QLabel *m_detectable = nullptr;
    QTableView *m_scheduleView = nullptr;
};

} // namespace lanebook
