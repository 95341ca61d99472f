#include "backends/importers/llamabenchtable.h"

#include "backends/importers/importer.h"
#include "backends/importers/importerstr.h"
#include "backends/importers/texttable.h"

#include <QHash>
#include <QRegularExpression>
#include <QStringList>

namespace lanebook::LlamaBench {

namespace {

QString firstNonEmptyLine(const QByteArray &head)
{
    for (const QString &line : TextTable::lines(head)) {
        if (!line.trimmed().isEmpty())
            return line.trimmed();
    }
    return {};
}

// The markdown printer's short column names, back to field names.
QString fieldForColumn(const QString &column)
{
    static const QHash<QString, QString> names = {
        {QStringLiteral("model"), QStringLiteral("model_type")},
        {QStringLiteral("backend"), QStringLiteral("backends")},
        {QStringLiteral("ngl"), QStringLiteral("n_gpu_layers")},
        {QStringLiteral("sm"), QStringLiteral("split_mode")},
        {QStringLiteral("threads"), QStringLiteral("n_threads")},
        {QStringLiteral("nkvo"), QStringLiteral("no_kv_offload")},
        {QStringLiteral("fa"), QStringLiteral("flash_attn")},
        {QStringLiteral("lm"), QStringLiteral("load_mode")},
        {QStringLiteral("mmap"), QStringLiteral("use_mmap")},
        {QStringLiteral("embd"), QStringLiteral("embeddings")},
        {QStringLiteral("nopo"), QStringLiteral("no_op_offload")},
        {QStringLiteral("noh"), QStringLiteral("no_host")},
        {QStringLiteral("dev"), QStringLiteral("devices")},
        {QStringLiteral("ts"), QStringLiteral("tensor_split")},
        {QStringLiteral("ot"), QStringLiteral("tensor_buft_overrides")},
        {QStringLiteral("fitt"), QStringLiteral("fit_target")},
        {QStringLiteral("fitc"), QStringLiteral("fit_min_ctx")},
        {QStringLiteral("mg"), QStringLiteral("main_gpu")},
        {QStringLiteral("mmq"), QStringLiteral("mul_mat_q")},
        {QStringLiteral("size"), QStringLiteral("model_size_text")},
        {QStringLiteral("params"), QStringLiteral("model_n_params_text")},
    };
    return names.value(column, column);
}

QStringList splitPipeRow(const QString &line)
{
    QString inner = line.trimmed();
    if (inner.startsWith(QLatin1Char('|')))
        inner.remove(0, 1);
    if (inner.endsWith(QLatin1Char('|')))
        inner.chop(1);
    QStringList cells = inner.split(QLatin1Char('|'));
    for (QString &cell : cells)
        cell = cell.trimmed();
    return cells;
}

bool isSeparatorRow(const QString &line)
{
    static const QRegularExpression separator(QStringLiteral("^\\|[\\s:|-]+\\|$"));
    return separator.match(line.trimmed()).hasMatch() && line.contains(QLatin1Char('-'));
}

// `pp512`, `tg128`, `pp512+tg128`, ` @ d512` suffix, and the old `pp 512` / `tg 128`.
bool parseTestName(const QString &test, Row &row)
{
    static const QRegularExpression pattern(QStringLiteral(
        "^(?:pp\\s*(\\d+))?\\s*\\+?\\s*(?:tg\\s*(\\d+))?(?:\\s*@\\s*d\\s*(\\d+))?$"));
    const QRegularExpressionMatch match = pattern.match(test.trimmed());
    if (!match.hasMatch() || (match.captured(1).isEmpty() && match.captured(2).isEmpty()))
        return false;
    row.fields["n_prompt"] = match.captured(1).isEmpty() ? 0.0 : match.captured(1).toDouble();
    row.fields["n_gen"] = match.captured(2).isEmpty() ? 0.0 : match.captured(2).toDouble();
    if (!match.captured(3).isEmpty())
        row.fields["n_depth"] = match.captured(3).toDouble();
    return true;
}

// `7263.61 ± 90.94` (the '±' is UTF-8).
bool parseRate(const QString &cell, Row &row)
{
    static const QRegularExpression pattern(
        QStringLiteral("^([0-9.eE+-]+)\\s*(?:(?:±|\\+/-)\\s*([0-9.eE+-]+))?$"));
    const QRegularExpressionMatch match = pattern.match(cell.trimmed());
    if (!match.hasMatch())
        return false;
    bool ok = false;
    row.fields["avg_ts"] = match.captured(1).toDouble(&ok);
    if (!ok)
        return false;
    if (!match.captured(2).isEmpty()) {
        row.fields["stddev_ts"] = match.captured(2).toDouble(&ok);
        if (!ok)
            return false;
    }
    return true;
}

} // namespace

bool looksLikeCsv(const QByteArray &head)
{
    const QString header = firstNonEmptyLine(head);
    return !header.startsWith(QLatin1Char('{')) && !header.startsWith(QLatin1Char('|')) &&
           header.contains(QLatin1String("build_commit,")) &&
           (header.contains(QLatin1String("avg_ts")) || header.contains(QLatin1String("avg_ns")));
}

bool looksLikeMarkdown(const QByteArray &head)
{
    const QStringList lines = TextTable::lines(head);
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        const QStringList cells = splitPipeRow(lines.at(i));
        if (lines.at(i).trimmed().startsWith(QLatin1Char('|')) && isSeparatorRow(lines.at(i + 1)) &&
            cells.contains(QLatin1String("test")) && cells.contains(QLatin1String("t/s")))
            return true;
    }
    return false;
}

bool looksLikeSql(const QByteArray &head)
{
    return head.contains("INSERT INTO llama_bench") ||
           (head.contains("INSERT INTO test") && head.contains("build_commit"));
}

std::vector<Row> parseCsv(const QByteArray &content)
{
    const QStringList lines = TextTable::lines(content);
    std::vector<Row> rows;
    QStringList header;
    TextTable::forEachCsvRecord(lines, [&](int lineNumber, const QStringList &fields) {
        if (header.isEmpty()) {
            header = fields;
            for (const char *required : {"avg_ts", "n_prompt", "n_gen"}) {
                if (!header.contains(QString::fromLatin1(required)))
                    throw ImportFailure(
                        ImportersTr::tr("line %1: the CSV header has no \"%2\" column")
                            .arg(lineNumber)
                            .arg(QString::fromLatin1(required)));
            }
            return;
        }
        if (fields.size() != header.size())
            throw ImportFailure(
                ImportersTr::tr("line %1: %2 values, but the header names %3 columns")
                    .arg(lineNumber)
                    .arg(fields.size())
                    .arg(header.size()));
        Row row;
        row.locator = QStringLiteral("row %1").arg(rows.size() + 1);
        for (qsizetype c = 0; c < header.size(); ++c) {
            const std::string field = header.at(c).toStdString();
            row.fields[field] = typedValue(field, fields.at(c));
        }
        rows.push_back(std::move(row));
    });
    return rows;
}

std::vector<Row> parseMarkdown(const QByteArray &content)
{
    static const QRegularExpression buildLine(
        QStringLiteral("^build:\\s*([0-9A-Za-z]+)\\s*\\((\\d+)\\)"));
    const QStringList lines = TextTable::lines(content);
    std::vector<Row> rows;
    QStringList columns;
    size_t tableStart = 0; // first row of the current table, for its build line
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        const int lineNumber = static_cast<int>(i + 1);
        if (const auto match = buildLine.match(line); match.hasMatch()) {
            for (size_t r = tableStart; r < rows.size(); ++r) {
                rows[r].fields["build_commit"] = match.captured(1).toStdString();
                rows[r].fields["build_number"] = match.captured(2).toDouble();
            }
            tableStart = rows.size();
            continue;
        }
        if (!line.startsWith(QLatin1Char('|')) || isSeparatorRow(line))
            continue;
        const QStringList cells = splitPipeRow(line);
        if (i + 1 < lines.size() && isSeparatorRow(lines.at(i + 1))) {
            columns = cells;
            for (const char *required : {"test", "t/s"}) {
                if (!columns.contains(QString::fromLatin1(required)))
                    throw ImportFailure(ImportersTr::tr("line %1: the table has no \"%2\" column")
                                            .arg(lineNumber)
                                            .arg(QString::fromLatin1(required)));
            }
            continue;
        }
        if (columns.isEmpty())
            throw ImportFailure(
                ImportersTr::tr("line %1: a table row before the table header").arg(lineNumber));
        if (cells.size() != columns.size())
            throw ImportFailure(
                ImportersTr::tr("line %1: %2 cells, but the header names %3 columns")
                    .arg(lineNumber)
                    .arg(cells.size())
                    .arg(columns.size()));
        Row row;
        row.locator = QStringLiteral("row %1").arg(rows.size() + 1);
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const QString &column = columns.at(c);
            if (column == QLatin1String("test")) {
                if (!parseTestName(cells.at(c), row))
                    throw ImportFailure(
                        ImportersTr::tr("line %1: test \"%2\" is not a pp/tg test name")
                            .arg(lineNumber)
                            .arg(cells.at(c)));
            } else if (column == QLatin1String("t/s")) {
                if (!parseRate(cells.at(c), row))
                    throw ImportFailure(
                        ImportersTr::tr("line %1: t/s \"%2\" is not \"mean ± stddev\"")
                            .arg(lineNumber)
                            .arg(cells.at(c)));
            } else {
                const std::string field = fieldForColumn(column).toStdString();
                row.fields[field] = typedValue(field, cells.at(c));
            }
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<Row> parseSql(const QByteArray &content)
{
    QString text = QString::fromUtf8(content);
    text.remove(QLatin1Char('\r'));
    static const QRegularExpression insert(
        QStringLiteral("INSERT\\s+INTO\\s+\\w+\\s*\\(([^)]*)\\)\\s*VALUES\\s*\\("),
        QRegularExpression::CaseInsensitiveOption);
    std::vector<Row> rows;
    auto it = insert.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const int lineNumber = static_cast<int>(text.left(match.capturedStart()).count(u'\n') + 1);
        QStringList columns = match.captured(1).split(QLatin1Char(','));
        for (QString &column : columns)
            column = column.trimmed();
        // Values: 'text' with '' for a quote, or bare numbers, up to the closing ')'.
        QStringList values;
        qsizetype pos = match.capturedEnd();
        bool closed = false;
        while (pos < text.size() && !closed) {
            while (pos < text.size() && text.at(pos).isSpace())
                ++pos;
            QString value;
            if (pos < text.size() && text.at(pos) == QLatin1Char('\'')) {
                ++pos;
                bool ended = false;
                while (pos < text.size()) {
                    const QChar c = text.at(pos++);
                    if (c == QLatin1Char('\'')) {
                        if (pos < text.size() && text.at(pos) == QLatin1Char('\'')) {
                            value += c;
                            ++pos;
                            continue;
                        }
                        ended = true;
                        break;
                    }
                    value += c;
                }
                if (!ended)
                    throw ImportFailure(
                        ImportersTr::tr("line %1: a quoted value is not closed").arg(lineNumber));
            } else {
                while (pos < text.size() && text.at(pos) != QLatin1Char(',') &&
                       text.at(pos) != QLatin1Char(')'))
                    value += text.at(pos++);
                value = value.trimmed();
            }
            values << value;
            while (pos < text.size() && text.at(pos).isSpace())
                ++pos;
            if (pos >= text.size())
                break;
            if (text.at(pos) == QLatin1Char(')'))
                closed = true;
            else if (text.at(pos) != QLatin1Char(','))
                throw ImportFailure(ImportersTr::tr("line %1: unexpected \"%2\" in VALUES")
                                        .arg(lineNumber)
                                        .arg(text.at(pos)));
            ++pos;
        }
        if (!closed)
            throw ImportFailure(
                ImportersTr::tr("line %1: the INSERT statement ends early").arg(lineNumber));
        if (values.size() != columns.size())
            throw ImportFailure(ImportersTr::tr("line %1: %2 values for %3 columns")
                                    .arg(lineNumber)
                                    .arg(values.size())
                                    .arg(columns.size()));
        Row row;
        row.locator = QStringLiteral("row %1").arg(rows.size() + 1);
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const std::string field = columns.at(c).toStdString();
            row.fields[field] = typedValue(field, values.at(c));
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace lanebook::LlamaBench
