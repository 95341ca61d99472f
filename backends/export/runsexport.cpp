#include "backends/export/runsexport.h"

#include "backends/export/exporttr.h"

#include "backends/notebook/notebookstore.h"
#include "models/base/expected.h"
#include "models/findings/csvtext.h"
#include "models/findings/secretredaction.h"
#include "models/run/runjson.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <numeric>
#include <set>

namespace lanebook {

namespace {

// A save file whose failures are reported once, with the path.
class ExportFile
{
public:
    explicit ExportFile(const QString &path)
        : m_file(path)
    {}
    Expected<void> open()
    {
        if (!QDir().mkpath(QFileInfo(m_file.fileName()).absolutePath()) ||
            !m_file.open(QIODevice::WriteOnly))
            return unexpected(
                ExportTr::tr("%1: cannot write: %2")
                    .arg(QDir::toNativeSeparators(m_file.fileName()), m_file.errorString()));
        // Runs carry configs with the user's model paths and hosts: the user's alone to read.
        m_file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        return {};
    }
    void write(const QString &text) { write(text.toUtf8()); }
    void write(const QByteArray &bytes)
    {
        if (m_file.write(bytes) != bytes.size())
            m_failed = true;
    }
    Expected<void> commit()
    {
        // flush() first: Qt 6.4's commit() renames a file whose last flush failed (a full
        // disk) into place as if it were whole.
        if (m_failed || !m_file.flush() || !m_file.commit())
            return unexpected(
                ExportTr::tr("%1: writing failed: %2")
                    .arg(QDir::toNativeSeparators(m_file.fileName()), m_file.errorString()));
        return {};
    }

private:
    QSaveFile m_file;
    bool m_failed = false;
};

// True when a file step failed, with its reason in the outcome.
template <typename T> bool failedInto(const Expected<T> &step, ExportOutcome &outcome)
{
    if (!step)
        outcome.error = step.error();
    return !step;
}

nlohmann::json sampleToJson(const RequestSample &s)
{
    auto opt = [](const auto &value) { return value ? nlohmann::json(*value) : nlohmann::json(); };
    nlohmann::json out = nlohmann::json::object();
    out["index"] = s.index;
    out["send_time_s"] = opt(s.sendTimeS);
    out["ttft_ms"] = opt(s.ttftMs);
    out["e2el_ms"] = opt(s.e2elMs);
    out["input_tokens"] = opt(s.inputTokens);
    out["output_tokens"] = opt(s.outputTokens);
    out["cached_tokens"] = opt(s.cachedTokens);
    out["itl_ms"] = s.itlMs;
    out["finish_reason"] =
        s.finishReason.isEmpty() ? nlohmann::json() : nlohmann::json(s.finishReason.toStdString());
    out["error"] = s.error.isEmpty() ? nlohmann::json()
                                     : nlohmann::json(redactSecretsInText(s.error).toStdString());
    return out;
}

nlohmann::json annotationsToJson(const std::vector<RunAnnotation> &annotations)
{
    nlohmann::json list = nlohmann::json::array();
    for (const RunAnnotation &a : annotations) {
        nlohmann::json item = {{"kind", a.kind.toStdString()},
                               {"text", redactSecretsInText(a.text).toStdString()},
                               {"created_at", a.createdAt.toString(Qt::ISODate).toStdString()}};
        if (!a.reason.isEmpty())
            item["reason"] = redactSecretsInText(a.reason).toStdString();
        list.push_back(item);
    }
    return list;
}

// The run as exports show it: the CLI shape with secrets redacted.
nlohmann::json redactedRunJson(const Run &run)
{
    nlohmann::json json = runToJson(run);
    json["config"] = redactSecrets(json["config"]);
    json["workload"] = redactSecrets(json["workload"]);
    if (json.contains("status_reason"))
        json["status_reason"] = redactSecrets(json["status_reason"]);
    return json;
}

QString compactJson(const nlohmann::json &json)
{
    return QString::fromStdString(
        json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

// Inter-token gaps are stored as float32: seven significant digits are all they hold.
QString float32Text(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'g', 7) : QString();
}

QString optionalText(const std::optional<int> &value)
{
    return value ? QString::number(*value) : QString();
}

ExportOutcome exportJson(const NotebookStore &store, const std::vector<Run> &runs,
                         const QString &path)
{
    ExportOutcome outcome;
    ExportFile file(path);
    if (failedInto(file.open(), outcome))
        return outcome;
    file.write(QByteArrayLiteral("["));
    bool first = true;
    for (const Run &run : runs) {
        nlohmann::json json = redactedRunJson(run);
        nlohmann::json samples = nlohmann::json::array();
        for (const RequestSample &s : store.runs().requestSamples(run.id))
            samples.push_back(sampleToJson(s));
        json["samples"] = std::move(samples);
        // A run's notes that cannot be read refuse the export rather than leave them out.
        const Expected<std::vector<RunAnnotation>> annotations = store.runs().annotations(run.id);
        if (failedInto(annotations, outcome))
            return outcome;
        json["annotations"] = annotationsToJson(*annotations);
        nlohmann::json gates = nlohmann::json::array();
        for (const GateResult &g : store.judgements().runGates(run.id))
            gates.push_back(gateResultToJson(g));
        json["gates"] = std::move(gates);
        file.write(QByteArray(first ? "\n" : ",\n"));
        file.write(QByteArray::fromStdString(
            json.dump(2, ' ', false, nlohmann::json::error_handler_t::replace)));
        first = false;
    }
    file.write(QByteArrayLiteral("\n]\n"));
    if (failedInto(file.commit(), outcome))
        return outcome;
    outcome.files << path;
    outcome.items = int(runs.size());
    outcome.ok = true;
    return outcome;
}

ExportOutcome exportCsv(const NotebookStore &store, const std::vector<Run> &runs,
                        const QString &path)
{
    ExportOutcome outcome;
    std::set<QString> metricNames;
    for (const Run &run : runs) {
        for (const MetricValue &m : run.metrics)
            metricNames.insert(m.name);
    }
    ExportFile file(path);
    if (failedInto(file.open(), outcome))
        return outcome;
    QStringList header{QStringLiteral("id"),
                       QStringLiteral("label"),
                       QStringLiteral("format"),
                       QStringLiteral("model"),
                       QStringLiteral("lane"),
                       QStringLiteral("status"),
                       QStringLiteral("status_reason"),
                       QStringLiteral("started_at"),
                       QStringLiteral("tags"),
                       QStringLiteral("notes"),
                       QStringLiteral("config"),
                       QStringLiteral("workload"),
                       QStringLiteral("source_path"),
                       QStringLiteral("source_locator")};
    for (const QString &name : metricNames)
        header << name;
    file.write(CsvText::line(header));

    const QString samplesPath = samplesCsvPath(path);
    ExportFile samples(samplesPath);
    if (failedInto(samples.open(), outcome))
        return outcome;
    samples.write(CsvText::line({QStringLiteral("run_id"), QStringLiteral("run_label"),
                                 QStringLiteral("index"), QStringLiteral("send_time_s"),
                                 QStringLiteral("ttft_ms"), QStringLiteral("e2el_ms"),
                                 QStringLiteral("input_tokens"), QStringLiteral("output_tokens"),
                                 QStringLiteral("cached_tokens"), QStringLiteral("itl_count"),
                                 QStringLiteral("itl_ms_mean"), QStringLiteral("itl_ms_max"),
                                 QStringLiteral("finish_reason"), QStringLiteral("error")}));
    for (const Run &run : runs) {
        QStringList tags;
        QStringList notes;
        const Expected<std::vector<RunAnnotation>> annotations = store.runs().annotations(run.id);
        if (failedInto(annotations, outcome))
            return outcome;
        for (const RunAnnotation &a : *annotations) {
            if (a.kind == QLatin1String("tag"))
                tags << redactSecretsInText(a.text);
            else if (a.kind == QLatin1String("note"))
                notes << redactSecretsInText(a.text);
        }
        QStringList row{QString::number(run.id),
                        run.label,
                        runFormatId(run.format),
                        run.model,
                        run.lane,
                        runStatusId(run.status),
                        redactSecretsInText(run.statusReason),
                        run.startedAt.isValid() ? run.startedAt.toUTC().toString(Qt::ISODate)
                                                : QString(),
                        tags.join(u';'),
                        notes.join(QStringLiteral("\n")),
                        compactJson(redactSecrets(run.config)),
                        compactJson(redactSecrets(run.workload)),
                        run.source.path,
                        run.source.locator};
        for (const QString &name : metricNames)
            row << CsvText::number(run.metricValue(name));
        file.write(CsvText::line(row));

        for (const RequestSample &s : store.runs().requestSamples(run.id)) {
            std::optional<double> itlMean;
            std::optional<double> itlMax;
            if (!s.itlMs.empty()) {
                itlMean =
                    std::accumulate(s.itlMs.begin(), s.itlMs.end(), 0.0) / double(s.itlMs.size());
                itlMax = *std::max_element(s.itlMs.begin(), s.itlMs.end());
            }
            samples.write(
                CsvText::line({QString::number(run.id), run.label, QString::number(s.index),
                               CsvText::number(s.sendTimeS), CsvText::number(s.ttftMs),
                               CsvText::number(s.e2elMs), optionalText(s.inputTokens),
                               optionalText(s.outputTokens), optionalText(s.cachedTokens),
                               QString::number(s.itlMs.size()), float32Text(itlMean),
                               float32Text(itlMax), s.finishReason, redactSecretsInText(s.error)}));
        }
    }
    if (failedInto(file.commit(), outcome) || failedInto(samples.commit(), outcome))
        return outcome;
    outcome.files << path << samplesPath;
    outcome.items = int(runs.size());
    outcome.ok = true;
    return outcome;
}

} // namespace

QString samplesCsvPath(const QString &runsCsvPath)
{
    const QFileInfo info(runsCsvPath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".samples.csv"));
}

ExportOutcome exportRuns(const NotebookStore &store, const QString &path, const QString &filter)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("csv") && suffix != QLatin1String("json")) {
        ExportOutcome outcome;
        outcome.error = ExportTr::tr("%1: the file name must end in .csv or .json (the format is "
                                     "chosen by it)")
                            .arg(QDir::toNativeSeparators(path));
        return outcome;
    }
    const std::vector<Run> runs = store.runs().list(filter);
    return suffix == QLatin1String("json") ? exportJson(store, runs, path)
                                           : exportCsv(store, runs, path);
}

} // namespace lanebook
