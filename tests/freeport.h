#pragma once

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace lanebook::test {

// A loopback port nobody listens on now: the kernel picks one, we close it again. Arms and
// servers under test need fixed ports because a config's base_url is written before its server
// starts. 0 when the kernel would not give one.
inline int freePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = 0;
    socklen_t length = sizeof(address);
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    ::close(fd);
    return port;
}

} // namespace lanebook::test
