// lanebook-cli run: any experiment as runs. The script runs as a real child; what ran, from
// which revision, how it ended and what it cost is recorded as one run, and the result files
// it wrote become runs linked to that one.
#include "app/cli/commandhelp.h"

#include "app/cli/clitr.h"
#include "app/cli/commandline.h"

#include "app/cli/commandoptions.h"
#include "app/cli/experimentresults.h"
#include "backends/importers/writtenfiles.h"
#include "backends/launcher/experimentprocess.h"
#include "backends/launcher/gitstate.h"
#include "backends/notebook/notebookstore.h"
#include "backends/telemetry/backgroundsampler.h"
#include "backends/telemetry/telemetryrecorder.h"
#include "models/findings/secretredaction.h"
#include "models/run/runjson.h"
#include "models/run/statusreason.h"
#include "models/telemetry/runtelemetry.h"
#include "models/telemetry/telemetrysourcespec.h"
#include "models/text/numbertext.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QProcessEnvironment>

#include <algorithm>
#include <cstdio>
#include <optional>

namespace lanebook::cli {

namespace {

struct RunOptions
{
    QString label;
    QString lane;
    QString outDir; // empty: the working directory
    QString telemetrySource;
    QList<int> gpus;
    QList<MetricMapping> metrics;
    QStringList command;
};

// Reads the options before `--` through the command table, and the command after it; an
// error message, or empty.
QString parse(const QStringList &args, RunOptions &o)
{
    const qsizetype end = args.indexOf(QStringLiteral("--"));
    if (end < 0)
        return CliTr::tr("name the command to run after --, e.g. lanebook-cli run --label sweep "
                         "-- ./sweep.sh");
    o.command = args.mid(end + 1);
    if (o.command.isEmpty())
        return CliTr::tr("no command after --");
    const CommandOptions given = commandOptions(QStringLiteral("run"), args.mid(0, end));
    if (!given.positional().isEmpty())
        return CliTr::tr("unexpected argument \"%1\" before --; the command goes after --")
            .arg(given.positional().first());
    o.label = given.string(QStringLiteral("label"));
    o.lane = given.string(QStringLiteral("lane"));
    if (given.has(QStringLiteral("out-dir"))) {
        const QString value = given.string(QStringLiteral("out-dir"));
        if (!QFileInfo(value).isDir())
            given.addError(
                CliTr::tr("--out-dir: %1 is not a folder").arg(QDir::toNativeSeparators(value)));
        o.outDir = QFileInfo(value).absoluteFilePath();
    }
    for (const QString &value : given.list(QStringLiteral("metric"))) {
        MetricMapping mapping;
        if (const QString error = parseMetricMapping(value, mapping); !error.isEmpty())
            given.addError(error);
        o.metrics << mapping;
    }
    if (given.has(QStringLiteral("telemetry"))) {
        const QString value = given.string(QStringLiteral("telemetry"));
        if (value != QLatin1String("none")) {
            if (const auto spec = TelemetrySourceSpec::parse(value); !spec)
                given.addError(CliTr::tr("--telemetry: %1").arg(spec.error()));
        }
        o.telemetrySource = value == QLatin1String("none") ? QString() : value;
    }
    if (given.has(QStringLiteral("gpus"))) {
        const QString value = given.string(QStringLiteral("gpus"));
        for (const QString &part : value.split(u',', Qt::SkipEmptyParts)) {
            bool ok = false;
            const int gpu = part.trimmed().toInt(&ok);
            if (!ok || gpu < 0) {
                given.addError(
                    CliTr::tr("--gpus: \"%1\" is not a list of GPU indices like 0,1").arg(value));
                break;
            }
            o.gpus << gpu;
        }
    }
    if (!given.ok())
        return given.error();
    if (!o.gpus.isEmpty() && o.telemetrySource.isEmpty())
        return CliTr::tr("--gpus needs --telemetry");
    return {};
}

// "sweep.sh" for `./sweep.sh` and `bash sweep.sh`; "python3 bitforge.py" reads as bitforge.py.
QString defaultLabel(const QStringList &command)
{
    static const QStringList interpreters{QStringLiteral("sh"),     QStringLiteral("bash"),
                                          QStringLiteral("python"), QStringLiteral("python3"),
                                          QStringLiteral("uv"),     QStringLiteral("env"),
                                          QStringLiteral("node"),   QStringLiteral("perl")};
    for (const QString &word : command) {
        QString name = QFileInfo(word).fileName();
        if (word.startsWith(u'-') || interpreters.contains(name) || name == QLatin1String("run"))
            continue;
        return name;
    }
    return QFileInfo(command.first()).fileName();
}

QString bytesText(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeIecFormat);
}

// The experiment's own run: the command, its revision, how it ended, what it cost.
Run experimentRun(const RunOptions &o, const QString &workingDirectory, const nlohmann::json &git,
                  const QStringList &environment, const ExperimentOutcome &outcome,
                  const nlohmann::json &resultFiles, const QString &outDir)
{
    Run run;
    run.label = o.label;
    run.format = RunFormat::Lanebook;
    run.lane = o.lane;
    run.startedAt = outcome.startedAtUtc;
    nlohmann::json argv = nlohmann::json::array();
    for (const QString &word : o.command)
        argv.push_back(word.toStdString());
    run.config["kind"] = "experiment";
    run.config["argv"] = redactSecrets(argv);
    run.config["working_directory"] = workingDirectory.toStdString();
    run.config["git"] = git;
    nlohmann::json env = nlohmann::json::array();
    for (const QString &entry : environment)
        env.push_back(entry.toStdString());
    nlohmann::json experiment = nlohmann::json::object();
    if (!outcome.started()) {
        run.status = RunStatus::Failed;
        run.statusReason = statusReason(QT_TRANSLATE_NOOP("CliTr", "the command did not start: %1"))
                               .arg(outcome.startError);
        experiment["start_error"] = outcome.startError.toStdString();
    } else {
        if (!outcome.succeeded()) {
            run.status = RunStatus::Failed;
            run.statusReason = statusReason(QT_TRANSLATE_NOOP("CliTr", "the command %1"))
                                   .arg(outcome.exitDescription);
        }
        run.setMetric(QStringLiteral("duration_s"), outcome.wallS);
        run.setMetric(QStringLiteral("peak_rss_bytes"), double(outcome.peakRssBytes()));
        experiment["exit_code"] = outcome.exitCode;
        experiment["exit"] = outcome.exitDescription.toStdString();
        experiment["stdout_tail"] = redactSecretsInText(outcome.stdoutTail).toStdString();
        experiment["stderr_tail"] = redactSecretsInText(outcome.stderrTail).toStdString();
        experiment["stdout_bytes"] = outcome.stdoutBytes;
        experiment["stderr_bytes"] = outcome.stderrBytes;
        experiment["peak_rss_bytes_tree_sampled"] = outcome.peakRssTreeSampledBytes;
        experiment["peak_rss_bytes_largest_process"] = outcome.peakRssLargestProcessBytes;
        experiment["rss_samples"] = outcome.rssSampleCount;
        experiment["peak_rss_method"] =
            "the larger of: the sum of VmRSS over the command's session sampled from /proc "
            "every 100 ms, and the largest single process's peak from wait4's rusage";
        if (outcome.forwardedSignal != 0)
            experiment["forwarded_signal"] = outcome.forwardedSignal;
    }
    experiment["environment"] = redactSecrets(env);
    experiment["results_folder"] = outDir.toStdString();
    experiment["result_files"] = resultFiles;
    run.extra["experiment"] = experiment;
    return run;
}

void printSummary(QTextStream &out, const Run &run, qint64 id, const ExperimentOutcome &outcome,
                  const ExperimentResults &results)
{
    if (outcome.started())
        out << CliTr::tr("run %1  %2  %3 in %4 s, peak RSS %5\n")
                   .arg(id)
                   .arg(run.label, outcome.exitDescription,
                        NumberText::threeSignificant(outcome.wallS),
                        bytesText(outcome.peakRssBytes()));
    else
        out << CliTr::tr("run %1  %2  %3\n")
                   .arg(id)
                   .arg(run.label, statusReasonText(run.statusReason));
    for (const ResultFile &file : results.files) {
        const QString path = QDir::toNativeSeparators(QDir::current().relativeFilePath(file.path));
        switch (file.kind) {
        case ResultFile::Kind::Known:
        case ResultFile::Kind::MetricTable: {
            QStringList ids;
            for (const qint64 runId : file.runIds)
                ids << QString::number(runId);
            out << CliTr::tr("  %1  [%2]  %n run(s) added%3%4\n", nullptr,
                             static_cast<int>(file.runIds.size()))
                       .arg(path, file.format)
                       .arg(ids.isEmpty() ? QString() : QStringLiteral(": ") + ids.join(u' '))
                       .arg(file.runsAlreadyPresent > 0
                                ? CliTr::tr(", %1 already present").arg(file.runsAlreadyPresent)
                                : QString());
            break;
        }
        case ResultFile::Kind::NotAResult:
            out << CliTr::tr("  %1  not a result: %2\n").arg(path, file.note);
            break;
        case ResultFile::Kind::Failed:
            break; // said on stderr
        }
    }
}

nlohmann::json summaryJson(const Run &stored, const ExperimentResults &results)
{
    nlohmann::json object = runToJson(stored);
    object["extra"] = redactSecrets(stored.extra);
    nlohmann::json files = nlohmann::json::array();
    for (const ResultFile &file : results.files) {
        nlohmann::json entry = {{"path", file.path.toStdString()},
                                {"kind", resultKindId(file.kind).toStdString()},
                                {"run_ids", file.runIds},
                                {"runs_already_present", file.runsAlreadyPresent}};
        if (!file.format.isEmpty())
            entry["format"] = file.format.toStdString();
        if (!file.note.isEmpty())
            entry["note"] = file.note.toStdString();
        files.push_back(entry);
    }
    return {{"run", object}, {"result_files", files}};
}

} // namespace

int runExperimentCommand(CommandContext &context)
{
    RunOptions options;
    if (const QString error = parse(context.arguments, options); !error.isEmpty()) {
        context.err << CliTr::tr("lanebook-cli run: %1\n").arg(error)
                    << usageText(QStringLiteral("run"));
        return UsageError;
    }
    if (options.label.isEmpty())
        options.label = defaultLabel(options.command);
    const QString workingDirectory = QDir::currentPath();
    const QString outDir = options.outDir.isEmpty() ? workingDirectory : options.outDir;

    // The notebook first: an experiment that cannot be recorded is not worth running.
    NotebookStore store;
    if (!store.open(context.notebookPath, NotebookStore::Access::ReadWrite)) {
        context.err << CliTr::tr("lanebook-cli: %1\n").arg(store.lastError());
        return Failure;
    }
    const nlohmann::json git = gitStateOf(workingDirectory);
    const FolderListing before = listFolder(outDir, {store.path()});
    if (before.truncated)
        context.err << CliTr::tr(
                           "lanebook-cli run: %1 holds more than %2 files; only the first are "
                           "watched for results (--out-dir names the results folder)\n")
                           .arg(QDir::toNativeSeparators(outDir))
                           .arg(kMaxListedFiles);

    TelemetryRecorder recorder;
    std::optional<BackgroundSampler> sampler;
    int telemetryWindow = 0;
    if (!options.telemetrySource.isEmpty()) {
        sampler.emplace(recorder);
        if (sampler->start(options.telemetrySource)) {
            telemetryWindow = recorder.begin(options.gpus);
        } else {
            context.err << CliTr::tr(
                               "lanebook-cli run: no GPU telemetry is recorded with this run: "
                               "%1\n")
                               .arg(sampler->status());
            sampler.reset();
        }
    }

    ExperimentSpec spec;
    spec.argv = options.command;
    spec.environment = QProcessEnvironment::systemEnvironment().toStringList();
    spec.workingDirectory = workingDirectory;
    // The script's output as it runs: its stdout on ours (on stderr under --json, which owns
    // stdout), its stderr on ours.
    spec.onStdout = [&context](const QByteArray &chunk) {
        QTextStream &stream = context.json ? context.err : context.out;
        stream << QString::fromUtf8(chunk);
        stream.flush();
    };
    spec.onStderr = [&context](const QByteArray &chunk) {
        context.err << QString::fromUtf8(chunk);
        context.err.flush();
    };
    const ExperimentOutcome outcome = runExperimentProcess(spec);

    std::vector<TelemetryBatch> telemetry;
    if (sampler) {
        telemetry = recorder.end(telemetryWindow);
        sampler.reset();
    }
    const QStringList written = writtenFiles(before, listFolder(outDir, {store.path()}));
    std::vector<PreparedResult> prepared =
        readExperimentResults(written, options.metrics, options.label);

    Run run = experimentRun(options, workingDirectory, git, spec.environment, outcome,
                            resultFilesJson(prepared, outDir), outDir);
    if (!telemetry.empty()) {
        std::vector<GpuSample> samples;
        for (const TelemetryBatch &batch : telemetry)
            samples.insert(samples.end(), batch.samples.begin(), batch.samples.end());
        if (!samples.empty())
            summariseRunTelemetry(samples).applyTo(run);
    }
    const NotebookStore::MeasuredRunOutcome recorded = store.recordMeasuredRun(run);
    if (!recorded.kept()) {
        context.err << CliTr::tr("lanebook-cli run: cannot record the run in %1: %2\n")
                           .arg(QDir::toNativeSeparators(context.notebookPath), recorded.error);
        return Failure;
    }
    if (!recorded.runId) {
        context.err << CliTr::tr("lanebook-cli run: %1; its result files were not imported: import "
                                 "them with lanebook-cli import once the notebook can be written\n")
                           .arg(recorded.journalNote);
        return Failure;
    }
    const qint64 id = *recorded.runId;
    if (const Expected<void> traced =
            telemetry.empty() ? Expected<void>() : store.telemetry().store(id, telemetry);
        !traced)
        context.err << CliTr::tr("lanebook-cli run: the telemetry trace of run %1 was not stored: "
                                 "%2\n")
                           .arg(id)
                           .arg(traced.error());

    const ExperimentResults results =
        storeExperimentResults(store, std::move(prepared), {id, options.label, options.lane});
    Run stored = store.runs().run(id).value_or(run);
    stored.id = id;
    if (context.json)
        context.out << QString::fromStdString(summaryJson(stored, results).dump(2)) << u'\n';
    else
        printSummary(context.out, stored, id, outcome, results);

    int code = Success;
    for (const ResultFile &file : results.files) {
        if (file.kind == ResultFile::Kind::Failed) {
            context.err << CliTr::tr("lanebook-cli run: %1\n").arg(file.note);
            code = Failure;
        }
    }
    const bool anyResult =
        std::any_of(results.files.begin(), results.files.end(), [](const ResultFile &f) {
            return f.kind == ResultFile::Kind::Known || f.kind == ResultFile::Kind::MetricTable;
        });
    if (!anyResult && !results.anyFailed()) {
        const QString where = QDir::toNativeSeparators(outDir);
        const QString said =
            written.isEmpty()
                ? CliTr::tr("the command wrote no file in %1").arg(where)
                : CliTr::tr("none of the %n file(s) the command wrote in %1 is a result Lanebook "
                            "reads",
                            nullptr, static_cast<int>(written.size()))
                      .arg(where);
        if (!options.metrics.isEmpty()) {
            // A mapping was given: a table was expected and none came.
            context.err << CliTr::tr("lanebook-cli run: --metric was given but %1; the run %2 is "
                                     "recorded without results\n")
                               .arg(said)
                               .arg(id);
            code = Failure;
        } else {
            context.err << CliTr::tr("lanebook-cli run: %1; run %2 records the command alone\n")
                               .arg(said)
                               .arg(id);
        }
    }
    if (!outcome.started()) {
        context.err << CliTr::tr("lanebook-cli run: %1 (recorded as failed run %2)\n")
                           .arg(outcome.startError)
                           .arg(id);
        return Failure;
    }
    if (!outcome.succeeded()) {
        context.err << CliTr::tr("lanebook-cli run: the command %1 (recorded as failed run %2)\n")
                           .arg(outcome.exitDescription)
                           .arg(id);
        return Failure;
    }
    return code;
}

} // namespace lanebook::cli
