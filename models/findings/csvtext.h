#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace lanebook::CsvText {

// RFC 4180 CSV, the dialect spreadsheets and pandas read without options.

// A field: quoted when it holds a comma, quote, line break or edge spaces; quotes doubled.
// A field that starts with anything a spreadsheet could run as a formula (= + - @ tab CR)
// gets a leading apostrophe unless the whole field is a number: exported notes must never
// execute.
QString field(const QString &text);
// A number as CSV writes it: shortest round-trip form; "inf"/"-inf"; empty when missing.
QString number(std::optional<double> value);
// A line of fields, CRLF-terminated as RFC 4180 says.
QString line(const QStringList &fields);

} // namespace lanebook::CsvText
