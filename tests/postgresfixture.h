#pragma once

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

#include <pwd.h>
#include <unistd.h>

namespace lanebook::test {

// A private PostgreSQL 15 server for one test process: initdb in a temporary directory, pg_ctl
// start with its Unix socket in that directory and no TCP at all (listen_addresses ''), so no
// port is chosen, held or raced for; stopped (and its directory removed) when the fixture dies.
// Clients reach it as libpq does a socket: host = the directory (url(): ?host=DIR), port =
// port(), which only names the socket file (.s.PGSQL.5432). Nothing assumes a server already
// running. As root (CI) the server runs as the unprivileged
// `postgres` user the Debian package creates (initdb refuses root), through runuser, and the
// directory is handed to that user. Password authentication (scram) is on, so a test can
// check a wrong password; the right one reaches libpq through PGPASSWORD, set by start().
class PostgresFixture
{
public:
    static QString binDir() { return QStringLiteral("/usr/lib/postgresql/15/bin"); }
    static QString superuser() { return QStringLiteral("postgres"); }
    static QString password() { return QStringLiteral("lanebook-test-password"); }

    PostgresFixture() = default;
    ~PostgresFixture() { stop(); }
    PostgresFixture(const PostgresFixture &) = delete;
    PostgresFixture &operator=(const PostgresFixture &) = delete;

    // False with error() saying what is missing or what the server printed.
    bool start()
    {
        if (!QFileInfo(QDir(binDir()).filePath(QStringLiteral("initdb"))).isExecutable() ||
            !QFileInfo(QDir(binDir()).filePath(QStringLiteral("pg_ctl"))).isExecutable()) {
            m_error = QStringLiteral("PostgreSQL 15 is not installed (%1/initdb, pg_ctl missing): "
                                     "run packaging/install-deps.sh")
                          .arg(binDir());
            return false;
        }
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
            m_error = QStringLiteral("Qt's PostgreSQL driver (QPSQL, Debian libqt6sql6-psql) is "
                                     "not installed: run packaging/install-deps.sh");
            return false;
        }
        m_dir = std::make_unique<QTemporaryDir>(
            QDir::temp().filePath(QStringLiteral("lanebook-pg-XXXXXX")));
        if (!m_dir->isValid()) {
            m_error =
                QStringLiteral("cannot create a temporary directory: %1").arg(m_dir->errorString());
            return false;
        }
        // A Unix socket's path holds at most 107 bytes: DIR/.s.PGSQL.5432.
        if (QFile::encodeName(m_dir->path()).size() + 15 > 107) {
            m_error = QStringLiteral("%1 is too long a path for the server's Unix socket: set "
                                     "TMPDIR to a shorter folder")
                          .arg(m_dir->path());
            return false;
        }
        if (::geteuid() == 0) {
            const passwd *user = ::getpwnam("postgres");
            if (!user) {
                m_error = QStringLiteral("running as root, and there is no `postgres` user to run "
                                         "the server as: run packaging/install-deps.sh");
                return false;
            }
            m_runAs = {QStringLiteral("runuser"), QStringLiteral("-u"), QStringLiteral("postgres"),
                       QStringLiteral("--")};
            if (::chown(QFile::encodeName(m_dir->path()).constData(), user->pw_uid, user->pw_gid) !=
                0) {
                m_error = QStringLiteral("cannot hand %1 to the postgres user").arg(m_dir->path());
                return false;
            }
        }
        const QString passwordFile = m_dir->filePath(QStringLiteral("pwfile"));
        {
            QFile file(passwordFile);
            if (!file.open(QIODevice::WriteOnly)) {
                m_error = QStringLiteral("cannot write %1").arg(passwordFile);
                return false;
            }
            file.write(password().toUtf8() + '\n');
        }
        if (!m_runAs.isEmpty()) {
            const passwd *user = ::getpwnam("postgres");
            if (::chown(QFile::encodeName(passwordFile).constData(), user->pw_uid, user->pw_gid) !=
                0) {
                m_error = QStringLiteral("cannot hand %1 to the postgres user").arg(passwordFile);
                return false;
            }
        }
        if (!run(QStringLiteral("initdb"),
                 {QStringLiteral("-D"), dataDir(), QStringLiteral("-U"), superuser(),
                  QStringLiteral("--pwfile=%1").arg(passwordFile),
                  QStringLiteral("--auth=scram-sha-256"), QStringLiteral("-E"),
                  QStringLiteral("UTF8"), QStringLiteral("--locale=C"),
                  QStringLiteral("--no-sync")},
                 120000))
            return false;
        if (!startServer())
            return false;
        // libpq reads it whenever a connection names no password.
        qputenv("PGPASSWORD", password().toUtf8());
        return true;
    }

    // The server back after stop(), at the same socket with the same databases (an outage).
    bool restart() { return !m_running && m_dir && startServer(); }

    // Stops the server at once, as a crash would (restart() brings it back; the data
    // directory is thrown away with the fixture).
    void stop()
    {
        if (!m_running)
            return;
        m_running = false;
        run(QStringLiteral("pg_ctl"),
            {QStringLiteral("-D"), dataDir(), QStringLiteral("-m"), QStringLiteral("immediate"),
             QStringLiteral("-w"), QStringLiteral("stop")},
            60000);
    }

    bool isRunning() const { return m_running; }
    // Where clients find it: the directory of its Unix socket, and the port that names the
    // socket's file in it.
    QString socketDirectory() const { return m_dir ? m_dir->path() : QString(); }
    int port() const { return kPort; }
    QString error() const { return m_error; }
    QString logText() const
    {
        QFile file(logFile());
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }

    // A new, empty database; its name, or an empty string with error().
    QString createDatabase(const QString &prefix = QStringLiteral("nb"))
    {
        static QAtomicInteger<int> counter;
        const QString name = QStringLiteral("%1_%2").arg(prefix).arg(++counter);
        if (!execAsSuperuser(QStringLiteral("postgres"),
                             {QStringLiteral("CREATE DATABASE %1").arg(name)}))
            return {};
        return name;
    }

    // postgresql://postgres@:5432/DB?host=DIR, libpq's form for a server's Unix socket (no
    // password: libpq takes it from PGPASSWORD). More options follow with '&'.
    QString url(const QString &database) const
    {
        return QStringLiteral("postgresql://%1@:%2/%3?host=%4")
            .arg(superuser())
            .arg(kPort)
            .arg(database, socketDirectory());
    }

    // The server as Lanebook's messages name it: DIR:5432/DB.
    QString display(const QString &database) const
    {
        return QStringLiteral("%1:%2/%3").arg(socketDirectory()).arg(kPort).arg(database);
    }

    // Runs statements on a database as the superuser, outside any code under test.
    bool execAsSuperuser(const QString &database, const QStringList &statements)
    {
        bool ok = true;
        withConnection(database, [&](QSqlDatabase &db) {
            for (const QString &sql : statements) {
                QSqlQuery query(db);
                if (!query.exec(sql)) {
                    m_error = QStringLiteral("%1: %2").arg(sql, query.lastError().text());
                    ok = false;
                    return;
                }
            }
        });
        return ok && m_error.isEmpty();
    }

    // The first column of the first row, or an invalid QVariant.
    QVariant value(const QString &database, const QString &sql)
    {
        QVariant result;
        withConnection(database, [&](QSqlDatabase &db) {
            QSqlQuery query(db);
            if (query.exec(sql) && query.next())
                result = query.value(0);
            else
                m_error = QStringLiteral("%1: %2").arg(sql, query.lastError().text());
        });
        return result;
    }

private:
    // Only names the socket file: every fixture has a directory of its own.
    static constexpr int kPort = 5432;

    bool startServer()
    {
        // pg_ctl hands -o to a shell: '' is an empty listen_addresses, no TCP socket at all.
        const QString options = QStringLiteral("-c listen_addresses='' -p %1 -k %2 -c "
                                               "fsync=off -c max_connections=60")
                                    .arg(kPort)
                                    .arg(m_dir->path());
        m_running = run(QStringLiteral("pg_ctl"),
                        {QStringLiteral("-D"), dataDir(), QStringLiteral("-o"), options,
                         QStringLiteral("-l"), logFile(), QStringLiteral("-w"),
                         QStringLiteral("-t"), QStringLiteral("60"), QStringLiteral("start")},
                        90000);
        return m_running;
    }

    QString dataDir() const { return m_dir->filePath(QStringLiteral("data")); }
    QString logFile() const { return m_dir->filePath(QStringLiteral("server.log")); }

    template <typename Body> void withConnection(const QString &database, Body body)
    {
        static QAtomicInteger<int> counter;
        const QString name = QStringLiteral("pgfixture-%1").arg(++counter);
        m_error.clear();
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            db.setHostName(socketDirectory());
            db.setPort(kPort);
            db.setUserName(superuser());
            db.setPassword(password());
            db.setDatabaseName(database);
            if (db.open())
                body(db);
            else
                m_error = QStringLiteral("cannot connect to the test server: %1")
                              .arg(db.lastError().text());
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

    bool run(const QString &tool, const QStringList &arguments, int timeoutMs)
    {
        QProcess process;
        process.setProcessChannelMode(QProcess::MergedChannels);
        // Run from a directory the postgres user may enter (root's cwd may be closed to it).
        process.setWorkingDirectory(m_dir->path());
        // The server outlives pg_ctl, and a crashed test leaves it running: it must not keep
        // the descriptors this test inherited (a `flock` around ctest, a pipe a caller waits
        // on until EOF), or it holds them until someone finds and kills it.
        process.setChildProcessModifier([] { ::close_range(3, ~0U, 0); });
        const QString program = QDir(binDir()).filePath(tool);
        if (m_runAs.isEmpty())
            process.start(program, arguments);
        else
            process.start(m_runAs.first(), m_runAs.mid(1) + QStringList{program} + arguments);
        const bool finished = process.waitForFinished(timeoutMs);
        if (finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
            return true;
        if (!finished)
            process.kill();
        m_error = QStringLiteral("%1 failed (%2): %3\n%4")
                      .arg(tool,
                           finished ? QStringLiteral("exit %1").arg(process.exitCode())
                                    : QStringLiteral("timed out"),
                           QString::fromLocal8Bit(process.readAll()), logText());
        return false;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    QStringList m_runAs;
    QString m_error;
    bool m_running = false;
};

} // namespace lanebook::test
