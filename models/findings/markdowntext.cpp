#include "models/findings/markdowntext.h"

#include <QRegularExpression>

#include <algorithm>
#include <vector>

namespace lanebook::MarkdownText {

namespace {

// ASCII punctuation that GFM reads as markup somewhere inline. Backslash escapes work on
// any ASCII punctuation, so escaping a harmless one costs nothing but a character.
bool needsEscape(QChar c)
{
    static const QString markup = QStringLiteral("\\`*_[]<>|~&!#{}$");
    return markup.contains(c);
}

QString escapeLine(const QString &line)
{
    QString out;
    out.reserve(line.size() + 8);
    for (QChar c : line) {
        if (needsEscape(c))
            out += u'\\';
        out += c;
    }
    return out;
}

// Escapes what would make a line a block of its own: a heading, quote, list item, thematic
// break, setext underline, table row or indented code.
QString escapeBlockStart(QString line)
{
    line = line.trimmed();
    if (line.isEmpty())
        return line;
    static const QRegularExpression orderedItem(QStringLiteral("^(\\d{1,9})([.)])"));
    if (const auto match = orderedItem.match(line); match.hasMatch())
        return match.captured(1) + u'\\' + line.mid(match.captured(1).size());
    const QChar first = line.front();
    if (first == u'>' || first == u'-' || first == u'+' || first == u'=' || first == u'*' ||
        first == u'#')
        return u'\\' + line;
    return line;
}

QString normalizedNewlines(const QString &text)
{
    QString t = text;
    t.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    t.replace(u'\r', u'\n');
    return t;
}

} // namespace

QString inlineText(const QString &text)
{
    QString line = normalizedNewlines(text).simplified();
    return escapeLine(line);
}

QString tableCell(const QString &text)
{
    const QStringList lines = normalizedNewlines(text).trimmed().split(u'\n');
    QStringList cells;
    for (const QString &line : lines) {
        const QString simplified = line.simplified();
        if (!simplified.isEmpty())
            cells << escapeLine(simplified);
    }
    return cells.join(QStringLiteral("<br>"));
}

QString codeSpan(const QString &text)
{
    QString body = normalizedNewlines(text).simplified();
    if (body.isEmpty())
        return QString();
    int longest = 0;
    int current = 0;
    for (QChar c : body) {
        current = c == u'`' ? current + 1 : 0;
        longest = std::max(longest, current);
    }
    // Inside a table row GFM splits on every unescaped '|', code spans included.
    body.replace(u'|', QStringLiteral("\\|"));
    const QString fence(longest + 1, u'`');
    const bool pad = body.startsWith(u'`') || body.endsWith(u'`');
    return fence + (pad ? QStringLiteral(" ") : QString()) + body +
           (pad ? QStringLiteral(" ") : QString()) + fence;
}

QString paragraphs(const QString &text)
{
    const QStringList lines = normalizedNewlines(text).trimmed().split(u'\n');
    QStringList out;
    bool lastBlank = false;
    for (const QString &raw : lines) {
        if (raw.trimmed().isEmpty()) {
            if (!lastBlank && !out.isEmpty())
                out << QString();
            lastBlank = true;
            continue;
        }
        lastBlank = false;
        // Lines of one paragraph stay lines: a trailing backslash is GFM's hard break.
        const QString line = escapeBlockStart(escapeLine(raw.trimmed()));
        if (!out.isEmpty() && !out.constLast().isEmpty())
            out.last() += u'\\';
        out << line;
    }
    return out.join(u'\n');
}

QString embeddedMarkdown(const QString &markdown, int level)
{
    const QStringList lines = normalizedNewlines(markdown).split(u'\n');
    static const QRegularExpression heading(QStringLiteral("^ {0,3}(#{1,6})(\\s|$)"));
    static const QRegularExpression fence(QStringLiteral("^ {0,3}(`{3,}|~{3,})"));
    // Each line's heading depth (0: not a heading), code blocks skipped; openFence is the fence
    // that opened the code block a line is in.
    std::vector<int> depths(size_t(lines.size()), 0);
    QString openFence;
    int shallowest = 7;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (const auto f = fence.match(lines[i]); f.hasMatch()) {
            const QString marks = f.captured(1);
            if (openFence.isEmpty())
                openFence = marks;
            else if (marks.front() == openFence.front() && marks.size() >= openFence.size())
                openFence.clear();
            continue;
        }
        if (openFence.isEmpty()) {
            if (const auto h = heading.match(lines[i]); h.hasMatch()) {
                depths[size_t(i)] = int(h.captured(1).size());
                shallowest = std::min(shallowest, depths[size_t(i)]);
            }
        }
    }
    // The user's outline keeps its shape one level below the heading it sits under: its
    // shallowest heading (a "## Why" as much as a "# Why") becomes level + 1, the deeper ones
    // follow at their distance from it, and none goes below the deepest level markdown has.
    QStringList out;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
        if (depths[size_t(i)] == 0) {
            out << line;
            continue;
        }
        const auto h = heading.match(line);
        const int depth = std::min(6, level + 1 + depths[size_t(i)] - shallowest);
        out << QString(depth, u'#') + line.mid(h.capturedEnd(1));
    }
    if (!openFence.isEmpty()) {
        while (!out.isEmpty() && out.constLast().trimmed().isEmpty())
            out.removeLast();
        out << openFence;
    }
    QString result = out.join(u'\n').trimmed();
    return result.isEmpty() ? result : result + u'\n';
}

QString table(const QStringList &header, const QList<QStringList> &rows,
              const QList<bool> &rightAligned)
{
    const qsizetype columns = header.size();
    auto row = [columns](QStringList cells) -> QString {
        while (cells.size() < columns)
            cells << QString();
        for (QString &cell : cells) {
            if (cell.isEmpty())
                cell = QStringLiteral(" ");
        }
        return QStringLiteral("| ") + cells.mid(0, columns).join(QStringLiteral(" | ")) +
               QStringLiteral(" |\n");
    };
    QString out = row(header);
    QStringList rule;
    for (qsizetype i = 0; i < columns; ++i)
        rule << (i < rightAligned.size() && rightAligned.at(i) ? QStringLiteral("---:")
                                                               : QStringLiteral("---"));
    out += QStringLiteral("|") + rule.join(u'|') + QStringLiteral("|\n");
    for (const QStringList &cells : rows)
        out += row(cells);
    return out;
}

QString headingAnchor(const QString &headingText)
{
    QString anchor;
    for (QChar c : headingText.toLower()) {
        if (c.isLetterOrNumber() || c == u'-' || c == u'_')
            anchor += c;
        else if (c == u' ')
            anchor += u'-';
    }
    return anchor;
}

} // namespace lanebook::MarkdownText
