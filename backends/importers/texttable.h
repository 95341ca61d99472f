#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>

namespace lanebook::TextTable {

// Reading the text tables importers meet (CSV, markdown, SQL dumps, JSON Lines), shared so
// that every table reader agrees on what a line and a CSV record are.

// The file's lines, without a UTF-8 byte-order mark and with Windows line ends as '\n'.
QStringList lines(const QByteArray &content);

// One CSV record's fields (RFC 4180: commas, '"' quotes, "" for a quote inside one). False
// when a quote is left open at the end of the line (a field spanning lines is not a row).
bool splitCsvRecord(const QString &line, QStringList &fields);

// Calls record(lineNumber, fields) for each CSV record of the lines, in order, skipping blank
// lines; the first record is the header, its names trimmed. Line numbers count from 1. Throws
// ImportFailure naming the line of a quote left open.
void forEachCsvRecord(const QStringList &lines,
                      const std::function<void(int lineNumber, const QStringList &fields)> &record);

} // namespace lanebook::TextTable
