#include "backends/launcher/launchcommand.h"

#include "backends/launcher/launchertr.h"

#include <algorithm>
#include <cmath>

namespace lanebook::LaunchCommand {

namespace {

QStringList sshOptions(const QString &sshProgram)
{
    return {sshProgram,
            QStringLiteral("-o"),
            QStringLiteral("BatchMode=yes"),
            QStringLiteral("-o"),
            QStringLiteral("ConnectTimeout=10"),
            QStringLiteral("-T")};
}

bool isPlainShellWord(const QString &word)
{
    if (word.isEmpty())
        return false;
    for (const QChar c : word) {
        const bool plain = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') ||
                           (c >= u'0' && c <= u'9') || c == u'_' || c == u'-' || c == u'.' ||
                           c == u'/' || c == u'=' || c == u':' || c == u',' || c == u'@' ||
                           c == u'+' || c == u'%';
        if (!plain)
            return false;
    }
    return true;
}

} // namespace

QMap<QString, QString> gpuPinning(const QList<int> &gpuIndices)
{
    if (gpuIndices.isEmpty())
        return {};
    QStringList indices;
    for (const int index : gpuIndices)
        indices << QString::number(index);
    const QString list = indices.join(u',');
    return {{QStringLiteral("CUDA_VISIBLE_DEVICES"), list},
            {QStringLiteral("HIP_VISIBLE_DEVICES"), list},
            {QStringLiteral("ZE_AFFINITY_MASK"), list}};
}

QMap<QString, QString> serverVariables(const LaunchSpec &spec)
{
    QMap<QString, QString> variables = spec.environment;
    const QMap<QString, QString> pinning = gpuPinning(spec.gpuIndices);
    for (auto it = pinning.cbegin(); it != pinning.cend(); ++it)
        variables.insert(it.key(), it.value());
    return variables;
}

QString shellQuoted(const QString &word)
{
    if (isPlainShellWord(word))
        return word;
    QString quoted = word;
    quoted.replace(QStringLiteral("'"), QStringLiteral("'\\''"));
    return u'\'' + quoted + u'\'';
}

QString remoteGroupMarker()
{
    return QStringLiteral("__LANEBOOK_REMOTE_PGID__=");
}

QString remoteStartMarker()
{
    return QStringLiteral("__LANEBOOK_REMOTE_START__=");
}

std::pair<qint64, quint64> parseRemoteMarker(const QString &line)
{
    if (!line.startsWith(remoteGroupMarker()))
        return {0, 0};
    const QStringList words = line.mid(remoteGroupMarker().size()).split(u' ', Qt::SkipEmptyParts);
    const qint64 group = words.value(0).toLongLong();
    quint64 ticks = 0;
    for (const QString &word : words)
        if (word.startsWith(remoteStartMarker()))
            ticks = word.mid(remoteStartMarker().size()).toULongLong();
    return {group, ticks};
}

namespace {

constexpr const char *kEnvironmentEnd = "__LANEBOOK_ENV_END__";

// The shell's own start time: field 22 of /proc/$$/stat (the shell's name holds no space).
QString startTicksOfShell()
{
    return QStringLiteral("$(cut -d' ' -f22 /proc/$$/stat 2>/dev/null)");
}

// `sh` code that is true when group G is still the one that started at TICKS, or its leader
// is gone (then the PID cannot have been reused while the group has members).
QString groupIsOurs(qint64 group, quint64 ticks)
{
    if (ticks == 0)
        return QStringLiteral("true");
    return QStringLiteral("{ t=$(cut -d' ' -f22 /proc/%1/stat 2>/dev/null); "
                          "[ -z \"$t\" ] || [ \"$t\" = %2 ]; }")
        .arg(group)
        .arg(ticks);
}

// `sh` code defining `live`: true while more than $m processes of group $g have not exited.
// A zombie does not count: it holds no GPU and no port, and a host whose init reaps late keeps
// one for seconds. Without /proc every member counts, zombies too (kill -0).
QString liveFunction()
{
    return QStringLiteral(
        "live() { [ -r /proc/self/stat ] || { kill -0 -$g 2>/dev/null; return; }; n=0; "
        "for s in /proc/[0-9]*/stat; do read -r l <\"$s\" || continue; set -- ${l##*) }; "
        "[ \"$3\" = \"$g\" ] && [ \"$1\" != Z ] && [ \"$1\" != X ] && n=$((n+1)); "
        "done 2>/dev/null; [ $n -gt $m ]; };");
}

// `sh` code that waits while the group lives, up to this many tenths of a second.
QString waitWhileLive(int tenths)
{
    return QStringLiteral("i=0; while live && [ $i -lt %1 ]; do sleep 0.1; i=$((i+1)); done;")
        .arg(tenths);
}

// The watcher's code, run by /bin/sh (word splitting in `live` is the POSIX shell's, whatever
// the login shell is) with the group as $1. It ignores the SIGTERM it sends its own group, so
// that it lives to send the SIGKILL; it counts itself (m=1) and leaves as soon as nothing else
// of the group runs, so that a server that obeyed SIGTERM leaves no group behind for the next
// wave's cleanup to wait for.
QString watcherScript(double stopGraceS)
{
    const int graceS = std::max(1, int(std::ceil(stopGraceS)));
    return QStringLiteral("trap '' TERM; g=$1; m=1; ") + liveFunction() +
           QStringLiteral(" cat >/dev/null; kill -TERM -$g 2>/dev/null; ") +
           waitWhileLive(graceS * 10) + QStringLiteral(" kill -KILL -$g 2>/dev/null");
}

} // namespace

QString remoteCommandLine(const LaunchSpec &spec)
{
    QStringList words;
    words << QStringLiteral("echo") << remoteGroupMarker() + QStringLiteral("$$")
          << remoteStartMarker() + startTicksOfShell() + u';';
    // fd 3 keeps the session's standard input for the watcher: a background list's own
    // standard input is /dev/null in a shell without job control.
    words << QStringLiteral("exec 3<&0;");
    words << QStringLiteral("while IFS= read -r lanebook_env && [ \"$lanebook_env\" != %1 ]; do "
                            "export \"$(printf '%s' \"$lanebook_env\" | base64 -d)\"; done;")
                 .arg(QLatin1String(kEnvironmentEnd));
    // The watcher: in the group, detached from the session's output, blocked on the rest of
    // standard input. End of input means the ssh session is gone: stop the group, with the
    // grace between SIGTERM and SIGKILL that stop() gives locally.
    words << QStringLiteral("/bin/sh -c") << shellQuoted(watcherScript(spec.stopGraceS))
          << QStringLiteral("lanebook-watcher $$ <&3 >/dev/null 2>&1 &");
    if (!spec.workingDirectory.isEmpty())
        words << QStringLiteral("cd") << shellQuoted(spec.workingDirectory)
              << QStringLiteral("|| exit 127;");
    words << QStringLiteral("exec");
    for (const QString &arg : spec.argv)
        words << shellQuoted(arg);
    words << QStringLiteral("</dev/null 3<&-");
    return words.join(u' ');
}

QByteArray remoteEnvironmentInput(const LaunchSpec &spec)
{
    QByteArray input;
    const QMap<QString, QString> variables = serverVariables(spec);
    for (auto it = variables.cbegin(); it != variables.cend(); ++it)
        input += (it.key() + u'=' + it.value()).toUtf8().toBase64() + '\n';
    return input + kEnvironmentEnd + '\n';
}

QStringList sshArgv(const LaunchSpec &spec, const QString &sshProgram)
{
    return sshOptions(sshProgram) << QStringLiteral("--") << spec.sshHost
                                  << remoteCommandLine(spec);
}

QStringList sshSignalArgv(const QString &sshHost, qint64 remoteGroupId, quint64 remoteStartTicks,
                          int signalNumber, const QString &sshProgram)
{
    const QString command = groupIsOurs(remoteGroupId, remoteStartTicks) +
                            QStringLiteral(" && kill -%1 -%2").arg(signalNumber).arg(remoteGroupId);
    return sshOptions(sshProgram) << QStringLiteral("--") << sshHost << command;
}

QStringList sshStopGroupArgv(const QString &sshHost, qint64 remoteGroupId, quint64 remoteStartTicks,
                             double graceS, const QString &sshProgram)
{
    const int tenths = std::max(1, int(std::ceil(graceS * 10)));
    // A group of which nothing runs any more is said to be gone at once: no signal, no wait.
    const QString script =
        QStringLiteral("g=%1; m=0; ").arg(remoteGroupId) + liveFunction() +
        QStringLiteral(" { %1 && live; } || exit %2; kill -TERM -$g 2>/dev/null; ")
            .arg(groupIsOurs(remoteGroupId, remoteStartTicks),
                 QString::number(kRemoteGroupGoneExitCode)) +
        waitWhileLive(tenths) + QStringLiteral(" kill -KILL -$g 2>/dev/null; true");
    return sshOptions(sshProgram) << QStringLiteral("--") << sshHost
                                  << QStringLiteral("/bin/sh -c ") + shellQuoted(script);
}

Expected<void> checkSshHost(const QString &sshHost)
{
    if (sshHost.trimmed().isEmpty())
        return unexpected(LauncherTr::tr("no SSH host given"));
    if (sshHost.startsWith(u'-'))
        return unexpected(
            LauncherTr::tr("SSH host \"%1\" looks like an option, not a host").arg(sshHost));
    for (const QChar c : sshHost) {
        if (c.isSpace())
            return unexpected(LauncherTr::tr("SSH host \"%1\" contains white space").arg(sshHost));
    }
    return {};
}

} // namespace lanebook::LaunchCommand
