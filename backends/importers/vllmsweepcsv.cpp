#include "backends/importers/vllmsweepcsv.h"

#include "backends/importers/importer.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/texttable.h"

#include <QDir>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cmath>

namespace lanebook::VllmSweepCsv {

namespace {

// Python's repr of a list or dict as JSON, or nothing when it holds what JSON cannot (strings
// with quotes inside, tuples): such a cell is left out, as the per-request lists are anyway.
std::string reprAsJson(const QString &cell)
{
    QString text = cell;
    text.replace(u'\'', u'"')
        .replace(QStringLiteral("None"), QStringLiteral("null"))
        .replace(QStringLiteral("True"), QStringLiteral("true"))
        .replace(QStringLiteral("False"), QStringLiteral("false"))
        .replace(QStringLiteral("-inf"), QStringLiteral("-Infinity"))
        .replace(QStringLiteral("inf"), QStringLiteral("Infinity"))
        .replace(QStringLiteral("nan"), QStringLiteral("NaN"));
    // Only to check it: LenientJson reads the bare Infinity/NaN later.
    QString strict = text;
    strict.replace(QStringLiteral("-Infinity"), QStringLiteral("0"))
        .replace(QStringLiteral("Infinity"), QStringLiteral("0"))
        .replace(QStringLiteral("NaN"), QStringLiteral("0"));
    if (nlohmann::json::parse(strict.toStdString(), nullptr, false).is_discarded())
        return {};
    return text.toStdString();
}

// A cell as the JSON value pandas wrote it from.
std::string cellAsJson(const QString &cell)
{
    if (cell == QLatin1String("True"))
        return "true";
    if (cell == QLatin1String("False"))
        return "false";
    if (cell == QLatin1String("inf"))
        return "Infinity";
    if (cell == QLatin1String("-inf"))
        return "-Infinity";
    if (cell == QLatin1String("nan"))
        return "NaN";
    bool isNumber = false;
    const double number = cell.toDouble(&isNumber);
    if (isNumber && std::isfinite(number))
        return cell.toStdString();
    if (cell.startsWith(u'[') || cell.startsWith(u'{'))
        return reprAsJson(cell);
    return nlohmann::json(cell.toStdString()).dump();
}

} // namespace

bool looksLikeSummaryCsv(const QByteArray &content)
{
    const qsizetype end = content.indexOf('\n');
    const QString header = QString::fromUtf8(end < 0 ? content : content.left(end)).trimmed();
    if (!header.startsWith(u','))
        return false;
    const QStringList names = header.split(u',');
    return names.contains(QStringLiteral("run_number")) &&
           names.contains(QStringLiteral("completed")) &&
           names.contains(QStringLiteral("total_input_tokens"));
}

std::vector<Row> rows(const QByteArray &content)
{
    QStringList header;
    std::vector<Row> rows;
    TextTable::forEachCsvRecord(
        TextTable::lines(content), [&](int line, const QStringList &fields) {
            if (header.isEmpty()) {
                header = fields;
                return;
            }
            if (fields.size() > header.size())
                throw ImportFailure(ImportersTr::tr("line %1 has %2 cells, the header %3")
                                        .arg(line)
                                        .arg(fields.size())
                                        .arg(header.size()));
            std::string json = "{";
            for (qsizetype column = 1; column < fields.size(); ++column) { // 0: pandas' index
                if (fields[column].isEmpty() || header[column].isEmpty())
                    continue;
                const std::string value = cellAsJson(fields[column]);
                if (value.empty())
                    continue;
                if (json.size() > 1)
                    json += ", ";
                json += nlohmann::json(header[column].toStdString()).dump() + ": " + value;
            }
            json += "}";
            rows.push_back(Row{line, std::move(json)});
        });
    return rows;
}

QStringList runFilesBeside(const QString &summaryCsvPath)
{
    const QDir experiment = QFileInfo(summaryCsvPath).absoluteDir();
    QStringList files;
    for (const QString &combination : experiment.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QDir folder(experiment.filePath(combination));
        for (const QString &name : folder.entryList({QStringLiteral("run=*.json")}, QDir::Files))
            files << folder.filePath(name);
    }
    return files;
}

} // namespace lanebook::VllmSweepCsv
