#include "app/cli/commandline.h"

#include "app/cli/clitr.h"

#include "app/cli/commandhelp.h"
#include "app/cli/copycommand.h"

#include "backends/notebook/connection/notebooklocation.h"

#include <QCoreApplication>

#include <algorithm>

namespace lanebook::cli {

namespace {

QString usage()
{
    return overallHelp(defaultNotebookPath());
}

bool isHelp(const QString &arg)
{
    return arg == QLatin1String("-h") || arg == QLatin1String("--help");
}

// `lanebook-cli help [COMMAND [ACTION]]`.
int helpCommand(const QStringList &words, QTextStream &out, QTextStream &err)
{
    if (words.isEmpty()) {
        out << usage();
        return Success;
    }
    const QString name = words.mid(0, 2).join(u' ');
    if (const CommandSpec *spec = findCommandSpec(name)) {
        out << commandHelp(*spec);
        return Success;
    }
    if (!commandActions(words.first()).isEmpty()) {
        out << actionsHelp(words.first());
        return Success;
    }
    if (const CommandSpec *spec = findCommandSpec(words.first())) {
        out << commandHelp(*spec);
        return Success;
    }
    const QString closest = closestMatch(words.first(), topLevelCommands());
    err << (closest.isEmpty()
                ? CliTr::tr("lanebook-cli help: unknown command \"%1\"\n").arg(words.first())
                : CliTr::tr("lanebook-cli help: unknown command \"%1\"; did you mean %2?\n")
                      .arg(words.first(), closest));
    return UsageError;
}

// Before a command runs: its --help, an unknown command or action, an unknown option or one
// without its value. Returns -1 when the command should run.
int checkCommand(const QString &command, const QStringList &rest, QTextStream &out,
                 QTextStream &err)
{
    const QStringList commands = topLevelCommands();
    if (!commands.contains(command)) {
        const QString closest =
            closestMatch(command, QStringList(commands) << QStringLiteral("help"));
        err << (closest.isEmpty()
                    ? CliTr::tr("lanebook-cli: unknown command \"%1\"; 'lanebook-cli help' lists "
                                "them\n")
                          .arg(command)
                    : CliTr::tr("lanebook-cli: unknown command \"%1\"; did you mean %2?\n")
                          .arg(command, closest));
        return UsageError;
    }
    const qsizetype end = rest.indexOf(QStringLiteral("--"));
    const QStringList options = end < 0 ? rest : rest.mid(0, end);
    const bool wantsHelp = std::any_of(options.begin(), options.end(), isHelp);
    const QStringList actions = commandActions(command);
    const CommandSpec *spec = findCommandSpec(command);
    QStringList arguments = rest;
    if (!actions.isEmpty()) {
        const auto action = std::find_if(options.begin(), options.end(),
                                         [&](const QString &a) { return actions.contains(a); });
        if (action == options.end()) {
            if (wantsHelp) {
                out << actionsHelp(command);
                return Success;
            }
            const auto word = std::find_if(options.begin(), options.end(),
                                           [](const QString &a) { return !a.startsWith(u'-'); });
            if (word != options.end()) {
                const QString closest = closestMatch(*word, actions);
                err << CliTr::tr("lanebook-cli %1: unknown action \"%2\"%3\n")
                           .arg(command, *word,
                                closest.isEmpty() ? CliTr::tr("; one of %1")
                                                        .arg(actions.join(QStringLiteral(", ")))
                                                  : CliTr::tr("; did you mean %1?").arg(closest));
                return UsageError;
            }
            return -1; // the command says what is missing
        }
        spec = findCommandSpec(command + u' ' + *action);
        arguments.removeAt(action - options.begin());
    }
    if (!spec)
        return -1;
    if (wantsHelp) {
        out << commandHelp(*spec);
        return Success;
    }
    if (const QString error = checkOptions(*spec, arguments); !error.isEmpty()) {
        err << QStringLiteral("lanebook-cli %1: %2\n").arg(spec->name, error);
        return UsageError;
    }
    return -1;
}

} // namespace

int runCommandLine(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QString notebookPath;
    bool json = false;
    QString command;
    QStringList rest;
    bool endOfOptions = false;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        // After the command, `--` ends Lanebook's options and stays for the command to read:
        // `run -- ./sweep.sh --json` hands everything after it to the script untouched.
        if (!endOfOptions && !command.isEmpty() && arg == QLatin1String("--")) {
            rest << arguments.mid(i);
            break;
        }
        if (!endOfOptions && arg == QLatin1String("--")) {
            endOfOptions = true;
            continue;
        }
        if (!endOfOptions && command.isEmpty() && isHelp(arg)) {
            out << usage();
            return Success;
        }
        if (!endOfOptions && arg == QLatin1String("--version")) {
            out << QCoreApplication::applicationName() << QLatin1Char(' ')
                << QCoreApplication::applicationVersion() << QLatin1Char('\n');
            return Success;
        }
        if (!endOfOptions && arg == QLatin1String("--json")) {
            json = true;
            continue;
        }
        if (!endOfOptions && arg.startsWith(QLatin1String("--notebook="))) {
            notebookPath = arg.mid(11);
            continue;
        }
        if (!endOfOptions && arg == QLatin1String("--notebook")) {
            if (i + 1 >= arguments.size()) {
                err << CliTr::tr("lanebook-cli: --notebook needs a path\n");
                return UsageError;
            }
            notebookPath = arguments.at(++i);
            continue;
        }
        if (command.isEmpty() && !arg.startsWith(QLatin1Char('-'))) {
            command = arg;
            continue;
        }
        rest << arg;
    }
    if (command.isEmpty()) {
        err << usage();
        return UsageError;
    }
    if (command == QLatin1String("help"))
        return helpCommand(rest, out, err);
    if (const int code = checkCommand(command, rest, out, err); code >= 0)
        return code;
    if (notebookPath.isEmpty())
        notebookPath = defaultNotebookPath();
    if (notebookPath.isEmpty()) {
        err << CliTr::tr("lanebook-cli: the notebook path is empty; pass --notebook PATH\n");
        return UsageError;
    }

    CommandContext context{notebookPath, json, rest, out, err};
    if (command == QLatin1String("import"))
        return importCommand(context);
    if (command == QLatin1String("runs"))
        return runsCommand(context);
    if (command == QLatin1String("show"))
        return showCommand(context);
    if (command == QLatin1String("gates"))
        return gatesCommand(context);
    if (command == QLatin1String("pareto"))
        return paretoCommand(context);
    if (command == QLatin1String("compare"))
        return compareCommand(context);
    if (command == QLatin1String("check"))
        return checkCommand(context);
    if (command == QLatin1String("bench"))
        return benchCommand(context);
    if (command == QLatin1String("wave"))
        return waveCommand(context);
    if (command == QLatin1String("telemetry"))
        return telemetryCommand(context);
    if (command == QLatin1String("finding"))
        return findingCommand(context);
    if (command == QLatin1String("annotate"))
        return annotateCommand(context);
    if (command == QLatin1String("export"))
        return exportCommand(context);
    if (command == QLatin1String("secret"))
        return secretCommand(context);
    if (command == QLatin1String("lane"))
        return laneCommand(context);
    if (command == QLatin1String("run"))
        return runExperimentCommand(context);
    if (command == QLatin1String("push"))
        return pushCommand(context);
    if (command == QLatin1String("pull"))
        return pullCommand(context);
    err << CliTr::tr("lanebook-cli: unknown command \"%1\"\n\n").arg(command) << usage();
    return UsageError;
}

} // namespace lanebook::cli
