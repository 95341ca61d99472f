// A measured run written to a notebook that cannot take it, on real file systems the test
// mounts: a notebook file that is read-only (bound read-only onto itself: a read-only file that
// even root cannot write, as chmod 0444 is for anyone else), a notebook in a read-only folder
// (a tmpfs remounted read-only), and a full disk (a small tmpfs filled until a one-byte write
// finds no space), with the run journal on the same full disk or on a disk of its own. Each
// time the run is kept in the journal with a message naming the notebook and why, or, when the
// journal cannot keep it either, the user is told so; the notebook keeps its rows intact
// (PRAGMA integrity_check), and takes runs again, journal first, once it can.
//
// Mounting needs root (CAP_SYS_ADMIN). CI runs the suite as root and these tests fail there
// when they cannot mount; elsewhere they skip.
#include "backends/notebook/journal/runjournal.h"
#include "backends/notebook/notebookstore.h"
#include "testutils.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/statvfs.h>
#include <unistd.h>

using namespace lanebook;

namespace {

Run measuredRun(const QString &label)
{
    Run run;
    run.label = label;
    run.format = RunFormat::Lanebook;
    run.model = QStringLiteral("mock-model");
    run.startedAt = QDateTime(QDate(2026, 12, 1), QTime(10, 0, 0, 250), Qt::UTC);
    run.config = {{"runtime", "lanebook-mock"}, {"argv", {"mock", "--port", "1"}}};
    run.workload = {{"concurrency", 4}, {"output_tokens", 16}};
    run.setMetric(QStringLiteral("output_tok_per_s"), 1234.5, QStringLiteral("output_tok_per_s"));
    for (int i = 0; i < 3; ++i) {
        RequestSample sample;
        sample.index = i;
        sample.ttftMs = 20.0 + i;
        sample.e2elMs = 100.0 + i;
        sample.outputTokens = 16;
        sample.itlMs = {5.0f, 5.5f};
        sample.finishReason = QStringLiteral("length");
        run.samples.push_back(sample);
    }
    return run;
}

// One mount point this test mounted on, undone when it goes out of scope (detached when
// still busy, so a failed test leaves nothing mounted).
class ScopedMount
{
public:
    ScopedMount() = default;
    ScopedMount(const ScopedMount &) = delete;
    ScopedMount &operator=(const ScopedMount &) = delete;
    ~ScopedMount() { unmount(); }

    bool tmpfs(const QString &folder, qint64 sizeBytes)
    {
        const QByteArray options = "size=" + QByteArray::number(sizeBytes) + ",mode=0700";
        const QByteArray target = QFile::encodeName(folder);
        if (!check(::mount("lanebook-test", target.constData(), "tmpfs", 0, options.constData()),
                   QStringLiteral("mount -t tmpfs -o %1 none %2")
                       .arg(QString::fromLatin1(options), folder)))
            return false;
        m_target = folder;
        return true;
    }
    // A file or folder bound onto itself, read-only: its writes fail with EROFS, even as root.
    bool bindReadOnly(const QString &path)
    {
        const QByteArray target = QFile::encodeName(path);
        if (!check(::mount(target.constData(), target.constData(), nullptr, MS_BIND, nullptr),
                   QStringLiteral("mount --bind %1 %1").arg(path)))
            return false;
        m_target = path;
        return check(::mount(nullptr, target.constData(), nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY,
                             nullptr),
                     QStringLiteral("mount -o remount,bind,ro %1").arg(path));
    }
    // The tmpfs mounted here, read-only or writable again (its files stay).
    bool remount(bool readOnly)
    {
        const QByteArray target = QFile::encodeName(m_target);
        return check(::mount(nullptr, target.constData(), nullptr,
                             MS_REMOUNT | (readOnly ? MS_RDONLY : 0), nullptr),
                     QStringLiteral("mount -o remount,%1 %2")
                         .arg(readOnly ? QStringLiteral("ro") : QStringLiteral("rw"), m_target));
    }
    bool unmount()
    {
        if (m_target.isEmpty())
            return true;
        const QByteArray target = QFile::encodeName(m_target);
        if (!check(::umount2(target.constData(), 0), QStringLiteral("umount %1").arg(m_target)) &&
            !check(::umount2(target.constData(), MNT_DETACH),
                   QStringLiteral("umount -l %1").arg(m_target)))
            return false;
        m_target.clear();
        return true;
    }

    // The mount was refused for want of privilege (not root, or a container without
    // CAP_SYS_ADMIN), not because something is wrong.
    bool notPermitted() const { return m_errno == EPERM || m_errno == EACCES; }
    QString error() const { return m_error; }

private:
    bool check(int rc, const QString &what)
    {
        if (rc == 0)
            return true;
        m_errno = errno;
        m_error =
            QStringLiteral("%1: %2").arg(what, QString::fromLocal8Bit(std::strerror(m_errno)));
        return false;
    }

    QString m_target; // mounted on, until unmounted
    int m_errno = 0;
    QString m_error;
};

// QSKIP where mounting is not permitted, QFAIL in CI (it runs the tests as root) and on any
// other failure.
#define LANEBOOK_REQUIRE_MOUNT(mount, call)                                                        \
    do {                                                                                           \
        if (!(call)) {                                                                             \
            const QByteArray why =                                                                 \
                ((mount).error() + QStringLiteral(" (mounting a test file system needs root; "     \
                                                  "CI runs the tests as root)"))                   \
                    .toUtf8();                                                                     \
            if ((mount).notPermitted() && !lanebook::test::inContinuousIntegration())              \
                QSKIP(why.constData());                                                            \
            QFAIL(why.constData());                                                                \
        }                                                                                          \
    } while (false)

// Fills the file system under `file` with that one file, until a one-byte write finds no
// space left; release() frees it again.
class DiskFiller
{
public:
    explicit DiskFiller(QString file)
        : m_file(std::move(file))
    {}
    ~DiskFiller() { release(); }
    DiskFiller(const DiskFiller &) = delete;
    DiskFiller &operator=(const DiskFiller &) = delete;

    bool fill(QString *error)
    {
        const int fd = ::open(QFile::encodeName(m_file).constData(),
                              O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
        if (fd < 0) {
            *error = m_file + QStringLiteral(": ") + QString::fromLocal8Bit(std::strerror(errno));
            return false;
        }
        const std::vector<char> chunk(size_t(1) << 20, 'x');
        size_t size = chunk.size();
        for (;;) {
            const ssize_t written = ::write(fd, chunk.data(), size);
            if (written > 0 || (written < 0 && errno == EINTR))
                continue;
            if (written < 0 && errno == ENOSPC && size > 1) {
                size /= 2;
                continue;
            }
            if (written < 0 && errno == ENOSPC)
                break; // not one byte more
            *error = m_file + QStringLiteral(": ") + QString::fromLocal8Bit(std::strerror(errno));
            ::close(fd);
            return false;
        }
        ::close(fd);
        return true;
    }
    void release() { QFile::remove(m_file); }

private:
    QString m_file;
};

qint64 freeBytes(const QString &folder)
{
    struct statvfs info
    {
    };
    if (::statvfs(QFile::encodeName(folder).constData(), &info) != 0)
        return -1;
    return qint64(info.f_bavail) * qint64(info.f_frsize);
}

// The notebook as another program reads it: SQLite's own check and the run labels.
struct RawLook
{
    QString integrity;
    QStringList labels;
    QString error;
};

RawLook rawLook(const QString &path)
{
    RawLook look;
    const QString name = QStringLiteral("look-%1").arg(QRandomGenerator::global()->generate());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery check(db);
            if (check.exec(QStringLiteral("PRAGMA integrity_check"))) {
                QStringList lines;
                while (check.next())
                    lines << check.value(0).toString();
                look.integrity = lines.join(u'\n');
            } else {
                look.error = check.lastError().text();
            }
            QSqlQuery runs(db);
            if (runs.exec(QStringLiteral("SELECT label FROM runs ORDER BY id"))) {
                while (runs.next())
                    look.labels << runs.value(0).toString();
            } else {
                look.error = runs.lastError().text();
            }
        } else {
            look.error = db.lastError().text();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return look;
}

QByteArray sha256Of(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

QStringList labelsIn(const NotebookStore &store)
{
    QStringList labels;
    for (const Run &run : store.runs().list())
        labels << run.label;
    return labels;
}

} // namespace

class TestRunJournalFaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void aReadOnlyNotebookFileSendsTheRunToTheJournal();
    void aNotebookInAReadOnlyFolderIsRefusedAndKept();
    void aFullDiskKeepsTheRunOrSaysSo();
    void aFullDiskKeepsTheRunInAJournalOnAnotherDisk();

private:
    // A notebook at `path` holding one run, "before"; closed.
    void createNotebook(const QString &path);
    QTemporaryDir m_dir;
};

void TestRunJournalFaults::init()
{
    QVERIFY(m_dir.isValid());
    qunsetenv("LANEBOOK_WRITE_DEADLINE_MS");
}

void TestRunJournalFaults::cleanup()
{
    QDir(m_dir.path()).removeRecursively();
    QDir().mkpath(m_dir.path());
}

void TestRunJournalFaults::createNotebook(const QString &path)
{
    NotebookStore store;
    QVERIFY2(store.open(path), qPrintable(store.lastError()));
    const NotebookStore::MeasuredRunOutcome outcome =
        store.recordMeasuredRun(measuredRun(QStringLiteral("before")));
    QVERIFY2(outcome.runId, qPrintable(outcome.error));
}

// A read-only notebook file in a writable folder: SQLite opens it read-only and refuses the
// write; the journal beside it keeps the run, and the next open that can write adds it.
void TestRunJournalFaults::aReadOnlyNotebookFileSendsTheRunToTheJournal()
{
    const QString path = m_dir.filePath(QStringLiteral("nb.lanebook"));
    createNotebook(path);
    if (QTest::currentTestFailed())
        return;
    {
        ScopedMount readOnly;
        LANEBOOK_REQUIRE_MOUNT(readOnly, readOnly.bindReadOnly(path));
        const int fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CLOEXEC);
        const int openError = errno;
        if (fd >= 0)
            ::close(fd);
        QVERIFY2(fd < 0 && openError == EROFS,
                 "the notebook file must be read-only, even for root");

        NotebookStore store;
        QVERIFY2(store.open(path), qPrintable(store.lastError()));
        const NotebookStore::MeasuredRunOutcome outcome =
            store.recordMeasuredRun(measuredRun(QStringLiteral("during")));
        QVERIFY(!outcome.runId);
        QVERIFY2(
            !outcome.journalEntry.isEmpty(),
            qPrintable(QStringLiteral("the run was neither stored nor kept: ") + outcome.error));
        QCOMPARE(store.lastWriteRefusal(), NotebookStore::WriteRefusal::Unwritable);
        const QString note = outcome.journalNote;
        QVERIFY2(note.startsWith(QDir::toNativeSeparators(path) + QLatin1Char(':')),
                 qPrintable(note));
        QVERIFY2(note.contains(QLatin1String("could not take run during")), qPrintable(note));
        QVERIFY2(note.contains(QLatin1String("readonly")) ||
                     note.contains(QLatin1String("read-only")),
                 qPrintable(note));
        QVERIFY2(note.contains(QDir::toNativeSeparators(RunJournal(path).folder())),
                 qPrintable(note));
        QCOMPARE(RunJournal(path).files().size(), 1);
        QCOMPARE(labelsIn(store), QStringList{QStringLiteral("before")});
        store.close();
        QVERIFY2(readOnly.unmount(), qPrintable(readOnly.error()));
    }
    // Writable again: the next open adds the kept run, once.
    NotebookStore store;
    QVERIFY2(store.open(path), qPrintable(store.lastError()));
    QCOMPARE(store.lastJournalReplay().replayed, 1);
    QVERIFY(store.lastJournalReplay().problems.isEmpty());
    QCOMPARE(labelsIn(store), (QStringList{QStringLiteral("before"), QStringLiteral("during")}));
    const auto during = store.runs().resolve(QStringLiteral("during"));
    QVERIFY(during);
    QCOMPARE(store.runs().run(*during)->metricValue(QStringLiteral("output_tok_per_s")), 1234.5);
    QCOMPARE(store.runs().requestSamples(*during), measuredRun(QString()).samples);
    QVERIFY(RunJournal(path).files().isEmpty());
    store.close();
    QCOMPARE(rawLook(path).integrity, QStringLiteral("ok"));
}

// A folder that became read-only (a share mounted read-only, a disk the kernel remounted after
// errors): the journal cannot live beside the notebook either. Whatever the open does, the
// user is told about this notebook and why, the file is not changed, and it is whole once
// writable again.
void TestRunJournalFaults::aNotebookInAReadOnlyFolderIsRefusedAndKept()
{
    const QString folder = m_dir.filePath(QStringLiteral("share"));
    QVERIFY(QDir().mkpath(folder));
    ScopedMount share;
    LANEBOOK_REQUIRE_MOUNT(share, share.tmpfs(folder, 16 << 20));
    const QString path = QDir(folder).filePath(QStringLiteral("nb.lanebook"));
    createNotebook(path);
    if (QTest::currentTestFailed())
        return;
    const QByteArray bytes = sha256Of(path);
    QVERIFY(!bytes.isEmpty());
    LANEBOOK_REQUIRE_MOUNT(share, share.remount(true));
    {
        NotebookStore store;
        if (store.open(path)) {
            const NotebookStore::MeasuredRunOutcome outcome =
                store.recordMeasuredRun(measuredRun(QStringLiteral("during")));
            QVERIFY(!outcome.runId);
            QVERIFY2(!outcome.kept(), "a journal in a read-only folder cannot keep the run");
            QVERIFY2(outcome.error.contains(QDir::toNativeSeparators(path)),
                     qPrintable(outcome.error));
            QVERIFY2(outcome.error.contains(QLatin1String("could not keep it either")),
                     qPrintable(outcome.error));
        } else {
            const QString error = store.lastError();
            QVERIFY2(error.startsWith(QDir::toNativeSeparators(path)), qPrintable(error));
            // It is a notebook: the message must not send the user looking for another file.
            QVERIFY2(!error.contains(QLatin1String("not a Lanebook notebook")), qPrintable(error));
        }
    }
    QCOMPARE(sha256Of(path), bytes);
    QVERIFY(!QFile::exists(RunJournal(path).folder()));
    LANEBOOK_REQUIRE_MOUNT(share, share.remount(false));
    NotebookStore store;
    QVERIFY2(store.open(path), qPrintable(store.lastError()));
    QCOMPARE(labelsIn(store), QStringList{QStringLiteral("before")});
    store.close();
    QCOMPARE(rawLook(path).integrity, QStringLiteral("ok"));
}

// The journal lies beside the notebook, on the same full disk. Either it really keeps the run
// (its entry reads back whole, and the run is in the notebook once there is room) or the error
// says it could not; never an entry that holds nothing. The notebook keeps its rows, and takes
// the next run once there is room.
void TestRunJournalFaults::aFullDiskKeepsTheRunOrSaysSo()
{
    const QString disk = m_dir.filePath(QStringLiteral("disk"));
    QVERIFY(QDir().mkpath(disk));
    ScopedMount tmpfs;
    LANEBOOK_REQUIRE_MOUNT(tmpfs, tmpfs.tmpfs(disk, 32 << 20));
    const QString path = QDir(disk).filePath(QStringLiteral("nb.lanebook"));
    createNotebook(path);
    if (QTest::currentTestFailed())
        return;

    NotebookStore store;
    QVERIFY2(store.open(path), qPrintable(store.lastError()));
    DiskFiller filler(QDir(disk).filePath(QStringLiteral("filler")));
    QString error;
    QVERIFY2(filler.fill(&error), qPrintable(error));
    QCOMPARE(freeBytes(disk), qint64(0));

    const NotebookStore::MeasuredRunOutcome outcome =
        store.recordMeasuredRun(measuredRun(QStringLiteral("during")));
    QVERIFY(!outcome.runId);
    QCOMPARE(store.lastWriteRefusal(), NotebookStore::WriteRefusal::Unwritable);
    if (outcome.kept()) {
        const QString note = outcome.journalNote;
        QVERIFY2(note.startsWith(QDir::toNativeSeparators(path) + QLatin1Char(':')),
                 qPrintable(note));
        QVERIFY2(note.contains(QLatin1String("disk is full")), qPrintable(note));
        const QStringList files = RunJournal(path).files();
        QCOMPARE(files.size(), 1);
        const Expected<RunJournal::Entry> entry = RunJournal::read(files.first());
        QVERIFY2(entry, qPrintable(QStringLiteral("the run is said to be kept (%1), but its entry "
                                                  "does not hold it: %2")
                                       .arg(note, entry.error())));
        QCOMPARE(entry->id, outcome.journalEntry);
        QCOMPARE(entry->run.label, QStringLiteral("during"));
    } else {
        error = outcome.error;
        QVERIFY2(error.contains(QLatin1String("disk is full")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("the run journal could not keep it either")),
                 qPrintable(error));
        QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
        QVERIFY(RunJournal(path).files().isEmpty());
    }

    // Still full: the notebook is whole and holds what it held.
    const RawLook look = rawLook(path);
    QVERIFY2(look.error.isEmpty(), qPrintable(look.error));
    QCOMPARE(look.integrity, QStringLiteral("ok"));
    QCOMPARE(look.labels, QStringList{QStringLiteral("before")});
    QCOMPARE(labelsIn(store), QStringList{QStringLiteral("before")});

    // Room again: the same store takes the next run, and a kept one with it.
    filler.release();
    const NotebookStore::MeasuredRunOutcome after =
        store.recordMeasuredRun(measuredRun(QStringLiteral("after")));
    QVERIFY2(after.runId, qPrintable(after.error));
    QStringList expected{QStringLiteral("after"), QStringLiteral("before")};
    if (outcome.kept()) {
        QVERIFY2(after.replayedRuns.contains(outcome.journalEntry), qPrintable(after.replayNote));
        expected << QStringLiteral("during");
    }
    QStringList labels = labelsIn(store);
    labels.sort();
    QCOMPARE(labels, expected);
    QVERIFY(RunJournal(path).files().isEmpty());
    store.close();
    QCOMPARE(rawLook(path).integrity, QStringLiteral("ok"));
    NotebookStore reopened;
    QVERIFY2(reopened.open(path), qPrintable(reopened.lastError()));
    QCOMPARE(reopened.runs().count(), qint64(expected.size()));
}

// The journal's folder is a disk of its own (mounted at <notebook>.pending): the run the full
// disk refused waits there, and goes into the notebook with the first run it takes again.
void TestRunJournalFaults::aFullDiskKeepsTheRunInAJournalOnAnotherDisk()
{
    const QString disk = m_dir.filePath(QStringLiteral("disk"));
    QVERIFY(QDir().mkpath(disk));
    ScopedMount tmpfs;
    LANEBOOK_REQUIRE_MOUNT(tmpfs, tmpfs.tmpfs(disk, 32 << 20));
    const QString path = QDir(disk).filePath(QStringLiteral("nb.lanebook"));
    createNotebook(path);
    if (QTest::currentTestFailed())
        return;
    const QString journalFolder = RunJournal(path).folder();
    QVERIFY(QDir().mkpath(journalFolder));
    ScopedMount journalDisk;
    LANEBOOK_REQUIRE_MOUNT(journalDisk, journalDisk.tmpfs(journalFolder, 4 << 20));

    NotebookStore store;
    QVERIFY2(store.open(path), qPrintable(store.lastError()));
    DiskFiller filler(QDir(disk).filePath(QStringLiteral("filler")));
    QString error;
    QVERIFY2(filler.fill(&error), qPrintable(error));
    QCOMPARE(freeBytes(disk), qint64(0));
    QVERIFY(freeBytes(journalFolder) > 0);

    const Run during = measuredRun(QStringLiteral("during"));
    const NotebookStore::MeasuredRunOutcome outcome = store.recordMeasuredRun(during);
    QVERIFY(!outcome.runId);
    QVERIFY2(
        !outcome.journalEntry.isEmpty(),
        qPrintable(QStringLiteral("the run was neither stored nor kept: ") + store.lastError()));
    QCOMPARE(store.lastWriteRefusal(), NotebookStore::WriteRefusal::Unwritable);
    const QString note = outcome.journalNote;
    QVERIFY2(note.startsWith(QDir::toNativeSeparators(path) + QLatin1Char(':')), qPrintable(note));
    QVERIFY2(note.contains(QLatin1String("could not take run during")), qPrintable(note));
    QVERIFY2(note.contains(QLatin1String("disk is full")), qPrintable(note));
    QVERIFY2(note.contains(QDir::toNativeSeparators(journalFolder)), qPrintable(note));
    QCOMPARE(RunJournal(path).files().size(), 1);

    const RawLook look = rawLook(path);
    QVERIFY2(look.error.isEmpty(), qPrintable(look.error));
    QCOMPARE(look.integrity, QStringLiteral("ok"));
    QCOMPARE(look.labels, QStringList{QStringLiteral("before")});

    // Room again: the next run goes in, and the kept one with it.
    filler.release();
    const NotebookStore::MeasuredRunOutcome after =
        store.recordMeasuredRun(measuredRun(QStringLiteral("after")));
    QVERIFY2(after.runId, qPrintable(after.error));
    QVERIFY2(after.replayedRuns.contains(outcome.journalEntry), qPrintable(after.replayNote));
    QVERIFY2(after.replayNote.contains(QDir::toNativeSeparators(path)),
             qPrintable(after.replayNote));
    QVERIFY(RunJournal(path).files().isEmpty());
    QStringList labels = labelsIn(store);
    labels.sort();
    QCOMPARE(labels, (QStringList{QStringLiteral("after"), QStringLiteral("before"),
                                  QStringLiteral("during")}));
    const qint64 duringId = after.replayedRuns.value(outcome.journalEntry);
    QCOMPARE(store.runs().run(duringId)->label, QStringLiteral("during"));
    QCOMPARE(store.runs().requestSamples(duringId), during.samples);
    store.close();
    QCOMPARE(rawLook(path).integrity, QStringLiteral("ok"));
}

QTEST_GUILESS_MAIN(TestRunJournalFaults)
#include "tst_runjournalfaults.moc"
