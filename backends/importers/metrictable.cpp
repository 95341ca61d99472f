#include "backends/importers/metrictable.h"

#include "backends/importers/importerstr.h"
#include "backends/importers/texttable.h"

#include <QRegularExpression>

#include <cmath>
#include <optional>
#include <set>

namespace lanebook {

namespace {

bool isMissingText(const QString &text)
{
    const QString t = text.trimmed().toLower();
    return t.isEmpty() || t == QLatin1String("nan") || t == QLatin1String("na") ||
           t == QLatin1String("null") || t == QLatin1String("none");
}

std::optional<double> numberOf(const QString &text)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok)
        return std::nullopt;
    return value;
}

// A config cell as the run keeps it: an integer or a number when it reads as one, true/false,
// the text otherwise.
nlohmann::json typedCell(const QString &text)
{
    const QString t = text.trimmed();
    bool ok = false;
    const qlonglong integer = t.toLongLong(&ok);
    if (ok)
        return integer;
    if (const auto number = numberOf(t); number && std::isfinite(*number))
        return *number;
    if (t == QLatin1String("true") || t == QLatin1String("false"))
        return t == QLatin1String("true");
    return t.toStdString();
}

QString columnList(const QStringList &columns)
{
    return columns.join(QStringLiteral(", "));
}

QString mappingText(const MetricMapping &mapping)
{
    return mapping.metric == mapping.column ? mapping.metric
                                            : mapping.metric + u'=' + mapping.column;
}

void setModelFromConfig(Run &run)
{
    const auto model = run.config.find("model");
    if (model != run.config.end() && model->is_string())
        run.model = QString::fromStdString(model->get<std::string>());
}

std::vector<Run> parseCsvTable(const QStringList &lines, const QList<MetricMapping> &mappings)
{
    QStringList header;
    int headerLine = 0;
    QList<qsizetype> metricColumn; // per mapping, its index in the header
    std::vector<Run> runs;
    TextTable::forEachCsvRecord(lines, [&](int lineNumber, const QStringList &fields) {
        if (header.isEmpty()) {
            header = fields;
            headerLine = lineNumber;
            for (const MetricMapping &mapping : mappings) {
                const qsizetype index = header.indexOf(mapping.column);
                if (index < 0)
                    throw ImportFailure(
                        ImportersTr::tr("line %1: no column \"%2\" for --metric %3; the "
                                        "columns are: %4")
                            .arg(lineNumber)
                            .arg(mapping.column, mappingText(mapping), columnList(header)));
                metricColumn << index;
            }
            return;
        }
        if (fields.size() != header.size())
            throw ImportFailure(
                ImportersTr::tr("line %1: %2 values, but the header on line %3 names %4 "
                                "columns")
                    .arg(lineNumber)
                    .arg(fields.size())
                    .arg(headerLine)
                    .arg(header.size()));
        Run run;
        run.format = RunFormat::Lanebook;
        run.source.locator = QStringLiteral("row %1").arg(runs.size() + 1);
        for (qsizetype m = 0; m < mappings.size(); ++m) {
            const QString &cell = fields.at(metricColumn.at(m));
            if (isMissingText(cell))
                continue;
            const auto value = numberOf(cell);
            if (!value)
                throw ImportFailure(
                    ImportersTr::tr("line %1, column \"%2\": \"%3\" is not a number")
                        .arg(lineNumber)
                        .arg(mappings.at(m).column, cell.trimmed()));
            run.setMetric(mappings.at(m).metric, *value, mappings.at(m).column);
        }
        for (qsizetype c = 0; c < header.size(); ++c) {
            if (metricColumn.contains(c) || isMissingText(fields.at(c)))
                continue;
            run.config[header.at(c).toStdString()] = typedCell(fields.at(c));
        }
        setModelFromConfig(run);
        runs.push_back(std::move(run));
    });
    if (header.isEmpty())
        throw ImportFailure(
            ImportersTr::tr("the file is empty: a header line and one row per result "
                            "were expected"));
    if (runs.empty())
        throw ImportFailure(
            ImportersTr::tr("line %1: a header with no rows after it").arg(headerLine));
    return runs;
}

std::vector<Run> parseJsonLinesTable(const QStringList &lines, const QList<MetricMapping> &mappings)
{
    std::vector<Run> runs;
    std::set<std::string> keysSeen;
    std::set<QString> mappedSeen;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNumber = int(i + 1);
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        nlohmann::json object;
        try {
            object = nlohmann::json::parse(line.toStdString());
        } catch (const nlohmann::json::exception &e) {
            throw ImportFailure(ImportersTr::tr("line %1: not JSON (%2)")
                                    .arg(lineNumber)
                                    .arg(QString::fromUtf8(e.what())));
        }
        if (!object.is_object())
            throw ImportFailure(
                ImportersTr::tr("line %1: a JSON object per line was expected").arg(lineNumber));
        Run run;
        run.format = RunFormat::Lanebook;
        run.source.locator = QStringLiteral("line %1").arg(lineNumber);
        std::set<std::string> mappedKeys;
        for (const MetricMapping &mapping : mappings) {
            const std::string key = mapping.column.toStdString();
            mappedKeys.insert(key);
            const auto cell = object.find(key);
            if (cell == object.end() || cell->is_null())
                continue;
            mappedSeen.insert(mapping.column);
            std::optional<double> value;
            if (cell->is_number())
                value = cell->get<double>();
            else if (cell->is_string() &&
                     !isMissingText(QString::fromStdString(cell->get<std::string>())))
                value = numberOf(QString::fromStdString(cell->get<std::string>()));
            else if (cell->is_string())
                continue;
            if (!value)
                throw ImportFailure(ImportersTr::tr("line %1, key \"%2\": %3 is not a number")
                                        .arg(lineNumber)
                                        .arg(mapping.column, QString::fromStdString(cell->dump())));
            run.setMetric(mapping.metric, *value, mapping.column);
        }
        for (auto it = object.begin(); it != object.end(); ++it) {
            keysSeen.insert(it.key());
            if (!mappedKeys.count(it.key()) && !it->is_null())
                run.config[it.key()] = *it;
        }
        setModelFromConfig(run);
        runs.push_back(std::move(run));
    }
    if (runs.empty())
        throw ImportFailure(
            ImportersTr::tr("the file is empty: one JSON object per result was expected"));
    for (const MetricMapping &mapping : mappings) {
        if (mappedSeen.count(mapping.column))
            continue;
        QStringList keys;
        for (const std::string &key : keysSeen)
            keys << QString::fromStdString(key);
        throw ImportFailure(
            ImportersTr::tr("no line has a key \"%1\" for --metric %2; the keys are: %3")
                .arg(mapping.column, mappingText(mapping), columnList(keys)));
    }
    return runs;
}

} // namespace

QString parseMetricMapping(const QString &text, MetricMapping &mapping)
{
    const qsizetype eq = text.indexOf(u'=');
    mapping.metric = (eq < 0 ? text : text.left(eq)).trimmed();
    mapping.column = (eq < 0 ? text : text.mid(eq + 1)).trimmed();
    if (mapping.metric.isEmpty() || mapping.column.isEmpty())
        return ImportersTr::tr("--metric \"%1\": NAME=COLUMN was expected, e.g. perplexity=ppl")
            .arg(text);
    // The vocabulary's shape: lower snake case, the unit in the name; lm-eval's
    // <task>.<metric> too.
    static const QRegularExpression name(QStringLiteral("^[a-z][a-z0-9_]*(\\.[a-z0-9_,]+)?$"));
    if (!name.match(mapping.metric).hasMatch())
        return ImportersTr::tr(
                   "--metric \"%1\": \"%2\" is not a metric name; names are lower snake case "
                   "with the unit in the name, e.g. gen_tok_per_s, mean_ttft_ms, "
                   "peak_vram_bytes")
            .arg(text, mapping.metric);
    return {};
}

bool isMetricTableFile(const QString &path)
{
    const QString lower = path.toLower();
    return lower.endsWith(QLatin1String(".csv")) || lower.endsWith(QLatin1String(".jsonl")) ||
           lower.endsWith(QLatin1String(".ndjson"));
}

std::vector<Run> parseMetricTable(const ImportInput &input, const QList<MetricMapping> &mappings)
{
    const QStringList lines = TextTable::lines(input.content);
    if (input.path.toLower().endsWith(QLatin1String(".csv")))
        return parseCsvTable(lines, mappings);
    return parseJsonLinesTable(lines, mappings);
}

QStringList sweptConfigKeys(const std::vector<Run> &runs)
{
    if (runs.empty())
        return {};
    std::set<std::string> keys;
    for (const Run &run : runs) {
        for (auto it = run.config.begin(); it != run.config.end(); ++it)
            keys.insert(it.key());
    }
    QStringList swept;
    for (const std::string &key : keys) {
        const auto valueIn = [&key](const Run &run) {
            const auto it = run.config.find(key);
            return it == run.config.end() ? nlohmann::json() : *it;
        };
        const nlohmann::json first = valueIn(runs.front());
        for (const Run &run : runs) {
            if (valueIn(run) != first) {
                swept << QString::fromStdString(key);
                break;
            }
        }
    }
    return swept;
}

} // namespace lanebook
