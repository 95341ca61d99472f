#include "backends/waves/wavepreflight.h"

#include "backends/waves/waveruntr.h"
#include "models/base/expected.h"

#include "models/waves/serverport.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QStandardPaths>
#include <QUrl>

#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <memory>

namespace lanebook {

namespace {

// How long an occupied address gets to connect and to answer an HTTP request. Loopback
// connects in microseconds; a server that is up answers /health well within this.
constexpr int kConnectTimeoutMs = 500;
constexpr int kAnswerTimeoutMs = 1000;

struct FileDescriptor
{
    int fd = -1;
    explicit FileDescriptor(int d)
        : fd(d)
    {}
    ~FileDescriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
    FileDescriptor(const FileDescriptor &) = delete;
    FileDescriptor &operator=(const FileDescriptor &) = delete;
};

struct AddrInfoDeleter
{
    void operator()(addrinfo *info) const { ::freeaddrinfo(info); }
};

// An open connection to host:port, or -1 (nothing listens, or it did not accept in time).
int connectWithin(const QString &host, int port, int timeoutMs)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *found = nullptr;
    if (::getaddrinfo(host.toUtf8().constData(), QByteArray::number(port).constData(), &hints,
                      &found) != 0)
        return -1;
    const std::unique_ptr<addrinfo, AddrInfoDeleter> list(found);
    for (const addrinfo *a = list.get(); a; a = a->ai_next) {
        const int fd = ::socket(a->ai_family, a->ai_socktype | SOCK_NONBLOCK, a->ai_protocol);
        if (fd < 0)
            continue;
        if (::connect(fd, a->ai_addr, a->ai_addrlen) == 0)
            return fd;
        if (errno == EINPROGRESS) {
            pollfd p{fd, POLLOUT, 0};
            int error = 0;
            socklen_t length = sizeof(error);
            if (::poll(&p, 1, timeoutMs) == 1 &&
                ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length) == 0 && error == 0)
                return fd;
        }
        ::close(fd);
    }
    return -1;
}

// The status line of the reply to GET path, or empty when none came in time.
QByteArray httpStatusLine(int fd, const QString &host, const QString &path, int timeoutMs)
{
    const QByteArray request = "GET " + path.toUtf8() + " HTTP/1.0\r\nHost: " + host.toUtf8() +
                               "\r\nConnection: close\r\n\r\n";
    if (::send(fd, request.constData(), size_t(request.size()), MSG_NOSIGNAL) !=
        ssize_t(request.size()))
        return {};
    QByteArray reply;
    pollfd p{fd, POLLIN, 0};
    while (!reply.contains('\n') && ::poll(&p, 1, timeoutMs) == 1) {
        char buffer[256];
        const ssize_t n = ::recv(fd, buffer, sizeof(buffer), 0);
        if (n <= 0)
            break;
        reply.append(buffer, n);
    }
    if (!reply.startsWith("HTTP/"))
        return {};
    return reply.left(reply.indexOf('\n')).trimmed();
}

QString armPath(const WavePlan &plan, size_t armIndex)
{
    return QStringLiteral("arms[%1] \"%2\"").arg(armIndex).arg(plan.arms[armIndex].name);
}

QString configPath(const WavePlan &plan, const ServerConfig &config)
{
    return QStringLiteral("configs[%1]").arg(&config - plan.configs.data());
}

// The launcher runs argv[0] as exec does: a name with a slash is a path (relative to the
// working directory), any other name is looked up on the PATH the server will get.
Expected<void> checkProgram(const ServerConfig &config)
{
    const QString program = config.argv.value(0);
    if (program.contains(QLatin1Char('/'))) {
        const QString base =
            config.workingDirectory.isEmpty() ? QDir::currentPath() : config.workingDirectory;
        const QFileInfo file(QDir(base), program);
        if (!file.exists())
            return unexpected(
                WaveRunTr::tr("the program %1 does not exist; build or install it, or correct the "
                              "path")
                    .arg(file.absoluteFilePath()));
        if (!file.isFile() || !file.isExecutable())
            return unexpected(
                WaveRunTr::tr("the program %1 is not an executable file; chmod +x it or name the "
                              "right file")
                    .arg(file.absoluteFilePath()));
        return {};
    }
    QStringList searchPath;
    if (config.environment.contains(QStringLiteral("PATH")))
        searchPath = config.environment.value(QStringLiteral("PATH")).split(QLatin1Char(':'));
    if (QStandardPaths::findExecutable(program, searchPath).isEmpty())
        return unexpected(
            WaveRunTr::tr(
                "cannot find the program %1 on the PATH; install it, or give its full path "
                "in argv[0]")
                .arg(program));
    return {};
}

Expected<void> checkAddress(const ServerConfig &config)
{
    if (ServerPort::isPickedByServer(config.baseUrl))
        return {}; // the server picks a port nobody holds
    const QUrl url(config.baseUrl);
    const int port = url.port(url.scheme() == QLatin1String("https") ? 443 : 80);
    const FileDescriptor connection(connectWithin(url.host(), port, kConnectTimeoutMs));
    if (connection.fd < 0)
        return {}; // nothing listens: the server can take the port
    const QUrl health(config.effectiveHealthUrl());
    const QString path = health.path().isEmpty() ? QStringLiteral("/") : health.path();
    const QByteArray status = httpStatusLine(connection.fd, url.host(), path, kAnswerTimeoutMs);
    if (!status.isEmpty())
        return unexpected(
            WaveRunTr::tr("%1 already answers (%2 to GET %3): another server would be measured in "
                          "this arm's place; stop it, or give the arm a port nothing uses")
                .arg(config.baseUrl, QString::fromLatin1(status), path));
    return unexpected(
        WaveRunTr::tr("port %1 on %2 is already in use, so the server could not listen there; stop "
                      "what holds it, or give the arm another port")
            .arg(port)
            .arg(url.host()));
}

} // namespace

QStringList preflightWavePlan(const WavePlan &plan)
{
    QStringList refusals;
    QSet<QString> checkedConfigs; // arms sharing a config share its server and its address
    for (size_t i = 0; i < plan.arms.size(); ++i) {
        const ServerConfig *config = plan.configOfArm(plan.arms[i]);
        if (!config || !config->sshHost.isEmpty() || checkedConfigs.contains(config->name))
            continue;
        checkedConfigs.insert(config->name);
        const QString arm = armPath(plan, i);
        const QString key = configPath(plan, *config);
        if (const Expected<void> program = checkProgram(*config); !program)
            refusals << QStringLiteral("%1: %2.argv[0]: %3").arg(arm, key, program.error());
        if (const Expected<void> address = checkAddress(*config); !address)
            refusals << QStringLiteral("%1: %2.base_url: %3").arg(arm, key, address.error());
    }
    return refusals;
}

} // namespace lanebook
