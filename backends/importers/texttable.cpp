#include "backends/importers/texttable.h"

#include "backends/importers/importer.h"
#include "backends/importers/importerstr.h"

namespace lanebook::TextTable {

QStringList lines(const QByteArray &content)
{
    QString text = QString::fromUtf8(content);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    return text.split(u'\n');
}

bool splitCsvRecord(const QString &line, QStringList &fields)
{
    fields.clear();
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < line.size() && line.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            fields << field;
            field.clear();
        } else {
            field += c;
        }
    }
    fields << field;
    return !quoted;
}

void forEachCsvRecord(const QStringList &lines,
                      const std::function<void(int lineNumber, const QStringList &fields)> &record)
{
    QStringList fields;
    bool header = true;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNumber = int(i + 1);
        const QString &line = lines.at(i);
        if (line.trimmed().isEmpty())
            continue;
        if (!splitCsvRecord(line, fields))
            throw ImportFailure(
                ImportersTr::tr("line %1: a quoted value is not closed").arg(lineNumber));
        if (header) {
            for (QString &name : fields)
                name = name.trimmed();
            header = false;
        }
        record(lineNumber, fields);
    }
}

} // namespace lanebook::TextTable
