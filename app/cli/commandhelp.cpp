#include "app/cli/commandhelp.h"

#include "app/cli/clitr.h"

#include "app/cli/commandoptions.h"

#include <algorithm>
#include <vector>

namespace lanebook::cli {

namespace {

QString optionWords(const OptionSpec &option)
{
    QString words = QStringLiteral("--") + option.name;
    if (!option.valueName.isEmpty())
        words += u' ' + option.valueName;
    return words;
}

// Two columns: the left padded to the widest entry, so the meanings line up; an entry too
// wide for the left column gets a line of its own and its meaning goes below it. Meanings
// wrap within kHelpColumns, under themselves.
QString columns(const std::vector<std::pair<QString, QString>> &rows)
{
    constexpr qsizetype kMaxLeftWidth = 30;
    qsizetype width = 0;
    for (const auto &row : rows) {
        if (row.first.size() <= kMaxLeftWidth)
            width = std::max(width, row.first.size());
    }
    const int meaningColumn = int(width) + 4;
    QString text;
    for (const auto &row : rows) {
        if (row.first.size() > width)
            text += QStringLiteral("  ") + wrapText(row.first, kHelpColumns, 6, 2) + u'\n' +
                    QString(meaningColumn, u' ');
        else
            text += QStringLiteral("  ") + row.first.leftJustified(width + 2);
        text += wrapText(row.second, kHelpColumns, meaningColumn, meaningColumn) + u'\n';
    }
    return text;
}

// A command line too long for one line goes on over several, each but the last ending in a
// backslash, as a shell reads them.
QString exampleText(const QString &commandLine)
{
    // A quoted argument stays on one line: its spaces do not break (U+00A0 while wrapping).
    QString words = commandLine;
    bool quoted = false;
    for (QChar &c : words) {
        if (c == u'"')
            quoted = !quoted;
        else if (quoted && c == u' ')
            c = QChar(0x00a0);
    }
    // Two columns kept free at the end of each line for " \".
    QString wrapped = wrapText(words, kHelpColumns - 2, 6, 2);
    wrapped.replace(QChar(0x00a0), u' ');
    return QStringLiteral("  ") + wrapped.split(u'\n').join(QStringLiteral(" \\\n")) + u'\n';
}

// Paragraphs (separated by an empty line), each wrapped, indented by two.
QString paragraphs(const QString &text)
{
    QStringList wrapped;
    for (const QString &paragraph : text.split(QStringLiteral("\n\n")))
        wrapped << QStringLiteral("  ") + wrapText(paragraph, kHelpColumns, 2, 2);
    return wrapped.join(QStringLiteral("\n\n")) + u'\n';
}

} // namespace

QString wrapText(const QString &text, int width, int indent, int firstColumn)
{
    // A word too long for an indented line starts further left, so that a long path stays
    // whole and, when it can, inside the width.
    const auto marginFor = [&](const QString &word) {
        return QString(std::clamp<qsizetype>(width - word.size(), 0, indent), u' ');
    };
    QString wrapped;
    qsizetype column = firstColumn;
    bool firstLine = true;
    for (const QString &line : text.split(u'\n')) {
        const QStringList words = line.split(u' ', Qt::SkipEmptyParts);
        if (!firstLine) {
            const QString margin =
                words.isEmpty() ? QString(indent, u' ') : marginFor(words.first());
            wrapped += u'\n' + margin;
            column = margin.size();
        }
        bool lineStart = true;
        for (const QString &word : words) {
            if (!lineStart && column + 1 + word.size() > width) {
                const QString margin = marginFor(word);
                wrapped += u'\n' + margin;
                column = margin.size();
                lineStart = true;
            }
            if (!lineStart) {
                wrapped += u' ';
                ++column;
            }
            wrapped += word;
            column += word.size();
            lineStart = false;
        }
        firstLine = false;
    }
    return wrapped;
}

QString overallHelp(const QString &defaultNotebook)
{
    std::vector<std::pair<QString, QString>> commands;
    for (const CommandSpec &spec : commandSpecs())
        commands.emplace_back(QString(spec.name + u' ' + spec.synopsis), spec.summary);
    QString text = CliTr::tr("Usage: lanebook-cli [--notebook PATH] [--json] COMMAND [ARGS...]\n\n"
                             "Commands:\n");
    text += columns(commands);
    text += CliTr::tr("\nOptions:\n");
    text += columns(
        {{QStringLiteral("--notebook PATH"),
          CliTr::tr("the notebook (default: $LANEBOOK_NOTEBOOK, else %1)").arg(defaultNotebook)},
         {QStringLiteral("--json"), CliTr::tr("machine-readable output")},
         {QStringLiteral("-h, --help"), CliTr::tr("this help")},
         {QStringLiteral("--version"), CliTr::tr("the version")}});
    text += u'\n' +
            wrapText(CliTr::tr("'lanebook-cli COMMAND --help' (or 'lanebook-cli help COMMAND') "
                               "lists a command's options, with an example."),
                     kHelpColumns, 0, 0) +
            u'\n' +
            wrapText(CliTr::tr("Exit status: 0 success, 1 something failed (named on stderr), 2 "
                               "usage error."),
                     kHelpColumns, 0, 0) +
            u'\n';
    return text;
}

QString commandHelp(const CommandSpec &spec)
{
    QString text = wrapText(CliTr::tr("Usage: lanebook-cli %1 %2").arg(spec.name, spec.synopsis),
                            kHelpColumns, 8, 0) +
                   QStringLiteral("\n\n") + wrapText(spec.summary, kHelpColumns, 0, 0) + u'\n';
    if (!spec.options.isEmpty()) {
        std::vector<std::pair<QString, QString>> rows;
        for (const OptionSpec &option : spec.options) {
            QString meaning = option.description;
            if (option.kind == OptionKind::Repeat)
                meaning += CliTr::tr(" (repeat for more)");
            rows.emplace_back(optionWords(option), meaning);
        }
        text += CliTr::tr("\nOptions:\n") + columns(rows);
    }
    if (const QString notes = commandNotes(spec.name); !notes.isEmpty())
        text += u'\n' + paragraphs(notes);
    text += CliTr::tr("\nExample:\n") + exampleText(spec.example);
    return text;
}

QString actionsHelp(const QString &command)
{
    std::vector<std::pair<QString, QString>> rows;
    for (const QString &action : commandActions(command))
        rows.emplace_back(command + u' ' + action,
                          findCommandSpec(command + u' ' + action)->summary);
    return CliTr::tr("Usage: lanebook-cli %1 ACTION ...\n\nActions:\n").arg(command) +
           columns(rows) +
           CliTr::tr("\n'lanebook-cli %1 ACTION --help' lists an action's options.\n").arg(command);
}

QString usageText(const QString &command)
{
    QStringList names;
    const QStringList actions = commandActions(command);
    for (const QString &action : actions)
        names << command + u' ' + action;
    if (names.isEmpty())
        names << command;
    // "usage: " on the first line, aligned under it on the others; wrapped lines deeper.
    const QString first = CliTr::tr("usage:");
    QString text;
    for (const QString &name : std::as_const(names)) {
        const CommandSpec *spec = findCommandSpec(name);
        if (!spec)
            continue;
        const QString lead = text.isEmpty() ? first : QString(first.size(), u' ');
        text +=
            wrapText(lead + QStringLiteral(" lanebook-cli ") + spec->name + u' ' + spec->synopsis,
                     kHelpColumns, int(first.size()) + 8, 0) +
            u'\n';
    }
    text += wrapText(actions.isEmpty()
                         ? CliTr::tr("'lanebook-cli %1 --help' lists every option, with an "
                                     "example.")
                               .arg(command)
                         : CliTr::tr("'lanebook-cli %1 ACTION --help' lists an action's options, "
                                     "with an example.")
                               .arg(command),
                     kHelpColumns, 0, 0) +
            u'\n';
    return text;
}

int editDistance(const QString &a, const QString &b)
{
    std::vector<int> previous(size_t(b.size()) + 1);
    std::vector<int> current(previous.size());
    for (size_t j = 0; j < previous.size(); ++j)
        previous[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        current[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int substitution = previous[size_t(j - 1)] + (a[i - 1] == b[j - 1] ? 0 : 1);
            current[size_t(j)] =
                std::min({previous[size_t(j)] + 1, current[size_t(j - 1)] + 1, substitution});
        }
        std::swap(previous, current);
    }
    return previous.back();
}

QString closestMatch(const QString &word, const QStringList &candidates)
{
    QString best;
    int bestDistance = 0;
    for (const QString &candidate : candidates) {
        const int distance = editDistance(word, candidate);
        if (best.isEmpty() || distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    // "--metrc" is a typo of "--metric"; "--foo" is not a typo of "--out".
    const int allowed = std::max(2, int(word.size()) / 3);
    return bestDistance <= allowed ? best : QString();
}

QString checkOptions(const CommandSpec &spec, const QStringList &arguments)
{
    // The same reading the command makes of its arguments (commandoptions.h).
    return CommandOptions::parse(spec, arguments).error();
}

} // namespace lanebook::cli
