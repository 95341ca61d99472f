#include "backends/launcher/pidrecord.h"
#include "backends/launcher/launchertr.h"
#include "models/findings/secretredaction.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cerrno>
#include <csignal>

namespace lanebook {

namespace {

// The fields of /proc/PID/stat after the command name, which may itself hold spaces and
// parentheses; the name ends at the last ')'.
QList<QByteArray> statFieldsAfterName(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return {};
    const QByteArray text = stat.readAll();
    const qsizetype nameEnd = text.lastIndexOf(')');
    if (nameEnd < 0)
        return {};
    return text.mid(nameEnd + 1).simplified().split(' ');
}

// The argv as the record keeps it: a secret flag's value (--api-key X) stays out of the file.
QStringList redactedArgv(const QStringList &argv)
{
    nlohmann::json words = nlohmann::json::array();
    for (const QString &word : argv)
        words.push_back(word.toStdString());
    QStringList out;
    for (const nlohmann::json &word : redactSecrets(words))
        out << QString::fromStdString(word.is_string() ? word.get<std::string>() : word.dump());
    return out;
}

constexpr int kStateField = 0;      // field 3 of proc(5), counted after the name
constexpr int kStartTimeField = 19; // field 22 of proc(5)

} // namespace

QString PidRecord::fileName() const
{
    return QStringLiteral("%1-%2.json").arg(ownerPid).arg(pid);
}

QByteArray PidRecord::toJson() const
{
    QJsonObject object{{QStringLiteral("owner_pid"), ownerPid},
                       {QStringLiteral("owner_start_ticks"), QString::number(ownerStartTicks)},
                       {QStringLiteral("pid"), pid},
                       {QStringLiteral("start_ticks"), QString::number(startTicks)},
                       {QStringLiteral("name"), name},
                       {QStringLiteral("argv"), QJsonArray::fromStringList(redactedArgv(argv))},
                       {QStringLiteral("stop_grace_s"), stopGraceS}};
    if (!sshHost.isEmpty()) {
        object.insert(QStringLiteral("ssh_host"), sshHost);
        object.insert(QStringLiteral("remote_pgid"), remoteGroupId);
        object.insert(QStringLiteral("remote_start_ticks"), QString::number(remoteStartTicks));
    }
    return QJsonDocument(object).toJson();
}

Expected<PidRecord> PidRecord::fromJson(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (!document.isObject())
        return unexpected(LauncherTr::tr("not a server record: %1").arg(parseError.errorString()));
    const QJsonObject object = document.object();
    PidRecord record;
    record.ownerPid = object.value(QStringLiteral("owner_pid")).toInteger();
    record.ownerStartTicks =
        object.value(QStringLiteral("owner_start_ticks")).toString().toULongLong();
    record.pid = object.value(QStringLiteral("pid")).toInteger();
    record.startTicks = object.value(QStringLiteral("start_ticks")).toString().toULongLong();
    record.name = object.value(QStringLiteral("name")).toString();
    for (const auto &arg : object.value(QStringLiteral("argv")).toArray())
        record.argv << arg.toString();
    record.sshHost = object.value(QStringLiteral("ssh_host")).toString();
    record.remoteGroupId = object.value(QStringLiteral("remote_pgid")).toInteger();
    record.remoteStartTicks =
        object.value(QStringLiteral("remote_start_ticks")).toString().toULongLong();
    record.stopGraceS = object.value(QStringLiteral("stop_grace_s")).toDouble(10.0);
    if (record.ownerPid <= 0 || record.pid <= 1)
        return unexpected(LauncherTr::tr("server record without a valid owner_pid and pid"));
    return record;
}

Expected<void> PidRecord::writeTo(const QString &directory) const
{
    if (!QDir().mkpath(directory)) {
        return unexpected(
            LauncherTr::tr("cannot create the server record folder %1").arg(directory));
    }
    QSaveFile file(QDir(directory).filePath(fileName()));
    const bool opened = file.open(QIODevice::WriteOnly);
    if (opened) // it names the user's model paths
        file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    if (!opened || file.write(toJson()) < 0 || !file.flush() || !file.commit()) {
        return unexpected(LauncherTr::tr("cannot write the server record %1: %2")
                              .arg(file.fileName(), file.errorString()));
    }
    return {};
}

void PidRecord::removeFrom(const QString &directory) const
{
    QFile::remove(QDir(directory).filePath(fileName()));
}

namespace ProcessTable {

quint64 startTicks(qint64 pid)
{
    const QList<QByteArray> fields = statFieldsAfterName(pid);
    if (fields.size() <= kStartTimeField)
        return 0;
    return fields.at(kStartTimeField).toULongLong();
}

bool runs(qint64 pid, quint64 expectedStartTicks)
{
    const QList<QByteArray> fields = statFieldsAfterName(pid);
    if (fields.size() <= kStartTimeField)
        return false;
    if (fields.at(kStateField) == "Z" || fields.at(kStateField) == "X")
        return false;
    return fields.at(kStartTimeField).toULongLong() == expectedStartTicks;
}

bool isGoneOrZombie(qint64 pid)
{
    const QList<QByteArray> fields = statFieldsAfterName(pid);
    if (fields.size() <= kStateField)
        return true;
    return fields.at(kStateField) == "Z" || fields.at(kStateField) == "X";
}

} // namespace ProcessTable

} // namespace lanebook
