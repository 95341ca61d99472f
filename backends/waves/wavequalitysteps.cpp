#include "backends/waves/wavequalitysteps.h"

#include "backends/waves/waveruntr.h"

#include "backends/notebook/notebookstore.h"
#include "backends/waves/qualitysteprunner.h"
#include "models/gates/runjudgement.h"

#include <QDir>

namespace lanebook {

WaveQualitySteps::WaveQualitySteps(const WavePlan &plan, NotebookStore &store,
                                   const QString &folder)
    : m_plan(plan)
    , m_store(store)
    , m_folder(folder)
{}

WaveQualitySteps::Outcome WaveQualitySteps::runFor(const WaveStep &step, qint64 waveId,
                                                   ServerSession &session,
                                                   const std::function<bool()> &cancelled,
                                                   const std::function<void(const QString &)> &note)
{
    Outcome outcome;
    const ServerConfig *config = m_plan.config(step.config);
    const bool firstStartOfArm = !m_perArmDone.count(step.armIndex);
    m_perArmDone.insert(step.armIndex);
    std::vector<qint64> thisStart;
    for (const WaveQualityStep &quality : m_plan.quality) {
        if (quality.when == QualityStepSchedule::PerArm && !firstStartOfArm)
            continue;
        if (cancelled && cancelled())
            break;
        QualityStepPlaceholders values;
        // Where this server answers (the port it picked, if it did).
        values.baseUrl = session.baseUrl;
        if (values.baseUrl.isEmpty() && config)
            values.baseUrl = config->baseUrl;
        while (values.baseUrl.endsWith(u'/'))
            values.baseUrl.chop(1);
        values.model = config ? config->model : QString();
        values.gpus = step.gpus;
        values.arm = step.arm;
        values.config = step.config;
        values.outDir = QDir(m_folder).filePath(QStringLiteral("wave-%1/%2/%3-s%4")
                                                    .arg(waveId)
                                                    .arg(step.arm, quality.name)
                                                    .arg(session.launchNumber));
        if (note)
            note(WaveRunTr::tr("Quality step %1 of arm %2 (server start %3).")
                     .arg(quality.name, step.arm)
                     .arg(session.launchNumber));
        const QDateTime startedAt = QDateTime::currentDateTimeUtc();
        QualityStepRun ran = runQualityStep(quality, values, cancelled);

        QualityStepResult result;
        result.arm = step.arm;
        result.step = quality.name;
        result.serverLaunch = session.launchNumber;
        result.format = ran.format;
        if (ran.succeeded) {
            nlohmann::json argv = nlohmann::json::array();
            for (const QString &argument : ran.argv)
                argv.push_back(argument.toStdString());
            const nlohmann::json how = {{"argv", argv},
                                        {"result_file", ran.resultFile.toStdString()},
                                        {"format", ran.format.toStdString()},
                                        {"exit_code", ran.exitCode},
                                        {"wall_s", ran.wallS}};
            const QString label =
                WaveStepRun::qualityLabel(m_plan, step, session, quality, startedAt);
            for (size_t k = 0; k < ran.runs.size(); ++k) {
                Run &run = ran.runs[k];
                run.label = ran.runs.size() == 1 ? label : label + QStringLiteral("-%1").arg(k + 1);
                if (!run.startedAt.isValid())
                    run.startedAt = startedAt;
                WaveStepRun::placeQualityRun(run, m_plan, step, waveId, session, quality, how);
                const auto id = m_store.runs().insertRun(run);
                if (!id) {
                    ran.succeeded = false;
                    ran.reason = WaveRunTr::tr("its run %1 could not be stored: %2")
                                     .arg(run.label, m_store.lastError());
                    break;
                }
                m_store.judgements().saveRunGates(*id, judgeRun(run));
                result.runIds.push_back(*id);
            }
        }
        result.succeeded = ran.succeeded;
        if (ran.succeeded) {
            result.message = WaveRunTr::tr("%n run(s) from %1", nullptr, int(result.runIds.size()))
                                 .arg(QDir(values.outDir).relativeFilePath(ran.resultFile));
            auto &kept = quality.when == QualityStepSchedule::PerArm ? m_perArmRuns[step.armIndex]
                                                                     : thisStart;
            kept.insert(kept.end(), result.runIds.begin(), result.runIds.end());
        } else {
            result.message = WaveRunTr::tr("arm %1: quality step %2 failed: %3")
                                 .arg(step.arm, quality.name, ran.reason);
            outcome.failures.push_back({result.message, ran.logTail});
        }
        outcome.results.push_back(result);
    }
    session.qualityRunIds = m_perArmRuns[step.armIndex];
    session.qualityRunIds.insert(session.qualityRunIds.end(), thisStart.begin(), thisStart.end());
    return outcome;
}

} // namespace lanebook
