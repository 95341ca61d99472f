#include "backends/notebook/journal/runjournal.h"

#include "backends/notebook/connection/serveraddress.h"
#include "backends/notebook/notebooktr.h"
#include "models/run/runrecordjson.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QUuid>

#include <cerrno>
#include <cstring>

#include <unistd.h>

namespace lanebook {

namespace {

constexpr int kJournalVersion = 1;

nlohmann::json placementToJson(const WaveRunPlacement &p)
{
    nlohmann::json gpus = nlohmann::json::array();
    for (int gpu : p.gpus)
        gpus.push_back(gpu);
    return {{"wave_id", p.waveId},
            {"arm", p.arm.toStdString()},
            {"role", armRoleId(p.role).toStdString()},
            {"repeat", p.repeat},
            {"slot", p.slot},
            {"gpus", gpus},
            {"log_tail", p.logTail.toStdString()}};
}

std::optional<WaveRunPlacement> placementFromJson(const nlohmann::json &j)
{
    if (!j.is_object() || !j.value("wave_id", nlohmann::json()).is_number_integer() ||
        !j.value("arm", nlohmann::json()).is_string() ||
        !j.value("role", nlohmann::json()).is_string() ||
        !j.value("repeat", nlohmann::json()).is_number_integer() ||
        !j.value("slot", nlohmann::json()).is_number_integer() ||
        !j.value("gpus", nlohmann::json()).is_array())
        return std::nullopt;
    WaveRunPlacement p;
    p.waveId = j["wave_id"].get<qint64>();
    p.arm = QString::fromStdString(j["arm"].get<std::string>());
    const auto role = armRoleFromId(QString::fromStdString(j["role"].get<std::string>()));
    if (!role)
        return std::nullopt;
    p.role = *role;
    p.repeat = j["repeat"].get<int>();
    p.slot = j["slot"].get<int>();
    for (const nlohmann::json &gpu : j["gpus"]) {
        if (!gpu.is_number_integer())
            return std::nullopt;
        p.gpus << gpu.get<int>();
    }
    if (const auto tail = j.find("log_tail"); tail != j.end() && tail->is_string())
        p.logTail = QString::fromStdString(tail->get<std::string>());
    return p;
}

// Whether the file system under folder has less room than bytes: the reason a write there
// failed, in words the user can act on (the OS says "No space left on device", or nothing).
bool diskFull(const QString &folder, qint64 bytes)
{
    const qint64 free = QStorageInfo(folder).bytesAvailable(); // -1: unknown
    return free >= 0 && free < bytes;
}

} // namespace

// Not "<notebook>-journal": that name is SQLite's own rollback journal. A team notebook has no
// folder of its own: its journal is kept on this host, in the user's data folder, under the
// server's host_port_database, so the next open from this host replays it.
QString RunJournal::folderFor(const QString &notebookPath)
{
    if (!isServerNotebook(notebookPath))
        return notebookPath + QStringLiteral(".pending");
    QString key = notebookDisplayName(notebookPath);
    key.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("_"));
    const QString dataDir = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    return QDir(dataDir).filePath(QStringLiteral("lanebook/team-notebooks/%1.pending").arg(key));
}

RunJournal::RunJournal(const QString &notebookPath)
    : m_folder(folderFor(notebookPath))
{}

Expected<QString> RunJournal::append(const Run &run,
                                     const std::optional<WaveRunPlacement> &placement) const
{
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    nlohmann::json entry = {{"lanebook_run_journal", kJournalVersion},
                            {"entry", id.toStdString()},
                            {"run", runRecordToJson(run)}};
    if (placement)
        entry["placement"] = placementToJson(*placement);
    const QByteArray bytes = QByteArray::fromStdString(entry.dump());
    const QString diskIsFull = NotebookTr::tr("%1: the disk is full; free some space there")
                                   .arg(QDir::toNativeSeparators(m_folder));
    if (!QDir().mkpath(m_folder)) {
        return unexpected(diskFull(QFileInfo(m_folder).absolutePath(), bytes.size())
                              ? diskIsFull
                              : NotebookTr::tr("%1: cannot create the journal folder")
                                    .arg(QDir::toNativeSeparators(m_folder)));
    }
    QFile::setPermissions(m_folder,
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    // Sortable by time written, unique by id.
    const QString name =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss.zzz")) + u'-' +
        id + QStringLiteral(".json");
    const QString path = QDir(m_folder).filePath(name);
    QSaveFile file(path);
    // Nothing kept: no entry, and no folder left behind for it (rmdir only takes it empty).
    const auto notKept = [&](const QString &why) -> Expected<QString> {
        const QString message =
            diskFull(m_folder, bytes.size())
                ? diskIsFull
                : NotebookTr::tr("%1: %2").arg(QDir::toNativeSeparators(path), why);
        if (file.isOpen()) {
            file.cancelWriting();
            file.commit(); // after cancelWriting(): removes the temporary file
        }
        QDir().rmdir(m_folder);
        return unexpected(message);
    };
    if (!file.open(QIODevice::WriteOnly))
        return notKept(file.errorString());
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    // The entry is checked whole on disk before commit(): QFile buffers the write, and Qt 6.4's
    // QSaveFile::commit() renames the file into place even when the flush inside it failed (a
    // full disk), which left an empty entry for a run said to be kept. fsync too: a file
    // system that finds the disk full only at write-back (XFS, btrfs, NFS) says so there.
    if (file.write(bytes) != bytes.size() || !file.flush() || file.size() != bytes.size())
        return notKept(file.errorString());
    if (::fsync(file.handle()) != 0)
        return notKept(QString::fromLocal8Bit(std::strerror(errno)));
    if (!file.commit())
        return notKept(file.errorString());
    return id;
}

QStringList RunJournal::files() const
{
    const QDir dir(m_folder);
    if (!dir.exists())
        return {};
    QStringList list;
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        list << dir.filePath(name);
    return list;
}

Expected<RunJournal::Entry> RunJournal::read(const QString &file)
{
    const QString name = QDir::toNativeSeparators(file);
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly)) {
        return unexpected(NotebookTr::tr("%1: %2").arg(name, in.errorString()));
    }
    const nlohmann::json json = nlohmann::json::parse(in.readAll().toStdString(), nullptr, false);
    if (json.is_discarded() || !json.is_object() ||
        json.value("lanebook_run_journal", 0) != kJournalVersion ||
        !json.value("entry", nlohmann::json()).is_string()) {
        return unexpected(NotebookTr::tr("%1: not a Lanebook run journal entry").arg(name));
    }
    Entry entry;
    entry.file = file;
    entry.id = QString::fromStdString(json["entry"].get<std::string>());
    const Expected<Run> run = runRecordFromJson(json.value("run", nlohmann::json()));
    if (!run) {
        return unexpected(NotebookTr::tr("%1: run.%2").arg(name, run.error()));
    }
    entry.run = *run;
    if (const auto placement = json.find("placement"); placement != json.end()) {
        entry.placement = placementFromJson(*placement);
        if (!entry.placement) {
            return unexpected(NotebookTr::tr("%1: placement: not a wave placement").arg(name));
        }
    }
    return entry;
}

void RunJournal::remove(const Entry &entry) const
{
    QFile::remove(entry.file);
    QDir().rmdir(m_folder); // only when empty
}

} // namespace lanebook
