#pragma once

#include "app/cli/commandspec.h"
#include "models/base/expected.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <limits>
#include <optional>

namespace lanebook::cli {

// The one reading of a command's arguments against its spec (commandspec.h): the up-front
// check (checkOptions) and the command itself see the same options, so `--x=V` and `--x V`,
// repeats and lists behave alike in every command.

// What a number option accepts. The unit is said in the error, and the value may carry it
// ("30s", "1.5%"); a value with another unit ("30ms" for seconds) is refused.
struct NumberRange
{
    double minimum = -std::numeric_limits<double>::infinity();
    double maximum = std::numeric_limits<double>::infinity();
    bool minimumExcluded = false; // "above 0" rather than "at least 0"
    bool maximumExcluded = false;
    QString unit; // "s", "%", "Hz"; empty for a plain number
};

class CommandOptions
{
public:
    // Splits `arguments` (after the command word, the action word included or not) into
    // options and positional words. A usage error (unknown option, missing value, a value
    // for a flag) is in error(); it names the option and the closest valid one.
    static CommandOptions parse(const CommandSpec &spec, const QStringList &arguments);

    // Words that are not options or their values, in order; everything after "--".
    const QStringList &positional() const { return m_positional; }
    // The action of a command that has them ("run" of "wave run"); see commandOptions().
    const QString &action() const { return m_action; }

    bool has(const QString &name) const;  // given at least once
    bool flag(const QString &name) const; // a flag: given or not
    // The last value given (a Value option given twice: the last one counts), or fallback.
    QString string(const QString &name, const QString &fallback = {}) const;
    // Every value in order: a Repeat option's repeats, a List option's words.
    QStringList list(const QString &name) const;

    // Typed reads. Absent: nullopt and no error. Present but invalid: nullopt, and a usage
    // error naming the option, what it takes and the value given is added to error().
    std::optional<qint64> integer(const QString &name, qint64 minimum,
                                  qint64 maximum = std::numeric_limits<qint64>::max()) const;
    std::optional<double> number(const QString &name, const NumberRange &range) const;
    // One of `allowed`; a near miss is suggested ("did you mean chat?").
    std::optional<QString> choice(const QString &name, const QStringList &allowed) const;

    // A usage error found by the command itself, reported with the others.
    void addError(const QString &error) const;
    bool ok() const { return m_errors.isEmpty(); }
    // The first usage error: from parsing, else from the typed reads, in the order made.
    QString error() const { return m_errors.value(0); }

private:
    friend CommandOptions commandOptions(const QString &command, const QStringList &arguments);

    const OptionSpec *option(const QString &name) const;
    const QStringList *valuesOf(const QString &name) const;

    QString m_command;
    QList<OptionSpec> m_options;
    QString m_action;
    QStringList m_positional;
    QHash<QString, QStringList> m_values; // every value given; a flag holds one empty word
    mutable QStringList m_errors;
};

// The options of `command` ("runs", or "wave" with its action among the arguments): the
// action word is taken out (action()) and the rest read against that action's spec. A
// command that has actions, given none or an unknown one, gets every word as positional and
// an empty action, so that it can say what is missing in its own words.
CommandOptions commandOptions(const QString &command, const QStringList &arguments);

// For a command with actions: why its options cannot run (no action named, an unknown one, or
// the action's own usage error), for the command's usage message.
Expected<void> checkSubcommand(const CommandOptions &options);

} // namespace lanebook::cli
