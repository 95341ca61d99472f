#pragma once

#include <QString>
#include <QStringList>

namespace lanebook::MarkdownText {

// GitHub-flavoured markdown from text a user typed or a tool wrote, so that it reads as
// written and can never break the document around it (a "|" ending a table row, a "#"
// starting a heading, an unclosed code fence swallowing the rest of the file).

// One line of plain text with every markup character escaped; newlines become spaces.
QString inlineText(const QString &text);
// Text for a table cell: escaped like inlineText, line breaks kept as <br>.
QString tableCell(const QString &text);
// A code span that survives any backticks in the text and, inside a table, any "|".
QString codeSpan(const QString &text);
// Paragraphs of plain text: escaped, blank lines kept as paragraph breaks, and nothing at a
// line's start read as a heading, list, quote or code block.
QString paragraphs(const QString &text);
// A user's own markdown (a finding's analysis), embedded below a heading of `level`: its
// shallowest heading becomes level + 1 and the others keep their distance from it (under a
// level-3 heading, "## Why" and "### Detail" become "#### Why" and "##### Detail"), never
// deeper than 6; an unclosed code fence is closed, and it ends with a newline.
QString embeddedMarkdown(const QString &markdown, int level);

// A table: header, alignment row ("---" or "---:" for right-aligned columns), rows. Cells
// must already be markdown (use tableCell for text). Short rows are padded.
QString table(const QStringList &header, const QList<QStringList> &rows,
              const QList<bool> &rightAligned = {});

// The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to '-'.
QString headingAnchor(const QString &headingText);

} // namespace lanebook::MarkdownText
