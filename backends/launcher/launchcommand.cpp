#include "backends/launcher/launchcommand.h"

#include <QCoreApplication>

namespace lanebook::LaunchCommand {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(LaunchCommand)
};

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

QString remoteCommandLine(const LaunchSpec &spec)
{
    QStringList words;
    words << QStringLiteral("echo") << remoteGroupMarker() + QStringLiteral("$$;");
    if (!spec.workingDirectory.isEmpty())
        words << QStringLiteral("cd") << shellQuoted(spec.workingDirectory) << QStringLiteral("&&");
    words << QStringLiteral("exec");
    const QMap<QString, QString> variables = serverVariables(spec);
    if (!variables.isEmpty()) {
        words << QStringLiteral("env");
        for (auto it = variables.cbegin(); it != variables.cend(); ++it)
            words << shellQuoted(it.key() + u'=' + it.value());
    }
    for (const QString &arg : spec.argv)
        words << shellQuoted(arg);
    return words.join(u' ');
}

QStringList sshArgv(const LaunchSpec &spec, const QString &sshProgram)
{
    return sshOptions(sshProgram) << QStringLiteral("--") << spec.sshHost
                                  << remoteCommandLine(spec);
}

QStringList sshSignalArgv(const QString &sshHost, qint64 remoteGroupId, int signalNumber,
                          const QString &sshProgram)
{
    const QString command = QStringLiteral("kill -%1 -%2").arg(signalNumber).arg(remoteGroupId);
    return sshOptions(sshProgram) << QStringLiteral("--") << sshHost << command;
}

QString sshHostProblem(const QString &sshHost)
{
    if (sshHost.trimmed().isEmpty())
        return Tr::tr("no SSH host given");
    if (sshHost.startsWith(u'-'))
        return Tr::tr("SSH host \"%1\" looks like an option, not a host").arg(sshHost);
    for (const QChar c : sshHost) {
        if (c.isSpace())
            return Tr::tr("SSH host \"%1\" contains white space").arg(sshHost);
    }
    return {};
}

} // namespace lanebook::LaunchCommand
