#include "app/cli/commandoptions.h"

#include "app/cli/clitr.h"

#include "app/cli/commandhelp.h"

#include <algorithm>
#include <cmath>

namespace lanebook::cli {

namespace {

QString number(double value)
{
    return QString::number(value, 'g', 12);
}

// "above 0", "of at least 1", "from 0.01 to 50", "between 0 and 1".
QString rangeText(double minimum, double maximum, bool minimumExcluded, bool maximumExcluded)
{
    const bool low = std::isfinite(minimum);
    const bool high = std::isfinite(maximum);
    if (low && high) {
        if (minimumExcluded || maximumExcluded)
            return CliTr::tr("between %1 and %2").arg(number(minimum), number(maximum));
        return CliTr::tr("from %1 to %2").arg(number(minimum), number(maximum));
    }
    if (low)
        return minimumExcluded ? CliTr::tr("above %1").arg(number(minimum))
                               : CliTr::tr("of at least %1").arg(number(minimum));
    if (high)
        return maximumExcluded ? CliTr::tr("below %1").arg(number(maximum))
                               : CliTr::tr("of at most %1").arg(number(maximum));
    return {};
}

} // namespace

CommandOptions CommandOptions::parse(const CommandSpec &spec, const QStringList &arguments)
{
    CommandOptions parsed;
    parsed.m_command = spec.name;
    parsed.m_options = spec.options;
    const QString help = CliTr::tr("; 'lanebook-cli %1 --help' lists the options").arg(spec.name);
    QString openList; // a List option takes the words that follow it, up to the next option
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        if (arg == QLatin1String("--")) {
            parsed.m_positional << arguments.mid(i + 1);
            break;
        }
        if (!arg.startsWith(QLatin1String("--"))) {
            if (!openList.isEmpty())
                parsed.m_values[openList] << arg;
            else
                parsed.m_positional << arg;
            continue;
        }
        openList.clear();
        const QString name = arg.mid(2).section(u'=', 0, 0);
        const OptionSpec *option = parsed.option(name);
        if (!option) {
            QStringList names{QStringLiteral("--help")};
            for (const OptionSpec &o : spec.options)
                names.insert(names.size() - 1, QStringLiteral("--") + o.name);
            const QString closest = closestMatch(QStringLiteral("--") + name, names);
            parsed.m_errors
                << (closest.isEmpty()
                        ? CliTr::tr("unknown option --%1%2").arg(name, help)
                        : CliTr::tr("unknown option --%1; did you mean %2?").arg(name, closest));
            return parsed;
        }
        const qsizetype eq = arg.indexOf(u'=');
        QStringList &values = parsed.m_values[name];
        if (option->kind == OptionKind::Flag) {
            if (eq >= 0) {
                parsed.m_errors << CliTr::tr("--%1 takes no value").arg(name);
                return parsed;
            }
            values << QString();
            continue;
        }
        if (option->kind == OptionKind::List) {
            if (eq >= 0)
                values << arg.mid(eq + 1);
            openList = name;
            continue;
        }
        if (eq >= 0) {
            values << arg.mid(eq + 1);
            continue;
        }
        if (i + 1 >= arguments.size()) {
            parsed.m_errors
                << CliTr::tr("--%1 needs a value: --%1 %2").arg(name, option->valueName);
            return parsed;
        }
        values << arguments.at(++i); // the value, whatever it looks like ("-1", "--x")
    }
    return parsed;
}

const OptionSpec *CommandOptions::option(const QString &name) const
{
    const auto found = std::find_if(m_options.cbegin(), m_options.cend(),
                                    [&](const OptionSpec &o) { return o.name == name; });
    return found == m_options.cend() ? nullptr : &*found;
}

const QStringList *CommandOptions::valuesOf(const QString &name) const
{
    // Reading an option the spec does not list is a bug in the command: said loudly, so that
    // tst_clioptions (every listed option, every command) finds the drift.
    if (!option(name)) {
        addError(QStringLiteral("lanebook-cli %1 reads --%2, which its command table does not "
                                "list (a bug in lanebook-cli)")
                     .arg(m_command, name));
        return nullptr;
    }
    const auto found = m_values.constFind(name);
    return found == m_values.cend() ? nullptr : &*found;
}

bool CommandOptions::has(const QString &name) const
{
    return valuesOf(name) != nullptr;
}

bool CommandOptions::flag(const QString &name) const
{
    return has(name);
}

QString CommandOptions::string(const QString &name, const QString &fallback) const
{
    const QStringList *values = valuesOf(name);
    return values && !values->isEmpty() ? values->last() : fallback;
}

QStringList CommandOptions::list(const QString &name) const
{
    const QStringList *values = valuesOf(name);
    return values ? *values : QStringList();
}

std::optional<qint64> CommandOptions::integer(const QString &name, qint64 minimum,
                                              qint64 maximum) const
{
    if (!has(name))
        return std::nullopt;
    const QString text = string(name).trimmed();
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    if (ok && value >= minimum && value <= maximum)
        return value;
    const double high = maximum == std::numeric_limits<qint64>::max()
                            ? std::numeric_limits<double>::infinity()
                            : double(maximum);
    addError(CliTr::tr("--%1 takes a whole number %2, not \"%3\"")
                 .arg(name, rangeText(double(minimum), high, false, false), string(name)));
    return std::nullopt;
}

std::optional<double> CommandOptions::number(const QString &name, const NumberRange &range) const
{
    if (!has(name))
        return std::nullopt;
    QString text = string(name).trimmed();
    if (!range.unit.isEmpty() && text.endsWith(range.unit))
        text = text.chopped(range.unit.size()).trimmed();
    bool ok = false;
    const double value = text.toDouble(&ok);
    const bool inRange = ok && std::isfinite(value) &&
                         (range.minimumExcluded ? value > range.minimum : value >= range.minimum) &&
                         (range.maximumExcluded ? value < range.maximum : value <= range.maximum);
    if (inRange)
        return value;
    const QString what =
        rangeText(range.minimum, range.maximum, range.minimumExcluded, range.maximumExcluded);
    addError(range.unit.isEmpty()
                 ? CliTr::tr("--%1 takes a number %2, not \"%3\"").arg(name, what, string(name))
                 : CliTr::tr("--%1 takes a number %2 in %3 (e.g. 5 or 5%3), not \"%4\"")
                       .arg(name, what, range.unit, string(name)));
    return std::nullopt;
}

std::optional<QString> CommandOptions::choice(const QString &name, const QStringList &allowed) const
{
    if (!has(name))
        return std::nullopt;
    const QString value = string(name);
    if (allowed.contains(value))
        return value;
    const QString closest = closestMatch(value, allowed);
    addError(closest.isEmpty()
                 ? CliTr::tr("--%1 takes %2, not \"%3\"")
                       .arg(name, allowed.join(QStringLiteral(" | ")), value)
                 : CliTr::tr("--%1 takes %2, not \"%3\"; did you mean %4?")
                       .arg(name, allowed.join(QStringLiteral(" | ")), value, closest));
    return std::nullopt;
}

void CommandOptions::addError(const QString &error) const
{
    m_errors << error;
}

CommandOptions commandOptions(const QString &command, const QStringList &arguments)
{
    const QStringList actions = commandActions(command);
    if (actions.isEmpty()) {
        const CommandSpec *spec = findCommandSpec(command);
        Q_ASSERT(spec);
        return spec ? CommandOptions::parse(*spec, arguments) : CommandOptions();
    }
    // The action is the first word that names one, as the up-front check reads it.
    const qsizetype end = arguments.indexOf(QStringLiteral("--"));
    const qsizetype last = end < 0 ? arguments.size() : end;
    for (qsizetype i = 0; i < last; ++i) {
        if (!actions.contains(arguments.at(i)))
            continue;
        QStringList rest = arguments;
        rest.removeAt(i);
        CommandOptions options =
            CommandOptions::parse(*findCommandSpec(command + u' ' + arguments.at(i)), rest);
        options.m_action = arguments.at(i);
        return options;
    }
    CommandOptions none;
    none.m_command = command;
    none.m_positional = arguments;
    return none;
}

Expected<void> checkSubcommand(const CommandOptions &options)
{
    if (options.action().isEmpty()) {
        if (options.positional().isEmpty())
            return unexpected(CliTr::tr("name a subcommand"));
        return unexpected(CliTr::tr("unknown subcommand \"%1\"").arg(options.positional().first()));
    }
    if (!options.ok())
        return unexpected(options.error());
    return {};
}

} // namespace lanebook::cli
