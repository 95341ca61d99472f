#include "models/text/shellwords.h"

#include "models/text/texttr.h"

#include <algorithm>

namespace lanebook {

namespace {

// A newline would end the command in a shell. Here the whole text is one command, so a line
// break between words separates them as a space does: a pasted command that lost a
// continuation backslash still reads as one command. '\r' lets CRLF text read as LF text.
bool isSeparator(QChar c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r';
}

// The length of the line break at `i` ("\n", or "\r\n" from a Windows clipboard), 0 when
// there is none.
qsizetype lineBreakLength(const QString &line, qsizetype i)
{
    if (i < line.size() && line[i] == u'\n')
        return 1;
    if (i + 1 < line.size() && line[i] == u'\r' && line[i + 1] == u'\n')
        return 2;
    return 0;
}

// Inside double quotes a backslash escapes only these (and a newline); before any other
// character it stands for itself, as in "C:\models".
bool escapableInDoubleQuotes(QChar c)
{
    return c == u'"' || c == u'\\' || c == u'$' || c == u'`';
}

// Characters joinShellWords() writes without quotes: none means anything to a shell anywhere
// in a word. Everything else is single-quoted, which is never wrong, only less readable.
bool isPlain(QChar c)
{
    if (c.unicode() < 0x80) {
        return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') ||
               QStringLiteral("-_./:=@%+,").contains(c);
    }
    return c.isLetterOrNumber();
}

QString quotedWord(const QString &word, bool first)
{
    if (word.isEmpty())
        return QStringLiteral("''");
    // A first word with '=' would be read by a real shell as a variable assignment, not as
    // the program; quoted, the line still works when pasted into a terminal.
    const bool plain =
        std::all_of(word.cbegin(), word.cend(), isPlain) && !(first && word.contains(u'='));
    if (plain)
        return word;
    // Nothing is special inside single quotes except the closing quote: an embedded quote
    // closes them, is escaped, and opens them again.
    QString quoted = word;
    quoted.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + quoted + u'\'';
}

} // namespace

Expected<QStringList> splitShellWords(const QString &line)
{
    QStringList words;
    QString word;
    bool inWord = false; // true also for a word that is so far empty, as after ''
    const qsizetype size = line.size();
    qsizetype i = 0;
    while (i < size) {
        const QChar c = line[i];
        if (isSeparator(c)) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
            ++i;
        } else if (c == u'\\') {
            if (const qsizetype breakLength = lineBreakLength(line, i + 1)) {
                i += 1 + breakLength; // a continuation: neither a character nor a separator
            } else if (i + 1 < size) {
                word += line[i + 1];
                inWord = true;
                i += 2;
            } else {
                // Nothing is left to escape: `sh -c` keeps such a backslash, and so does this.
                word += c;
                inWord = true;
                ++i;
            }
        } else if (c == u'\'') {
            const qsizetype close = line.indexOf(u'\'', i + 1);
            if (close < 0)
                return unexpected(
                    TextTr::tr("the single quote at character %1 is not closed").arg(i + 1));
            word += line.mid(i + 1, close - i - 1);
            inWord = true;
            i = close + 1;
        } else if (c == u'"') {
            const qsizetype open = i++;
            for (;;) {
                if (i >= size)
                    return unexpected(
                        TextTr::tr("the double quote at character %1 is not closed").arg(open + 1));
                const QChar quoted = line[i];
                if (quoted == u'"') {
                    ++i;
                    break;
                }
                if (quoted == u'\\') {
                    if (const qsizetype breakLength = lineBreakLength(line, i + 1)) {
                        i += 1 + breakLength;
                        continue;
                    }
                    if (i + 1 < size && escapableInDoubleQuotes(line[i + 1])) {
                        word += line[i + 1];
                        i += 2;
                        continue;
                    }
                }
                word += quoted;
                ++i;
            }
            inWord = true;
        } else {
            // Every other character is literal, the shell's operators included: | ; & < > ( )
            // would make a pipeline, a list or a redirection in a shell, but the argv is
            // started by itself, never by a shell, so they can only be arguments here (and
            // showing them as words makes a pasted `cmd | tee log` visibly wrong).
            word += c;
            inWord = true;
            ++i;
        }
    }
    if (inWord)
        words << word;
    return words;
}

QString joinShellWords(const QStringList &argv)
{
    QStringList quoted;
    quoted.reserve(argv.size());
    for (qsizetype i = 0; i < argv.size(); ++i)
        quoted << quotedWord(argv[i], i == 0);
    return quoted.join(u' ');
}

} // namespace lanebook
