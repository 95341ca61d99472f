#include "backends/waves/qualitysteprunner.h"

#include "backends/waves/waveruntr.h"

#include "backends/importers/importfile.h"
#include "backends/importers/writtenfiles.h"
#include "backends/launcher/experimentprocess.h"
#include "models/run/runformat.h"

#include <QDir>
#include <QFile>
#include <QProcessEnvironment>

#include <algorithm>

namespace lanebook {

namespace {

constexpr int kLogTailLines = 30;
constexpr qint64 kLogTailBytes = 16 * 1024;

// The last lines of the step's own log, as it was written (stdout and stderr interleaved).
QString logTailOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    if (file.size() > kLogTailBytes)
        file.seek(file.size() - kLogTailBytes);
    QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
    while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
        lines.removeLast();
    return lines.mid(std::max<qsizetype>(0, lines.size() - kLogTailLines)).join(u'\n');
}

QStringList childEnvironment(const QList<int> &gpus)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (!gpus.isEmpty()) {
        QStringList ids;
        for (const int gpu : gpus)
            ids << QString::number(gpu);
        // The step measures the arm's model on the arm's GPUs, as its server does.
        environment.insert(QStringLiteral("CUDA_VISIBLE_DEVICES"), ids.join(u','));
    }
    return environment.toStringList();
}

} // namespace

QualityStepRun runQualityStep(const WaveQualityStep &step, const QualityStepPlaceholders &values,
                              const std::function<bool()> &cancelled)
{
    QualityStepRun result;
    result.argv = expandQualityArgv(step.effectiveArgv(), values);
    if (!QDir().mkpath(values.outDir)) {
        result.reason = WaveRunTr::tr("its folder %1 could not be made").arg(values.outDir);
        return result;
    }
    const QString logPath = QDir(values.outDir).filePath(step.name + QStringLiteral(".log"));
    QFile log(logPath);
    if (!log.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        result.reason =
            WaveRunTr::tr("its log %1 could not be written: %2").arg(logPath, log.errorString());
        return result;
    }
    const FolderListing before = listFolder(values.outDir, {logPath});

    ExperimentSpec spec;
    spec.argv = result.argv;
    spec.environment = childEnvironment(values.gpus);
    spec.workingDirectory = values.outDir;
    spec.timeoutS = step.timeoutS;
    spec.cancelled = cancelled;
    spec.forwardSignals = false;
    spec.onStdout = [&log](const QByteArray &chunk) { log.write(chunk); };
    spec.onStderr = [&log](const QByteArray &chunk) { log.write(chunk); };
    const ExperimentOutcome outcome = runExperimentProcess(spec);
    log.close();
    result.exitCode = outcome.exitCode;
    result.wallS = outcome.wallS;
    result.logTail = logTailOf(logPath);

    if (!outcome.started()) {
        result.reason = WaveRunTr::tr("%1 could not be started: %2")
                            .arg(result.argv.value(0), outcome.startError);
        return result;
    }
    if (outcome.timedOut) {
        result.reason =
            WaveRunTr::tr("it did not finish within %1 s and was stopped").arg(step.timeoutS);
        return result;
    }
    if (outcome.wasCancelled) {
        result.reason = WaveRunTr::tr("it was stopped: the wave was aborted");
        return result;
    }
    if (!outcome.succeeded()) {
        result.reason = WaveRunTr::tr("%1 %2").arg(result.argv.value(0), outcome.exitDescription);
        return result;
    }
    // The files it wrote first (lm_eval's results JSON, a script's own file), its own
    // output (llama-perplexity prints its result) last.
    QStringList candidates = writtenFiles(before, listFolder(values.outDir, {logPath}));
    candidates << logPath;
    QStringList unreadable;
    for (const QString &path : candidates) {
        ParsedFile parsed = parseImportFile(path);
        if (parsed.ok() && !parsed.runs.empty() && parsed.format) {
            result.succeeded = true;
            result.resultFile = path;
            result.format = runFormatId(*parsed.format);
            result.runs = std::move(parsed.runs);
            return result;
        }
        unreadable << WaveRunTr::tr("%1 (%2)").arg(
            QDir(values.outDir).relativeFilePath(path),
            parsed.error.isEmpty() ? WaveRunTr::tr("no result in it") : parsed.error);
    }
    result.reason = WaveRunTr::tr("it wrote nothing Lanebook can read as a result: %1")
                        .arg(unreadable.join(QStringLiteral("; ")));
    return result;
}

} // namespace lanebook
