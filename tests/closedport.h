#pragma once

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace lanebook::test {

// A loopback TCP port where nobody listens, for as long as this object lives: a socket bound to
// 127.0.0.1:0 (the kernel picks a port nobody holds) that never listens, so every connection to
// it is refused at once, and nothing else can bind the port meanwhile (no SO_REUSEADDR). For
// "nobody answers there" tests: unlike a port found free and let go, nothing can start
// listening on it during the test.
class ClosedPort
{
public:
    ClosedPort()
    {
        m_fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof(address);
        if (m_fd >= 0 &&
            ::bind(m_fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) == 0 &&
            ::getsockname(m_fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
            m_port = ntohs(address.sin_port);
    }
    ~ClosedPort()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    ClosedPort(const ClosedPort &) = delete;
    ClosedPort &operator=(const ClosedPort &) = delete;

    int port() const { return m_port; } // 0 when no socket could be bound

private:
    int m_fd = -1;
    int m_port = 0;
};

} // namespace lanebook::test
