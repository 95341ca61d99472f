#include "app/cli/commandhelp.h"

#include "app/cli/commandoptions.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace lanebook::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(LanebookCli)
};

QString optionWords(const OptionSpec &option)
{
    QString words = QStringLiteral("--") + option.name;
    if (!option.valueName.isEmpty())
        words += u' ' + option.valueName;
    return words;
}

// Two columns: the left padded to the widest entry, so the meanings line up; an entry too
// wide for the left column gets a line of its own and its meaning goes below it.
QString columns(const std::vector<std::pair<QString, QString>> &rows)
{
    constexpr qsizetype kMaxLeftWidth = 36;
    qsizetype width = 0;
    for (const auto &row : rows) {
        if (row.first.size() <= kMaxLeftWidth)
            width = std::max(width, row.first.size());
    }
    QString text;
    for (const auto &row : rows) {
        if (row.first.size() > width)
            text += QStringLiteral("  ") + row.first + u'\n' + QString(width + 4, u' ');
        else
            text += QStringLiteral("  ") + row.first.leftJustified(width + 2);
        text += row.second + u'\n';
    }
    return text;
}

} // namespace

QString overallHelp(const QString &defaultNotebook)
{
    std::vector<std::pair<QString, QString>> commands;
    for (const CommandSpec &spec : commandSpecs())
        commands.emplace_back(QString(spec.name + u' ' + spec.synopsis), spec.summary);
    QString text = Tr::tr("Usage: lanebook-cli [--notebook PATH] [--json] COMMAND [ARGS...]\n\n"
                          "Commands:\n");
    text += columns(commands);
    text += Tr::tr("\nOptions:\n");
    text += columns(
        {{QStringLiteral("--notebook PATH"),
          Tr::tr("the notebook (default: $LANEBOOK_NOTEBOOK, else %1)").arg(defaultNotebook)},
         {QStringLiteral("--json"), Tr::tr("machine-readable output")},
         {QStringLiteral("-h, --help"), Tr::tr("this help")},
         {QStringLiteral("--version"), Tr::tr("the version")}});
    text += Tr::tr("\n'lanebook-cli COMMAND --help' (or 'lanebook-cli help COMMAND') lists a "
                   "command's options, with an example.\n"
                   "Exit status: 0 success, 1 something failed (named on stderr), 2 usage "
                   "error.\n");
    return text;
}

QString commandHelp(const CommandSpec &spec)
{
    QString text =
        Tr::tr("Usage: lanebook-cli %1 %2\n\n%3\n").arg(spec.name, spec.synopsis, spec.summary);
    if (!spec.options.isEmpty()) {
        std::vector<std::pair<QString, QString>> rows;
        for (const OptionSpec &option : spec.options) {
            QString meaning = option.description;
            if (option.kind == OptionKind::Repeat)
                meaning += Tr::tr(" (repeat for more)");
            rows.emplace_back(optionWords(option), meaning);
        }
        text += Tr::tr("\nOptions:\n") + columns(rows);
    }
    text += Tr::tr("\nExample:\n  %1\n").arg(spec.example);
    return text;
}

QString actionsHelp(const QString &command)
{
    std::vector<std::pair<QString, QString>> rows;
    for (const QString &action : commandActions(command))
        rows.emplace_back(command + u' ' + action,
                          findCommandSpec(command + u' ' + action)->summary);
    return Tr::tr("Usage: lanebook-cli %1 ACTION ...\n\nActions:\n").arg(command) + columns(rows) +
           Tr::tr("\n'lanebook-cli %1 ACTION --help' lists an action's options.\n").arg(command);
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
