// lanebook-cli run: the files an experiment wrote, read and stored as its runs.
#include "app/cli/experimentresults.h"

#include "app/cli/clitr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <map>

namespace lanebook::cli {

namespace {

QString displayPath(const QString &path)
{
    return QDir::toNativeSeparators(
        QDir::current().relativeFilePath(path).startsWith(QLatin1String(".."))
            ? path
            : QDir::current().relativeFilePath(path));
}

QString valueText(const nlohmann::json &value)
{
    return value.is_string() ? QString::fromStdString(value.get<std::string>())
                             : QString::fromStdString(value.dump());
}

// "sweep bits=2": the experiment's label and what the row swept; the row's locator when
// nothing varies. The file's name joins when the experiment wrote more than one table.
void labelTableRuns(std::vector<Run> &runs, const QString &label, const QString &fileName,
                    bool severalTables)
{
    const QStringList swept = sweptConfigKeys(runs);
    for (Run &run : runs) {
        QStringList parts{label};
        if (severalTables)
            parts << fileName;
        if (swept.isEmpty()) {
            if (runs.size() > 1)
                parts << run.source.locator;
        } else {
            for (const QString &key : swept) {
                const auto it = run.config.find(key.toStdString());
                if (it != run.config.end())
                    parts << key + u'=' + valueText(*it);
            }
        }
        run.label = parts.join(u' ');
    }
}

PreparedResult readOne(const QString &path, const QList<MetricMapping> &mappings,
                       const QString &label, bool severalTables)
{
    PreparedResult prepared;
    prepared.summary.path = path;
    prepared.parsed = parseImportFile(path);
    ParsedFile &parsed = prepared.parsed;
    ResultFile &summary = prepared.summary;
    if (parsed.format) {
        summary.format = runFormatId(*parsed.format);
        summary.kind = parsed.ok() ? ResultFile::Kind::Known : ResultFile::Kind::Failed;
        summary.note = parsed.error;
        return prepared;
    }
    if (!isMetricTableFile(path) || mappings.isEmpty()) {
        summary.kind = ResultFile::Kind::NotAResult;
        summary.note = isMetricTableFile(path) && parsed.unrecognized
                           ? CliTr::tr("a table no known tool wrote; --metric NAME=COLUMN maps its "
                                       "columns to import it")
                           : parsed.error.section(QStringLiteral(": "), 1);
        parsed.runs.clear();
        return prepared;
    }
    summary.format = QStringLiteral("metric-table");
    if (!parsed.unrecognized) { // empty, unreadable, binary: parseImportFile said which
        summary.kind = ResultFile::Kind::Failed;
        summary.note = parsed.error;
        return prepared;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        summary.kind = ResultFile::Kind::Failed;
        summary.note =
            CliTr::tr("%1: cannot read the file: %2").arg(displayPath(path), file.errorString());
        return prepared;
    }
    try {
        parsed.runs = parseMetricTable({path, file.readAll()}, mappings);
    } catch (const ImportFailure &failure) {
        summary.kind = ResultFile::Kind::Failed;
        summary.note = displayPath(path) + QStringLiteral(": ") + failure.message();
        parsed.runs.clear();
        return prepared;
    }
    parsed.error.clear();
    parsed.unrecognized = false;
    parsed.format = RunFormat::Lanebook;
    labelTableRuns(parsed.runs, label, QFileInfo(path).fileName(), severalTables);
    summary.kind = ResultFile::Kind::MetricTable;
    return prepared;
}

} // namespace

int ExperimentResults::runsAdded() const
{
    int added = 0;
    for (const ResultFile &file : files)
        added += int(file.runIds.size());
    return added;
}

bool ExperimentResults::anyFailed() const
{
    return std::any_of(files.begin(), files.end(),
                       [](const ResultFile &f) { return f.kind == ResultFile::Kind::Failed; });
}

QString resultKindId(ResultFile::Kind kind)
{
    switch (kind) {
    case ResultFile::Kind::Known:
        return QStringLiteral("known-format");
    case ResultFile::Kind::MetricTable:
        return QStringLiteral("metric-table");
    case ResultFile::Kind::NotAResult:
        return QStringLiteral("not-a-result");
    case ResultFile::Kind::Failed:
        break;
    }
    return QStringLiteral("failed");
}

std::vector<PreparedResult> readExperimentResults(const QStringList &writtenPaths,
                                                  const QList<MetricMapping> &mappings,
                                                  const QString &label)
{
    const auto tables = std::count_if(writtenPaths.begin(), writtenPaths.end(),
                                      [](const QString &p) { return isMetricTableFile(p); });
    std::vector<PreparedResult> prepared;
    for (const QString &path : writtenPaths)
        prepared.push_back(readOne(path, mappings, label, tables > 1));
    return prepared;
}

ExperimentResults storeExperimentResults(NotebookStore &store, std::vector<PreparedResult> prepared,
                                         const ExperimentLink &link)
{
    ExperimentResults results;
    bool anyStored = false;
    for (PreparedResult &item : prepared) {
        ResultFile summary = item.summary;
        if (summary.kind == ResultFile::Kind::Known ||
            summary.kind == ResultFile::Kind::MetricTable) {
            for (Run &run : item.parsed.runs) {
                if (link.experimentRunId)
                    run.extra["experiment_run_id"] = *link.experimentRunId;
                run.extra["experiment_label"] = link.label.toStdString();
                if (!link.lane.isEmpty())
                    run.lane = link.lane;
            }
            const FileImportOutcome outcome = store.runs().storeParsedFile(item.parsed);
            if (!outcome.ok()) {
                summary.kind = ResultFile::Kind::Failed;
                summary.note = outcome.error;
            }
            summary.runsAlreadyPresent = outcome.runsAlreadyPresent;
            anyStored = anyStored || outcome.runsAdded > 0;
        }
        results.files.push_back(summary);
    }
    if (!anyStored || !link.experimentRunId)
        return results;
    // The ids of the runs just stored, by the file they came from.
    std::map<QString, std::vector<qint64>> idsByPath;
    for (const Run &run : store.runs().list()) {
        const auto owner = run.extra.find("experiment_run_id");
        if (owner != run.extra.end() && owner->is_number_integer() &&
            owner->get<qint64>() == *link.experimentRunId)
            idsByPath[QFileInfo(run.source.path).absoluteFilePath()].push_back(run.id);
    }
    for (ResultFile &file : results.files)
        file.runIds = idsByPath[QFileInfo(file.path).absoluteFilePath()];
    return results;
}

nlohmann::json resultFilesJson(const std::vector<PreparedResult> &prepared, const QString &folder)
{
    nlohmann::json files = nlohmann::json::array();
    const QDir root(folder);
    for (const PreparedResult &item : prepared) {
        nlohmann::json file = nlohmann::json::object();
        file["path"] = root.relativeFilePath(item.summary.path).toStdString();
        file["kind"] = resultKindId(item.summary.kind).toStdString();
        if (!item.summary.format.isEmpty())
            file["format"] = item.summary.format.toStdString();
        if (item.summary.kind == ResultFile::Kind::Known ||
            item.summary.kind == ResultFile::Kind::MetricTable)
            file["runs"] = item.parsed.runs.size();
        if (!item.summary.note.isEmpty())
            file["note"] = item.summary.note.toStdString();
        files.push_back(file);
    }
    return files;
}

} // namespace lanebook::cli
