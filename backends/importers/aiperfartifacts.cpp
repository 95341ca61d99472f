#include "backends/importers/aiperfartifacts.h"

#include "backends/importers/aiperfservermetrics.h"
#include "backends/importers/importer.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/lenientjson.h"
#include "backends/importers/profileexport.h"
#include "backends/importers/servingimport.h"
#include "backends/importers/texttable.h"
#include "models/run/runextrakeys.h"

#include <QDir>
#include <QFileInfo>

namespace lanebook::AiperfArtifacts {

namespace {

using JsonObjectScan::hasKey;

constexpr std::string_view kTimeslicesSuffix = "_timeslices.json";
constexpr std::string_view kSteadyStateSuffix = "_steady_state.json";
constexpr std::string_view kEnergySuffix = "_energy_efficiency.json";
// The server scrapes: server_metrics_export.* by default, <stem>_server_metrics.* under an
// export prefix.
const QString kServerMetricsStem = QStringLiteral("server_metrics_export");
const QString kServerMetricsSuffix = QStringLiteral("_server_metrics");
const QString kAccuracyFile = QStringLiteral("accuracy_results.csv");

// metadata.aggregation_type of an aggregate file ("confidence", "detailed", "sweep"), empty
// when the member is not an object naming one.
std::string aggregationType(const std::vector<JsonObjectScan::Member> &members)
{
    if (const JsonObjectScan::Member *type =
            JsonObjectScan::findMember(members, "aggregation_type")) {
        const nlohmann::json parsed = nlohmann::json::parse(type->value, nullptr, false);
        return parsed.is_string() ? parsed.get<std::string>() : std::string();
    }
    const JsonObjectScan::Member *metadata = JsonObjectScan::findMember(members, "metadata");
    if (!metadata)
        return {};
    const nlohmann::json parsed = nlohmann::json::parse(metadata->value, nullptr, false);
    if (!parsed.is_object())
        return {};
    const auto type = parsed.find("aggregation_type");
    return type != parsed.end() && type->is_string() ? type->get<std::string>() : std::string();
}

QString kindName(Kind kind)
{
    switch (kind) {
    case Kind::Timeslices:
        return ImportersTr::tr("time-slice export");
    case Kind::SteadyState:
        return ImportersTr::tr("steady-state export");
    case Kind::EnergyEfficiency:
        return ImportersTr::tr("energy-efficiency export");
    case Kind::Accuracy:
        return ImportersTr::tr("accuracy results");
    case Kind::Aggregate:
        return ImportersTr::tr("aggregate across profile runs");
    case Kind::Collated:
        return ImportersTr::tr("collated per-request statistics across profile runs");
    case Kind::Sweep:
        return ImportersTr::tr("sweep aggregate");
    case Kind::ServerMetrics:
        return ImportersTr::tr("server metrics export");
    case Kind::ServerMetricsScrapes:
        return ImportersTr::tr("server metrics scrapes");
    case Kind::ServerMetricsTable:
        return ImportersTr::tr("server metrics table");
    case Kind::SummaryTable:
        return ImportersTr::tr("summary table (the figures of its JSON summary)");
    case Kind::TimeslicesTable:
        return ImportersTr::tr("time-slice table");
    case Kind::SteadyStateTable:
        return ImportersTr::tr("steady-state table");
    case Kind::None:
        break;
    }
    return {};
}

nlohmann::json parseOneObject(std::string_view text)
{
    const std::vector<JsonObjectScan::Value> values = JsonObjectScan::scanValues(text);
    if (values.size() != 1 || !values.front().isObject)
        throw ImportFailure(ImportersTr::tr("expected one JSON object"));
    return JsonObjectScan::parseMembers(values.front());
}

// The document's metric objects in the vocabulary, {name: value}; the ones without a name
// in `unnamed`.
nlohmann::json vocabularyMetrics(const nlohmann::json &document, nlohmann::json &unnamed)
{
    Run mapped;
    ProfileExport::mapMetricObjects(mapped, document, unnamed);
    nlohmann::json metrics = nlohmann::json::object();
    for (const MetricValue &metric : mapped.metrics)
        metrics[metric.name.toStdString()] = metric.value;
    return metrics;
}

void addTimeslices(Run &run, const QString &fileName, const nlohmann::json &document)
{
    const auto slices = document.find("timeslices");
    if (slices == document.end() || !slices->is_array())
        throw ImportFailure(ImportersTr::tr("key \"timeslices\" should be a list"));
    nlohmann::json kept = nlohmann::json::array();
    int incomplete = 0;
    for (std::size_t i = 0; i < slices->size(); ++i) {
        const nlohmann::json &slice = (*slices)[i];
        if (!slice.is_object())
            throw ImportFailure(ImportersTr::tr("time slice %1 should be an object").arg(i + 1));
        nlohmann::json entry = {{"index", i}};
        // The first generation numbers its slices; the newer one gives their clock instead.
        for (const char *key : {"timeslice_index", "start_ns", "end_ns", "is_complete"}) {
            if (const auto it = slice.find(key); it != slice.end() && !it->is_null())
                entry[key] = *it;
        }
        if (slice.value("is_complete", true) == false)
            ++incomplete;
        nlohmann::json unnamed = nlohmann::json::object();
        try {
            entry["metrics"] = vocabularyMetrics(slice, unnamed);
        } catch (const ImportFailure &failure) {
            throw ImportFailure(
                ImportersTr::tr("time slice %1: %2").arg(i + 1).arg(failure.message()));
        }
        kept.push_back(std::move(entry));
    }
    run.extra["aiperf_timeslices"] = {{"file", fileName.toStdString()},
                                      {"slices", std::move(kept)},
                                      {"incomplete_slices", incomplete}};
}

void addSteadyState(Run &run, const QString &fileName, const nlohmann::json &document)
{
    const auto window = document.find("window_metadata");
    const auto metrics = document.find("metrics");
    if (window == document.end() || !window->is_object())
        throw ImportFailure(ImportersTr::tr("key \"window_metadata\" should be an object"));
    if (metrics == document.end() || !metrics->is_object())
        throw ImportFailure(ImportersTr::tr("key \"metrics\" should be an object"));
    nlohmann::json unnamed = nlohmann::json::object();
    nlohmann::json named = vocabularyMetrics(*metrics, unnamed);
    run.extra["aiperf_steady_state"] = {{"file", fileName.toStdString()},
                                        {"window", *window},
                                        {"metrics", std::move(named)},
                                        {"other_metrics", std::move(unnamed)}};
    const QString where = ImportersTr::tr("key \"window_metadata\"");
    const auto total = LenientJson::numberAt(*window, "total_requests", where);
    const auto steady = LenientJson::numberAt(*window, "steady_state_requests", where);
    if (!total || !steady)
        return; // no window to judge: the gate says so from the samples, or their absence
    const nlohmann::json &stationarity = LenientJson::member(*window, "stationarity");
    const nlohmann::json &warning = LenientJson::member(stationarity, "stationarity_warning");
    ServingImport::setToolSteadyWindow(run, "AIPerf", *total, *steady,
                                       ServingImport::stringOr(*window, "detection_method"),
                                       warning.is_boolean() && warning.get<bool>());
}

// EnergyJsonExporter: {"source": {total_gpu_energy_j, average_gpu_power_w, gpu_count,
// energy_source}, "metrics": {energy_per_output_token_mj, energy_per_request_j,
// energy_per_total_token_mj, performance_per_watt, output_tps_per_watt, goodput_per_watt},
// "results": [...]}. The summary's own energy stands where it has one.
void addEnergy(Run &run, const QString &fileName, const nlohmann::json &document)
{
    const nlohmann::json *source = ProfileExport::find(document, {"source"});
    const nlohmann::json *metrics = ProfileExport::find(document, {"metrics"});
    if (!source || !source->is_object())
        throw ImportFailure(ImportersTr::tr("key \"source\" should be an object"));
    if (!metrics || !metrics->is_object())
        throw ImportFailure(ImportersTr::tr("key \"metrics\" should be an object"));
    const auto set = [&](const char *name, const nlohmann::json &from, const char *key,
                         double scale, const QString &section) {
        const auto value =
            LenientJson::numberAt(from, key, ImportersTr::tr("key \"%1\"").arg(section));
        if (value && !run.metric(QString::fromLatin1(name)))
            run.setMetric(QString::fromLatin1(name), *value * scale,
                          fileName + u':' + section + u'.' + QLatin1String(key));
    };
    set("energy_j", *source, "total_gpu_energy_j", 1.0, QStringLiteral("source"));
    set("energy_j_per_output_token", *metrics, "energy_per_output_token_mj", 1e-3,
        QStringLiteral("metrics"));
    set("output_tok_per_s_per_w", *metrics, "output_tps_per_watt", 1.0, QStringLiteral("metrics"));
    run.extra["aiperf_energy_efficiency"] = {
        {"file", fileName.toStdString()}, {"source", *source}, {"metrics", *metrics}};
}

// accuracy_results.csv (accuracy_data_exporter.py), two headers across versions:
// task,correct,total,unparsed,accuracy and task,total,passed,unparsed,accuracy_rate,
// unparsed_rate; one row per task, then OVERALL. The accuracy is a 0-1 share.
void addAccuracy(Run &run, const QString &fileName, std::string_view text)
{
    QStringList header;
    nlohmann::json tasks = nlohmann::json::object();
    TextTable::forEachCsvRecord(
        TextTable::lines(QByteArray(text.data(), qsizetype(text.size()))),
        [&](int line, const QStringList &fields) {
            if (header.isEmpty()) {
                header = fields;
                if (!header.contains(QStringLiteral("task")) ||
                    (!header.contains(QStringLiteral("accuracy")) &&
                     !header.contains(QStringLiteral("accuracy_rate"))))
                    throw ImportFailure(ImportersTr::tr("line 1: expected the columns task and "
                                                        "accuracy (or accuracy_rate)"));
                return;
            }
            const auto cell = [&](const char *name) {
                const qsizetype column = header.indexOf(QLatin1String(name));
                return column >= 0 && column < fields.size() ? fields[column] : QString();
            };
            const QString task = cell("task").trimmed();
            QString accuracyText = cell("accuracy");
            if (accuracyText.isEmpty())
                accuracyText = cell("accuracy_rate");
            bool ok = false;
            const double accuracy = accuracyText.toDouble(&ok);
            if (task.isEmpty() || !ok || accuracy < 0.0 || accuracy > 1.0)
                throw ImportFailure(ImportersTr::tr("line %1: a task and an accuracy between 0 "
                                                    "and 1 expected, got \"%2\" and \"%3\"")
                                        .arg(line)
                                        .arg(task, accuracyText));
            // A metric name of the `<task>.<metric>` kind quality metrics have.
            QString name = task.toLower();
            for (QChar &c : name) {
                if (!c.isLetterOrNumber() && c != u'_' && c != u'-' && c != u':')
                    c = u'_';
            }
            run.setMetric(name + QStringLiteral(".accuracy"), accuracy,
                          fileName + QStringLiteral(" line %1").arg(line));
            nlohmann::json row = nlohmann::json::object();
            for (qsizetype column = 0; column < header.size() && column < fields.size(); ++column)
                row[header[column].toStdString()] = fields[column].toStdString();
            tasks[task.toStdString()] = std::move(row);
        });
    if (tasks.empty())
        throw ImportFailure(ImportersTr::tr("no task rows"));
    run.extra["aiperf_accuracy"] = {{"file", fileName.toStdString()}, {"tasks", std::move(tasks)}};
}

// The folder an aggregate describes: aggregate/ sits beside profile_runs/.
QString profileRunsBeside(const QString &path)
{
    QDir folder = QFileInfo(path).absoluteDir();
    for (int up = 0; up < 3; ++up) { // aggregate/, aggregate/<combination>/
        if (folder.exists(QStringLiteral("profile_runs")))
            return folder.filePath(QStringLiteral("profile_runs"));
        if (!folder.cdUp())
            break;
    }
    return {};
}

// A sweep's folder holds one folder per combination beside sweep_aggregate/.
QString sweepFolderBeside(const QString &path)
{
    QDir folder = QFileInfo(path).absoluteDir();
    if (folder.dirName() == QLatin1String("sweep_aggregate") && !folder.cdUp())
        return {};
    if (folder.dirName() == QLatin1String("aggregate")) // aggregate/sweep_aggregate/
        folder.cdUp();
    const QStringList others = folder.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &other : others) {
        if (other != QLatin1String("sweep_aggregate") && other != QLatin1String("aggregate"))
            return folder.absolutePath();
    }
    return {};
}

} // namespace

Kind kindOf(const std::vector<JsonObjectScan::Member> &members)
{
    const bool aiperf = hasKey(members, "aiperf_version") || hasKey(members, "input_config");
    if (hasKey(members, "timeslices") && aiperf)
        return Kind::Timeslices;
    if (hasKey(members, "window_metadata") && hasKey(members, "metrics"))
        return Kind::SteadyState;
    if (hasKey(members, "source") && hasKey(members, "metrics") && hasKey(members, "results") &&
        !hasKey(members, "aiperf_version"))
        return Kind::EnergyEfficiency;
    if (AiperfServerMetrics::looksLikeExport(members))
        return Kind::ServerMetrics;
    if (AiperfServerMetrics::looksLikeScrapeLine(members))
        return Kind::ServerMetricsScrapes;
    const std::string type = aggregationType(members);
    if (type == "sweep" || hasKey(members, "per_combination_metrics") ||
        hasKey(members, "per_value_metrics"))
        return Kind::Sweep;
    if (type == "detailed")
        return Kind::Collated;
    if (type == "confidence")
        return Kind::Aggregate;
    // A summary has its metric objects at the top level; these keep theirs under "metrics".
    if (hasKey(members, "aiperf_version") && hasKey(members, "metrics") &&
        hasKey(members, "metadata") && !hasKey(members, "request_throughput"))
        return hasKey(members, "description") ? Kind::Collated : Kind::Aggregate;
    return Kind::None;
}

bool looksLikeAccuracyTable(const QByteArray &content)
{
    const qsizetype end = content.indexOf('\n');
    const QByteArray header = (end < 0 ? content : content.left(end)).trimmed();
    return header == "task,correct,total,unparsed,accuracy" ||
           header == "task,total,passed,unparsed,accuracy_rate,unparsed_rate";
}

Kind tableKindOf(const QByteArray &content)
{
    const qsizetype end = content.indexOf('\n');
    const QByteArray first = (end < 0 ? content : content.left(end)).trimmed();
    if (AiperfServerMetrics::looksLikeCsv(content))
        return Kind::ServerMetricsTable;
    // csv_exporter.py: the record metrics' table first (genai-perf's puts p99 before p1).
    if (first.startsWith("Metric,avg,min,max,p1,"))
        return Kind::SummaryTable;
    if (first == "Timeslice,Metric,Unit,Stat,Value")
        return Kind::TimeslicesTable;
    if (first.startsWith("# Steady-State"))
        return Kind::SteadyStateTable;
    return Kind::None;
}

void passOverBesideSummary(const QString &path, const QString &summaryName)
{
    const QString summary = QFileInfo(path).dir().filePath(summaryName);
    if (QFileInfo::exists(summary))
        throw ImportCovered(summary);
}

namespace {

// A companion of the summary named summaryName: covered by it when it is beside, else refused
// naming it.
[[noreturn]] void passOverOrRefuse(Kind kind, const QString &path, const QString &summaryName)
{
    passOverBesideSummary(path, summaryName);
    throw ImportFailure(ImportersTr::tr("this is AIPerf's %1 of a benchmark, not a run: "
                                        "import %2 of the same benchmark, which takes it "
                                        "from beside it")
                            .arg(kindName(kind), summaryName));
}

} // namespace

void passOver(Kind kind, const QString &path, std::string_view text)
{
    const QString name = QFileInfo(path).fileName();
    if (kind == Kind::SummaryTable || kind == Kind::TimeslicesTable ||
        kind == Kind::SteadyStateTable) {
        const QString suffix = kind == Kind::TimeslicesTable ? QStringLiteral("_timeslices.csv")
                               : kind == Kind::SteadyStateTable
                                   ? QStringLiteral("_steady_state.csv")
                                   : QStringLiteral(".csv");
        const QString summaryName = name.endsWith(suffix) && name.size() > suffix.size()
                                        ? name.chopped(suffix.size()) + QStringLiteral(".json")
                                        : QStringLiteral("profile_export_aiperf.json");
        passOverBesideSummary(path, summaryName);
        throw ImportFailure(ImportersTr::tr("this is AIPerf's %1 of a benchmark, not a run: "
                                            "import %2 of the same benchmark, which holds it")
                                .arg(kindName(kind), summaryName));
    }
    if (kind == Kind::ServerMetrics || kind == Kind::ServerMetricsScrapes ||
        kind == Kind::ServerMetricsTable) {
        // A damaged file is said as such first.
        if (kind == Kind::ServerMetrics) {
            Run checked;
            AiperfServerMetrics::addTo(checked, name, parseOneObject(text));
        } else if (kind == Kind::ServerMetricsScrapes) {
            JsonObjectScan::scanValues(text);
        }
        // <stem>_server_metrics.* belongs to <stem>.json; server_metrics_export.* to the
        // default summary.
        const qsizetype prefixed = name.lastIndexOf(kServerMetricsSuffix + u'.');
        const QString summaryName = !name.startsWith(kServerMetricsStem + u'.') && prefixed > 0
                                        ? name.left(prefixed) + QStringLiteral(".json")
                                        : QStringLiteral("profile_export_aiperf.json");
        passOverOrRefuse(kind, path, summaryName);
    }
    if (kind == Kind::Accuracy) { // at the artifacts' root, beside the summary
        Run checked;
        addAccuracy(checked, name, text); // a damaged table is said as such
        const QString summaryName = QStringLiteral("profile_export_aiperf.json");
        passOverOrRefuse(kind, path, summaryName);
    }
    const nlohmann::json document = parseOneObject(text); // a damaged file is said as such
    switch (kind) {
    case Kind::Timeslices:
    case Kind::SteadyState:
    case Kind::EnergyEfficiency: {
        const std::string_view suffix = kind == Kind::Timeslices    ? kTimeslicesSuffix
                                        : kind == Kind::SteadyState ? kSteadyStateSuffix
                                                                    : kEnergySuffix;
        const QString suffixText = QString::fromLatin1(suffix.data(), qsizetype(suffix.size()));
        const QString summaryName = name.endsWith(suffixText)
                                        ? name.chopped(suffixText.size()) + QStringLiteral(".json")
                                        : QStringLiteral("profile_export_aiperf.json");
        passOverOrRefuse(kind, path, summaryName);
    }
    case Kind::Aggregate:
    case Kind::Collated: {
        if (const QString runs = profileRunsBeside(path); !runs.isEmpty())
            throw ImportCovered(runs);
        QStringList labels;
        const nlohmann::json *metadata = ProfileExport::find(document, {"metadata"});
        if (metadata && metadata->is_object()) {
            if (const auto list = metadata->find("run_labels");
                list != metadata->end() && list->is_array()) {
                for (const nlohmann::json &label : *list) {
                    if (label.is_string())
                        labels << QString::fromStdString(label.get<std::string>());
                }
            }
        }
        throw ImportFailure(
            ImportersTr::tr("this is AIPerf's %1 (%2): statistics across runs, not a run. "
                            "Import the profile_runs folder of that benchmark: each run's "
                            "profile_export_aiperf.json is one run, its trial its repeat")
                .arg(kindName(kind),
                     labels.isEmpty() ? ImportersTr::tr("no run labels") : labels.join(u", ")));
    }
    case Kind::Sweep:
        if (const QString sweep = sweepFolderBeside(path); !sweep.isEmpty())
            throw ImportCovered(sweep);
        throw ImportFailure(
            ImportersTr::tr("this is AIPerf's %1: statistics per swept combination, not a run. "
                            "Import the sweep's folder: each combination's "
                            "profile_export_aiperf.json is one run, with its swept settings")
                .arg(kindName(kind)));
    case Kind::Accuracy: // read above, with the server metrics
    case Kind::ServerMetrics:
    case Kind::ServerMetricsScrapes:
    case Kind::ServerMetricsTable:
    case Kind::SummaryTable:
    case Kind::TimeslicesTable:
    case Kind::SteadyStateTable:
    case Kind::None:
        break;
    }
    throw ImportFailure(ImportersTr::tr("not one of AIPerf's files"));
}

QStringList companionPaths(const QString &summaryPath)
{
    const QFileInfo summary(summaryPath);
    const QString stem = summary.completeBaseName();
    QStringList paths;
    for (const std::string_view suffix : {kTimeslicesSuffix, kSteadyStateSuffix, kEnergySuffix})
        paths << summary.dir().filePath(
            stem + QString::fromLatin1(suffix.data(), qsizetype(suffix.size())));
    paths << summary.dir().filePath(kAccuracyFile)
          << summary.dir().filePath(kServerMetricsStem + QStringLiteral(".json"))
          << summary.dir().filePath(stem + kServerMetricsSuffix + QStringLiteral(".json"));
    return paths;
}

void addCompanion(Run &run, const QString &path, std::string_view text)
{
    const QString name = QFileInfo(path).fileName();
    try {
        if (name == kAccuracyFile) {
            addAccuracy(run, name, text);
            return;
        }
        const std::vector<JsonObjectScan::Value> values = JsonObjectScan::scanValues(text);
        if (values.size() != 1 || !values.front().isObject)
            throw ImportFailure(ImportersTr::tr("expected one JSON object"));
        const Kind kind = kindOf(values.front().members);
        const nlohmann::json document = JsonObjectScan::parseMembers(values.front());
        if (kind == Kind::Timeslices)
            addTimeslices(run, name, document);
        else if (kind == Kind::SteadyState)
            addSteadyState(run, name, document);
        else if (kind == Kind::EnergyEfficiency)
            addEnergy(run, name, document);
        else if (kind == Kind::ServerMetrics)
            AiperfServerMetrics::addTo(run, name, document);
        else
            throw ImportFailure(ImportersTr::tr("not AIPerf's time-slice, steady-state, "
                                                "energy-efficiency or server metrics export"));
    } catch (const ImportFailure &failure) {
        throw ImportFailure(ImportersTr::tr("%1 beside it: %2")
                                .arg(QDir::toNativeSeparators(path), failure.message()));
    }
}

void readRunRelations(Run &run, const nlohmann::json &document, nlohmann::json &extra)
{
    for (const char *key :
         {"run_info", "warmup_metrics", "metadata", "runtime_submission_invalid_reasons"}) {
        if (const auto it = document.find(key); it != document.end() && !it->is_null())
            extra[key] = *it;
    }
    if (const auto info = document.find("run_info"); info != document.end() && info->is_object()) {
        // Trials of one multi-run benchmark or sweep share its sweep_id: (sweep, trial) is the
        // run's repeat slot, which pairs the combinations' trials as AIPerf ran them. A lone
        // run names no sweep and takes no slot (pairing then goes by start time).
        const auto trial = info->find("trial");
        const auto sweep = info->find("sweep_id");
        if (trial != info->end() && trial->is_number_integer() && trial->get<qint64>() >= 0 &&
            sweep != info->end() && sweep->is_string() && !sweep->get<std::string>().empty()) {
            extra["repeat"] = trial->get<qint64>();
            extra["wave"] = "aiperf:" + sweep->get<std::string>();
        }
        // A sweep's varied settings, by dotted path (phases.profiling.concurrency): AIPerf
        // varies its own load, so each is a workload setting under its last name.
        if (const auto values = info->find("variation_values");
            values != info->end() && values->is_object()) {
            for (auto it = values->begin(); it != values->end(); ++it) {
                const std::string &pathKey = it.key();
                const std::string last = pathKey.substr(pathKey.rfind('.') + 1);
                if (!last.empty() && !it->is_null() && !it->is_object() && !it->is_array())
                    run.workload[last] = *it;
            }
        }
    }
    // The tool's own judgement: schema 1.5's list, or an older metadata block.
    nlohmann::json reasons = nlohmann::json::array();
    const auto addReasons = [&reasons](const nlohmann::json &list) {
        for (const nlohmann::json &reason : list)
            reasons.push_back(reason.is_string() ? reason : nlohmann::json(reason.dump()));
    };
    if (const auto list = document.find("runtime_submission_invalid_reasons");
        list != document.end() && list->is_array())
        addReasons(*list);
    if (const auto metadata = document.find("metadata");
        metadata != document.end() && metadata->is_object()) {
        const auto valid = metadata->find("submission_valid");
        if (valid != metadata->end() && valid->is_boolean() && !valid->get<bool>()) {
            const auto list = metadata->find("submission_invalid_reasons");
            if (list != metadata->end() && list->is_array() && !list->empty())
                addReasons(*list);
            else
                reasons.push_back("submission_valid: false");
        }
    }
    if (!reasons.empty())
        run.extra[kToolInvalidKey] = {{"tool", "AIPerf"}, {"reasons", std::move(reasons)}};
}

} // namespace lanebook::AiperfArtifacts
