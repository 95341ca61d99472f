// lanebook-cli secret set|delete|check NAME: the keychain entries that launch configs name
// ({"env": {"HF_TOKEN": {"secret": "hf"}}}). A value is read from standard input, never from
// the command line, which `ps` and the shell's history show.
#include "app/cli/commandline.h"

#include "app/cli/clitr.h"
#include "app/cli/commandoptions.h"

#include "backends/secrets/secretstore.h"
#include "models/secrets/secretreference.h"

#include <QFile>

#include <optional>

#include <termios.h>
#include <unistd.h>

namespace lanebook::cli {

namespace {

// A token is a line; more than this is a file piped in by mistake.
constexpr qint64 kMaxValueBytes = 64 * 1024;

QString secretUsage()
{
    return CliTr::tr("usage: lanebook-cli secret set NAME      (the value is read from standard "
                     "input)\n"
                     "       lanebook-cli secret delete NAME\n"
                     "       lanebook-cli secret check NAME    (where NAME resolves from; never "
                     "the value)\n");
}

// Turns the terminal's echo off while a person types the value, and back on after.
class NoEcho
{
public:
    NoEcho()
    {
        if (!isatty(STDIN_FILENO) || tcgetattr(STDIN_FILENO, &m_saved) != 0)
            return;
        termios quiet = m_saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        m_active = tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet) == 0;
    }
    ~NoEcho()
    {
        if (m_active)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &m_saved);
    }
    NoEcho(const NoEcho &) = delete;
    NoEcho &operator=(const NoEcho &) = delete;

private:
    termios m_saved{};
    bool m_active = false;
};

// Standard input up to its end (a pipe) or the first line (a terminal), without the line end.
std::optional<QString> readValue(const QString &name, CommandContext &context)
{
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly)) {
        context.err << CliTr::tr("lanebook-cli secret: cannot read standard input\n");
        return std::nullopt;
    }
    QByteArray bytes;
    if (isatty(STDIN_FILENO)) {
        context.err << CliTr::tr("Value of secret \"%1\" (not shown): ").arg(name) << Qt::flush;
        const NoEcho quiet;
        bytes = in.readLine(kMaxValueBytes + 1);
        context.err << QLatin1Char('\n') << Qt::flush;
    } else {
        bytes = in.read(kMaxValueBytes + 1);
    }
    if (bytes.size() > kMaxValueBytes) {
        context.err << CliTr::tr("lanebook-cli secret: the value on standard input is longer than "
                                 "%1 bytes; pipe the token alone\n")
                           .arg(kMaxValueBytes);
        return std::nullopt;
    }
    if (bytes.endsWith('\n'))
        bytes.chop(1);
    if (bytes.endsWith('\r'))
        bytes.chop(1);
    return QString::fromUtf8(bytes);
}

int checkSecret(const QString &name, CommandContext &context)
{
    const SecretLookup lookup = SecretStore().resolve(name);
    switch (lookup.source) {
    case SecretSource::Environment:
        context.out << CliTr::tr("secret \"%1\": from the environment variable %2 (the keychain is "
                                 "not asked when it is set)\n")
                           .arg(name, lookup.environmentName);
        return Success;
    case SecretSource::Keychain:
        context.out << CliTr::tr("secret \"%1\": from the keychain (service \"%2\", key \"%1\"); "
                                 "%3 is not set\n")
                           .arg(name, SecretStore::keychainService(), lookup.environmentName);
        return Success;
    case SecretSource::Nowhere:
        break;
    }
    context.err << QStringLiteral("lanebook-cli secret: ")
                << SecretStore::unresolvedMessage({}, name, lookup) << QLatin1Char('\n');
    return Failure;
}

} // namespace

int secretCommand(CommandContext &context)
{
    const CommandOptions options = commandOptions(QStringLiteral("secret"), context.arguments);
    if (options.positional().size() != (options.action().isEmpty() ? 2 : 1)) {
        context.err << secretUsage();
        return UsageError;
    }
    const QString action =
        options.action().isEmpty() ? options.positional().first() : options.action();
    const QString name = options.positional().last();
    if (const Expected<void> named = checkSecretName(name); !named) {
        context.err << CliTr::tr("lanebook-cli secret: %1\n").arg(named.error());
        return UsageError;
    }
    if (action == QLatin1String("check"))
        return checkSecret(name, context);
    if (action == QLatin1String("delete")) {
        if (const Expected<void> deleted = SecretStore().deleteFromKeychain(name); !deleted) {
            context.err << CliTr::tr("lanebook-cli secret: %1\n").arg(deleted.error());
            return Failure;
        }
        context.out << CliTr::tr("Deleted secret \"%1\" from the keychain.\n").arg(name);
        return Success;
    }
    if (action == QLatin1String("set")) {
        const std::optional<QString> value = readValue(name, context);
        if (!value)
            return Failure;
        if (const Expected<void> stored = SecretStore().storeInKeychain(name, *value); !stored) {
            context.err << CliTr::tr("lanebook-cli secret: %1\n").arg(stored.error());
            return Failure;
        }
        context.out << CliTr::tr("Stored secret \"%1\" in the keychain; a config names it as "
                                 "{\"secret\": \"%1\"}.\n")
                           .arg(name);
        return Success;
    }
    context.err << CliTr::tr("lanebook-cli secret: unknown action \"%1\"\n").arg(action)
                << secretUsage();
    return UsageError;
}

} // namespace lanebook::cli
