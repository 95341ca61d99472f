#pragma once

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdint>
#include <random>

namespace lanebook::test {

// A loopback port nobody holds now, outside the kernel's ephemeral range (32768-60999 by
// default). Arms and servers under test need fixed ports because a config's base_url is
// written before its server starts. bind(0) would hand out an ephemeral port, the kind every
// outgoing connection of every process also takes: a server restarted on it between repeats
// (a wave's fresh server per repeat) could find a client socket of another test sitting there
// and fail to start. 0 when none was found.
inline int freePort()
{
    static std::mt19937 generator{std::random_device{}()};
    std::uniform_int_distribution<int> pick(20000, 32000);
    for (int attempt = 0; attempt < 500; ++attempt) {
        const int port = pick(generator);
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        if (fd < 0)
            return 0;
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        address.sin_port = htons(static_cast<uint16_t>(port));
        const bool free = ::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) == 0;
        ::close(fd);
        if (free)
            return port;
    }
    return 0;
}
} // namespace lanebook::test
